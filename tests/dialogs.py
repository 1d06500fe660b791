"""Acting on a modal dialog from a test (exec() blocks until the dialog closes)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget


def answer_dialog(action: Callable[[QWidget], None]) -> None:
    """Run `action` on the next modal dialog as soon as it is open."""

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, run)
            return
        action(dialog)

    QTimer.singleShot(0, run)


def answer_private_steps(count: int) -> None:
    """The next `count` secret set-up steps (ui/table/private_setup.py): each player takes the
    laptop from the hand-over and keeps the plan offered."""

    def one(dialog: QWidget) -> None:
        stack = dialog.stack  # type: ignore[attr-defined]
        if stack.currentIndex() == 0:
            dialog.handover.button.click()  # type: ignore[attr-defined]
        if count > 1:
            answer_private_steps(count - 1)
        dialog.accept()  # type: ignore[attr-defined]

    answer_dialog(one)


def go_on_after_a_stage(qtbot, page) -> bool:  # type: ignore[no-untyped-def]
    """A stage's end is held on screen until someone presses Continue: press it."""
    if not page.stage_break.isVisible():
        return False
    with qtbot.waitSignal(page.stage_break.goOn, timeout=5000):
        qtbot.mouseClick(page.stage_break.go_on, Qt.MouseButton.LeftButton)
    return True


def listed(qtbot, start) -> None:  # type: ignore[no-untyped-def]
    """Scan the saved games again and wait until the start page lists them (the scan
    runs off the GUI thread)."""
    done: list[bool] = []

    def ended(scan) -> None:  # type: ignore[no-untyped-def]
        if start.check.current(scan):
            done.append(True)

    start.recentListed.connect(ended)
    try:
        start.refresh_recent()
        qtbot.waitUntil(lambda: bool(done), timeout=20000)
    finally:
        start.recentListed.disconnect(ended)
