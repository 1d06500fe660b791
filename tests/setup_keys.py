"""The new-game dialog and the private set-up steps answered by keys alone (issue 47):
each modal dialog, once shown, gets its keys from the focused widget as a player would
type them (Tab to a seat's kind, Home for Human or End for the last bot, Enter for OK;
Enter on a hand-over's button). What the player saw on each is kept in `seen`."""

from __future__ import annotations

from typing import Any

from keyboard import DialogWatcher
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QWidget

Key = Qt.Key


def tab_to(qtbot: Any, wanted: str, tries: int = 120) -> QWidget:
    """Tab until the focus is on the widget named `wanted` (its objectName)."""
    for _ in range(tries):
        w = QApplication.focusWidget()
        if w is not None and w.objectName() == wanted:
            return w
        qtbot.keyClick(w or QApplication.activeWindow(), Key.Key_Tab)
    raise AssertionError(f"Tab never reached {wanted!r}: focus on {QApplication.focusWidget()!r}")


class SetupKeys(DialogWatcher):
    """Answers the new-game dialog (`humans` human seats, the others the last bot of the
    list, `seed` typed, the dialog's defaults for the rest) and each private step (Enter on its
    hand-over, Enter on OK) by key events."""

    def __init__(self, qtbot: Any, humans: int = 1, seed: str = "") -> None:
        super().__init__()
        self.qtbot = qtbot
        self.humans = humans
        self.seed = seed  # typed in the dialog: the same deal every run
        self.seen: list[tuple[str, str]] = []  # (dialog, what it showed)
        self.failures: list[str] = []  # a dialog the keys could not answer (then closed)

    def _answer(self, dialog: QDialog) -> None:
        if not dialog.isVisible():
            return
        try:
            self._by_keys(dialog)
        except Exception as error:
            self.failures.append(f"{dialog.objectName()}: {error!r}")
            dialog.reject()

    def _by_keys(self, dialog: QDialog) -> None:
        self.qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
        self.qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
        if dialog.objectName() == "newGameDialog":
            self._new_game(dialog)
        elif dialog.objectName() == "privateSetup":
            self._private_step(dialog)
        else:
            raise AssertionError(f"an unexpected dialog: {dialog.windowTitle()!r}")

    def _key(self, key: Qt.Key) -> None:
        w = QApplication.focusWidget()
        assert w is not None, "no widget has the keyboard's focus"
        self.qtbot.keyClick(w, key)

    def _new_game(self, dialog: QDialog) -> None:
        self.seen.append(("newGameDialog", dialog.windowTitle()))
        count = dialog.findChild(QWidget, "playerCount")
        seats = int(count.value())  # type: ignore[attr-defined]
        if self.seed:
            self.qtbot.keyClicks(tab_to(self.qtbot, "seed"), self.seed)
        for seat in range(1, seats):
            kind = tab_to(self.qtbot, f"seatKind{seat}")
            assert isinstance(kind, QComboBox)
            self._key(Key.Key_Home if seat < self.humans else Key.Key_End)
            self.seen.append((f"seatKind{seat}", kind.currentText()))
        self._key(Key.Key_Return)  # OK: the dialog's default button

    def _private_step(self, dialog: QDialog) -> None:
        self.seen.append(("privateSetup", dialog.windowTitle()))
        stack = dialog.stack  # type: ignore[attr-defined]
        if stack.currentIndex() == 0:  # the hand-over: only its button is offered
            assert QApplication.focusWidget() is dialog.handover.button  # type: ignore[attr-defined]
            self._key(Key.Key_Return)
            assert stack.currentIndex() == 1, "Enter did not cross the hand-over"
            self.qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
        self._key(Key.Key_Return)  # OK: the step's default button
