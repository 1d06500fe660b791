"""The coach at the table: the strong bot's three best choices for one seat, each with
its estimate and a reason in plain words, computed from that seat's view only.

The search gets a `Decision` built from `observe(state, seat)`, the seat's legal
actions and its (public) prompt, never the state: two positions that look the same
to the seat give the same hints, whatever the other seats hold. A reason compares
the seat's view before the action with its view after it in a world sampled from
that view (`determinize`), so it cannot name another seat's secret either. Each game
says how it words a reason and what its story charts (`games/<id>/coach.py`, its
`COACH`, loaded late through its registry entry).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from peloton_desktop.core.bots import Decision
from peloton_desktop.core.ismcts import Estimate
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.prompts import Prompt
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.rng import Rng

# The context of every coach text (reasons, units), translated by the UI.
CONTEXT = "Coach"
HINTS = 3


@dataclass(frozen=True)
class Reason:
    """A reason's English template (marked with QT_TRANSLATE_NOOP in the "Coach"
    context), its named parameters and, for a count, `n` (the template has `%n`)."""

    text: str
    params: Mapping[str, Any] = field(default_factory=dict)  # a Reason value: translated too
    n: int = -1
    context: str = CONTEXT


@dataclass(frozen=True)
class Hint:
    action: Action
    chance: float  # the seat's estimated win chance (mean reward) in [0, 1]
    reason: Reason | None


@dataclass(frozen=True)
class Series:
    """What a game's story charts at one position: a value per seat, its unit (a
    `units` key) and whether more is better (cases ridden, points) or worse (time)."""

    unit: str
    values: tuple[float, ...]
    higher_is_better: bool = True


# (game, seat, view before, action, view after in a sampled world) -> reason
ReasonFn = Callable[[AnyGame, int, Any, Action, Any], Reason | None]
# (game, a view: the seat's for the coach, the full one for the story) -> series
SeriesFn = Callable[[AnyGame, Any], Series]


@dataclass(frozen=True)
class GameCoach:
    """A game's part of the coach and the story (its `coach.COACH`)."""

    reason: ReasonFn
    series: SeriesFn


def coach_of(entry: GameEntry) -> GameCoach | None:
    """The game's coach, or None for a game that brings none."""
    if entry.coach is None:
        return None
    try:
        found = entry.coach()
    except (ImportError, AttributeError):  # a game package without its coach.py yet
        return None
    return found if isinstance(found, GameCoach) else None


def analyst(game: AnyGame, iterations: int | None = None) -> Any:
    """The game's strong bot (what the coach reads), or None when it cannot explain
    its choices; `iterations` overrides an ISMCTS budget (tests, the story)."""
    factory = game.bots().get("strong")
    if factory is None or not game.searchable:
        return None
    bot = factory(0)
    if iterations is not None and hasattr(bot, "iterations"):
        bot.iterations = iterations
    if iterations is not None and hasattr(bot, "worlds"):
        bot.worlds = max(4, iterations // 10)
    return bot if hasattr(bot, "analyse") else None


def hints(
    game: AnyGame,
    seat: int,
    observation: Any,
    legal: Sequence[Action],
    prompt: Prompt | None,
    coach: GameCoach | None,
    iterations: int | None = None,
    count: int = HINTS,
) -> list[Hint]:
    """The strong bot's `count` best actions for `seat`, from what the seat sees."""
    bot = analyst(game, iterations)
    if bot is None or not legal:
        return []
    # in a fixed order: the order an engine lists them in may follow its hidden state
    ordered = sorted(legal, key=repr)
    decision = Decision(game, seat, ordered, lambda: observation, prompt=prompt)
    ranked: list[Estimate] = bot.analyse(decision)[:count]
    out = []
    for e in ranked:
        reason = None
        if coach is not None:
            after = view_after(game, seat, observation, e.action, decision.key("coach"))
            reason = coach.reason(game, seat, observation, e.action, after)
            if reason is None and after is not None:
                reason = standing_reason(coach, game, seat, observation, after)
        if reason is None:
            reason = Reason(TRIED, n=e.visits)
        out.append(Hint(e.action, max(0.0, min(1.0, e.value)), reason))
    return out


def view_after(game: AnyGame, seat: int, observation: Any, action: Action, seed: int) -> Any:
    """The seat's view after `action` in a world sampled from its own view (None when
    the game cannot sample one)."""
    try:
        state = game.determinize(observation, seat, Rng(seed))
    except NotImplementedError:
        return None
    game.apply_quiet(state, seat, action)
    return game.observe(state, seat)


def decision_of(game: AnyGame, state: Any, seat: int) -> tuple[Any, list[Action], Prompt | None]:
    """What the coach may read of a position for `seat`: its view, its legal actions
    and its prompt (all public to that seat)."""
    prompt = next((p for p in game.prompts(state) if seat in p.seats), None)
    return game.observe(state, seat), game.legal_actions(state, seat), prompt


# A value gained, and how far the leader is, in each unit a series may have.
GAINED = {
    "cases": QT_TRANSLATE_NOOP("Coach", "Moves your best rider %n case(s) up the road."),
    "points": QT_TRANSLATE_NOOP("Coach", "Wins %n point(s) at once."),
    "cards": QT_TRANSLATE_NOOP("Coach", "Empties your hand by %n card(s)."),
}
BEHIND = {
    "cases": QT_TRANSLATE_NOOP("Coach", "Afterwards the leader is %n case(s) ahead of you."),
    "points": QT_TRANSLATE_NOOP("Coach", "Afterwards you are %n point(s) behind the leader."),
    "cards": QT_TRANSLATE_NOOP("Coach", "Afterwards the leader holds %n card(s) fewer than you."),
}
LEADING = QT_TRANSLATE_NOOP("Coach", "Afterwards you lead.")
TRIED = QT_TRANSLATE_NOOP("Coach", "The strong bot's pick after trying it %n time(s).")


def standing_reason(
    coach: GameCoach, game: AnyGame, seat: int, before: Any, after: Any
) -> Reason | None:
    """The reason any game gets when its own says nothing: what the action gains in
    the game's series, else how the seat stands, read from the seat's views."""
    was, now = coach.series(game, before), coach.series(game, after)
    sign = 1 if now.higher_is_better else -1
    gain = round((now.values[seat] - was.values[seat]) * sign)
    if gain > 0 and now.unit in GAINED:
        return Reason(GAINED[now.unit], n=gain)
    best = max(v * sign for v in now.values)
    gap = round(best - now.values[seat] * sign)
    if len(set(now.values)) == 1:
        return None  # all level: nothing to say about the standings
    if gap <= 0:
        return Reason(LEADING)
    return Reason(BEHIND[now.unit], n=gap) if now.unit in BEHIND else None
