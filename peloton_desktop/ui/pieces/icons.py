"""A row of small drawn pieces: as an icon (payment and feed buttons, cubes to
keep) or as a scene item with a tooltip (a token row, the cubes of a battle)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from peloton_desktop.draw.palette import transparent

T = TypeVar("T")
DrawPiece = Callable[[QPainter, QRectF, T], None]
GAP = 3


def row_rects(count: int, size: float, gap: float = GAP) -> list[QRectF]:
    """The cells of a row of `count` pieces `size` wide, a pixel inside each cell."""
    return [QRectF(i * (size + gap) + 1, 1, size - 2, size - 2) for i in range(count)]


def icon_row(
    draw: DrawPiece[T], pieces: Sequence[T], size: int = 22, antialias: bool = True
) -> QIcon:
    """An icon of the pieces side by side (one empty cell for none)."""
    pm = QPixmap(max(1, len(pieces)) * (size + GAP), size)
    pm.fill(transparent())
    p = QPainter(pm)
    if antialias:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for rect, piece in zip(row_rects(len(pieces), size), pieces, strict=True):
        draw(p, rect, piece)
    p.end()
    return QIcon(pm)


class IconRowItem(QGraphicsObject, Generic[T]):
    """The same row in the scene (logical units), with a tooltip."""

    def __init__(self, draw: DrawPiece[T], size: float = 22.0, tooltip: str = "") -> None:
        super().__init__()
        self.draw, self.size = draw, size
        self.pieces: tuple[T, ...] = ()
        self.setToolTip(tooltip)

    def set_pieces(self, pieces: Sequence[T], tooltip: str | None = None) -> None:
        self.prepareGeometryChange()
        self.pieces = tuple(pieces)
        if tooltip is not None:
            self.setToolTip(tooltip)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, max(1, len(self.pieces)) * (self.size + GAP), self.size)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect, piece in zip(row_rects(len(self.pieces), self.size), self.pieces, strict=True):
            self.draw(p, rect, piece)
