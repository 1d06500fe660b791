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

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.textbox import TextBox, draw_boxes, text_box
from peloton_desktop.games.tape_l_etape import palette
from peloton_desktop.games.tape_l_etape.view.sizes import TleSizes, line_h
from peloton_desktop.games.tape_l_etape.view.text import CARD_COLOURS, colour_letter
from peloton_desktop.ui.pieces.card import CardBack, CardFace, CardItem

CARD_W, CARD_H = 56.0, 80.0
INK = qcolor(palette.CARD_INK)
LAST = qcolor(colours.LAST_MOVE)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


BACK = CardBack(fill=palette.CARD_BACK.light)
SMALL_CARD = 50.0  # a card shorter than this is a small one (its letter larger in it)


class NumberCard(CardItem):
    """A numbered card (the shared card piece): its colour with a letter, its value."""

    def __init__(
        self, colour: int, value: int, w: float = CARD_W, h: float = CARD_H, face_up: bool = True
    ) -> None:
        face = CardFace(title=str(value), fill=palette.CARD_FACE.light, paint=self._paint_number)
        super().__init__(face, BACK, (w, h), face_up=face_up)
        self.colour, self.value = colour, value

    def text_boxes(self) -> list[TextBox]:
        """The letter and the number it paints (measured by the readability check)."""
        if not self.face_up:
            return []
        band = QRectF(0, 0, self.width, self.height * self.band())
        body = QRectF(0, band.bottom(), self.width, self.height - band.height())
        letter = self.height * (0.38 if self.small() else 0.2)
        return [
            text_box(colour_letter(self.colour), band, letter, INK),
            text_box(str(self.value), body, self.height * 0.42, INK),
        ]

    def small(self) -> bool:
        """Another player's card, shown small (their hand at the end of a stage)."""
        return self.height < SMALL_CARD

    def band(self) -> float:
        """The colour band's share of the height: a small card's letter needs more."""
        return 0.42 if self.small() else 0.28

    def _paint_number(self, p: QPainter, rect: QRectF) -> None:
        band = QRectF(rect.x(), rect.y(), rect.width(), rect.height() * self.band())
        p.setBrush(QColor(CARD_COLOURS[self.colour]))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(band.adjusted(1, 1, -1, 0), 5, 5)
        draw_boxes(p, self.text_boxes())


def title_card(
    title: str, fill: str, w: float, h: float, used: bool, text_px: int = 17
) -> CardItem:
    """A stage-profile or joker card; once used it stays face up, faded, so every
    player still reads which one is gone (a turned card would hide it)."""
    card = CardItem(CardFace(title=title, fill=fill, text_px=text_px), BACK, (w, h))
    if used:
        card.setOpacity(0.35)
    return card


def arm(card: CardItem, action: Any, reason: str = "") -> None:
    """Ring a card with its legal action, or let a click on it say why it is not one."""
    if action is not None:
        card.set_playable(action)
    else:
        card.set_refusal(reason)


class ColumnItem(QGraphicsObject):
    """One colour's column: a slot per value in play, the laid ones filled, the start
    value outlined, an arrow for the way it grows."""

    def __init__(self, colour: int, low: int, high: int, sizes: TleSizes | None = None) -> None:
        super().__init__()
        self.colour, self.low, self.high = colour, low, high
        at = sizes or TleSizes()
        self.value_px, self.head_px = at.px(17), at.px(18)
        self.w = at.column_w
        self.head = max(22.0, line_h(self.head_px, True))  # the colour's letter
        self.slot = max(at.slot, line_h(self.value_px, True) - 1)  # its values whole
        self.laid: tuple[int, int] | None = None
        self.start = 0
        self.direction = "both"
        self.last: int | None = None  # the value laid by the last move

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.slot * (self.high - self.low + 1) + self.head + 8)

    def set_state(self, laid: tuple[int, int] | None, start: int, direction: str) -> None:
        self.laid, self.start, self.direction = laid, start, direction
        self.update()

    def _slots(self) -> list[tuple[int, QRectF, bool]]:
        return [
            (
                value,
                QRectF(8, self.head + 4 + i * self.slot, self.w - 16, self.slot - 3),
                self.laid is not None and self.laid[0] <= value <= self.laid[1],
            )
            for i, value in enumerate(range(self.high, self.low - 1, -1))
        ]

    def slot_rect(self, value: int) -> QRectF:
        """Where `value` sits in the column (item coordinates)."""
        return next(r for v, r, _ in self._slots() if v == value)

    def text_boxes(self) -> list[TextBox]:
        """The colour letter and each value (measured by the readability check)."""
        head = qcolor(colours.TABLE_INK)  # the letter above the column, on the table
        letter = QRectF(0, 0, self.w, self.head)
        boxes = [text_box(colour_letter(self.colour), letter, self.head_px, head)]
        for value, r, on in self._slots():
            ink = INK if on else qcolor(palette.SLOT_OFF_INK)
            boxes.append(text_box(str(value), r, self.value_px, ink, bold=on))
        return boxes

    def paint(self, p: QPainter, _o: QStyleOptionGraphicsItem, _w: QWidget | None = None) -> None:
        fill = QColor(CARD_COLOURS[self.colour])
        for value, r, on in self._slots():
            p.setBrush(QBrush(fill) if on else QBrush(qcolor(palette.SLOT_OFF)))
            p.setPen(QPen(INK, stroke(3.0 if value == self.start else 1.0)))
            p.drawRoundedRect(r, 4, 4)
        if self.last is not None:  # the card just laid: a thick dashed ring, seen at once
            for value, r, _ in self._slots():
                if value == self.last:
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.setPen(QPen(LAST, stroke(3.5), Qt.PenStyle.DashLine))
                    p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)
        draw_boxes(p, self.text_boxes())
