"""The Coup de bordure table: course, riders, plaquettes and the decision panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.games.coup_de_bordure.view.decision import DecisionPanel
from peloton_desktop.games.coup_de_bordure.view.items import (
    FINISH_W,
    RIDER_R,
    TILE,
    TILE_H,
    FeedItem,
    FinishItem,
    PlaquetteItem,
    TileItem,
)
from peloton_desktop.games.coup_de_bordure.view.text import (
    describe_event,
    describe_result,
    pace_name,
    rider_label,
    terrain_name,
)
from peloton_desktop.ui.game_view import GameView
from peloton_desktop.ui.pieces.rider import RiderItem
from peloton_desktop.ui.pieces.seat import SeatStyle, seat_style
from peloton_desktop.ui.session import GameSession

translate = QCoreApplication.translate
MOVE_MS = 260  # one rider's move at normal animation speed


class CdbView(GameView):
    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("cdbView")
        self.decision = DecisionPanel(session.game.ruleset.values)
        self.build_table("#EAF2E3", self.decision)
        self._animation: QSequentialAnimationGroup | None = None
        self._moving: list[int] = []
        self._build(session.observe(None))
        self.refresh()

    # -- building the table -------------------------------------------------------
    def _build(self, public: dict[str, Any]) -> None:
        course = public["course"]
        self.tiles = [TileItem(i + 1, t) for i, t in enumerate(course)]
        for item in self.tiles:
            self.scene.addItem(item)
        for i in range(public["finish_tiles"]):
            self.scene.addItem(FinishItem(i, len(course)))
        self.scene.addItem(FeedItem(public["ravitaillement"]))
        self.riders: list[RiderItem] = []
        self.plaquettes: list[PlaquetteItem] = []
        self.team_labels: list[QGraphicsSimpleTextItem] = []
        teams = len(public["teams"])
        per_row = 2 if teams > 1 else 1
        for i, info in enumerate(public["riders"]):
            rider = RiderItem(i, self.style(info["team"], info["letter"]), RIDER_R)
            self.scene.addItem(rider)
            self.riders.append(rider)
        top = TILE_H + 60
        team_w = 3 * (PlaquetteItem.WIDTH + 12) + 20
        for t in range(teams):
            x0 = (t % per_row) * team_w
            y0 = top + (t // per_row) * (PlaquetteItem.HEIGHT + 40)
            label = QGraphicsSimpleTextItem()
            font = QFont()
            font.setPixelSize(18)
            font.setBold(True)
            label.setFont(font)
            label.setPos(x0, y0)
            self.scene.addItem(label)
            self.team_labels.append(label)
            riders = [i for i, r in enumerate(public["riders"]) if r["team"] == t]
            for k, r in enumerate(riders):
                plaq = PlaquetteItem(self.style(t, public["riders"][r]["letter"]))
                plaq.setPos(x0 + k * (PlaquetteItem.WIDTH + 12), y0 + 24)
                self.scene.addItem(plaq)
                while len(self.plaquettes) <= r:
                    self.plaquettes.append(plaq)
                self.plaquettes[r] = plaq
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-10, -10, 10, 10))

    def style(self, team: int, letter: str) -> SeatStyle:
        """The team's seat colour and shape with a rider's letter."""
        seats = self.session.seats
        return seat_style(team, seats[team].colour if team < len(seats) else None, letter)

    def team_name(self, team: int) -> str:
        teams = self.session.observe(None)["teams"]
        return f"{self.session.seat_name(team)} ({teams[team]})"

    # -- showing a state ------------------------------------------------------------
    def refresh(self) -> None:
        obs = self.observation()
        slots = self.session.game.ruleset.values["plaquette_slots"]
        for item in self.scene.items():
            item.update()  # letters follow the language
        for tile in self.tiles:
            tile.highlight = not obs["over"] and tile.number == obs["case"]
            tile.update()
        decision_rider = self._decision_rider(obs)
        for i, info in enumerate(obs["riders"]):
            own = self.viewer is None or info["team"] == self.viewer
            self.plaquettes[i].update_from(info, own, slots, self._status(obs, i, info))
            self.plaquettes[i].active = i == decision_rider
            self.riders[i].active = i == decision_rider
            self.riders[i].badge = (
                pace_name(info["pace"]) if "pace" in info and obs["step"] > 0 else ""
            )
            self.riders[i].setToolTip(f"{rider_label(obs, i)} — {self.team_name(info['team'])}")
            self.riders[i].update()
        for t, label in enumerate(self.team_labels):
            label.setText(self.team_name(t))
        self._place_riders(obs)
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        self.decision.show_decision(obs, legal, self._waiting_text(obs), self.viewer)

    def _decision_rider(self, obs: dict[str, Any]) -> int | None:
        if obs["decision"]:
            return obs["decision"]["rider"]
        if self.viewer is not None:
            legal = self.session.legal_actions(self.viewer)
            if legal and legal[0][0] == "pace":
                return (
                    self.decision.current_rider()
                    if self.decision.legal == legal
                    else (next((r for r in obs["group"] if any(a[1] == r for a in legal)), None))
                )
        return None

    def _status(self, obs: dict[str, Any], i: int, info: dict[str, Any]) -> str:
        lines = []
        if "pace" in info:
            lines.append(pace_name(info["pace"]))
        elif info["chosen"]:
            lines.append(translate("CoupDeBordure", "Pace chosen"))
        elif i in obs["group"] and not obs["over"] and obs["step"] == 0:
            lines.append(translate("CoupDeBordure", "Choosing…"))
        if info["fed"]:
            lines.append(translate("CoupDeBordure", "Fed"))
        return "\n".join(lines)

    def _waiting_text(self, obs: dict[str, Any]) -> str:
        if obs["over"]:
            return translate("CoupDeBordure", "The race is over.")
        movers = self.session.to_move()
        names = ", ".join(self.session.seat_name(s) for s in movers)
        terrain = terrain_name(obs["course"][obs["case"] - 1])
        return translate("CoupDeBordure", "Case {case} ({terrain}): waiting for {names}.").format(
            case=obs["case"], terrain=terrain, names=names
        )

    def _slot_position(self, pos: int, index: int, finish: int) -> QPointF:
        if pos > finish:
            x = finish * TILE + (pos - finish - 1) * FINISH_W + FINISH_W / 2
            return QPointF(x, 42 + index * 30)
        col, row = index % 3, index // 3
        return QPointF((pos - 1) * TILE + 20 + col * 30, 42 + row * 26)

    def _place_riders(self, obs: dict[str, Any]) -> None:
        finish = len(obs["course"])
        by_case: dict[int, list[int]] = {}
        for i, info in enumerate(obs["riders"]):
            by_case.setdefault(info["pos"], []).append(i)
        targets = {}
        for pos, riders in by_case.items():
            for k, r in enumerate(riders):
                targets[r] = self._slot_position(pos, k, finish)
        moving = [r for r in self._moving if r in targets]
        self._moving = []
        speed = self.animation_speed
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if speed > 0 and moving:
            group = QSequentialAnimationGroup(self)
            for r in dict.fromkeys(moving):
                anim = QPropertyAnimation(self.riders[r], b"position", group)
                anim.setDuration(int(MOVE_MS * speed))
                anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
                anim.setEndValue(targets[r])
                group.addAnimation(anim)
            for r, target in targets.items():
                if r not in moving:
                    self.riders[r].setPos(target)
            self._animation = group
            group.start()
        else:
            for r, target in targets.items():
                self.riders[r].setPos(target)

    def show_events(self, seat: int, events: list[Event]) -> None:
        self._moving += [e.data["rider"] for e in events if e.kind == "rider_moved"]

    # -- words ------------------------------------------------------------------------
    def opening_lines(self) -> list[str]:
        obs = self.session.initial_observation()  # also for a resumed game
        events = [
            Event("turn_started", {"turn": obs["turn"]}),
            Event("group_started", {"case": obs["case"], "riders": obs["group"]}),
        ]
        return [self.describe_event(e) or "" for e in events]

    def describe_event(self, event: Event) -> str | None:
        return describe_event(event, self.session.observe(None), self.team_name)

    def seat_label(self, seat: int) -> str:
        return self.team_name(seat)

    def describe_result(self, result: Result) -> str:
        return describe_result(result, self.session.observe(None), self.team_name)
