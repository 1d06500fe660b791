"""Who is asked what: the one typed description of a pending decision.

An engine describes every decision it waits for as a `Prompt`:

- `TURN`: one seat decides, in the open (a tow, a placement, a card to lay).
- `SECRET`: several seats choose at once; each choice stays hidden until the last
  one is in (paces chosen in secret, stacks of blocks).
- `REACTION`: a window in which seats may act out of turn (a Puncture, a
  counter-attack). `PASS` is always among a reacting seat's legal actions, so being
  asked says nothing about what a seat could do. A window with `waits=False` stays
  open while the game waits for others (any player may react whenever the game
  waits) and closes when the awaited decision is played; with `waits=True` the game
  waits for every seat of the window to act or pass.

The session, the hand-over screen, the headless runner and the bots follow the
prompts, never a game's own bookkeeping.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Any, NamedTuple

from peloton_desktop.core.jsonable import to_jsonable

PASS: tuple[str] = ("pass",)


class Ask(StrEnum):
    TURN = "turn"
    SECRET = "secret"
    REACTION = "reaction"


class Prompt(NamedTuple):
    """One decision the game is waiting for (or a reaction window it keeps open).

    `key` names what is asked (a message key of the game);
    `params` holds its public details (the rider, the battle) for the view and the
    status line; nothing in a prompt may be secret from any seat. A named tuple, not a
    frozen dataclass: an engine makes one at every step of a playout, several times
    faster.
    """

    kind: Ask
    seats: tuple[int, ...]
    key: str = ""
    params: Mapping[str, Any] = MappingProxyType({})
    waits: bool = True

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": str(self.kind),
            "seats": list(self.seats),
            "key": self.key,
            "params": to_jsonable(dict(self.params)),
            "waits": self.waits,
        }


def turn(seat: int, key: str = "", **params: Any) -> Prompt:
    return Prompt(Ask.TURN, (seat,), key, params)


def secret(seats: Iterable[int], key: str = "", **params: Any) -> Prompt:
    return Prompt(Ask.SECRET, tuple(seats), key, params)


def reaction(seats: Iterable[int], key: str = "", waits: bool = True, **params: Any) -> Prompt:
    return Prompt(Ask.REACTION, tuple(seats), key, params, waits)


def waiting_seats(prompts: Iterable[Prompt]) -> tuple[int, ...]:
    """Seats the game waits for (open windows that do not hold the game excluded)."""
    return tuple(sorted({s for p in prompts if p.waits for s in p.seats}))


def asked_seats(prompts: Iterable[Prompt]) -> tuple[int, ...]:
    return tuple(sorted({s for p in prompts for s in p.seats}))


def first_asked(prompts: Iterable[Prompt]) -> int | None:
    """`decision_order(prompts)[0]` (None when nobody is asked), without the whole
    order: a playout asks it at every step."""
    waiting = None
    for p in prompts:
        if p.seats:
            if not p.waits:  # an open window comes first
                return p.seats[0]
            if waiting is None:
                waiting = p.seats[0]
    return waiting


def decision_order(prompts: Iterable[Prompt]) -> tuple[int, ...]:
    """The order in which a table of bots is asked: open reaction windows first
    (they close when the awaited decision is played), then every other prompt."""
    prompts = tuple(prompts)
    if len(prompts) == 1 and len(prompts[0].seats) <= 1:  # most decisions: one seat
        return prompts[0].seats
    out: list[int] = []
    for p in sorted(prompts, key=lambda p: p.waits):
        out.extend(s for s in p.seats if s not in out)
    return tuple(out)
