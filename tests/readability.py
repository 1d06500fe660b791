"""Is a game's table readable as it opens on a 1366×768 laptop? (issue 13)

Every text item of the scene is measured as the view shows it: its on-screen size
must be at least 9 pt (12 px at 96 dpi), and no two texts may overlap. Text that an
item paints itself counts too: an item with `text_boxes()` (see
`peloton_desktop.draw.textbox`) returns the boxes it draws, measured the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontInfo, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QRadioButton,
    QTabBar,
    QTableWidget,
    QToolButton,
    QWidget,
)

MIN_PX = 12.0  # 9 pt at 96 dpi
TOKEN_PX = 20.0  # a rider's token on a track table, across (issue 43)


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
            found.append(f"{label!r} is {px:.2f} px on screen")
    for n, (ta, _, ra) in enumerate(boxes):
        for tb, _, rb in boxes[n + 1 :]:
            if ra.intersects(rb):
                found.append(f"{ta!r} overlaps {tb!r}")
    return found


def cut_texts(view: QGraphicsView) -> list[str]:
    """Scene texts cut: elided with "…", or lying partly outside the view's window."""
    found = []
    port = QRectF(view.viewport().rect()).adjusted(-1, -1, 1, 1)
    for label, _px, rect in texts(view):
        if label.rstrip().endswith("…"):
            found.append(f"{label!r} is elided")
        shown = view.mapFromScene(rect).boundingRect()
        if not port.contains(QRectF(shown)):
            found.append(f"{label!r} runs out of the table's window")
    return found


def cut_widgets(top: QWidget) -> list[str]:
    """Every label, button, check box, combo box and tab under `top` that does not
    show its whole text (scroll areas may hide what lies below the fold)."""
    found = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisibleTo(top) or w.width() <= 1 or not w.isVisible():
            continue
        if isinstance(w, QTabBar):
            found += _cut_tabs(w)
            continue
        text, room = _text_and_room(w)
        if not text:
            continue
        needed = w.fontMetrics().horizontalAdvance(text)
        name = f"{type(w).__name__} {w.objectName()!r}"
        if needed > room + 1:
            found.append(f"{name}: “{text}” needs {needed} px, has {room}")
            continue
        shown = w.visibleRegion().boundingRect()
        if not _in_scroll_area(w, top) and shown.width() < min(w.width(), needed) - 2:
            found.append(f"{name}: “{text}” is cut by its frame")
    return found


def _text_and_room(w: QWidget) -> tuple[str, int]:
    room = w.contentsRect().width()
    text = ""
    if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
        if w.wordWrap():
            return "", 0  # wraps; its height is the layout's business
        text = w.text()
        if w.textFormat() == Qt.TextFormat.RichText or "<" in text:
            doc = QTextDocument()
            doc.setDefaultFont(w.font())
            doc.setHtml(text)
            text = doc.toPlainText()
    elif isinstance(w, QCheckBox | QRadioButton):
        text, room = w.text(), room - 24  # the box or the circle
    elif isinstance(w, QToolButton) and (
        w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly and not w.icon().isNull()
    ):
        return "", 0  # an icon, its words in the tooltip
    elif isinstance(w, QAbstractButton) and w.text():
        text, room = w.text(), room - 8
        if not w.icon().isNull():
            room -= w.iconSize().width() + 4
    elif isinstance(w, QComboBox) and w.currentText():
        text, room = w.currentText(), room - 28  # the arrow
    widest = max(text.replace("&&", "\0").replace("&", "").replace("\0", "&").split("\n"), key=len)
    return widest, room


def _cut_tabs(bar: QTabBar) -> list[str]:
    found = []
    for i in range(bar.count()):
        needed = bar.fontMetrics().horizontalAdvance(bar.tabText(i))
        rect = bar.tabRect(i)
        if needed > rect.width() - 8 or not bar.rect().contains(rect):
            found.append(f"tab “{bar.tabText(i)}” is cut")
    return found


def _in_scroll_area(w: QWidget, top: QWidget) -> bool:
    parent = w.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def small_tokens(view: QGraphicsView) -> list[str]:
    """The riders' tokens (`TableRider`) shown less than TOKEN_PX across."""
    from peloton_desktop.ui.pieces.rider import TableRider

    scale = view.transform().m11()
    found = []
    for item in view.scene().items():
        if isinstance(item, TableRider) and _shown(item):
            across = 2 * item.radius * item.sceneTransform().m11() * scale
            if across < TOKEN_PX:
                found.append(f"a rider {across:.1f} px across: {item.toolTip()[:30]!r}")
    return found


def cut_cells(top: QWidget) -> list[str]:
    """The cells of every table shown under `top` (the standings) that do not show their
    whole text: narrower than their words, or a table the scroll area it flows in cuts
    at its side (rows may scroll out of sight below, never names sideways)."""
    found = []
    for table in top.findChildren(QTableWidget):
        if not table.isVisible() or table.width() <= 1:
            continue
        metrics = table.fontMetrics()
        for row in range(table.rowCount()):
            for col in range(table.columnCount()):
                item = table.item(row, col)
                if item is None or not item.text():
                    continue
                needed = metrics.horizontalAdvance(item.text()) + 8  # the cell's margins
                if not item.icon().isNull():
                    needed += table.iconSize().width() + 4
                if needed > table.columnWidth(col) + 1:
                    found.append(
                        f"cell “{item.text()}” needs {needed} px, has {table.columnWidth(col)}"
                    )
        area = _scroll_area(table)
        if area is not None:
            port = area.viewport()
            left = table.mapTo(port, table.rect().topLeft()).x()
            if left < -1 or left + table.width() > port.width() + 1:
                found.append(f"a table of {table.rowCount()} rows is cut at the side")
    return found


def _scroll_area(w: QWidget) -> QAbstractScrollArea | None:
    parent = w.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None
