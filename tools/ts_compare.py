"""Nothing translated is lost between catalogues: every finished entry of the OLD .ts
files is in one of the NEW ones, with the same translation (every plural form), finished.

    python tools/ts_compare.py --old OLD.ts… --new NEW.ts…

Used when a catalogue is split (the shared app's and each game's) or merged: it prints
each entry lost or changed and exits 1 if there is one, then counts the entries on each
side (an entry on the new side only is a source the old catalogues did not have).
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

Key = tuple[str, str, str]  # context, source, disambiguating comment


def entries(path: Path) -> dict[Key, tuple[bool, tuple[str, ...]]]:
    """Each message: finished or not, and its translation's text or plural forms."""
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            translation = message.find("translation")
            if translation is None:
                out[key] = (False, ())
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            text = tuple(forms) if forms else (translation.text or "",)
            finished = translation.get("type") is None and all(t.strip() for t in text)
            out[key] = (finished, text)
    return out


def compare(old: list[Path], new: list[Path]) -> tuple[list[str], int, int, int]:
    """(problems, finished old entries, new entries, new entries the old lacked)."""
    before: dict[Key, tuple[bool, tuple[str, ...]]] = {}
    for path in old:
        before.update(entries(path))
    after: dict[Key, list[tuple[bool, tuple[str, ...]]]] = {}
    for path in new:
        for key, value in entries(path).items():
            after.setdefault(key, []).append(value)
    problems = []
    finished = {k: v for k, v in before.items() if v[0]}
    for key, (_, text) in finished.items():
        found = after.get(key, [])
        if not found:
            problems.append(f"lost: {key}")
        elif any(value != (True, text) for value in found):
            problems.append(f"changed: {key}: {text} -> {found}")
    fresh = [k for k in after if k not in before]
    return problems, len(finished), sum(len(v) for v in after.values()), len(fresh)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", nargs="+", type=Path, required=True)
    parser.add_argument("--new", nargs="+", type=Path, required=True)
    args = parser.parse_args()
    problems, kept, total, fresh = compare(args.old, args.new)
    for line in problems:
        print(line)
    print(f"{kept} finished entries before, {total} entries after ({fresh} new), ", end="")
    print(f"{len(problems)} lost or changed")
    sys.exit(1 if problems else 0)
