"""The board's pieces as accessible objects (issue 47): a screen reader walking the
tree finds under the board one object per piece that says something (its tooltip in
plain words, as Shift and the arrows read it), never more than the holder sees, since
the pieces' tooltips follow the viewer. PySide6 binds `QAccessible.installFactory`;
the pieces are no QObjects, so each is a `QAccessibleInterface` of our own, a slot in
the board's list read afresh after every redraw (no interface dies with a piece)."""

from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.keys import KeyChoice, scene_pieces

_KEEP: list[QAccessibleInterface] = []  # Qt's cache holds them; Python must too
_installed = False


class _Piece(QAccessibleInterface):
    """The board's piece number `slot` (reading order), whichever piece it is now."""

    def __init__(self, board: BoardAccess, slot: int) -> None:
        super().__init__()
        self.board, self.slot = board, slot

    def _piece(self) -> KeyChoice | None:
        pieces = self.board.pieces()
        return pieces[self.slot] if self.slot < len(pieces) else None

    def isValid(self) -> bool:
        return self.board.isValid() and self._piece() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow:
        return self.board.window()

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: QAccessible.Text) -> str:
        piece = self._piece()
        if piece is None:
            return ""
        if t == QAccessible.Text.Name:
            return piece.words
        if t == QAccessible.Text.Description:
            return translate("Keys", "A piece of the table (Shift and the arrows read them)")
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        piece, view = self._piece(), self.board.view()
        if piece is None or view is None:
            return QRect()
        shown = view.mapFromScene(piece.scene_rect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Graphic

    def state(self) -> QAccessible.State:
        return QAccessible.State()


class BoardAccess(QAccessibleWidget):
    """The board (a QGraphicsView) with its pieces as its children."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Canvas)
        self._view = weakref.ref(view)
        self._slots: list[_Piece] = []
        self._pieces: list[KeyChoice] | None = None
        scene = view.scene()
        if scene is not None:  # a redraw: the pieces are read again
            scene.changed.connect(self._forget)

    def _forget(self, _rects: object = None) -> None:
        self._pieces = None

    def view(self) -> QGraphicsView | None:
        return self._view()

    def pieces(self) -> list[KeyChoice]:
        view = self._view()
        if view is None or view.scene() is None:
            return []
        if self._pieces is None:
            self._pieces = scene_pieces(view.scene())
        return self._pieces

    def childCount(self) -> int:
        return len(self.pieces())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not 0 <= index < self.childCount():
            return None
        while len(self._slots) <= index:
            piece = _Piece(self, len(self._slots))
            self._slots.append(piece)
            _KEEP.append(piece)
        return self._slots[index]

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, s in enumerate(self._slots) if s is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QGraphicsView) and getattr(obj, "pieces_accessible", False):
        board = BoardAccess(obj)
        _KEEP.append(board)
        return board
    return None


def expose_pieces(view: QGraphicsView) -> None:
    """A screen reader finds `view`'s pieces as its children."""
    global _installed
    view.pieces_accessible = True  # type: ignore[attr-defined]
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
