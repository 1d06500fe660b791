"""Coup de bordure's view: the table scene, the decision panel, set-up and rules help."""

from __future__ import annotations

from peloton_desktop.ui.session import GameSession


def create_view(session: GameSession):  # type: ignore[no-untyped-def]
    from peloton_desktop.games.coup_de_bordure.view.board import CdbView

    return CdbView(session)


def create_setup_panel():  # type: ignore[no-untyped-def]
    from peloton_desktop.games.coup_de_bordure.view.setup_panel import CdbSetupPanel

    return CdbSetupPanel()


def rules_html(ruleset) -> str:  # type: ignore[no-untyped-def]
    from peloton_desktop.games.coup_de_bordure.view.rules_help import rules_html as html

    return html(ruleset)
