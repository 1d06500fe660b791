"""The Roue de Vitesse, painted: three terrains of three paces each (a 40° notch per
pace), three rings read from the ruleset: outside the cases a group rides, then
what a breakaway needs above them, inside what a counter needs above the
breakaway's total. One token per group stands on its notch; a notch is lit and
clickable when setting that pace is legal."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
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
from peloton_desktop.draw.textbox import TextBox, draw_boxes, text_box
from peloton_desktop.games.roue_de_vitesse import palette
from peloton_desktop.games.roue_de_vitesse.style import RDV_FILL
from peloton_desktop.games.roue_de_vitesse.view.items import LIT, PACE_COLOURS
from peloton_desktop.games.roue_de_vitesse.view.text import notch_words, pace_name
from peloton_desktop.ui.pieces.keys import KeyChoice

TERRAINS = ("F", "M", "D")
HUB, INNER, MIDDLE, OUTER = 28.0, 60.0, 92.0, 150.0
TOKEN_R = 11.0
TOKEN_AT = OUTER + 15.0
RING_PX, CASES_PX, PACE_PX = 15.0, 22.0, 15.0


def notch_angle(terrain: str, pace: int) -> float:
    """The notch's centre, in degrees clockwise from the top."""
    return TERRAINS.index(terrain) * 120.0 + pace * 40.0 + 20.0 - 60.0


def at(angle: float, radius: float) -> QPointF:
    a = math.radians(angle - 90.0)
    return QPointF(radius * math.cos(a), radius * math.sin(a))


class WheelItem(QGraphicsObject):
    """The wheel centred on its position; `tokens` are (number, terrain, pace, lit)."""

    clicked = Signal(str, int)  # terrain, pace

    def __init__(self, values: Mapping[str, Any]) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.values = values
        self.tokens: list[tuple[int, str, int, bool]] = []
        self.lit: set[tuple[str, int]] = set()
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        r = TOKEN_AT + TOKEN_R + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_state(
        self, tokens: list[tuple[int, str, int, bool]], lit: set[tuple[str, int]]
    ) -> None:
        if (tokens, lit) != (self.tokens, self.lit):
            self.tokens, self.lit = tokens, lit
            self.update()

    def _sector(self, start: float, inner: float, outer: float) -> QPainterPath:
        path = QPainterPath()
        path.arcMoveTo(QRectF(-outer, -outer, 2 * outer, 2 * outer), 90 - start)
        path.arcTo(QRectF(-outer, -outer, 2 * outer, 2 * outer), 90 - start, -40)
        path.arcTo(QRectF(-inner, -inner, 2 * inner, 2 * inner), 90 - start - 40, 40)
        path.closeSubpath()
        return path

    def token_centres(self) -> list[tuple[int, QPointF]]:
        out = []
        for terrain in TERRAINS:
            for pace in range(3):
                here = [t for t in self.tokens if (t[1], t[2]) == (terrain, pace)]
                for k, token in enumerate(here):
                    angle = notch_angle(terrain, pace) + (k - (len(here) - 1) / 2) * 13.0
                    out.append((token[0], at(angle, TOKEN_AT)))
        return out

    def text_boxes(self) -> list[TextBox]:
        v = self.values
        boxes = []
        for terrain in TERRAINS:
            ink = qcolor(colours.INK_ON_DARK)
            for pace in range(3):
                a = notch_angle(terrain, pace)
                c = at(a, 121.0)  # the cases, the pace's name under them
                rect = QRectF(c.x() - 16, c.y() - 26, 32, 24)
                boxes.append(text_box(str(v["paces"][terrain][pace]), rect, CASES_PX, ink))
                rect = QRectF(c.x() - 40, c.y() + 1, 80, 17)
                boxes.append(text_box(pace_name(pace), rect, PACE_PX, INK))
                for radius, key in ((76.0, "breakaway_supplement"), (44.0, "counter_supplement")):
                    c = at(a, radius)
                    text = f"+{v[key][terrain][pace]}"
                    boxes.append(
                        text_box(text, QRectF(c.x() - 14, c.y() - 9, 28, 18), RING_PX, INK)
                    )
        for number, c in self.token_centres():
            rect = QRectF(c.x() - TOKEN_R, c.y() - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R)
            boxes.append(text_box(str(number), rect, RING_PX, qcolor(colours.INK_ON_DARK)))
        return boxes

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for terrain in TERRAINS:
            for pace in range(3):
                start = notch_angle(terrain, pace) - 20.0
                p.setPen(QPen(qcolor(colours.PAPER), stroke(1.5)))
                p.setBrush(QColor(RDV_FILL[terrain]))
                p.drawPath(self._sector(start, MIDDLE, OUTER))
                p.setPen(QPen(INK, stroke(1.0)))
                p.setBrush(qcolor(palette.WHEEL_INNER))
                p.drawPath(self._sector(start, INNER, MIDDLE))
                p.setBrush(qcolor(palette.WHEEL_MIDDLE))
                p.drawPath(self._sector(start, HUB, INNER))
                if (terrain, pace) in self.lit:
                    p.setPen(QPen(LIT, stroke(4.0)))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawPath(self._sector(start + 1.5, MIDDLE + 2, OUTER - 2))
        p.setPen(QPen(INK, stroke(2.0)))
        for terrain in TERRAINS:  # the terrains' borders
            a = notch_angle(terrain, 0) - 20.0
            p.drawLine(at(a, HUB), at(a, OUTER))
        p.setBrush(qcolor(palette.WHEEL_HUB))
        p.drawEllipse(QPointF(0, 0), HUB, HUB)
        lit_numbers = {t[0] for t in self.tokens if t[3]}
        for number, c in self.token_centres():
            pace = next(t[2] for t in self.tokens if t[0] == number)
            p.setPen(QPen(LIT, stroke(4)) if number in lit_numbers else QPen(INK, stroke(1.2)))
            p.setBrush(QColor(PACE_COLOURS[pace]))
            p.drawEllipse(c, TOKEN_R, TOKEN_R)
        boxes = self.text_boxes()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(colours.WHITE, 225))
        for box in boxes:
            if box.colour == INK and box.px == PACE_PX and not box.text.startswith("+"):
                p.drawRoundedRect(box.ink.adjusted(-3, 0, 3, 0), 5, 5)  # a pill: readable
        draw_boxes(p, boxes)  # even where a long word leaves the ring

    def notch_at(self, point: QPointF) -> tuple[str, int] | None:
        r = math.hypot(point.x(), point.y())
        if not HUB <= r <= OUTER:
            return None
        angle = (math.degrees(math.atan2(point.y(), point.x())) + 90.0 + 60.0) % 360.0
        return TERRAINS[int(angle // 120)], int(angle % 120 // 40)

    def key_choices(self) -> list[KeyChoice]:
        """Each lit notch is a choice for the keyboard: its terrain, pace and cases."""
        out = []
        for terrain in TERRAINS:
            for pace in range(3):
                if (terrain, pace) not in self.lit:
                    continue
                c = at(notch_angle(terrain, pace), 118.0)
                rect = QRectF(c.x() - 26, c.y() - 26, 52, 52)
                words = notch_words(terrain, pace, self.values["paces"][terrain][pace])
                press = lambda t=terrain, n=pace: self.clicked.emit(t, n)  # noqa: E731
                out.append(KeyChoice(self, rect, press, words, key=(terrain, pace)))
        return out

    def notch_centre(self, terrain: str, pace: int) -> QPointF:
        return self.mapToScene(at(notch_angle(terrain, pace), 118.0))

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        notch = self.notch_at(event.pos())
        lit = notch is not None and notch in self.lit
        self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
        super().hoverMoveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        notch = self.notch_at(event.pos())
        if notch in self.lit and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(*notch)
            return
        super().mousePressEvent(event)
