"""A race recorded without seat colours (`simulate`, an old file) shows each team in the
colour a new game would give its seat, not all in one grey (only shapes told them apart)."""

from __future__ import annotations

from peloton_desktop import colours
from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession


def test_seats_without_colours_get_their_seat_s_default(qtbot, english) -> None:
    seats = [SeatInfo(name=f"P{i}", kind="bot", bot="heuristic") for i in range(4)]
    assert all(s.colour is None for s in seats)
    session = GameSession.new("roue_de_vitesse", {"players": 4}, 5, seats)
    shown = [session.seat_colour(s) for s in range(4)]
    assert shown == list(colours.SEAT_COLOURS[:4]) and len(set(shown)) == 4
    page = GamePage(session, registry.get("roue_de_vitesse"), animation_speed=0)
    qtbot.addWidget(page)
    styles = [page.view.team_style(team, "A") for team in range(4)]
    assert [st.colour for st in styles] == shown
    assert colours.NO_SEAT_COLOUR not in shown


def test_a_seat_s_own_colour_wins() -> None:
    seats = [SeatInfo(name="Ana", colour="#123456"), SeatInfo(name="Bo")]
    session = GameSession.new("border_states", {"players": 2}, 1, seats)
    assert session.seat_colour(0) == "#123456"
    assert session.seat_colour(1) == colours.SEAT_COLOURS[1]
