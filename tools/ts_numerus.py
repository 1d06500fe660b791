"""Plural forms for `translate(context, "%n …", None, n)`.

pyside6-lupdate only marks `self.tr(…, n)` as a plural message, not the module-level
`translate`. This marks every message whose source holds %n as numerus in a .ts (its
forms kept), and writes the English catalogue: the same messages, English forms only.

    python tools/ts_numerus.py mark translations/peloton_desktop_fr.ts
    python tools/ts_numerus.py english translations/peloton_desktop_fr.ts \
        translations/peloton_desktop_en.ts
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def _forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if translation is None:
        return []
    forms = [f.text or "" for f in translation.iter("numerusform")]
    return forms or ([translation.text] if translation.text else [])


def _set_forms(message: ET.Element, forms: list[str], finished: bool) -> None:
    message.set("numerus", "yes")
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    for child in list(translation):
        translation.remove(child)
    translation.text = None
    translation.attrib.pop("type", None)
    if not finished:
        translation.set("type", "unfinished")
    for form in forms or [""]:
        ET.SubElement(translation, "numerusform").text = form


def mark(ts: Path, memory: dict[tuple[str, str], list[str]] | None = None) -> None:
    """Every %n message becomes numerus; `memory` gives back forms lupdate dropped."""
    tree = ET.parse(ts)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if "%n" not in source:
                continue
            forms = _forms(message)
            if memory and (len(forms) < 2 or not all(forms)):
                forms = memory.get((name, source), forms)
            done = len(forms) >= 2 and all(forms)
            _set_forms(message, forms if done else [*forms, ""][:2], done)
    # written as tools/ts_fill.py writes (one layout whichever tool ran last)
    ET.indent(tree, space="    ")
    with open(ts, "wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)
        fh.write(b"\n")


def remember(ts: Path) -> dict[tuple[str, str], list[str]]:
    if not ts.exists():
        return {}
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            forms = _forms(message)
            if "%n" in source and len(forms) >= 2 and all(forms):
                found[(name, source)] = forms
    return found


def english(source_ts: Path, target: Path) -> list[str]:
    """The English catalogue: one message per %n source, its two English forms kept
    from the last catalogue; returns the sources still without English forms."""
    known = remember(target)
    root = ET.Element("TS", version="2.1", language="en")
    missing = []
    for context in ET.parse(source_ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        plurals = [m for m in context.iter("message") if "%n" in (m.findtext("source") or "")]
        if not plurals:
            continue
        out = ET.SubElement(root, "context")
        ET.SubElement(out, "name").text = name
        for m in plurals:
            source = m.findtext("source") or ""
            message = ET.SubElement(out, "message")
            ET.SubElement(message, "source").text = source
            forms = known.get((name, source), [])
            if not forms:
                missing.append(f"{name}|{source}")
            _set_forms(message, forms or ["", ""], bool(forms))
    ET.indent(root)
    ET.ElementTree(root).write(target, encoding="utf-8", xml_declaration=True)
    return missing


if __name__ == "__main__":
    if sys.argv[1] == "mark":
        mark(Path(sys.argv[2]), remember(Path(sys.argv[3])) if len(sys.argv) > 3 else None)
    else:
        for line in english(Path(sys.argv[2]), Path(sys.argv[3])):
            print("no English plural forms:", line)
