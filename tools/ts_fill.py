"""Fill translations of Qt Linguist .ts files from a JSON object {source: translation}.

    python tools/ts_fill.py translations/*_fr.ts fr.json

Every catalogue named is filled from the one object (the shared app's and each game's:
an entry lands in whichever catalogue holds its source).

Keys are a source text, "Context|source" or "Context|source|comment" (for sources
that only a disambiguating comment tells apart), the most precise winning. A bare source text only
fills entries that are still unfinished. Entries found get their translation and
lose type="unfinished"; a source text that is a plural form (numerus) takes a
list of forms. Prints what is still
unfinished. Translators can equally use Qt Linguist; this is for batch work.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET


def fill(ts_path: str, mapping: dict[str, str | list[str]]) -> list[str]:
    tree = ET.parse(ts_path)
    missing = []
    messages = [
        (context.findtext("name") or "", message)
        for context in tree.getroot().iter("context")
        for message in context.iter("message")
    ]
    for context, message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            continue
        # "Context|source|comment" wins, then "Context|source"; a bare source only
        # fills entries still unfinished
        comment = message.findtext("comment")
        key = f"{context}|{source}|{comment}" if comment else ""
        if key not in mapping:
            key = f"{context}|{source}"
        if key not in mapping and translation.get("type") == "unfinished":
            key = source
        if key in mapping:
            value = mapping[key]
            if message.get("numerus") == "yes":
                for child in list(translation):
                    translation.remove(child)
                forms = value if isinstance(value, list) else [value, value]
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
                translation.text = None
            else:
                translation.text = value if isinstance(value, str) else value[0]
            translation.attrib.pop("type", None)
        elif translation.get("type") == "unfinished":
            missing.append(source)
    ET.indent(tree, space="    ")
    with open(ts_path, "wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)
        fh.write(b"\n")
    return missing


if __name__ == "__main__":
    *catalogues, fills = sys.argv[1:]
    with open(fills, encoding="utf-8") as fh:
        mapping = json.load(fh)
    left = [(ts, s) for ts in catalogues for s in fill(ts, mapping)]
    for ts, s in left:
        print(f"unfinished in {ts}:", s)
    sys.exit(1 if left else 0)
