"""Cyclistes — what the rulebook's articles ask of each other.

Each group of articles is a mixin of `Cyclistes` (game.py) and calls a few steps
another one plays: they are declared here, once, so that each module type-checks on
its own (mypy --strict) and a missing one is an error, not a crash mid-game.
"""

from __future__ import annotations

from abc import abstractmethod

from peloton_desktop.core.protocol import Event, QuietGame
from peloton_desktop.games.cyclistes.rules.state import CycState


class Chapter(QuietGame[CycState]):
    """The base of every article's mixin."""

    # -- placement.py (Article 9)
    @abstractmethod
    def _begin_stage(self, state: CycState, events: list[Event] | None) -> None:
        """A new stage: its course, the order of placement, the first placer."""

    # -- turn.py (Article 2)
    @abstractmethod
    def _begin_turn(self, state: CycState, events: list[Event] | None) -> None:
        """A new turn: every rider on the road, from the front."""

    @abstractmethod
    def _next_rider(self, state: CycState, events: list[Event] | None) -> None:
        """The next rider of the turn decides; the turn or the stage ends after the last."""

    @abstractmethod
    def _moved(
        self, state: CycState, start: int, gicle: bool, abandons: bool, events: list[Event] | None
    ) -> None:
        """The rider's move is over: he may be followed, unless he abandoned."""

    # -- actions.py (Article 7.4)
    @abstractmethod
    def _withdraw(
        self, state: CycState, rider: int, forced: bool, events: list[Event] | None
    ) -> None:
        """The rider abandons, for the rest of the race."""

    # -- finish.py (Articles 10, 11)
    @abstractmethod
    def _close_stage(self, state: CycState, events: list[Event] | None) -> None:
        """The stage's arrival and times; the next stage, or the end of the race."""
