"""Border States' typed observation (issue 22): its `to_json` is the public JSON
contract (the `state` of `replay --json`, docs/cli.md). At every seat and in the
full view it gives exactly the JSON recorded in tests/data/bs_observations/ (key
order included), survives a trip through text and reads back (`from_json`) equal.

`games.json.gz` holds random games (their actions) and, before the first action and
after each one, the three views (Union, Confederacy, full) as JSON. Recorded from
the observation's dict form before it was typed (issue 22). After a deliberate change
of the contract, record again: `.venv/bin/python tests/test_bs_observation.py`.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import FrozenInstanceError
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.rng import Rng
from peloton_desktop.games.border_states.rules import BorderStates, BsObservation, BsState

GAME = BorderStates()
DATA = Path(__file__).parent / "data" / "bs_observations" / "games.json.gz"
SEATS = (0, 1, None)
# (variants, seed): every variant, each pending decision, Reinforcements waiting,
# hidden stacks and blocks, the Canon, the Bible and three kinds of ending (574 states)
GAMES: tuple[tuple[list[str], int], ...] = (
    ([], 6),
    (["no_characters"], 3),
    (["attrition", "deterministic"], 0),
    (["attrition"], 1),
    ([], 1),
)


def _json(state: BsState, seat: int | None) -> dict[str, Any]:
    return GAME.observe(state, seat).to_json()


def _new(variants: list[str], seed: int) -> BsState:
    return GAME.new_game(GAME.validate_setup({"players": 2, "variants": variants}), seed)


def record() -> None:
    games = []
    for variants, seed in GAMES:
        state, rng = _new(variants, seed), Rng(1000 + seed)
        actions: list[Any] = []
        views = [[_json(state, seat) for seat in SEATS]]
        while not GAME.is_over(state):
            seat = GAME.next_seat(state)
            assert seat is not None
            action = rng.choice(GAME.legal_actions(state, seat))
            GAME.apply_in_place(state, seat, action)
            actions.append([seat, GAME.encode_action(action)])
            views.append([_json(state, s) for s in SEATS])
        games.append({"variants": variants, "seed": seed, "actions": actions, "views": views})
    text = json.dumps({"games": games}, separators=(",", ":"))
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_bytes(gzip.compress(text.encode(), mtime=0))


def _recorded() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = json.loads(gzip.decompress(DATA.read_bytes()))["games"]
    return games


def test_the_recording_covers_what_it_should() -> None:
    games = _recorded()
    assert [(g["variants"], g["seed"]) for g in games] == list(GAMES)
    full = [views[2] for g in games for views in g["views"]]
    assert len(full) > 500
    assert {v["pending"]["kind"] for v in full if v["pending"]} == {"ambush", "keep", "step"}
    assert any("reserved" in v for v in full) and sum(v["over"] for v in full) == len(games)
    seen = [views[s] for g in games for views in g["views"] for s in (0, 1)]
    assert any("chosen" in v["stacks"] for v in seen)
    assert any(isinstance(x, list) and x[1] is None for v in seen for x in v["stacks"])
    assert any(b is None for v in seen for _s, b in v["set_aside"])


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_the_json_is_the_recorded_json(index: int) -> None:
    recorded = _recorded()[index]
    state = _new(recorded["variants"], recorded["seed"])
    for k, views in enumerate(recorded["views"]):
        if k:
            seat, action = recorded["actions"][k - 1]
            state, _ = GAME.apply(state, seat, GAME.decode_action(action))
        for seat, expected in zip(SEATS, views, strict=True):
            obs = GAME.observe(state, seat)
            assert isinstance(obs, BsObservation)
            got = obs.to_json()
            text = json.dumps(got)  # JSON-compatible, in the recorded key order
            assert text == json.dumps(expected), (index, k, seat)
            assert json.loads(text) == got
            assert BsObservation.from_json(json.loads(text)) == obs
        assert GAME.state_to_json(state) == views[2]


def test_the_observation_is_frozen_and_shares_nothing_with_the_state() -> None:
    state, rng = _new([], 6), Rng(3)
    while not GAME.is_over(state):
        views = [GAME.observe(state, seat) for seat in SEATS]
        texts = [json.dumps(view.to_json()) for view in views]
        seat = GAME.next_seat(state)
        assert seat is not None
        GAME.apply_in_place(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        assert [json.dumps(view.to_json()) for view in views] == texts  # played in place
    with pytest.raises(FrozenInstanceError):
        views[0].round = 9  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        views[0].battles[0].intensity = 9  # type: ignore[misc]


if __name__ == "__main__":
    record()
