"""Counts in visible text go through Qt's plural forms, in both languages."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from catalogues import NAMES
from catalogues import ts as catalogue

from peloton_desktop.draw.tr import translate

ROOT = Path(__file__).resolve().parent.parent
PLURAL_CALL = re.compile(r'translate\(\s*"(\w+)",\s*"([^"]*%n[^"]*)",\s*None,\s*([^)]+?),?\s*\)')


def _calls() -> list[tuple[str, str, str]]:
    found = []
    for path in sorted((ROOT / "peloton_desktop").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        found += [m.groups() for m in PLURAL_CALL.finditer(text)]
    return found


def _numerus(language: str) -> dict[tuple[str, str], list[str]]:
    """Every plural message of the language's catalogues (the shared app's and each game's)."""
    out = {}
    contexts = [
        context
        for name in NAMES
        for context in ET.parse(catalogue(name, language)).getroot().iter("context")
    ]
    for context in contexts:
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            if m.get("numerus") == "yes":
                out[(name, m.findtext("source") or "")] = [
                    f.text or "" for f in m.iter("numerusform")
                ]
    return out


def test_every_count_is_a_plain_name_lupdate_can_read() -> None:
    calls = _calls()
    assert len(calls) >= 20
    # pyside6-lupdate drops a call whose count is an expression: the text would be
    # missing from both catalogues
    assert [c for c in calls if not c[2].isidentifier()] == []


@pytest.mark.parametrize("ts", ["fr", "en"])
def test_every_plural_text_has_both_forms(ts: str) -> None:
    forms = _numerus(ts)
    for context, source, _ in _calls():
        assert all(forms.get((context, source), [])[:2]), (ts, context, source)
        assert len(forms[(context, source)]) == 2


def test_plural_forms_follow_each_language(qapp: object) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    try:
        manager.apply("en")
        assert translate("StartPage", "%n move(s)", None, 1) == "1 move"
        assert translate("StartPage", "%n move(s)", None, 0) == "0 moves"
        assert translate("StartPage", "%n move(s)", None, 2) == "2 moves"
        manager.apply("fr")
        assert translate("StartPage", "%n move(s)", None, 0) == "0 coup"
        assert translate("StartPage", "%n move(s)", None, 1) == "1 coup"
        assert translate("Race", "%n case(s) to the line", None, 3) == ("3 cases jusqu'à la ligne")
    finally:
        manager.apply("en")
