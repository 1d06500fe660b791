"""`first_asked` (what `Game.next_seat` answers, at every step of a playout) is the
first seat of `decision_order`, for any prompts."""

from __future__ import annotations

from peloton_desktop.core.prompts import (
    Prompt,
    decision_order,
    first_asked,
    reaction,
    secret,
    turn,
)
from peloton_desktop.core.rng import Rng


def _prompts(rng: Rng) -> list[Prompt]:
    out = []
    for _ in range(rng.below(4)):
        seats = [rng.below(4) for _ in range(rng.below(3))]
        kind = rng.below(4)
        if kind == 0 and seats:
            out.append(turn(seats[0], "k"))
        elif kind == 1:
            out.append(secret(seats, "k"))
        else:
            out.append(reaction(seats, "k", waits=kind == 2))
    return out


def test_first_asked_is_the_decision_order_s_first() -> None:
    rng = Rng(5)
    for _ in range(3000):
        prompts = _prompts(rng)
        order = decision_order(prompts)
        assert first_asked(prompts) == (order[0] if order else None), prompts
