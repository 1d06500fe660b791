"""A table's legend: each mark the table draws, painted by the same painter beside
what it means, so nobody reaches for the rulebook to read a mark (issue 26)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.textbox import LEFT, TextBox, draw_boxes, text_box
from peloton_desktop.draw.tr import translate

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
