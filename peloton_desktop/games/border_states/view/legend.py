"""What the marks of Border States' table mean, each drawn by the painter the table
uses (issue 26: nobody reaches for the rulebook to read a mark)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.draw.paint import SELECT
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states import palette
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.ui.pieces.legend import MarkLegend, Painter


def _battle(p: QPainter, r: QRectF) -> None:
    it.fill(palette.REGION.light, 3, QPen(qcolor(colours.HIGHLIGHT_STRONG), 3))(
        p, r.adjusted(1, 1, -1, -1)
    )


def _block(ring: QColor | None, width: float = 3, dashed: bool = False) -> Painter:
    """A Union block as the table rings it (`Piece.paint`'s rings)."""

    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = r.adjusted(3, 1, -3, -1)
        it.block_drawer(0)(p, body)
        if ring is not None:
            style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(ring, width, style))
            p.drawRoundedRect(body.adjusted(-2, -2, 2, 2), 4, 4)

    return paint


def _hidden(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    it.block_drawer(1, hidden=True)(p, r.adjusted(3, 1, -3, -1))


def _slot(p: QPainter, r: QRectF) -> None:
    it.slot_drawer(p, r.adjusted(3, 1, -3, -1))


def marks_legend(px: float, width: float) -> MarkLegend:
    return MarkLegend(
        [
            (_battle, lambda: translate("BorderStates", "a battle you may reach")),
            (_block(SELECT), lambda: translate("BorderStates", "a piece you may play (click)")),
            (_block(it.CHOSEN, 4), lambda: translate("BorderStates", "chosen, not yet played")),
            (
                _block(it.LAST_MOVE, 3, dashed=True),
                lambda: translate("BorderStates", "the last move"),
            ),
            (_hidden, lambda: translate("BorderStates", "a block face down")),
            (_slot, lambda: translate("BorderStates", "a free place")),
        ],
        px,
        width,
    )
