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
from peloton_desktop.games.coup_de_bordure.rules.events import (
    PacesRevealed,
    RiderFed,
    RiderMoved,
    TowDeclined,
    TracteAnnounced,
    TracteDeclined,
)

ACTED = (RiderMoved, RiderFed, TowDeclined, TracteAnnounced, TracteDeclined)


@dataclass(frozen=True)
class LastMove:
    riders: frozenset[int] = frozenset()  # the riders that moved or answered
    paces: dict[int, str] = field(default_factory=dict)  # the paces revealed


def last_move(history: Sequence[tuple[int, list[Event]]]) -> LastMove:
    for _seat, events in reversed(history):
        riders = {p.rider for kind in ACTED for p in kind.among(events)}
        paces = {int(r): pace for p in PacesRevealed.among(events) for r, pace in p.paces.items()}
        if riders or paces:
            return LastMove(frozenset(riders), paces)
    return LastMove()
