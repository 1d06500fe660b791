"""What a player reads assumes no gender (issue 43): no "he/his/him/she/her" in any
English text of any catalogue (the sources, which are the English, and the English
plural forms), and none of the French phrasings that made a player "il" in a sentence
that reads as well without it. A rider is a token: "it", or its name."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from catalogues import NAMES, ts

# whole words only: "the", "here", "hero", "shelter", "cheer" never match
ENGLISH = re.compile(r"\b(he|him|his|himself|she|her|hers|herself)\b", re.IGNORECASE)
# French turns that gave a player a gender where "qui …", "chaque équipe", "vous" read as well
FRENCH = re.compile(r"\b(devant lui|celui qui (choisit|la choisit|le choisit|a choisi))\b", re.I)
# a rulebook term that truly needs one of the words above goes here, with its reason
ALLOWED: frozenset[str] = frozenset()


def _texts(name: str, language: str) -> list[tuple[str, str]]:
    """(source, every translation form joined) of the catalogue's messages."""
    root = ET.parse(ts(name, language)).getroot()
    found = []
    for message in root.iter("message"):
        translation = message.find("translation")
        forms = "" if translation is None else " ".join(translation.itertext())
        found.append((message.findtext("source") or "", forms))
    return found


def _bad(texts: list[str], pattern: re.Pattern[str]) -> list[str]:
    return [t for t in texts if t not in ALLOWED and pattern.search(t)]


@pytest.mark.parametrize("name", NAMES)
def test_english_texts_assume_no_gender(name: str) -> None:
    english = [text for source, forms in _texts(name, "en") for text in (source, forms)]
    english += [source for source, _ in _texts(name, "fr")]
    assert _bad(english, ENGLISH) == []


@pytest.mark.parametrize("name", NAMES)
def test_french_texts_assume_no_gender_for_a_player(name: str) -> None:
    french = [forms for _, forms in _texts(name, "fr")]
    assert _bad(french, FRENCH) == [] and _bad(french, ENGLISH) == []


def test_the_check_reads_the_french() -> None:
    assert any("coureur" in forms for name in NAMES for _, forms in _texts(name, "fr"))


def test_the_check_can_fail() -> None:
    assert _bad(["Each player places his riders", "Then he chooses"], ENGLISH)
    assert not _bad(["Here the hero shelters: their riders, the others"], ENGLISH)
    assert _bad(["Chaque joueur a, face visible devant lui, 5 cartes"], FRENCH)


@pytest.mark.parametrize("name", NAMES)
def test_a_count_in_parentheses_is_a_plural(name: str) -> None:
    """A "(s)" is written only in a %n message, whose forms read "1 point", "2 points"."""
    root = ET.parse(ts(name, "fr")).getroot()
    bad = [
        m.findtext("source")
        for m in root.iter("message")
        if "(s)" in (m.findtext("source") or "") and m.get("numerus") != "yes"
    ]
    assert bad == []


@pytest.mark.parametrize(
    ("n", "english", "french"),
    [
        (1, "(the last case)", "(la dernière case)"),
        (3, "(the last 3 cases)", "(les 3 dernières cases)"),
    ],
)
def test_a_message_counts_with_its_plural(qapp, n: int, english: str, french: str) -> None:  # type: ignore[no-untyped-def]
    """A message key's "%n" count (parameter "n") reads right in both languages, and on
    the command line (core, without Qt)."""
    import peloton_desktop.courses.ride.messages  # noqa: F401  (registers the ride's keys)
    from peloton_desktop.core.messages import english as cli_english
    from peloton_desktop.ui.pieces.text import message
    from peloton_desktop.ui.shell.i18n import manager

    key, params = "ride.section.finish", {"n": n}
    assert cli_english(key, params).endswith(f"(the last {n} case{'s' if n > 1 else ''})")
    try:
        manager.apply("en")
        assert message(key, params).endswith(english)
        manager.apply("fr")
        assert message(key, params).endswith(french)
    finally:
        manager.apply("en")
