"""What a stage tracking sheet holds, stage by stage (no Qt): the course ridden, its
result and the general classification as it stood after it.

The general after stage k is rebuilt from the stage results 1…k the way the race
book keeps it (`core.stages.RaceBook`): every value a competitor was given, summed,
for the competitors who finished stage k, ties to stage k's arrival order, the
movements against the general after stage k − 1.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from peloton_desktop.core.stages import GENERAL, JERSEYS, Classification, RaceBook, classify


@dataclass(frozen=True)
class StageRow:
    number: int  # 1-based
    course: Mapping[str, Any]  # the course as the set-up carries it (id, name, cases…)
    result: Classification | None = None  # None: not ridden yet
    general: Classification | None = None  # after this stage (None before it is ridden)
    current: bool = False  # the stage being raced now

    @property
    def ridden(self) -> bool:
        return self.result is not None


def general_after(book: RaceBook, stage: int) -> Classification:
    """The general classification as it stood once `stage` (1-based) was ridden."""
    results = book.results[:stage]
    if not 1 <= stage <= len(results):
        raise ValueError(f"stage {stage} has not been ridden")
    totals: dict[int, int] = {}
    for r in results:
        for s in r.standings:
            totals[s.competitor] = totals.get(s.competitor, 0) + s.value
    arrival = [s.competitor for s in results[-1].standings]
    previous = None
    if stage > 1:
        previous = [s.competitor for s in general_after(book, stage - 1).standings]
    return classify(
        GENERAL,
        book.general_unit,
        {c: totals[c] for c in arrival},
        arrival,
        previous,
        jersey=JERSEYS[GENERAL],
        competitors=book.competitors,
    )


def stage_rows(book: RaceBook, courses: Sequence[Mapping[str, Any]]) -> list[StageRow]:
    """One row a stage of the race: ridden ones with their result and general."""
    rows = []
    for i, course in enumerate(courses):
        number = i + 1
        if number <= len(book.results):
            rows.append(StageRow(number, course, book.results[i], general_after(book, number)))
        else:
            current = number == book.stage and not book.between
            rows.append(StageRow(number, course, current=current))
    return rows
