"""The Cyclistes table: the circuit as the course editor and the printed sheet lay it
out (`courses.track.course_layout`, the Cyclistes style), the riders standing on
their cases in the order they arrived, the dice, and the decision panel below.

The rider to move is ringed; a click on him rolls the dice when rolling is legal;
the panel is the keyboard path and holds every choice (wheel, démarrage, how far,
abandon). The last move stays marked: the rider ringed with dashes, the case he
left and the case he reached dashed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.courses.track import BEND_GAP, course_layout
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.cyclistes import palette
from peloton_desktop.games.cyclistes.course import KIND, CyclistesCourse
from peloton_desktop.games.cyclistes.rules.events import (
    DemarrageRoll,
    Moved,
    PlacementOrder,
    StageStarted,
)
from peloton_desktop.games.cyclistes.rules.observation import CycObservation, Stretch
from peloton_desktop.games.cyclistes.view import text, tips
from peloton_desktop.games.cyclistes.view.header import DIE, Header
from peloton_desktop.games.cyclistes.view.items import (
    BendsItem,
    CaseItem,
    CycRider,
    squeezed,
)
from peloton_desktop.games.cyclistes.view.panel import CycPanel
from peloton_desktop.games.cyclistes.view.sizes import Sizes, sizes, spread
from peloton_desktop.ui.pieces.die import DieItem
from peloton_desktop.ui.pieces.motion import Motion
from peloton_desktop.ui.table.game_view import TeamLog
from peloton_desktop.ui.table.session import GameSession

RIDER_RADIUS = 0.47  # of a case's length: neighbours on the road nearly touch


class CycView(TeamLog[CycObservation]):
    observed = CycObservation
    lines = text.LINES  # the log's words

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("cycView")
        self.course_frame = QRectF()  # the course's rectangle, once built
        self.panel = CycPanel(session.game.ruleset.values, self.names)
        self.build_table(palette.TABLE, self.panel)
        self.panel.pickedRider.connect(self.refresh)
        self.stage = 0
        self.sz = Sizes()
        self._log_course: Any = None  # the course of the stage the log is telling
        self.cases: list[CaseItem] = []
        self.riders: list[CycRider] = []
        self.dice = [DieItem(6, DIE) for _ in range(3)]
        self.obs: CycObservation | None = None
        self._moving: list[int] = []  # riders that moved in the last action: they slide
        self.destinations: dict[int, Action] = {}  # lit cells and the move to each
        self.motion = Motion(self)
        self.refresh()

    # -- building ------------------------------------------------------------------
    def _build(self, obs: CycObservation) -> None:
        for die in self.dice:
            if die.scene() is not None:
                self.scene.removeItem(die)
        self.scene.clear()
        course = obs.course
        model = CyclistesCourse(
            id=course.id,
            name=course.name,
            cases=course.cases,
            direction=course.direction,
            start=course.start,
            finish=course.finish,
        )
        self.draft = draft = KIND.to_draft(model)
        self.lanes = obs.capacity
        # On screen a case is as wide as its lanes need to be square (the printed
        # sheet's are narrower): the riders are as large as a case is long.
        self.sz = sz = sizes()
        length = KIND.case_mm[0] * sz.case
        kind = replace(KIND, case_mm=(length, max(KIND.case_mm[1], length * self.lanes)))
        layout = spread(squeezed(course_layout(draft, kind)), sz)
        radius = RIDER_RADIUS * length
        letter_px = sz.letter_px(radius, length)
        self.step = 1 if course.direction == "forward" else -1
        self.cells = len(draft.cells)
        top_row = min(b.row for b in layout.boxes)
        self.cases = [
            CaseItem(b, draft, kind, b.row == top_row, sz)
            for b in sorted(layout.boxes, key=lambda b: b.index)
        ]
        bends = BendsItem(layout, spread=sz.median - BEND_GAP)
        bends.setToolTip(tips.bend_tip())
        self.scene.addItem(bends)
        for case in self.cases:
            self.scene.addItem(case)
            case.clicked.connect(self._case_clicked)
        self.riders = []
        for info in obs.riders:
            rider = CycRider(
                info.rider,
                self.team_style(info.team, str(info.rider % obs.riders_per_team + 1)),
                info.leader,
                radius,
                letter_px,
            )
            rider.clicked.connect(self._rider_clicked)
            self.scene.addItem(rider)
            self.riders.append(rider)
        self.header = Header(self, layout, sz, obs, self.dice)
        self.marks, self.status = self.header.marks, self.header.status
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-6, -6, 6, 6))
        # the view fits this rectangle, not the riders' live bounds (riders past the
        # line at the finish): a refit then never moves the board (issue 43)
        self.course_frame = self.scene.sceneRect()
        self.board.frame = self.course_frame
        self.board.fit()
        self.stage = obs.stage

    # -- names ---------------------------------------------------------------------
    def _seen(self) -> CycObservation:
        """The observation shown (the full view until the table has shown one)."""
        if self.obs is None:
            self.obs = self.observe(None)
        return self.obs

    def case_number(self, position: int) -> int:
        course = self._seen().course
        return (course.start - 1 + self.step * (position - 1)) % len(course.cases) + 1

    def rider_name(self, rider: int) -> str:
        obs = self.observe(None)
        return obs.riders[rider].name

    def team_name(self, team: int) -> str:
        obs = self.observe(None)
        return f"{self.session.seat_name(team)} ({obs.teams[team]})"

    def describe_event(self, event: Event) -> str | None:
        """A log line, its cases numbered on the course of its own stage: a review (or
        a rebuilt log) tells stage 1 on stage 1's course, as it was told live."""
        if event.kind == "stage_started":
            courses = self.session.record.setup.get("courses") or []
            stage = StageStarted.of(event).stage
            self._log_course = courses[stage - 1] if 0 < stage <= len(courses) else None
        names = text.Names(self.rider_name, self.team_name, self._log_case)
        return self.lines.describe(event, names)

    def _log_case(self, position: int) -> int:
        course = self._log_course
        if not isinstance(course, dict):
            return self.case_number(position)
        step = 1 if course.get("direction", "forward") == "forward" else -1
        return (int(course["start"]) - 1 + step * (position - 1)) % len(course["cases"]) + 1

    def names(self) -> text.Names:
        self._seen()
        return text.Names(self.rider_name, self.team_name, self.case_number)

    def describe_action(self, action: Action) -> str | None:
        """A hinted placement: the rider and the case (the panel shows one rider's)."""
        if action[0] == "place":
            return translate("Cyclistes", "{rider}: case {case}").format(
                rider=self.rider_name(action[1]), case=self.case_number(action[2])
            )
        return None

    # -- showing a state -------------------------------------------------------------
    def refresh(self) -> None:
        obs = self.observation()
        self.obs = obs
        if obs.stage != self.stage or sizes() != self.sz:  # or the text size changed
            self._build(obs)
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        last = obs.last_move
        marked = set()
        if last is not None:
            marked = {self.case_number(last.start) - 1, self.case_number(last.end) - 1}
        mover = obs.rider if obs.phase == "race" else -1
        self.destinations = self._destinations(obs, legal)
        for case in self.cases:
            cell = case.box.index
            case.set_look(cell in self.destinations, cell in marked)
            tip = tips.case_tip(obs, cell, self.case_position(cell))
            move = self.destinations.get(cell)
            if move is not None and move[0] == "place":
                tip += "\n" + translate("Cyclistes", "Click: line {rider} up here.").format(
                    rider=self.rider_name(move[1])
                )
            elif move is not None:
                cases = move[1]
                tip += "\n" + translate("Cyclistes", "Click: ride %n case(s) to here.", None, cases)
            case.setToolTip(tip)
        self._place_riders(obs, mover, last, ("roll",) in legal)
        self.header.show(obs, self.course_frame)
        self.panel.show_decision(obs, legal, self.viewer, tips.waiting_text(obs, self))

    def pieces(self, piece: str, key: Any) -> QGraphicsItem | None:
        """A lesson's pieces: `rider` r, `case` at a race position, `move` d (the lit
        case a move of d cases ends on)."""
        if not isinstance(key, int):
            return None
        try:
            if piece == "rider":
                return self.riders[key]
            if piece == "case":
                return self.cases[self.case_number(key) - 1]
            if piece == "move":
                cell = next(c for c, a in self.destinations.items() if a == ("move", key))
                return self.cases[cell]
        except (IndexError, TypeError, StopIteration):
            return None
        return None

    def case_position(self, cell: int) -> int:
        """The race position of a cell, in the stage's range (behind the line ≤ 0)."""
        obs = self._seen()
        offset = (self.step * (cell - (obs.course.start - 1))) % self.cells
        position = offset + 1
        return position if position <= obs.finish else position - self.cells

    def _place_riders(
        self, obs: CycObservation, mover: int, last: Stretch | None, can_roll: bool
    ) -> None:
        targets: dict[int, QPointF] = {}
        per_cell: dict[int, int] = {}
        # riders past the line stand on the finish case, the furthest first: the line is
        # where the race is won, not the cases after it (the circuit's start)
        past = [r for p in sorted(obs.cases, reverse=True) if p > obs.finish for r in obs.cases[p]]
        winner = past[0] if past else None
        yellow = self._yellow(obs)
        for position in sorted(obs.cases, reverse=True):
            riders = obs.cases[position]
            cell = self.case_number(min(position, obs.finish)) - 1
            for rider in riders:
                k = per_cell.get(cell, 0)
                per_cell[cell] = k + 1
                targets[rider] = self.cases[cell].lane_centre(k % self.lanes, self.lanes)
        self.motion.slide(dict(enumerate(self.riders)), targets, self._moving, self.animation_speed)
        self._moving = []
        placed = set(targets)
        for info in obs.riders:
            item = self.riders[info.rider]
            item.setVisible(info.rider in placed)
            if info.rider not in placed:  # off the course where it starts: the table's
                item.setPos(0, 0)  # frame (its items' bounds) as live, in a review too
            look = (
                info.rider == mover,
                last is not None and last.rider == info.rider and info.rider != mover,
            )
            if look != (item.active, item.marked):
                item.active, item.marked = look
                item.update()
            if info.rider == winner and self.sz.large:  # the median holds numbers now
                item.plate_side = self._past_the_line(obs)
            item.set_badge(
                translate("Cyclistes", "1st", "the stage's winner") if info.rider == winner else ""
            )
            if item.jersey != (info.rider == yellow):
                item.jersey = info.rider == yellow
                item.update()
            item.set_clickable(info.rider == mover and can_roll)
            tip = tips.rider_tip(obs, info, self.team_name(info.team), self.case_number)
            if item.jersey:
                tip += "\n" + translate("Cyclistes", "Yellow jersey: it leads the general.")
            item.setToolTip(tip)

    def _past_the_line(self, obs: CycObservation) -> int:
        """Which way the road runs on past the finish case (-1 left, 1 right; 0: it
        turns there): the winner's plate stands on those empty cases."""
        finish = self.cases[self.case_number(obs.finish) - 1].box
        after = self.cases[self.case_number(obs.finish + 1) - 1].box
        if after.row != finish.row:
            return 0
        return 1 if after.x > finish.x else -1

    def _yellow(self, obs: CycObservation) -> int | None:
        """Who wears the yellow jersey: the general's leader, once a stage is raced."""
        if obs.stages < 2 or not obs.book.results:
            return None
        general = next((c for c in obs.book.race_book().standings() if c.kind == GENERAL), None)
        return general.standings[0].competitor if general and general.standings else None

    def show_events(self, seat: int, events: list[Event]) -> None:
        self._moving += [p.rider for kind in (Moved, DemarrageRoll) for p in kind.among(events)]

    def _destinations(self, obs: CycObservation, legal: list[Action]) -> dict[int, Action]:
        """The cells the rider to move may ride to, and the move that takes him there
        (the panel's buttons stay as the keyboard's way)."""
        rider = self.panel.placing(legal)
        if rider is not None:  # lining up: the cases he may stand on
            return {
                self.case_number(a[2]) - 1: a for a in legal if a[0] == "place" and a[1] == rider
            }
        moves = [a for a in legal if a[0] == "move"]
        if not moves or obs.rider < 0:
            return {}
        start = obs.riders[obs.rider].position
        if start is None:
            return {}
        found: dict[int, Action] = {}
        for move in moves:
            found.setdefault(self.case_number(start + move[1]) - 1, move)
        return found

    def _case_clicked(self, cell: int) -> None:
        move = self.destinations.get(cell)
        if move is not None and self.viewer is not None:
            self.play(move)

    def _rider_clicked(self, rider: int) -> None:
        if self.viewer is not None and ("roll",) in self.session.legal_actions(self.viewer):
            self.play(("roll",))

    # -- words ---------------------------------------------------------------------
    def opening_lines(self) -> list[str]:
        obs = self.initial_observation()
        self.obs = self.obs or obs
        lines = [self.describe_event(StageStarted(1).event()) or ""]
        lines.append(self.describe_event(PlacementOrder(obs.order).event()) or "")
        return lines

    def retranslate(self) -> None:
        self.panel.retranslate()
        self.marks.prepareGeometryChange()  # its words change length
        self.marks.update()
        self.refresh()


VIEW = CycView
