"""Tape l'étape's log in the second person for the seat named "You" (a lesson's
learner): "You lay the 6 green", « Vous posez le 6 vert », never "You lays"."""

from __future__ import annotations

import pytest

from peloton_desktop.core.protocol import Event
from peloton_desktop.games.tape_l_etape.view.text import LINES


def name(seat: int) -> str:
    return ["You", "Rival 1", "Rival 2"][seat]


@pytest.mark.parametrize(
    ("kind", "data", "line"),
    [
        ("card_laid", {"seat": 0, "colour": 1, "value": 6}, "You lay the 6 green."),
        ("card_laid", {"seat": 1, "colour": 1, "value": 5}, "Rival 1 lays the 5 green."),
        (
            "profile_chosen",
            {"seat": 0, "profile": "plaine", "start": 6},
            "You choose Flat, starting at 6.",
        ),
        ("stage_dealt", {"stage": 1, "chooser": 0}, "Stage 1: the cards are dealt; you choose."),
        ("passed", {"seat": 0}, "You cannot play and pass."),
        ("hand_emptied", {"seat": 0}, "You have laid all your cards!"),
        ("punctured", {"seat": 0, "target": 1}, "You puncture Rival 1."),
        ("punctured", {"seat": 2, "target": 0}, "Rival 2 punctures You."),
        ("braquet", {"seat": 0}, "You change gear."),
    ],
)
def test_the_learner_reads_in_the_second_person(qapp, english, kind, data, line) -> None:  # type: ignore[no-untyped-def]
    assert LINES.describe(Event(kind, data), name) == line


def test_in_french_too(qapp) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply("fr")
    try:
        said = LINES.describe(
            Event("card_laid", {"seat": 0, "colour": 1, "value": 6}), lambda s: "Vous"
        )
        assert said == "Vous posez le 6 vert."
    finally:
        manager.apply("en")


def test_hovering_a_card_of_ones_hand_says_whether_it_can_be_laid(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from lesson_helpers import open_lesson_page

    from peloton_desktop.games.tape_l_etape.view.items import NumberCard

    runner = open_lesson_page(qtbot, "tle-1-first-stage", 2)  # the Flat: a 6 starts a column
    tips = {
        (item.colour, item.value): item.toolTip()
        for item in runner.page.view.scene.items()
        if isinstance(item, NumberCard) and item.face_up
    }
    assert tips[(1, 6)] == "6 green\nIt can be laid now: click it."
    assert tips[(0, 3)] == "3 yellow\nNo yellow column yet: a column starts with a 6."
    runner.page.session.close()
