"""Drawing Border States' pieces: blocks, cubes, markers. Shapes and letters back
up the colours (Union blue, Confederacy red; each state has a colour and a code)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap

from peloton_desktop.draw.seat import CIRCLE, seat_style
from peloton_desktop.ui.pieces.icons import icon_row

SIDE_COLOURS = ("#2F5FA7", "#A8322D")
SIDE_LETTERS = ("U", "C")
# the sides' seat styles: Union blue U, Confederacy red C, on round tokens
SIDE_STYLES = tuple(
    seat_style(side, SIDE_COLOURS[side], SIDE_LETTERS[side], CIRCLE) for side in (0, 1)
)
STATE_COLOURS = {
    "MO": "#2E9E5B",
    "KY": "#8B5A2B",
    "WV": "#7B3F9E",
    "MD": "#E8C21F",
    "DE": "#E57E1F",
}
INK = QColor("#2B2B2B")
ROMAN = ("I", "II", "III")


def draw_block(
    p: QPainter, rect: QRectF, side: int, info: dict | None, bible: bool = False, dim: bool = False
) -> None:
    """A standing block: the side's colour; its value and battles when known."""
    colour = QColor(SIDE_COLOURS[side])
    if dim:
        colour = colour.lighter(160)
    p.setBrush(colour)
    p.setPen(QPen(INK, 1.5))
    p.drawRoundedRect(rect, 5, 5)
    font = QFont(p.font())
    font.setBold(True)
    p.setPen(QColor("#FFFFFF"))
    if info is None:
        font.setPixelSize(int(rect.height() * 0.4))
        p.setFont(font)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    else:
        kind = info.get("kind")
        top = QRectF(rect.x(), rect.y() + 2, rect.width(), rect.height() * 0.55)
        font.setPixelSize(int(rect.height() * 0.36))
        p.setFont(font)
        value = info["value"]
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, f"−{-value}" if value < 0 else str(value))
        font.setPixelSize(max(7, int(rect.height() * 0.17)))
        p.setFont(font)
        bottom = QRectF(
            rect.x(), rect.y() + rect.height() * 0.58, rect.width(), rect.height() * 0.36
        )
        battles = "·".join(ROMAN[n - 1] for n in info["battles"])
        if kind == "ambush":
            battles = "↔"  # copies the opponent's battles
        elif kind == "siege":
            battles = "◼ " + battles  # both blocks on one battle
        p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, battles)
    font.setPixelSize(max(7, int(rect.height() * 0.15)))
    p.setFont(font)
    p.setPen(QColor("#FFFFFF"))
    p.drawText(
        QRectF(rect.x() + 3, rect.y() + 1, 14, 14),
        Qt.AlignmentFlag.AlignLeft,
        SIDE_STYLES[side].letter,
    )
    if bible:
        p.setBrush(QColor("#F4EEDD"))
        p.setPen(QPen(INK, 1))
        book = QRectF(rect.right() - 16, rect.y() + 2, 14, 12)
        p.drawRect(book)
        p.drawLine(book.center() - QPointF(0, 4), book.center() + QPointF(0, 4))
        p.drawLine(book.center() - QPointF(3, 1), book.center() + QPointF(3, -1))


def draw_canon(p: QPainter, rect: QRectF, value: int) -> None:
    """The Canon: worth `value` (the ruleset's) on its front, for nobody's side."""
    p.setBrush(QColor("#444444"))
    p.setPen(QPen(INK, 1.5))
    p.drawRoundedRect(rect, 5, 5)
    p.setBrush(QColor("#BBBBBB"))
    c = rect.center()
    p.drawEllipse(QPointF(c.x() - 8, c.y() + 10), 7, 7)
    p.drawRect(QRectF(c.x() - 10, c.y() - 4, 24, 8))
    font = QFont(p.font())
    font.setPixelSize(int(rect.height() * 0.22))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#FFFFFF"))
    p.drawText(
        QRectF(rect.x(), rect.y() + 2, rect.width(), rect.height() * 0.4),
        Qt.AlignmentFlag.AlignCenter,
        f"+{value}",
    )


def draw_cube(p: QPainter, rect: QRectF, state: str) -> None:
    p.setBrush(QColor(STATE_COLOURS[state]))
    p.setPen(QPen(INK, 1))
    p.drawRect(rect)
    font = QFont(p.font())
    font.setPixelSize(max(6, int(rect.height() * 0.5)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#FFFFFF") if state != "MD" else INK)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, state)


def block_icon(side: int, info: dict | None, size: int = 24) -> QIcon:
    pm = QPixmap(size, int(size * 1.25))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_block(p, QRectF(1, 1, size - 2, size * 1.25 - 2), side, info)
    p.end()
    return QIcon(pm)


def cubes_icon(cubes: list[str], size: int = 20) -> QIcon:
    return icon_row(draw_cube, cubes, size, antialias=False)
