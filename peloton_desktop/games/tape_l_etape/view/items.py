"""Tape l'étape's table items: numbered cards, stage and joker cards (all the shared
card piece), and the coloured columns.

Scene units: a numbered card is 56 × 80. A playable card is ringed and a click on
it emits its legal action; a click on a card that cannot be laid emits `refused`
with the reason, so the table says why. Items never decide a rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from peloton_desktop.games.tape_l_etape.view.text import CARD_COLOURS, colour_letter
from peloton_desktop.ui.pieces.card import CardBack, CardFace, CardItem

CARD_W, CARD_H = 56.0, 80.0
INK = QColor("#222222")
LAST = QColor("#7B3FBF")


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


BACK = CardBack(fill="#5B6770")


class NumberCard(CardItem):
    """A numbered card (the shared card piece): its colour with a letter, its value."""

    def __init__(
        self, colour: int, value: int, w: float = CARD_W, h: float = CARD_H, face_up: bool = True
    ) -> None:
        face = CardFace(
            title=str(value), fill="#FBF8EF", paint=lambda p, r: _number_face(p, r, colour, value)
        )
        super().__init__(face, BACK, (w, h), face_up=face_up)
        self.colour, self.value = colour, value


def _number_face(p: QPainter, rect: QRectF, colour: int, value: int) -> None:
    band = QRectF(rect.x(), rect.y(), rect.width(), rect.height() * 0.28)
    p.setBrush(QColor(CARD_COLOURS[colour]))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(band.adjusted(1, 1, -1, 0), 5, 5)
    p.setPen(INK)
    p.setFont(_font(rect.height() * 0.2, True))
    p.drawText(band, Qt.AlignmentFlag.AlignCenter, colour_letter(colour))
    p.setFont(_font(rect.height() * 0.42, True))
    body = QRectF(rect.x(), band.bottom(), rect.width(), rect.height() - band.height())
    p.drawText(body, Qt.AlignmentFlag.AlignCenter, str(value))


def title_card(title: str, fill: str, w: float, h: float, face_up: bool) -> CardItem:
    """A stage-profile or joker card, turned over once used."""
    return CardItem(CardFace(title=title, fill=fill, text_px=17), BACK, (w, h), face_up=face_up)


def arm(card: CardItem, action: Any, reason: str = "") -> None:
    """Ring a card with its legal action, or let a click on it say why it is not one."""
    if action is not None:
        card.set_playable(action)
    else:
        card.set_refusal(reason)


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
