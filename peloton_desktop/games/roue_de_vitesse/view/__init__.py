"""Roue de Vitesse's view: the stage, the wheel, the team sheets, the panel, set-up, rules."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.games.roue_de_vitesse.sheets import rdv_sheets
from peloton_desktop.ui.game_table import GameTable
from peloton_desktop.ui.game_view import GameView
from peloton_desktop.ui.session import GameSession


def create_view(session: GameSession) -> GameView:
    from peloton_desktop.games.roue_de_vitesse.view.board import RdvView

    return RdvView(session)


def create_setup_panel() -> QWidget:
    from peloton_desktop.games.roue_de_vitesse.view.setup_panel import RdvSetupPanel

    return RdvSetupPanel()


def rules_html(ruleset: Ruleset) -> str:
    from peloton_desktop.games.roue_de_vitesse.view.rules_help import rules_html as html

    return html(ruleset)


def assumption_text(key: str) -> str:
    from peloton_desktop.games.roue_de_vitesse.view.rules_help import assumption_text as text

    return text(key)


def value_name(path: str) -> str:
    from peloton_desktop.games.roue_de_vitesse.view.rules_help import value_name as name

    return name(path)


TABLE = GameTable(
    create_view, create_setup_panel, rules_html, assumption_text, value_name, sheets=rdv_sheets
)
