"""The base of every game's view: a scene for the table, bound to a GameSession.

The view never decides a rule: it shows `session.observe(viewer)` and the
viewer's `legal_actions`, and hands the chosen action to `session.play`.
"""

from __future__ import annotations

from typing import Any, Generic, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.colours import Shade
from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.draw.palette import qcolor, theme
from peloton_desktop.draw.seat import SeatStyle, seat_style
from peloton_desktop.draw.textbox import font_px
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.log import EventLines
from peloton_desktop.ui.pieces.race_text import race_result
from peloton_desktop.ui.pieces.table_text import TableText
from peloton_desktop.ui.table.board_keys import KeyBoard
from peloton_desktop.ui.table.decision_panel import DecisionPanelBase, Obs
from peloton_desktop.ui.table.session import GameSession


class TableNames(Protocol):
    """What the texts need of the table: its session and how it names riders and teams."""

    session: GameSession

    def rider_name(self, rider: int) -> str: ...

    def team_name(self, team: int) -> str: ...


class BoardView(KeyBoard):
    """A view that keeps the whole scene in sight and scales with the window, and plays
    by keys (`board_keys.KeyBoard`)."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    # the board's own rectangle, where a view lays one out whatever its pieces cover
    # (a hand of cards changes width at every card): the board then never moves
    frame: QRectF | None = None

    def fit(self) -> None:
        rect = self.frame or self.scene().itemsBoundingRect().adjusted(-10, -10, 10, 10)
        if rect.isValid():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


class GameView(QWidget, Generic[Obs]):
    """Subclass per game: implement `refresh` and the describe_* methods, and name the
    class of the game's observation in `observed` (`observation()` returns one)."""

    observed: type[Obs]  # the class `session.observe` returns for this game

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.viewer: int | None = None
        self.animation_speed = 1.0
        self.decision: DecisionPanelBase[Obs] | None = None  # the panel under the board
        # Anyone may act on this one screen (nothing secret between the humans): a view
        # may then offer another seat's out-of-turn action on the viewer's table.
        self.shared_screen = True

    def build_table(self, background: Shade, decision: DecisionPanelBase[Obs]) -> QGraphicsScene:
        """The usual table: the scene on top (scaled to fit), the decision panel under
        it; the panel's `chosen` actions are played for the viewer."""
        self.scene = QGraphicsScene(self)
        self.use_table(background)
        self.board = BoardView(self.scene)
        self.decision = decision
        decision.chosen.connect(self.play)
        if decision.minimumHeight() != decision.maximumHeight():  # one height, whatever
            decision.stable_height(decision.button_height)  # it shows: the board stays put
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board, 1)
        layout.addWidget(decision)
        return self.scene

    def use_table(self, background: Shade) -> None:
        """The table's cloth, set again when the scheme switches (light or dark)."""
        self.table_shade = background
        self.scene.setBackgroundBrush(qcolor(background))
        if not hasattr(self, "_themed"):
            self._themed = True
            theme().changed.connect(self._scheme_changed)

    def _scheme_changed(self) -> None:
        self.scene.setBackgroundBrush(qcolor(self.table_shade))
        if self.decision is not None:  # its lines at the new size, once every label
            QTimer.singleShot(0, self.decision, self.decision.keep_height)  # has its font
        for item in self.scene.items():  # the text size may have changed too
            if isinstance(item, TableText):
                item.rescale()
        self.refresh()  # items built with a table colour (frames) take the new one
        self.scene.update()

    def add_label(
        self, px: int, bold: bool, at: QPointF | None = None, grows: bool = False
    ) -> TableText:
        """A line of ink-coloured text on the table, `px` logical pixels high at 100 %;
        `grows`: larger at a larger text size (where the view leaves it room)."""
        label = TableText()
        label.grows = grows
        label.setFont(font_px(px, bold))
        if at is not None:
            label.setPos(at)
        self.scene.addItem(label)
        return label

    def team_style(self, team: int, letter: str) -> SeatStyle:
        """The team's seat colour and shape, with a rider's letter."""
        return seat_style(team, self.session.seat_colour(team), letter)

    def play(self, action: Any) -> None:
        """Play a legal action the viewer chose on the table or in the panel."""
        if self.viewer is not None:
            self.session.play(self.viewer, action)

    def set_viewer(self, seat: int | None) -> None:
        """Show the table as `seat` sees it (None: the public table, everything once the
        game is over or at a table of bots; the page's `Laptop` decides)."""
        self.viewer = seat
        if self.decision is not None:  # nothing to decide at the end: the board grows
            s = self.session  # (between two stages the stage break takes its place)
            self.decision.setVisible(not (s.is_over() or s.reviewing or s.held))
        self.refresh()

    def refresh(self) -> None:
        raise NotImplementedError

    def show_events(self, seat: int, events: list[Event]) -> None:
        """Animate what happened (default: just redraw)."""

    def opening_lines(self) -> list[str]:
        """Log lines for the position the game starts from (before any action)."""
        return []

    def describe_event(self, event: Event) -> str | None:
        """A translated log line, or None for an event not worth a line."""
        return None

    def seat_label(self, seat: int) -> str:
        """How a seat is named in the ranking (a game may add its team's name)."""
        return self.session.seat_name(seat)

    def describe_result(self, result: Result) -> str:
        return translate("GameView", "{name} wins.").format(
            name=self.session.seat_name(result.winner)
        )

    def lesson_piece(self, piece: str, key: Any) -> QGraphicsItem | QWidget | None:
        """What a lesson's bubble points at: a widget of the table by its name, else one
        of the game's pieces (`pieces`, which each game's view answers)."""
        if piece == "widget":  # the table's own, else the page's (a stage break's button)
            return self.findChild(QWidget, str(key)) or self.window().findChild(QWidget, str(key))
        return self.pieces(piece, key)

    def pieces(self, piece: str, key: Any) -> QGraphicsItem | None:
        """The scene item a lesson calls `piece` (`rider` 3, `case` 12…), or None."""
        return None

    def show_hints(self, ranks: dict[str, int]) -> None:
        """Ring the coach's choices on the pieces (repr(action) -> rank; {} clears);
        the decision panel's buttons are ringed by the coach itself."""
        self.hint_ranks = dict(ranks)
        self.ring_pieces()

    def ring_pieces(self) -> None:
        """Ring the pieces that lead to a hinted action (items with `leads()` and
        `set_hint(rank)`, e.g. cards); a view calls it again after rebuilding its scene."""
        scene = getattr(self, "scene", None)
        if not isinstance(scene, QGraphicsScene):
            return
        ranks = getattr(self, "hint_ranks", {})
        for item in scene.items():
            leads, set_hint = getattr(item, "leads", None), getattr(item, "set_hint", None)
            if callable(leads) and callable(set_hint):
                found = [ranks[k] for k in map(repr, leads()) if k in ranks]
                set_hint(min(found) if found else 0)

    def describe_action(self, action: Any) -> str | None:
        """A hinted action in words, where no panel button names it."""
        return None

    def observation(self) -> Obs:
        """What the viewer sees now (the public view when nobody holds the laptop)."""
        return self.observe(self.viewer)

    def observe(self, seat: int | None) -> Obs:
        """What `seat` sees now (None: the whole table), as the game's observation."""
        return self._typed(self.session.observe(seat))

    def initial_observation(self) -> Obs:
        """The full view of the position the game started from (its opening lines)."""
        return self._typed(self.session.initial_observation())

    def _typed(self, observation: object) -> Obs:
        if not isinstance(observation, self.observed):
            raise TypeError(f"{type(self).__name__} shows {self.observed.__name__}")
        return observation

    def retranslate(self) -> None:
        self.refresh()


AnyView = GameView[Any]  # a view of whichever game (the page, its log, the phones)


class TeamLog(GameView[Obs]):
    """A table whose log names riders and teams (`names()`: `rider(i)`, `team(seat)`)
    through its game's event lines (`view/text.py`'s `LINES`), whose result is a race's,
    and whose ranking names a seat by its team."""

    lines: EventLines[Any]  # the game's view/text.py LINES: each event's line

    def names(self) -> Any:
        raise NotImplementedError

    def team_name(self, team: int) -> str:
        raise NotImplementedError

    def describe_event(self, event: Event) -> str | None:
        return self.lines.describe(event, self.names())

    def seat_label(self, seat: int) -> str:
        return self.team_name(seat)

    def describe_result(self, result: Result) -> str:
        names = self.names()
        return race_result(result, names.rider, names.team)
