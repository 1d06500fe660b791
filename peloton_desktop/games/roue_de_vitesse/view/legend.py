"""What the marks of Roue de Vitesse's road mean, each drawn by the painter the table
uses (issue 26). The terrains and the paces' outlines have their own legend under
the wheel (board.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.paint import INK, chequer, summit_flag
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse import palette
from peloton_desktop.games.roue_de_vitesse.style import RDV_FILL
from peloton_desktop.games.roue_de_vitesse.view import text
from peloton_desktop.games.roue_de_vitesse.view.items import (
    LIT,
    PACE_COLOURS,
    PACE_DASH,
    paint_jersey,
)
from peloton_desktop.ui.pieces.legend import Entry, MarkLegend, Painter, rider_marks
from peloton_desktop.ui.pieces.rider import LAST_MOVE
from peloton_desktop.ui.table.game_view import GameView


def _case(ring: QColor, width: float, style: Qt.PenStyle) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(INK, stroke(0.6)))
        p.setBrush(QColor(RDV_FILL["F"]))
        p.drawRect(r)
        p.setPen(QPen(ring, stroke(width), style))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5))

    return paint


def _jersey(kind: str) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_jersey(p, r.adjusted(2, 2, -2, -2), kind)

    return paint


def marks_legend(px: float, width: float, wheel: bool = False) -> MarkLegend:
    """The road's marks; `wheel`: the terrains' colours and the paces' outlines first
    (at a larger text size, where the wheel leaves them no room under it)."""
    if not wheel:
        return MarkLegend(table_entries(), px, width)
    terrains = [(_terrain(t), lambda t=t: text.terrain_name(t)) for t in ("F", "M", "D")]
    paces = [(_pace(k), lambda k=k: text.pace_name(k)) for k in range(3)]
    return MarkLegend([*terrains, *paces, *table_entries()], px, width)


def _terrain(terrain: str) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(INK, stroke(0.6)))
        p.setBrush(QColor(RDV_FILL[terrain]))
        p.drawRect(r)

    return paint


def _pace(pace: int) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        pen = QPen(QColor(PACE_COLOURS[pace]), stroke(3.0 if pace == 2 else 2.4))
        pen.setStyle(PACE_DASH[pace])
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 4, 4)

    return paint


def _spent(p: QPainter, r: QRectF) -> None:
    for n in range(3):
        cell = QRectF(r.x() + 2 + n * r.width() / 3.2, r.center().y() - 6, r.width() / 3.6, 12)
        p.setPen(QPen(INK, stroke(0.6)))
        p.setBrush(qcolor(colours.PAPER) if n < 2 else qcolor(palette.SPENT_BOX))
        p.drawRect(cell)
        if n == 2:
            p.setPen(QPen(qcolor(palette.STRUCK), stroke(1)))
            p.drawLine(cell.topLeft(), cell.bottomRight())
            p.drawLine(cell.bottomLeft(), cell.topRight())


def _feed(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(INK, stroke(1)))
    p.setBrush(QColor(RDV_FILL["F"]))
    p.drawEllipse(r.adjusted(4, 4, -4, -4))
    font = QFont()
    font.setPixelSize(int(r.height() * 0.45))
    font.setBold(True)
    p.setFont(font)
    p.setPen(qcolor(colours.INK_ON_DARK))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, "R")


def _summit(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    summit_flag(p, QPointF(r.x() + r.width() * 0.3, r.bottom() - 2), r.height() * 0.85)


def _finish(p: QPainter, r: QRectF) -> None:
    chequer(p, r.adjusted(r.width() * 0.3, 0, -r.width() * 0.3, 0))


def marks(_ruleset: Ruleset) -> list[Entry]:
    """Every mark of the table: the legend's, terrains, paces, sheets, road marks."""
    terrain = [
        (
            _terrain(t),
            lambda t=t: translate("RoueDeVitesse", "terrain: {name}").format(
                name=text.terrain_name(t)
            ),
        )
        for t in ("F", "M", "D")
    ]
    paces = [
        (
            _pace(k),
            lambda k=k: translate("RoueDeVitesse", "a group riding at a {pace} pace").format(
                pace=text.pace_name(k)
            ),
        )
        for k in range(3)
    ]
    return [
        *table_entries(),
        *terrain,
        *paces,
        (
            _spent,
            lambda: translate(
                "RoueDeVitesse",
                "a team sheet's points (S sprint, E endurance, C climber): a struck box is spent",
            ),
        ),
        (
            _feed,
            lambda: translate("RoueDeVitesse", "R: ravitaillement (+2 to a skill, optional rule)"),
        ),
        (
            _summit,
            lambda: translate("RoueDeVitesse", "a summit: mountain points for the first over it"),
        ),
        (_finish, lambda: translate("RoueDeVitesse", "the finish line")),
        *rider_marks(),
    ]


def table_entries() -> list[Entry]:
    return [
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
    ]


def wheel_legend(view: GameView[Any], px: int, at: QPointF) -> None:
    """Under the wheel: the terrains' colours, and how a group's outline shows its pace."""
    x, y = at.x(), at.y()
    for k, terrain in enumerate(("F", "M", "D")):
        swatch = view.scene.addRect(QRectF(x + k * 112, y + 2, 14, 14), QPen(INK, stroke(0.8)))
        swatch.setBrush(QColor(RDV_FILL[terrain]))
        label = view.add_label(px, False, QPointF(x + k * 112 + 18, y))
        label.setText(text.terrain_name(terrain))
    for pace in range(3):
        pen = QPen(QColor(PACE_COLOURS[pace]), stroke(3.0 if pace == 2 else 2.4))
        pen.setStyle(PACE_DASH[pace])
        left = x + pace * 112
        view.scene.addLine(left, y + 31, left + 22, y + 31, pen)
        view.add_label(px, False, QPointF(left + 26, y + 22)).setText(text.pace_name(pace))
