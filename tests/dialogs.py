"""Acting on a modal dialog from a test (exec() blocks until the dialog closes)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
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
