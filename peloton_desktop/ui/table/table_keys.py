"""The game page's keys (issue 47), for every game: what a player without a mouse
presses besides the board's own arrows (`board_keys.py`).

- Enter plays the focused button (a panel's choice, "I am …", Continue…), as Space does;
- Escape backs out of a step of the decision under way (the panel's `step_back`);
- 1…9 pick a card of the hand on the table (the n-th card offered);
- H asks the coach (when its Hint is offered); Ctrl+Z is the window's Undo;
- in review, ← and → step through the moves, Home and End go to the start and end.

The focus follows the page: the hand-over's button when it shows, Done when a secret
choice is to be checked, the board when the table comes back, the result banner at the end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from shiboken6 import isValid

from peloton_desktop.ui.table.spoken import Spoken

ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}


class TableKeys(QObject):
    """Installed on the page: sees every key its children leave unused."""

    def __init__(self, page: Any) -> None:
        """`page`: the `GamePage` (its stack, hand-over, view, stage break, banner,
        review bar and session), which builds its keys."""
        super().__init__(page)
        self.page = page
        page.installEventFilter(self)
        page.check_bar.installEventFilter(self)  # its Done takes the focus when it shows
        self.board = getattr(page.view, "board", None)
        if isinstance(self.board, QWidget):  # in review its arrows step the moves
            self.board.installEventFilter(self)
        page.stack.currentChanged.connect(lambda _i: self.place_focus())
        page.session.gameOver.connect(self._game_over)
        page.stage_break.goOn.connect(self.place_focus)
        page.banner.review.clicked.connect(self.place_focus)  # ← → step through it
        self.spoken = Spoken(page)  # what a screen reader says (ui/table/spoken.py)
        self._held = False  # the focus was on the page last time it moved
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """A focused button went with its panel's redraw: the focus comes back to the
        table's choices once the panel is drawn again, never lost."""
        if not isValid(self.page):  # the page going: its last focus change
            return
        if new is not None:
            self._held = new is self.page or self.page.isAncestorOf(new)
        elif self._held and self.page.isVisible():
            QTimer.singleShot(0, self._restore)

    def _restore(self) -> None:
        page = self.page
        if not isValid(page) or QApplication.focusWidget() is not None or not page.isVisible():
            return
        panel = self.page.view.decision
        buttons = panel.findChildren(QAbstractButton) if panel is not None else []
        ready = [b for b in buttons if b.isVisibleTo(self.page) and b.isEnabled()]
        if ready and self.page.stack.currentWidget() is self.page.view:
            ready[0].setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.place_focus()

    def place_focus(self) -> None:
        """The focus where a player goes on: the hand-over's button, Done when the
        holder is asked only to check a secret choice, else the board."""
        page = self.page
        if page.stack.currentWidget() is page.handover:
            page.handover.button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if page.check_bar.isVisibleTo(page):
            page.check_bar.button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        board = getattr(page.view, "board", None)
        if isinstance(board, QWidget) and board.isVisibleTo(page):
            board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _game_over(self) -> None:
        banner = self.page.banner
        if banner.isVisibleTo(self.page):
            banner.review.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and watched is self.page:
            self.place_focus()  # a game opened or resumed: its first key reaches it
        if event.type() == QEvent.Type.Show and watched is self.page.check_bar:
            QTimer.singleShot(0, self.place_focus)  # Enter passes the laptop on
            return False
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if watched is self.board:  # the board's own arrows, but not in a review
            plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            return plain and self.page.session.reviewing and self._review(event.key())
        return self.key(event)

    def key(self, event: QKeyEvent) -> bool:
        """True when the page used the key."""
        page = self.page
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods != Qt.KeyboardModifier.NoModifier:
            return False
        focus = QApplication.focusWidget()
        if key in ENTER and isinstance(focus, QAbstractButton) and page.isAncestorOf(focus):
            if focus.isEnabled() and focus.isVisible():
                focus.click()
                return True
            return False
        if page.session.reviewing and self._review(key):
            return True
        on_table = page.stack.currentWidget() is page.view and page.view.isEnabled()
        if key == Qt.Key.Key_Escape and on_table:
            back = getattr(page.view.decision, "step_back", None)
            return bool(callable(back) and back())
        if key in DIGITS and on_table:
            board = getattr(page.view, "board", None)
            press = getattr(board, "press_card", None)
            return bool(callable(press) and press(DIGITS[key] - 1))
        if key == Qt.Key.Key_H:
            coach = getattr(page, "coach_bar", None)
            hint = getattr(coach, "button", None)
            if isinstance(hint, QAbstractButton) and hint.isVisible() and hint.isEnabled():
                hint.click()
                return True
        return False

    def _review(self, key: int) -> bool:
        """← → Home End step through a finished game's moves."""
        buttons = self.page.review_bar.buttons
        name = {
            Qt.Key.Key_Left: "Back",
            Qt.Key.Key_Right: "Forward",
            Qt.Key.Key_Home: "First",
            Qt.Key.Key_End: "Last",
        }.get(Qt.Key(key))
        if name is None:
            return False
        if buttons[name].isEnabled():
            buttons[name].click()
        return True
