"""Help › Rules: each available game's rules in short, with its assumptions.

The text is the game's (`GameTable.rules_html`), written for one ruleset: the
standard or one a box owner saved, chosen at the top, so an edited value shows in
the prose that quotes it. Under "Assumptions" every assumed value is listed by its
name in words with its value, the ones a box owner may change apart from the
readings this version plays one way only.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.ruleset_check import user_rulesets
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.dialogs.ruleset_values import fit_to_screen
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.table.game_table import table_of
from peloton_desktop.ui.table.marks_key import key_html

# a value in words for the help, by key; "" leaves it to `plain_value`
ValueText = Callable[[str, Any], str]


def number_text(value: int | float) -> str:
    """A number as printed: a true minus sign."""
    return str(value).replace("-", "−")


def plain_value(value: Any) -> str:
    """A value in words when its game gives none: yes / no, numbers, lists of them."""
    if isinstance(value, bool):
        return translate("RulesDialog", "yes") if value else translate("RulesDialog", "no")
    if isinstance(value, int | float):
        return number_text(value)
    if isinstance(value, list):
        return ", ".join(plain_value(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(plain_value(v) for v in value.values())
    return str(value)


def assumptions_html(
    ruleset: Ruleset,
    heading: str,
    assumption_text: Callable[[str], str],
    value_name: Callable[[str], str] | None = None,
    value_text: ValueText | None = None,
) -> str:
    """A game's heading, then each assumed value by its name with its value and why:
    first those a box owner may change, then the readings played one way only."""

    def item(key: str) -> str:
        name = (value_name(key) if value_name else "") or key
        value = ruleset.values.get(key)
        shown = (value_text(key, value) if value_text else "") or plain_value(value)
        line = translate("RulesDialog", "<b>{name}</b>: {value} — {why}")
        why = assumption_text(key)
        return f"<li>{line.format(name=escape(name), value=escape(shown), why=escape(why))}</li>"

    editable = ruleset.editable()
    fixed = [k for k in ruleset.assumed if k not in editable]
    out = heading
    if editable:
        out += "<p><i>{}</i></p><ul>{}</ul>".format(
            escape(translate("RulesDialog", "You may change these (Edit the assumptions…):")),
            "".join(item(k) for k in editable),
        )
    if fixed:
        out += "<p><i>{}</i></p><ul>{}</ul>".format(
            escape(translate("RulesDialog", "Readings this version plays one way only:")),
            "".join(item(k) for k in fixed),
        )
    return out


def rules_html(entry: GameEntry, ruleset: Ruleset | None = None) -> str:
    maker = table_of(entry).rules_html if entry.playable else None
    if maker is None:
        return ""
    return maker(ruleset if ruleset is not None else entry.game_class().default_ruleset())


class RulesDialog(Retranslatable, QDialog):
    def __init__(
        self,
        entries: list[GameEntry],
        game_id: str | None = None,
        parent: QWidget | None = None,
        ruleset: Ruleset | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.entries = [e for e in entries if e.playable]
        self.wanted = ruleset  # the ruleset to show first (a game in progress)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.games = QComboBox()
        self.games.setObjectName("rulesGame")
        for e in self.entries:
            self.games.addItem(e.title, e.id)
        if game_id is not None:
            self.games.setCurrentIndex(max(self.games.findData(game_id), 0))
        self.ruleset_label = QLabel()
        self.rulesets_box = QComboBox()
        self.rulesets_box.setObjectName("rulesRuleset")
        top.addWidget(self.games, 1)
        top.addWidget(self.ruleset_label)
        top.addWidget(self.rulesets_box, 1)
        layout.addLayout(top)
        self.text = QTextBrowser()
        self.text.setObjectName("rulesText")
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.text, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.setObjectName("rulesButtons")
        self.edit = QPushButton()
        self.edit.setObjectName("editAssumptions")
        self.edit.setAutoDefault(False)
        self.buttons.addButton(self.edit, QDialogButtonBox.ButtonRole.ActionRole)
        self.edit.clicked.connect(self._edit)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.rulesets: list[Ruleset] = []
        self.games.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.rulesets_box.currentIndexChanged.connect(lambda _i: self._show())
        fit_to_screen(self, 720, 640)
        self._game_changed()
        self.retranslate()

    # -- the game and its ruleset ------------------------------------------------------
    def entry(self) -> GameEntry | None:
        index = self.games.currentIndex()
        return self.entries[index] if index >= 0 else None

    def _game_changed(self, select: str | None = None) -> None:
        entry = self.entry()
        self.rulesets = []
        if entry is not None:
            self.rulesets = [entry.game_class().default_ruleset(), *user_rulesets(entry.id)]
            wanted = self.wanted
            if wanted is not None and wanted.game == entry.id and wanted.name != "standard":
                if all(r.name != wanted.name for r in self.rulesets):
                    self.rulesets.append(wanted)
                select = select or wanted.name
        self.rulesets_box.blockSignals(True)
        self.rulesets_box.clear()
        for r in self.rulesets:
            self.rulesets_box.addItem(self._ruleset_label(r))
        names = [r.name for r in self.rulesets]
        self.rulesets_box.setCurrentIndex(names.index(select) if select in names else 0)
        self.rulesets_box.blockSignals(False)
        self._show()

    def _ruleset_label(self, r: Ruleset) -> str:
        return translate("RulesDialog", "standard") if r.name == "standard" else r.name

    def ruleset(self) -> Ruleset | None:
        index = self.rulesets_box.currentIndex()
        return self.rulesets[index] if 0 <= index < len(self.rulesets) else None

    def _show(self) -> None:
        entry = self.entry()
        html = rules_html(entry, self.ruleset()) if entry is not None else ""
        marks = table_of(entry).marks if entry is not None and entry.playable else None
        if marks is not None and entry is not None:  # every mark of the table, pictured
            ruleset = self.ruleset() or entry.game_class().default_ruleset()
            html += key_html(marks(ruleset), self.text.document())
        self.text.setHtml(html)

    def _edit(self) -> None:
        from peloton_desktop.ui.dialogs.ruleset_editor import RulesetEditor

        editor = RulesetEditor(self.entries, self.games.currentData(), self)
        editor.exec()
        if editor.saved is not None and editor.saved.game == self.games.currentData():
            self._game_changed(editor.saved.name)  # show the ruleset just saved
        else:
            current = self.ruleset()
            self._game_changed(current.name if current is not None else None)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("RulesDialog", "Rules"))
        self.edit.setText(translate("RulesDialog", "&Edit the assumptions…"))
        self.ruleset_label.setText(translate("RulesDialog", "Ruleset:"))
        for i, r in enumerate(self.rulesets):
            self.rulesets_box.setItemText(i, self._ruleset_label(r))
        self._show()
