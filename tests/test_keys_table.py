"""The table's keys one by one (issue 47): the focus ring and the board's words follow
the arrows, the digits pick a card, Escape backs out of a step, H asks the coach."""

from __future__ import annotations

import random

import pytest
from games import GAMES
from keyboard import focused, open_table, play_a_choice, press
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QPushButton

from peloton_desktop.settings import Settings
from peloton_desktop.ui.learning.coach import attach_coach
from peloton_desktop.ui.pieces.picker import ActionPicker
from peloton_desktop.ui.table.game_page import GamePage


def until(qtbot, page: GamePage, wanted, rng: random.Random, tries: int = 300) -> None:  # type: ignore[no-untyped-def]
    """Play by keys until `wanted()` holds on the holder's table."""
    s = page.session
    for _ in range(tries):
        if page.stack.currentWidget() is page.handover:
            press(qtbot, Qt.Key.Key_Return)
            continue
        if page.stage_break.isVisible():
            press(qtbot, Qt.Key.Key_Return)
            continue
        if not any(s.is_human(x) for x in s.to_move()):
            qtbot.waitUntil(
                lambda: s.is_over() or s.held or any(s.is_human(x) for x in s.to_move()),
                timeout=20000,
            )
            continue
        page.view.board.gather()
        if wanted():
            return
        play_a_choice(qtbot, page, rng)
    raise AssertionError("the table never offered what the test waits for")


def board_picture(page: GamePage) -> QImage:
    return page.view.board.viewport().grab().toImage()


@pytest.mark.parametrize("game", GAMES)
def test_the_ring_and_the_words_follow_the_arrows(qtbot, english, game: str) -> None:
    page = open_table(qtbot, game, seed=9)
    board = page.view.board
    until(qtbot, page, lambda: len(board.choices) >= 2, random.Random(1))
    board.setFocus(Qt.FocusReason.TabFocusReason)
    assert focused(qtbot) is board
    press(qtbot, Qt.Key.Key_Home)
    first = board.accessibleName()
    assert "choice 1 of" in first, first
    assert board.focused() is not None and board.focused().words in first
    ringed = board_picture(page)
    press(qtbot, Qt.Key.Key_Tab)  # Tab goes through the table's choices first
    assert focused(qtbot) is board
    assert "choice 2 of" in board.accessibleName()
    press(qtbot, Qt.Key.Key_Home)
    assert board.accessibleName() == first
    page.view.decision.setFocus() if page.view.decision.focusPolicy() else board.clearFocus()
    assert board_picture(page) != ringed, "no focus ring drawn on the focused piece"
    assert "Enter" in board.accessibleDescription()


def test_a_digit_plays_a_card_of_the_hand(qtbot, english) -> None:
    page = open_table(qtbot, "tape_l_etape", seed=9)
    board = page.view.board
    rng = random.Random(2)
    until(qtbot, page, lambda: any(c.card for c in board.choices), rng)
    page.keys.place_focus()
    before = (len(page.session.record.actions), page.view.decision.prompt.text())
    card = next(c for c in board.choices if c.card)
    press(qtbot, Qt.Key.Key_1)
    after = (len(page.session.record.actions), page.view.decision.prompt.text())
    assert after != before, f"the digit 1 did not play {card.words!r}"


@pytest.mark.parametrize("game", [g for g in GAMES if g in ("border_states", "coup_de_bordure")])
def test_escape_backs_out_of_a_step(qtbot, english, game: str) -> None:
    page = open_table(qtbot, game, seed=4)
    panel = page.view.decision
    assert isinstance(panel, ActionPicker)
    rng = random.Random(5)

    def one_step_in() -> bool:
        """Enter on the panel's first choice that opens a further step."""
        if panel.path:
            return True
        for b in panel.buttons():
            if b.isEnabled() and b.isVisible() and len(getattr(b, "leads_to", ())) > 1:
                b.setFocus()
                press(qtbot, Qt.Key.Key_Return)
                return bool(panel.path)
        return False

    until(qtbot, page, one_step_in, rng)
    assert panel.path
    press(qtbot, Qt.Key.Key_Escape)
    assert not panel.path


def test_h_asks_the_coach(qtbot, english) -> None:
    page = open_table(qtbot, "cyclistes", seed=3)
    bar = attach_coach(page, Settings(), lambda: None)
    page.activateWindow()  # the coach's bar joined the page after it was shown
    qtbot.waitUntil(page.isActiveWindow)
    until(qtbot, page, lambda: bar.button.isEnabled(), random.Random(4))
    page.keys.place_focus()
    with qtbot.waitSignal(bar.hintsShown, timeout=30000):
        press(qtbot, Qt.Key.Key_H)
    assert bar.hints


def test_each_move_and_each_turn_is_said(qtbot, english) -> None:
    """The log is the page's live region: its new lines are announced, and so is the
    status bar's whose-turn line; every control has a name a screen reader can say."""
    page = open_table(qtbot, "cyclistes", seed=3)
    said = page.keys.spoken.said
    until(qtbot, page, lambda: len(page.session.record.actions) >= 4, random.Random(6))
    lines = {page.log.item(i).text() for i in range(page.log.count())}
    moves = [s for s in said if any(line in s for line in lines)]
    assert moves, f"no log line was announced: {said}"
    assert page.status.text() in said or any(page.status.text() in s for s in said)
    from PySide6.QtWidgets import QAbstractButton, QAbstractSlider

    for w in page.findChildren(QAbstractButton) + page.findChildren(QAbstractSlider):
        if w.isVisibleTo(page):
            text = w.text() if isinstance(w, QAbstractButton) else ""
            assert text or w.accessibleName(), f"{w.objectName()!r} has no name"


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", ("Enter", "Escape", "coach")), ("fr", ("Entrée", "Échap", "coach"))],
)
def test_help_lists_the_keys_in_both_languages(qtbot, english, language: str, words) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDialog, QTextBrowser

    from peloton_desktop.ui.shell.i18n import manager
    from peloton_desktop.ui.shell.main_window import MainWindow

    manager.apply(language)
    window = MainWindow(Settings(language=language))
    qtbot.addWidget(window)
    window.show()
    window.keys_action.trigger()  # Help › Keys
    dialog = window.findChild(QDialog, "keysHelp")
    assert dialog is not None and dialog.isVisible()
    text = dialog.findChild(QTextBrowser, "keysText").toPlainText()
    for word in words:
        assert word in text, (language, word)
    assert "Ctrl+Z" in text
    dialog.close()


def test_shift_and_the_arrows_read_every_piece(qtbot, english) -> None:
    """Another seat's hand is read as a count of cards, never by its faces."""
    page = open_table(qtbot, "tape_l_etape", seed=9)
    board = page.view.board
    until(qtbot, page, lambda: len(board.choices) >= 1, random.Random(1))
    page.keys.place_focus()
    heard = set()
    for key in (Qt.Key.Key_Up,) * 6 + (Qt.Key.Key_Right,) * 12 + (Qt.Key.Key_Down,) * 8:
        press(qtbot, key, Qt.KeyboardModifier.ShiftModifier)
        heard.add(board.accessibleName())
    assert any("cards in hand" in h or "face down" in h for h in heard), heard
    assert all("(a piece of the table)" in h for h in heard)
    press(qtbot, Qt.Key.Key_Home)  # a plain key: back to the choices
    assert "(choice 1 of" in board.accessibleName()


@pytest.mark.parametrize("game", GAMES)
def test_enter_on_the_start_page_starts_a_new_game(qtbot, english, game: str) -> None:  # type: ignore[no-untyped-def]
    """The start page's buttons take Enter, as a dialog's do (Space alone did)."""
    from peloton_desktop.ui.shell.start_page import StartPage

    page = StartPage(Settings())
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    button = page.findChild(QPushButton, f"new_{game}")
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    with qtbot.waitSignal(page.newGameRequested) as asked:
        qtbot.keyClick(button, Qt.Key.Key_Return)
    assert asked.args == [game]
