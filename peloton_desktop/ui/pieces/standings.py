"""The standings of a race: the last stage's result, the general classification
with gaps and movements, and the jersey classifications, one tab each."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.core.stages import (
    GENERAL,
    STAGE,
    Classification,
    Unit,
)
from peloton_desktop.draw.palette import qcolor, theme
from peloton_desktop.draw.standings import (
    JERSEY_COLOURS,
    classification_title,
    gap_text,
    jersey_letter,
    movement_text,
    value_text,
)
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.widgets import colour_icon

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class StandingsWidget(QTabWidget):
    """Read-only tables; `team_name(seat)` names the seat owning each competitor."""

    def __init__(self, team_name: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standings")
        # Fusion draws the unselected tabs lower and clips a capital's accent ("Étape")
        self.setStyleSheet("QTabBar::tab { padding: 4px 8px; }")
        self.team_name = team_name
        self.classifications: tuple[Classification, ...] = ()
        self._shown = False  # set_classifications has run once
        theme().changed.connect(self.retranslate)  # the gains' colours follow the scheme
        # its width is the side panel's, never the other way round: a wider tab or table
        # must not push the table aside (its words would fall under 9 pt); tabs scroll
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(0)
        self.tabBar().setUsesScrollButtons(True)
        self.tabBar().setElideMode(Qt.TextElideMode.ElideNone)

    def set_classifications(
        self, classifications: Sequence[Classification], force: bool = False
    ) -> None:
        """Show these tables; the same ones as shown are left alone (asked at every
        move: most moves change no classification), unless `force` (a new language)."""
        if not force and self._shown and tuple(classifications) == self.classifications:
            return
        self._shown = True
        current = self.currentIndex()
        count_before = len(self.classifications)
        self.classifications = tuple(classifications)
        self.clear()
        for c in self.classifications:
            self.addTab(self._page(c), classification_title(c))
        self._title_tabs()
        self.setVisible(bool(self.classifications))
        general = next((i for i, c in enumerate(self.classifications) if c.kind == GENERAL), None)
        if 0 <= current < self.count() and len(self.classifications) == count_before:
            self.setCurrentIndex(current)
        elif general is not None:
            self.setCurrentIndex(general)  # the general classification first

    def retranslate(self) -> None:
        self.set_classifications(self.classifications, force=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._title_tabs()

    def _title_tabs(self) -> None:
        """Every tab whole in the panel's width: when the stages' tabs would not fit
        ("Stage 1", "Stage 2"… of a long race), they show their number alone (the
        whole title in the tooltip)."""
        bar = self.tabBar()
        for i, c in enumerate(self.classifications):
            bar.setTabText(i, classification_title(c))
            bar.setTabToolTip(i, classification_title(c))
        if self.width() <= 1 or bar.sizeHint().width() <= self.width():
            return
        for i, c in enumerate(self.classifications):
            if c.kind == STAGE and c.stage is not None:
                bar.setTabText(i, str(c.stage))

    def _page(self, c: Classification) -> QWidget:
        """A classification's tab (`FlowStandings` shows its rows in columns)."""
        return self._table(c)

    def _table(self, c: Classification, rows: range | None = None) -> QTableWidget:
        """The classification's table: its `rows` (all of them by default); the names
        given way to the figures unless a slice of rows (laid out whole, side by side)."""
        owners = any(c.names)  # riders owned by players: "rider · player", one column
        headers = [
            translate("Standings", "#"),
            translate("Standings", "Name") if owners else translate("Standings", "Player"),
            translate("Standings", "Points")
            if c.unit is not Unit.TIME
            else translate("Standings", "Time"),
            translate("Standings", "Gap"),
        ]
        # places gained or lost: from the second stage on (nothing to compare before)
        moves = c.kind != STAGE and any(s.movement is not None for s in c.standings)
        if moves:
            headers.append(translate("Standings", "Move"))
        shown = c.standings if rows is None else c.standings[rows.start : rows.stop]
        table = QTableWidget(len(shown), len(headers))
        table.setObjectName(f"standings_{c.kind}")
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)  # Tab leaves the table (the arrows read its cells)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        for row, s in enumerate(shown):
            seat = c.seats[s.competitor] if s.competitor < len(c.seats) else None
            owner = self.team_name(seat) if seat is not None else ""
            name = c.names[s.competitor] if s.competitor < len(c.names) else ""
            label = f"{name} · {owner}" if name and owner and name != owner else name or owner
            cells = [str(s.rank), label, value_text(c, s), gap_text(c, s)]
            if moves:
                cells.append(movement_text(s))
            made = [QTableWidgetItem(text) for text in cells]
            for col, (text, item) in enumerate(zip(cells, made, strict=True)):
                if col != 1:  # numbers to the right
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                else:
                    item.setToolTip(text)
                table.setItem(row, col, item)
            if s is c.standings[0] and c.jersey in JERSEY_COLOURS:
                icon = colour_icon(JERSEY_COLOURS[c.jersey], 16, jersey_letter(c.jersey))
                made[1].setIcon(icon)
                made[1].setToolTip(translate("Standings", "Leader's jersey of this classification"))
            if s.movement and moves:
                made[-1].setForeground(
                    qcolor(colours.RANK_UP) if s.movement > 0 else qcolor(colours.RANK_DOWN)
                )
        # the figures keep their width; a long name gives way (elided, whole in its tip)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if rows is None:
            header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # rows as high as their words (one line, two for a long name: never cut), not
        # the style's taller default: more of a field of 18 in sight (issue 43)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return table
