"""Tape l'étape's view: the table scene, the decision panel, set-up and rules help."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.ui.game_table import GameTable
from peloton_desktop.ui.game_view import GameView
from peloton_desktop.ui.session import GameSession


def create_view(session: GameSession) -> GameView:
    from peloton_desktop.games.tape_l_etape.view.board import TleView

    return TleView(session)


def create_setup_panel() -> QWidget:
    from peloton_desktop.games.tape_l_etape.view.setup_panel import TleSetupPanel

    return TleSetupPanel()


def rules_html(ruleset: Ruleset) -> str:
    from peloton_desktop.games.tape_l_etape.view.rules_help import rules_html as html

    return html(ruleset)


def assumption_text(key: str) -> str:
    from peloton_desktop.games.tape_l_etape.view.rules_help import assumption_text as text

    return text(key)


def value_name(path: str) -> str:
    from peloton_desktop.games.tape_l_etape.view.rules_help import value_name as name

    return name(path)


TABLE = GameTable(create_view, create_setup_panel, rules_html, assumption_text, value_name)
