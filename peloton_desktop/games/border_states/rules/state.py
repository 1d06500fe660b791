"""Border States — « Matériel »: pavés, battle slots, cubes, state markers, and a round's state.

Seat 0 is the Union, seat 1 the Confederacy. State tracks run from -2 (Union
control zone) to +2 (Confederate control zone). A slot is (battle 0-2, front 0-1,
index); index 0 is nearest the arrow. A public decision awaited during the
resolution or at the end of a round is a typed `Pending` value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from peloton_desktop.core.rng import Rng

UNION, CONFEDERACY = 0, 1
VARIANTS = ("no_characters", "deterministic", "attrition")
CANON = (-1, -1)  # the neutral Canon piece in a slot

Slot = tuple[int, int, int]  # battle, front, index


@dataclass
class Piece:
    side: int  # -1 for the Canon
    block: int  # index in the ruleset's block list; -1 for the Canon
    face_up: bool = False
    bible: bool = False

    def copy(self) -> Piece:
        return Piece(self.side, self.block, self.face_up, self.bible)


# The pending public decisions. Named tuples: immutable and typed, and they still
# compare equal to the plain tuples older code and tests use.
class PendingAmbush(NamedTuple):
    """An ambush with several possible victims: its owner eliminates one."""

    kind: Literal["ambush"]
    seat: int  # the ambush's owner
    slot: Slot  # the ambush
    victims: list[Slot]


class PendingKeep(NamedTuple):
    """The victor of a battle keeps some cubes and gives the rest to the vanquished."""

    kind: Literal["keep"]
    seat: int  # the victor
    battle: int
    combos: list[tuple[str, ...]]  # the cubes it may keep
    vanquished: int | None


class PendingStep(NamedTuple):
    """Which marker of a state moves one step towards the side (when they differ)."""

    kind: Literal["step"]
    seat: int  # the side the markers move towards
    state: str
    positions: list[int]  # the positions of the markers that may move


Pending = PendingAmbush | PendingKeep | PendingStep


@dataclass
class BsState:
    rng: Rng
    variants: tuple[str, ...]
    round: int = 1
    turn: int = 1
    phase: str = "recruit"
    deck: list[int] = field(default_factory=list)  # battle cards still to come
    battles: list[int] = field(default_factory=list)  # the round's 3 battle cards
    conquest: list[list[str]] = field(default_factory=list)  # cubes by battle
    bag: list[str] = field(default_factory=list)
    discarded: int = 0  # cubes out of the game
    available: list[list[int]] = field(default_factory=list)
    file: list[list[int]] = field(default_factory=list)
    president: list[bool] = field(default_factory=lambda: [True, True])
    characters: list[list[str]] = field(default_factory=list)
    cards_played: list[int] = field(default_factory=lambda: [0, 0])
    initiative: int = UNION
    recruited: list[bool] = field(default_factory=lambda: [False, False])
    stacks: list[tuple[int, int] | None] = field(default_factory=lambda: [None, None])
    shown_both: list[bool] = field(default_factory=lambda: [False, False])
    order: list[int] = field(default_factory=list)  # who places, in order
    placed: list[bool] = field(default_factory=lambda: [False, False])
    access: list[list[int]] = field(default_factory=lambda: [[], []])
    slots: list[list[list[Piece | None]]] = field(default_factory=list)
    bible_used: bool = False
    canon_used: bool = False
    # (battle, front, side): the extra slot a side's Reinforcements opened on a full
    # front, for one of its own blocks only
    reserved: list[tuple[int, int, int]] = field(default_factory=list)
    set_aside: list[tuple[int, int, bool]] = field(default_factory=list)  # side, block, shown
    played: list[list[int]] = field(default_factory=lambda: [[], []])
    won: list[dict[str, int]] = field(default_factory=lambda: [{}, {}])
    markers: dict[str, list[int]] = field(default_factory=dict)
    moved: dict[str, list[bool]] = field(default_factory=dict)
    resolving: int = 0
    stage: str = "reveal"  # within "resolve": reveal, ambush, score, next
    ambushes: list[Slot] = field(default_factory=list)  # to resolve
    pending: Pending | None = None  # a public decision awaited
    influence: list[tuple[str, int, int]] = field(default_factory=list)  # state, side, steps
    sudden_reached: bool = False
    over: bool = False
    winner: int | None = None
    reason: str = ""

    def stack(self, side: int) -> tuple[int, int]:
        """A side's stack (top, under), from when it is chosen until the turn ends."""
        stack = self.stacks[side]
        assert stack is not None, "the side has no stack"
        return stack

    def copy(self) -> BsState:
        c = BsState(rng=self.rng.copy(), variants=self.variants)
        for name, value in vars(self).items():
            if name in ("rng", "variants"):
                continue
            setattr(c, name, _deep(value))
        return c


def _deep(value: Any) -> Any:
    if isinstance(value, list):
        return [_deep(v) for v in value]
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, Piece):
        return value.copy()
    return value  # tuples, pending decisions included, are never changed in place
