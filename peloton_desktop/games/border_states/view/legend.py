"""What the marks of Border States' table mean, each drawn by the painter the table
uses (issue 26: nobody reaches for the rulebook to read a mark)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.paint import SELECT
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states import palette
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.games.border_states.view.art import draw_block
from peloton_desktop.games.border_states.view.text import state_name
from peloton_desktop.ui.pieces.card import LAST_MOVE
from peloton_desktop.ui.pieces.legend import Entry, MarkLegend, Painter, glyph


def _battle(p: QPainter, r: QRectF) -> None:
    it.fill(palette.REGION.light, 3, QPen(qcolor(colours.HIGHLIGHT_STRONG), stroke(3)))(
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
            p.setPen(QPen(ring, stroke(width), style))
            p.drawRoundedRect(body.adjusted(-2, -2, 2, 2), 4, 4)

    return paint


def _hidden(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    it.block_drawer(1, hidden=True)(p, r.adjusted(3, 1, -3, -1))


def _slot(p: QPainter, r: QRectF) -> None:
    it.slot_drawer(p, r.adjusted(3, 1, -3, -1))


def marks_legend(px: float, width: float) -> MarkLegend:
    return MarkLegend(table_entries(), px, width)


def _face(side: int, info: dict[str, Any] | None) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_block(p, r.adjusted(3, 0, -3, 0), side, info)

    return paint


def _marker(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    it.marker_drawer("KY")(p, r.adjusted(2, 2, -2, -2))


def _front(p: QPainter, r: QRectF) -> None:
    it.front_drawer(True)(p, QRectF(r.x() - 2, r.y() - 8, r.width() + 4, r.height() + 8))


def marks(_ruleset: Ruleset) -> list[Entry]:
    """Every mark of the table: the legend's, the blocks' faces, fronts and markers."""
    return [
        *table_entries(),
        (
            _face(0, {"value": 2, "battles": [1, 3]}),
            lambda: translate(
                "BorderStates",
                "a block shown: its value, and under it the battles it may go to (I·III); "
                "U the Union, C the Confederacy",
            ),
        ),
        (
            _face(1, {"kind": "ambush", "value": 0, "battles": []}),
            lambda: translate(
                "BorderStates", "↔ the Ambush: it copies the battles of the opposing block"
            ),
        ),
        (
            _face(0, {"kind": "siege", "value": 1, "battles": [1, 2, 3]}),
            lambda: translate(
                "BorderStates", "◼ the Siege: both blocks of the stack go to one battle"
            ),
        ),
        (_face(1, None), lambda: translate("BorderStates", "? a block you cannot see")),
        (
            _front,
            lambda: translate("BorderStates", "a front: blocks fill the places nearest its arrow"),
        ),
        (
            glyph("MO"),
            lambda: translate(
                "BorderStates",
                "MO, KY, WV, MD, DE: the border states ({names}), on cubes and cards",
            ).format(names=", ".join(state_name(c) for c in ("MO", "KY", "WV", "MD", "DE"))),
        ),
        (
            _marker,
            lambda: translate(
                "BorderStates", "a state's markers on its track: the number says how many"
            ),
        ),
    ]


def table_entries() -> list[Entry]:
    return [
        (_battle, lambda: translate("BorderStates", "a battle you may reach")),
        (_block(SELECT), lambda: translate("BorderStates", "a piece you may play (click)")),
        (_block(it.CHOSEN, 4), lambda: translate("BorderStates", "chosen, not yet played")),
        (
            _block(LAST_MOVE, 3, dashed=True),
            lambda: translate("BorderStates", "the last move"),
        ),
        (_hidden, lambda: translate("BorderStates", "a block face down")),
        (_slot, lambda: translate("BorderStates", "a free place")),
    ]
