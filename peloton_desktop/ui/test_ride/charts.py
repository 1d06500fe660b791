"""The test-ride's charts (QtCharts): wins with their 95 % intervals against a fair
share, the field's spread along the course with its climbs, where the winner went
clear, and the races' length. Titles and axes in the window's language."""

from __future__ import annotations

from typing import Any

from PySide6.QtCharts import (
    QAreaSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QBoxPlotSeries,
    QBoxSet,
    QChart,
    QChartView,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.draw.tr import translate

ACCENT = QColor(colours.SEAT_BLUE)
CLIMB = QColor(colours.SEAT_VERMILION)


def _view(chart: QChart, name: str) -> QChartView:
    chart.legend().setVisible(False)
    chart.setMargins(chart.margins() * 0)
    view = QChartView(chart)
    view.setObjectName(name)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumSize(300, 210)
    return view


def _axes(chart: QChart, series: Any, x: Any, y: Any) -> None:
    chart.addSeries(series)
    if x not in chart.axes():
        chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    if y not in chart.axes():
        chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(x)
    series.attachAxis(y)


def short_sections(sections: list[dict[str, Any]]) -> list[str]:
    """A short name for each stretch (the axis needs them distinct): climbs by their
    number, flats by their order, the last kilometre."""
    names, flats = [], 0
    for section in sections:
        if section["key"] == "climb":
            text = translate("TestRide", "Climb %1").replace("%1", str(section["number"]))
        elif section["key"] == "finish":
            text = translate("TestRide", "Last km")
        else:
            flats += 1
            text = translate("TestRide", "Flat %1").replace("%1", str(flats))
        names.append(text)
    return names


def wins_chart(report: dict[str, Any], key: str) -> QChartView:
    """Each seat's (or starting position's) share of wins, its interval as a box."""
    rows = report[key]
    chart = QChart()
    chart.setTitle(
        translate("TestRide", "Wins by seat (%, with a 95 % interval)")
        if key == "seats"
        else translate("TestRide", "Wins by starting position (%, 95 % interval)")
    )
    boxes = QBoxPlotSeries()
    boxes.setBrush(QColor(ACCENT.red(), ACCENT.green(), ACCENT.blue(), 110))
    boxes.setPen(QPen(ACCENT, 2))
    for row in rows:
        low, share, high = (100 * row[k] for k in ("low", "share", "high"))
        boxes.append(QBoxSet(low, low, share, high, high, str(row["place"])))
    x = QBarCategoryAxis()
    x.append([str(row["place"]) for row in rows])
    y = QValueAxis()
    y.setRange(0, 100)
    y.setLabelFormat("%d")
    _axes(chart, boxes, x, y)
    fair = QLineSeries()
    fair.setPen(QPen(QColor(colours.NO_SEAT_COLOUR), 2, Qt.PenStyle.DashLine))
    share = 100 / max(1, len(rows))
    fair.append(-0.5, share)
    fair.append(len(rows) - 0.5, share)
    _axes(chart, fair, x, y)
    return _view(chart, f"rideChart_{key}")


def spread_chart(report: dict[str, Any]) -> QChartView:
    """The field's spread as its leader passes each case; climbs shaded."""
    chart = QChart()
    chart.setTitle(translate("TestRide", "Spread of the field (cases, first to last rider)"))
    spread = report["spread_by_case"]
    top = max([s for s in spread if s is not None] + [1.0]) * 1.1
    x = QValueAxis()
    x.setRange(1, max(2, report["length"]))
    x.setLabelFormat("%d")
    x.setTitleText(translate("TestRide", "Case of the race reached by the leader"))
    y = QValueAxis()
    y.setRange(0, top)
    y.applyNiceNumbers()  # round ticks, and their labels whole only when they are
    y.setLabelFormat("%d" if top >= 8 else "%.1f")
    for s in report["sections"]:
        if s["key"] != "climb":
            continue
        lower, upper = QLineSeries(chart), QLineSeries(chart)  # the chart keeps them
        for case in (s["first"] + 0.5, s["last"] + 1.5):
            lower.append(case, 0)
            upper.append(case, top)
        band = QAreaSeries(upper, lower)
        band.setBrush(QColor(CLIMB.red(), CLIMB.green(), CLIMB.blue(), 45))
        band.setPen(QPen(Qt.PenStyle.NoPen))
        _axes(chart, band, x, y)
    line = QLineSeries()
    line.setPen(QPen(ACCENT, 2))
    for case, value in enumerate(spread):
        if value is not None:
            line.append(QPointF(case + 1, value))
    _axes(chart, line, x, y)
    if report["split_case"] is not None:
        mark = QLineSeries()
        mark.setPen(QPen(QColor(colours.INK.light), 1, Qt.PenStyle.DashLine))
        mark.append(report["split_case"] + 1, 0)
        mark.append(report["split_case"] + 1, top)
        _axes(chart, mark, x, y)
    return _view(chart, "rideChart_spread")


def _bars(
    title: str, labels: list[str], values: list[float], name: str, top: float | None = None
) -> QChartView:
    chart = QChart()
    chart.setTitle(title)
    bars = QBarSet("")
    bars.setColor(ACCENT)
    bars.append(values)
    series = QBarSeries()
    series.append(bars)
    x = QBarCategoryAxis()
    x.append(labels)
    y = QValueAxis()
    y.setRange(0, top or max([*values, 1.0]) * 1.1)
    if top is None:
        y.applyNiceNumbers()
    y.setLabelFormat("%d")
    _axes(chart, series, x, y)
    return _view(chart, name)


def decisive_chart(report: dict[str, Any]) -> QChartView:
    n = max(1, report["races"])
    return _bars(
        translate("TestRide", "Where the winner went clear (% of races)"),
        short_sections(report["sections"]),
        [100 * d / n for d in report["decisive"]],
        "rideChart_decisive",
        top=100,
    )


def turns_chart(report: dict[str, Any]) -> QChartView:
    counts = report["turns"]["counts"]
    return _bars(
        translate("TestRide", "Races by length (turns)"),
        list(counts),
        [float(c) for c in counts.values()],
        "rideChart_turns",
    )
