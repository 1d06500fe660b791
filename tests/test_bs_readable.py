"""Border States is played on its table (issue 13): readable at 1366×768 as the window
opens, legal choices ringed and played by a click, the last move marked, a stable
decision panel, animations that never hold the state back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "border_states"


def _session(seed: int = 5) -> GameSession:
    game = registry.load_game(GAME)
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    return GameSession.new(GAME, game.default_setup(2), seed, seats)


def _advance(session: GameSession, until) -> None:  # type: ignore[no-untyped-def]
    """Both seats play by the bot until `until(observation)` holds."""
    game = session.game
    bots = {s: make_bot(game, "heuristic", s) for s in (0, 1)}
    for _ in range(2000):
        if until(session.observe(None)):
            return
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
    raise AssertionError("never reached")


def _page(qtbot, session: GameSession, speed: float = 0) -> GamePage:  # type: ignore[no-untyped-def]
    page = GamePage(session, registry.get(GAME), handover_enabled=False, animation_speed=speed)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    return page


def _click(qtbot, page: GamePage, key) -> None:  # type: ignore[no-untyped-def]
    item = page.view.table.pieces[key]
    assert item.on_click is not None, f"{key} is not ringed"
    board = page.view.board
    point = board.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=point)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("moment", ["start", "placing", "late"])
def test_readable_at_1366_by_768(qtbot, english, language: str, moment: str) -> None:
    from readability import problems

    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.i18n import manager
    from peloton_desktop.ui.shell.main_window import MainWindow

    manager.apply(language)
    window = MainWindow(Settings(language=language))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    session = _session()
    if moment == "placing":
        _advance(session, lambda o: o.round == 2 and o.phase == "place")
    elif moment == "late":
        _advance(session, lambda o: o.round == 4 and o.phase == "place")
    window.show_session(session)
    if window.page.stack.currentWidget() is window.page.handover:
        qtbot.mouseClick(window.page.handover.button, Qt.MouseButton.LeftButton)
    view = window.page.view.board
    view.fit()
    assert problems(view) == []
    from readability import text_items

    cut = [i.toolTip() for i in text_items(view) if "…" in i.text()]
    assert cut == []  # every word whole (the table leaves room for the French)


def test_recruit_stack_and_place_by_touching_the_pieces(qtbot, english) -> None:
    session = _session()
    page = _page(qtbot, session)
    view = page.view
    assert view.decision.prompt.text() == "Recruit a block from one end of your file."
    file = view.table.obs.file[0]
    _click(qtbot, page, ("file", 0, len(file) - 1))  # the right end
    assert session.state.recruited[0]
    _click(qtbot, page, ("file", 1, 0))
    assert view.decision.prompt.text() == "Choose the block you show on top."
    seat = page.viewer
    available = view.table.obs.available[seat]
    top, bottom = [b for b in available if session.game.block(b)["value"] >= 0][:2]
    _click(qtbot, page, ("block", seat, top))
    assert view.table.pieces[("block", seat, top)].selected
    assert view.decision.prompt.text().startswith("Showing")
    _click(qtbot, page, ("block", seat, bottom))
    assert session.state.stacks[seat] == (top, bottom)


def test_placing_rings_fronts_and_cards_and_marks_the_last_move(qtbot, english) -> None:
    session = _session()
    _advance(session, lambda o: o.phase == "place" and o.order[0] == 0 and o.round == 1)
    page = _page(qtbot, session, speed=1.0)
    view = page.view
    table = view.table
    rung = [k for k, p in table.pieces.items() if getattr(p, "on_click", None) is not None]
    fronts = [k for k in rung if k[0] == "front"]
    assert fronts and all(k[1] in table.obs.access[0] for k in fronts)
    offered = {a[0] for a in session.legal_actions(0)} & set(view.decision.characters)
    cards = [c for c in view.table.regions[5].childItems() if hasattr(c, "set_playable")]
    assert sum(c.playable for c in cards) == len(offered) > 0
    first_front = fronts[0]
    _click(qtbot, page, first_front)  # the first block's front …
    assert view.decision.prompt.text().startswith("Then")
    second = next(k for k, p in table.pieces.items() if k[0] == "front" and p.on_click)
    before = len(session.history)
    _click(qtbot, page, second)  # … then the second's: played at once
    assert len(session.history) == before + 1
    marked = [k for k, p in table.pieces.items() if k[0] == "slot" and p.marked]
    assert len(marked) >= 1  # the blocks just placed
    # the state never waits for the animation
    assert view.motion.running is not None
    placed = session.observe(0).placed
    assert placed[0]


def test_a_marker_step_is_played_on_the_track(qtbot, english) -> None:
    session = _session(seed=11)
    game = session.game
    _advance(
        session,
        lambda o: any(a[0] == "step" for s in (0, 1) for a in game.legal_actions(session.state, s)),
    )
    seat = session.to_move()[0]
    page = _page(qtbot, session)
    page.view.set_viewer(seat)
    action = session.legal_actions(seat)[0]
    before = len(session.history)
    _click(qtbot, page, ("marker", action[1], action[2]))
    assert len(session.history) == before + 1


def test_the_panel_keeps_its_height_and_icons_fit(qtbot, english) -> None:
    session = _session()
    page = _page(qtbot, session)
    panel = page.view.decision
    height = panel.height()
    board = page.view.board.height()
    qtbot.mouseClick(panel.findChild(QPushButton, "recruit_left"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.findChild(QPushButton, "recruit_left"), Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert panel.height() == height and page.view.board.height() == board
    for b in panel.buttons():
        if not b.icon().isNull():
            assert b.iconSize().height() < b.height()


def test_every_table_piece_says_what_it_is(qtbot, english) -> None:
    session = _session()
    _advance(session, lambda o: o.round == 2 and o.phase == "place")
    page = _page(qtbot, session)
    from peloton_desktop.games.border_states.view.items import Piece

    for region in page.view.table.regions:
        for item in region.childItems():
            if isinstance(item, Piece):
                assert item.toolTip(), item.rect


def test_a_bots_blocks_stay_marked_after_it_says_done(qtbot, english) -> None:
    """Issue 26: the blocks a bot has just placed are marked, even once it has ended
    its turn ('done' changes nothing on the table)."""
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Robot", kind="bot", bot="heuristic")]
    session = GameSession.new(GAME, {"players": 2}, 3, seats)
    page = GamePage(session, registry.get(GAME), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    bots = {s: make_bot(session.game, "heuristic", s) for s in (0, 1)}
    checked = 0
    placed: set = set()
    for _ in range(200):
        if session.is_over() or checked >= 2:
            break
        seat = session.to_move()[0]
        action = decide(session.game, session.state, seat, bots[seat])
        session.play(seat, action)
        marks = set(page.view.table.marks)
        if seat == 1 and action[0] == "place":
            placed = {k for k in marks if k[0] == "slot"}
        elif seat == 1 and action == ("done",) and placed:
            assert placed <= marks
            checked += 1
        if seat == 0:
            placed = set()
    assert checked >= 1
