"""Cyclistes' view: the circuit and its riders, the decision panel, set-up and rules help."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.games.cyclistes.sheets import sheets
from peloton_desktop.ui.game_table import GameTable
from peloton_desktop.ui.game_view import GameView
from peloton_desktop.ui.session import GameSession


def create_view(session: GameSession) -> GameView:
    from peloton_desktop.games.cyclistes.view.board import CycView

    return CycView(session)


def create_setup_panel() -> QWidget:
    from peloton_desktop.games.cyclistes.view.setup_panel import CycSetupPanel

    return CycSetupPanel()


def rules_html(ruleset: Ruleset) -> str:
    from peloton_desktop.games.cyclistes.view.rules_help import rules_html as html

    return html(ruleset)


def assumption_text(key: str) -> str:
    from peloton_desktop.games.cyclistes.view.rules_help import assumption_text as text

    return text(key)


def value_name(path: str) -> str:
    from peloton_desktop.games.cyclistes.view.rules_help import value_name as name

    return name(path)


TABLE = GameTable(
    create_view, create_setup_panel, rules_html, assumption_text, value_name, sheets=sheets
)
