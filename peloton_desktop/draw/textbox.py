"""Text that an item paints itself, described once so it can be drawn and measured.

An item that paints words or letters (a case number, a token's letter, a name)
keeps them as `TextBox`es and returns them from `text_boxes()`; its `paint` draws
exactly those boxes with `draw_boxes`. The readability check (tests/readability.py)
measures the same boxes as it measures text items: on-screen size and overlaps.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

CENTRE = int(Qt.AlignmentFlag.AlignCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
MIN_PX = 12  # 9 pt at 96 dpi: no text is drawn smaller to fit
_scale = [1.0]  # the settings' text size (1.0, 1.25, 1.5): words written on a table


def text_scale() -> float:
    return _scale[0]


def set_text_scale(scale: float) -> None:
    """Words on the tables (`TableText`, `fitted`) are drawn `scale` times their size
    from the next refresh (`ui/shell/text_size.py` tells the views)."""
    _scale[0] = scale


def font_px(px: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


@dataclass(frozen=True)
class TextBox:
    """`text` drawn in `rect` (item coordinates) with `font`, aligned by `flags`."""

    text: str
    rect: QRectF
    font: QFont
    colour: QColor
    flags: int = CENTRE
    ink: QRectF = field(init=False, compare=False)

    def __post_init__(self) -> None:
        metrics = QFontMetricsF(self.font)
        ink = metrics.boundingRect(self.rect, self.flags, self.text) if self.text else QRectF()
        object.__setattr__(self, "ink", ink)

    @property
    def px(self) -> float:
        """The font's height in item units."""
        return float(self.font.pixelSize())


def text_box(
    text: str, rect: QRectF, px: float, colour: QColor | str, flags: int = CENTRE, bold: bool = True
) -> TextBox:
    return TextBox(text, QRectF(rect), font_px(px, bold), QColor(colour), flags)


def elided(text: str, px: float, width: float, bold: bool = True) -> str:
    """`text` cut with an ellipsis to fit `width` at `px`."""
    metrics = QFontMetricsF(font_px(px, bold))
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


def draw_boxes(p: QPainter, boxes: Iterable[TextBox]) -> None:
    for box in boxes:
        p.setFont(box.font)
        p.setPen(box.colour)
        p.drawText(box.rect, box.flags, box.text)


def fitted(text: str, px: float, width: float, bold: bool = True) -> tuple[str, float, bool]:
    """`text` whole in `width` if it can be: at `px`, then lighter, then smaller down to
    9 pt at 1366×768 (12 px); cut with an ellipsis only below that. (text, px, bold).
    `px` grows with the settings' text size, as far as `width` allows."""
    px = round(px * _scale[0])
    tries = [(px, bold), (px, False)] if bold else [(px, False)]
    tries += [(size, False) for size in range(int(px) - 1, MIN_PX - 1, -1)]
    for size, weight in tries:
        if QFontMetricsF(font_px(size, weight)).horizontalAdvance(text) <= width:
            return text, size, weight
    return elided(text, MIN_PX, width, False), MIN_PX, False
