"""Issue 43: the review is the race. Tape l'étape's "card just laid" ring: at every
move of a whole race, the review marks the card the live table marked (not the
race's last card from move 2 on), and the live table no longer marks a stage's last
card on the next stage's columns once the players go on."""

from __future__ import annotations

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "tape_l_etape"


def test_the_review_marks_the_card_the_race_marked(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = registry.load_game(GAME)
    seats = [SeatInfo(name=n) for n in ("Ana", "Bo", "Cy")]
    session = GameSession.new(GAME, game.default_setup(3), 5, seats)
    page = GamePage(session, registry.get(GAME), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    bots = {s: make_bot(game, "heuristic", s) for s in range(3)}
    live: dict[int, object] = {}
    while not session.is_over():
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
        if session.held:  # a stage's finish held on screen: the review shows the next
            session.hold(False)
        else:
            live[len(session.record.actions)] = page.view.shown_last()
    page.start_review()
    marked = 0
    for step, seen in live.items():
        page.review_bar.slider.setValue(step)
        assert page.view.shown_last() == seen, step
        marked += seen is not None
    assert marked > 20  # the ring is there most of the race
    page.review_bar.slider.setValue(2)
    assert page.view.shown_last() != live[len(live)]  # not the race's last card


def test_a_cyclistes_stage_race_reviews_with_the_cases_told_live(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The review's log numbers each stage's cases on that stage's course, as the live
    log did (it said "case 83" where the race had said 87)."""
    game = registry.load_game("cyclistes")
    stages = ["classique_du_nord", "etape_des_cols"]
    setup = game.validate_setup({**game.default_setup(2), "stages": stages, "courses": None})
    session = GameSession.new("cyclistes", setup, 5, [SeatInfo(name="Ana"), SeatInfo(name="Bo")])
    page = GamePage(session, registry.get("cyclistes"), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    bots = {s: make_bot(game, "heuristic", s) for s in range(2)}
    while not session.is_over():
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
        if session.held:
            session.hold(False)
    live = [page.log.item(i).text() for i in range(page.log.count())]
    assert session.state.book.stage == 2
    page.start_review()
    page.review_bar.slider.setValue(5)
    page.log.rebuild()  # the whole log told again, the table showing stage 1
    assert [page.log.item(i).text() for i in range(page.log.count())] == live
