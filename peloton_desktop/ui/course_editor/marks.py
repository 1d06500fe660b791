"""What the editor draws over a case besides the course itself: the mark of a failed
check (an outline and a "!" badge). The board and the legend paint it with this."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.courses.common import Severity
from peloton_desktop.draw.paint import text_in
from peloton_desktop.draw.palette import qcolor


def issue_colour_role(severity: Severity) -> colours.Shade:
    return colours.WARNING if severity == "error" else colours.HIGHLIGHT_STRONG


def paint_issue_mark(p: QPainter, r: QRectF, severity: Severity) -> None:
    """A thick outline inside the case and a round "!" badge on its top right corner."""
    unit = min(r.width(), r.height())
    colour = qcolor(issue_colour_role(severity))
    p.save()
    p.setPen(QPen(colour, max(0.8, unit * 0.09)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    inset = unit * 0.05
    p.drawRect(r.adjusted(inset, inset, -inset, -inset))
    radius = max(1.5, unit * 0.16)
    centre = QPointF(r.right() - radius * 0.6, r.top() + radius * 0.6)
    p.setPen(QPen(qcolor(colours.PAPER), radius * 0.15))
    p.setBrush(colour)
    p.drawEllipse(centre, radius, radius)
    badge = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    ink = colours.INK_ON_DARK if severity == "error" else colours.INK
    text_in(p, badge, "!", radius * 1.4, qcolor(ink), True)
    p.restore()
