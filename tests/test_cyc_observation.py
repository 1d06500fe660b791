"""Cyclistes' observation keeps its public JSON (issue 22, typed observations).

`observe(state, seat)` is what a seat is shown and, in the full view, the `state` of
`replay --json` (docs/cli.md). tests/data/cyc_observations/games.json.gz holds three
random games (a one-day race of 2 teams, one of 6, a two-stage race of 3: their
set-ups, seeds and actions) and, before the first action and after each one, the
full view's JSON (key order included) and a hash of every seat's views. Recorded
from the observation's dict form, before it was typed: `CycObservation.to_json` must
give exactly that JSON, plain JSON that reads back equal (`from_json`). After a
deliberate change of the contract, record again:
`.venv/bin/python tests/test_cyc_observation.py`.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import FrozenInstanceError
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.rng import Rng
from peloton_desktop.games.cyclistes.rules import Cyclistes, CycObservation, CycState
from peloton_desktop.games.cyclistes.rules.setup import course_data

GAME = Cyclistes()
DATA = Path(__file__).parent / "data" / "cyc_observations" / "games.json.gz"
# (teams, riders per team, stages, seed): early attacks away, caught and on a double
# 1 (riders sent to the back), wheels, démarrages with doubles, full cases,
# abandons, a stage won and a second one raced on another course (1,079 states)
GAMES: tuple[tuple[int, int, tuple[str, ...], int], ...] = (
    (2, 4, ("classique_du_nord",), 2),
    (6, 5, ("classique_du_nord",), 4),
    (3, 6, ("etape_des_cols", "classique_du_nord"), 0),
)


def _setup(players: int, riders: int, stages: tuple[str, ...]) -> dict[str, Any]:
    """A set-up whose first stage names its designer in a stage race (Article 8)."""
    courses = [course_data(c) for c in stages]
    if len(courses) > 1:
        courses[0] = {**courses[0], "designer": "Ana"}
    return GAME.validate_setup(
        {"players": players, "riders_per_team": riders, "stages": list(stages), "courses": courses}
    )


def _views(state: CycState) -> list[Any]:
    """The full view, then each seat's, as JSON (through `to_jsonable`, which took
    the dict form too)."""
    return [to_jsonable(GAME.observe(state, seat)) for seat in (None, *range(state.players))]


def _digest(views: list[Any]) -> str:
    """Key order counts: no sort_keys."""
    return hashlib.sha256(json.dumps(views).encode()).hexdigest()[:16]


def record() -> None:
    games = []
    for players, riders, stages, seed in GAMES:
        setup = _setup(players, riders, stages)
        state, rng = GAME.new_game(setup, seed), Rng(1000 + seed)
        actions: list[Any] = []
        views = _views(state)
        full, seats = [views[0]], [_digest(views[1:])]
        while not GAME.is_over(state):
            seat = GAME.next_seat(state)
            assert seat is not None
            action = rng.choice(GAME.legal_actions(state, seat))
            GAME.apply_in_place(state, seat, action)
            actions.append([seat, GAME.encode_action(action)])
            views = _views(state)
            full.append(views[0])
            seats.append(_digest(views[1:]))
        games.append(
            {"setup": setup, "seed": seed, "actions": actions, "full": full, "seats": seats}
        )
    text = json.dumps({"games": games}, separators=(",", ":"))
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_bytes(gzip.compress(text.encode(), mtime=0))


def _recorded() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = json.loads(gzip.decompress(DATA.read_bytes()))["games"]
    return games


def test_the_recording_covers_what_it_should() -> None:
    games = _recorded()
    assert [(g["setup"]["players"], g["seed"]) for g in games] == [(p, s) for p, _, _, s in GAMES]
    full = [v for g in games for v in g["full"]]
    assert len(full) > 1000
    assert {v["phase"] for v in full} == {"place", "race", "over"}
    assert {a[0] for v in full for a in v["options"]} == {
        *("place", "early", "roll", "follow", "demarrage", "abandon", "move", "continue", "stop"),
    }
    assert any(v["at_back"] for v in full) and any(v["attacked"] for v in full)
    assert any(v["prev"] and v["prev"][3] for v in full)  # a leader just « giclé »
    assert any(v["last_roll"] and len(v["last_roll"][1]) == 3 for v in full)
    assert any(len(riders) == v["capacity"] for v in full for riders in v["cases"].values())
    assert any(r["withdrawn"] for v in full for r in v["riders"])
    assert any(v["stage"] == 2 and v["book"]["results"] and v["book"].get("before") for v in full)
    assert any("designer" in c for v in full for c in v["courses"])
    assert all(v["rng"] for v in full)


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_the_json_is_the_recorded_json(index: int) -> None:
    recorded = _recorded()[index]
    state = GAME.new_game(recorded["setup"], recorded["seed"])
    for k, (expected, seats) in enumerate(zip(recorded["full"], recorded["seats"], strict=True)):
        if k:
            seat, action = recorded["actions"][k - 1]
            GAME.apply_in_place(state, seat, GAME.decode_action(action))
        observed = [GAME.observe(state, seat) for seat in (None, *range(state.players))]
        views = [obs.to_json() for obs in observed]
        assert json.dumps(views[0]) == json.dumps(expected), (index, k)
        assert _digest(views[1:]) == seats, (index, k)
        for obs, view in zip(observed, views, strict=True):
            assert isinstance(obs, CycObservation)
            text = json.dumps(view)
            assert json.loads(text) == view  # only JSON types: no tuple, no object
            assert CycObservation.from_json(json.loads(text)) == obs
        assert GAME.state_to_json(state) == expected
    assert GAME.is_over(state)


def test_the_observation_is_frozen_and_shares_nothing_with_the_state() -> None:
    recorded = _recorded()[2]
    state = GAME.new_game(recorded["setup"], recorded["seed"])
    for seat, action in recorded["actions"]:
        views = [GAME.observe(state, s) for s in (None, 0)]
        texts = [json.dumps(view.to_json()) for view in views]
        GAME.apply_in_place(state, seat, GAME.decode_action(action))
        assert [json.dumps(view.to_json()) for view in views] == texts  # played in place
    with pytest.raises(FrozenInstanceError):
        views[0].turn = 9  # type: ignore[misc]
    with pytest.raises(AttributeError):
        views[0].riders[0].position = 9  # type: ignore[misc]


def test_the_records_read_by_name() -> None:
    """What the views, bots and search read: a rider, the wheel on offer, the dice,
    the road, the book."""
    recorded = _recorded()[2]
    state = GAME.new_game(recorded["setup"], recorded["seed"])
    for seat, action in recorded["actions"]:
        GAME.apply_in_place(state, seat, GAME.decode_action(action))
        obs = GAME.observe(state, 1)
        if obs.prev is not None and obs.last_roll is not None and obs.book.results:
            break
    assert obs.rng is None and GAME.observe(state, None).rng == state.rng.to_json()
    assert obs.course == obs.courses[obs.stage - 1] and obs.course.designer is None
    assert obs.courses[0].designer == "Ana"
    assert obs.prev is not None and obs.prev == state.prev
    assert obs.prev.start + obs.prev.distance == state.occ.position(obs.prev.rider)
    assert obs.last_roll is not None and obs.last_roll.dice == state.last_roll[1]
    me = obs.riders[obs.rider]
    assert (me.rider, me.team, me.leader) == (
        state.rider,
        state.team(state.rider),
        state.is_leader(state.rider),
    )
    assert me.position == state.occ.position(state.rider)
    assert obs.cases[me.position] == state.occ.riders_on(me.position)
    assert all(
        obs.riders[r].withdrawn and obs.riders[r].position is None for r in obs.book.withdrawn
    )
    assert obs.book.totals["general"] == tuple(
        state.book.totals["general"][r] for r in range(len(obs.riders))
    )
    assert obs.book.race_book().to_json() == state.book.to_json()


if __name__ == "__main__":
    record()
