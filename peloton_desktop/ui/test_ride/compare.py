"""Compare with a course file…: another course (a saved draft) ridden with this ride's
settings, its report filling in the pane beside this ride's."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.ride.plan import Plan
from peloton_desktop.courses.ride.report import build
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.test_ride.pane import ReportPane
from peloton_desktop.ui.test_ride.runner import RideRunner

REFRESH_MS = 300


class CompareRide(QObject):
    """The other course's ride: its runner, its races and the pane it fills."""

    def __init__(
        self, pane: ReportPane, draft: CourseDraft, plan: Plan, jobs: int, parent: QObject
    ) -> None:
        super().__init__(parent)
        self.pane, self.draft, self.plan = pane, draft, plan
        self.races: dict[int, dict[str, Any]] = {}
        self.running = True
        self.report: dict[str, Any] = build(plan, draft, [])
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.runner = RideRunner(plan, jobs, self)
        self.runner.race_done.connect(self._arrived)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(lambda _reason: self._finished(True))
        self.pane.setVisible(True)
        self.refresh()
        self.runner.start()

    def cancel(self) -> None:
        self.runner.cancel()

    def _arrived(self, index: int, race: dict[str, Any]) -> None:
        self.races[index] = race
        if not self.timer.isActive():
            self.timer.start()

    def _finished(self, _cancelled: bool) -> None:
        self.running = False
        self.timer.stop()
        self.refresh()

    def refresh(self) -> None:
        self.report = build(self.plan, self.draft, [self.races[i] for i in sorted(self.races)])
        self.pane.show_report(self.report)
        self.pane.set_title(self.title())

    def title(self) -> str:
        if self.running:
            text = translate("TestRide", "Compared: %1 (%2 of %3 races ridden…)")
        else:
            text = translate("TestRide", "Compared: %1 (%2 of %3 races)")
        n, planned = len(self.races), self.plan.races
        return text.replace("%1", self.draft.name).replace("%2", str(n)).replace("%3", str(planned))
