"""What the marks of Tape l'étape's columns and cards mean, each drawn as the table
draws it (issue 26): the legend under the columns and the rules help's key."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from peloton_desktop.colours import Shade
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.paint import SELECT
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape import palette
from peloton_desktop.games.tape_l_etape.view.items import INK, LAST
from peloton_desktop.games.tape_l_etape.view.text import CARD_COLOURS, colour_letter, colour_name
from peloton_desktop.ui.pieces.legend import Entry, MarkLegend, Painter, glyph

CARD_W, CARD_H = 56.0, 80.0


def _slot(width: float, pen: QColor, on: bool = True, dashed: bool = False) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setBrush(QBrush(QColor(CARD_COLOURS[0])) if on else QBrush(qcolor(palette.SLOT_OFF)))
        p.setPen(
            QPen(pen, stroke(width), Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        )
        p.drawRoundedRect(r.adjusted(1, 3, -1, -3), 3, 3)

    return paint


def _ringed_card(p: QPainter, r: QRectF) -> None:
    p.setBrush(QBrush(qcolor(palette.CARD_FACE)))
    p.setPen(QPen(SELECT, stroke(2.5)))
    p.drawRoundedRect(r.adjusted(3, 1, -3, -1), 3, 3)


def marks_legend(px: float, width: float) -> MarkLegend:
    """What the columns' and cards' marks mean, drawn as the table draws them."""
    return MarkLegend(table_entries(), px, width)


def table_entries() -> list[Entry]:
    return [
        (_slot(1.0, INK), lambda: translate("TapeLEtape", "a laid value")),
        (_slot(1.0, INK, False), lambda: translate("TapeLEtape", "a value still free")),
        (_slot(3.0, INK), lambda: translate("TapeLEtape", "the stage's start value")),
        (_slot(3.0, LAST, dashed=True), lambda: translate("TapeLEtape", "the card just laid")),
        (_ringed_card, lambda: translate("TapeLEtape", "a card you may play (click)")),
    ]


def _colour(colour: int) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setBrush(QBrush(QColor(CARD_COLOURS[colour])))
        p.setPen(QPen(INK, stroke(1)))
        p.drawRoundedRect(r.adjusted(5, 1, -5, -1), 3, 3)
        font = QFont()
        font.setPixelSize(int(r.height() * 0.45))
        font.setBold(True)
        p.setFont(font)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, colour_letter(colour))

    return paint


def _faded(fill: Shade) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setOpacity(0.35)
        p.setBrush(QBrush(qcolor(fill)))
        p.setPen(QPen(INK, stroke(1)))
        p.drawRoundedRect(r.adjusted(3, 1, -3, -1), 3, 3)
        p.setOpacity(1.0)

    return paint


def marks(_ruleset: Ruleset) -> list[Entry]:
    """Every mark of the table: the legend's, the colours' letters, used cards."""
    colours_named = [
        (
            _colour(c),
            lambda c=c: translate("TapeLEtape", "{letter}: a {colour} card or column").format(
                letter=colour_letter(c), colour=colour_name(c)
            ),
        )
        for c in range(4)
    ]
    return [
        *table_entries(),
        *colours_named,
        (glyph("✔"), lambda: translate("TapeLEtape", "✔ beside a rider: their hand is empty")),
        (glyph("⊘"), lambda: translate("TapeLEtape", "⊘ beside a rider: they lose a turn")),
        (
            _faded(palette.PROFILE),
            lambda: translate(
                "TapeLEtape", "a faded profile or joker card: used, it stays for all to read"
            ),
        ),
    ]
