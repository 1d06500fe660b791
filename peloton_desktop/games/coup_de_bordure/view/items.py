"""Scene items: course tiles, finish tiles, the feed-zone marker, plaquettes (the riders
are the shared `ui.pieces.rider`).

Logical units: a course tile is TILE wide; the view scales the whole scene.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from peloton_desktop.ui.pieces.paint import INK
from peloton_desktop.ui.pieces.seat import SeatStyle, draw_seat_mark
from peloton_desktop.ui.pieces.token import draw_token
from peloton_desktop.ui.pieces.track import CDB_STYLE

TILE = 100.0
TILE_H = 160.0
FINISH_W = 34.0
RIDER_R = 13.0
SLOT = 26.0


class TileItem(QGraphicsItem):
    """One course tile: terrain colour, pictogram, letter and case number."""

    def __init__(self, number: int, terrain: str) -> None:
        super().__init__()
        self.number, self.terrain = number, terrain
        self.highlight = False
        self.setPos((number - 1) * TILE, 0)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, TILE, TILE_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None):
        CDB_STYLE.paint_board_tile(p, TILE, TILE_H, self.number, self.terrain, self.highlight)


class FinishItem(QGraphicsItem):
    """The three thin finish tiles, chequered, numbered +1 +2 +3."""

    def __init__(self, index: int, after: int) -> None:
        super().__init__()
        self.index = index
        self.setPos(after * TILE + index * FINISH_W, 0)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, FINISH_W, TILE_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None):
        p.setPen(QPen(INK, 2))
        p.setBrush(QColor("#FFFFFF"))
        p.drawRect(QRectF(1, 2, FINISH_W - 2, TILE_H - 4))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2B2B2B"))
        cell = (FINISH_W - 2) / 3
        for row in range(2):
            for col in range(3):
                if (row + col + self.index) % 2 == 0:
                    p.drawRect(QRectF(1 + col * cell, 2 + row * cell, cell, cell))
        font = QFont(p.font())
        font.setPixelSize(14)
        font.setBold(True)
        p.setFont(font)
        p.setPen(INK)
        p.drawText(
            QRectF(0, TILE_H - 24, FINISH_W, 20), Qt.AlignmentFlag.AlignCenter, f"+{self.index + 1}"
        )


class FeedItem(QGraphicsItem):
    """The ravitaillement marker: a feed bag with an R, under its case."""

    def __init__(self, case: int) -> None:
        super().__init__()
        self.setPos((case - 1) * TILE + TILE / 2 - 22, TILE_H + 4)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 44, 40)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None):
        p.setPen(QPen(INK, 2))
        p.setBrush(QColor("#C89B5A"))
        p.drawRoundedRect(QRectF(4, 10, 36, 28), 6, 6)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(12, 0, 20, 20), 0, 180 * 16)
        font = QFont(p.font())
        font.setPixelSize(18)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#FFFFFF"))
        p.drawText(QRectF(4, 10, 36, 28), Qt.AlignmentFlag.AlignCenter, "R")


class PlaquetteItem(QGraphicsItem):
    """A rider's plaquette: letter, name, 8 token slots and the four pace markers.

    `slots` are codes for draw_token: terrain letters, 'P*' (hidden, owner's view),
    'H' (face down, opponent's view), 'W' (white filler, owner's view), '' (empty).
    """

    WIDTH = 4 * (SLOT + 4) + 150
    HEIGHT = 2 * (SLOT + 4) + 34

    def __init__(self, style: SeatStyle) -> None:
        super().__init__()
        self.style = style
        self.name = ""
        self.slots: list[str] = [""] * 8
        self.offensive_used = False
        self.status = ""
        self.active = False

    def update_from(self, info: dict[str, Any], own: bool, slots: int, status: str) -> None:
        self.name = info["name"]
        codes: list[str] = []
        for colour, n in info["tokens"].items():
            codes += [colour] * n
        if own:
            if info.get("hidden"):
                codes.append(info["hidden"] + "*")
            codes += ["W"] * info.get("fillers", 0)
        else:
            codes += ["H"] * info["facedown"]
        self.slots = (codes + [""] * slots)[:slots]
        self.offensive_used = info["offensive_used"]
        self.status = status
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.WIDTH, self.HEIGHT)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#FFB000") if self.active else INK, 4 if self.active else 1.5))
        p.setBrush(QColor("#F4EEDD"))
        p.drawRoundedRect(QRectF(1, 1, self.WIDTH - 2, self.HEIGHT - 2), 8, 8)
        draw_seat_mark(p, self.style, QPointF(20, 20), 12, QPen(QColor("#FFFFFF"), 1.5), 14)
        font = QFont(p.font())
        font.setPixelSize(14)
        font.setBold(True)
        p.setPen(INK)
        font.setPixelSize(13)
        p.setFont(font)
        name = p.fontMetrics().elidedText(
            self.name, Qt.TextElideMode.ElideRight, int(self.WIDTH - 50)
        )
        p.drawText(QRectF(40, 8, self.WIDTH - 46, 20), Qt.AlignmentFlag.AlignLeft, name)
        for i, code in enumerate(self.slots):
            x = 10 + (i % 4) * (SLOT + 4)
            y = 34 + (i // 4) * (SLOT + 4)
            rect = QRectF(x, y, SLOT, SLOT)
            if code:
                draw_token(p, rect, code)
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor("#B8B0A0"), 1, Qt.PenStyle.DashLine))
                p.drawRoundedRect(rect, 4, 4)
        # status text (pace chosen, revealed pace…) and the Offensive marker
        font.setPixelSize(12)
        font.setBold(False)
        p.setFont(font)
        p.setPen(INK)
        text_rect = QRectF(4 * (SLOT + 4) + 16, 34, self.WIDTH - 4 * (SLOT + 4) - 22, 40)
        p.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.status)
        marker = QRectF(self.WIDTH - 30, self.HEIGHT - 28, 22, 22)
        p.setPen(QPen(INK, 1.5))
        p.setBrush(QColor("#F29C8F") if not self.offensive_used else QColor("#DDDDDD"))
        p.drawEllipse(marker)
        p.setPen(INK)
        p.drawText(marker, Qt.AlignmentFlag.AlignCenter, "O")
        if self.offensive_used:
            p.setPen(QPen(QColor("#B00020"), 2.5))
            p.drawLine(marker.topLeft(), marker.bottomRight())
