"""Course aux dés' table: the road of cases with every rider on his case; the cases
the viewer's efforts reach are lit and play that effort when clicked."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from course_aux_des.rules import CadObservation
from course_aux_des.rules.events import Moved, Revealed
from course_aux_des.view.panel import CadPanel
from course_aux_des.view.text import LINES, cost_text, effort_text, waiting_text
from peloton_desktop import colours
from peloton_desktop.core.protocol import Event
from peloton_desktop.ui.pieces.legend import MarkLegend
from peloton_desktop.ui.pieces.named import NamedPieces
from peloton_desktop.ui.pieces.rider import TableRider
from peloton_desktop.ui.pieces.road_case import CASE, RoadCase, road_marks
from peloton_desktop.ui.table.game_view import GameView
from peloton_desktop.ui.table.session import GameSession

LETTERS = "ABCD"


class CadView(NamedPieces, GameView[CadObservation]):
    lines = LINES
    observed = CadObservation

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.panel = CadPanel()
        self.build_table(colours.TABLE_CLOTH, self.panel)
        self.cases: list[RoadCase] = []
        self.riders: list[TableRider] = []
        self.moved: set[int] = set()  # seats that moved in the last action
        obs = self.observe(None)
        for n in range(obs.length + 1):
            case = RoadCase(n, n == obs.length)
            case.setPos(n * CASE, 0)
            case.clicked.connect(lambda effort: self.play(("effort", effort)))
            self.scene.addItem(case)
            self.cases.append(case)
        for seat in range(len(obs.position)):
            rider = TableRider(seat, self.team_style(seat, LETTERS[seat]), 10, 12)
            self.scene.addItem(rider)
            self.riders.append(rider)
        self.legend = MarkLegend(road_marks(), 14, len(self.cases) * CASE)
        self.legend.setPos(0, CASE * 3.2)
        self.scene.addItem(self.legend)

    def refresh(self) -> None:
        obs = self.observation()
        for case in self.cases:
            case.light(None)
            case.marked = False
        stacked: dict[int, int] = {}
        for seat, rider in enumerate(self.riders):
            at = min(obs.position[seat], len(self.cases) - 1)
            row = stacked.get(at, 0)
            stacked[at] = row + 1
            rider.setPos(QPointF(at * CASE + CASE / 2, CASE + 16 + row * 24))
            rider.marked = seat in self.moved
            rider.active = not obs.over and not obs.chosen[seat]
            secret = obs.pending[seat]  # the viewer's own effort, until all are revealed
            rider.badge = effort_text(secret) if secret is not None else ""
            rider.setToolTip(self.session.seat_name(seat))
            rider.update()
            if seat in self.moved:
                self.cases[at].marked = True
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        if self.viewer is not None:
            here = obs.position[self.viewer]
            for action in legal:
                effort = action[1]
                target = self.cases[min(here + effort, len(self.cases) - 1)]
                target.light(effort)
                target.setToolTip(f"{effort_text(effort)} ({cost_text(effort)})")
        self.panel.show_decision(obs, legal, self.viewer, waiting_text())
        for case in self.cases:
            case.update()

    def show_events(self, seat: int, events: list[Event]) -> None:
        moved = {p.seat for p in Moved.among(events)}
        if moved or Revealed.among(events):
            self.moved = moved

    def piece_groups(self) -> Mapping[str, Sequence[QGraphicsItem]]:
        return {"case": self.cases, "rider": self.riders}


VIEW = CadView
