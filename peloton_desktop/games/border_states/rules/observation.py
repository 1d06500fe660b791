"""Border States — what a side sees, typed (issue 22): `BsObservation` and its records.

`observe` (views.py) builds it; the view, the bots and the search read it by
attribute. Its fields are the keys of its JSON (the `state` of `replay --json`,
docs/cli.md), in that order. What a side may not know stays out: another side's
face-down block is a `PlacedBlock` whose `block` is None, its file and available
blocks are counts, its stack is "chosen" while secret and, while it places, the
block under its stack is None until shown. The seat-less full view adds the RNG,
the battle deck and the bag. `to_json` gives the JSON and `from_json` reads it back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, ClassVar, Final, Literal, TypeAlias, TypeVar, cast

from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.observation import Convert, Observation, decode, each
from peloton_desktop.games.border_states.rules.state import (
    Pending,
    PendingAmbush,
    PendingKeep,
    PendingStep,
    Slot,
)

T = TypeVar("T")
Sides: TypeAlias = tuple[T, T]  # one value per side: the Union's, the Confederacy's
Blocks: TypeAlias = tuple[int, ...] | int  # a side's blocks, or how many when hidden
CHOSEN: Final = "chosen"
# A side's stack: none, its two blocks (top first; the one under None while the
# viewer may not see it), or "chosen" while it is secret.
Stack: TypeAlias = tuple[int, int | None] | Literal["chosen"] | None


@dataclass(frozen=True, slots=True)
class _Record:
    """A record inside the observation: its JSON is its fields, in order."""

    def to_json(self) -> dict[str, Any]:
        return {f.name: to_jsonable(getattr(self, f.name)) for f in fields(self)}


@dataclass(frozen=True, slots=True)
class BattleCard(_Record):
    """One of the round's three battles: its card and what the card says."""

    card: int
    name: str
    intensity: int


@dataclass(frozen=True, slots=True)
class PlacedBlock(_Record):
    """A side's block in a slot; `block` is None while the viewer may not see it."""

    side: int
    block: int | None
    face_up: bool
    bible: bool


@lru_cache(maxsize=None, typed=True)
def placed_block(side: int, block: int | None, face_up: bool, bible: bool) -> PlacedBlock:
    """The record of a placed block, one shared instance for each value (it never
    changes, and the search observes thousands of positions a second)."""
    return PlacedBlock(side, block, face_up, bible)


@dataclass(frozen=True, slots=True)
class Canon(_Record):
    """The neutral Canon in a slot."""

    canon: Literal[True] = True


CANON_SEEN: Final = Canon()
SlotView: TypeAlias = PlacedBlock | Canon | None
Front: TypeAlias = tuple[SlotView, ...]  # from the arrow outward


@dataclass(frozen=True, slots=True)
class _Decision(_Record):
    """A public decision awaited (state.py's `Pending`), named by its `kind`."""

    kind: ClassVar[str]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **_Record.to_json(self)}


@dataclass(frozen=True, slots=True)
class AmbushDecision(_Decision):
    """The owner of an ambush with several possible victims eliminates one."""

    kind: ClassVar[Literal["ambush"]] = "ambush"
    seat: int
    slot: Slot
    victims: tuple[Slot, ...]

    def pending(self) -> PendingAmbush:
        return PendingAmbush("ambush", self.seat, self.slot, list(self.victims))


@dataclass(frozen=True, slots=True)
class KeepDecision(_Decision):
    """The victor of a battle keeps some cubes and gives the rest to the vanquished."""

    kind: ClassVar[Literal["keep"]] = "keep"
    seat: int
    battle: int
    combos: tuple[tuple[str, ...], ...]
    vanquished: int | None

    def pending(self) -> PendingKeep:
        return PendingKeep("keep", self.seat, self.battle, list(self.combos), self.vanquished)


@dataclass(frozen=True, slots=True)
class StepDecision(_Decision):
    """Which marker of a state moves one step towards the side."""

    kind: ClassVar[Literal["step"]] = "step"
    seat: int
    state: str
    positions: tuple[int, ...]

    def pending(self) -> PendingStep:
        return PendingStep("step", self.seat, self.state, list(self.positions))


PublicDecision: TypeAlias = AmbushDecision | KeepDecision | StepDecision


def public_decision(pending: Pending | None) -> PublicDecision | None:
    """The state's pending decision as the observation shows it."""
    if pending is None:
        return None
    if isinstance(pending, PendingAmbush):
        return AmbushDecision(pending.seat, pending.slot, tuple(pending.victims))
    if isinstance(pending, PendingKeep):
        return KeepDecision(pending.seat, pending.battle, tuple(pending.combos), pending.vanquished)
    return StepDecision(pending.seat, pending.state, tuple(pending.positions))


@dataclass(frozen=True, slots=True)
class BsObservation(Observation):
    """What one side (or the seat-less full view) may know of a Border States game."""

    round: int
    year: int
    turn: int
    phase: str
    battles: tuple[BattleCard, ...]
    conquest: tuple[tuple[str, ...], ...]  # the cubes still on each battle
    bag: int  # cubes in the bag
    discarded: int
    deck: int  # battle cards still to come
    available: Sides[Blocks]
    file: Sides[Blocks]  # the recruitment files, left end first
    president: Sides[bool]
    characters: Sides[tuple[str, ...]]
    cards_played: Sides[int]
    initiative: int
    stacks: Sides[Stack]
    shown_both: Sides[bool]
    order: tuple[int, ...]  # who places, in order
    access: Sides[tuple[int, ...]]
    slots: tuple[tuple[Front, Front], ...]  # by battle, the upper and lower fronts
    bible_used: bool
    canon_used: bool
    set_aside: tuple[tuple[int, int | None], ...]  # side, block (None: never shown)
    won: Sides[dict[str, int]]  # cubes won this round, by state
    markers: dict[str, tuple[int, ...]]
    resolving: int
    stage: str
    pending: PublicDecision | None
    scores: Sides[int]
    over: bool
    winner: int | None
    variants: tuple[str, ...]
    # the public facts of the turn in progress (the search rebuilds states from them)
    recruited: Sides[bool]
    placed: Sides[bool]
    moved: dict[str, tuple[bool, ...]]
    ambushes: tuple[Slot, ...]  # still to resolve
    influence: tuple[tuple[str, int, int], ...]  # state, side, steps
    sudden_reached: bool
    reason: str
    reserved: tuple[tuple[int, int, int], ...] = ()  # battle, front, side; JSON only when any
    # the full view only (None at a seat)
    rng: str | None = None
    deck_cards: tuple[int, ...] | None = None
    bag_cubes: tuple[str, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        out = Observation.to_json(self)  # (no bare super() in a slots dataclass)
        if not self.reserved:  # only while Reinforcements wait for their block
            del out["reserved"]
        if self.rng is None:
            del out["rng"], out["deck_cards"], out["bag_cubes"]
        return out


def known_blocks(blocks: Blocks) -> tuple[int, ...]:
    """A side's blocks the viewer sees (its own, or anyone's once the game is over)."""
    assert not isinstance(blocks, int), "the viewer does not see these blocks"
    return blocks


def block_count(blocks: Blocks) -> int:
    return blocks if isinstance(blocks, int) else len(blocks)


def _sides(pair: list[Any], read: Callable[[Any], T]) -> Sides[T]:
    union, confederacy = pair
    return read(union), read(confederacy)


def _blocks(value: list[int] | int) -> Blocks:
    return value if isinstance(value, int) else tuple(value)


def _stack(value: list[int | None] | str | None) -> Stack:
    if value is None:
        return None
    if isinstance(value, str):
        return CHOSEN
    top, under = value
    assert top is not None
    return top, under


def _slot(value: list[int]) -> Slot:
    b, f, i = value
    return b, f, i


def _front(row: list[dict[str, Any] | None]) -> Front:
    return tuple(
        None if x is None else CANON_SEEN if x.get("canon") else PlacedBlock(**x) for x in row
    )


def _both(read: Callable[[Any], T]) -> Callable[[list[Any]], Sides[T]]:
    return lambda pair: _sides(pair, read)


def _by_state(value: Mapping[str, list[Any]]) -> dict[str, tuple[Any, ...]]:
    return {k: tuple(m) for k, m in value.items()}


def _fronts(value: list[list[Any]]) -> tuple[Front, Front]:
    upper, lower = value
    return _front(upper), _front(lower)


# a decision by its kind: its class and the fields that need a conversion
_DECISIONS: dict[str, tuple[type[PublicDecision], dict[str, Convert]]] = {
    "ambush": (AmbushDecision, {"slot": _slot, "victims": each(_slot)}),
    "keep": (KeepDecision, {"combos": each(tuple)}),
    "step": (StepDecision, {"positions": tuple}),
}


def _decision(data: Mapping[str, Any]) -> PublicDecision:
    cls, convert = _DECISIONS[data.get("kind", "step")]
    return cast(PublicDecision, decode(cls, data, "", **convert))


# How BsObservation.from_json reads the fields that are no plain JSON value (see
# core/observation.decode).
BsObservation.json_tuples = "order variants deck_cards bag_cubes"
BsObservation.json_fields = {
    "battles": each(lambda b: decode(BattleCard, b)),
    "conquest": each(tuple),
    "available": _both(_blocks),
    "file": _both(_blocks),
    "president": _both(bool),
    "characters": _both(tuple),
    "cards_played": _both(int),
    "stacks": _both(_stack),
    "shown_both": _both(bool),
    "access": _both(tuple),
    "slots": each(_fronts),
    "set_aside": each(tuple),
    "won": _both(dict),
    "markers": _by_state,
    "pending": _decision,
    "scores": _both(int),
    "recruited": _both(bool),
    "placed": _both(bool),
    "moved": _by_state,
    "ambushes": each(_slot),
    "influence": each(tuple),
    "reserved": each(tuple),
}
