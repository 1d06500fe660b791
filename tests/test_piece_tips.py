"""Hovering a piece explains it in every game, as Tape l'étape's cards do (issue 44): each
piece of the table has a tooltip in the game's words, in English and in French, and a
piece the viewer may not see says so instead of what it is."""

from __future__ import annotations

from typing import Any

import pytest

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

PIECES = {  # the classes of the pieces a player points at, by game
    "cyclistes": ("CaseItem", "CycRider", "DieItem"),
    "roue_de_vitesse": ("RdvCase", "RdvRider", "TeamSheet", "WheelItem", "GroupOutline"),
    "coup_de_bordure": ("TileItem", "CdbRider", "PlaquetteItem", "PaceMarkerItem", "FinishItem"),
    "border_states": ("Piece", "CardItem"),
}


def open_table(qtbot: Any, game: str) -> GamePage:
    """Ana (a human, seat 0) against bots, at her first decision."""
    players = max(2, registry.get(game).min_players)
    seats = [SeatInfo(name="Ana")] + [
        SeatInfo(name=f"Bot {s}", kind="bot", bot="random") for s in range(1, players)
    ]
    session = GameSession.new(game, registry.load_game(game).default_setup(players), 3, seats)
    page = GamePage(session, registry.get(game), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    session.schedule_bots()
    qtbot.waitUntil(lambda: 0 in session.to_move(), timeout=20000)
    return page


def tips(page: GamePage, game: str) -> dict[int, str]:
    """Each visible piece's tooltip (its own, else its parent's), by the item's id."""
    scene = page.view.board.scene() if hasattr(page.view, "board") else page.view.scene
    out = {}
    for item in scene.items():
        if type(item).__name__ in PIECES[game] and item.isVisible():
            out[id(item)] = item.toolTip()
    return out


@pytest.mark.parametrize("game", sorted(PIECES))
def test_every_piece_says_what_it_is_in_both_languages(qtbot, english, game) -> None:  # type: ignore[no-untyped-def]
    page = open_table(qtbot, game)
    said = tips(page, game)
    assert said and all(said.values()), f"{game}: a piece without a tooltip"
    manager.apply("fr")
    page.view.refresh()
    french = tips(page, game)
    assert french and all(french.values())
    assert set(french.values()) != set(said.values()), f"{game}: the tooltips stayed English"
    page.session.close()


def test_a_block_says_its_worth_and_a_hidden_one_that_it_is_hidden(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    page = open_table(qtbot, "border_states")
    said = list(tips(page, "border_states").values())
    own = [t for t in said if "Worth" in t]
    assert any("Face up, it reaches 1 battle: " in t or "battles: " in t for t in own)
    assert any("<br><i>Worth 0." in t for t in own) or any("Worth 1." in t for t in own)
    hidden = [t for t in said if "a Confederacy block you cannot see" in t]
    assert hidden and not any("Worth" in t for t in hidden)  # nothing of what it is
    assert any(t.startswith("Battle III, upper front") for t in said)  # not "Battle iii"
    manager.apply("fr")
    page.view.refresh()
    french = list(tips(page, "border_states").values())
    assert any("Vaut" in t for t in french)
    page.session.close()


@pytest.mark.parametrize(
    ("game", "english_text", "french"),
    [
        ("coup_de_bordure", "pays in its colour: Acceleration 2 tokens", "paie dans sa couleur"),
        ("roue_de_vitesse", "A breakaway here costs sprint", "Une tentative d'échappée coûte"),
    ],
)
def test_a_case_says_what_its_terrain_asks(qtbot, english, game, english_text, french) -> None:  # type: ignore[no-untyped-def]
    page = open_table(qtbot, game)
    assert any(english_text in t for t in tips(page, game).values())
    manager.apply("fr")
    page.view.refresh()
    assert any(french in t for t in tips(page, game).values())
    page.session.close()
