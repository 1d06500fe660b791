"""Text written straight on a table: its colour is read when it is painted, so it
follows the scheme (light or dark table) without rebuilding the scene."""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.colours import Shade
from peloton_desktop.draw.palette import qcolor


class TableText(QGraphicsSimpleTextItem):
    def __init__(
        self, text: str = "", role: Shade = colours.TABLE_INK, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(text, parent)
        self.role = role
        self.setBrush(qcolor(role))

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.brush().color() != qcolor(self.role):
            self.setBrush(qcolor(self.role))
        # PySide6's stub (6.11) wants a widget here; Qt takes none (a scene rendered
        # to an image) and QGraphicsSimpleTextItem never reads it.
        super().paint(p, option, widget)  # type: ignore[arg-type]
