"""Border States' view: the table scene, the decision panel, set-up and rules help."""

from __future__ import annotations

from peloton_desktop.ui.session import GameSession


def create_view(session: GameSession):  # type: ignore[no-untyped-def]
    from peloton_desktop.games.border_states.view.board import BsView

    return BsView(session)


def create_setup_panel():  # type: ignore[no-untyped-def]
    from peloton_desktop.games.border_states.view.setup_panel import BsSetupPanel

    return BsSetupPanel()


def rules_html(ruleset) -> str:  # type: ignore[no-untyped-def]
    from peloton_desktop.games.border_states.view.rules_help import rules_html as html

    return html(ruleset)
