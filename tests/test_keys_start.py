"""From the start page to the results with key events alone, every game (issue 47): Tab
to the game's card, Enter on New game…, the dialog filled by keys (bots at the other
seats; two humans at Coup de bordure, so its private team steps and the table's
hand-overs are crossed by Enter), the game played with the keyboard cursor, the
results read, the review stepped by the arrows."""

from __future__ import annotations

import random

import pytest
from games import GAMES
from keyboard import DialogKeys, focused, play_to_the_end, press
from PySide6.QtCore import Qt
from setup_keys import SetupKeys, tab_to

from peloton_desktop.core import registry
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.game_page import GamePage

TWO_HUMANS = "coup_de_bordure"  # its secret team step and the hand-over, by Enter


@pytest.mark.parametrize("game", GAMES)
def test_from_the_start_page_to_the_results_by_keys(qtbot, english, game: str) -> None:  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    window = MainWindow(Settings(language="en", animation_speed=0, handover_screen=True))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.stack.currentWidget() is window.start  # the start page

    button = tab_to(qtbot, f"new_{game}")  # the game's card, by Tab
    assert button.text() == "New game…"
    assert window.start.findChild(type(window.start.cards[0]), f"card_{game}").isAncestorOf(button)
    humans = 2 if game == TWO_HUMANS else 1
    script = SetupKeys(qtbot, humans, seed="5")
    try:
        press(qtbot, Qt.Key.Key_Return)  # the dialogs open and are answered by keys
    finally:
        script.close()
    assert not script.failures, script.failures
    kinds = [text for name, text in script.seen if name.startswith("seatKind")]
    assert kinds and kinds.count("Human") == humans - 1, script.seen
    if entry.playable and game == TWO_HUMANS:
        assert [n for n, _ in script.seen].count("privateSetup") == 2, script.seen

    page = window.page
    assert isinstance(page, GamePage), f"{game}: no table after the dialog: {script.seen}"
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page)
    window.activateWindow()  # a window manager's part once the dialogs are gone
    qtbot.waitUntil(window.isActiveWindow)
    assert focused(qtbot) is page.view.board or focused(qtbot) is page.handover.button
    assert [s.kind == "human" for s in page.session.seats].count(True) == humans
    assert page.session.record.seed == 5  # typed in the dialog

    dialogs = DialogKeys()
    try:
        moves, pieces = play_to_the_end(qtbot, page, random.Random(7))
    finally:
        dialogs.close()
    assert page.session.is_over() and moves > 0
    assert pieces > 0, f"{game}: no piece of the table was ever played by Enter"

    # the results: the banner, who won, the ranking with every seat, Review in focus
    assert page.banner.isVisible()
    assert page.banner.headline.text().strip()
    ranking = page.banner.ranking.text()
    assert all(seat.name in ranking for seat in page.session.seats), ranking
    assert focused(qtbot) is page.banner.review
    press(qtbot, Qt.Key.Key_Return)
    assert page.session.reviewing and page.review_bar.isVisible()
    last = page.review_bar.slider.value()
    press(qtbot, Qt.Key.Key_Left)
    assert page.review_bar.slider.value() == last - 1
    press(qtbot, Qt.Key.Key_Home)
    assert page.review_bar.slider.value() == 0
    press(qtbot, Qt.Key.Key_Right)
    assert page.review_bar.slider.value() == 1
