"""Is a game's table readable as it opens on a 1366×768 laptop? (issue 13)

Every text item of the scene is measured as the view shows it: its on-screen size
must be at least 9 pt (12 px at 96 dpi), and no two texts may overlap. Text that an
item paints itself counts too: an item with `text_boxes()` (see
`peloton_desktop.draw.textbox`) returns the boxes it draws, measured the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
)

MIN_PX = 12.0  # 9 pt at 96 dpi


def text_items(view: QGraphicsView) -> list[QGraphicsSimpleTextItem | QGraphicsTextItem]:
    return [
        item
        for item in view.scene().items()
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)
        and item.isVisible()
        and (item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText())
    ]


def texts(view: QGraphicsView) -> list[tuple[str, float, QRectF]]:
    """Every text on the table: (text, on-screen pixel size, scene rectangle)."""
    scale = view.transform().m11()
    found = []
    for item in text_items(view):
        label = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        px = QFontInfo(item.font()).pixelSize() * scale * item.sceneTransform().m11()
        found.append((label, px, item.sceneBoundingRect().adjusted(1, 1, -1, -1)))
    for item in view.scene().items():
        boxes = getattr(item, "text_boxes", None)
        if not callable(boxes) or not _shown(item):
            continue
        for box in boxes():
            if not box.text:
                continue
            px = box.px * scale * item.sceneTransform().m11()
            rect = item.mapRectToScene(box.ink).adjusted(1, 1, -1, -1)
            found.append((box.text, px, rect))
    return found


def _shown(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.scene() is not None


def problems(view: QGraphicsView) -> list[str]:
    found = []
    boxes = texts(view)
    for label, px, _ in boxes:
        if px < MIN_PX:
            found.append(f"{label!r} is {px:.1f} px on screen")
    for n, (ta, _, ra) in enumerate(boxes):
        for tb, _, rb in boxes[n + 1 :]:
            if ra.intersects(rb):
                found.append(f"{ta!r} overlaps {tb!r}")
    return found
