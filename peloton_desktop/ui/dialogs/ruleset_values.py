"""The typed editors of the ruleset editor, and a ruleset's values named in words.

A value is named by its game (`GameTable.value_name`) by key or dotted path: a key
("slots_per_front"), a table's column ("blocks.*.value"; a list's columns by their
1-based index, "start_markers.*.1") or row ("start_markers.MO"; a row of a list that
has an "id" by that id, "blocks.minus2"). The editors show those names, never the
keys, and a refusal of `core.ruleset_check` names the value the same way.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDoubleSpinBox,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
)

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.ruleset_check import kind_of
from peloton_desktop.draw.tr import translate

Names = Callable[[str], str]  # a path's name in words, "" for none
IDENTITY = ("id", "kind")  # fields that say which piece a row is: shown as its name


def no_names(_path: str) -> str:
    return ""


def _cell_text(value: Any) -> str:
    if isinstance(value, bool):
        return translate("RulesetEditor", "yes") if value else translate("RulesetEditor", "no")
    if isinstance(value, list):
        return ", ".join(_cell_text(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def _parse(text: str, like: Any) -> Any:
    """`text` read as the same kind of value as `like`; the text itself if it is not."""
    text = text.strip()
    kind = kind_of(like)
    try:
        if kind == "bool":
            lowered = text.casefold()
            if lowered in ("yes", "oui", "true", "1", translate("RulesetEditor", "yes")):
                return True
            if lowered in ("no", "non", "false", "0", translate("RulesetEditor", "no")):
                return False
            return text
        if kind == "int":
            return int(text.replace("−", "-"))
        if kind == "float":
            return float(text.replace("−", "-"))
        if kind == "list":
            if not text:
                return []
            sample = like[0] if like else ""
            return [_parse(part, sample) for part in text.split(",")]
        if kind == "dict":
            return json.loads(text)
    except (ValueError, json.JSONDecodeError):
        return text
    return text


def _fields(row: Any) -> list[Any]:
    """The columns a row of a table has: its keys, its indexes, or one (None)."""
    if isinstance(row, dict):
        return list(row)
    if isinstance(row, list):
        return list(range(len(row)))
    return [None]


def _entry(value: list[Any] | dict[str, Any], key: str | int) -> Any:
    """A list's entry by its index, a table's by its key."""
    return value[str(key)] if isinstance(value, dict) else value[int(key)]


def _has(row: Any, col: Any) -> bool:
    return col is None or col in _fields(row)


def column_name(key: str, col: Any, names: Names) -> str:
    if col is None:
        return ""
    if isinstance(col, int):
        return names(f"{key}.*.{col + 1}") or str(col + 1)
    return names(f"{key}.*.{col}") or str(col)


def row_name(key: str, row_key: Any, row: Any, names: Names) -> str:
    """A dict's row by its key, a list's row by its id or its number."""
    if isinstance(row_key, str):
        return names(f"{key}.{row_key}") or row_key
    if isinstance(row, dict) and isinstance(row.get("id"), str):
        return names(f"{key}.{row['id']}") or str(row_key + 1)
    return str(row_key + 1)


class ValueTable(QTableWidget):
    """A list or a table of values: one row per entry, one column per field."""

    def __init__(
        self, value: list[Any] | dict[str, Any], key: str = "", names: Names = no_names
    ) -> None:
        self.standard = value
        self.row_keys: list[str | int] = (
            list(value) if isinstance(value, dict) else list(range(len(value)))
        )
        rows = [_entry(value, k) for k in self.row_keys]
        self.columns: list[Any] = []
        for row in rows:
            self.columns += [c for c in _fields(row) if c not in self.columns]
        super().__init__(len(rows), len(self.columns))
        self.setHorizontalHeaderLabels([column_name(key, c, names) for c in self.columns])
        self.setVerticalHeaderLabels(
            [row_name(key, k, _entry(value, k), names) for k in self.row_keys]
        )
        for c, col in enumerate(self.columns):
            if col in IDENTITY:  # the row's name says it
                self.setColumnHidden(c, True)
        self.horizontalHeader().setStretchLastSection(True)
        self.setMinimumHeight(min(60 + 26 * len(rows), 320))

    def set_value(self, value: Any) -> None:
        for r, key in enumerate(self.row_keys):
            row = value[key]
            for c, col in enumerate(self.columns):
                if _has(row, col):
                    item = QTableWidgetItem(_cell_text(row if col is None else row[col]))
                    if col in IDENTITY:  # a piece's identity, which the engine keys on
                        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                else:  # a field this entry does not have (e.g. a block without a kind)
                    item = QTableWidgetItem("")
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                self.setItem(r, c, item)
        self.resizeColumnsToContents()

    def value(self) -> Any:
        out: Any = {} if isinstance(self.standard, dict) else []
        for r, key in enumerate(self.row_keys):
            like = _entry(self.standard, key)
            cells = {
                col: _parse(self._text(r, c), like if col is None else like[col])
                for c, col in enumerate(self.columns)
                if _has(like, col)
            }
            if isinstance(like, dict):
                cell: Any = cells
            elif isinstance(like, list):
                cell = [cells[i] for i in range(len(like))]
            else:
                cell = cells[None]
            if isinstance(out, dict):
                out[key] = cell
            else:
                out.append(cell)
        return out

    def _text(self, row: int, column: int) -> str:
        cell = self.item(row, column)
        return cell.text() if cell is not None else ""


class BoolEditor(QCheckBox):
    def set_value(self, value: Any) -> None:
        self.setChecked(bool(value))

    def value(self) -> bool:
        return self.isChecked()


class IntEditor(QSpinBox):
    def __init__(self, bounds: list[int] | None = None) -> None:
        super().__init__()
        low, high = bounds if bounds else (-999, 999)
        self.setRange(low, high)

    def set_value(self, value: Any) -> None:
        self.setValue(int(value))


class FloatEditor(QDoubleSpinBox):
    def __init__(self, bounds: list[int] | None = None) -> None:
        super().__init__()
        low, high = bounds if bounds else (-999, 999)
        self.setRange(float(low), float(high))

    def set_value(self, value: Any) -> None:
        self.setValue(float(value))


class TextEditor(QLineEdit):
    def set_value(self, value: Any) -> None:
        self.setText(str(value))

    def value(self) -> str:
        return self.text()


ValueEditor = BoolEditor | IntEditor | FloatEditor | TextEditor | ValueTable


def value_editor(
    standard: Any, key: str = "", names: Names = no_names, bounds: list[int] | None = None
) -> ValueEditor:
    """A typed editor for one value (each has `set_value` and `value`); a number's
    editor keeps inside its `bounds` (the ruleset's limits)."""
    kind = kind_of(standard)
    if kind == "bool":
        return BoolEditor()
    if kind == "int":
        return IntEditor(bounds)
    if kind == "float":
        return FloatEditor(bounds)
    if kind in ("list", "dict"):
        return ValueTable(standard, key, names)
    return TextEditor()


def path_words(path: str, values: dict[str, Any], names: Names) -> str:
    """A dotted path of a ruleset ("blocks.4.value") in words ("General blocks › The 3 ›
    Value"): the value's name, then its row's and its column's, then a list's index."""
    key, *rest = path.split(".")
    words = [names(key) or key]
    here = values.get(key)
    for depth, part in enumerate(rest, 1):
        word = part
        if depth == 1 and isinstance(here, dict):
            word = row_name(key, part, here.get(part), names)
            here = here.get(part)
        elif depth == 1 and isinstance(here, list) and part.isdigit():
            row = here[int(part) - 1] if 0 < int(part) <= len(here) else None
            word = row_name(key, int(part) - 1, row, names)
            here = row
        elif depth == 2:
            word = names(f"{key}.*.{part}") or part
        words.append(word)
    return " › ".join(words)


def named(exc: BadInput, values: dict[str, Any], names: Names) -> BadInput:
    """The same refusal, naming the value in words rather than by its path."""
    params = dict(exc.params)
    if isinstance(params.get("value"), str):
        params["value"] = path_words(params["value"], values, names)
    if isinstance(params.get("changed"), str) and params["changed"] != "—":
        keys = params["changed"].split(", ")
        params["changed"] = ", ".join(path_words(k, values, names) for k in keys)
    return BadInput(exc.key, **params)


def fit_to_screen(dialog: QDialog, width: int, height: int) -> None:
    """The dialog's size, or less on a small screen (1366 × 768 leaves it room)."""
    screen = dialog.screen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width() - 40), min(height, room.height() - 60)
    dialog.resize(width, height)
