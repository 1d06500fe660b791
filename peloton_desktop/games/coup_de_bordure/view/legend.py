"""What the marks of Coup de bordure's table mean, each drawn by the painter the table
uses (issue 26: nobody reaches for the rulebook to read a mark)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop.draw.paint import INK, SELECT
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure.style import TERRAIN_COLOURS
from peloton_desktop.games.coup_de_bordure.view.items import paint_feed_bag, paint_marker
from peloton_desktop.ui.pieces.legend import MarkLegend, Painter
from peloton_desktop.ui.pieces.rider import ACTIVE


def _case_now(p: QPainter, r: QRectF) -> None:
    p.setBrush(QColor(TERRAIN_COLOURS["P"]))
    p.setPen(QPen(ACTIVE, 3))
    p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 3, 3)


def _case_target(p: QPainter, r: QRectF) -> None:
    p.setBrush(QColor(TERRAIN_COLOURS["P"]))
    p.setPen(QPen(INK, 1))
    p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 3, 3)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(SELECT, 2.5))
    p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 2, 2)


def _marker(paces: Mapping[str, Any], state: str) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_marker(p, r.adjusted(2, 2, -2, -2), "constance", paces, state)

    return paint


def _feed(p: QPainter, r: QRectF) -> None:
    paint_feed_bag(p, r.adjusted(1, -2, -1, 0))


def marks_legend(paces: Mapping[str, Any], px: float, width: float) -> MarkLegend:
    return MarkLegend(
        [
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
        ],
        px,
        width,
    )
