"""Tape l'étape — what the rulebook's chapters share: the ruleset's numbers, the rules
revision's readings, and the steps one chapter hands to another.

Every chapter module is a mixin on `Chapter`; `TapeLEtape` (game.py) joins them. The
steps declared here are played by the chapter named beside each: a chapter calls them
without importing the other, and the type checker knows their shape.
"""

from __future__ import annotations

from abc import abstractmethod
from functools import cached_property

from peloton_desktop.core.protocol import Action, Event, QuietGame
from peloton_desktop.games.tape_l_etape.rules.state import TleState


class Chapter(QuietGame[TleState]):
    """The base of every chapter of Tape l'étape's rules."""

    @cached_property  # the ruleset never changes; asked at every step
    def any_moment(self) -> bool:
        """Rules revision 2 (issue 24): jokers at any moment (game.py's module doc)."""
        return self.rules_revision >= 2

    @cached_property
    def while_choosing(self) -> bool:
        """Rules revision 3 (issue 24): a Puncture while a profile or a start is chosen."""
        return self.rules_revision >= 3

    @cached_property
    def vitamine_on_plaine(self) -> bool:
        """Rules revision 4 (issue 42): a Vitamine between the two last cards a Plaine
        turn lays, as between the cards of every turn of several. A ruleset saved
        before has no such key."""
        return bool(self.v.get("vitamine_between_plaine_last_two", False))

    # -- setup.py: « Préparation de la course » ---------------------------------------------
    @abstractmethod
    def _deal(self, state: TleState) -> None:
        """Shuffle the cards in play and deal every hand."""

    # -- stage.py: « Choix de l'étape » ----------------------------------------------------
    @abstractmethod
    def _start_stage(self, state: TleState, chooser: int, events: list[Event] | None) -> None:
        """A new stage: the deal, and its profile to choose (or the final mountain)."""

    # -- turn.py: « Déroulement » ----------------------------------------------------------
    @abstractmethod
    def _begin_turn(self, state: TleState, seat: int, events: list[Event] | None) -> None:
        """Hand the turn to `seat`, or to the next rider who may play."""

    @abstractmethod
    def _end_turn(self, state: TleState, events: list[Event] | None) -> None:
        """The rider to play ends his turn: the next one's begins."""

    # -- jokers.py: « Les jokers » ---------------------------------------------------------
    @abstractmethod
    def _open_window(self, state: TleState) -> None:
        """Every unused Puncture may act while the game waits."""

    @abstractmethod
    def _punctures(self, state: TleState) -> list[Action]:
        """The Punctures a seat holding one may play."""

    @abstractmethod
    def _vitamines(self, state: TleState, seat: int) -> list[Action]:
        """The Vitamines `seat` may play."""

    # -- classification.py: « Le classement » ---------------------------------------------
    @abstractmethod
    def _finish_stage(self, state: TleState, events: list[Event] | None) -> None:
        """The stage's times; the next stage, or the end of the race."""
