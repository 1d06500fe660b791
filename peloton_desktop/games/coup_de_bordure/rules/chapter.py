"""Coup de bordure — what the rulebook's chapters ask of each other.

Each chapter is a mixin of `CoupDeBordure` (game.py) and calls a few methods another
chapter implements: they are declared here, once, so that each module type-checks on
its own (mypy --strict) and a missing one is an error, not a crash mid-game.
"""

from __future__ import annotations

from abc import abstractmethod

from peloton_desktop.core.protocol import Action, Event, QuietGame
from peloton_desktop.games.coup_de_bordure.rules.state import CdbState, Rider


class Chapter(QuietGame[CdbState]):
    """The base of every chapter's mixin."""

    # -- setup.py: the course
    @abstractmethod
    def terrain(self, state: CdbState, case: int) -> str: ...

    @abstractmethod
    def finish_case(self, state: CdbState) -> int: ...

    # -- paces.py
    @abstractmethod
    def pace_actions(self, state: CdbState, r: int) -> list[Action]: ...

    @abstractmethod
    def pace_move(self, pace: str) -> int: ...

    @abstractmethod
    def _pay(
        self, state: CdbState, r: int, pay: tuple[str, ...], events: list[Event] | None
    ) -> None: ...

    # -- resolution.py
    @abstractmethod
    def _advance(self, state: CdbState, events: list[Event] | None) -> None: ...

    # -- ravitaillement.py
    @abstractmethod
    def feed_gain(self, rider: Rider) -> int: ...

    @abstractmethod
    def _draw_musettes(self, state: CdbState, events: list[Event] | None) -> None: ...

    # -- turn.py
    @abstractmethod
    def _start_turn(self, state: CdbState, events: list[Event] | None) -> None: ...

    @abstractmethod
    def _next_group(
        self, state: CdbState, events: list[Event] | None, first: bool = False
    ) -> None: ...
