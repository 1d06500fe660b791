"""Text that must stay on its one line of a printed table: smaller, then shortened."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from peloton_desktop.draw.paint import INK, mm_font

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def fitted_size(
    p: QPainter, value: str, width: float, size: float, bold: bool, least: float
) -> float:
    """The largest size down to `least` (mm) at which `value` fits `width` (mm)."""
    while size > least:
        metrics = QFontMetricsF(mm_font(p, size, bold), p.device())
        if metrics.horizontalAdvance(value) <= width:
            break
        size = max(least, size - 0.2)
    return size


def fit_line(
    p: QPainter,
    rect: QRectF,
    value: str,
    size: float,
    bold: bool = False,
    align: Qt.AlignmentFlag = LEFT,
    colour: QColor = INK,
    least: float | None = None,
    elide: Qt.TextElideMode = Qt.TextElideMode.ElideRight,
) -> None:
    """Draw `value` on one line of `rect`: shrunk down to `least` (85 % of `size` by
    default), then cut with an ellipsis (at the end, or in the middle
    to keep a name's number) — never wrapped, never over its neighbours."""
    least = size * 0.85 if least is None else least
    size = fitted_size(p, value, rect.width(), size, bold, least)
    font = mm_font(p, size, bold)
    shown = QFontMetricsF(font, p.device()).elidedText(value, elide, rect.width())
    p.setFont(font)
    p.setPen(colour)
    p.drawText(rect, int(align | Qt.TextFlag.TextSingleLine), shown)


def fitted_lines(
    p: QPainter,
    rect: QRectF,
    lines: list[str],
    size: float,
    more: Callable[[int], str],
    bold: bool = False,
) -> list[str]:
    """The lines of a list that fit `rect` (mm) word-wrapped at `size`: all of them,
    or the first ones and `more(n)` saying how many were left out. Measured as the
    painter lays them out (its font on its scale, each line's spacing counted)."""
    p.save()
    p.setFont(mm_font(p, size, bold))
    flags = int(LEFT | Qt.TextFlag.TextWordWrap)

    def fits(shown: list[str]) -> bool:
        box = QRectF(0, 0, rect.width(), 1e6)
        return p.boundingRect(box, flags, "\n".join(shown)).height() <= rect.height()

    try:
        if fits(lines):
            return lines
        low, high = 0, len(lines) - 1  # the most lines kept with the "more" line: in [low, high]
        if not fits([more(len(lines))]):
            return [more(len(lines))]
        while low < high:
            kept = (low + high + 1) // 2
            if fits([*lines[:kept], more(len(lines) - kept)]):
                low = kept
            else:
                high = kept - 1
        return [*lines[:low], more(len(lines) - low)]
    finally:
        p.restore()
