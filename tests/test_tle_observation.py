"""Tape l'étape's typed observation (issue 22): its `to_json` is the public JSON
contract (the `state` of `replay --json`, docs/cli.md). At every seat and in the full
view it gives exactly the JSON recorded in tests/data/tle_observations/ (key order
included), survives a trip through text and reads back (`from_json`) equal.

`games.json.gz` holds random races (their set-up, seed and actions) and, before the
first action and after each one, the full view and every seat's view as JSON.
Recorded from the observation's dict form before it was typed (issue 22). After a
deliberate change of the contract, record again:
`.venv/bin/python tests/test_tle_observation.py`.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import FrozenInstanceError
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.rng import Rng
from peloton_desktop.games.tape_l_etape.rules import (
    Column,
    TapeLEtape,
    TleObservation,
    TleState,
)

GAME = TapeLEtape()
DATA = Path(__file__).parent / "data" / "tle_observations" / "games.json.gz"
# (set-up, seed): every table size, Sprint and Endurance, hidden and open hands
GAMES: tuple[tuple[dict[str, Any], int], ...] = (
    ({"players": 3}, 1),
    ({"players": 4, "mode": "endurance", "stages_per_player": 2, "open_hands": True}, 2),
    ({"players": 5}, 3),
    ({"players": 6}, 4),
)


def _new(setup: dict[str, Any], seed: int) -> TleState:
    return GAME.new_game(GAME.validate_setup(setup), seed)


def _views(state: TleState) -> list[Any]:
    """The full view, then each seat's, as JSON."""
    return [to_jsonable(GAME.observe(state, seat)) for seat in (None, *range(state.players))]


def record() -> None:
    games = []
    for setup, seed in GAMES:
        state, rng = _new(setup, seed), Rng(1000 + seed)
        actions: list[Any] = []
        views = [_views(state)]
        while not GAME.is_over(state):
            seat = GAME.next_seat(state)
            assert seat is not None
            action = rng.choice(GAME.legal_actions(state, seat))
            GAME.apply_in_place(state, seat, action)
            actions.append([seat, GAME.encode_action(action)])
            views.append(_views(state))
        games.append({"setup": setup, "seed": seed, "actions": actions, "views": views})
    text = json.dumps({"games": games}, separators=(",", ":"))
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_bytes(gzip.compress(text.encode(), mtime=0))


def _recorded() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = json.loads(gzip.decompress(DATA.read_bytes()))["games"]
    return games


def test_the_recording_covers_what_it_should() -> None:
    games = _recorded()
    assert [(g["setup"], g["seed"]) for g in games] == list(GAMES)
    full = [views[0] for g in games for views in g["views"]]
    assert len(full) > 1000
    assert {v["phase"] for v in full} == {"profile", "start", "play"}
    assert {v["profile"] for v in full} == {"", "plaine", "montagne", "descente", "clm", "balai"}
    assert any(v["window"] and v["phase"] != "play" for v in full)  # rules revision 3
    for key in ("two_last", "braquet", "blocked", "finished", "window", "columns"):
        assert any(v[key] for v in full), key
    assert any(any(v["skips"]) for v in full) and any(v["laid"] > 1 for v in full)
    assert sum(v["over"] for v in full) == len(games)
    assert all(v["rng"] is not None for v in full)
    seats = [view for g in games for views in g["views"] for view in views[1:]]
    assert all(v["rng"] is None for v in seats)
    assert any(None in v["hands"] for v in seats)  # another's hand, hidden
    assert any(None not in v["hands"] and not v["over"] for v in seats)  # open hands


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_the_json_is_the_recorded_json(index: int) -> None:
    recorded = _recorded()[index]
    state = _new(recorded["setup"], recorded["seed"])
    for k, views in enumerate(recorded["views"]):
        if k:
            seat, action = recorded["actions"][k - 1]
            state, _ = GAME.apply(state, seat, GAME.decode_action(action))
        for seat, expected in zip((None, *range(state.players)), views, strict=True):
            obs = GAME.observe(state, seat)
            assert isinstance(obs, TleObservation)
            got = obs.to_json()
            text = json.dumps(got)  # JSON-compatible, in the recorded key order
            assert text == json.dumps(expected), (index, k, seat)
            assert json.loads(text) == got
            assert TleObservation.from_json(json.loads(text)) == obs
            assert to_jsonable(obs) == got  # how tests/properties.py dumps it
        assert GAME.state_to_json(state) == views[0]
        # the book is the core's RaceBook in its own JSON, whatever that becomes
        assert got["book"] == state.book.to_json()
        assert BookView.of(state.book).race_book().to_json() == state.book.to_json()


def test_the_observation_is_typed_frozen_and_shares_nothing_with_the_state() -> None:
    state, rng = _new({"players": 4}, 7), Rng(3)
    seen = 0
    while not GAME.is_over(state):
        views = [GAME.observe(state, seat) for seat in (None, 0, 1, 2, 3)]
        texts = [json.dumps(view.to_json()) for view in views]
        seat = GAME.next_seat(state)
        assert seat is not None
        GAME.apply_in_place(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        assert [json.dumps(view.to_json()) for view in views] == texts  # played in place
        seen += 1
    assert seen > 100
    obs = views[2]  # seat 1's
    assert obs.hands[1] is not None and obs.hands[0] is None and obs.hand(0) == ()
    assert all(isinstance(c, Column) and c.low <= c.high for c in obs.columns.values())
    final = GAME.observe(state, 1).book
    assert final.totals["general"] == tuple(state.book.totals["general"][p] for p in range(4))
    with pytest.raises(FrozenInstanceError):
        obs.phase = "play"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        obs.book.stage = 9  # type: ignore[misc]
    with pytest.raises(TypeError):
        obs.hand_counts[0] = 0  # type: ignore[index]


def test_a_seat_sees_what_it_saw_as_a_dict() -> None:
    """The same secrets as before (the recorded JSON says so too): another rider's
    hand is null unless hands are open, its count is there; the RNG is the full
    view's only."""
    state = _new({"players": 3}, 5)
    mine, full = GAME.observe(state, 0).to_json(), GAME.observe(state, None).to_json()
    assert mine["hands"][0] == [list(c) for c in state.hands[0]]
    assert mine["hands"][1:] == [None, None] and mine["hand_counts"] == [8, 8, 8]
    assert mine["rng"] is None and full["rng"] == state.rng.to_json()
    assert None not in full["hands"]
    opened = _new({"players": 3, "open_hands": True}, 5)
    assert None not in GAME.observe(opened, 0).to_json()["hands"]


if __name__ == "__main__":
    record()
