"""Drawing Border States' pieces: blocks, cubes, markers. Shapes and letters back
up the colours (Union blue, Confederacy red; each state has a colour and a code)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor, stroke, transparent
from peloton_desktop.draw.seat import CIRCLE, seat_style
from peloton_desktop.games.border_states import palette
from peloton_desktop.ui.pieces.icons import icon_row

SIDE_COLOURS = tuple(shade.light for shade in palette.SIDES)
SIDE_LETTERS = ("U", "C")
READABLE_PX = 12  # 9 pt at 96 dpi: no word drawn smaller
# the sides' seat styles: Union blue U, Confederacy red C, on round tokens
SIDE_STYLES = tuple(
    seat_style(side, SIDE_COLOURS[side], SIDE_LETTERS[side], CIRCLE) for side in (0, 1)
)
STATE_COLOURS = {state: shade.light for state, shade in palette.STATES.items()}
INK = qcolor(colours.INK)
ROMAN = ("I", "II", "III")


def draw_block(
    p: QPainter,
    rect: QRectF,
    side: int,
    info: dict[str, Any] | None,
    bible: bool = False,
    dim: bool = False,
) -> None:
    """A standing block: the side's colour; its value and battles when known."""
    colour = QColor(SIDE_COLOURS[side])
    if dim:
        colour = colour.lighter(160)
    p.setBrush(colour)
    p.setPen(QPen(INK, stroke(1.5)))
    p.drawRoundedRect(rect, 5, 5)
    font = QFont(p.font())
    font.setBold(True)
    p.setPen(qcolor(colours.INK_ON_DARK))
    if info is None:
        font.setPixelSize(int(rect.height() * 0.4))
        p.setFont(font)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    else:
        # the battles under the value only where they can be read (≥ 9 pt): a small
        # picture (a button's icon) shows the value alone, its button's words the rest
        _value_and_battles(p, font, rect, info, rect.height() * 0.17 >= READABLE_PX)
    font.setPixelSize(max(7, int(rect.height() * 0.15)))
    p.setFont(font)
    p.setPen(qcolor(colours.INK_ON_DARK))
    p.drawText(
        QRectF(rect.x() + 3, rect.y() + 1, 14, 14),
        Qt.AlignmentFlag.AlignLeft,
        SIDE_STYLES[side].letter,
    )
    if bible:
        p.setBrush(qcolor(colours.CARD_FACE))
        p.setPen(QPen(INK, stroke(1)))
        book = QRectF(rect.right() - 16, rect.y() + 2, 14, 12)
        p.drawRect(book)
        p.drawLine(book.center() - QPointF(0, 4), book.center() + QPointF(0, 4))
        p.drawLine(book.center() - QPointF(3, 1), book.center() + QPointF(3, -1))


def draw_canon(p: QPainter, rect: QRectF, value: int) -> None:
    """The Canon: worth `value` (the ruleset's) on its front, for nobody's side."""
    p.setBrush(qcolor(colours.SHADOW_PIECE))
    p.setPen(QPen(INK, stroke(1.5)))
    p.drawRoundedRect(rect, 5, 5)
    p.setBrush(qcolor(colours.LIGHT_PIECE))
    c = rect.center()
    p.drawEllipse(QPointF(c.x() - 8, c.y() + 10), 7, 7)
    p.drawRect(QRectF(c.x() - 10, c.y() - 4, 24, 8))
    font = QFont(p.font())
    font.setPixelSize(int(rect.height() * 0.22))
    font.setBold(True)
    p.setFont(font)
    p.setPen(qcolor(colours.INK_ON_DARK))
    p.drawText(
        QRectF(rect.x(), rect.y() + 2, rect.width(), rect.height() * 0.4),
        Qt.AlignmentFlag.AlignCenter,
        f"+{value}",
    )


def draw_cube(p: QPainter, rect: QRectF, state: str) -> None:
    p.setBrush(QColor(STATE_COLOURS[state]))
    p.setPen(QPen(INK, stroke(1)))
    p.drawRect(rect)
    font = QFont(p.font())
    font.setPixelSize(max(6, int(rect.height() * 0.5)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(qcolor(palette.STATE_INK[state]))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, state)


def _value_and_battles(
    p: QPainter, font: QFont, rect: QRectF, info: dict[str, Any], battles: bool
) -> None:
    value = info["value"]
    words = f"−{-value}" if value < 0 else str(value)
    if not battles:
        font.setPixelSize(int(rect.height() * 0.4))
        p.setFont(font)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, words)
        return
    top = QRectF(rect.x(), rect.y() + 2, rect.width(), rect.height() * 0.55)
    font.setPixelSize(int(rect.height() * 0.36))
    p.setFont(font)
    p.drawText(top, Qt.AlignmentFlag.AlignCenter, words)
    font.setPixelSize(int(rect.height() * 0.17))
    p.setFont(font)
    bottom = QRectF(rect.x(), rect.y() + rect.height() * 0.58, rect.width(), rect.height() * 0.36)
    marks = "·".join(ROMAN[n - 1] for n in info["battles"])
    if info.get("kind") == "ambush":
        marks = "↔"  # copies the opponent's battles
    elif info.get("kind") == "siege":
        marks = "◼ " + marks  # both blocks on one battle
    p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, marks)


def block_icon(side: int, info: dict[str, Any] | None, size: int = 24) -> QIcon:
    pm = QPixmap(size, int(size * 1.25))
    pm.fill(transparent())
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_block(p, QRectF(1, 1, size - 2, size * 1.25 - 2), side, info)
    p.end()
    return QIcon(pm)


def cubes_icon(cubes: list[str], size: int = 20) -> QIcon:
    return icon_row(draw_cube, cubes, size, antialias=False)
