"""What the marks of Coup de bordure's table mean, each drawn by the painter the table
uses (issue 26: nobody reaches for the rulebook to read a mark)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.paint import INK, SELECT
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure.style import (
    TERRAIN_COLOURS,
    cdb_terrain_letter,
    cdb_terrain_name,
    draw_token,
)
from peloton_desktop.games.coup_de_bordure.view.art import paint_marker
from peloton_desktop.games.coup_de_bordure.view.items import paint_feed_bag
from peloton_desktop.ui.pieces.legend import Entry, MarkLegend, Painter
from peloton_desktop.ui.pieces.rider import ACTIVE


def _case_now(p: QPainter, r: QRectF) -> None:
    p.setBrush(QColor(TERRAIN_COLOURS["P"]))
    p.setPen(QPen(ACTIVE, stroke(3)))
    p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 3, 3)


def _case_target(p: QPainter, r: QRectF) -> None:
    p.setBrush(QColor(TERRAIN_COLOURS["P"]))
    p.setPen(QPen(INK, stroke(1)))
    p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 3, 3)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(SELECT, stroke(2.5)))
    p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 2, 2)


def _marker(paces: Mapping[str, Any], state: str) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_marker(p, r.adjusted(2, 2, -2, -2), "constance", paces, state)

    return paint


def _feed(p: QPainter, r: QRectF) -> None:
    paint_feed_bag(p, r.adjusted(1, -2, -1, 0))


def marks_legend(paces: Mapping[str, Any], px: float, width: float) -> MarkLegend:
    return MarkLegend(table_entries(paces), px, width)


def _token(code: str) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_token(p, r.adjusted(2, 2, -2, -2), code)

    return paint


def _terrains() -> str:
    named = ", ".join(f"{cdb_terrain_letter(t)} {cdb_terrain_name(t)}" for t in "PCMS")
    return translate(
        "CoupDeBordure", "an energy token, by its terrain ({terrains}): it pays a pace there"
    ).format(terrains=named)


def marks(ruleset: Ruleset) -> list[Entry]:
    """Every mark of the table: the legend's, the tokens and the finish tiles."""
    paces = ruleset.values["paces"]
    return [
        *table_entries(paces),
        (_token("P"), _terrains),
        (_token("H"), lambda: translate("CoupDeBordure", "a face-down token of another team")),
        (
            _token("C*"),
            lambda: translate("CoupDeBordure", "your own face-down token: only you see its colour"),
        ),
        (
            _token("W"),
            lambda: translate(
                "CoupDeBordure", "a white token: worth nothing, it hides how many tokens are left"
            ),
        ),
        (
            _finish_tile,
            lambda: translate("CoupDeBordure", "+1, +2, +3: beyond the line; the furthest wins"),
        ),
    ]


def _finish_tile(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(INK, stroke(1)))
    p.setBrush(qcolor(colours.PAPER))  # as a finish tile (items.FinishItem)
    p.drawRect(r)
    cell = r.width() / 4
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qcolor(colours.DISABLED_PIECE))
    for row in range(4):
        for col in range(4):
            if (row + col) % 2 == 0:
                p.drawRect(QRectF(r.x() + col * cell, r.y() + row * cell, cell, cell))


def table_entries(paces: Mapping[str, Any]) -> list[Entry]:
    return [
        (_case_now, lambda: translate("CoupDeBordure", "case playing now")),
        (_case_target, lambda: translate("CoupDeBordure", "towed to here (click)")),
        (
            _marker(paces, "legal"),
            lambda: translate("CoupDeBordure", "pace you may choose (click)"),
        ),
        (_marker(paces, "chosen"), lambda: translate("CoupDeBordure", "pace chosen")),
        (_marker(paces, "last"), lambda: translate("CoupDeBordure", "last move")),
        (
            _marker(paces, "used"),
            lambda: translate("CoupDeBordure", "pace played"),
        ),
        (_feed, lambda: translate("CoupDeBordure", "feed zone")),
    ]
