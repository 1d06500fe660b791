"""The end of a stage, held on screen: who won it, the standings after it, and a
button the players press when they are ready to go on. The session holds its bots
meanwhile, so the last move of the stage and its result are seen by everyone."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.events import StageFinished
from peloton_desktop.core.protocol import Event
from peloton_desktop.core.stages import GENERAL, STAGE, Classification
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.standings import StandingsWidget


def stage_ended(events: Sequence[Event]) -> int | None:
    """The stage a batch of events finished, if any."""
    return next((p.stage for p in StageFinished.among(events)), None)


def _leader_name(c: Classification, team: Callable[[int], str]) -> str:
    first = c.leader
    if first is None:
        return ""
    name = c.names[first] if first < len(c.names) else ""
    owner = team(c.seats[first]) if first < len(c.seats) else ""
    return f"{name} · {owner}" if name and owner and name != owner else name or owner


HEIGHT = 190  # with no decision panel to take the place of
MIN_HEIGHT = 150  # a stage's result, two rows of its standings and the button


class StageBreak(QFrame):
    """Shown between two stages until someone presses Continue (`goOn`)."""

    goOn = Signal()

    def __init__(self, team: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stageBreak")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.team = team
        self.stage = 0
        self._classifications: tuple[Classification, ...] = ()
        layout = self.row = QHBoxLayout(self)  # low and wide: the table keeps its height
        text = QVBoxLayout()
        self.headline = QLabel()
        self.headline.setObjectName("stageHeadline")
        self.headline.setWordWrap(True)
        bold = QFont(self.headline.font())
        bold.setPointSizeF(bold.pointSizeF() * 1.2)
        bold.setBold(True)
        self.headline.setFont(bold)
        self.standings = StandingsWidget(team)
        self.standings.setFixedWidth(440)
        # its own place in the row (the side panel's standings take the panel's width)
        self.standings.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.go_on = QPushButton()
        self.go_on.setObjectName("continueRace")
        self.go_on.setDefault(True)
        self.go_on.clicked.connect(self._go_on)
        text.addWidget(self.headline)
        text.addStretch(1)
        text.addWidget(self.go_on)
        layout.addWidget(self.standings)
        layout.addLayout(text, 1)
        self.setFixedHeight(HEIGHT)
        self.hide()

    def show_stage(
        self, stage: int, classifications: Sequence[Classification], view: QWidget
    ) -> None:
        """The stage just finished, with its result and the standings after it, in the
        place of the view's decision panel (nothing to decide meanwhile), so the table
        keeps its size and its words their 9 pt."""
        panel = getattr(view, "decision", None)
        if isinstance(panel, QWidget) and panel.isVisible():
            # never under what its own layout needs: squeezed, Qt draws its parts over
            # one another (the headline over the tabs)
            need = max(MIN_HEIGHT, self.row.minimumSize().height())
            self.setFixedHeight(max(need, panel.height()))
            panel.hide()
        else:
            self.setFixedHeight(HEIGHT)
        self.stage = stage
        last = [c for c in classifications if c.kind != STAGE or c.stage == stage]
        self._classifications = tuple(last)
        self.standings.set_classifications(last)
        self.standings.setCurrentIndex(0)  # the stage's own result first
        self.retranslate()
        self.show()
        self.go_on.setFocus()

    def under(self, table: QWidget, view: QWidget) -> QWidget:
        """The table with the break under it, where the view's decision panel stands
        (the view's spacing above): shown, the board keeps its place and size."""
        column = QWidget()
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 0)
        laid = view.layout()
        layout.setSpacing(laid.spacing() if laid is not None else 0)
        layout.addWidget(table, 1)
        layout.addWidget(self)
        return column

    def give_back(self, view: QWidget) -> None:
        """The decision panel back in its place."""
        panel = getattr(view, "decision", None)
        if isinstance(panel, QWidget):
            panel.show()

    def _go_on(self) -> None:
        self.hide()
        self.goOn.emit()

    def retranslate(self) -> None:
        stage = next((c for c in self._classifications if c.kind == STAGE), None)
        general = next((c for c in self._classifications if c.kind == GENERAL), None)
        line = translate("StageBreak", "End of stage {n}.").format(n=self.stage)
        if stage is not None and stage.leader is not None:
            line = translate("StageBreak", "End of stage {n}: {winner} wins it.").format(
                n=self.stage, winner=_leader_name(stage, self.team)
            )
        if general is not None and general.leader is not None:
            line += " " + translate("StageBreak", "{leader} leads the general.").format(
                leader=_leader_name(general, self.team)
            )
        self.headline.setText(line)
        self.standings.retranslate()
        self.go_on.setText(
            translate("StageBreak", "&Continue to stage {n}").format(n=self.stage + 1)
        )
        self.go_on.setToolTip(translate("StageBreak", "When everyone has seen the stage's result"))
