"""The one animation path of every table: pieces glide to where the state already is.

A view reads the events of the last action, updates its items to the new state, then
asks `Motion` to show how they got there. The state never waits for an animation: a
new update (or a redraw) settles the running one at once, so a fast sequence of moves
never leaves a piece behind, and speed 0 (the settings' "no animation") shows none.

Two calls cover the five games:
- `slide`: items move to their targets, together or one after another;
- `arrive`: items already home start elsewhere and come home, and temporary pieces
  (a won cube, a laid card) fly from one point to another, then leave the scene.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject
from shiboken6 import isValid

SLIDE_MS = 320


class Motion(QObject):
    def __init__(self, parent: QObject | None = None, ms: int = SLIDE_MS) -> None:
        super().__init__(parent)
        self.ms = ms
        self.running: QAbstractAnimation | None = None
        self._ends: list[tuple[QObject, bytes, QPointF]] = []
        self._flying: list[QGraphicsItem] = []

    def settle(self) -> None:
        """Every piece where the state says, at once; temporary pieces gone."""
        if self.running is not None:
            running, self.running = self.running, None
            running.stop()
        for moved, prop, end in self._ends:
            if isValid(moved):
                moved.setProperty(prop.decode(), end)
        self._ends = []
        for item in self._flying:
            scene = item.scene() if isValid(item) else None
            if scene is not None:
                scene.removeItem(item)
        self._flying = []

    def slide(
        self,
        items: Mapping[int, QGraphicsObject],
        targets: Mapping[int, QPointF],
        moving: Iterable[int],
        speed: float,
        *,
        one_by_one: bool = False,
        prop: bytes = b"pos",
    ) -> None:
        """Put each item at its target; the visible ones in `moving` glide there (in
        order when `one_by_one`: a group's riders one after another)."""
        self.settle()
        glide = [
            k
            for k in dict.fromkeys(moving)
            if k in targets and speed > 0 and items[k].isVisible() and items[k].pos() != targets[k]
        ]
        for k, target in targets.items():
            if k not in glide:
                items[k].setPos(target)
        self._start([(items[k], None, targets[k]) for k in glide], speed, one_by_one, prop)

    def arrive(
        self,
        pieces: Iterable[tuple[QGraphicsObject, QPointF]],
        speed: float,
        flights: Iterable[tuple[QGraphicsObject, QPointF, QPointF]] = (),
    ) -> None:
        """Each piece (already home) starts at home + offset and comes home; each
        flight, a temporary piece already in the scene, travels from start to end and
        then leaves the scene (at once with speed 0)."""
        self.settle()
        flights = list(flights)
        self._flying = [item for item, _, _ in flights]
        moves: list[tuple[QGraphicsObject, QPointF | None, QPointF]] = [
            (item, item.pos() + off, item.pos()) for item, off in pieces
        ]
        self._start(moves + list(flights), speed)

    def _start(
        self,
        moves: list[tuple[QGraphicsObject, QPointF | None, QPointF]],
        speed: float,
        one_by_one: bool = False,
        prop: bytes = b"pos",
    ) -> None:
        if not moves or speed <= 0:
            self.settle()
            return
        group: QParallelAnimationGroup | QSequentialAnimationGroup = (
            QSequentialAnimationGroup(self) if one_by_one else QParallelAnimationGroup(self)
        )
        for item, start, end in moves:
            anim = QPropertyAnimation(item, prop, group)
            anim.setDuration(int(self.ms * speed))
            anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
            if start is not None:
                anim.setStartValue(start)
                item.setProperty(prop.decode(), start)
            anim.setEndValue(end)
            group.addAnimation(anim)
            self._ends.append((item, prop, end))
        group.finished.connect(self.settle)
        self.running = group
        group.start()
