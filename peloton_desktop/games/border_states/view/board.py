"""Border States' view: the table (table.py) over the decision panel (decision.py).

The legal choices are ringed on the table and a click plays them, or narrows the
panel's decision one step (touch.py); the panel stays the keyboard path. The last
move is marked until the next one and animated at the settings' speed (motion.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states import palette
from peloton_desktop.games.border_states.rules import BsObservation
from peloton_desktop.games.border_states.rules.events import RoundStarted
from peloton_desktop.games.border_states.rules.observation import placed_block
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.games.border_states.view import motion
from peloton_desktop.games.border_states.view.layout import Layout
from peloton_desktop.games.border_states.view.legend import marks_legend
from peloton_desktop.games.border_states.view.panel import BsPanel, pending_block
from peloton_desktop.games.border_states.view.table import Table
from peloton_desktop.games.border_states.view.text import (
    describe_event,
    describe_result,
    side_name,
)
from peloton_desktop.games.border_states.view.touch import Key, touches
from peloton_desktop.ui.pieces.motion import Motion
from peloton_desktop.ui.table.game_view import GameView
from peloton_desktop.ui.table.session import GameSession


class BsView(GameView[BsObservation]):
    observed = BsObservation
    decision: BsPanel  # the base's panel: this game's

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("bsView")
        self.decision = BsPanel(session.game)
        scene = self.build_table(palette.TABLE, self.decision)
        scene.setItemIndexMethod(scene.ItemIndexMethod.NoIndex)  # regions are rebuilt often
        self.table = Table(session.game, scene, self.touch)
        self.motion = Motion(self, motion.MOVE_MS)
        self.decision.narrowed.connect(self._narrowed)
        self.legend = marks_legend(it.MIN_PX, 0)
        scene.addItem(self.legend)
        self._laid: Layout | None = None
        self._before: BsObservation | None = None
        self._moved = False
        self._mover: int | None = None  # whose moves the marks show
        self._same_mover = False
        self.refresh()

    def refresh(self) -> None:
        self.motion.settle()
        obs = self.observation()
        marks: set[Key] = set()
        moves: list[motion.Move] = []
        flights: list[tuple[str, Any, Any]] = []
        steps: list[tuple[Key, float]] = []
        if self._moved:
            self._moved = False
            marks, moves = motion.last_move(self._before, obs)
            won, flights = motion.won_cubes(self._before, obs)
            stepped, steps = motion.stepped(self._before, obs)
            new = marks | won | stepped
            # one side's moves in a row (a bot places, then says done) stay marked
            # together until the other side moves
            self.table.marks = (self.table.marks | new) if self._same_mover else new
        self._before = obs
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        self.decision.show_decision(obs, legal, self.viewer, self._waiting(obs))
        self.table.update(self._with_pending(obs), self.viewer, touches(self.decision))
        self._place_legend()
        self._animate(moves, flights, steps)

    def _place_legend(self) -> None:
        """The legend under the table and the scene's size, at the table's layout (it
        changes with the text size)."""
        lay = self.table.layout
        if lay == self._laid:
            return
        self._laid = lay
        legend = self.legend
        legend.prepareGeometryChange()
        legend.px, legend.width = lay.legend_px, lay.width
        legend.setPos(0, lay.height + 2)
        bottom = lay.height + 4 + legend.boundingRect().height()
        self.scene.setSceneRect(QRectF(-8, -8, lay.width + 16, bottom + 8))
        self.board.fit()

    def _animate(
        self,
        moves: list[motion.Move],
        flights: list[tuple[str, QPointF, QPointF]],
        steps: list[tuple[Key, float]],
    ) -> None:
        speed = self.animation_speed
        if speed <= 0:
            return
        slides: list[tuple[QGraphicsObject, QPointF]] = []
        cubes: list[tuple[QGraphicsObject, QPointF, QPointF]] = []
        for move in moves:
            piece = self.table.pieces.get(move.key)
            if piece is not None:
                slides.append((piece, move.start - piece.mapToScene(piece.rect.topLeft())))
        for key, dx in steps:
            piece = self.table.pieces.get(key)
            if piece is not None:
                slides.append((piece, QPointF(dx, 0)))
        for code, start, end in flights:
            cubes.append((motion.flying_cube(self.table.scene, code), start, end))
        self.motion.arrive(slides, speed, cubes)

    def _narrowed(self) -> None:
        """The panel moved one step (a button or a table piece): ring the new choices."""
        obs = self._before if self._before is not None else self.table.obs  # as observed
        self.table.update(self._with_pending(obs), self.viewer, touches(self.decision))

    def _with_pending(self, obs: BsObservation) -> BsObservation:
        """`obs` with the first block of the placement under way in its front (the
        first free slot, as the engine will put it): known to its owner from then on."""
        pending = pending_block(self.decision)
        if pending is None or self.viewer is None:
            return obs
        b, f, block, face_up = pending
        front = list(obs.slots[b][f])
        if None not in front:
            return obs
        front[front.index(None)] = placed_block(self.viewer, block, face_up, False)
        upper, lower = obs.slots[b]
        battle = (tuple(front), lower) if f == 0 else (upper, tuple(front))
        slots = tuple(battle if k == b else s for k, s in enumerate(obs.slots))
        return replace(obs, slots=slots)

    def touch(self, key: Key) -> None:
        """A click on a ringed table piece: the choice it stands for, as the panel's."""
        choice = touches(self.decision).choices.get(key)
        if choice is not None:
            choice.act()

    def pieces(self, piece: str, key: Any) -> QGraphicsItem | None:
        """A lesson's pieces by their table key (touch.py): `piece` ["front", 0, 1]
        always; `choice` only while a click on it is one of the choices, a key or
        {"at": key, "when": a piece already picked, or null while none is}."""
        when: Any = ()
        if isinstance(key, dict):
            key, when = key.get("at"), key.get("when")
        try:
            found = tuple(key)
        except TypeError:
            return None
        if piece == "choice":
            touches = self.table.touches
            if found not in touches.choices:
                return None
            if when is None and touches.selected:
                return None
            if when and tuple(when) not in touches.selected:
                return None
        return self.table.pieces.get(found) if piece in ("piece", "choice") else None

    def forget_moves(self) -> None:
        """The review jumps: no mark carried over (ui/table/review.py)."""
        self._moved, self._mover, self._same_mover = False, None, False
        self.table.marks = set()

    def show_events(self, seat: int, events: list[Event]) -> None:
        self._moved = True
        self._same_mover, self._mover = seat == self._mover, seat

    def retranslate(self) -> None:
        for region in self.table.regions:
            region.key = None
        super().retranslate()

    def _waiting(self, obs: BsObservation) -> str:
        if obs.over:
            return translate("BorderStates", "The war is over.")
        names = ", ".join(self.session.seat_name(s) for s in self.session.to_move())
        return translate("BorderStates", "{year}, turn {turn}: waiting for {names}.").format(
            year=obs.year, turn=obs.turn, names=names
        )

    def seat_label(self, seat: int) -> str:
        return f"{self.session.seat_name(seat)} ({side_name(seat)})"

    def opening_lines(self) -> list[str]:
        obs = self.initial_observation()  # also for a resumed game
        cubes = [list(c) for c in obs.conquest]
        event = RoundStarted(obs.round, obs.year, [b.card for b in obs.battles], cubes).event()
        return [describe_event(event, self.session.game, obs) or ""]

    def describe_event(self, event: Event) -> str | None:
        return describe_event(event, self.session.game, self.table.obs)

    def describe_result(self, result: Result) -> str:
        return describe_result(result)


VIEW = BsView
