"""A test-ride off the GUI thread: the pool's races arrive as queued signals."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from peloton_desktop.courses.ride.plan import Plan, ride


class RideRunner(QObject):
    """Rides `plan` on `jobs` workers from a thread of its own (the waiting, not the
    racing, happens there: the races run in the pool's processes)."""

    race_done = Signal(int, object)  # race index, its summary
    finished = Signal(bool)  # True when cancelled
    failed = Signal(str)

    def __init__(self, plan: Plan, jobs: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plan, self.jobs = plan, jobs
        self.cancel_flag = threading.Event()
        self.pids: list[int] = []
        self._thread = threading.Thread(target=self._run, name="test-ride", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self.cancel_flag.set()

    def wait(self, seconds: float) -> bool:
        """Wait for the thread (tests, closing); True when it ended."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def _run(self) -> None:
        try:
            args = (self.plan, self.jobs, self._arrived, self.cancel_flag, self.pids.extend)
            ride(*args, inline=False)
        except Exception as exc:  # a worker's error: said, never a crash
            self.failed.emit(str(exc))
            return
        self.finished.emit(self.cancel_flag.is_set())

    def _arrived(self, index: int, race: Any) -> None:
        self.race_done.emit(index, race)
