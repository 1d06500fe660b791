"""What the stage-race games share once a race is run: the result of a race of teams
and the search's guess at each competitor's chances."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from peloton_desktop.core.protocol import Result
from peloton_desktop.core.stages import RaceBook


def team_result(book: RaceBook, per_team: int, teams: int, reasons: str) -> Result:
    """Teams ranked by their best rider on the general classification; the reason is
    `<reasons>.general` for a stage race, `<reasons>.stage` for a one-day race, with
    the winning rider as its parameter."""
    order = book.team_order(per_team, teams)
    return Result(
        order.ranking,
        reason=f"{reasons}.general" if book.stages > 1 else f"{reasons}.stage",
        params={"rider": order.first},
        scores=order.best,
        classifications=book.final_classifications(),
    )


def lower_wins(a: float, b: float) -> float:
    """1 when `a` beats `b` (less is better: times, points), ½ on a tie, else 0."""
    return 1.0 if a < b else 0.5 if a == b else 0.0


def beaten_shares(
    scores: Sequence[float], beats: Callable[[float, float], float] = lower_wins
) -> list[float]:
    """Each competitor's share of the others it beats (`beats(mine, theirs)` in [0, 1]),
    the search's guess at a race cut short."""
    n = len(scores)
    return [
        sum(beats(scores[t], scores[u]) for u in range(n) if u != t) / (n - 1) for t in range(n)
    ]
