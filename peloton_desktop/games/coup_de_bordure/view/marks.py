"""The last move, as the table marks it until the next one.

A *move* here is an action that changed the table in the open: riders moved, paces
revealed, a rider fed, a tow or « je tracte » answered. A secret pace choice is not
one (the table only says "Pace chosen"), so the marks of the last resolution stay
while the next case chooses. Computed from the session's history, so undo, review
and a resumed game show the right marks without any bookkeeping.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from peloton_desktop.core.protocol import Event

ACTED = ("rider_moved", "rider_fed", "tow_declined", "tracte_announced", "tracte_declined")


@dataclass(frozen=True)
class LastMove:
    riders: frozenset[int] = frozenset()  # the riders that moved or answered
    paces: dict[int, str] = field(default_factory=dict)  # the paces revealed


def last_move(history: Sequence[tuple[int, list[Event]]]) -> LastMove:
    for _seat, events in reversed(history):
        riders = {e.data["rider"] for e in events if e.kind in ACTED}
        paces = {
            int(r): pace
            for e in events
            if e.kind == "paces_revealed"
            for r, pace in e.data["paces"].items()
        }
        if riders or paces:
            return LastMove(frozenset(riders), paces)
    return LastMove()
