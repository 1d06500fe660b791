"""Every catalogue (the shared app's and each game's) is complete in French, compiled
and current with its code, and holds only its own package's words."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from catalogues import NAMES, ROOT, SHARED, qm, sources, ts

BIN = Path(sys.executable).parent


def _messages(path: Path) -> list[ET.Element]:
    return list(ET.parse(path).getroot().iter("message"))


def test_the_shared_catalogue_and_every_game_s_are_there() -> None:
    assert len(NAMES) >= 2 and NAMES[0] == SHARED
    for name in NAMES:
        for language in ("fr", "en"):
            assert ts(name, language).is_file() and qm(name, language).is_file(), name
    assert len(_messages(ts(SHARED, "fr"))) > 100


@pytest.mark.parametrize("name", NAMES)
def test_french_has_no_unfinished_or_empty_entry(name: str) -> None:
    messages = _messages(ts(name, "fr"))
    assert messages, f"{name}: no French entry"
    bad = [
        m.findtext("source")
        for m in messages
        if (t := m.find("translation")) is None
        or t.get("type") in ("unfinished", "obsolete", "vanished")
        or not ("".join(t.itertext()).strip())
    ]
    assert not bad, f"unfinished French entries in {name}: {bad}"


@pytest.mark.parametrize("name", NAMES)
def test_placeholders_are_kept(name: str) -> None:
    for m in _messages(ts(name, "fr")):
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


@pytest.mark.parametrize("name", NAMES)
def test_ts_is_up_to_date_with_the_code(name: str, tmp_path: Path) -> None:
    """Every visible string of the catalogue's code is in it, and nothing else (run
    tools/update_translations.sh): a game's words are in its own catalogue only."""
    fresh = tmp_path / "fresh.ts"
    shutil.copy(ts(name, "fr"), fresh)
    subprocess.run(
        [_tool("pyside6-lupdate"), "-no-obsolete", *map(str, sources(name)), "-ts", str(fresh)],
        check=True,
        capture_output=True,
        cwd=ROOT,
    )
    committed = {(m.findtext("source")) for m in _messages(ts(name, "fr"))}
    current = {(m.findtext("source")) for m in _messages(fresh)}
    assert current - committed == set(), f"new strings not in {name}'s catalogue"
    assert committed - current == set(), f"strings in {name}'s catalogue that its code lacks"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("language", ["fr", "en"])
def test_compiled_catalogue_matches_the_ts(name: str, language: str, tmp_path: Path) -> None:
    out = tmp_path / "out.qm"
    subprocess.run(
        [_tool("pyside6-lrelease"), str(ts(name, language)), "-qm", str(out)],
        check=True,
        capture_output=True,
    )
    assert qm(name, language).read_bytes() == out.read_bytes(), "run tools/update_translations.sh"


def test_each_game_s_words_switch_with_the_language(qapp: object) -> None:
    """The loader installs the shared catalogue and every registered game's, and a
    switch takes them all along."""
    from peloton_desktop.draw.tr import translate
    from peloton_desktop.ui.shell.i18n import manager

    samples = []
    for name in NAMES:
        for context in ET.parse(ts(name, "fr")).getroot().iter("context"):
            m = next((m for m in context.iter("message") if m.get("numerus") != "yes"), None)
            text = m.findtext("translation") if m is not None else None
            if m is not None and text != m.findtext("source"):
                samples.append((context.findtext("name"), m.findtext("source"), text))
                break
    assert len(samples) == len(NAMES)
    try:
        manager.apply("fr")
        assert [translate(c, s) for c, s, _ in samples] == [t for _, _, t in samples]
        manager.apply("en")
        assert [translate(c, s) for c, s, _ in samples] == [s for _, s, _ in samples]
    finally:
        manager.apply("en")
