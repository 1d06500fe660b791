"""Help › Rules › Edit the assumptions…: a box owner corrects the values we assumed.

Each assumed value is shown with its rulebook context (the game's rules help text)
and a typed editor: a check box, a number, a text, or a table for lists and nested
values (cells are parsed back to the standard's kind of value). Readings the
engine plays one way only are listed, not editable. "Save" checks the ruleset
(`core.ruleset_check`: shape, limits, a few games played) and writes it as a named
ruleset in the user's data folder; the new-game dialog then offers it.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.ruleset_check import (
    check_ruleset,
    kind_of,
    save_user_ruleset,
    user_rulesets,
)
from peloton_desktop.ui.game_table import table_of
from peloton_desktop.ui.text import error_text
from peloton_desktop.ui.widgets import Retranslatable

translate = QCoreApplication.translate


def _cell_text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
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
            if lowered in ("yes", "oui", "true", "1"):
                return True
            if lowered in ("no", "non", "false", "0"):
                return False
            return text
        if kind == "int":
            return int(text)
        if kind == "float":
            return float(text)
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


def _has(row: Any, col: Any) -> bool:
    return col is None or col in _fields(row)


class ValueTable(QTableWidget):
    """A list or a table of values: one row per entry, one column per field."""

    def __init__(self, value: list[Any] | dict[str, Any]) -> None:
        self.standard = value
        self.row_keys = list(value) if isinstance(value, dict) else list(range(len(value)))
        rows = [value[k] for k in self.row_keys]
        self.columns: list[Any] = []
        for row in rows:
            self.columns += [c for c in _fields(row) if c not in self.columns]
        super().__init__(len(rows), len(self.columns))
        self.setHorizontalHeaderLabels(["" if c is None else str(c) for c in self.columns])
        labels = [str(k) if isinstance(value, dict) else str(k + 1) for k in self.row_keys]
        self.setVerticalHeaderLabels(labels)
        self.horizontalHeader().setStretchLastSection(True)
        self.setMinimumHeight(min(60 + 26 * len(rows), 320))

    def set_value(self, value: Any) -> None:
        for r, key in enumerate(self.row_keys):
            row = value[key]
            for c, col in enumerate(self.columns):
                if _has(row, col):
                    item = QTableWidgetItem(_cell_text(row if col is None else row[col]))
                    if col == "id":  # a piece's identity, which the engine keys on
                        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                else:  # a field this entry does not have (e.g. a block without a kind)
                    item = QTableWidgetItem("")
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                self.setItem(r, c, item)
        self.resizeColumnsToContents()

    def value(self) -> Any:
        out: Any = {} if isinstance(self.standard, dict) else []
        for r, key in enumerate(self.row_keys):
            like = self.standard[key]
            cells = {
                col: _parse(self.item(r, c).text(), like if col is None else like[col])
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


class BoolEditor(QCheckBox):
    def set_value(self, value: Any) -> None:
        self.setChecked(bool(value))

    def value(self) -> bool:
        return self.isChecked()


class IntEditor(QSpinBox):
    def __init__(self) -> None:
        super().__init__()
        self.setRange(-999, 999)

    def set_value(self, value: Any) -> None:
        self.setValue(int(value))


class FloatEditor(QDoubleSpinBox):
    def __init__(self) -> None:
        super().__init__()
        self.setRange(-999.0, 999.0)

    def set_value(self, value: Any) -> None:
        self.setValue(float(value))


class TextEditor(QLineEdit):
    def set_value(self, value: Any) -> None:
        self.setText(str(value))

    def value(self) -> str:
        return self.text()


ValueEditor = BoolEditor | IntEditor | FloatEditor | TextEditor | ValueTable


def value_editor(standard: Any) -> ValueEditor:
    """A typed editor for one value (each has `set_value` and `value`)."""
    kind = kind_of(standard)
    if kind == "bool":
        return BoolEditor()
    if kind == "int":
        return IntEditor()
    if kind == "float":
        return FloatEditor()
    if kind in ("list", "dict"):
        return ValueTable(standard)
    return TextEditor()


class RulesetEditor(Retranslatable, QDialog):
    def __init__(
        self, entries: list[GameEntry], game_id: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rulesetEditor")
        self.entries = [e for e in entries if e.playable]
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_label = QLabel()
        self.games = QComboBox()
        self.games.setObjectName("rulesetGame")
        for e in self.entries:
            self.games.addItem(e.title, e.id)
        if game_id is not None:
            self.games.setCurrentIndex(max(self.games.findData(game_id), 0))
        self.base_label = QLabel()
        self.base = QComboBox()
        self.base.setObjectName("rulesetBase")
        top.addWidget(self.game_label)
        top.addWidget(self.games, 1)
        top.addWidget(self.base_label)
        top.addWidget(self.base, 1)
        layout.addLayout(top)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        layout.addWidget(self.scroll, 1)
        form = QFormLayout()
        self.name_label = QLabel()
        self.name = QLineEdit()
        self.name.setObjectName("rulesetName")
        self.name.setMaxLength(120)
        form.addRow(self.name_label, self.name)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setObjectName("rulesetProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #B00020;")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setObjectName("rulesetSave")
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.editors: dict[str, ValueEditor] = {}
        self.saved: Ruleset | None = None
        self.games.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.base.activated.connect(lambda _i: self._load_base())
        self.resize(760, 680)
        self.retranslate()
        self._game_changed()

    # -- the game and the ruleset to start from ---------------------------------------
    def entry(self) -> GameEntry:
        return registry.get(self.games.currentData())

    def standard(self) -> Ruleset:
        return self.entry().game_class().default_ruleset()

    def _game_changed(self) -> None:
        self.rulesets = [self.standard(), *user_rulesets(self.entry().id)]
        self.base.clear()
        for r in self.rulesets:
            self.base.addItem(self._ruleset_label(r))
        self._build()
        self._load_base()

    def _ruleset_label(self, r: Ruleset) -> str:
        return translate("RulesetEditor", "standard") if r.name == "standard" else r.name

    def _load_base(self) -> None:
        ruleset = self.rulesets[max(self.base.currentIndex(), 0)]
        for key, editor in self.editors.items():
            editor.set_value(ruleset.values[key])
        self.name.setText("" if ruleset.name == "standard" else ruleset.name)
        self.problem.setStyleSheet("color: #B00020;")
        self.problem.clear()

    def _build(self) -> None:
        standard = self.standard()
        assumption = table_of(self.entry()).assumption_text or (lambda key: key)
        page = QWidget()
        box = QVBoxLayout(page)
        self.editors = {}
        for key in standard.editable():
            group = QGroupBox(key)
            inner = QVBoxLayout(group)
            context = QLabel(assumption(key))
            context.setWordWrap(True)
            inner.addWidget(context)
            editor = value_editor(standard.values[key])
            editor.setObjectName(f"value_{key}")
            inner.addWidget(editor)
            self.editors[key] = editor
            box.addWidget(group)
        fixed = [k for k in standard.assumed if k in standard.fixed]
        if fixed:
            self.fixed_box = QGroupBox(
                translate("RulesetEditor", "Readings this version plays one way only")
            )
            inner = QVBoxLayout(self.fixed_box)
            for key in fixed:
                label = QLabel(f"• {assumption(key)}")
                label.setWordWrap(True)
                inner.addWidget(label)
            box.addWidget(self.fixed_box)
        box.addStretch(1)
        self.scroll.setWidget(page)

    # -- saving ------------------------------------------------------------------------
    def ruleset(self) -> Ruleset:
        standard = self.standard()
        values = dict(standard.values)
        for key, editor in self.editors.items():
            values[key] = editor.value()
        return standard.model_copy(update={"name": self.name.text().strip(), "values": values})

    def save(self) -> None:
        ruleset = self.ruleset()
        try:
            if not ruleset.name:
                raise BadInput("ruleset.name")
            save_user_ruleset(ruleset)
        except BadInput as exc:
            self.problem.setText(error_text(exc))
            return
        self.saved = ruleset
        current = ruleset.name
        self._game_changed()
        self.base.setCurrentIndex(
            next((i for i, r in enumerate(self.rulesets) if r.name == current), 0)
        )
        self._load_base()
        self.problem.setStyleSheet("color: #1B7F3B;")
        self.problem.setText(
            translate("RulesetEditor", "Saved “{name}”: choose it in the new-game dialog.").format(
                name=ruleset.name
            )
        )

    def check(self) -> str:
        """The problem with the values as they stand ('' when playable)."""
        try:
            check_ruleset(self.ruleset())
        except BadInput as exc:
            return error_text(exc)
        return ""

    def retranslate(self) -> None:
        self.setWindowTitle(translate("RulesetEditor", "Edit the assumptions"))
        self.game_label.setText(translate("RulesetEditor", "Game:"))
        self.base_label.setText(translate("RulesetEditor", "Start from:"))
        self.name_label.setText(translate("RulesetEditor", "Save as:"))
        self.name.setPlaceholderText(translate("RulesetEditor", "a name for your ruleset"))
        self.intro.setText(
            translate(
                "RulesetEditor",
                "These values are not settled by the rulebook: we assumed them. If your "
                "box says otherwise, change them here and save them under a name; the "
                "new-game dialog then lets you play with them. A ruleset the game cannot be "
                "played with is refused, with the value at fault.",
            )
        )
        for i, r in enumerate(getattr(self, "rulesets", [])):
            self.base.setItemText(i, self._ruleset_label(r))
