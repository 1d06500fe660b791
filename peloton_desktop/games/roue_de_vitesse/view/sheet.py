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
BOX = 6.0
BOXES = 10 * (BOX + 0.6)  # ten points' boxes


class SheetSize:
    """A sheet's measures with its words `grow` times larger (the boxes keep theirs)."""

    def __init__(self, grow: float = 1.0) -> None:
        self.px = TEXT_PX * grow
        more = grow - 1.0
        self.head, self.line, self.name_w = 20 + 16 * more, 17 + 12 * more, 28 + 20 * more
        self.letter_w, self.number_w = 12 * grow, 18 * grow + 2 * more
        self.skill_w = self.letter_w + 3 + BOXES + self.number_w + 13 - 8 * more
        self.width = self.name_w + 3 * self.skill_w + 8
        self.height = self.head + 3 * self.line + 4


class TeamSheet(QGraphicsObject):
    def __init__(self, seat: int, style: SeatStyle, grow: float = 1.0) -> None:
        super().__init__()
        self.size = SheetSize(grow)
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
        z = self.size
        return QRectF(-2, -2, z.width + 4, z.height + 4)

    def text_boxes(self) -> list[TextBox]:
        z = self.size
        left = 24 + (z.head - 20)  # right of the team's mark
        title = elided(self.title, z.px, z.width - left - 6)
        boxes = [text_box(title, QRectF(left, 1, z.width - left - 4, z.head - 2), z.px, INK, LEFT)]
        for k, (name, now, _) in enumerate(self.riders):
            y = z.head + k * z.line
            boxes.append(text_box(name, QRectF(4, y, z.name_w, z.line), z.px, INK, LEFT))
            for s in range(3):
                x = z.name_w + 4 + s * z.skill_w
                rect = QRectF(x, y, z.letter_w, z.line)
                boxes.append(text_box(skill_letter(s), rect, z.px, INK, LEFT, False))
                rect = QRectF(x + z.letter_w + 3 + BOXES, y, z.number_w, z.line)
                boxes.append(text_box(str(now[s]), rect, z.px, INK, RIGHT))
        return boxes

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setPen(QPen(LIT, stroke(3)) if self.active else QPen(INK, stroke(1)))
        p.setBrush(qcolor(palette.SHEET))
        z = self.size
        p.drawRoundedRect(QRectF(0, 0, z.width, z.height), 4, 4)
        mark = QPointF(12 + (z.head - 20) / 2, z.head / 2)
        draw_seat_mark(p, self.style, mark, 7 * z.head / 20, QPen(INK, stroke(0.8)), 0, "")
        for k, (_, now, start) in enumerate(self.riders):
            y = z.head + k * z.line + 2
            for s in range(3):
                x = z.name_w + 4 + s * z.skill_w + z.letter_w + 2
                count = max(now[s], start[s])
                size = BOX if count <= 10 else BOX * 10 / count
                for n in range(count):
                    cell = QRectF(x + n * (size + 0.6), y, size, z.line - 4)
                    p.setPen(QPen(INK, stroke(0.5)))
                    p.setBrush(qcolor(colours.PAPER) if n < now[s] else qcolor(palette.SPENT_BOX))
                    p.drawRect(cell)
                    if n >= now[s]:  # spent: struck out as with a pencil
                        p.setPen(QPen(qcolor(palette.STRUCK), stroke(0.9)))
                        p.drawLine(cell.topLeft(), cell.bottomRight())
                        p.drawLine(cell.bottomLeft(), cell.topRight())
        draw_boxes(p, self.text_boxes())
