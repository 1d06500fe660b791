"""The story of a finished game: each team's position (or points, or cards left) turn
by turn and a race's general classification stage by stage, charted with QtCharts
in the seats' colours, and the three turning points, where the strong bot's estimate
of the winner's chance swung most. Each turning point jumps the review to its move.

The series are recomputed by replaying the record (`core/story.py`); the estimates
take a few seconds, so they run on a worker thread behind a progress bar. The story
stands beside the review, in the page's splitter between the board and the side panel
(a window over the board hid the move it jumped to).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QMargins, QObject, QPointF, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from peloton_desktop import colours
from peloton_desktop.core.coach import coach_of
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.core.records import RecordModel
from peloton_desktop.core.story import Story, TurningPoint, tell, turning_points, winner_chances
from peloton_desktop.draw.palette import is_dark, qcolor
from peloton_desktop.draw.story import DASHES, held, unit_title
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.learning.story_text import turning_text
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.pieces.wrapped_button import WrappedButton

if TYPE_CHECKING:
    from peloton_desktop.ui.table.game_page import GamePage


class _Signals(QObject):
    progress = Signal(int, int)
    done = Signal(object)  # the winner's chance at each position, or None (stopped)


class _ChancesTask(QRunnable):
    """The strong bot's estimate of the winner's chance at every move, off the GUI
    thread, on the record (the game is over: nothing is secret any more)."""

    def __init__(self, game: AnyGame, record: RecordModel, winner: int) -> None:
        super().__init__()
        self.game, self.record, self.winner = game, record, winner
        self.stopped = False
        self.signals = _Signals()

    def run(self) -> None:
        def progress(done: int, total: int) -> bool:
            if done % 10 == 0 or done == total:
                self.signals.progress.emit(done, total)
            return not self.stopped

        try:
            found = winner_chances(self.game, self.record, self.winner, progress)
        except Exception:  # a game without an estimate: no turning points, no crash
            found = None
        self.signals.done.emit(found)


def story_of(page: GamePage) -> Story | None:
    coach = coach_of(page.entry)
    if coach is None or page.session.final_result() is None:
        return None
    return tell(page.session.game, page.session.record, coach)


class StoryPanel(Retranslatable, QFrame):
    """Charts and turning points of a finished game, beside the review; `jump` asks the
    review for a move."""

    jump = Signal(int)
    turningReady = Signal()  # the turning points are listed (tests wait on it)

    def __init__(self, page: GamePage, story: Story, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storyPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(360)
        self.page, self.story = page, story
        session = page.session
        result = session.final_result()
        assert result is not None
        self.winner = result.winner
        self.points: list[TurningPoint] = []
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("storyHeading")
        self.heading.setWordWrap(True)
        top.addWidget(self.heading, 1)
        self.close_button = QPushButton()
        self.close_button.setObjectName("storyClose")
        self.close_button.clicked.connect(self.close)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        charts = QVBoxLayout()  # one above the other: the panel is narrow
        self.turns = self._chart_view("storyTurns")
        charts.addWidget(self.turns, 3)
        self.general: QChartView | None = None
        self.measure = QComboBox()  # the general classification: places or gaps
        self.measure.setObjectName("storyGeneralMeasure")
        self.measure.addItems(["", ""])
        self.measure.currentIndexChanged.connect(lambda _i: self._draw_general())
        if len(story.stages) > 1:  # one stage: its result is the final ranking
            self.general = self._chart_view("storyGeneral")
            column = QVBoxLayout()
            column.addWidget(self.measure, 0, Qt.AlignmentFlag.AlignRight)
            column.addWidget(self.general, 1)
            charts.addLayout(column, 2)
        layout.addLayout(charts, 1)
        self.box = QGroupBox()
        self.box.setObjectName("turningPoints")
        box = QVBoxLayout(self.box)
        self.progress = QProgressBar()
        self.progress.setObjectName("storyProgress")
        box.addWidget(self.progress)
        self.buttons: list[QPushButton] = []
        for i in range(3):
            b = WrappedButton()
            b.setObjectName(f"turningPoint{i}")
            b.hide()
            b.clicked.connect(lambda _=False, i=i: self._jump(i))
            box.addWidget(b)
            self.buttons.append(b)
        layout.addWidget(self.box)
        self.retranslate()
        self._start(session.game, session.record)

    # -- the charts ---------------------------------------------------------------
    def _chart_view(self, name: str) -> QChartView:
        view = QChartView()
        view.setObjectName(name)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(200)
        return view

    def _seat_pen(self, seat: int) -> QPen:
        """A seat's colour, and its own dash pattern: the lines are told apart without
        colour too (and where two lie on top of each other)."""
        pen = QPen(QColor(self.page.session.seat_colour(seat)))
        pen.setWidthF(3.0 if seat == self.winner else 2.0)
        pen.setStyle(DASHES[seat % len(DASHES)])
        return pen

    def _draw_turns(self) -> None:
        story, session = self.story, self.page.session
        chart = _chart()
        chart.setTitle(unit_title(story.unit, story.higher_is_better))
        for seat in range(story.seats):
            line = QLineSeries()
            line.setName(session.seat_name(seat))
            for step, value in held(story.steps, story.values, seat):
                line.append(QPointF(step, value))
            line.setPen(self._seat_pen(seat))
            chart.addSeries(line)
        marks = QScatterSeries()
        marks.setName(translate("Story", "Turning point"))
        marks.setColor(qcolor(colours.COACH_HINT))
        marks.setMarkerSize(12)
        for t in self.points:
            marks.append(QPointF(t.step, self._value_at(t.step)))
        if self.points:
            chart.addSeries(marks)
        x = _axis(translate("Story", "Move"), 0, max(1, story.steps[-1]))
        x.applyNiceNumbers()
        low = min(min(v) for v in story.values)
        high = max(max(v) for v in story.values)
        y = _axis("", low, high if high > low else low + 1)
        y.setReverse(not story.higher_is_better)
        _attach(chart, x, y)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.turns.setChart(chart)

    def _value_at(self, step: int) -> float:
        """The winner's value at a move (the last point at or before it)."""
        story = self.story
        i = max(k for k, s in enumerate(story.steps) if s <= step)
        return story.values[i][self.winner]

    def _draw_general(self) -> None:
        if self.general is None:
            return
        story, session = self.story, self.page.session
        gaps = self.measure.currentIndex() == 1
        chart = _chart()
        chart.setTitle(translate("Story", "General classification after each stage"))
        rows = story.gaps if gaps else story.general
        worst = 1
        for seat in range(story.seats):
            line = QLineSeries()
            line.setName(session.seat_name(seat))
            line.setPointsVisible(True)
            for stage, row in zip(story.stages, rows, strict=True):
                value = row[seat]
                if value is not None:
                    line.append(QPointF(stage, value))
                    worst = max(worst, value)
            line.setPen(self._seat_pen(seat))
            chart.addSeries(line)
        x = _axis(translate("Story", "Stage"), min(story.stages), max(story.stages))
        x.setTickCount(len(story.stages))
        if gaps:
            seconds = story.general_unit == "time"
            title = (
                translate("Story", "Seconds behind the leader")
                if seconds
                else translate("Story", "Points behind the leader")
            )
            y = _axis(title, 0, max(worst, 1))
            y.applyNiceNumbers()
        else:
            worst = max(worst, 2)
            y = _axis(translate("Story", "Best rider's place"), 1, worst)
            y.setTickCount(worst if worst <= 12 else 12)  # whole places on the ticks
        y.setReverse(True)  # the leader on top
        _attach(chart, x, y)
        chart.legend().hide()  # the same pens as the chart above, whose legend names them
        self.general.setChart(chart)

    # -- the turning points -----------------------------------------------------------
    def _start(self, game: AnyGame, record: RecordModel) -> None:
        cached = self.page.session.story_chances
        if cached is not None:
            self._chances(cached)
            return
        self.task = _ChancesTask(game, record, self.winner)
        self.task.signals.progress.connect(self._progress)
        self.task.signals.done.connect(self._chances)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._pool.start(self.task)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _chances(self, chances: list[float] | None) -> None:
        self.progress.hide()
        if chances is not None:
            self.page.session.story_chances = chances
            self.points = turning_points(chances, self.story.movers)
        self.retranslate()
        self.turningReady.emit()

    def _jump(self, i: int) -> None:
        if i < len(self.points):
            self.jump.emit(self.points[i].step)

    def point_text(self, t: TurningPoint) -> str:
        return turning_text(self.page.session, self.page.view, self.winner, t, self.story)

    def closeEvent(self, event: Any) -> None:
        """Closed (its button, or the page going): the estimate stops, the board takes
        the room back."""
        task = getattr(self, "task", None)
        if task is not None:
            task.stopped = True
        super().closeEvent(event)
        self.deleteLater()

    def retranslate(self) -> None:
        session = self.page.session
        self.setAccessibleName(translate("Story", "The story of the game"))
        self.close_button.setText(translate("Story", "Close the story"))
        self.heading.setText(
            translate("Story", "How {winner} won: the game move by move.").format(
                winner=session.seat_name(self.winner)
            )
        )
        self.box.setTitle(translate("Story", "Where it was won (click to see the move)"))
        self.progress.setFormat(translate("Story", "The strong bot replays the game… %p%"))
        self.measure.setItemText(0, translate("Story", "Places"))
        self.measure.setItemText(1, translate("Story", "Gaps"))
        self.measure.setToolTip(
            translate("Story", "Each team's best place, or its best rider's gap to the leader")
        )
        for i, b in enumerate(self.buttons):
            if i < len(self.points):
                b.setText(self.point_text(self.points[i]))
                b.setToolTip(translate("Story", "Show this move in the review"))
                b.show()
            else:
                b.hide()
        self._draw_turns()
        self._draw_general()


def _chart() -> QChart:
    """A chart in the scheme in use (light or dark), set before any series is added,
    with thin margins (the story's panel is narrow)."""
    chart = QChart()
    if is_dark():
        chart.setTheme(QChart.ChartTheme.ChartThemeDark)
    chart.setMargins(QMargins(2, 2, 2, 2))
    chart.layout().setContentsMargins(0, 0, 0, 0)
    return chart


def _axis(title: str, low: float, high: float) -> QValueAxis:
    axis = QValueAxis()
    axis.setTitleText(title)
    axis.setRange(low, high)
    axis.setLabelFormat("%d")
    return axis


def _attach(chart: QChart, x: QValueAxis, y: QValueAxis) -> None:
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    for series in chart.series():
        series.attachAxis(x)
        series.attachAxis(y)


def open_story(page: GamePage) -> StoryPanel | None:
    """The story of the page's finished game, beside the review (the one open, if any)."""
    shown = page.story_panel
    if isinstance(shown, StoryPanel) and isValid(shown) and shown.isVisible():
        return shown
    story = story_of(page)
    if story is None:
        return None
    panel = StoryPanel(page, story)
    panel.jump.connect(lambda step: jump_review(page, step))
    panel.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    splitter = page.splitter
    sizes = splitter.sizes()  # board, side panel
    splitter.insertWidget(1, panel)
    total, side = sum(sizes), sizes[-1]
    room = max(panel.minimumWidth(), (total - side) * 2 // 5)
    splitter.setSizes([total - side - room, room, side])
    splitter.setCollapsible(1, False)
    page.story_panel = panel
    panel.show()
    return panel


def jump_review(page: GamePage, step: int) -> None:
    """The review, at the position after move `step`."""
    if not page.session.reviewing:
        page.start_review()
    page.review_bar.slider.setValue(step)


def attach_story(page: GamePage) -> None:
    """The "Story" buttons of the end banner and the review bar open the story (a game
    that charts nothing shows none)."""
    for button in (page.banner.story, page.review_bar.story):
        button.clicked.connect(lambda: open_story(page))
        button.setVisible(coach_of(page.entry) is not None)
