"""Coup de bordure's view: the table scene, the decision panel, set-up and rules help."""

from __future__ import annotations

from peloton_desktop.ui.session import GameSession


def create_view(session: GameSession):  # type: ignore[no-untyped-def]
    from peloton_desktop.games.coup_de_bordure.view.board import CdbView

    return CdbView(session)
