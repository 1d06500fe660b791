"""The standings laid out for a low, wide place (the stage break under the board,
issue 43): a classification's rows run down as many columns as its height asks, so
every rider of the field is in sight, each name whole; a field too large for the
width scrolls one way, sideways. At a larger text size the columns stay whole across
the width, and a field too large for them scrolls down instead."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QTableWidget,
    QWidget,
)

from peloton_desktop.core.stages import Classification
from peloton_desktop.draw.textbox import text_scale
from peloton_desktop.ui.pieces.standings import StandingsWidget


class FlowPage(QScrollArea):
    """One classification: its rows in columns of as many as the height holds."""

    def __init__(self, make: Callable[[range | None], QTableWidget], count: int) -> None:
        super().__init__()
        self.make, self.count = make, count
        self.per_column = 0  # rows a column holds now (0: not laid out yet)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.tables: list[QTableWidget] = []

    def minimumSizeHint(self) -> QSize:
        """Low: its height is the stage break's (the decision panel's), the rows flow
        into as many columns as it holds."""
        return QSize(80, 40)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.flow()

    def flow(self) -> None:
        probe = self.make(range(0, min(2, self.count)))  # the leader's row has an icon
        probe.resizeRowsToContents()
        header = probe.horizontalHeader().sizeHint().height()
        row = max([probe.rowHeight(r) for r in range(probe.rowCount())] or [1])
        frame = 2 * probe.frameWidth()
        probe.deleteLater()
        room = self.height() - header - frame - self.horizontalScrollBar().sizeHint().height()
        per_column = max(1, room // row)
        if text_scale() > 1:  # larger text: whole columns across, their rows scroll down
            per_column = self._fitting(per_column)
        if per_column == self.per_column:
            return
        self.per_column = per_column
        holder = QWidget()
        layout = QHBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        self.tables = []
        for start in range(0, max(1, self.count), per_column):
            table = self.make(range(start, min(self.count, start + per_column)))
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
            table.resizeColumnsToContents()
            table.resizeRowsToContents()
            width = table.horizontalHeader().length() + 2 * table.frameWidth()
            height = header + table.verticalHeader().length() + 2 * table.frameWidth()
            table.setFixedSize(width, height)
            layout.addWidget(table, 0, Qt.AlignmentFlag.AlignTop)
            self.tables.append(table)
        layout.addStretch(1)
        self.setWidget(holder)

    def _fitting(self, per_column: int) -> int:
        """Rows a column holds so that the columns fit the width side by side, whole
        (at least `per_column`: the height's; more rows scroll out of sight below)."""
        width = self.viewport().width() - self.verticalScrollBar().sizeHint().width()
        rows = per_column
        while rows < self.count and self._across(rows) > width:
            columns = -(-self.count // rows)
            rows = -(-self.count // (columns - 1))
        return rows

    def _across(self, per_column: int) -> int:
        """The width of the columns of `per_column` rows side by side."""
        widths = []
        for start in range(0, max(1, self.count), per_column):
            table = self.make(range(start, min(self.count, start + per_column)))
            table.resizeColumnsToContents()
            widths.append(table.horizontalHeader().length() + 2 * table.frameWidth())
            table.deleteLater()
        return sum(widths) + GAP * (len(widths) - 1)


GAP = 10  # between two columns, with room to spare (the layout's spacing is the style's)


class FlowStandings(StandingsWidget):
    """`StandingsWidget` whose tabs show every row, in columns (`FlowPage`)."""

    def _page(self, c: Classification) -> QWidget:
        return FlowPage(lambda rows: self._table(c, rows), len(c.standings))
