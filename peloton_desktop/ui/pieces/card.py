"""Cards and hands on the table (logical units; the view scales the scene).

A `CardItem` shows its face or its back; a playable card is ringed and a click on
it emits `chosen` with the legal action the view gave it (the view passes it to
`session.play` or narrows to it): the card never decides a rule. A `HandItem` lays
cards out in a row or a fan; its owner's view sees the faces, the others see backs
and how many there are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK, SELECT
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.detach import detach
from peloton_desktop.ui.pieces.hint import hint_bounds, hint_ring
from peloton_desktop.ui.pieces.keys import KeyChoice, plain

LAST_MOVE = qcolor(colours.LAST_MOVE)

FacePainter = Callable[[QPainter, QRectF], None]


@dataclass(frozen=True)
class CardFace:
    """What a face shows: a title on a fill, or a game's own drawing (`paint`)."""

    title: str = ""
    fill: str = colours.CARD_FACE.light
    ink: str = colours.INK.light
    text_px: int = 9
    tooltip: str = ""
    paint: FacePainter | None = None


@dataclass(frozen=True)
class CardBack:
    fill: str = colours.CARD_BACK.light
    mark: str = ""  # a letter on the back (the owner's seat letter…)


class CardItem(QGraphicsObject):
    chosen = Signal(object)
    refused = Signal(str)  # a click on a card that cannot be played: why

    def __init__(
        self,
        face: CardFace,
        back: CardBack,
        size: tuple[float, float] = (102.0, 50.0),
        face_up: bool = True,
        radius: float = 6.0,
    ) -> None:
        super().__init__()
        self.face, self.back = face, back
        self.width, self.height = size
        self.radius = radius
        self.face_up = face_up
        self.action: Any = None
        self.playable = False
        self.reason = ""
        self.marked = False  # the last move: a dashed ring until the next one
        self.hint = 0  # the coach's rank for the action it leads to (0: none)
        self.leads_to: Sequence[Any] = ()  # the actions a click leads to, if not `action`
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._tooltip()

    def set_refusal(self, reason: str) -> None:
        """Not playable, but a click says why (the table explains a refused card)."""
        self.set_playable(None)
        self.reason = reason
        if reason:
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_playable(self, action: Any) -> None:
        """Ring the card and emit `action` when clicked; None: neither."""
        self.prepareGeometryChange()
        self.action = action
        self.playable = action is not None
        self.setAcceptedMouseButtons(
            Qt.MouseButton.LeftButton if self.playable else Qt.MouseButton.NoButton
        )
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if self.playable else Qt.CursorShape.ArrowCursor
        )
        self.update()

    def leads(self) -> Sequence[Any]:
        """The legal actions a click on the card plays or opens (the coach's rings)."""
        return self.leads_to or (() if self.action is None else (self.action,))

    def set_hint(self, rank: int) -> None:
        if rank != self.hint:
            self.prepareGeometryChange()
            self.hint = rank
            self.update()

    def key_choices(self) -> list[KeyChoice]:
        """A playable card is a choice for the keyboard (and for the digits)."""
        if not self.playable:
            return []
        rect = QRectF(0, 0, self.width, self.height)
        press = lambda: self.chosen.emit(self.action)  # noqa: E731
        return [KeyChoice(self, rect, press, self.spoken(), card=True, key=repr(self.action))]

    def spoken(self) -> str:
        """The card as a player sees it: its face's words, or that it is face down."""
        if not self.face_up:
            return translate("Pieces", "A card, face down")
        return plain(self.toolTip()) or self.face.title

    def _tooltip(self) -> None:
        if self.face_up:
            tip = self.face.tooltip or self.face.title
            self.setToolTip(f"<b>{self.face.title}</b><br>{tip}" if self.face.tooltip else tip)
        else:
            self.setToolTip(translate("Pieces", "A card, face down"))

    def boundingRect(self) -> QRectF:
        if self.hint:
            return hint_bounds(QRectF(0, 0, self.width, self.height))  # the coach's ring
        if not self.playable:
            return QRectF(0, 0, self.width, self.height)
        return QRectF(-3, -3, self.width + 6, self.height + 6)  # and the ring

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.width, self.height)
        p.setBrush(QColor(self.face.fill if self.face_up else self.back.fill))
        p.setPen(QPen(INK, stroke(1)))
        p.drawRoundedRect(r, self.radius, self.radius)
        if self.face_up:
            if self.face.paint is not None:
                self.face.paint(p, r)
            elif self.face.title:
                _text(p, r.adjusted(4, 0, -4, 0), self.face.title, self.face.text_px, self.face.ink)
        elif self.back.mark:
            _text(p, r, self.back.mark, int(self.height * 0.4), colours.INK_ON_DARK.light)
        if self.playable:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(SELECT, stroke(3)))
            p.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), self.radius, self.radius)
        elif self.marked:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(LAST_MOVE, stroke(2.5), Qt.PenStyle.DashLine))
            p.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), self.radius, self.radius)
        if self.hint:
            hint_ring(p, r, self.hint, self.radius)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.boundingRect().contains(event.pos()):
            return
        if self.playable:
            self.chosen.emit(self.action)
        elif self.reason:
            self.refused.emit(self.reason)


def _text(p: QPainter, rect: QRectF, text: str, px: int, colour: str) -> None:
    """Bold, centred, wrapped; shrunk (down to 11 px) until it fits the card."""
    flags = int(
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    )
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(px)
    while px > 11 and not rect.contains(QFontMetricsF(font).boundingRect(rect, flags, text)):
        px -= 1
        font.setPixelSize(px)
    p.setFont(font)
    p.setPen(QColor(colour))
    p.drawText(rect, flags, text)


class HandItem(QGraphicsObject):
    """A seat's hand: faces for its owner's view, backs (and their count) otherwise.

    `step`: the distance between two cards; `fan`: degrees turned per card (0: a row).
    """

    chosen = Signal(object)

    def __init__(
        self,
        back: CardBack,
        card_size: tuple[float, float] = (102.0, 50.0),
        step: float = 106.0,
        fan: float = 0.0,
        show_count: bool = True,
    ) -> None:
        super().__init__()
        self.back, self.card_size, self.step, self.fan = back, card_size, step, fan
        self.show_count = show_count
        self.cards: list[CardItem] = []
        self.owner_view = False
        self._shown: tuple[Any, ...] | None = None

    def show_hand(self, faces: Sequence[CardFace], owner_view: bool) -> None:
        """The hand as one viewer sees it: the faces only when `owner_view`."""
        key = (tuple(faces), owner_view)
        if key == self._shown:
            return
        self._shown = key
        self.prepareGeometryChange()
        self.owner_view = owner_view
        for card in self.cards:
            detach(card)
        self.cards = []
        n = len(faces)
        for i, face in enumerate(faces):
            card = CardItem(face, self.back, self.card_size, face_up=owner_view)
            card.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            card.setParentItem(self)
            if self.fan:
                angle = (i - (n - 1) / 2) * self.fan
                card.setTransformOriginPoint(QPointF(self.card_size[0] / 2, self.card_size[1] * 3))
                card.setRotation(angle)
            card.setPos(i * self.step, 0)
            card.chosen.connect(self.chosen)
            self.cards.append(card)
        self.setToolTip("" if owner_view else translate("Pieces", "%n card(s), face down", None, n))
        self.update()

    def count_text(self) -> str:
        if self.owner_view or not self.show_count or not self.cards:
            return ""
        return f"×{len(self.cards)}"

    def _badge(self) -> QRectF:
        x = (len(self.cards) - 1) * self.step + self.card_size[0] + 4
        return QRectF(x, self.card_size[1] / 2 - 11, 34, 22)

    def boundingRect(self) -> QRectF:
        """The row of cards, and the count beside it when shown (the cards, children,
        add their own turned rects)."""
        n = max(1, len(self.cards))
        rect = QRectF(0, 0, (n - 1) * self.step + self.card_size[0], self.card_size[1])
        return rect.united(self._badge()) if self.count_text() else rect

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        text = self.count_text()
        if not text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        badge = self._badge()
        p.setPen(QPen(INK, stroke(1)))
        p.setBrush(qcolor(colours.PAPER))
        p.drawRoundedRect(badge, 11, 11)
        _text(p, badge, text, 12, colours.INK.light)
