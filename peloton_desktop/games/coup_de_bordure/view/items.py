"""Scene items: course tiles, finish tiles, riders with their revealed pace, plaquettes
with their clickable pace markers (the riders are the shared `ui.pieces.rider`).

Every item that paints text returns it from `text_boxes()` (`draw.textbox`),
so the readability check measures what is drawn. Sizes are in `layout`'s units.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK, SELECT
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.seat import SeatStyle, draw_seat_mark
from peloton_desktop.draw.textbox import LEFT, RIGHT, TextBox, draw_boxes, fitted, text_box
from peloton_desktop.games.coup_de_bordure import palette
from peloton_desktop.games.coup_de_bordure.rules import PACES, RiderView
from peloton_desktop.games.coup_de_bordure.style import (
    TERRAIN_COLOURS,
    TERRAIN_INK,
    draw_pictogram,
    draw_token,
    token_text_box,
)
from peloton_desktop.games.coup_de_bordure.style import cdb_terrain_letter as terrain_letter
from peloton_desktop.games.coup_de_bordure.view.art import draw_pace_marker
from peloton_desktop.games.coup_de_bordure.view.layout import HEADER, PLAQ_W, plaquette_height
from peloton_desktop.ui.pieces.hint import hint_bounds, hint_ring
from peloton_desktop.ui.pieces.keys import KeyChoice, offered, words_of
from peloton_desktop.ui.pieces.rider import ACTIVE, LAST_MOVE, RiderItem

TOKEN = 26.0
TOKEN_STEP = 28.0
MARKER = 22.0
TEXT_PX = 13


class TileItem(QGraphicsObject):
    """One course case: terrain colour, number, pictogram (or the feed bag), letter;
    a `target` (where a tow takes a rider) is ringed and a click on it emits `clicked`."""

    clicked = Signal(int)  # the case's number

    def __init__(self, number: int, terrain: str, rect: QRectF, feed: bool = False) -> None:
        super().__init__()
        self.number, self.terrain, self.feed = number, terrain, feed
        self.w, self.h = rect.width(), rect.height()
        self.highlight = False
        self.target = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._key: tuple[bool, str] | None = None
        self._boxes: list[TextBox] = []
        self.setPos(rect.topLeft())
        self.set_highlight(False)

    def set_highlight(self, lit: bool) -> None:
        """Ring the case whose riders play; also follows the language's letters."""
        key = (lit, terrain_letter(self.terrain))
        if key != self._key:
            self._key, self.highlight = key, lit
            self._boxes = self._text_boxes()
            self.update()

    def set_target(self, on: bool) -> None:
        if on != self.target:
            self.target = on
            self.setAcceptedMouseButtons(
                Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton
            )
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.target and self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.number)

    def key_choices(self) -> list[KeyChoice]:  # a tow's target, for the keyboard
        words, at = words_of(self, str(self.number)), self.boundingRect()
        return offered(self.target, self, at, words, self.number, self.clicked.emit, self.number)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def text_boxes(self) -> list[TextBox]:
        return self._boxes

    def _text_boxes(self) -> list[TextBox]:
        ink = TERRAIN_INK[self.terrain]
        boxes = [
            text_box(str(self.number), QRectF(8, 3, 30, HEADER - 4), 16, ink, LEFT),
            text_box(
                terrain_letter(self.terrain), QRectF(self.w - 38, 3, 30, HEADER - 4), 16, ink, RIGHT
            ),
        ]
        if self.feed:
            boxes.append(
                text_box("R", self._bag().adjusted(0, 3, 0, 0), 13, colours.INK_ON_DARK.light)
            )
        return boxes

    def _bag(self) -> QRectF:
        return QRectF(self.w / 2 - 13, 2, 26, HEADER - 2)

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(TERRAIN_COLOURS[self.terrain]))
        p.setPen(QPen(ACTIVE if self.highlight else INK, stroke(6 if self.highlight else 2)))
        p.drawRoundedRect(QRectF(2, 2, self.w - 4, self.h - 4), 8, 8)
        p.setPen(QPen(qcolor(colours.BLACK, 60), stroke(1)))
        p.drawLine(QPointF(6, HEADER + 1), QPointF(self.w - 6, HEADER + 1))
        if self.feed:  # the feed bag instead of the pictogram
            paint_feed_bag(p, self._bag())
        else:
            draw_pictogram(p, self.terrain, QRectF(self.w / 2 - 14, 5, 28, 15))
        draw_boxes(p, self.text_boxes())
        if self.target:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(SELECT, stroke(4)))
            p.drawRoundedRect(QRectF(7, HEADER + 4, self.w - 14, self.h - HEADER - 11), 6, 6)


def paint_feed_bag(p: QPainter, bag: QRectF) -> None:
    """The ravitaillement's musette bag (the tile's and the legend's)."""
    p.setPen(QPen(INK, stroke(1.5)))
    p.setBrush(qcolor(palette.FEED_BAG))
    p.drawRoundedRect(bag.adjusted(0, 4, 0, 0), 4, 4)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(bag.center().x() - 6, bag.top(), 12, 9), 0, 180 * 16)


def paint_marker(
    p: QPainter, rect: QRectF, pace: str, paces: Mapping[str, Any], state: str, hover: bool = False
) -> None:
    """A plaquette's pace marker in one of its states (the plaquette's and the legend's):
    legal ringed, chosen or revealed ringed in ink, last move dashed, used crossed."""
    p.setOpacity(0.3 if state in ("used", "faded") else 1.0)
    draw_pace_marker(p, rect, pace, paces)
    p.setOpacity(1.0)
    ring = rect.adjusted(-1.5, -1.5, 1.5, 1.5)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if state == "used":
        p.setPen(QPen(qcolor(palette.USED), stroke(2.5)))
        p.drawLine(ring.topLeft(), ring.bottomRight())
    elif state == "legal":
        p.setPen(QPen(SELECT, stroke(4 if hover else 2.5)))
        p.drawEllipse(ring)
    elif state in ("chosen", "revealed"):
        p.setPen(QPen(INK, stroke(3)))
        p.drawEllipse(ring)
    elif state == "last":
        p.setPen(QPen(LAST_MOVE, stroke(3), Qt.PenStyle.DashLine))
        p.drawEllipse(ring)


class FinishItem(QGraphicsItem):
    """A finish tile past the line, chequered, numbered +1 +2 +3."""

    def __init__(self, index: int, rect: QRectF) -> None:
        super().__init__()
        self.index = index
        self.w, self.h = rect.width(), rect.height()
        self.setPos(rect.topLeft())

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def text_boxes(self) -> list[TextBox]:
        rect = QRectF(0, 3, self.w, HEADER - 4)
        return [text_box(f"+{self.index + 1}", rect, 15, INK)]

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        p.setPen(QPen(INK, stroke(2)))
        p.setBrush(qcolor(colours.PAPER))
        p.drawRect(QRectF(1, 2, self.w - 2, self.h - 4))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(colours.DISABLED_PIECE))
        cell = (self.w - 2) / 6
        for row in range(int((self.h - HEADER - 4) // cell)):
            for col in range(6):
                if (row + col + self.index) % 2 == 0:
                    p.drawRect(QRectF(1 + col * cell, HEADER + 2 + row * cell, cell, cell))
        draw_boxes(p, self.text_boxes())


class CdbRider(RiderItem):
    """A rider with its revealed pace as a small marker at its lower right."""

    BADGE = 14.0

    def __init__(self, index: int, style: SeatStyle, radius: float, letter_px: int) -> None:
        super().__init__(index, style, radius, letter_px)
        self.pace = ""
        self.paces: Mapping[str, Any] = {}

    def set_pace(self, pace: str) -> None:
        self.pace = pace
        self.setZValue(11 if pace else 10)  # the marker above the neighbours

    def boundingRect(self) -> QRectF:
        return super().boundingRect().united(self._badge().adjusted(-1, -1, 1, 1))

    def _badge(self) -> QRectF:
        r = self.radius
        return QRectF(r * 0.45, r * 0.45, self.BADGE, self.BADGE)

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        super().paint(p, o, w)
        if self.pace:
            draw_pace_marker(p, self._badge(), self.pace, self.paces)


class PaceMarkerItem(QGraphicsObject):
    """One of a rider's four pace markers on its plaquette; a legal one is ringed and
    a click on it emits `chosen` with the pace."""

    chosen = Signal(str)

    def __init__(self, pace: str, paces: Mapping[str, Any], parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.pace, self.paces = pace, paces
        self.state = ""  # "", legal, chosen, revealed, last, used, faded
        self.hover = False
        self.hint = 0  # the coach's rank for this pace (0: none)
        self.leads_to: list[Any] = []  # the legal pace actions a click leads to
        self.setAcceptHoverEvents(True)

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            legal = state == "legal"
            self.setAcceptedMouseButtons(
                Qt.MouseButton.LeftButton if legal else Qt.MouseButton.NoButton
            )
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def leads(self) -> list[Any]:
        return self.leads_to

    def set_hint(self, rank: int) -> None:
        if rank != self.hint:
            self.prepareGeometryChange()
            self.hint = rank
            self.update()

    def boundingRect(self) -> QRectF:
        r = QRectF(-3, -3, MARKER + 6, MARKER + 6)
        return hint_bounds(r) if self.hint else r

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_marker(p, QRectF(0, 0, MARKER, MARKER), self.pace, self.paces, self.state, self.hover)
        if self.hint:
            hint_ring(p, QRectF(-1.5, -1.5, MARKER + 3, MARKER + 3), self.hint)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.state == "legal" and self.boundingRect().contains(event.pos()):
            self.chosen.emit(self.pace)

    def key_choices(self) -> list[KeyChoice]:  # a legal marker, for the keyboard
        on, at, words = (
            self.state == "legal",
            QRectF(0, 0, MARKER, MARKER),
            words_of(self, self.pace),
        )
        return offered(on, self, at, words, self.pace, self.chosen.emit, self.pace)


class PlaquetteItem(QGraphicsObject):
    """A rider's plaquette: mark and name, its token slots, its four pace markers and
    a status line (pace chosen or revealed, fed).

    `slots` are codes for draw_token: terrain letters, 'P*' (hidden, owner's view),
    'H' (face down, opponent's view), 'W' (white filler, owner's view), '' (empty).
    """

    WIDTH = PLAQ_W

    def __init__(self, style: SeatStyle, paces: Mapping[str, Any], slots: int = 8) -> None:
        super().__init__()
        self.style = style
        self.name = ""
        self.slots: list[str] = [""] * slots
        self.offensive_used = False
        self.status = ""
        self.active = False
        self.marked = False
        self.height = plaquette_height(slots)
        self._boxes: list[TextBox] = []
        self._tokens: list[TextBox] = []
        self._key: tuple[Any, ...] = ()
        self.markers = {pace: PaceMarkerItem(pace, paces, self) for pace in PACES}
        for i, marker in enumerate(self.markers.values()):
            marker.setPos(118 + (i % 2) * (MARKER + 4), 32 + (i // 2) * TOKEN_STEP)

    def update_from(
        self,
        info: RiderView,
        own: bool,
        slots: int,
        status: str,
        active: bool = False,
        marked: bool = False,
    ) -> None:
        codes: list[str] = []
        for colour, n in info.tokens.items():
            codes += [colour] * n
        secret = info.own if own else None  # the owner's view shows its face-down side
        if secret is not None:
            if secret.hidden:
                codes.append(secret.hidden + "*")
            codes += ["W"] * secret.fillers
        else:
            codes += ["H"] * info.facedown
        key = (info.name, codes, info.offensive_used, status, active, marked)
        if key == self._key:
            return  # nothing to redraw
        self._key = key
        self.name = info.name
        self.slots = (codes + [""] * slots)[:slots]
        self.offensive_used = info.offensive_used
        self.status = status
        self.active, self.marked = active, marked
        self._boxes = self._text_boxes()
        self._tokens = [token_text_box(self.token_rect(i), c) for i, c in enumerate(self.slots)]
        self.update()

    def token_rect(self, i: int) -> QRectF:
        return QRectF(4 + (i % 4) * TOKEN_STEP, 30 + (i // 4) * TOKEN_STEP, TOKEN, TOKEN)

    def _text_boxes(self) -> list[TextBox]:
        name, px, bold = fitted(self.name, 14, self.WIDTH - 40)  # a long name whole
        boxes = [
            text_box(self.style.letter, QRectF(6, 4, 22, 22), TEXT_PX, self.style.ink),
            text_box(name, QRectF(32, 4, self.WIDTH - 38, 22), px, INK, LEFT, bold),
        ]
        status, px, _bold = fitted(self.status, TEXT_PX, self.WIDTH - 14, bold=False)
        rect = QRectF(8, self.height - 21, self.WIDTH - 14, 18)
        boxes.append(text_box(status, rect, px, INK, LEFT, bold=False))
        return boxes

    def text_boxes(self) -> list[TextBox]:
        return self._boxes + self._tokens  # the tokens' letters are drawn by draw_token

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.WIDTH + 4, self.height + 4)

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            pen = QPen(ACTIVE, stroke(4))
        elif self.marked:
            pen = QPen(LAST_MOVE, stroke(3), Qt.PenStyle.DashLine)
        else:
            pen = QPen(INK, stroke(1.5))
        p.setPen(pen)
        p.setBrush(qcolor(colours.CARD_FACE))
        p.drawRoundedRect(QRectF(1, 1, self.WIDTH - 2, self.height - 2), 8, 8)
        draw_seat_mark(
            p, self.style, QPointF(17, 15), 11, QPen(qcolor(colours.PIECE_RIM), stroke(1.5)), 0, ""
        )
        for i, code in enumerate(self.slots):
            rect = self.token_rect(i)
            if code:
                draw_token(p, rect, code)
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(qcolor(palette.EMPTY_SLOT), stroke(1), Qt.PenStyle.DashLine))
                p.drawRoundedRect(rect, 4, 4)
        draw_boxes(p, self._boxes)
