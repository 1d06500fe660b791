"""What the marks of Cyclistes' circuit mean, each drawn as the table draws it
(issue 26): the legend under the circuit and the rules help's key."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.paint import INK, chequer, hatch
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.cyclistes.view.items import STAR, STYLE, paint_yellow, star
from peloton_desktop.ui.pieces.legend import Entry, MarkLegend, Painter, rider_marks
from peloton_desktop.ui.pieces.rider import LAST_MOVE


def _road(p: QPainter, r: QRectF, terrain: str = "R") -> None:
    p.setPen(QPen(INK, stroke(0.6)))
    p.setBrush(STYLE.fill(terrain)[0])
    p.drawRect(r)


def _hatched(p: QPainter, r: QRectF) -> None:
    _road(p, r, "H")
    hatch(p, r, max(2.0, r.width() / 4))


def _start(p: QPainter, r: QRectF) -> None:
    _road(p, r)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qcolor(colours.START_LINE))
    p.drawRect(QRectF(r.left(), r.top(), r.width() * 0.2, r.height()))


def _finish(p: QPainter, r: QRectF) -> None:
    _road(p, r)
    chequer(p, QRectF(r.right() - r.width() * 0.3, r.top(), r.width() * 0.3, r.height()))


def _ringed(colour: QColor, style: Qt.PenStyle) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        _road(p, r)
        p.setPen(QPen(colour, stroke(2), style))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(1, 1, -1, -1))

    return paint


def marks_legend(px: float, width: float) -> MarkLegend:
    """What the circuit's marks mean, drawn with the circuit's own painters."""
    return MarkLegend(table_entries(), px, width)


def table_entries() -> list[Entry]:
    return [
        (
            _hatched,
            lambda: translate("Cyclistes", "difficulty: a taken case cannot be crossed"),
        ),
        (_start, lambda: translate("Cyclistes", "start line")),
        (_finish, lambda: translate("Cyclistes", "finish line")),
        (
            _ringed(qcolor(colours.HIGHLIGHT), Qt.PenStyle.SolidLine),
            lambda: translate("Cyclistes", "where the rider may go (click)"),
        ),
        (
            _ringed(LAST_MOVE, Qt.PenStyle.DashLine),
            lambda: translate("Cyclistes", "the last move"),
        ),
    ]


def _yellow(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_yellow(p, r.adjusted(8, 8, -8, -8))


def _leader(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = r.width() * 0.32
    centre = r.center() + QPointF(-2, 3)
    p.setPen(QPen(INK, stroke(1)))
    p.setBrush(QColor(colours.SEAT_BLUE))
    p.drawEllipse(centre, radius, radius)
    p.setBrush(STAR)
    p.drawPolygon(star(centre + QPointF(radius * 0.85, -radius * 0.85), radius * 0.53))


def marks(_ruleset: Ruleset) -> list[Entry]:
    """Every mark of the table: the legend's and the leaders'."""
    return [
        *table_entries(),
        (
            _leader,
            lambda: translate(
                "Cyclistes",
                "a leader: the star on its token, the L after its number (A1L); the "
                "others are its team-mates",
            ),
        ),
        (_yellow, lambda: translate("Cyclistes", "the yellow jersey: leader of the general")),
        *rider_marks(),
    ]
