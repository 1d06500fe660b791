"""Tape l'étape's state (rulebook: « Matériel », « Préparation de la course »).

A card is `(colour, value)`: the colour's index in the ruleset's colours and the
number on it. The five stage profiles and the three jokers are named as in the
rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import RaceBook

Card = tuple[int, int]

PLAINE, MONTAGNE, DESCENTE, CLM, BALAI = "plaine", "montagne", "descente", "clm", "balai"
PROFILES = (PLAINE, MONTAGNE, DESCENTE, CLM, BALAI)
VITAMINE, BRAQUET, CREVAISON = "vitamine", "braquet", "crevaison"
JOKERS = (VITAMINE, BRAQUET, CREVAISON)
SPRINT, ENDURANCE = "sprint", "endurance"

# Phases of a stage
CHOOSE_PROFILE, CHOOSE_START, PLAY = "profile", "start", "play"
# Which way a column grows
UP, DOWN, BOTH = "up", "down", "both"


@dataclass
class TleState:
    players: int
    mode: str
    rng: Rng
    book: RaceBook
    deck: list[Card]  # every card in play this race (what is dealt each stage)
    low: int  # lowest and highest values in play
    high: int
    hands: list[list[Card]]
    profiles_left: list[list[str]]
    jokers: list[dict[str, int]]  # jokers still in hand, by kind
    stages_total: int
    dealer: int  # chose the first stage
    open_hands: bool = False
    # -- the stage being raced --
    chooser: int = 0
    phase: str = CHOOSE_PROFILE
    profile: str = ""
    start: int = 0  # the value every column starts with
    direction: str = BOTH
    columns: dict[int, list[int]] = field(default_factory=dict)  # colour -> [low, high]
    current: int = 0
    laid: int = 0  # numbered cards laid in the current turn
    two_last: bool = False  # Plaine: the turn began with exactly two cards in hand
    braquet: bool = False  # Changement de braquet played this turn
    skips: list[int] = field(default_factory=list)  # turns each rider will lose
    finished: list[int] = field(default_factory=list)  # emptied their hand, in order
    window: list[int] = field(default_factory=list)  # open Puncture window
    blocked: list[tuple[int, int]] = field(default_factory=list)  # (a, b): a may not vitamine b
    over: bool = False

    def in_stage(self) -> list[int]:
        """Riders who still hold cards this stage."""
        return [p for p in range(self.players) if p not in self.finished]

    def awaited(self) -> int:
        """The seat the game waits for: the rider to play, or the stage's chooser."""
        return self.current if self.phase == PLAY else self.chooser

    def copy(self) -> TleState:
        return TleState(
            self.players,
            self.mode,
            self.rng.copy(),
            self.book.copy(),
            list(self.deck),
            self.low,
            self.high,
            [list(h) for h in self.hands],
            [list(p) for p in self.profiles_left],
            [dict(j) for j in self.jokers],
            self.stages_total,
            self.dealer,
            self.open_hands,
            self.chooser,
            self.phase,
            self.profile,
            self.start,
            self.direction,
            {c: list(v) for c, v in self.columns.items()},
            self.current,
            self.laid,
            self.two_last,
            self.braquet,
            list(self.skips),
            list(self.finished),
            list(self.window),
            list(self.blocked),
            self.over,
        )
