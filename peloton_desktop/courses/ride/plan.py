"""A test-ride's plan (what to race) and its races on the pool."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import check_playable, course_data, kind
from peloton_desktop.courses.ride.adapter import RideAdapter
from peloton_desktop.courses.ride.pool import run_tasks
from peloton_desktop.courses.ride.race import ride_race

MAX_RACES = 10_000


@dataclass(frozen=True)
class Plan:
    """Plain data only: it crosses to the workers. `setup` is the game's checked
    one-race set-up on the course; `ruleset` a ruleset file's content (None: bundled)."""

    game: str
    setup: Mapping[str, Any]
    bot: str
    races: int
    seed: int = 1
    ruleset: Mapping[str, Any] | None = None
    players: int = field(default=0)


def adapter_of(game_id: str) -> RideAdapter:
    loader = kind(game_id).ride
    if loader is None:
        raise BadInput("ride.no_ride", game=game_id)
    return cast(RideAdapter, loader())


def game_of(plan: Plan) -> AnyGame:
    ruleset = None if plan.ruleset is None else Ruleset.model_validate(dict(plan.ruleset))
    return registry.get(plan.game).create(ruleset)


def make_plan(
    draft: CourseDraft,
    players: int,
    bot: str,
    races: int,
    seed: int = 1,
    ruleset: Ruleset | None = None,
) -> Plan:
    """The plan of a ride of `draft`; bad input (exit 2) for a course with errors, a
    table size the game refuses, an unknown bot or a count out of range."""
    if not 1 <= races <= MAX_RACES or seed < 0:
        raise BadInput("ride.bad_count", most=MAX_RACES)
    check_playable(draft)
    rules = None if ruleset is None else ruleset.model_dump(mode="json")
    plan = Plan(draft.game, {}, bot, races, seed, rules, players)
    game = game_of(plan)
    from peloton_desktop.core.bots import make_bot

    make_bot(game, bot, 0)  # an unknown level is bad input now, not in a worker
    setup = game.check_setup(adapter_of(draft.game).setup(game, course_data(draft), players))
    return Plan(draft.game, setup, bot, races, seed, rules, players)


def same_settings(plan: Plan, draft: CourseDraft) -> Plan:
    """A plan of `draft` with `plan`'s table, bots, races, seed and ruleset (another
    course of the same game, to compare); bad input for another game's course."""
    if draft.game != plan.game:
        raise BadInput("ride.other_game", course=draft.name)
    ruleset = None if plan.ruleset is None else Ruleset.model_validate(dict(plan.ruleset))
    return make_plan(draft, plan.players, plan.bot, plan.races, plan.seed, ruleset)


def estimate(game_id: str, bot: str, players: int, races: int, jobs: int) -> float:
    """Seconds a ride should take on `jobs` cores (the game's figures for its levels)."""
    from peloton_desktop.core.bots import ALIASES

    seconds = adapter_of(game_id).seconds
    per_race = seconds.get(ALIASES.get(bot, bot), max(seconds.values())) * players
    return per_race * races / max(1, jobs) + 1.0  # a second to start the workers


_worker: dict[str, Any] = {}


def _start(plan: Plan) -> None:
    _worker.update(plan=plan, game=game_of(plan), adapter=adapter_of(plan.game))


def _race(index: int) -> tuple[int, dict[str, Any]]:
    plan: Plan = _worker["plan"]
    game, adapter = _worker["game"], _worker["adapter"]
    return index, ride_race(game, adapter, plan.setup, plan.bot, plan.seed, index)


def ride(
    plan: Plan,
    jobs: int,
    on_race: Callable[[int, dict[str, Any]], None] | None = None,
    cancel: threading.Event | None = None,
    on_pool: Callable[[list[int]], None] | None = None,
    inline: bool | None = None,
) -> list[dict[str, Any]]:
    """The plan's races (those finished, if cancelled), in race order; `inline` as
    `pool.run_tasks` says (a window rides on the pool even on one core: Cancel)."""
    done = run_tasks(
        _start, plan, _race, plan.races, jobs, on_race, cancel, on_pool=on_pool, inline=inline
    )
    return [done[i] for i in sorted(done)]
