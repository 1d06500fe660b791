"""Is a game's table readable as it opens on a 1366×768 laptop? (issue 13)

Every text item of the scene is measured as the view shows it: its on-screen size
must be at least 9 pt (12 px at 96 dpi), and no two text items may overlap.
"""

from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView

MIN_PX = 12.0  # 9 pt at 96 dpi


def text_items(view: QGraphicsView) -> list[QGraphicsSimpleTextItem | QGraphicsTextItem]:
    return [
        item
        for item in view.scene().items()
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)
        and item.isVisible()
        and (item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText())
    ]


def problems(view: QGraphicsView) -> list[str]:
    scale = view.transform().m11()
    found = []
    items = text_items(view)
    for item in items:
        px = QFontInfo(item.font()).pixelSize() * scale * item.sceneTransform().m11()
        label = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        if px < MIN_PX:
            found.append(f"{label!r} is {px:.1f} px on screen")
    rects = [(i, i.sceneBoundingRect().adjusted(1, 1, -1, -1)) for i in items]
    for n, (a, ra) in enumerate(rects):
        for b, rb in rects[n + 1 :]:
            if ra.intersects(rb):
                ta = a.text() if isinstance(a, QGraphicsSimpleTextItem) else a.toPlainText()
                tb = b.text() if isinstance(b, QGraphicsSimpleTextItem) else b.toPlainText()
                found.append(f"{ta!r} overlaps {tb!r}")
    return found
