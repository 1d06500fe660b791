"""The table's keyboard cursor (issue 47), one for every game: the board (the view of
the scene) takes the focus, and the arrow keys, Tab, Home and End move a cursor over
the choices its pieces offer (`ui/pieces/keys.py`'s `key_choices`); Enter or Space
does what a click would. Shift and the arrows look at every piece that says something
(its tooltip), choice or not, so a screen reader reads the whole table. The ring is
painted over the scene by the view itself, so no game draws it and no scene capture
(printing, the secrecy check) sees it.

The board's accessible name is the focused choice's words and its description says
what the keys do; a screen reader is told when they change.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QFocusEvent, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget
from shiboken6 import isValid

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.keys import KeyChoice, nearest, scene_choices, scene_pieces
from peloton_desktop.ui.table.board_access import expose_pieces

ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
PRESS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class KeyBoard(QGraphicsView):
    """A board that plays by keys: `choices` (the pieces' legal choices in reading
    order), `at` (the one in focus, -1: none)."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.choices: list[KeyChoice] = []
        self.at = -1
        self.looked: KeyChoice | None = None  # Shift+arrows: a piece looked at, any piece
        self._focused: Hashable = None
        self._said = ("", "")
        scene.changed.connect(self._scene_changed)  # a method: let go with the board
        self.setObjectName("board")
        expose_pieces(self)  # its pieces, children of its accessible object
        self.say()

    # -- the choices ------------------------------------------------------------------
    def gather(self) -> None:
        """The choices on the table now, the cursor kept on the same one when it is
        still offered (a redraw makes new pieces)."""
        self.choices = scene_choices(self.scene())
        ids = [c.identity() for c in self.choices]
        if self._focused in ids:
            self.at = ids.index(self._focused)
        elif self.choices:
            self.at = min(max(self.at, 0), len(self.choices) - 1)
        else:
            self.at = -1
        self._remember()

    def _remember(self) -> None:
        self._focused = self.choices[self.at].identity() if self.at >= 0 else None

    def focused(self) -> KeyChoice | None:
        return self.choices[self.at] if 0 <= self.at < len(self.choices) else None

    def _looking(self) -> bool:
        """A piece is looked at, and still on the table (a redraw deletes pieces)."""
        looked = self.looked
        return looked is not None and isValid(looked.item) and looked.item.scene() is self.scene()

    def look(self, dx: int, dy: int) -> None:
        """Shift+arrow: the nearest piece that way, choice or not, read out."""
        pieces = scene_pieces(self.scene())
        if not pieces:
            return
        ids = [id(p.item) for p in pieces]
        here = self.looked if self._looking() else self.focused()
        at = ids.index(id(here.item)) if here is not None and id(here.item) in ids else -1
        self.looked = pieces[nearest(pieces, at, dx, dy)]
        self.ensureVisible(self.looked.scene_rect(), 8, 8)
        self.viewport().update()
        self.say()

    def move_to(self, at: int) -> None:
        self.at = at
        self._remember()
        choice = self.focused()
        if choice is not None:
            self.ensureVisible(choice.scene_rect(), 8, 8)
        self.viewport().update()
        self.say()

    def press(self) -> bool:
        """Do what a click on the focused choice does."""
        self.gather()
        choice = self.focused()
        if choice is None:
            return False
        choice.press()
        self.gather()
        self.viewport().update()
        self.say()
        return True

    def press_card(self, n: int) -> bool:
        """The n-th card offered (0 first, in reading order), as the digit n+1 asks."""
        self.gather()
        cards = [i for i, c in enumerate(self.choices) if c.card]
        if not 0 <= n < len(cards):
            return False
        self.move_to(cards[n])
        return self.press()

    def _scene_changed(self, _rects: object = None) -> None:
        """A redraw: the cursor, its ring and the board's words follow the new pieces."""
        before = (self._focused, len(self.choices))
        self.gather()
        if self.hasFocus() and (self._focused, len(self.choices)) != before:
            self.viewport().update()
        self.say()

    # -- words for a screen reader ----------------------------------------------------------
    def say(self) -> None:
        choice = self.focused()
        n = len(self.choices)
        looked = self.looked if self._looking() else None
        if looked is not None:
            name = translate("Keys", "{words} (a piece of the table)").format(words=looked.words)
        elif choice is not None:
            name = translate("Keys", "{words} (choice {i} of {n})").format(
                words=choice.words, i=self.at + 1, n=n
            )
        else:
            name = translate("Keys", "The table: nothing to choose on it now")
        description = translate(
            "Keys",
            "Arrow keys or Tab: the next choice; Enter: play it; Escape: back one step; "
            "digits: a card of your hand; H: the coach; Ctrl+Z: undo",
        )
        if (name, description) == self._said:
            return
        self._said = (name, description)
        for w in (self, self.viewport()):  # the viewport too: a reader may land on it
            w.setAccessibleName(name)
            w.setAccessibleDescription(description)
        if self.hasFocus():
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))

    # -- keys ---------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        plain = not mods
        if mods == Qt.KeyboardModifier.ShiftModifier and key in ARROWS:
            self.look(*ARROWS[key])
            event.accept()
            return
        self.looked = None  # any other key: back to the choices
        session = getattr(self.parentWidget(), "session", None)
        if getattr(session, "reviewing", False):  # the arrows, Home and End step the review
            event.ignore()  # (ui/table/table_keys.py), whatever the table shows
            return
        if plain and key in ARROWS:
            self.gather()
            if self.choices:  # none (a review…): the page's keys have them
                self.move_to(nearest(self.choices, self.at, *ARROWS[key]))
                event.accept()
                return
        if plain and key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.gather()
            if self.choices:
                self.move_to(0 if key == Qt.Key.Key_Home else len(self.choices) - 1)
                event.accept()
                return
        if plain and key in PRESS and self.press():
            event.accept()
            return
        event.ignore()  # Escape, digits, H…: the page's keys (ui/table/table_keys.py)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab goes through the table's choices before it leaves for the panel."""
        if self.hasFocus():
            self.gather()
            if next and 0 <= self.at < len(self.choices) - 1:
                self.move_to(self.at + 1)
                return True
            if not next and self.at > 0:
                self.move_to(self.at - 1)
                return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.gather()
        if self.choices and event.reason() == Qt.FocusReason.TabFocusReason:
            self.at = 0
        elif self.choices and event.reason() == Qt.FocusReason.BacktabFocusReason:
            self.at = len(self.choices) - 1
        self.move_to(self.at)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        if not self.hasFocus():
            return
        self.gather()  # a redraw may have made new pieces since the last key
        choice = self.looked if self._looking() else self.focused()
        if choice is None:
            return
        r = choice.scene_rect()
        # a ring of a constant width on screen, however small the view scales the table
        scale = max(self.transform().m11(), 0.05)
        grow = 5.0 / scale
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = painter.pen()
        pen.setColor(qcolor(colours.KEY_FOCUS))
        pen.setWidthF(4.0 / scale)
        painter.setPen(pen)
        outer = r.adjusted(-grow, -grow, grow, grow)
        painter.drawRoundedRect(outer, 3 / scale, 3 / scale)
        pen.setColor(qcolor(colours.KEY_FOCUS_INNER))
        pen.setWidthF(1.5 / scale)
        painter.setPen(pen)
        inner = 2.5 / scale
        painter.drawRoundedRect(outer.adjusted(inner, inner, -inner, -inner), 2, 2)
        painter.restore()
