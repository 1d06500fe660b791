"""A table's legend: each mark the table draws, painted by the same painter beside
what it means, so nobody reaches for the rulebook to read a mark (issue 26)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.textbox import LEFT, TextBox, draw_boxes, text_box
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.rider import ACTIVE, LAST_MOVE

Painter = Callable[[QPainter, QRectF], None]  # paints one mark in a swatch
Entry = tuple[Painter, Callable[[], str]]  # the mark, and its meaning (translated late)


class MarkLegend(QGraphicsObject):
    """One row of swatches and words, as wide as `width` (words are read when painted,
    so a language switch only needs an update)."""

    def __init__(self, entries: Sequence[Entry], px: float, width: float) -> None:
        super().__init__()
        self.entries, self.px, self.width = list(entries), px, width
        self.setToolTip(translate("Legend", "What the marks on the table mean."))

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(round(self.px))
        return font

    def _slots(self) -> list[tuple[QRectF, QRectF, str]]:
        """(swatch, words, text) for each entry, wrapped onto more rows if needed."""
        metrics = QFontMetricsF(self._font())
        size, gap = self.px * 1.3, self.px
        x = y = 0.0
        out = []
        for _, label in self.entries:
            text = label()
            width = size + 6 + metrics.horizontalAdvance(text)
            if x > 0 and x + width > self.width:
                x, y = 0.0, y + size + 6
            swatch = QRectF(x, y, size, size)
            words = QRectF(x + size + 6, y, width - size - 6 + 2, size)
            out.append((swatch, words, text))
            x += width + gap
        return out

    def text_boxes(self) -> list[TextBox]:
        """The words, as the readability check measures every text on a table."""
        ink = qcolor(colours.TABLE_INK)
        return [
            text_box(text, words, self.px, ink, LEFT, bold=False)
            for _, words, text in self._slots()
        ]

    def boundingRect(self) -> QRectF:
        slots = self._slots()
        bottom = max((s.bottom() for s, _, _ in slots), default=0.0)
        return QRectF(0, 0, self.width, bottom + 2)

    def paint(self, p: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        tip = translate("Legend", "What the marks on the table mean.")
        if self.toolTip() != tip:  # painted again after a language switch
            self.setToolTip(tip)
        for (painter, _), (swatch, _, _) in zip(self.entries, self._slots(), strict=True):
            p.save()
            painter(p, swatch)
            p.restore()
        draw_boxes(p, self.text_boxes())


def glyph(text: str, bold: bool = True) -> Painter:
    """A mark that is a sign or a word on the table (✔, ⊘, "MO"): drawn as written."""

    def paint(p: QPainter, r: QRectF) -> None:
        font = QFont()
        font.setPixelSize(max(8, int(r.height() * (0.6 if len(text) < 2 else 0.42))))
        font.setBold(bold)
        p.setFont(font)
        p.setPen(qcolor(colours.TABLE_INK))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    return paint


def rider_marks() -> list[Entry]:
    """The track riders' own marks: the rider to move, the stage winner's plate."""

    def ring(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre, radius = r.center(), r.width() * 0.28
        p.setPen(QPen(ACTIVE, stroke(3)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, radius + 4, radius + 4)
        p.setPen(QPen(qcolor(colours.PIECE_RIM), stroke(1.5)))
        p.setBrush(QColor(colours.NO_SEAT_COLOUR))
        p.drawEllipse(centre, radius, radius)

    def plate(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(r.x(), r.center().y() - r.height() * 0.25, r.width(), r.height() * 0.5)
        p.setPen(QPen(qcolor(colours.INK), stroke(1.2)))
        p.setBrush(qcolor(colours.JERSEYS["yellow"]))
        p.drawRoundedRect(box, 3, 3)
        glyph(translate("Legend", "1st", "the stage's winner"))(p, box)

    return [
        (ring, lambda: translate("Legend", "the rider who moves now")),
        (plate, lambda: translate("Legend", "the stage's winner, on the line")),
    ]


def ring_mark(active: bool) -> Painter:
    """A rider's ring as `rider.RiderItem` draws it: the one still to play (`active`),
    else the one that moved in the last move (dashed)."""

    def paint(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(r.width(), r.height()) / 2 - 4
        centre = r.center()
        ring = (
            QPen(ACTIVE, stroke(3))
            if active
            else QPen(LAST_MOVE, stroke(2.5), Qt.PenStyle.DashLine)
        )
        p.setPen(ring)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, radius + 2, radius + 2)
        p.setPen(QPen(qcolor(colours.PIECE_RIM), stroke(1.5)))
        p.setBrush(QColor(colours.NO_SEAT_COLOUR))
        p.drawEllipse(centre, radius - 2, radius - 2)

    return paint


def ring_marks() -> list[Entry]:
    """A rider's two rings and their meaning: every table whose riders are
    `RiderItem`s ringed `active` and `marked` may show them."""
    return [
        (ring_mark(True), lambda: translate("Legend", "a rider still to choose")),
        (ring_mark(False), lambda: translate("Legend", "a rider who moved in the last move")),
    ]
