"""French is complete, the compiled catalogue is current, and code and .ts agree."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "translations" / "peloton_desktop_fr.ts"
QM = ROOT / "resources" / "translations" / "peloton_desktop_fr.qm"
BIN = Path(sys.executable).parent


def _messages(path: Path) -> list[ET.Element]:
    return list(ET.parse(path).getroot().iter("message"))


def test_french_has_no_unfinished_or_empty_entry() -> None:
    messages = _messages(TS)
    assert len(messages) > 100
    bad = [
        m.findtext("source")
        for m in messages
        if (t := m.find("translation")) is None
        or t.get("type") in ("unfinished", "obsolete", "vanished")
        or not ("".join(t.itertext()).strip())
    ]
    assert not bad, f"unfinished French entries: {bad}"


def test_placeholders_are_kept() -> None:
    for m in _messages(TS):
        source = m.findtext("source") or ""
        target = "".join(m.find("translation").itertext())  # type: ignore[union-attr]
        assert set(re.findall(r"\{\w+\}", source)) == set(re.findall(r"\{\w+\}", target)), source


def _tool(name: str) -> str:
    path = BIN / name
    if path.exists():
        return str(path)
    found = shutil.which(name)
    if not found:
        pytest.fail(f"{name} not installed")
    return found


def test_ts_is_up_to_date_with_the_code(tmp_path: Path) -> None:
    """Every visible string in the code is in the .ts (run tools/update_translations.sh)."""
    fresh = tmp_path / "fresh.ts"
    shutil.copy(TS, fresh)
    sources = sorted(str(p) for p in (ROOT / "peloton_desktop").rglob("*.py"))
    sources.append(str(ROOT / "translations" / "lesson_texts.py"))  # the lessons' texts
    subprocess.run(
        [_tool("pyside6-lupdate"), "-no-obsolete", *sources, "-ts", str(fresh)],
        check=True,
        capture_output=True,
        cwd=ROOT,
    )
    committed = {(m.findtext("source")) for m in _messages(TS)}
    current = {(m.findtext("source")) for m in _messages(fresh)}
    assert current - committed == set(), "new strings not in the .ts"
    assert committed - current == set(), "strings in the .ts that the code no longer has"


def test_compiled_catalogue_matches_the_ts(tmp_path: Path) -> None:
    out = tmp_path / "fr.qm"
    subprocess.run(
        [_tool("pyside6-lrelease"), str(TS), "-qm", str(out)], check=True, capture_output=True
    )
    assert QM.read_bytes() == out.read_bytes(), "run tools/update_translations.sh"
