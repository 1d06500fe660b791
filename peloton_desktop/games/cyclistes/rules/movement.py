"""Articles 2, 5 and 6: the order of moves, the scotch and the width of the road.

« Dans l'ordre des positions sur le parcours, du premier au dernier »; on a shared
case the last arrived moves first (he is overtaking). An occupied difficulty case
cannot be crossed (a « scotch »): the rider stops on it if it has room, else before
it. A full case (the width, 7) can be neither reached nor passed (« la porte est
fermée »). Past the line scotches no longer count; the width still does.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import cast

from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.cyclistes.rules.state import CycState

FREE, SCOTCH, DOOR = "", "scotch", "door"


def turn_order(occ: Occupancy) -> list[int]:
    """Front to back; on one case the last arrived first (Article 2)."""
    out: list[Hashable] = []
    for position in occ.occupied():
        out.extend(occ.last_arrived_first(position))
    return cast(list[int], out)  # the riders on the road are ints


def is_scotch(state: CycState, position: int) -> bool:
    """An occupied difficulty case before the line (Article 5, Article 10)."""
    return position in state.hatched and bool(state.occ.riders_on(position))


def reach(state: CycState, start: int, n: int) -> tuple[int, str]:
    """Where a rider on `start` trying `n` cases ends, and what stopped him (the case
    he stands on is left freely: a démarrage goes on from its scotch)."""
    # the first occupied difficulty case before the case before the first full one
    p, scotch = state.occ.scan(start, start + n, state.hatched)
    if scotch:
        return p, SCOTCH
    return (p, DOOR) if p < start + n else (start + n, FREE)


def crossed_scotch(state: CycState, start: int, end: int) -> int | None:
    """The first occupied difficulty case strictly between `start` and `end`, if any
    (a property the engine never breaks)."""
    for p in range(start + 1, end):
        if is_scotch(state, p):
            return p
    return None


def roll_dice(state: CycState, count: int) -> tuple[int, ...]:
    """Dice come only from the state's RNG (Article 4: all of a rider's dice at once)."""
    return state.rng.dice(count)


def front_free(occ: Occupancy, position: int) -> int:
    """`position`, or the nearest case behind it that has room."""
    while occ.is_full(position):
        position -= 1
    return position
