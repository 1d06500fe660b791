"""A team sheet on the table, as on paper: each rider's sprint, endurance and climber
points as a row of boxes, the points left plain, the spent ones struck out."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.seat import SeatStyle, draw_seat_mark
from peloton_desktop.draw.textbox import LEFT, RIGHT, TextBox, draw_boxes, elided, text_box
from peloton_desktop.games.roue_de_vitesse import palette
from peloton_desktop.games.roue_de_vitesse.view.items import LIT
from peloton_desktop.games.roue_de_vitesse.view.text import skill_letter

TEXT_PX = 14.0
WIDTH, HEAD, LINE = 372.0, 20.0, 17.0
BOX = 6.0
SKILL_W = 112.0
NAME_W = 28.0
HEIGHT = HEAD + 3 * LINE + 4


class TeamSheet(QGraphicsObject):
    def __init__(self, seat: int, style: SeatStyle) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.seat, self.style = seat, style
        self.title = ""
        self.riders: list[tuple[str, Sequence[int], Sequence[int]]] = []  # name, now, start
        self.active = False

    def set_sheet(
        self, title: str, riders: Sequence[tuple[str, Sequence[int], Sequence[int]]], active: bool
    ) -> None:
        if (title, riders, active) != (self.title, self.riders, self.active):
            self.title, self.riders, self.active = title, list(riders), active
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, WIDTH + 4, HEIGHT + 4)

    def text_boxes(self) -> list[TextBox]:
        title = elided(self.title, TEXT_PX, WIDTH - 30)
        boxes = [text_box(title, QRectF(24, 1, WIDTH - 28, HEAD - 2), TEXT_PX, INK, LEFT)]
        for k, (name, now, _) in enumerate(self.riders):
            y = HEAD + k * LINE
            boxes.append(text_box(name, QRectF(4, y, NAME_W, LINE), TEXT_PX, INK, LEFT))
            for s in range(3):
                x = NAME_W + 4 + s * SKILL_W
                rect = QRectF(x, y, 12, LINE)
                boxes.append(text_box(skill_letter(s), rect, TEXT_PX, INK, LEFT, False))
                rect = QRectF(x + 14 + 10 * (BOX + 0.6) + 1, y, 18, LINE)
                boxes.append(text_box(str(now[s]), rect, TEXT_PX, INK, RIGHT))
        return boxes

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setPen(QPen(LIT, stroke(3)) if self.active else QPen(INK, stroke(1)))
        p.setBrush(qcolor(palette.SHEET))
        p.drawRoundedRect(QRectF(0, 0, WIDTH, HEIGHT), 4, 4)
        draw_seat_mark(p, self.style, QPointF(12, HEAD / 2), 7, QPen(INK, stroke(0.8)), 0, "")
        for k, (_, now, start) in enumerate(self.riders):
            y = HEAD + k * LINE + 2
            for s in range(3):
                x = NAME_W + 4 + s * SKILL_W + 14
                count = max(now[s], start[s])
                size = BOX if count <= 10 else BOX * 10 / count
                for n in range(count):
                    cell = QRectF(x + n * (size + 0.6), y, size, LINE - 4)
                    p.setPen(QPen(INK, stroke(0.5)))
                    p.setBrush(qcolor(colours.PAPER) if n < now[s] else qcolor(palette.SPENT_BOX))
                    p.drawRect(cell)
                    if n >= now[s]:  # spent: struck out as with a pencil
                        p.setPen(QPen(qcolor(palette.STRUCK), stroke(0.9)))
                        p.drawLine(cell.topLeft(), cell.bottomRight())
                        p.drawLine(cell.bottomLeft(), cell.topRight())
        draw_boxes(p, self.text_boxes())
