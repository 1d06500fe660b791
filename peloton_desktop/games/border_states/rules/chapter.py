"""Border States — what the rulebook's chapters share: the ruleset's numbers and the
steps one chapter hands to another.

Every chapter module is a mixin on `Chapter`; `BorderStates` (game.py) joins them.
The steps declared here are played by the chapter named beside each: a chapter
calls them without importing the other, and the type checker knows their shape.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any

from peloton_desktop.core.protocol import Action, Event, QuietGame
from peloton_desktop.games.border_states.rules.state import BsState


class Chapter(QuietGame[BsState]):
    """The base of every chapter of Border States' rules."""

    def block(self, index: int) -> dict[str, Any]:
        """A block of the ruleset: its value, its battles, its kind."""
        blocks: list[dict[str, Any]] = self.v["blocks"]
        return blocks[index]

    # -- « Préparation » (setup.py) ------------------------------------------------------
    @abstractmethod
    def year(self, state: BsState) -> int: ...

    @abstractmethod
    def _prepare_round(self, state: BsState, events: list[Event] | None) -> None: ...

    # -- « Départ pour le champ de bataille », « Placement » (placement.py) ----------------
    @abstractmethod
    def _leave_for_battle(
        self, state: BsState, tops: list[int], events: list[Event] | None
    ) -> None: ...

    @abstractmethod
    def _free(self, state: BsState, b: int, f: int, seat: int | None = None) -> int | None: ...

    # -- « Les cartes Personnage » (characters.py) -----------------------------------------
    @abstractmethod
    def _character_actions(self, state: BsState, seat: int) -> list[Action]: ...

    # -- « Fin de manche », « Fin de partie » (round_end.py) ---------------------------------
    @abstractmethod
    def _start_influence(self, state: BsState) -> None: ...

    @abstractmethod
    def score(self, state: BsState, side: int) -> int: ...

    @abstractmethod
    def control_count(self, state: BsState, side: int) -> tuple[int, int]: ...
