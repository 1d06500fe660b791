"""How a seat is told apart on the table: a colour, a shape and a letter.

Colour is never the only cue (the seat colours of the settings are the Okabe–Ito
palette): each seat also has its own shape (circle, square, diamond, hexagon) and
a letter. Riders, swatches, tokens of a side and the hand-over screen all draw a
seat from here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap

from peloton_desktop import colours
from peloton_desktop.draw.palette import is_contrast, qcolor, transparent

CIRCLE, SQUARE, DIAMOND, HEXAGON = range(4)
SHAPES = (CIRCLE, SQUARE, DIAMOND, HEXAGON)


@dataclass(frozen=True)
class SeatStyle:
    colour: str
    shape: int
    letter: str = ""

    @property
    def ink(self) -> QColor:
        """The colour of a letter drawn on this seat's colour."""
        return contrast_ink(self.colour)


def seat_style(
    seat: int, colour: str | None, letter: str = "", shape: int | None = None
) -> SeatStyle:
    """The style of a seat: its colour (the seat's default one when it has none, as in a
    race `simulate` recorded: grey for all would leave only the shapes), its shape."""
    if shape is None:
        shape = SHAPES[seat % len(SHAPES)]
    return SeatStyle(colour or default_colour(seat), shape, letter)


def default_colour(seat: int) -> str:
    """The colour a new game gives this seat (the settings' first presets)."""
    return colours.SEAT_COLOURS[seat % len(colours.SEAT_COLOURS)]


def contrast_ink(colour: str) -> QColor:
    """Black or white, for a letter on `colour`; in high contrast, whichever reads best
    (WCAG ratio: at least 4.5:1 on any colour, e.g. black on orange and vermilion)."""
    if is_contrast():
        hex_colour = QColor(colour).name()
        on_dark = colours.INK_ON_DARK.light
        best = colours.contrast_ratio(hex_colour, on_dark) >= colours.contrast_ratio(
            hex_colour, colours.BLACK.light
        )
        return qcolor(colours.INK_ON_DARK) if best else qcolor(colours.BLACK)
    light = QColor(colour).lightness() > 150
    return qcolor(colours.INK_ON_LIGHT) if light else qcolor(colours.INK_ON_DARK)


def draw_shape(p: QPainter, shape: int, centre: QPointF, r: float) -> None:
    """A seat's shape around `centre` with the painter's pen and brush."""
    x, y = centre.x(), centre.y()
    if shape == CIRCLE:
        p.drawEllipse(centre, r, r)
    elif shape == SQUARE:
        p.drawRoundedRect(QRectF(x - r, y - r, 2 * r, 2 * r), r * 0.25, r * 0.25)
    elif shape == DIAMOND:
        path = QPainterPath(QPointF(x, y - r * 1.2))
        for px, py in ((x + r * 1.2, y), (x, y + r * 1.2), (x - r * 1.2, y)):
            path.lineTo(px, py)
        path.closeSubpath()
        p.drawPath(path)
    else:
        path = QPainterPath()
        for i in range(6):
            a = math.pi / 6 + i * math.pi / 3
            pt = QPointF(x + r * 1.1 * math.cos(a), y + r * 1.1 * math.sin(a))
            path.moveTo(pt) if i == 0 else path.lineTo(pt)
        path.closeSubpath()
        p.drawPath(path)


def draw_seat_mark(
    p: QPainter,
    style: SeatStyle,
    centre: QPointF,
    r: float,
    outline: QPen,
    letter_px: int,
    letter: str | None = None,
    text_rect: QRectF | None = None,
) -> None:
    """The seat's shape in its colour with a letter on it (the style's by default)."""
    p.setPen(outline)
    p.setBrush(QColor(style.colour))
    draw_shape(p, style.shape, centre, r)
    text = style.letter if letter is None else letter
    if not text:
        return
    font = QFont(p.font())
    font.setPixelSize(letter_px)
    font.setBold(True)
    p.setFont(font)
    p.setPen(style.ink)
    rect = text_rect or QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def swatch_icon(colour: str, size: int = 16, letter: str = "") -> QIcon:
    """A colour swatch with an optional letter (colour is never the only cue)."""
    pm = QPixmap(size, size)
    pm.fill(transparent())
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(colour))
    p.setPen(qcolor(colours.EDGE))
    p.drawRoundedRect(1, 1, size - 2, size - 2, 3, 3)
    if letter:
        c = QColor(colour)
        p.setPen(qcolor(colours.BLACK) if c.lightness() > 140 else qcolor(colours.INK_ON_DARK))
        p.drawText(pm.rect(), 0x84, letter)  # AlignCenter
    p.end()
    return QIcon(pm)


def seat_icon(style: SeatStyle, size: int = 24) -> QIcon:
    """The seat's shape, colour and letter as an icon (lists, buttons, legends)."""
    pm = QPixmap(size, size)
    pm.fill(transparent())
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = size * 0.38
    centre = QPointF(size / 2, size / 2)
    draw_seat_mark(p, style, centre, r, QPen(qcolor(colours.PIECE_RIM), 1.5), int(size * 0.5))
    p.end()
    return QIcon(pm)
