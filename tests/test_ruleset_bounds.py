"""Sound ruleset bounds (issue 25): every ruleset a box owner can save, and so every
ruleset a saved game may carry, plays to the end. Rulesets are drawn at random inside
each game's `limits` (every editable value, the extremes often), and random games are
played with them at the smallest and the largest table: none may raise, none may run
past a bound on its length. A bound that lets a game break is too wide."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.play import simulate_one
from peloton_desktop.core.registry import entries, load_game
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.ruleset_check import problems

GAMES = [e.id for e in entries() if e.available]
RULESETS = 60


def _limit(limits: dict[str, list[int]], path: str) -> list[int] | None:
    if path in limits:
        return limits[path]
    for pattern, bound in limits.items():
        if re.match("^" + re.escape(pattern).replace(r"\*", "[^.]+") + "$", path):
            return bound
    return None


def _draw(value: Any, path: str, limits: dict[str, list[int]], rng: random.Random) -> Any:
    if isinstance(value, bool):
        return rng.random() < 0.5
    if isinstance(value, int | float):
        bound = _limit(limits, path)
        assert bound is not None, f"{path}: an editable number without bounds"
        low, high = bound
        pick = rng.choice((low, high, rng.randint(low, high)))
        return float(pick) if isinstance(value, float) else pick
    if isinstance(value, list):
        return [_draw(v, f"{path}.{i + 1}", limits, rng) for i, v in enumerate(value)]
    if isinstance(value, dict):
        return {k: _draw(v, f"{path}.{k}", limits, rng) for k, v in value.items()}
    return value


def random_ruleset(standard: Ruleset, rng: random.Random) -> Ruleset:
    values = dict(standard.values)
    for key in standard.editable():
        values[key] = _draw(standard.values[key], key, standard.limits, rng)
    return standard.model_copy(update={"name": "drawn", "values": values})


@pytest.mark.parametrize("game_id", GAMES)
def test_every_ruleset_inside_the_bounds_plays_to_the_end(game_id: str) -> None:
    standard = load_game(game_id).ruleset
    rng = random.Random(game_id)
    broken: list[str] = []
    for n in range(RULESETS):
        ruleset = random_ruleset(standard, rng)
        assert problems(ruleset) == [], (game_id, n)
        game = type(load_game(game_id))(ruleset)
        for players in sorted({game.min_players, game.max_players}):
            try:
                simulate_one(game, players, 1000 + n, "random")
            except PelotonError as exc:
                broken.append(f"{players} players, {_changed(standard, ruleset)}: {exc}")
            except Exception as exc:  # the engine broke on values the check lets through
                broken.append(f"{players} players, {_changed(standard, ruleset)}: {exc!r}")
    assert broken == []


def _changed(standard: Ruleset, ruleset: Ruleset) -> str:
    return ", ".join(
        f"{k}={ruleset.values[k]}"
        for k in standard.values
        if ruleset.values[k] != standard.values[k]
    )
