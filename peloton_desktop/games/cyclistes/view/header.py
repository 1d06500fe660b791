"""The words around Cyclistes' circuit: above it the race's name and state, the dice
and what they count; under it each team's line (its mark, player and riders left)
and the marks' legend. At a larger text size the header takes one line (sizes.py)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from peloton_desktop.courses.track import Layout
from peloton_desktop.draw.seat import SeatStyle
from peloton_desktop.draw.textbox import elided
from peloton_desktop.games.cyclistes.rules.observation import CycObservation
from peloton_desktop.games.cyclistes.view import tips
from peloton_desktop.games.cyclistes.view.legend import marks_legend
from peloton_desktop.games.cyclistes.view.sizes import Sizes
from peloton_desktop.ui.pieces.die import ROLL_MS, DieItem
from peloton_desktop.ui.pieces.rider import RiderItem
from peloton_desktop.ui.pieces.table_text import TableText
from peloton_desktop.ui.table.game_view import BoardView, TableNames

LABEL_PX = 12  # header and legend text, in millimetres of the layout
DIE = 22.0
RIDER_LEGEND = 6.5


class Table(TableNames, Protocol):
    """What the header needs of the table."""

    scene: QGraphicsScene
    board: BoardView
    animation_speed: float

    def add_label(
        self, px: int, bold: bool, at: QPointF | None = None, grows: bool = False
    ) -> TableText: ...

    def team_style(self, team: int, letter: str) -> SeatStyle: ...


class Header:
    def __init__(
        self, table: Table, layout: Layout, sz: Sizes, obs: CycObservation, dice: list[DieItem]
    ) -> None:
        self.table, self.width, self.sz, self.dice = table, layout.width, sz, dice
        self.shown_dice: tuple[int, ...] = ()
        add, w = table.add_label, sz.words
        head = -LABEL_PX * 1.4 - 24  # close over the case numbers: height for the riders
        self.title = add(round((LABEL_PX + 2) * w), True, QPointF(0, head - LABEL_PX * 1.6))
        self.status = add(round(LABEL_PX * w), False, QPointF(0, head))
        self.total = add(round(LABEL_PX * w), True, QPointF(0, head))
        dice_y = head + LABEL_PX * 0.6
        if sz.large:  # one line over the numbers: title, status, what the dice count, dice
            band = max(DIE + 1, height(self.title))
            top = -sz.number_line - band
            self.title.setY(top + (band - height(self.title)) / 2)
            dice_y = top + band / 2
        for k, die in enumerate(dice):
            die.setPos(layout.width - (3 - k) * (DIE + 6) + DIE / 2 + 6, dice_y)
            table.scene.addItem(die)
        # under the circuit: each team's mark, player and riders left, then the marks
        self.legend: list[tuple[RiderItem, TableText]] = []
        px = round(LABEL_PX * w)
        width, pitch = layout.width / 3, LABEL_PX * 1.7 * w
        below = layout.height + (sz.number_line if sz.large else 14)
        for t in range(obs.players):
            row, col = divmod(t, 3)
            y = below + row * pitch
            style = table.team_style(t, obs.teams[t][:1])
            mark = RiderItem(-1 - t, style, RIDER_LEGEND * w, round((LABEL_PX - 1) * w))
            mark.setPos(col * width + 8, y + px * 0.7)
            table.scene.addItem(mark)
            label = add(px, False, QPointF(col * width + 8 + 12 * w, y))
            self.legend.append((mark, label))
        self.marks = marks_legend(round((LABEL_PX - 1) * w), layout.width)
        rows = (obs.players + 2) // 3
        self.marks.setPos(8, below + rows * pitch + 4)
        table.scene.addItem(self.marks)

    def show(self, obs: CycObservation, frame: QRectF) -> None:
        """The words for `obs`; the board's frame takes in the dice's words (`frame`:
        the course's rectangle)."""
        table, title_px = self.table, self.title.font().pixelSize()
        title = tips.title_text(obs)
        self.title.setText(elided(title, title_px, self.width / 2))
        self.title.setToolTip(title)
        roll = obs.last_roll  # the dice stay on the table until the next roll
        dice = roll.dice if roll is not None else ()
        speed = int(ROLL_MS * table.animation_speed)
        for k, die in enumerate(self.dice):
            die.setVisible(k < len(dice))
            if k < len(dice) and (dice != self.shown_dice or die.value != dice[k]):
                die.roll_to(dice[k], speed if dice != self.shown_dice else 0)
        self.shown_dice = dice
        total = "" if roll is None else tips.dice_total(table.rider_name(roll.rider), dice)
        self.total.setText(total)
        self.total.setToolTip(total)
        dice_left = self.width - 3 * (DIE + 6) - 20
        status_px = self.status.font().pixelSize()
        if self.sz.large:  # the status between the title and what the dice count
            right = dice_left - self.total.boundingRect().width()
            self.total.setPos(right, self.title.y())
            lower = height(self.title) - height(self.status)
            self.status.setPos(self.title.boundingRect().width() + title_px, self.title.y() + lower)
            room = right - 12 - self.status.x()
        else:
            right = self.width - self.total.boundingRect().width()
            self.total.setPos(right, self.title.y())
            room = dice_left
        status = tips.status_text(obs, table)
        self.status.setText(elided(status, status_px, room, False))
        self.status.setToolTip(status)
        # the dice's words in large text may pass the course's rectangle: still in view
        frame = frame.united(self.total.sceneBoundingRect().adjusted(-6, -6, 6, 6))
        if frame != table.board.frame:
            table.board.frame = frame
            table.board.fit()
        px = self.legend[0][1].font().pixelSize() if self.legend else LABEL_PX
        for t, (mark, label) in enumerate(self.legend):
            line = tips.legend_text(obs, t, table.session.seat_name(t))
            label.setText(elided(line, px, self.width / 3 - 24 * self.sz.words, False))
            label.setToolTip(line)
            mark.setToolTip(line)


def height(label: TableText) -> float:
    """A line of the label's font (its text may be empty yet)."""
    return QFontMetricsF(label.font()).height()
