"""Coup de bordure — the game's pieces (« Contenu du jeu »): riders, plaquettes, musettes.

A rider's plaquette holds its energy tokens: face up by colour, at most one face
down ("caché", known to its owner only) and white fillers that hide the count.
The state also carries the resolution in progress of the current group (the
riders of one case): their secret paces, the step reached and the public
decisions still to ask.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from peloton_desktop.core.rng import Rng

PACES = ("constance", "acceleration", "sillage", "offensive")
LETTERS = "ABCDEFGHIJKL"

# The rulebook's resolution order (see resolution.py), then the feed zone.
STEP_OFFENSIVE, STEP_TOW3, STEP_ACCEL, STEP_SILLAGE = 1, 2, 3, 4
STEP_TRACTE, STEP_TOW2, STEP_REST, STEP_RAVITO, STEP_MUSETTE, STEP_DONE = 5, 6, 7, 8, 9, 10


class Ask(NamedTuple):
    """A public decision asked of one rider's owner: tow3, tow2, tracte or ravito."""

    kind: str
    rider: int


@dataclass
class Rider:
    team: int
    letter: str
    name: str
    pos: int
    visible: list[int]  # energy tokens face up, by colour P C M S
    hidden: str | None  # colour of the face-down energy token (owner only)
    fillers: int  # white tokens: no value, hide the count
    offensive_used: bool = False
    fed: bool = False  # has reached the feed zone
    moved: bool = False  # this turn

    def copy(self) -> Rider:
        return Rider(
            self.team,
            self.letter,
            self.name,
            self.pos,
            list(self.visible),
            self.hidden,
            self.fillers,
            self.offensive_used,
            self.fed,
            self.moved,
        )


@dataclass
class CdbState:
    players: int
    course: str
    rng: Rng
    riders: list[Rider]
    teams: list[str]
    turn: int = 1
    groups: list[int] = field(default_factory=list)  # cases still to play, front first
    group: list[int] = field(default_factory=list)  # rider indexes of the current group
    case: int = 1  # the current group's case
    choices: dict[int, tuple[str, tuple[str, ...]]] = field(default_factory=dict)
    step: int = 0  # 0 while the group chooses
    queue: list[Ask] = field(default_factory=list)  # public decisions
    performed: dict[int, str] = field(default_factory=dict)  # rider -> pace executed
    tow_announced: bool = False
    arrived: list[int] = field(default_factory=list)  # reached the feed zone this group
    musette: list[int | None] = field(default_factory=list)
    musette_left: list[int] = field(default_factory=list)  # cards still in the pool
    musette_next: int = 1
    over: bool = False

    def copy(self) -> CdbState:
        return CdbState(
            players=self.players,
            course=self.course,
            rng=self.rng.copy(),
            riders=[r.copy() for r in self.riders],
            teams=self.teams,
            turn=self.turn,
            groups=list(self.groups),
            group=list(self.group),
            case=self.case,
            choices=dict(self.choices),
            step=self.step,
            queue=list(self.queue),
            performed=dict(self.performed),
            tow_announced=self.tow_announced,
            arrived=list(self.arrived),
            musette=list(self.musette),
            musette_left=list(self.musette_left),
            musette_next=self.musette_next,
            over=self.over,
        )
