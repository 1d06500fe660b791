"""A player with a keyboard and no mouse (issue 47): every key goes to the widget that
has the focus, as a real keyboard's would, and the player reads only what the screen
shows (the focused widget, the board's accessible name)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QWidget

from peloton_desktop.ui.table.game_page import GamePage


def focused(qtbot: Any = None) -> QWidget:
    """The widget with the keyboard's focus (after a redraw gave it back)."""
    if qtbot is not None:
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
    w = QApplication.focusWidget()
    assert w is not None, "no widget has the keyboard's focus"
    return w


def press(
    qtbot: Any, key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    qtbot.keyClick(focused(qtbot), key, mods)


class DialogKeys(QObject):
    """A modal dialog a key opened (Abandon's "This cannot be taken back"…) is answered
    by a key too, once it shows: `answer` (Enter: its default, Cancel)."""

    def __init__(self, answer: Qt.Key = Qt.Key.Key_Return) -> None:
        super().__init__()
        self.answer = answer
        self.answered = 0
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            QTimer.singleShot(0, lambda d=watched: self._answer(d))
            owner = watched.parentWidget()
            if owner is not None:  # as a window manager gives the window back its keys
                window = owner.window()
                watched.finished.connect(lambda _r: window.activateWindow())
        return False

    def _answer(self, dialog: QDialog) -> None:
        if dialog.isVisible():
            self.answered += 1
            target = dialog.focusWidget() or dialog  # the window may not be active yet
            QApplication.postEvent(target, _key(QEvent.Type.KeyPress, self.answer))
            QApplication.postEvent(target, _key(QEvent.Type.KeyRelease, self.answer))

    def close(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)


def _key(kind: QEvent.Type, key: Qt.Key) -> QEvent:
    return QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier)


def in_view(page: GamePage, w: QWidget) -> bool:
    return w is page.view or page.view.isAncestorOf(w)


def offers(page: GamePage, w: QWidget) -> bool:
    """The focused widget is a choice of the table: the board with a choice in focus,
    or an enabled button of the decision panel."""
    if w is page.view.board:
        return page.view.board.focused() is not None
    decision = page.view.decision
    return (
        isinstance(w, QAbstractButton)
        and w.isEnabled()
        and decision is not None
        and decision.isAncestorOf(w)
    )


def play_a_choice(qtbot: Any, page: GamePage, rng: random.Random) -> bool:
    """Tab a random number of times among the table's and panel's choices, then Enter
    on the one in focus (arrows now and then on the board); True when it was a piece
    of the table."""
    for _ in range(60):  # to the table first, from wherever the focus is
        if in_view(page, focused(qtbot)):
            break
        press(qtbot, Qt.Key.Key_Tab)
    for _ in range(rng.randrange(0, 8)):
        if focused(qtbot) is page.view.board and rng.random() < 0.3:
            press(qtbot, rng.choice((Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left)))
        else:
            press(qtbot, Qt.Key.Key_Tab)
    for _ in range(80):  # on to the next choice offered
        if offers(page, focused(qtbot)):
            break
        press(qtbot, Qt.Key.Key_Tab)
    assert offers(page, focused(qtbot)), f"no choice reached by Tab: focus on {focused(qtbot)!r}"
    on_board = focused(qtbot) is page.view.board
    press(qtbot, Qt.Key.Key_Return)
    return on_board
