"""What a test-ride's races show: who wins from which seat or starting position (with a
95 % interval and a plain verdict), where the field splits, where the winner made the
decisive gap, how many turns a race lasts, and the game's own figures.

Every figure is computed from the races in race order, so the same races give the
same report, bit for bit, whichever worker rode them.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import kind

Z = 1.96  # a 95 % interval


@dataclass(frozen=True)
class Section:
    """A stretch of the race, in race-order cases (0 is the start case)."""

    key: str  # "flat", "climb" or "finish" (the last kilometre)
    first: int
    last: int
    number: int = 0  # a climb's number, or the climb a flat leads to (0: none after)
    cells: tuple[int, int] = (0, 0)  # its first and last case numbers on the course

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "first": self.first,
            "last": self.last,
            "number": self.number,
            "cells": list(self.cells),
        }


def last_kilometre(length: int) -> int:
    """Cases of the race's last stretch (the last kilometre): a tenth, at least 2."""
    return max(2, length // 10)


SPLIT_RATIO = 2.0  # a stretch splits the field when it stretches it this much faster than the flat
SPLIT_MIN = 1.0  # …and by at least one case over the stretch


@dataclass(frozen=True)
class Split:
    """Where the race first splits: the first stretch (in race order) over which the
    front's spread (`front_spread_by_case`) grows `SPLIT_RATIO` times faster, a case,
    than over the flats (the dice or the cards alone stretch every race a little: that
    is not a split)."""

    section: int | None  # the stretch's index, None: it never splits
    flat_rate: float  # cases of spread gained a case on the flats
    rate: float  # …on the splitting stretch (0 when none)


def _growth(spread: Sequence[float | None], first: int, last: int) -> tuple[float, int] | None:
    """The spread gained over race-order cases first..last and over how many cases,
    None where not seen (the start's own spread is no split: it counts from there)."""
    seen = [x for x in spread[first : last + 1] if x is not None]
    before = next((x for x in reversed(spread[:first]) if x is not None), None)
    if not seen:
        return None
    if before is None:
        return seen[-1] - seen[0], max(len(seen) - 1, 1)
    return seen[-1] - before, last - first + 1


def split_of(found: Sequence[Section], spread: Sequence[float | None]) -> Split:
    """Where the field first splits (see `Split`)."""
    flats = [_growth(spread, s.first, s.last) for s in found if s.key == "flat"]
    seen = [g for g in flats if g is not None]
    whole = _growth(spread, 0, len(spread) - 1)  # no flat: the whole race is the yardstick
    gained, cases = (sum(g for g, _ in seen), sum(n for _, n in seen)) if seen else whole or (0, 1)
    flat_rate = gained / cases
    for i, s in enumerate(found):
        growth = _growth(spread, s.first, s.last)
        if growth is None or s.key == "flat":
            continue
        rate = growth[0] / growth[1]
        if growth[0] >= SPLIT_MIN and rate >= SPLIT_RATIO * max(flat_rate, 0.0):
            return Split(i, flat_rate, rate)
    return Split(None, flat_rate, 0.0)


def sections(draft: CourseDraft) -> list[Section]:
    """The race's stretches in race order: flats, climbs (numbered), the last kilometre."""
    k = kind(draft.game)
    order = k.race_order(draft)
    at = {cell: i for i, cell in enumerate(order)}
    end = len(order) - last_kilometre(len(order))
    climbs = [c for c in k.climbs(draft) if c.category is not None and at.get(c.first, end) < end]
    found: list[Section] = []
    here = 0
    for n, c in enumerate(climbs, 1):
        first, last = at[c.first], min(at[c.last], end - 1)
        if first > here:
            found.append(Section("flat", here, first - 1, n))
        found.append(Section("climb", first, last, n))
        here = last + 1
    if here < end:
        found.append(Section("flat", here, end - 1, 0))
    found.append(Section("finish", end, len(order) - 1))
    return [
        Section(s.key, s.first, s.last, s.number, (order[s.first] + 1, order[s.last] + 1))
        for s in found
    ]


def section_of(found: Sequence[Section], case: int) -> int:
    """The index of the stretch holding race-order `case`."""
    case = min(max(case, 0), found[-1].last)
    return next(i for i, s in enumerate(found) if s.first <= case <= s.last)


def interval(wins: int, races: int) -> tuple[float, float]:
    """Wilson's 95 % interval of a share."""
    if races == 0:
        return 0.0, 1.0
    p = wins / races
    centre = (p + Z * Z / (2 * races)) / (1 + Z * Z / races)
    half = Z * math.sqrt(p * (1 - p) / races + Z * Z / (4 * races * races)) / (1 + Z * Z / races)
    return max(0.0, centre - half), min(1.0, centre + half)


def shares(wins: Sequence[int], races: int) -> list[dict[str, Any]]:
    """Each place's wins, share, interval and verdict against a fair share."""
    fair = 1 / len(wins)
    out = []
    for place, w in enumerate(wins):
        low, high = interval(w, races)
        verdict = "too_often" if low > fair else "too_rarely" if high < fair else "fair"
        out.append(
            {
                "place": place + 1,
                "wins": w,
                "share": w / races if races else 0.0,
                "low": low,
                "high": high,
                "margin": (high - low) / 2,
                "verdict": verdict,
            }
        )
    return out


def decisive_case(turns: Sequence[Sequence[int]], winner: int, length: int) -> int:
    """Where the winner went clear for good: his best rider's case at the end of the
    first turn after which he was always ahead of every other seat (the finish when he
    was never clear before the line)."""
    snaps = [(t[2 + winner], max(x for s, x in enumerate(t[2:]) if s != winner)) for t in turns]
    behind = [j for j, (mine, theirs) in enumerate(snaps) if mine <= theirs]
    if not behind:
        return min(max(snaps[0][0], 0), length - 1)
    if behind[-1] == len(snaps) - 1:
        return length - 1
    return min(max(snaps[behind[-1] + 1][0], 0), length - 1)


def _by_case(
    races: Sequence[dict[str, Any]], length: int, spread: Callable[[Sequence[int]], float]
) -> list[float | None]:
    """`spread` of each turn, averaged over the cases its leader passed in that turn;
    None where no leader was seen passing."""
    total, seen = [0.0] * length, [0] * length
    for race in races:
        before = -1
        for t in race["turns"]:
            front, value = t[0], spread(t)
            for case in range(max(before + 1, 0), min(front, length - 1) + 1):
                total[case] += value
                seen[case] += 1
            before = max(before, front)
    return [total[c] / seen[c] if seen[c] else None for c in range(length)]


def spread_by_case(races: Sequence[dict[str, Any]], length: int) -> list[float | None]:
    """The field's mean spread (first to last rider, in cases) as its leader passes each
    case of the race."""
    return _by_case(races, length, lambda t: t[0] - t[1])


def front_spread_by_case(races: Sequence[dict[str, Any]], length: int) -> list[float | None]:
    """The front of the race's mean spread as its leader passes each case: from the
    leading rider to the median team's best rider (the stragglers at the back, dropped
    by the dice on any terrain, do not split a race; the teams' leaders parting do)."""
    return _by_case(races, length, lambda t: max(t[2:]) - statistics.median(t[2:]))


def spread_by_turn(races: Sequence[dict[str, Any]]) -> list[float]:
    longest = max((len(r["turns"]) for r in races), default=0)
    out = []
    for j in range(longest):
        spreads = [r["turns"][j][0] - r["turns"][j][1] for r in races if len(r["turns"]) > j]
        out.append(sum(spreads) / len(spreads))
    return out
