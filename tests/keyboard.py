"""A player with a keyboard and no mouse (issue 47), and a table the keys play to its
end with bots at the other seats: every key goes to the widget that
has the focus, as a real keyboard's would, and the player reads only what the screen
shows (the focused widget, the board's accessible name)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QWidget

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession


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


class DialogWatcher(QObject):
    """Sees every modal dialog show (the app's event filter) and answers it once it is
    up (`_answer`); when it closes, its window gets the keys back, as a window manager
    would give them."""

    def __init__(self) -> None:
        super().__init__()
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            QTimer.singleShot(0, lambda d=watched: self._answer(d))
            owner = watched.parentWidget()
            if owner is not None:
                window = owner.window()
                watched.finished.connect(lambda _r: window.activateWindow())
        return False

    def _answer(self, dialog: QDialog) -> None:
        raise NotImplementedError

    def close(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)


class DialogKeys(DialogWatcher):
    """A modal dialog a key opened (Abandon's "This cannot be taken back"…) is answered
    by a key too, once it shows: `answer` (Enter: its default, Cancel)."""

    def __init__(self, answer: Qt.Key = Qt.Key.Key_Return) -> None:
        super().__init__()
        self.answer = answer
        self.answered = 0

    def _answer(self, dialog: QDialog) -> None:
        if dialog.isVisible():
            self.answered += 1
            target = dialog.focusWidget() or dialog  # the window may not be active yet
            QApplication.postEvent(target, _key(QEvent.Type.KeyPress, self.answer))
            QApplication.postEvent(target, _key(QEvent.Type.KeyRelease, self.answer))


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
    w = focused(qtbot)
    assert offers(page, w), (
        f"no choice reached by Tab: focus on {w!r} {getattr(w, 'text', lambda: '')()!r}"
        f" in {w.parentWidget()!r}; page on {page.stack.currentWidget()!r}"
        f" to move {page.session.to_move()} viewer {page.viewer} enabled {page.view.isEnabled()}"
        f" choices {len(page.view.board.choices)} panel {page.view.decision!r}"
        f" {[b.text() for b in page.view.decision.findChildren(QAbstractButton) if b.isVisible()]}"
    )
    on_board = focused(qtbot) is page.view.board
    press(qtbot, Qt.Key.Key_Return)
    return on_board


def open_table(qtbot: Any, game: str, seed: int) -> GamePage:
    entry = registry.get(game)
    n = entry.min_players
    seats = [SeatInfo(name="Ana", colour="#0072B2")] + [
        SeatInfo(name=f"Bot {i}", colour="#D55E00", kind="bot", bot="random") for i in range(1, n)
    ]
    setup = registry.load_game(game).default_setup(n)
    session = GameSession.new(game, setup, seed, seats)
    page = GamePage(session, entry, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    session.schedule_bots()
    return page


def play_to_the_end(qtbot: Any, page: GamePage, rng: random.Random) -> tuple[int, int]:
    """Keys until the game is over: how many moves the keys played, how many Enters
    were on a piece of the table."""
    session = page.session
    moves = pieces = 0
    for _ in range(3000):
        if session.is_over():
            break
        if page.stage_break.isVisible():
            assert focused(qtbot) is page.stage_break.go_on
            with qtbot.waitSignal(page.stage_break.goOn, timeout=5000):
                press(qtbot, Qt.Key.Key_Return)
            continue
        if page.stack.currentWidget() is page.handover:
            assert focused(qtbot) is page.handover.button
            press(qtbot, Qt.Key.Key_Return)
            continue
        if page.check_bar.isVisible():  # a secret choice checked: Done passes the laptop
            qtbot.waitUntil(lambda: focused() is page.check_bar.button, timeout=3000)
            press(qtbot, Qt.Key.Key_Return)
            continue
        if not any(session.is_human(x) for x in session.to_move()):
            qtbot.waitUntil(
                lambda: (
                    session.is_over()
                    or session.held
                    or any(session.is_human(x) for x in session.to_move())
                ),
                timeout=20000,
            )
            continue
        before = len(session.record.actions)
        pieces += play_a_choice(qtbot, page, rng)
        moves += len(session.record.actions) > before
    return moves, pieces
