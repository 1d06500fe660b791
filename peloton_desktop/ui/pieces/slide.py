"""Pieces sliding to their new place: one parallel animation per table update.

A new update settles the running one at once (the state is already there), so a
fast sequence of moves never leaves a piece behind.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
)
from PySide6.QtWidgets import QGraphicsObject

SLIDE_MS = 320


class Slides:
    def __init__(self, parent: QObject) -> None:
        self.parent = parent
        self.running: QParallelAnimationGroup | None = None

    def move(
        self,
        items: Mapping[int, QGraphicsObject],
        targets: Mapping[int, QPointF],
        sliding: Iterable[int],
        speed: float,
    ) -> None:
        """Put each item at its target; those in `sliding` (visible ones) glide."""
        if self.running is not None:
            self.running.stop()
            self.running = None
        moving = sorted(
            {k for k in sliding if k in targets and speed > 0 and self._off(items[k], targets[k])}
        )
        if moving:
            group = QParallelAnimationGroup(self.parent)
            for k in moving:
                anim = QPropertyAnimation(items[k], b"position", group)
                anim.setDuration(int(SLIDE_MS * speed))
                anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
                anim.setEndValue(targets[k])
                group.addAnimation(anim)
            self.running = group
            group.start()
        for k, target in targets.items():
            if k not in moving:
                items[k].setPos(target)

    @staticmethod
    def _off(item: QGraphicsObject, target: QPointF) -> bool:
        return item.isVisible() and item.pos() != target
