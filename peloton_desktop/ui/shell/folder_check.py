"""The user's folders checked off the GUI thread: the window never waits on the disk.

One worker thread at a time runs `recent.scan` (every autosave read and replayed through the
file gate, each within its time budget; at start the course library and rulesets
too) and hands the result back to the GUI thread by a queued signal. A scan asked
for while one runs is run once after it, with the latest request.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from peloton_desktop import gate, paths
from peloton_desktop.ui.shell.recent import Scan, scan

log = logging.getLogger(__name__)


class FolderCheck(QObject):
    progress = Signal(int, int)  # files checked, files to check
    finished = Signal(object)  # a Scan
    listed = Signal(object)  # the resume list, full before the scan's end

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Lock()
        self._running = False
        self._pending: tuple[tuple[str, ...], bool, Path, int] | None = None
        self.asked = 0  # scans asked for; a Scan's `asked` says which one it answers
        self.budget = gate.REPLAY_BUDGET  # seconds one file may take

    def current(self, result: Scan) -> bool:
        """Whether `result` answers the latest scan asked for (none is running after)."""
        return result.asked == self.asked

    def start(self, extra: list[str] | tuple[str, ...], folders: bool = False) -> None:
        self.asked += 1
        with self._lock:
            if self._running:
                keep = self._pending is not None and self._pending[1]
                self._pending = (tuple(extra), folders or keep, paths.data_dir(), self.asked)
                return
            self._running = True
        # a daemon: quitting never waits for a scan (it moves files atomically)
        threading.Thread(
            target=self._run,
            args=(tuple(extra), folders, paths.data_dir(), self.asked),
            name="folder-check",
            daemon=True,
        ).start()

    def _run(self, extra: tuple[str, ...], folders: bool, data: Path, asked: int) -> None:
        while True:
            try:
                result = scan(
                    extra,
                    folders,
                    lambda done, total: self._tell("progress", done, total),
                    self.budget,
                    data,
                    lambda listed: self._tell("listed", listed),
                )
            except Exception:  # a bug must not leave the list "checking" for ever
                log.exception("folder check failed")
                result = Scan()
            with self._lock:
                then, self._pending = self._pending, None
                self._running = then is not None
            result.asked = asked
            if not self._tell("finished", result) or then is None:
                return
            extra, folders, data, asked = then

    def _tell(self, signal: str, *args: object) -> bool:
        """Emit from the worker; False once the window (and this object) is gone."""
        try:
            getattr(self, signal).emit(*args)
        except RuntimeError:  # "Internal C++ object already deleted"
            return False
        return True
