"""Coup de bordure played on the pieces (issue 13): ringed pace markers chosen by a
click, the panel asked for the tokens only when there is a choice, the last move
marked, tooltips on every item, animations that never hold the state back."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, Qt
from PySide6.QtWidgets import QGraphicsItem, QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "coup_de_bordure"


def _page(qtbot, speed: float = 0, seed: int = 5) -> GamePage:  # type: ignore[no-untyped-def]
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo", kind="bot", bot="heuristic")]
    game = registry.load_game(GAME)
    session = GameSession.new(GAME, game.default_setup(2), seed, seats)
    session._bots = {}  # the test plays Bo's seat itself
    page = GamePage(session, registry.get(GAME), handover_enabled=False, animation_speed=speed)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    return page


def _click(qtbot, page: GamePage, item: QGraphicsItem) -> None:  # type: ignore[no-untyped-def]
    view = page.view.board
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _steady_for_bo(page: GamePage) -> None:
    session = page.session
    for action in [a for a in session.legal_actions(1) if a[0] == "pace" and a[2] == "constance"]:
        if action in session.legal_actions(1):
            session.play(1, action)


def test_a_ringed_pace_marker_plays_the_pace(qtbot, english) -> None:
    page = _page(qtbot)
    view = page.view
    markers = view.plaquettes[0].markers
    assert markers["constance"].state == "legal"
    assert "Click to choose this pace for Peter Sagan." in markers["constance"].toolTip()
    assert view.plaquettes[3].markers["constance"].state == ""  # Bo's rider: not Ana's choice
    _click(qtbot, page, markers["constance"])
    assert page.session.history[-1][1][0].kind == "pace_chosen"
    assert view.plaquettes[0].markers["constance"].state == "chosen"
    assert view.plaquettes[0].status == "Steady"  # its owner sees it; the others "Pace chosen"


def test_a_pace_paid_in_several_ways_asks_the_panel_for_the_tokens(qtbot, english) -> None:
    page = _page(qtbot)
    view = page.view
    marker = view.plaquettes[0].markers["acceleration"]  # Sagan: P P C C M S S S, on Flat
    assert marker.state == "legal" and "Then choose the tokens" in marker.toolTip()
    before = len(page.session.history)
    _click(qtbot, page, marker)
    assert len(page.session.history) == before  # nothing played yet
    names = [b.objectName() for b in view.decision.buttons()]
    assert names[0] == "pay_0" and names[-1] == "pay_back"
    assert marker.state == "chosen" and view.plaquettes[0].markers["sillage"].state == "faded"
    pay = view.decision.findChild(QPushButton, "pay_0")
    qtbot.mouseClick(pay, Qt.MouseButton.LeftButton)
    assert len(page.session.history) == before + 1


def test_the_last_move_stays_marked_until_the_next_one(qtbot, english) -> None:
    page = _page(qtbot)
    view = page.view
    for r in range(3):  # Ana's three riders
        _click(qtbot, page, view.plaquettes[r].markers["constance"])
    _steady_for_bo(page)  # the case reveals and moves
    moved = view.marks.riders
    assert moved and all(view.riders[r].marked or view.riders[r].active for r in moved)
    assert all(view.riders[r].pace == "constance" for r in range(6))
    assert view.plaquettes[0].markers["constance"].state in ("last", "legal", "revealed")
    assert "Moved in the last move" in view.riders[5].toolTip()
    _click(qtbot, page, view.plaquettes[0].markers["constance"])  # a secret choice…
    assert view.marks.riders == moved  # …is no public move: the marks stay
    page.session.undo()
    assert view.marks.riders == moved


def test_every_table_item_says_what_it_is(qtbot, english) -> None:
    page = _page(qtbot)
    items = [i for i in page.view.scene.items() if i.isVisible()]
    assert items and all(i.toolTip() for i in items), [
        type(i).__name__ for i in items if not i.toolTip()
    ]
    assert "Feed zone" in page.view.tiles[6].toolTip()
    assert "Its riders play now." in page.view.tiles[0].toolTip()


def test_animations_never_hold_the_state_back(qtbot, english) -> None:
    page = _page(qtbot, speed=4.0)  # the slowest setting
    view = page.view
    for r in range(3):
        _click(qtbot, page, view.plaquettes[r].markers["constance"])
    _steady_for_bo(page)
    animation = view.motion.running
    assert animation is not None and animation.state() == QAbstractAnimation.State.Running
    # the state is already there: the next decision is offered while riders move
    assert view.decision.prompt.text().startswith("Choose the pace of")
    view.refresh()  # any later change settles every rider at once
    assert animation.state() == QAbstractAnimation.State.Stopped
    for r, info in enumerate(page.session.observe(None).riders):
        assert view.track.rect_of(info.pos).contains(view.riders[r].pos())


def test_a_pace_that_cannot_be_played_says_why(qtbot, english) -> None:
    page = _page(qtbot)
    view = page.view
    view.session.state.riders[0].visible = [0, 0, 0, 0]  # Sagan has nothing left to pay
    view.refresh()
    marker = view.plaquettes[0].markers["acceleration"]
    assert marker.state == "faded" and "Not possible" in marker.toolTip()
    _click(qtbot, page, marker)
    assert len(page.session.history) == 0
