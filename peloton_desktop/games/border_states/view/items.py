"""Border States' table items: labels, touchable pieces (blocks, cubes, markers, fronts).

Every word on the table is a QGraphicsSimpleTextItem (measured by the readability
check as the view shows it); shapes are painted. A piece is ringed when clicking it
plays (or narrows to) a legal choice, drawn with a dashed ring when it belongs to
the last move, and always carries a tooltip saying what it is and what a click does.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.paint import SELECT
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.textbox import text_scale
from peloton_desktop.games.border_states import palette
from peloton_desktop.games.border_states.view.art import INK, ROMAN, SIDE_COLOURS, STATE_COLOURS
from peloton_desktop.ui.pieces.card import LAST_MOVE
from peloton_desktop.ui.pieces.detach import detach
from peloton_desktop.ui.pieces.keys import KeyChoice, words_of
from peloton_desktop.ui.pieces.table_text import TableText

MIN_PX = 14  # logical pixels: the view shows the table at ≥ 0.86, so ≥ 12 px on screen
WHITE = qcolor(colours.INK_ON_DARK)
CHOSEN = qcolor(colours.HIGHLIGHT)  # the piece already chosen (the rider piece's active ring)
Align = Qt.AlignmentFlag
Draw = Callable[[QPainter, QRectF], None]


@cache
def _font(px: int, bold: bool) -> tuple[QFont, QFontMetricsF]:
    """A label's font and its metrics, made once: the table rebuilds its regions'
    words at each move, and a font's metrics cost more than the word itself."""
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font, QFontMetricsF(font)


def label(
    parent: QGraphicsItem,
    text: str,
    rect: QRectF,
    px: int = MIN_PX,
    bold: bool = False,
    colour: QColor = INK,
    align: Align = Align.AlignLeft,
    wrap: bool = False,
    on_table: bool = False,
) -> QGraphicsSimpleTextItem:
    """A word on the table inside `rect` (parent's coordinates), vertically centred;
    on two lines when `wrap` allows, else smaller down to 9 pt, else elided (the full
    text in the tooltip) when it does not fit; `on_table`: written on the bare table,
    in the scheme's table ink."""
    item = TableText("", colours.TABLE_INK, parent) if on_table else QGraphicsSimpleTextItem(parent)
    # `px` at 100 %: larger at a larger text size (the table makes room, layout.py),
    # and smaller before cut, never < 9 pt (at larger text, never below 100 %'s size)
    scale = text_scale()
    floor = round(MIN_PX * (1 + (scale - 1) * 0.3))
    for size in range(max(round(px * scale), floor), floor - 1, -1):
        font, metrics = _font(size, bold)
        shown = text
        if wrap and metrics.horizontalAdvance(text) > rect.width():
            shown = _two_lines(text, metrics, rect.width())
        lines = shown.split("\n")
        if all(metrics.horizontalAdvance(line) <= rect.width() for line in lines):
            break
    item.setFont(font)
    if any(metrics.horizontalAdvance(line) > rect.width() for line in lines):
        lines = [metrics.elidedText(x, Qt.TextElideMode.ElideRight, rect.width()) for x in lines]
        shown = "\n".join(lines)
        item.setToolTip(text)
    item.setText(shown)
    if not on_table:
        item.setBrush(colour)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    width = max(metrics.horizontalAdvance(line) for line in lines)
    height = metrics.height() * len(lines)
    x = rect.x()
    if align & Align.AlignHCenter:
        x = rect.center().x() - width / 2
    elif align & Align.AlignRight:
        x = rect.right() - width
    item.setPos(x, rect.center().y() - height / 2)
    return item


def word(
    parent: QGraphicsItem,
    text: str,
    rect: QRectF,
    px: int = MIN_PX,
    bold: bool = False,
    colour: QColor = INK,
    align: Align = Align.AlignLeft,
    wrap: bool = False,
) -> TableText:
    """A `label` written on the bare table, in the scheme's table ink (light or dark)."""
    item = label(parent, text, rect, px, bold, colour, align, wrap, on_table=True)
    assert isinstance(item, TableText)
    return item


def _two_lines(text: str, metrics: QFontMetricsF, width: float) -> str:
    """Break after the last space or hyphen that lets the first line fit."""
    for i in range(len(text) - 1, 0, -1):
        if text[i] in " -" and metrics.horizontalAdvance(text[: i + 1].strip()) <= width:
            return text[: i + 1].rstrip() + "\n" + text[i + 1 :].lstrip()
    return text


class Region(QGraphicsObject):
    """A part of the table rebuilt only when what it shows changed (`key`)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.key: str | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        pass

    def clear(self) -> None:
        for child in self.childItems():
            detach(child)


class Piece(QGraphicsObject):
    """A shape on the table: `draw` paints it in `rect`; `on_click` (when set) rings it
    and is called by a click; `marked` draws the last move's dashed ring."""

    def __init__(self, parent: QGraphicsItem | None, rect: QRectF, draw: Draw, tip: str) -> None:
        super().__init__()
        if parent is not None:
            self.setParentItem(parent)  # the parent owns it (a constructor's would not)
        self.rect, self.draw = rect, draw
        self.on_click: Callable[[], None] | None = None
        self.marked = False
        self.selected = False
        self.radius = 5.0
        self.setToolTip(tip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # no item cache: a region's pieces are made again at each move, so a cached
        # picture would be drawn once and thrown away (the benchmark: −1.5 ms a move)

    def arm(self, on_click: Callable[[], None] | None, hint: str = "") -> None:
        self.on_click = on_click
        armed = on_click is not None
        self.setAcceptedMouseButtons(
            Qt.MouseButton.LeftButton if armed else Qt.MouseButton.NoButton
        )
        self.setCursor(Qt.CursorShape.PointingHandCursor if armed else Qt.CursorShape.ArrowCursor)
        if hint:
            self.setToolTip(f"{self.toolTip()}<br><i>{hint}</i>")
        self.update()

    def key_choices(self) -> list[KeyChoice]:
        """An armed piece is a choice for the keyboard (Enter does what a click does)."""
        if self.on_click is None:
            return []
        return [KeyChoice(self, self.rect, self.on_click, words_of(self), key=self.toolTip())]

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(p, self.rect)
        ring = self.rect.adjusted(-2, -2, 2, 2)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.selected:  # chosen in the decision under way
            p.setPen(QPen(CHOSEN, stroke(4)))
            p.drawRoundedRect(ring, self.radius, self.radius)
        elif self.on_click is not None:
            p.setPen(QPen(SELECT, stroke(3)))
            p.drawRoundedRect(ring, self.radius, self.radius)
        elif self.marked:
            p.setPen(QPen(LAST_MOVE, stroke(3), Qt.PenStyle.DashLine))
            p.drawRoundedRect(ring, self.radius, self.radius)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is not None and self.boundingRect().contains(event.pos()):
            self.on_click()


# -- painted shapes (no words: those are labels) -----------------------------------
def draw_emblem(p: QPainter, side: int, at: QPointF, r: float) -> None:
    """The side's shape, so colour is never the only cue: Union a star, Confederacy
    a saltire."""
    p.setPen(QPen(WHITE, stroke(2.2 if side else 1)))
    if side == 0:
        points = [
            QPointF(
                at.x() + (r if k % 2 == 0 else r * 0.45) * math.sin(k * math.pi / 5),
                at.y() - (r if k % 2 == 0 else r * 0.45) * math.cos(k * math.pi / 5),
            )
            for k in range(10)
        ]
        p.setBrush(WHITE)
        p.drawPolygon(QPolygonF(points))
    else:
        d = r * 0.8
        p.drawLine(at + QPointF(-d, -d), at + QPointF(d, d))
        p.drawLine(at + QPointF(-d, d), at + QPointF(d, -d))


def block_drawer(
    side: int, dim: bool = False, bible: bool = False, hidden: bool = False, siege: bool = False
) -> Draw:
    def draw(p: QPainter, r: QRectF) -> None:
        colour = QColor(SIDE_COLOURS[side])
        if dim:
            colour = colour.lighter(150)
        p.setBrush(colour)
        p.setPen(QPen(INK, stroke(1.5), Qt.PenStyle.DashLine if dim else Qt.PenStyle.SolidLine))
        p.drawRoundedRect(r, 5, 5)
        if hidden:  # its back: diagonal hatching
            p.setBrush(QBrush(qcolor(colours.WHITE, 90), Qt.BrushStyle.BDiagPattern))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 3, 3)
        draw_emblem(p, side, QPointF(r.x() + 8, r.y() + 8), 5)
        if siege:  # both blocks on one battle: a small fort
            p.setBrush(WHITE)
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRect(QRectF(r.right() - 13, r.y() + 5, 9, 7))
            for k in range(3):
                p.drawRect(QRectF(r.right() - 13 + k * 3.5, r.y() + 2, 2, 3))
        if bible:
            p.setBrush(qcolor(colours.CARD_FACE))
            p.setPen(QPen(INK, stroke(1)))
            book = QRectF(r.right() - 15, r.y() + 3, 12, 10)
            p.drawRect(book)
            p.drawLine(book.center() - QPointF(0, 3), book.center() + QPointF(0, 3))

    return draw


def block_words(game: object, info: dict[str, Any] | None) -> tuple[str, str]:
    """A block's value and its battles (`?` when unknown)."""
    if info is None:
        return "?", ""
    value = info["value"]
    text = f"−{-value}" if value < 0 else str(value)
    battles = "·".join(ROMAN[n - 1] for n in info["battles"])
    if info.get("kind") == "ambush":
        battles = "↔"
    return text, battles


def add_block(
    parent: QGraphicsItem,
    rect: QRectF,
    side: int,
    info: dict[str, Any] | None,
    tip: str,
    dim: bool = False,
    bible: bool = False,
) -> Piece:
    """A standing block with its value and battles as labels."""
    siege = info is not None and info.get("kind") == "siege"
    piece = Piece(parent, rect, block_drawer(side, dim, bible, info is None, siege), tip)
    value, battles = block_words(None, info)
    ink = WHITE
    if not battles:
        label(piece, value, rect.adjusted(2, 4, -2, 0), 22, True, ink, Align.AlignHCenter)
        return piece
    top = QRectF(rect.x(), rect.y() + 5, rect.width(), rect.height() * 0.52)
    label(piece, value, top, 22 if rect.height() > 50 else 18, True, ink, Align.AlignHCenter)
    low = 16 + 6 * (text_scale() - 1)  # the battles' line: taller at larger text
    bottom = QRectF(rect.x() + 1, rect.bottom() - low - 3, rect.width() - 2, low)
    label(piece, battles, bottom, MIN_PX, True, ink, Align.AlignHCenter)
    return piece


def cube_drawer(state: str) -> Draw:
    def draw(p: QPainter, r: QRectF) -> None:
        p.setBrush(QColor(STATE_COLOURS[state]))
        p.setPen(QPen(INK, stroke(1)))
        p.drawRoundedRect(r, 2, 2)

    return draw


def add_cube(parent: QGraphicsItem | None, rect: QRectF, state: str, tip: str) -> Piece:
    piece = Piece(parent, rect, cube_drawer(state), tip)
    piece.radius = 3
    ink = INK if state == "MD" else WHITE
    pad = 2 if text_scale() == 1 else 0  # at larger text, cubes stand closer: in the cube
    label(piece, state, rect.adjusted(-pad, 0, pad, 0), MIN_PX, True, ink, Align.AlignHCenter)
    return piece


def marker_drawer(state: str) -> Draw:
    def draw(p: QPainter, r: QRectF) -> None:
        p.setBrush(QColor(STATE_COLOURS[state]))
        p.setPen(QPen(WHITE, stroke(2)))
        p.drawEllipse(r)

    return draw


def add_marker(parent: QGraphicsItem, rect: QRectF, state: str, count: int, tip: str) -> Piece:
    """The markers of a state on one cell of its track: one disc with their number."""
    piece = Piece(parent, rect, marker_drawer(state), tip)
    piece.radius = rect.width() / 2
    ink = INK if state == "MD" else WHITE
    label(piece, str(count), rect, MIN_PX + 1, True, ink, Align.AlignHCenter)
    return piece


def slot_drawer(p: QPainter, r: QRectF) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(qcolor(palette.SLOT_EDGE), stroke(1.5), Qt.PenStyle.DashLine))
    p.drawRoundedRect(r, 5, 5)


def front_drawer(accessible: bool) -> Draw:
    def draw(p: QPainter, r: QRectF) -> None:
        p.setBrush(qcolor(palette.SLOT_OPEN if accessible else palette.SLOT_SHUT))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(r, 6, 6)
        y = r.y() + 20 + (r.height() - 20) / 2
        arrow = QPolygonF(
            [QPointF(r.x() + 4, y - 11), QPointF(r.x() + 17, y), QPointF(r.x() + 4, y + 11)]
        )
        p.setBrush(qcolor(colours.HIGHLIGHT_STRONG))
        p.setPen(QPen(INK, stroke(1)))
        p.drawPolygon(arrow)

    return draw


def fill(colour: str, radius: float = 5, pen: QPen | None = None) -> Draw:
    def draw(p: QPainter, r: QRectF) -> None:
        p.setBrush(QColor(colour))
        p.setPen(pen if pen is not None else QPen(INK, stroke(1)))
        p.drawRoundedRect(r, radius, radius)

    return draw


def nothing(p: QPainter, r: QRectF) -> None:
    pass
