"""Tape l'étape's table items: numbered cards, stage and joker cards, the columns.

Scene units: a numbered card is 56 × 80. A playable card is ringed and a click on
it emits its legal action; a click on a card that cannot be laid emits `refused`
with the reason, so the table says why. Items never decide a rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop.games.tape_l_etape.view.text import CARD_COLOURS, colour_letter

CARD_W, CARD_H = 56.0, 80.0
INK = QColor("#222222")
RING = QColor("#FF7F00")
LAST = QColor("#7B3FBF")


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


class ClickableCard(QGraphicsObject):
    """A card with a face (`paint_face`) or a back; ringed when it can be played."""

    chosen = Signal(object)  # the legal action
    refused = Signal(str)  # why it cannot be played

    def __init__(self, w: float = CARD_W, h: float = CARD_H) -> None:
        super().__init__()
        self.w, self.h = w, h
        self.action: Any = None
        self.reason = ""
        self.face_up = True
        self.marked = False  # the last move
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def set_action(self, action: Any, reason: str = "") -> None:
        self.action, self.reason = action, reason
        clickable = action is not None or bool(reason)
        self.setAcceptedMouseButtons(
            Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton
        )
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if action is not None else Qt.CursorShape.ArrowCursor
        )
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.action is not None:
            self.chosen.emit(self.action)
        elif self.reason:
            self.refused.emit(self.reason)

    def paint(self, p: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.w, self.h)
        if self.face_up:
            self.paint_face(p, rect)
        else:
            p.setPen(QPen(INK, 1.2))
            p.setBrush(QColor("#5B6770"))
            p.drawRoundedRect(rect, 6, 6)
            p.setPen(QPen(QColor("#8A959C"), 1.0))
            p.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)
        if self.action is not None:
            p.setPen(QPen(RING, 3.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 7, 7)
        elif self.marked:
            p.setPen(QPen(LAST, 2.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 7, 7)

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        raise NotImplementedError


class NumberCard(ClickableCard):
    """A numbered card: its colour (with a letter) and its value, large."""

    def __init__(self, colour: int, value: int, w: float = CARD_W, h: float = CARD_H) -> None:
        super().__init__(w, h)
        self.colour, self.value = colour, value

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        fill = QColor(CARD_COLOURS[self.colour])
        p.setPen(QPen(INK, 1.2))
        p.setBrush(QColor("#FBF8EF"))
        p.drawRoundedRect(rect, 6, 6)
        band = QRectF(rect.x(), rect.y(), rect.width(), rect.height() * 0.28)
        p.setBrush(fill)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(band.adjusted(1, 1, -1, 0), 5, 5)
        p.setPen(INK)
        p.setFont(_font(self.h * 0.2, True))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, colour_letter(self.colour))
        p.setFont(_font(self.h * 0.42, True))
        body = QRectF(rect.x(), band.bottom(), rect.width(), rect.height() - band.height())
        p.drawText(body, Qt.AlignmentFlag.AlignCenter, str(self.value))


class TitleCard(ClickableCard):
    """A stage-profile or joker card: a title on its fill; turned over once used."""

    def __init__(self, title: str, fill: str, w: float, h: float) -> None:
        super().__init__(w, h)
        self.title, self.fill = title, fill

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(INK, 1.0))
        p.setBrush(QColor(self.fill))
        p.drawRoundedRect(rect, 5, 5)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        area = rect.adjusted(2, 2, -2, -2)
        size = min(17.0, self.h * 0.6)
        while size > 11 and not area.contains(
            QFontMetricsF(_font(size, True)).boundingRect(area, int(flags), self.title)
        ):
            size -= 1  # long French titles: the largest size that fits
        p.setFont(_font(size, True))
        p.drawText(
            rect.adjusted(2, 2, -2, -2),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.title,
        )


class ColumnItem(QGraphicsObject):
    """One colour's column: a slot per value in play, the laid ones filled, the start
    value outlined, an arrow for the way it grows."""

    SLOT = 22.0

    def __init__(self, colour: int, low: int, high: int) -> None:
        super().__init__()
        self.colour, self.low, self.high = colour, low, high
        self.laid: tuple[int, int] | None = None
        self.start = 0
        self.direction = "both"
        self.last: int | None = None  # the value laid by the last move

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 70, self.SLOT * (self.high - self.low + 1) + 30)

    def set_state(self, laid: tuple[int, int] | None, start: int, direction: str) -> None:
        self.laid, self.start, self.direction = laid, start, direction
        self.update()

    def paint(self, p: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None) -> None:
        fill = QColor(CARD_COLOURS[self.colour])
        p.setFont(_font(18, True))
        p.setPen(INK)
        p.drawText(QRectF(0, 0, 70, 22), Qt.AlignmentFlag.AlignCenter, colour_letter(self.colour))
        for i, value in enumerate(range(self.high, self.low - 1, -1)):
            r = QRectF(8, 26 + i * self.SLOT, 54, self.SLOT - 3)
            on = self.laid is not None and self.laid[0] <= value <= self.laid[1]
            p.setBrush(QBrush(fill) if on else QBrush(QColor("#F2EFE6")))
            width = 3.0 if value == self.start else 1.0
            p.setPen(QPen(LAST if value == self.last else INK, width))
            p.drawRoundedRect(r, 4, 4)
            p.setPen(INK if on else QColor("#8C8C8C"))
            p.setFont(_font(17, on))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(value))
