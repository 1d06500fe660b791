"""What the marks of Course aux dés' road mean, each drawn as the table draws it: the
legend under the road and the rules help's key."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen

from course_aux_des import palette
from course_aux_des.view.items import LAST, LIT, paint_case
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.legend import Entry, MarkLegend, Painter


def _case(finish: bool, lit: bool, marked: bool) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        paint_case(p, r, finish, lit, marked)

    return paint


def _rider(active: bool) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(r.width(), r.height()) / 2 - 4
        centre = r.center()
        ring = QPen(LIT, 3) if active else QPen(LAST, 2.5, Qt.PenStyle.DashLine)
        p.setPen(ring)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, radius + 2, radius + 2)
        p.setPen(QPen(INK, 1))
        p.setBrush(QBrush(qcolor(palette.ROAD)))
        p.drawEllipse(centre, radius - 2, radius - 2)

    return paint


def table_entries() -> list[Entry]:
    return [
        (_rider(True), lambda: translate("CourseAuxDes", "a rider still to choose his effort")),
        (_rider(False), lambda: translate("CourseAuxDes", "a rider who moved in the last round")),
        (
            _case(False, True, False),
            lambda: translate("CourseAuxDes", "a case your effort reaches (click)"),
        ),
        (
            _case(False, False, True),
            lambda: translate("CourseAuxDes", "where a rider just arrived"),
        ),
        (_case(True, False, False), lambda: translate("CourseAuxDes", "the finish line")),
    ]


def table_legend(width: float) -> MarkLegend:
    return MarkLegend(table_entries(), 14, width)


def marks(ruleset: Ruleset) -> Sequence[Entry]:
    return table_entries()
