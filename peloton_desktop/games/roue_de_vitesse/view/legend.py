"""What the marks of Roue de Vitesse's road mean, each drawn by the painter the table
uses (issue 26). The terrains and the paces' outlines have their own legend under
the wheel (board.py)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse.style import RDV_FILL
from peloton_desktop.games.roue_de_vitesse.view.items import LIT, paint_jersey
from peloton_desktop.ui.pieces.legend import MarkLegend, Painter
from peloton_desktop.ui.pieces.rider import LAST_MOVE


def _case(ring: QColor, width: float, style: Qt.PenStyle) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(INK, 0.6))
        p.setBrush(QColor(RDV_FILL["F"]))
        p.drawRect(r)
        p.setPen(QPen(ring, width, style))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5))

    return paint


def _jersey(kind: str) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_jersey(p, r.adjusted(2, 2, -2, -2), kind)

    return paint


def marks_legend(px: float, width: float) -> MarkLegend:
    return MarkLegend(
        [
            (
                _case(LIT, 3, Qt.PenStyle.SolidLine),
                lambda: translate("RoueDeVitesse", "where you may go (click)"),
            ),
            (
                _case(LAST_MOVE, 2, Qt.PenStyle.DashLine),
                lambda: translate("RoueDeVitesse", "the last move"),
            ),
            (_jersey("leader"), lambda: translate("RoueDeVitesse", "leader of the general")),
            (_jersey("climber"), lambda: translate("RoueDeVitesse", "best climber")),
        ],
        px,
        width,
    )
