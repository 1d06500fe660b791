"""Issue 47: the text size changed while a game is open. The decision panel keeps one
height whatever it shows (the board never jumps), and that height follows the new size
at once: larger at 150 %, and back at 100 % the height measured at 100 % (within the
4 px its first measure, before the window's style is in place, may differ by)."""

from __future__ import annotations

import pytest
from games import GAMES
from PySide6.QtWidgets import QApplication
from test_tables_whole import _session

from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell import text_size
from peloton_desktop.ui.shell.main_window import MainWindow


@pytest.fixture
def at_100():  # type: ignore[no-untyped-def]
    text_size.apply(100)
    yield
    text_size.apply(100)


def _heights(window: MainWindow) -> tuple[int, int]:
    QApplication.processEvents()  # the layouts settle (posted LayoutRequests)
    page = window.page
    assert page is not None and page.view.decision is not None
    return page.view.decision.height(), page.view.board.height()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_panel_follows_a_text_size_change(qtbot, game_id: str, at_100) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(animation_speed=0))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(_session(game_id, 4))
    before = _heights(window)
    text_size.apply(150)
    qtbot.waitUntil(lambda: _heights(window)[0] > before[0])  # the panel's lines grew
    larger = _heights(window)[0]
    text_size.apply(100)
    panel = window.page.view.decision
    qtbot.waitUntil(lambda: _heights(window)[0] < larger)  # and came back down
    settled = _heights(window)
    panel.keep_height()  # measured at 100 % by hand: the size it took by itself
    assert _heights(window) == settled and abs(settled[0] - before[0]) <= 4
