"""The Roue de Vitesse table: the stage drawn from its course (`course_layout`, the
kind's style), the riders up to four a case, each group outlined in its pace, the
speed wheel with a token per group, each team's sheet, and the decision panel.

Legal choices are lit on the pieces: riders who may attack, counter or move inside
their group, the start-zone case to fill, the cases a picked rider may move to,
the wheel's notches a group's pace may take. The panel holds every choice too.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.core.stages import GENERAL, MOUNTAINS
from peloton_desktop.courses.track import START_ZONE
from peloton_desktop.draw.textbox import elided, font_px
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse import palette
from peloton_desktop.games.roue_de_vitesse.course import KIND, PER_CASE, RdvCourse
from peloton_desktop.games.roue_de_vitesse.rules.events import (
    CounterJudged,
    Dropped,
    Escaped,
    GroupMoved,
    Placed,
    Shifted,
    StageStarted,
)
from peloton_desktop.games.roue_de_vitesse.rules.observation import RdvObservation
from peloton_desktop.games.roue_de_vitesse.view import text, tips
from peloton_desktop.games.roue_de_vitesse.view.items import (
    GroupOutline,
    RdvCase,
    RdvRider,
)
from peloton_desktop.games.roue_de_vitesse.view.legend import marks_legend, wheel_legend
from peloton_desktop.games.roue_de_vitesse.view.panel import RdvPanel
from peloton_desktop.games.roue_de_vitesse.view.sheet import TeamSheet
from peloton_desktop.games.roue_de_vitesse.view.sizes import Sizes, road, sizes, table_kind
from peloton_desktop.games.roue_de_vitesse.view.wheel import TOKEN_AT, TOKEN_R, WheelItem
from peloton_desktop.ui.pieces.motion import Motion
from peloton_desktop.ui.table.game_view import TeamLog
from peloton_desktop.ui.table.session import GameSession

LABEL_PX = 16
# the moves marked until the next (a group's ride clears the mark): who moved, to where
TO = (Placed, Shifted, Escaped, Dropped)
MOVES = tuple(k.kind for k in (*TO, CounterJudged, GroupMoved))


class RdvView(TeamLog[RdvObservation]):
    observed = RdvObservation
    lines = text.LINES  # the log's words

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("rdvView")
        self.values = session.game.ruleset.values
        self.panel = RdvPanel(self.values, self.names, len(session.seats))
        self.panel.case_pick.connect(self._show_targets)
        self.build_table(palette.TABLE, self.panel)
        self.stage = 0
        self.sz = Sizes()
        self.cases: dict[int, RdvCase] = {}
        self.riders: list[RdvRider] = []
        self.motion = Motion(self)
        self.groups: list[GroupOutline] = []
        self.sheets: list[TeamSheet] = []
        self.last: tuple[set[int], set[int]] = (set(), set())  # riders, positions
        self.obs: RdvObservation | None = None
        self.legal: list[Action] = []
        self.rider_names: list[str] = []
        self.refreshing = False
        self.group_key: list[tuple[Any, ...]] = []
        self.tokens: list[tuple[int, str, int, bool]] = []
        self.refresh()

    # -- building ------------------------------------------------------------------
    def _build(self, obs: RdvObservation) -> None:
        self.scene.clear()
        self.groups, self.group_key = [], []
        self.sz = sz = sizes()
        model = RdvCourse(**obs.courses[obs.stage - 1].to_json())
        draft = KIND.to_draft(model)
        layout = road(draft, sz)
        kind = table_kind(layout)
        zone = model.start_zone
        self.cases = {}
        for box in layout.boxes:
            if box.index >= 0:
                position, label = box.index + 1, str(box.index + 1)
            else:
                position, label = -(zone - 1) - (box.index - START_ZONE), ""
            case = RdvCase(box, draft, kind, position, label, sz)
            case.clicked.connect(self.panel.case_clicked)
            self.scene.addItem(case)
            self.cases[position] = case
        self.riders = []
        for r in range(len(obs.skills)):
            rider = RdvRider(r, self.team_style(r // 3, str(r % 3 + 1)), sz.piece)
            rider.clicked.connect(self.panel.rider_clicked)
            rider.setVisible(False)
            rider.setPos(60, 60)  # hidden on the track: the table's fit counts him
            self.scene.addItem(rider)
            self.riders.append(rider)
        k, h = sz.piece, sz.words  # the header: two lines, one line at a larger size
        self.title = self.add_label(round((LABEL_PX + 2) * h), True, QPointF(0, -64))
        self.status = self.add_label(round(LABEL_PX * h), False, QPointF(0, -40))
        top = -self.title.boundingRect().height() - 24 * k if sz.large else -64.0
        self.title.setY(top)
        self.course_w = layout.width
        radius = (TOKEN_AT + 14) * k
        self.wheel = WheelItem(self.values)
        self.wheel.setScale(k)
        self.wheel.setPos(layout.width + 30 + radius, radius + (top if sz.large else -40))
        self.wheel.setToolTip(tips.wheel_tip())
        self.wheel.clicked.connect(self._notch_clicked)
        self.scene.addItem(self.wheel)
        if not sz.large:  # at a larger size the marks' legend shows these too
            wheel_legend(self, LABEL_PX - 2, QPointF(layout.width + 30, 2 * radius - 30))
        below = self.wheel.sceneBoundingRect().bottom() if sz.large else 2 * radius + 12
        top = max(layout.height, below) + (8 if sz.large else 18)
        self.sheets = []
        for t in range(obs.players):
            sheet = TeamSheet(t, self.team_style(t, ""), sz.text)
            row, col = divmod(t, 3)
            size = sheet.size
            sheet.setPos(col * (size.width + 10 + 2 / k), top + row * (size.height + 10))
            sheet.setToolTip(tips.sheet_tip())
            self.scene.addItem(sheet)
            self.sheets.append(sheet)
        # the marks' legend under the road, left of the wheel's, when the road leaves
        # room there (most courses), else under the sheets
        sheets = self.scene.itemsBoundingRect()
        width = sheets.width() - 12 if sz.large else layout.width
        legend = marks_legend(round((LABEL_PX - 2) * h), width, sz.large)
        height = legend.boundingRect().height()
        if not sz.large and layout.height + 8 + height <= top - 8:
            legend.setPos(0, top - 8 - height)
        else:
            legend.setPos(0, sheets.bottom() + 8)
        self.scene.addItem(legend)
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-6, -6, 6, 6))
        self.stage = obs.stage

    # -- names ---------------------------------------------------------------------
    def rider_name(self, rider: int) -> str:
        if rider >= len(self.rider_names):  # read once the riders are built, not per line
            self.rider_names = list(self.observe(None).riders)
        return self.rider_names[rider]

    def team_name(self, team: int) -> str:
        return f"{'ABCDEF'[team]} · {self.session.seat_name(team)}"

    def names(self) -> text.Names:
        return text.Names(self.rider_name, self.team_name)

    # -- showing a state -------------------------------------------------------------
    def refresh(self) -> None:
        obs = self.obs = self.observation()
        if obs.stage != self.stage or sizes() != self.sz:  # the text size changed
            self._build(obs)
        self.legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        self.refreshing = True  # the panel's case_pick would redraw the pieces twice
        self.panel.show_decision(obs, self.legal, self.viewer, tips.waiting_text(obs, self))
        self.refreshing = False
        spots = self.spots(obs)
        self._show_riders(obs, spots)
        self._show_groups(obs)
        self._show_sheets(obs)
        self._show_cases(obs, spots)
        self._show_header(obs)

    def _show_header(self, obs: RdvObservation) -> None:
        """The stage's name, and whose turn it is: beside it at a larger text size."""
        px = self.title.font().pixelSize()
        title = tips.title_text(obs)
        self.title.setText(elided(title, px, self.course_w))
        self.title.setToolTip(title)
        room = self.course_w
        if self.sz.large:  # beside the title, as far as the wheel's rim (tokens) at its foot
            title_box = self.title.boundingRect()
            lower = title_box.height() - self.status.boundingRect().height()
            self.status.setPos(title_box.width() + px, self.title.y() + lower)
            rim = (TOKEN_AT + TOKEN_R + 4) * self.sz.piece
            dy = self.wheel.y() - self.title.y() - title_box.height()
            room = self.wheel.x() - math.sqrt(max(0.0, rim * rim - dy * dy)) - 8
        status = tips.status_text(obs, self)
        room -= self.status.x()
        # a long status (between two stages) is drawn smaller, down to its 100 % size,
        # before it is cut
        size = round(LABEL_PX * self.sz.words)
        while (
            size > LABEL_PX and QFontMetricsF(font_px(size, False)).horizontalAdvance(status) > room
        ):
            size -= 1
        self.status.setFont(font_px(size, False))
        self.status.setText(elided(status, size, room, False))
        self.status.setToolTip(status)

    def jerseys(self, obs: RdvObservation) -> dict[int, str]:
        if not obs.book.results:
            return {}
        book = obs.book.race_book()  # its classifications as they stand
        out: dict[int, str] = {}
        standings = {c.kind: c.standings for c in book.standings()}
        if standings.get(GENERAL):
            out[standings[GENERAL][0].competitor] = "leader"
        # one jersey a rider: the general's leader leaves the polka dots to the next
        # climber (as on the Tour), who must have scored
        climbers = [s for s in standings.get(MOUNTAINS, []) if s.value > 0]
        wearer = next((s.competitor for s in climbers if s.competitor not in out), None)
        if wearer is not None:
            out[wearer] = "climber"
        return out

    def spots(self, obs: RdvObservation) -> dict[int, tuple[int, int]]:
        """Where each rider on the table stands: (case, his place on it)."""
        out: dict[int, tuple[int, int]] = {}
        for position, riders in obs.cases.items():
            if position in self.cases:
                out.update((r, (position, k)) for k, r in enumerate(riders))
        # past the line they stand from the finish case on, in the order they crossed
        # it, on the places left free (a rider still on the finish case keeps his):
        # victory is not an empty road, and nobody hides under another
        arrived = [r for batch in obs.arrived for r in batch]
        taken = Counter(p for p, _k in out.values())
        past = [p for p in sorted(self.cases) if p >= obs.finish] or [obs.finish]
        for n, r in enumerate(arrived):
            free = [p for p in past if taken[p] < PER_CASE]
            # more arrivals than places drawn: the last case's riders fan out further
            position = free[0] if free else past[n % len(past)]
            if position in self.cases:
                out[r] = (position, taken[position])
                taken[position] += 1
        return out

    def _show_riders(self, obs: RdvObservation, spots: dict[int, tuple[int, int]]) -> None:
        asked = self.panel.asked_riders()
        clickable = self.panel.clickable_riders()
        jerseys = self.jerseys(obs)
        targets = {r: self.cases[p].seat_centre(k) for r, (p, k) in spots.items()}
        arrived = [r for batch in obs.arrived for r in batch]  # the first shows his place
        # every rider on the road glides to his new case (a group rides as one)
        self.motion.slide(dict(enumerate(self.riders)), targets, targets, self.animation_speed)
        placed = set(targets)
        for r, item in enumerate(self.riders):
            item.setVisible(r in placed)
            look = (r in asked, r in self.last[0] and r not in asked, jerseys.get(r, ""))
            if look != (item.active, item.marked, item.jersey):
                item.active, item.marked, item.jersey = look
                item.setZValue(12 if item.jersey else 10)  # the jersey over a neighbour
                item.update()
            first = bool(arrived) and r == arrived[0]
            badge = translate("RoueDeVitesse", "1st", "the stage's winner") if first else ""
            item.set_badge(badge)
            item.set_clickable(r in clickable)
            item.setToolTip(tips.rider_tip(obs, r, self.team_name(r // 3), jerseys.get(r, "")))

    def group_list(self, obs: RdvObservation) -> list[tuple[int, list[int]]]:
        """(group id, its riders front to back), the leading group first."""
        where = {r: p for p, rs in obs.cases.items() for r in rs}
        groups: dict[int, list[int]] = {}
        for r, g in obs.group_of.items():
            groups.setdefault(g, []).append(r)
        out = [(g, sorted(rs, key=lambda r: -where[r])) for g, rs in groups.items()]
        return sorted(out, key=lambda x: -where[x[1][0]])

    def _show_groups(self, obs: RdvObservation) -> None:
        key: list[tuple[Any, ...]] = [(g, tuple(rs), obs.pace[g]) for g, rs in self.group_list(obs)]
        key.append((self.panel.asked_group(), tuple(obs.cases.items()), self.stage))
        if key != self.group_key:
            self.group_key = key
            self._outline_groups(obs)
        where = {r: p for p, rs in obs.cases.items() for r in rs}
        lit = set()
        for a in self.legal:
            if a[0] == "pace" and a[1] == self.panel.asked_group():
                riders = next(rs for g, rs in self.group_list(obs) if g == a[1])
                lit.add((obs.terrain(where[riders[0]]), a[2]))
        self.wheel.set_state(self.tokens, lit)

    def _outline_groups(self, obs: RdvObservation) -> None:
        for item in self.groups:
            self.scene.removeItem(item)
        self.groups = []
        where = {r: p for p, rs in obs.cases.items() for r in rs}
        asked_group = self.panel.asked_group()
        tokens = []
        for number, (gid, riders) in enumerate(self.group_list(obs), start=1):
            front, back = where[riders[0]], where[riders[-1]]
            rows: dict[float, QRectF] = {}
            for p in range(back, front + 1):
                case = self.cases.get(p)
                if case is None:
                    continue
                b = case.box
                rect = QRectF(b.x, b.y, b.w, b.h)
                rows[b.y] = rows[b.y].united(rect) if b.y in rows else rect
            head = self.cases.get(front)
            if head is None or not rows:
                continue
            pace = obs.pace[gid]
            hb = head.box
            outline = GroupOutline(
                list(rows.values()), QRectF(hb.x, hb.y, hb.w, hb.h), number, pace, self.sz.piece
            )
            outline.lit = gid == asked_group
            terrain = obs.terrain(front)
            cases = int(self.values["paces"][terrain][pace])
            names = [obs.riders[r] for r in riders]
            outline.setToolTip(tips.group_tip(number, pace, cases, names))
            self.scene.addItem(outline)
            self.groups.append(outline)
            tokens.append((number, terrain, pace, gid == asked_group))
        self.tokens = tokens

    def _show_sheets(self, obs: RdvObservation) -> None:
        start = obs.start_skills or obs.skills
        asked = set(self.session.to_move())
        for t, sheet in enumerate(self.sheets):
            riders = [(obs.riders[r], obs.skills[r], start[r]) for r in range(3 * t, 3 * t + 3)]
            sheet.set_sheet(self.team_name(t), riders, t in asked and obs.phase != "over")

    def _show_cases(self, obs: RdvObservation, spots: dict[int, tuple[int, int]]) -> None:
        lit = self.panel.clickable_cases()
        counts = Counter(p for p, _ in spots.values())
        for position, case in self.cases.items():
            case.set_look(position in lit, position in self.last[1])
            count = counts[position]  # riders on the road, or arrived past the line
            if count != case.shown_count:  # the tip only changes with the riders on it
                case.set_riders(count)
                case.setToolTip(tips.case_tip(obs, position))

    def _show_targets(self) -> None:
        if self.refreshing or self.obs is None:
            return
        spots = self.spots(self.obs)
        self._show_riders(self.obs, spots)
        self._show_cases(self.obs, spots)

    def _notch_clicked(self, terrain: str, pace: int) -> None:
        gid = self.panel.asked_group()
        if ("pace", gid, pace) in self.legal:
            self.play(("pace", gid, pace))

    def pieces(self, piece: str, key: Any) -> QGraphicsItem | None:
        """A lesson's pieces: `rider` r, `case` p (`lit_case` p only while a click on it
        plays), `group` n (its tag's number), `sheet` t, the `wheel`."""
        found: dict[str, Callable[[], QGraphicsItem | None]] = {
            "rider": lambda: self.riders[key],
            "case": lambda: self.cases[key],
            "lit_case": lambda: self.cases[key] if self.cases[key].lit else None,
            "group": lambda: self.groups[key - 1],
            "sheet": lambda: self.sheets[key],
            "wheel": lambda: self.wheel,
        }
        try:
            return found[piece]()
        except (KeyError, IndexError, TypeError):
            return None

    # -- events and words -------------------------------------------------------------
    def forget_moves(self) -> None:
        """The review jumps: no mark carried over (ui/table/review.py)."""
        self.last = (set(), set())

    def show_events(self, seat: int, events: list[Event]) -> None:
        """The last move stays marked: who moved on his own (placed, shifted, broke
        away, countered, dropped back) and where to; the groups' ride clears it."""
        riders: set[int] = set()
        cases: set[int] = set()
        moved = any(e.kind in MOVES or e.kind == StageStarted.kind for e in events)
        for kind in TO:
            riders.update(p.rider for p in kind.among(events))
            cases.update(p.to for p in kind.among(events))
        riders.update(p.rider for p in CounterJudged.among(events))
        if moved:
            self.last = (riders, cases)

    def opening_lines(self) -> list[str]:
        return [
            self.describe_event(StageStarted(1).event()) or "",
        ]

    def retranslate(self) -> None:
        self.stage = 0  # the wheel's and legend's words are painted at build time
        self.panel.retranslate()
        self.refresh()


VIEW = RdvView
