"""The main window's side of the folders' scan (`ui/shell/folder_check.py`): it starts once
the window is painted (the window is up at its usual speed whatever the folders
hold), and what it set aside is said once, with each file's reason."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from peloton_desktop.gate import Refused
from peloton_desktop.ui.pieces.text import set_aside_text
from peloton_desktop.ui.shell.recent import Scan
from peloton_desktop.ui.shell.start_page import StartPage


class FolderScan(QObject):
    checked = Signal()  # a scan ended (what it set aside was said)

    def __init__(self, window: QWidget, start: StartPage, warn: Callable[[str], None]) -> None:
        super().__init__(window)
        self.page = start
        self.warn = warn
        self.set_aside: list[Refused] = []
        self._started = False
        start.recentListed.connect(self._checked)
        start.show_checking()

        # a window never shown (a test, a print job) scans at once; a shown one once it
        # is painted (MainWindow.firstPaint calls `start`)
        def start_unless_shown() -> None:
            if not window.isVisible():
                self.start()

        QTimer.singleShot(0, start_unless_shown)

    def start(self) -> None:
        if not self._started:
            self._started = True
            self.page.refresh_recent(folders=True)

    def _checked(self, result: Scan) -> None:
        self.set_aside = result.set_aside
        if self.set_aside:
            self.warn(set_aside_text(self.set_aside))  # once per scan that moved any
        self.checked.emit()
