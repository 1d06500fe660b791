"""Border States' events, one typed payload a kind (core/events.py): what the engine
tells the table and the log after each action. A slot is [battle, front, index]; a
side is 0 (Union) or 1 (Confederacy); a block is its number in the ruleset."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from peloton_desktop.core.events import Payload, payload


class HiddenBlock(TypedDict):
    """A block turned face up when its battle is resolved."""

    slot: list[int]
    side: int
    block: int


@payload
class RoundStarted(Payload, kind="round_started"):
    round: int
    year: int
    battles: Sequence[int]  # the three battle cards
    cubes: Sequence[Sequence[str]]  # each battle's conquest cubes


@payload
class Recruited(Payload, kind="recruited"):
    side: int
    end: str  # "left", "right" or "any" (the President)


@payload
class RecruitedBlock(Payload, kind="recruited_block"):
    """Which block (private to its side while the game goes on)."""

    side: int
    block: int


@payload
class Stacked(Payload, kind="stacked"):
    side: int


@payload
class TopsRevealed(Payload, kind="tops_revealed"):
    blocks: Sequence[int]  # each side's top block
    both: Sequence[tuple[int, int] | None]  # a side's whole stack when its −2 was shown


@payload
class DoubleAmbush(Payload, kind="double_ambush"):
    pass


@payload
class Initiative(Payload, kind="initiative"):
    side: int  # places first


@payload
class SetAside(Payload, kind="set_aside"):
    side: int
    block: int | None  # None: it was face down


@payload
class Placed(Payload, kind="placed"):
    side: int
    slot: Sequence[int]
    block: int | None  # None: face down


@payload
class Character(Payload, kind="character"):
    """A character card played; what it touched depends on the card: the Spy a slot
    and the block it shows, the Chaplain and the Artillery a slot, the Scout an old
    and a new battle, Reinforcements a front ([battle, front])."""

    side: int
    card: str
    slot: Sequence[int] | None = None
    block: int | None = None
    old: int | None = None
    new: int | None = None
    front: Sequence[int] | None = None
    omit_none = ("slot", "block", "old", "new", "front")


@payload
class BattleRevealed(Payload, kind="battle_revealed"):
    battle: int
    blocks: Sequence[HiddenBlock]


@payload
class Eliminated(Payload, kind="eliminated"):
    slot: Sequence[int]
    side: int
    block: int
    by: Sequence[int]  # the ambush's slot


@payload
class AmbushesFace(Payload, kind="ambushes_face"):
    slots: Sequence[Sequence[int]]


@payload
class AmbushIdle(Payload, kind="ambush_idle"):
    slot: Sequence[int]


@payload
class BattleUndecided(Payload, kind="battle_undecided"):
    battle: int
    totals: Sequence[int]  # each front's


@payload
class BattleWon(Payload, kind="battle_won"):
    battle: int
    totals: Sequence[int]
    front: int
    contributions: Sequence[int]  # each side's to the winning front
    victor: int
    vanquished: int | None


@payload
class CubesWon(Payload, kind="cubes_won"):
    battle: int
    victor: int
    kept: Sequence[str]
    vanquished: int | None
    given: Sequence[str]


@payload
class MarkerMoved(Payload, kind="marker_moved"):
    state: str
    side: int
    from_: int
    to: int


@payload
class GameOver(Payload, kind="game_over"):
    winner: int
    reason: str
    scores: Sequence[int]
