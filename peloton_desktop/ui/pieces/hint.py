"""The coach's mark on a piece: a ring in the coach's colour and the choice's rank in
a badge, outside whatever the piece already shows (a legal ring, the last move)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor, stroke

BADGE = 18.0  # the rank's disc, in the piece's units


def hint_ring(p: QPainter, r: QRectF, rank: int, radius: float | None = None) -> None:
    """Ring `r` (an ellipse when `radius` is None) with the rank on its top edge."""
    colour = qcolor(colours.COACH_HINT)
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colour, stroke(3.5)))
    ring = r.adjusted(-5, -5, 5, 5)
    if radius is None:
        p.drawEllipse(ring)
    else:
        p.drawRoundedRect(ring, radius + 4, radius + 4)
    badge = QRectF(ring.right() - BADGE * 0.7, ring.top() - BADGE * 0.3, BADGE, BADGE)
    p.setBrush(colour)
    p.setPen(QPen(qcolor(colours.PAPER), stroke(1.5)))
    p.drawEllipse(badge)
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(int(BADGE * 0.7))
    p.setFont(font)
    p.setPen(qcolor(colours.INK_ON_DARK))
    p.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), str(rank))
    p.restore()


def hint_bounds(r: QRectF) -> QRectF:
    """What a ringed piece paints beyond `r` (the ring and its badge)."""
    return r.adjusted(-8, -8 - BADGE * 0.3, 8 + BADGE * 0.3, 8)
