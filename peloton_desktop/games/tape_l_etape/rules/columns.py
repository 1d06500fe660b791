"""Laying cards on the coloured columns (rulebook: « Choix de l'étape »).

Montagne starts each column with the lowest value in play and climbs one by one;
Descente starts with the highest and goes down; Plaine and Voiture balai start
with a 6 and grow one step up or down at either end; Contre-la-montre starts with
the value its chooser names: the lowest value in play climbs, the highest goes
down, any other grows both ways (DECISIONS.md). A new column always starts with
the stage's start value.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from peloton_desktop.games.tape_l_etape.rules.state import (
    BALAI,
    BOTH,
    CLM,
    DESCENTE,
    DOWN,
    MONTAGNE,
    PLAINE,
    UP,
    Card,
)


def start_and_direction(
    profile: str, low: int, high: int, plaine_start: int, balai_start: int, chosen: int = 0
) -> tuple[int, str]:
    """The value columns start with this stage, and which way they grow."""
    if profile == MONTAGNE:
        return low, UP
    if profile == DESCENTE:
        return high, DOWN
    if profile == PLAINE:
        return plaine_start, BOTH
    if profile == BALAI:
        return balai_start, BOTH
    if profile == CLM:
        if chosen == low:
            return chosen, UP
        if chosen == high:
            return chosen, DOWN
        return chosen, BOTH
    raise ValueError(profile)


def can_lay(card: Card, columns: Mapping[int, Sequence[int]], start: int, direction: str) -> bool:
    """May `card` be laid on `columns` (by colour: [lowest, highest] laid)?"""
    colour, value = card
    column = columns.get(colour)
    if column is None:
        return value == start
    low, high = column
    if direction in (UP, BOTH) and value == high + 1:
        return True
    return direction in (DOWN, BOTH) and value == low - 1


def layable(
    hand: Iterable[Card], columns: dict[int, list[int]], start: int, direction: str
) -> list[Card]:
    """The cards of `hand` that `can_lay` allows (its test, inlined: every card of the
    hand is asked at every step)."""
    up, down = direction in (UP, BOTH), direction in (DOWN, BOTH)
    out = []
    for card in hand:
        colour, value = card
        column = columns.get(colour)
        if column is None:
            if value == start:
                out.append(card)
        elif (up and value == column[1] + 1) or (down and value == column[0] - 1):
            out.append(card)
    return out


def lay(card: Card, columns: dict[int, list[int]]) -> None:
    colour, value = card
    column = columns.get(colour)
    if column is None:
        columns[colour] = [value, value]
    else:
        column[0] = min(column[0], value)
        column[1] = max(column[1], value)
