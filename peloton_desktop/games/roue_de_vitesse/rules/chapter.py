"""Roue de Vitesse — what the rulebook's chapters share: the rules revision's reading
and the steps one chapter hands to another.

Every chapter module is a mixin on `Chapter`; `RoueDeVitesse` (game.py) joins them.
The steps declared here are played by the chapter named beside each: a chapter calls
them without importing the other, each module type-checks on its own (mypy --strict)
and a missing one is an error, not a crash mid-game.
"""

from __future__ import annotations

from abc import abstractmethod
from functools import cached_property

from peloton_desktop.core.protocol import Event, QuietGame
from peloton_desktop.games.roue_de_vitesse.rules.state import ROUND_THREE, RdvState


class Chapter(QuietGame[RdvState]):
    """The base of every chapter of Roue de Vitesse's rules."""

    @cached_property  # the ruleset never changes; asked at every move
    def round_three(self) -> bool:
        """Rules revision 3 (issue 24, « Rules, round three »): state.py's ROUND_THREE."""
        return self.rules_revision >= ROUND_THREE

    @cached_property
    def feed_zones(self) -> bool:
        """Rules revision 4 (issue 42): R cases that follow each other are one feed zone.
        A ruleset saved before has no such key and feeds once per case."""
        return bool(self.v.get("feed_zone_is_adjacent_r_cases", False))

    # -- groups.py: « 1. Mouvement de tous les coureurs » -------------------------------
    @abstractmethod
    def _move(self, state: RdvState, events: list[Event] | None) -> None:
        """Step 1: every group moves; then the feed zone, else the breakaway."""

    @abstractmethod
    def _distance_of(self, state: RdvState, rider: int) -> int:
        """The cases his group rides this turn."""

    @abstractmethod
    def _passed(
        self,
        state: RdvState,
        riders: list[int],
        start: dict[int, int],
        active: int,
        events: list[Event] | None,
    ) -> None:
        """Who of `riders`, from `start`, reached a summit."""

    # -- optional.py: « Règles additionnelles optionnelles » ----------------------------
    @abstractmethod
    def _buyers(self, state: RdvState) -> list[int]:
        """Riders out of the coming move who choose how many cases to buy back."""

    # -- breakaway.py: « 2. Tentative d'échappée » --------------------------------------
    @abstractmethod
    def _enter_attack(self, state: RdvState, events: list[Event] | None) -> None:
        """Step 2: the active player may attack, else step 3."""

    # -- turn.py: « Déroulé d'un Tour », steps 3 to 5 -----------------------------------
    @abstractmethod
    def _begin_turn(self, state: RdvState, seat: int, events: list[Event] | None) -> None:
        """`seat`'s turn begins."""

    @abstractmethod
    def _enter_shift(self, state: RdvState, events: list[Event] | None) -> None:
        """Step 3: one move per group."""

    @abstractmethod
    def _enter_pace(self, state: RdvState, events: list[Event] | None) -> None:
        """Step 5: the heads that break away, then the paces for the next turn."""

    # -- stages.py: « Règles des courses à Étapes » -------------------------------------
    @abstractmethod
    def _close_stage(self, state: RdvState, events: list[Event] | None) -> None:
        """The stage is over: its result, then the race's end or the recovery."""
