"""Issue 43: Roue de Vitesse riders never hide under each other: at every move of whole
races (four and six teams), no two riders on the table share a place, and the riders
past the line keep every place a rider still on the finish case stands on."""

from __future__ import annotations

import pytest

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "roue_de_vitesse"


@pytest.mark.parametrize(("players", "seed"), [(4, 1), (4, 2), (6, 2), (6, 3)])
def test_no_rider_hides_another(qtbot, players: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    game = registry.load_game(GAME)
    seats = [SeatInfo(name=f"P{i}") for i in range(players)]
    session = GameSession.new(GAME, game.default_setup(players), seed, seats)
    page = GamePage(session, registry.get(GAME), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    bots = {i: make_bot(game, "heuristic", i) for i in range(players)}
    while not session.is_over():
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
        view = page.view
        spots = view.spots(view.observation())
        places = [view.cases[p].seat_centre(k) for p, k in spots.values()]
        assert len({(round(q.x()), round(q.y())) for q in places}) == len(places)
    shown = [r for r in page.view.riders if r.isVisible()]
    assert len(shown) == 3 * players  # all on the table at the finish
