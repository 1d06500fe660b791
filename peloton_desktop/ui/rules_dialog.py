"""Help › Rules: each available game's rules in short, with its assumptions."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.ui.game_table import table_of
from peloton_desktop.ui.widgets import Retranslatable

translate = QCoreApplication.translate


def assumptions_html(ruleset: Ruleset, heading: str, assumption_text: Callable[[str], str]) -> str:
    """A game's heading, then each assumption of its ruleset with its key."""
    rows = "".join(
        f"<li>{escape(assumption_text(key))} <i>({escape(key)})</i></li>" for key in ruleset.assumed
    )
    return f"{heading}<ul>{rows}</ul>"


def rules_html(entry: GameEntry) -> str:
    maker = table_of(entry).rules_html if entry.playable else None
    return maker(entry.game_class().default_ruleset()) if maker else ""


class RulesDialog(Retranslatable, QDialog):
    def __init__(
        self, entries: list[GameEntry], game_id: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.entries = [e for e in entries if e.playable]
        layout = QVBoxLayout(self)
        self.games = QComboBox()
        for e in self.entries:
            self.games.addItem(e.title, e.id)
        if game_id is not None:
            self.games.setCurrentIndex(max(self.games.findData(game_id), 0))
        self.text = QTextBrowser()
        self.text.setObjectName("rulesText")
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.games)
        layout.addWidget(self.text, 1)
        self.edit = QPushButton()
        self.edit.setObjectName("editAssumptions")
        self.edit.clicked.connect(self._edit)
        layout.addWidget(self.edit, 0, Qt.AlignmentFlag.AlignRight)
        self.games.currentIndexChanged.connect(lambda _i: self.retranslate())
        self.resize(720, 640)
        self.retranslate()

    def _edit(self) -> None:
        from peloton_desktop.ui.ruleset_editor import RulesetEditor

        RulesetEditor(self.entries, self.games.currentData(), self).exec()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("RulesDialog", "Rules"))
        self.edit.setText(translate("RulesDialog", "&Edit the assumptions…"))
        index = self.games.currentIndex()
        self.text.setHtml(rules_html(self.entries[index]) if index >= 0 else "")
