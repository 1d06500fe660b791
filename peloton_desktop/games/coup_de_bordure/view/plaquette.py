"""A rider's plaquette on Coup de bordure's table: its mark and name, its energy
tokens, its four clickable pace markers and its status line; sized by `layout`'s
`PlaqSizes` (roomier, its words larger, at a larger text size)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.seat import SeatStyle, draw_seat_mark
from peloton_desktop.draw.textbox import LEFT, TextBox, draw_boxes, fitted, text_box
from peloton_desktop.games.coup_de_bordure import palette
from peloton_desktop.games.coup_de_bordure.rules import PACES, RiderView
from peloton_desktop.games.coup_de_bordure.style import draw_token, token_text_box
from peloton_desktop.games.coup_de_bordure.view.art import paint_marker
from peloton_desktop.games.coup_de_bordure.view.layout import PLAQ_W, PlaqSizes
from peloton_desktop.ui.pieces.hint import hint_bounds, hint_ring
from peloton_desktop.ui.pieces.keys import KeyChoice, offered, words_of
from peloton_desktop.ui.pieces.rider import ACTIVE, LAST_MOVE

TEXT_PX = 13
TOKEN_LETTER = 0.5  # a token's letter, of its height, at 100 %


class PaceMarkerItem(QGraphicsObject):
    """One of a rider's four pace markers on its plaquette; a legal one is ringed and
    a click on it emits `chosen` with the pace."""

    chosen = Signal(str)

    def __init__(
        self, pace: str, paces: Mapping[str, Any], parent: QGraphicsItem, size: float = 22.0
    ) -> None:
        super().__init__(parent)
        self.pace, self.paces, self.size = pace, paces, size
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
        r = QRectF(-3, -3, self.size + 6, self.size + 6)
        return hint_bounds(r) if self.hint else r

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.size
        paint_marker(p, QRectF(0, 0, size, size), self.pace, self.paces, self.state, self.hover)
        if self.hint:
            hint_ring(p, QRectF(-1.5, -1.5, size + 3, size + 3), self.hint)

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
            QRectF(0, 0, self.size, self.size),
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

    def __init__(
        self,
        style: SeatStyle,
        paces: Mapping[str, Any],
        slots: int = 8,
        sizes: PlaqSizes | None = None,
    ) -> None:
        super().__init__()
        self.sizes = sizes or PlaqSizes()
        self.width = self.sizes.width
        self.style = style
        self.name = ""
        self.slots: list[str] = [""] * slots
        self.offensive_used = False
        self.status = ""
        self.active = False
        self.marked = False
        self.height = self.sizes.height(slots)
        self._boxes: list[TextBox] = []
        self._tokens: list[TextBox] = []
        self._key: tuple[Any, ...] = ()
        size, at = self.sizes.marker, self.sizes
        self.markers = {pace: PaceMarkerItem(pace, paces, self, size) for pace in PACES}
        for i, marker in enumerate(self.markers.values()):
            x = at.markers_left + (i % 2) * (size + 4)
            marker.setPos(x, at.heading + 4 + (i // 2) * at.token_step)

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
        px = self._token_px()
        self._tokens = [token_text_box(self.token_rect(i), c, px) for i, c in enumerate(self.slots)]
        self.update()

    def token_rect(self, i: int) -> QRectF:
        at = self.sizes
        x = at.tokens_left + (i % 4) * at.token_step
        return QRectF(x, at.heading + 2 + (i // 4) * at.token_step, at.token, at.token)

    def _token_px(self) -> int:
        """A token's letter: half a token at 100 %, as large as the words at a larger
        text size."""
        return round(int(PlaqSizes().token * TOKEN_LETTER) * self.sizes.scale)

    def _mark(self) -> QRectF:
        r = self.sizes.mark_r
        return QRectF(6, 4, 2 * r, 2 * r)

    def _text_boxes(self) -> list[TextBox]:
        mark, w = self._mark(), self.width
        left = mark.right() + 4
        name, px, bold = fitted(self.name, 14, w - left - 8)  # a long name whole
        letter_px = round(TEXT_PX * self.sizes.scale)
        boxes = [
            text_box(self.style.letter, mark, letter_px, self.style.ink),
            text_box(name, QRectF(left, 4, w - left - 6, mark.height()), px, INK, LEFT, bold),
        ]
        status, px, _bold = fitted(self.status, TEXT_PX, w - 14, bold=False)
        line = self.sizes.status
        rect = QRectF(8, self.height - line - 1, w - 14, line - 2)
        boxes.append(text_box(status, rect, px, INK, LEFT, bold=False))
        return boxes

    def text_boxes(self) -> list[TextBox]:
        return self._boxes + self._tokens  # the tokens' letters are drawn by draw_token

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 4, self.height + 4)

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
        p.drawRoundedRect(QRectF(1, 1, self.width - 2, self.height - 2), 8, 8)
        draw_seat_mark(
            p,
            self.style,
            self._mark().center(),
            self.sizes.mark_r,
            QPen(qcolor(colours.PIECE_RIM), stroke(1.5)),
            0,
            "",
        )
        for i, code in enumerate(self.slots):
            rect = self.token_rect(i)
            if code:
                draw_token(p, rect, code, self._token_px())
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(qcolor(palette.EMPTY_SLOT), stroke(1), Qt.PenStyle.DashLine))
                p.drawRoundedRect(rect, 4, 4)
        draw_boxes(p, self._boxes)
