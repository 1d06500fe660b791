"""Tape l'étape — what the rulebook's chapters share: the ruleset's numbers, the rules
revision's readings, and the steps one chapter hands to another.

Every chapter module is a mixin on `Chapter`; `TapeLEtape` (game.py) joins them. The
steps declared here are played by the chapter named beside each: a chapter calls them
without importing the other, and the type checker knows their shape.
"""

from __future__ import annotations

from abc import abstractmethod

from peloton_desktop.core.protocol import Event, Game
from peloton_desktop.games.tape_l_etape.rules.state import TleState


class Chapter(Game[TleState]):
    """The base of every chapter of Tape l'étape's rules."""

    @property
    def any_moment(self) -> bool:
        """Rules revision 2 (issue 24): jokers at any moment (game.py's module doc)."""
        return self.rules_revision >= 2

    @property
    def while_choosing(self) -> bool:
        """Rules revision 3 (issue 24): a Puncture while a profile or a start is chosen."""
        return self.rules_revision >= 3

    # -- « Déroulement » (game.py) ---------------------------------------------------------
    @abstractmethod
    def _end_turn(self, state: TleState, events: list[Event]) -> None:
        """The rider to play ends his turn: the next one's begins."""
