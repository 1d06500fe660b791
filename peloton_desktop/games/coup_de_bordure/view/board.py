"""The Coup de bordure table: course, riders, plaquettes and the decision panel.

Players play on the pieces: the legal pace markers of the viewer's riders are
ringed on their plaquettes and a click chooses the pace (the panel asks for the
tokens when there is more than one way to pay); the panel stays as the keyboard
path. The last move stays marked (riders and plaquettes ringed with dashes, the
paces revealed) until the next public move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from peloton_desktop.core.narrowing import Narrowing
from peloton_desktop.core.protocol import Action, Event, Result
from peloton_desktop.draw.textbox import elided, text_scale
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure import palette
from peloton_desktop.games.coup_de_bordure.rules import CdbObservation, RiderView
from peloton_desktop.games.coup_de_bordure.rules.events import GroupStarted, RiderMoved, TurnStarted
from peloton_desktop.games.coup_de_bordure.view import tips
from peloton_desktop.games.coup_de_bordure.view.items import CdbRider, FinishItem, TileItem
from peloton_desktop.games.coup_de_bordure.view.layout import (
    LABEL_H,
    PLAQ_GAP,
    line_height,
    sizes_for,
    slot_centre,
    team_origin,
    team_width,
    track_layout,
    wrapped,
)
from peloton_desktop.games.coup_de_bordure.view.legend import marks_legend
from peloton_desktop.games.coup_de_bordure.view.marks import LastMove, last_move
from peloton_desktop.games.coup_de_bordure.view.panel import PACE_STEPS, CdbPanel
from peloton_desktop.games.coup_de_bordure.view.plaquette import PlaquetteItem
from peloton_desktop.games.coup_de_bordure.view.text import (
    describe_event,
    describe_result,
    pace_name,
    rider_label,
    terrain_name,
)
from peloton_desktop.ui.pieces.motion import Motion
from peloton_desktop.ui.table.game_view import GameView
from peloton_desktop.ui.table.session import GameSession

MOVE_MS = 260  # one rider's move at normal animation speed
LEGEND_PX = 14  # the marks' legend under the plaquettes


class CdbView(GameView[CdbObservation]):
    observed = CdbObservation
    decision: CdbPanel  # the base's panel: this game's

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("cdbView")
        self.values = session.game.ruleset.values
        self.decision = CdbPanel(self.values)
        self.build_table(palette.TABLE, self.decision)
        self.motion = Motion(self, MOVE_MS)
        self._moving: list[int] = []
        self.marks = LastMove()
        self.tows: list[Action] = []  # the tows offered to the viewer, if any
        self._build(self.observe(None))
        self.refresh()

    # -- building the table -------------------------------------------------------
    def _build(self, public: CdbObservation) -> None:
        course = public.course
        self._teams: list[str] = list(public.teams)
        self.sizes = sizes = sizes_for(len(public.teams), text_scale())
        self.track = track_layout(len(course), public.finish_tiles, sizes)
        feed = public.ravitaillement
        self.tiles = [
            TileItem(i + 1, t, self.track.cases[i], i + 1 == feed, sizes)
            for i, t in enumerate(course)
        ]
        self.finish_tiles = [FinishItem(i, r, sizes) for i, r in enumerate(self.track.finish)]
        for item in [*self.tiles, *self.finish_tiles]:
            self.scene.addItem(item)
        for tile in self.tiles:
            tile.clicked.connect(self._tow_clicked)
        self.turn_label = self.add_label(18, True, grows=True)
        self.case_label = self.add_label(14, False, grows=True)
        corner = self.track.free
        self.turn_label.setPos(corner.left() + 10, corner.top() + 14)
        below = self.turn_label.y() + line_height(self.turn_label) + 10
        self.case_label.setPos(corner.left() + 10, max(corner.top() + 46, below))
        for label in (self.turn_label, self.case_label):
            label.setVisible(corner.width() > 0)
        slots = self.values["plaquette_slots"]
        self.riders: list[CdbRider] = []
        self.plaquettes: list[PlaquetteItem] = []
        self.team_labels: list[QGraphicsSimpleTextItem] = []
        for i, info in enumerate(public.riders):
            style = self.team_style(info.team, info.letter)
            rider = CdbRider(i, style, sizes.rider_r, sizes.rider_px, sizes.badge)
            rider.paces = self.values["paces"]
            self.scene.addItem(rider)
            self.riders.append(rider)
            plaq = PlaquetteItem(
                self.team_style(info.team, info.letter), rider.paces, slots, sizes.plaq
            )
            for pace, marker in plaq.markers.items():
                marker.chosen.connect(lambda _p, r=i, pace=pace: self._pace_clicked(r, pace))
            self.scene.addItem(plaq)
            self.plaquettes.append(plaq)
        top = self.track.bottom + sizes.board_gap
        label_h = LABEL_H
        for t in range(len(public.teams)):
            label = self.add_label(16, True, grows=True)
            label_h = max(LABEL_H, line_height(label) + 2)
            origin = team_origin(t, top, slots, sizes, label_h)
            label.setPos(origin)
            self.team_labels.append(label)
            riders = [i for i, r in enumerate(public.riders) if r.team == t]
            for k, r in enumerate(riders):
                x = origin.x() + k * (sizes.plaq.width + PLAQ_GAP)
                self.plaquettes[r].setPos(x, origin.y() + label_h)
        self._add_legend(len(public.teams), top, slots, label_h)
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-10, -10, 10, 10))

    def _add_legend(self, teams: int, top: float, slots: int, label_h: float) -> None:
        """The marks' legend under the plaquettes; at a larger text size, where a team
        would stand beside the last one (an odd number of teams), so the table keeps
        its height and its words grow on screen."""
        sizes = self.sizes
        px = sizes.px(LEGEND_PX)
        if sizes.scale > 1 and teams % 2:
            at = team_origin(teams, top, slots, sizes, label_h)
            self.legend = marks_legend(self.values["paces"], px, team_width(sizes))
            self.legend.setPos(at.x(), at.y() + label_h)
        else:
            board = self.scene.itemsBoundingRect()
            self.legend = marks_legend(self.values["paces"], px, board.width())
            self.legend.setPos(board.left(), board.bottom() + 6)
        self.scene.addItem(self.legend)

    def _rebuild_if_resized(self) -> None:
        """The settings' text size changed: the table laid out again at the new size."""
        if self.sizes.scale == text_scale():
            return
        self.motion.settle()
        self.scene.clear()
        self._build(self.observe(None))

    def team_name(self, team: int) -> str:
        return f"{self.session.seat_name(team)} ({self._teams[team]})"

    # -- showing a state ------------------------------------------------------------
    def refresh(self) -> None:
        self._rebuild_if_resized()
        obs = self.observation()
        session = self.session
        step = session.review_step if session.reviewing else len(session.history)
        self.marks = last_move(session.history[:step])
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        paces = [a for a in legal if a[0] == "pace"]
        decision_rider = self._decision_rider(obs, legal)
        self.tows = [a for a in legal if a[0] == "tow"]
        target = self._tow_target(obs)
        for tile in self.tiles:
            tile.set_highlight(not obs.over and tile.number == obs.case)
            tile.set_target(tile.number == target)
            tip = tips.tile_tip(obs, tile.number)
            if tile.number == target:
                tip += "\n" + tips.tow_target_tip(len(self.tows))
            tile.setToolTip(tip)
        for i, finish in enumerate(self.finish_tiles):
            finish.setToolTip(tips.finish_tip(i))
        turn, case = tips.turn_text(obs)
        room = self.track.free.width() - 14
        self.turn_label.setText(wrapped(turn, self.turn_label.font(), room))
        self.case_label.setText(wrapped(case, self.case_label.font(), room))
        for label in (self.turn_label, self.case_label):
            label.setToolTip(tips.turn_tip())
        for t, heading in enumerate(self.team_labels):
            name = self.team_name(t)
            heading.setText(elided(name, self.sizes.px(16), team_width(self.sizes)))
            heading.setToolTip(tips.team_tip(name))
        for i, info in enumerate(obs.riders):
            self._show_rider(obs, i, info, paces, decision_rider)
        self._place_riders(obs)
        self.decision.show_decision(obs, legal, self.viewer, self._waiting_text(obs))
        self.ring_pieces()  # the coach's choices on the pace markers

    def describe_action(self, action: Any) -> str | None:
        if action[0] != "pace":
            return None
        obs = self.observation()
        return translate("CoupDeBordure", "{rider}: {pace}").format(
            rider=rider_label(obs, action[1]), pace=pace_name(action[2])
        )

    def _tow_target(self, obs: CdbObservation) -> int | None:
        """The case a tow offered to the viewer takes his rider to (lit, clickable)."""
        if not self.tows or obs.decision is None:
            return None
        v = self.values
        cases = v["tow_offensive_move"] if obs.decision.kind == "tow3" else v["tow_move"]
        return int(obs.riders[self.tows[0][1]].pos) + int(cases)

    def _tow_clicked(self, _case: int) -> None:
        if len(self.tows) == 1:  # several ways to pay: the panel's buttons say which
            self.play(self.tows[0])

    def _show_rider(
        self, obs: CdbObservation, i: int, info: RiderView, paces: list[Action], active: int | None
    ) -> None:
        own = self.viewer is None or info.team == self.viewer
        team = self.team_name(info.team)
        revealed = info.pace if obs.step > 0 else None
        shown = revealed if revealed is not None else self.marks.paces.get(i, "")
        moved = i in self.marks.riders
        rider = self.riders[i]
        look = (i == active, moved and i != active, shown)
        if look != (rider.active, rider.marked, rider.pace):
            rider.active, rider.marked = look[:2]
            rider.set_pace(shown)
            rider.update()
        rider.setToolTip(tips.rider_tip(obs, i, team, shown, moved))
        plaq = self.plaquettes[i]
        status = self._status(obs, i, info)
        plaq.update_from(info, own, self.values["plaquette_slots"], status, *look[:2])
        plaq.setToolTip(tips.plaquette_tip(obs, i, team))
        mine = [a for a in paces if a[1] == i]
        pending = (
            self.decision.path[1]
            if len(self.decision.path) > 1 and self.decision.path[0] == i
            else None
        )
        for pace, marker in plaq.markers.items():
            count = sum(1 for a in mine if a[2] == pace)
            if pace == "offensive" and info.offensive_used:
                state = "used"
            elif pending is not None:
                state = "chosen" if pace == pending else "faded"
            elif mine:
                state = "legal" if count else "faded"
            elif info.pace is not None:
                state = ("revealed" if obs.step > 0 else "chosen") if pace == info.pace else "faded"
            elif shown:
                state = "last" if pace == shown else "faded"
            else:
                state = ""
            marker.set_state(state)
            marker.leads_to = [a for a in mine if a[2] == pace]
            marker.setToolTip(
                tips.marker_tip(
                    pace,
                    "refused" if mine and not count and state != "used" else state,
                    info.name,
                    self.values["paces"],
                    count,
                )
            )

    def _decision_rider(self, obs: CdbObservation, legal: list[Action]) -> int | None:
        if obs.decision is not None:
            return obs.decision.rider
        if legal and legal[0][0] == "pace":
            if self.decision.legal == legal:
                first = self.decision.path[0] if self.decision.path else None
                return first if isinstance(first, int) else self.decision.current_rider()
            return next((r for r in obs.group if any(a[1] == r for a in legal)), None)
        return None

    def _pace_clicked(self, r: int, pace: str) -> None:
        """A ringed pace marker was clicked: play it, or ask the panel for the tokens."""
        if self.viewer is None:
            return
        paces = [a for a in self.session.legal_actions(self.viewer) if a[0] == "pace"]
        narrowing = Narrowing.of(paces, PACE_STEPS, (r,))
        if not narrowing.offers(pace):
            return
        result = narrowing.choose(pace)
        if isinstance(result, Narrowing):
            self.decision.go(result.path)
            self.refresh()
        else:
            self.decision.path = ()
            self.play(result)

    def pieces(self, piece: str, key: Any) -> QGraphicsItem | None:
        """A lesson's pieces: `rider` r, `plaquette` r, `marker` [r, pace] (a pace marker
        on its plaquette), `tile` n (1-based)."""
        try:
            if piece == "marker":
                r, pace = key
                if isinstance(r, int) and isinstance(pace, str):
                    return self.plaquettes[r].markers[pace]
                return None
            found: dict[str, Sequence[QGraphicsItem]] = {
                "rider": self.riders,
                "plaquette": self.plaquettes,
                "tile": self.tiles,
            }
            return found[piece][key - (piece == "tile")] if isinstance(key, int) else None
        except (KeyError, IndexError, TypeError, ValueError):
            return None

    def _status(self, obs: CdbObservation, i: int, info: RiderView) -> str:
        lines = []
        if info.pace is not None:
            lines.append(pace_name(info.pace))
        elif info.chosen:
            lines.append(translate("CoupDeBordure", "Pace chosen"))
        elif i in obs.group and not obs.over and obs.step == 0:
            lines.append(translate("CoupDeBordure", "Choosing"))
        if info.fed:
            lines.append(translate("CoupDeBordure", "Fed"))
        return " · ".join(lines)

    def _waiting_text(self, obs: CdbObservation) -> str:
        if obs.over:
            return translate("CoupDeBordure", "The race is over.")
        movers = self.session.to_move()
        names = ", ".join(self.session.seat_name(s) for s in movers)
        terrain = terrain_name(obs.course[obs.case - 1])
        return translate("CoupDeBordure", "Case {case} ({terrain}): waiting for {names}.").format(
            case=obs.case, terrain=terrain, names=names
        )

    def _place_riders(self, obs: CdbObservation) -> None:
        by_case: dict[int, list[int]] = {}
        for i, info in enumerate(obs.riders):
            by_case.setdefault(info.pos, []).append(i)
        targets: dict[int, QPointF] = {}
        for pos, riders in by_case.items():
            rect = self.track.rect_of(pos)
            for k, r in enumerate(riders):
                targets[r] = slot_centre(rect, k, len(riders), self.sizes)
        moving, self._moving = self._moving, []
        # a group's riders move one after another, as the rulebook moves them
        pieces = dict(enumerate(self.riders))
        self.motion.slide(pieces, targets, moving, self.animation_speed, one_by_one=True)

    def show_events(self, seat: int, events: list[Event]) -> None:
        self._moving += [p.rider for p in RiderMoved.among(events)]

    # -- words ------------------------------------------------------------------------
    def opening_lines(self) -> list[str]:
        obs = self.initial_observation()  # also for a resumed game
        events = [
            TurnStarted(obs.turn).event(),
            GroupStarted(obs.case, list(obs.group)).event(),
        ]
        return [self.describe_event(e) or "" for e in events]

    def describe_event(self, event: Event) -> str | None:
        return describe_event(event, self.observe(None), self.team_name)

    def seat_label(self, seat: int) -> str:
        return self.team_name(seat)

    def describe_result(self, result: Result) -> str:
        return describe_result(result, self.observe(None), self.team_name)


VIEW = CdbView
