"""Issue 47 (seeing it): at a secret table of six humans, with the largest text, the
out-of-turn bar in the page's header shows every seat that may take the laptop, whole:
it says less ("Out of turn:", then the seats' numbered swatches) rather than cut a word,
and each button still names its seat to a screen reader and in its tooltip."""

from __future__ import annotations

import pytest
from games import HIDDEN
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from readability import cut_widgets
from test_board_stays import human_table, open_at_laptop

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide
from peloton_desktop.ui.shell import text_size
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.table.session import GameSession


@pytest.fixture
def large_french():  # type: ignore[no-untyped-def]
    manager.apply("fr")
    text_size.apply(150)
    yield
    text_size.apply(100)
    manager.apply("en")


def _most_humans(game_id: str) -> dict[str, object]:
    game = registry.load_game(game_id)
    return game.default_setup(game.max_players)


def widest_bar(qtbot, game_id: str) -> int:  # type: ignore[no-untyped-def]
    """Plays `game_id` with a human at every seat; checks the bar each time it shows
    more seats than before; the most it showed."""
    setup = _most_humans(game_id)
    page = human_table(game_id, setup, int(setup["players"]), handover=True)  # type: ignore[arg-type]
    bots = open_at_laptop(qtbot, page)
    session, bar = page.session, page.reactions
    widest = 0
    for _ in range(120):  # the first windows come early (a joker played out of turn)
        if session.is_over() or widest >= len(session.seats) - 1:
            break
        if page.stack.currentWidget() is page.handover:
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        if bar.isVisible() and len(bar.buttons) > widest:
            widest = len(bar.buttons)
            assert cut_widgets(page) == [], (game_id, widest)
            for b in bar.buttons:
                assert b.accessibleName() and b.toolTip(), b.objectName()
        seat = session.to_move()[0]
        session.play(seat, decide(session.game, session.state, seat, bots[seat]))
    page.close()
    return widest


def test_the_out_of_turn_bar_fits_every_human(qtbot, monkeypatch, large_french) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(GameSession, "schedule_bots", lambda _self: None)
    widest = {game_id: widest_bar(qtbot, game_id) for game_id in HIDDEN}
    assert max(widest.values()) >= 4, widest  # a window asked most of the table at once
