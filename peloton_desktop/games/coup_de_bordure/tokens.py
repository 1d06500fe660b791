"""Energy tokens on a plaquette, and the ways a rider can pay for an effort.

A rider's energy is four visible counts (Plaine, Côte, Montagne, Sprint) plus at
most one face-down token whose colour only its owner knows. A payment is a sorted
tuple of token codes: "P", "C", "M", "S", and "P*" etc. for the hidden token, so
paying with the hidden token (which reveals it) is a choice of its own.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

COLOURS: tuple[str, ...] = ("P", "C", "M", "S")
INDEX = {c: i for i, c in enumerate(COLOURS)}
HIDDEN_MARK = "*"


def hidden_code(colour: str) -> str:
    return colour + HIDDEN_MARK


def colour_of(code: str) -> str:
    return code[0]


def is_hidden(code: str) -> bool:
    return code.endswith(HIDDEN_MARK)


def energy(visible: list[int] | tuple[int, ...], hidden: str | None) -> int:
    return sum(visible) + (1 if hidden else 0)


def of_colour(visible: list[int] | tuple[int, ...], hidden: str | None, colour: str) -> int:
    return visible[INDEX[colour]] + (1 if hidden == colour else 0)


def payment_options(
    visible: list[int], hidden: str | None, total: int, colour: str, at_least: int
) -> list[tuple[str, ...]]:
    """Every distinct way to pay `total` tokens, `at_least` of them of `colour`."""
    return list(_options(tuple(visible), hidden, total, colour, at_least))


@lru_cache(maxsize=1 << 16)  # plaquettes repeat endlessly in playouts: enumerate once
def _options(
    visible: tuple[int, ...], hidden: str | None, total: int, colour: str, at_least: int
) -> tuple[tuple[str, ...], ...]:
    if total == 0:
        return ((),)
    if energy(visible, hidden) < total or of_colour(visible, hidden, colour) < at_least:
        return ()
    kinds: list[str] = [c for c in COLOURS if visible[INDEX[c]]]
    if hidden:
        kinds.append(hidden_code(hidden))
    options = []
    for combo in combinations_with_replacement(kinds, total):
        if not _affordable(combo, visible):
            continue
        if sum(1 for code in combo if colour_of(code) == colour) >= at_least:
            options.append(tuple(sorted(combo)))
    return tuple(options)


def _affordable(combo: tuple[str, ...], visible: tuple[int, ...]) -> bool:
    need = [0, 0, 0, 0]
    hidden_used = 0
    for code in combo:
        if is_hidden(code):
            hidden_used += 1
        else:
            need[INDEX[code]] += 1
    return hidden_used <= 1 and all(need[i] <= visible[i] for i in range(4))
