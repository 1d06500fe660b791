"""Text written straight on a table: its colour is read when it is painted, so it
follows the scheme (light, dark or high contrast) without rebuilding the scene; one
that `grows` follows the settings' text size (`rescale` after a change)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.colours import Shade
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.textbox import text_scale


class TableText(QGraphicsSimpleTextItem):
    # Grows with the settings' text size only where its view leaves it room: the
    # tables lay their labels out at fixed places, and grown they overlapped (issue 47).
    grows = False

    def __init__(
        self, text: str = "", role: Shade = colours.TABLE_INK, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(text, parent)
        self.role = role
        self.base_px = 0  # the font's size at 100 % (0: the application's font)
        self.setBrush(qcolor(role))

    def setFont(self, font: QFont | str | Sequence[str], /) -> None:
        """The font at 100 %; drawn at the settings' text size."""
        font = font if isinstance(font, QFont) else QFont(font)
        self.base_px = max(0, font.pixelSize())
        self._sized(QFont(font))

    def rescale(self) -> None:
        """Take the settings' text size again (after a change)."""
        self._sized(QFont(self.font()))

    def _sized(self, font: QFont) -> None:
        if self.base_px > 0:
            scale = text_scale() if self.grows else 1.0
            font.setPixelSize(max(1, round(self.base_px * scale)))
        super().setFont(font)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.brush().color() != qcolor(self.role):
            self.setBrush(qcolor(self.role))
        # PySide6's stub (6.11) wants a widget here; Qt takes none (a scene rendered
        # to an image) and QGraphicsSimpleTextItem never reads it.
        super().paint(p, option, widget)  # type: ignore[arg-type]
