"""One ride's report on screen: its sentences, its charts and the game's own figures."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from peloton_desktop.courses.ride.report import sentences
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.text import message
from peloton_desktop.ui.test_ride import charts


def report_text(report: dict[str, Any]) -> str:
    """The report's plain sentences, one a line (a section's words follow its sentence)."""
    lines: list[str] = []
    for key, params in sentences(report):
        if key == "ride.turns":  # the mean in the window's language (9,1 in French)
            params = {**params, "mean": QLocale().toString(report["turns"]["mean"], "f", 1)}
        words = message(key, params)
        if key.startswith("ride.section.") and lines:
            lines[-1] += " " + words + "."
        else:
            lines.append(words)
    figure = translate("TestRide", "%1: %2")
    lines += [
        figure.replace("%1", message(k, {})).replace("%2", QLocale().toString(v, "f", 2))
        for k, v in report["extras"].items()
    ]
    return "\n".join(lines)


class ReportPane(QWidget):
    """A report, shown again whole at each `show_report` (races keep arriving)."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(f"<b>{title}</b>")
        self.text = QLabel()
        self.text.setObjectName("rideSentences")
        self.text.setWordWrap(True)
        self.grid = QGridLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addLayout(self.grid, 1)
        self.report: dict[str, Any] | None = None
        self.views: list[QWidget] = []

    def set_title(self, title: str) -> None:
        self.title.setText(f"<b>{title}</b>")

    def show_report(self, report: dict[str, Any]) -> None:
        self.report = report
        self.text.setText(report_text(report) if report["races"] else "")
        for view in self.views:
            self.grid.removeWidget(view)
            view.deleteLater()
        if not report["races"]:
            self.views = []
            return
        self.views = [charts.wins_chart(report, "seats")]
        if report["starts"]:
            self.views.append(charts.wins_chart(report, "starts"))
        self.views += [
            charts.spread_chart(report),
            charts.decisive_chart(report),
            charts.turns_chart(report),
        ]
        for i, view in enumerate(self.views):
            self.grid.addWidget(view, i // 2, i % 2)
