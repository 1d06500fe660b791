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
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.events import StageFinished
from peloton_desktop.core.protocol import Event
from peloton_desktop.core.stages import GENERAL, STAGE, Classification
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.standings_flow import FlowStandings


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


HEIGHT = 190  # with no decision panel to take the place of (ui/table/panel_place.py)
SIDE = 300  # the headline and the button, beside the standings


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
        side = QWidget()
        side.setFixedWidth(SIDE)
        text = QVBoxLayout(side)
        text.setContentsMargins(0, 0, 0, 0)
        self.headline = QLabel()
        self.headline.setObjectName("stageHeadline")
        self.headline.setWordWrap(True)
        bold = QFont(self.headline.font())
        bold.setPointSizeF(bold.pointSizeF() * 1.2)
        bold.setBold(True)
        self.headline.setFont(bold)
        # every rider in sight: the rows run down as many columns as the width holds
        self.standings = FlowStandings(team)
        self.go_on = QPushButton()
        self.go_on.setObjectName("continueRace")
        self.go_on.setDefault(True)
        self.go_on.clicked.connect(self._go_on)
        text.addWidget(self.headline)
        text.addStretch(1)
        text.addWidget(self.go_on)
        layout.addWidget(self.standings, 1)
        layout.addWidget(side)
        self.hide()

    def show_stage(self, stage: int, classifications: Sequence[Classification]) -> None:
        """The stage just finished, with its result and the standings after it (the page
        shows it in the place of the view's decision panel: nothing to decide meanwhile)."""
        self.stage = stage
        last = [c for c in classifications if c.kind != STAGE or c.stage == stage]
        self._classifications = tuple(last)
        self.standings.set_classifications(last)
        self.standings.setCurrentIndex(0)  # the stage's own result first
        self.retranslate()

    def _go_on(self) -> None:
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
