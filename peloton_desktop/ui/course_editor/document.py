"""The course being edited and the QUndoCommands that change it (model only).

Every change to the draft goes through a command on `stack`, so undo, redo and
the dirty flag (the stack's clean state) are always right. Views listen to
`changed` and redraw; they never touch the draft themselves.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from peloton_desktop.courses.common import Cell, CourseDraft, CourseKind, Issue
from peloton_desktop.courses.kinds import kind
from peloton_desktop.draw.tr import translate

DRAFT_FIELDS = ("name", "description", "designer", "start", "finish")  # the rest: options


class CourseDocument(QObject):
    changed = Signal()  # anything: redraw, revalidate
    structure_changed = Signal()  # cases added or removed: relayout

    def __init__(self, draft: CourseDraft, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.draft = draft
        self.kind: CourseKind = kind(draft.game)
        self.stack = QUndoStack(self)

    def issues(self) -> list[Issue]:
        return self.kind.issues(self.draft)

    # -- primitive edits, called by commands only --------------------------------

    def _set_cell(self, index: int, cell: Cell) -> None:
        self.draft.cells[index] = cell
        self.changed.emit()

    def _insert(self, index: int, cell: Cell) -> None:
        d = self.draft
        d.cells.insert(index, cell)
        d.start += 1 if d.start >= index and len(d.cells) > 1 else 0
        d.finish += 1 if d.finish >= index and len(d.cells) > 1 else 0
        self.structure_changed.emit()
        self.changed.emit()

    def _remove(self, index: int) -> None:
        d = self.draft
        del d.cells[index]
        d.start -= 1 if d.start > index else 0
        d.finish -= 1 if d.finish > index else 0
        d.start = min(d.start, max(0, len(d.cells) - 1))
        d.finish = min(d.finish, max(0, len(d.cells) - 1))
        self.structure_changed.emit()
        self.changed.emit()

    def _set_field(self, name: str, value: Any) -> None:
        if name in DRAFT_FIELDS:
            setattr(self.draft, name, value)
        else:
            self.draft.options[name] = value
        if name == "start_zone":
            self.structure_changed.emit()
        self.changed.emit()

    def field(self, name: str) -> Any:
        if name in DRAFT_FIELDS:
            return getattr(self.draft, name)
        return self.draft.options.get(name)

    # -- what the window asks for --------------------------------------------------

    def command_for(self, index: int, tool: str, on: bool = True) -> QUndoCommand | None:
        """The command applying a palette tool to one case, or None if it changes nothing."""
        if not 0 <= index < len(self.draft.cells):
            return None
        cell = self.draft.cells[index]
        if tool in ("start", "finish"):
            if self.field(tool) == index:
                return None
            return SetField(self, tool, index, _marker_text(tool))
        if tool in self.kind.terrains:
            new = Cell(tool, cell.features)
        elif tool in self.kind.features:
            new = cell.with_feature(tool, on)
        else:
            return None
        return None if new == cell else SetCell(self, index, cell, new)

    def paint(self, index: int, tool: str, on: bool = True) -> bool:
        command = self.command_for(index, tool, on)
        if command is not None:
            self.stack.push(command)
        return command is not None

    def insert_case(self, index: int) -> None:
        n = len(self.draft.cells)
        index = max(0, min(index, n))
        like = self.draft.cells[min(index, n - 1)] if n else Cell(self.kind.terrains[0])
        self.stack.push(InsertCase(self, index, Cell(like.terrain)))

    def remove_case(self, index: int) -> None:
        if 0 <= index < len(self.draft.cells) and len(self.draft.cells) > 1:
            self.stack.push(RemoveCase(self, index))

    def set_field(self, name: str, value: Any) -> None:
        if self.field(name) != value:
            self.stack.push(SetField(self, name, value, _field_text(name)))


def _marker_text(tool: str) -> str:
    if tool == "start":
        return translate("CourseEditor", "Move the start")
    return translate("CourseEditor", "Move the finish")


def _field_text(name: str) -> str:
    if name == "name":
        return translate("CourseEditor", "Rename")
    if name == "description":
        return translate("CourseEditor", "Edit the description")
    if name == "designer":
        return translate("CourseEditor", "Change the designer")
    return translate("CourseEditor", "Change an option")


class SetCell(QUndoCommand):
    def __init__(self, doc: CourseDocument, index: int, old: Cell, new: Cell) -> None:
        super().__init__(translate("CourseEditor", "Paint case %1").replace("%1", str(index + 1)))
        self.doc, self.index, self.old, self.new = doc, index, old, new

    def redo(self) -> None:
        self.doc._set_cell(self.index, self.new)

    def undo(self) -> None:
        self.doc._set_cell(self.index, self.old)


class InsertCase(QUndoCommand):
    def __init__(self, doc: CourseDocument, index: int, cell: Cell) -> None:
        text = translate("CourseEditor", "Insert a case at %1").replace("%1", str(index + 1))
        super().__init__(text)
        self.doc, self.index, self.cell = doc, index, cell
        self.markers = (doc.draft.start, doc.draft.finish)

    def redo(self) -> None:
        self.doc._insert(self.index, self.cell)

    def undo(self) -> None:
        self.doc._remove(self.index)
        self.doc.draft.start, self.doc.draft.finish = self.markers
        self.doc.changed.emit()


class RemoveCase(QUndoCommand):
    def __init__(self, doc: CourseDocument, index: int) -> None:
        super().__init__(translate("CourseEditor", "Remove case %1").replace("%1", str(index + 1)))
        self.doc, self.index = doc, index
        self.cell = doc.draft.cells[index]
        self.markers = (doc.draft.start, doc.draft.finish)

    def redo(self) -> None:
        self.doc._remove(self.index)

    def undo(self) -> None:
        self.doc._insert(self.index, self.cell)
        self.doc.draft.start, self.doc.draft.finish = self.markers
        self.doc.changed.emit()


class SetField(QUndoCommand):
    def __init__(self, doc: CourseDocument, name: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.doc, self.name, self.new, self.old = doc, name, value, doc.field(name)

    def redo(self) -> None:
        self.doc._set_field(self.name, self.new)

    def undo(self) -> None:
        self.doc._set_field(self.name, self.old)
