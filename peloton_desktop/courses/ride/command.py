"""The headless side of test-rides and of `simulate --jobs` (cli.py parses, this runs)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.messages import english
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.courses.ride.plan import make_plan, ride
from peloton_desktop.courses.ride.pool import job_count, run_tasks
from peloton_desktop.courses.ride.report import build, sentences


def jobs_of(text: str) -> int:
    try:
        return job_count(text)
    except ValueError:
        raise BadInput("cli.bad_argument", problem="--jobs is auto or a count from 1") from None


def test_ride(args: Any, rules: Ruleset | None) -> int:
    """Ride `course` (a library id or a course file) and print the report."""
    from peloton_desktop.courses import library

    entry = library.find(args.course)
    if entry.draft is None:
        assert entry.problem is not None
        raise entry.problem
    if rules is not None and rules.game != entry.draft.game:
        raise BadInput("cli.bad_argument", problem="the ruleset is another game's")
    plan = make_plan(entry.draft, args.players, args.bot, args.races, args.seed, rules)
    report = build(plan, entry.draft, ride(plan, jobs_of(args.jobs)))
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    for key, params in sentences(report):
        print(english(key, params))
    for key, mean in report["extras"].items():
        print(f"{english(key, {})}: {mean:.2f}")
    return 0


_sim: dict[str, Any] = {}


def _start_sim(plan: dict[str, Any]) -> None:
    _sim.update(plan, game=registry.get(plan["game"]).create())


def _one_sim(i: int) -> tuple[int, dict[str, Any]]:
    from peloton_desktop.core.play import simulate_one
    from peloton_desktop.core.records import save_record

    game, seed = _sim["game"], _sim["seed"] + i
    played = simulate_one(game, _sim["players"], seed, _sim["bot"], _sim["setup"])
    line: dict[str, Any] = {
        "game": game.game_id,
        "seed": seed,
        "players": game.player_count(played.state),
        "bot": _sim["bot"],
        "winner": played.result.winner,
        "ranking": list(played.result.ranking),
        "actions": len(played.record.actions),
    }
    if _sim["record_dir"] is not None:
        out = Path(_sim["record_dir"]) / f"{game.game_id}-{seed}.json"
        save_record(played.record, out)
        line["record"] = str(out)
    return i, line


def simulate(args: dict[str, Any]) -> int:
    """`simulate`'s games on `--jobs` workers, one JSON line each, in seed order."""
    plan = {k: args[k] for k in ("game", "players", "seed", "bot", "setup", "record_dir")}

    def show(_i: int, line: dict[str, Any]) -> None:
        print(json.dumps(line), flush=True)

    run_tasks(_start_sim, plan, _one_sim, args["games"], jobs_of(args["jobs"]), show, ordered=True)
    sys.stdout.flush()
    return 0
