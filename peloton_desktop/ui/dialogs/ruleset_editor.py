"""Help › Rules › Edit the assumptions…: a box owner corrects the values we assumed.

Each value a box owner may change is shown by its name in words (the game's
`value_name`; the key only in its tooltip) with its rulebook context (the game's
rules help text) and a typed editor (`ruleset_values`): numbers and yes / no first,
inside their bounds, then each table, its rows and columns named too. Readings the
engine plays one way only are listed, not editable. "Save" checks the ruleset
(`core.ruleset_check`: shape, limits, a few games played; a refusal names the value
in words) and writes it as a named ruleset in the user's data folder; the new-game
dialog and the rules help then offer it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop import colours
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
from peloton_desktop.draw.palette import hex_of
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.dialogs.ruleset_values import (
    Names,
    ValueEditor,
    fit_to_screen,
    named,
    no_names,
    value_editor,
)
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.table.game_table import table_of


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
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        layout.addWidget(self.scroll_area, 1)
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
        self.problem.setStyleSheet(f"color: {hex_of(colours.WARNING)};")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setObjectName("rulesetSave")
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.editors: dict[str, ValueEditor] = {}
        self.names: Names = no_names
        self.saved: Ruleset | None = None
        self.games.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.base.activated.connect(lambda _i: self._load_base())
        fit_to_screen(self, 780, 680)
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
        self.problem.setStyleSheet(f"color: {hex_of(colours.WARNING)};")
        self.problem.clear()

    def _name(self, key: str) -> str:
        return self.names(key) or key

    def _tip(self, key: str, ruleset: Ruleset) -> str:
        tip = translate("RulesetEditor", "In a ruleset file: “{key}”.").format(key=key)
        bounds = ruleset.limits.get(key)
        if bounds:
            limits = translate("RulesetEditor", "From {low} to {high}.")
            tip = limits.format(low=bounds[0], high=bounds[1]) + "\n" + tip
        return tip

    @staticmethod
    def _context(text: str) -> QLabel:
        """The rulebook context of a value, under its editor."""
        label = QLabel(text)
        label.setWordWrap(True)
        label.setContentsMargins(12, 0, 0, 6)
        font = label.font()
        font.setItalic(True)
        label.setFont(font)
        return label

    def _build(self) -> None:
        standard = self.standard()
        table = table_of(self.entry())
        explain = table.assumption_text or (lambda key: "")
        self.names = table.value_name or no_names
        page = QWidget()
        box = QVBoxLayout(page)
        self.editors = {}
        editable = standard.editable()
        simple = [k for k in editable if kind_of(standard.values[k]) not in ("list", "dict")]
        if simple:
            group = QGroupBox(translate("RulesetEditor", "Numbers you may change"))
            group.setObjectName("rulesetNumbers")
            form = QFormLayout(group)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
            for key in simple:
                editor = value_editor(
                    standard.values[key], key, self.names, standard.limits.get(key)
                )
                label = QLabel(self._name(key))
                label.setBuddy(editor)
                for widget in (label, editor):
                    widget.setToolTip(self._tip(key, standard))
                form.addRow(label, editor)
                form.addRow(self._context(explain(key)))
                self._add(key, editor)
            box.addWidget(group)
        for key in (k for k in editable if k not in simple):
            group = QGroupBox(self._name(key))
            group.setToolTip(self._tip(key, standard))
            inner = QVBoxLayout(group)
            inner.addWidget(self._context(explain(key)))
            editor = value_editor(standard.values[key], key, self.names, standard.limits.get(key))
            inner.addWidget(editor)
            self._add(key, editor)
            box.addWidget(group)
        fixed = [k for k in standard.assumed if k in standard.fixed]
        if fixed:
            self.fixed_box = QGroupBox(
                translate("RulesetEditor", "Readings this version plays one way only")
            )
            inner = QVBoxLayout(self.fixed_box)
            for key in fixed:
                label = QLabel(f"• <b>{escape(self._name(key))}</b> — {escape(explain(key))}")
                label.setTextFormat(Qt.TextFormat.RichText)
                label.setWordWrap(True)
                label.setToolTip(self._tip(key, standard))
                inner.addWidget(label)
            box.addWidget(self.fixed_box)
        box.addStretch(1)
        self.scroll_area.setWidget(page)

    def _add(self, key: str, editor: ValueEditor) -> None:
        editor.setObjectName(f"value_{key}")
        self.editors[key] = editor

    # -- saving ------------------------------------------------------------------------
    def ruleset(self) -> Ruleset:
        standard = self.standard()
        values = dict(standard.values)
        for key, editor in self.editors.items():
            values[key] = editor.value()
        return standard.model_copy(update={"name": self.name.text().strip(), "values": values})

    def show_ruleset(self, ruleset: Ruleset) -> None:
        """A ruleset file handed to the app: its game, its values, its name to save
        under (saved only when the user saves it)."""
        self.games.setCurrentIndex(max(self.games.findData(ruleset.game), 0))
        values = {**self.standard().values, **ruleset.values}  # an older one lacks keys
        self.rulesets.append(ruleset.model_copy(update={"values": values}))
        self.base.addItem(self._ruleset_label(ruleset))
        self.base.setCurrentIndex(len(self.rulesets) - 1)
        self._load_base()

    def save(self) -> None:
        ruleset = self.ruleset()
        try:
            if not ruleset.name:
                raise BadInput("ruleset.name")
            save_user_ruleset(ruleset)
        except BadInput as exc:
            self.problem.setText(self._problem(exc))
            return
        self.saved = ruleset
        current = ruleset.name
        self._game_changed()
        self.base.setCurrentIndex(
            next((i for i, r in enumerate(self.rulesets) if r.name == current), 0)
        )
        self._load_base()
        self.problem.setStyleSheet(f"color: {hex_of(colours.RANK_UP)};")
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
            return self._problem(exc)
        return ""

    def _problem(self, exc: BadInput) -> str:
        """A refusal, naming the value in words."""
        return error_text(named(exc, self.standard().values, self.names))

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
        if self.editors:  # the names and contexts in the new language, the edits kept
            values = {key: editor.value() for key, editor in self.editors.items()}
            self._build()
            for key, editor in self.editors.items():
                editor.set_value(values[key])
