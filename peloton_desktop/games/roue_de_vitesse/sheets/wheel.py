"""The Roue de Vitesse at play size: one page, a wheel 18 cm across with its three
rings (« cercle extérieur »: cases a group rides per turn by terrain and pace;
« cercle médian »: what a breakaway needs over them; « cercle intérieur »: what a
counter needs over the breakaway's score), drawn from a ruleset's values so that an
edited ruleset prints its own numbers. Pace tokens go on the outer ring's sectors.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse import palette
from peloton_desktop.games.roue_de_vitesse.style import RDV_FILL
from peloton_desktop.printing.document import Document
from peloton_desktop.printing.fitting import fit_line
from peloton_desktop.printing.layout import PAGE_MARGIN

TERRAINS = ("M", "F", "D")  # clockwise from the top, as on the box's wheel
DIAMETER = 180.0  # mm: a pace token (about 15 mm) fits a sector of the outer ring
R_NAME = 90.0, 82.0  # the terrain's band
R_CASES = 82.0, 56.0  # cases per turn (the outer ring)
R_BREAK = 56.0, 38.0  # the breakaway's supplement (the middle ring)
R_COUNTER = 38.0, 21.0  # the counter's supplement (the inner ring)
TINTS = {t: shade.light for t, shade in palette.TINT.items()}
GREY = qcolor(colours.PRINT_GREY)
TOP = 22.0  # mm from the page's margin to the wheel: the title and the note


def sheet_title() -> str:
    return translate("RdvPrint", "The wheel")


def pace_names() -> tuple[str, str, str]:
    return (
        translate("RdvPrint", "slow"),
        translate("RdvPrint", "steady"),
        translate("RdvPrint", "fast"),
    )


def terrain_names() -> dict[str, str]:
    return {
        "M": translate("RdvPrint", "MOUNTAIN"),
        "F": translate("RdvPrint", "FLAT"),
        "D": translate("RdvPrint", "DESCENT"),
    }


def sectors(values: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
    """(terrain, pace, cases, breakaway supplement, counter supplement), clockwise."""
    return [
        (
            t,
            pace,
            int(values["paces"][t][pace]),
            int(values["breakaway_supplement"][t][pace]),
            int(values["counter_supplement"][t][pace]),
        )
        for t in TERRAINS
        for pace in range(3)
    ]


class RdvWheel(Document):
    """One page: the wheel, centred, then how to read each ring."""

    def __init__(self, values: Mapping[str, Any], paper: str = "a4") -> None:
        self.values, self.paper, self.landscape = values, paper, False
        self.title = translate("RdvPrint", "Roue de Vitesse — the wheel")

    def page_count(self) -> int:
        return 1

    def paint_page(self, p: QPainter, page: int) -> None:
        w, h = self.page_mm
        m = PAGE_MARGIN
        fit_line(p, QRectF(m, m, w - 2 * m, 9), self.title, 6.5, bold=True)
        note = translate(
            "RdvPrint",
            "Print at 100 % (no “fit to page”): the wheel is 18 cm across. "
            "Put each group's pace token on its sector.",
        )
        text_in(
            p,
            QRectF(m, m + 9, w - 2 * m, 10),
            note,
            3.2,
            GREY,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )
        centre = QPointF(w / 2, m + TOP + DIAMETER / 2)
        self.paint_wheel(p, centre)
        self._legend(p, QRectF(m, centre.y() + DIAMETER / 2 + 5, w - 2 * m, h - m))

    # -- the wheel --------------------------------------------------------------------
    def paint_wheel(self, p: QPainter, c: QPointF) -> None:
        step = 360.0 / 9
        start = self.values.get("start_pace", 1)
        for k, (t, pace, cases, breaks, counter) in enumerate(sectors(self.values)):
            a0 = 90.0 - k * step  # Qt's angles run anticlockwise from three o'clock
            fill = QColor(RDV_FILL[t])
            tint = QColor(TINTS[t])
            _ring(p, c, *R_NAME, a0, -step, fill)
            _ring(p, c, *R_CASES, a0, -step, qcolor(colours.PAPER))
            _ring(p, c, *R_BREAK, a0, -step, tint)
            _ring(p, c, *R_COUNTER, a0, -step, qcolor(colours.PAPER))
            mid = a0 - step / 2
            # the outer ring: the pace's name above the number of cases
            label = pace_names()[pace]
            if t == "F" and pace == start:  # where the race starts (« le chiffre 4 »)
                label = translate("RdvPrint", "{pace} · start").format(pace=label)
            _tangent_text(p, c, R_CASES[0] - 4.0, mid, label, 3.4)
            big = _at(c, (R_CASES[0] + R_CASES[1]) / 2 - 2.5, mid)
            text_in(p, QRectF(big.x() - 12, big.y() - 8, 24, 16), str(cases), 13.0, INK, True)
            mid_b = _at(c, sum(R_BREAK) / 2, mid)
            text_in(p, QRectF(mid_b.x() - 10, mid_b.y() - 5, 20, 10), f"+{breaks}", 7.0, INK, True)
            mid_c = _at(c, sum(R_COUNTER) / 2, mid)
            text_in(p, QRectF(mid_c.x() - 8, mid_c.y() - 4, 16, 8), f"+{counter}", 5.0, INK, True)
        # terrain names along their band, reading left to right
        for i, t in enumerate(TERRAINS):
            _arc_text(p, c, sum(R_NAME) / 2, 90.0 - (i + 0.5) * 120.0, terrain_names()[t])
        # the rings' borders: thick between terrains, thin between paces
        p.setBrush(Qt.BrushStyle.NoBrush)
        for r, width in (
            (R_NAME[0], 0.6),
            (R_CASES[0], 0.3),
            (R_BREAK[0], 0.4),
            (R_COUNTER[0], 0.4),
            (R_COUNTER[1], 0.6),
        ):
            p.setPen(QPen(INK, width))
            p.drawEllipse(c, r, r)
        for k in range(9):
            a = math.radians(90.0 - k * step)
            width = 0.8 if k % 3 == 0 else 0.3
            p.setPen(QPen(INK, width))
            inner = R_COUNTER[1]
            p.drawLine(
                QPointF(c.x() + inner * math.cos(a), c.y() - inner * math.sin(a)),
                QPointF(c.x() + R_NAME[0] * math.cos(a), c.y() - R_NAME[0] * math.sin(a)),
            )
        hub = R_COUNTER[1] - 1.5
        text_in(
            p,
            QRectF(c.x() - hub, c.y() - hub, 2 * hub, 2 * hub),
            translate("RdvPrint", "Roue de\nVitesse"),
            4.0,
            INK,
            True,
        )

    def _legend(self, p: QPainter, r: QRectF) -> None:
        extra = int(self.values.get("extra_case_total", 12))
        lines = [
            translate(
                "RdvPrint",
                "Outer ring: the cases a group rides each turn, by the terrain of its "
                "head case and its pace (slow and steady cost nothing; fast costs each "
                "rider of the head case 1 point a turn).",
            ),
            translate(
                "RdvPrint",
                "Middle ring: a breakaway succeeds with a die of at least the cases plus "
                "this supplement.",
            ),
            translate(
                "RdvPrint",
                "Inner ring: a counter succeeds with a die of at least the breakaway's "
                "score plus this supplement.",
            ),
            translate(
                "RdvPrint",
                "A breakaway scoring {n} (die + bonus point) rides one case more. "
                "A pace moves one step a turn.",
            ).format(n=extra),
        ]
        y = r.top()
        for line in lines:
            text_in(
                p,
                QRectF(r.left(), y, r.width(), 9),
                "• " + line,
                3.2,
                INK,
                False,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            )
            y += 9


def _at(c: QPointF, radius: float, degrees: float) -> QPointF:
    a = math.radians(degrees)
    return QPointF(c.x() + radius * math.cos(a), c.y() - radius * math.sin(a))


def _ring(
    p: QPainter, c: QPointF, outer: float, inner: float, start: float, sweep: float, fill: QColor
) -> None:
    path = QPainterPath()
    big = QRectF(c.x() - outer, c.y() - outer, 2 * outer, 2 * outer)
    small = QRectF(c.x() - inner, c.y() - inner, 2 * inner, 2 * inner)
    path.arcMoveTo(big, start)
    path.arcTo(big, start, sweep)
    path.arcTo(small, start + sweep, -sweep)
    path.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawPath(path)


def _tangent_text(
    p: QPainter, c: QPointF, radius: float, deg: float, value: str, size: float
) -> None:
    """A word along the circle at `deg`, upright for a reader outside the wheel on
    the upper half and inside it on the lower half (never upside down)."""
    upper = math.sin(math.radians(deg)) >= -0.2
    pos = _at(c, radius, deg)
    p.save()
    p.translate(pos)
    p.rotate(90 - deg if upper else -90 - deg)
    text_in(p, QRectF(-22, -size, 44, 2 * size), value, size, INK)
    p.restore()


def _arc_text(p: QPainter, c: QPointF, radius: float, centre_deg: float, value: str) -> None:
    """White capitals along a circle, centred on `centre_deg`, upright for the reader
    (letters run clockwise on the upper half, anticlockwise on the lower)."""
    size = 4.2
    spacing = 3.6  # mm a letter
    upper = math.sin(math.radians(centre_deg)) >= -0.2
    span = math.degrees(spacing / radius)
    first = centre_deg + span * (len(value) - 1) / 2 * (1 if upper else -1)
    for i, ch in enumerate(value):
        deg = first - i * span * (1 if upper else -1)
        pos = _at(c, radius, deg)
        p.save()
        p.translate(pos)
        p.rotate(90 - deg if upper else -90 - deg)
        text_in(p, QRectF(-3, -3, 6, 6), ch, size, qcolor(colours.INK_ON_DARK), True)
        p.restore()
