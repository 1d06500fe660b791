"""The course editor by keys (issue 47): a cursor over the cases. ← ↑ and → ↓ go to the
case before or after, Home and End to the first and last; Enter or Space paints the
case with the current tool (one undo step, as a click); a terrain's letter picks that
terrain and paints the case. The ring is painted by the view over the scene, and the
view's accessible name says which case is under the cursor."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAction, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.keys import plain

STEPS = {
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Up: -1,
    Qt.Key.Key_Right: 1,
    Qt.Key.Key_Down: 1,
}


class CaseCursor(QGraphicsView):
    """Mixed into the editor's view, which emits `stroke_started(index)` and
    `stroke_ended()` as a click does; `letters`: a terrain's letter → its tool."""

    case_cursor = 0  # the case under the keyboard's cursor (not QWidget.cursor)
    letters: Mapping[str, QAction] = {}

    def case_items(self) -> dict[int, QGraphicsItem]:
        return {
            i: item
            for item in self.scene().items()
            if isinstance(i := getattr(item, "index", -1), int) and i >= 0
        }

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        plain_key = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        cases = self.case_items()
        if not plain_key or not cases:
            super().keyPressEvent(event)
            return
        last = max(cases)
        if key in STEPS:
            self.move_cursor(max(0, min(last, self.case_cursor + STEPS[key])))
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.move_cursor(0 if key == Qt.Key.Key_Home else last)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.paint_cursor()
        elif event.text().upper() in self.letters:
            self.letters[event.text().upper()].trigger()
            self.paint_cursor()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def move_cursor(self, index: int) -> None:
        self.case_cursor = index
        item = self.case_items().get(index)
        if item is not None:
            self.ensureVisible(item.sceneBoundingRect(), 16, 16)
        self.say()
        self.viewport().update()

    def paint_cursor(self) -> None:
        self.stroke_started.emit(self.case_cursor)  # type: ignore[attr-defined]
        self.stroke_ended.emit()  # type: ignore[attr-defined]
        self.say()

    def say(self) -> None:
        cases = self.case_items()
        item = cases.get(self.case_cursor)
        words = plain(item.toolTip()) if item is not None else ""
        name = translate("CourseEditor", "Case {n} of {count}").format(
            n=self.case_cursor + 1, count=len(cases)
        )
        self.setAccessibleName(f"{name}: {words}" if words else name)
        self.setAccessibleDescription(
            translate(
                "CourseEditor",
                "Arrow keys: the case before or after; Enter: paint it with the tool; "
                "a terrain's letter: paint it with that terrain; digits: pick a tool",
            )
        )
        if self.hasFocus():
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        item = self.case_items().get(self.case_cursor) if self.hasFocus() else None
        if item is None:
            return
        scale = max(self.transform().m11(), 0.05)
        r = item.sceneBoundingRect().adjusted(-3 / scale, -3 / scale, 3 / scale, 3 / scale)
        painter.save()
        pen = painter.pen()
        pen.setColor(qcolor(colours.KEY_FOCUS))
        pen.setWidthF(4.0 / scale)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(r)
        pen.setColor(qcolor(colours.KEY_FOCUS_INNER))
        pen.setWidthF(1.5 / scale)
        painter.setPen(pen)
        painter.drawRect(r.adjusted(2.5 / scale, 2.5 / scale, -2.5 / scale, -2.5 / scale))
        painter.restore()


def name_tool(action: QAction, label: str, letter: str) -> None:
    """A palette tool's name, and its keys in its tooltip: its digit, and the letter
    that paints a terrain (a terrain code, P, C, M…, not always the name's initial)."""
    action.setText(label)
    digit = action.shortcut().toString()
    if letter:
        tip = translate("CourseEditor", "{name} (key {digit}; letter {letter} paints it)")
        action.setToolTip(tip.format(name=label, digit=digit, letter=letter))
    else:
        action.setToolTip(f"{label} ({digit})")
