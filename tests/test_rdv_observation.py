"""Roue de Vitesse's typed observation (issue 22): its `to_json` is the public JSON
contract (the `state` of `replay --json`, docs/cli.md). At every seat and in the full
view it gives exactly the JSON recorded in tests/data/rdv_observations/ (key order,
absent keys and nulls included), survives a trip through text and reads back
(`from_json`) equal.

`games.json.gz` holds random games (their set-ups, seeds and actions) and, before the
first action and after each one, the full view then each seat's view as JSON. Recorded
from the observation's dict form before it was typed (issue 22). After a deliberate
change of the contract, record again: `.venv/bin/python tests/test_rdv_observation.py`.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.rng import Rng
from peloton_desktop.games.roue_de_vitesse.rules import RdvState, RoueDeVitesse

GAME = RoueDeVitesse()
DATA = Path(__file__).parent / "data" / "rdv_observations" / "games.json.gz"
# A course given in full by its set-up, without the keys a course may leave out
# (start_zone, feeds, summits): they stay absent from the observation.
ESSAI = {"id": "essai", "name": "Essai", "cases": "FFFFMMMMMMDDDDFFFFFFFFMMMDDFFFFF", "finish": 30}
# (players, stages, the optional rules, dice, seed): one-day races and stage races,
# the incident and the ravitaillement on and off, d12 and 2d6, 2 to 6 teams
GAMES: tuple[tuple[int, tuple[str, ...], bool, str, int], ...] = (
    (2, ("etape_de_plaine",), False, "d12", 1),
    (4, ("etape_de_montagne",), True, "2d6", 2),
    (3, ("etape_de_plaine", "etape_de_montagne"), True, "d12", 7),
    (2, ("essai", "etape_de_plaine"), False, "2d6", 4),
    (6, ("etape_de_montagne",), True, "d12", 28),
)


def _setup(players: int, stages: tuple[str, ...], optional: bool, dice: str) -> dict[str, Any]:
    setup: dict[str, Any] = {
        "players": players,
        "dice": dice,
        "incident": optional,
        "ravitaillement": optional,
        "stages": list(stages),
    }
    if "essai" in stages:
        library = GAME.validate_setup({"players": players, "stages": ["etape_de_plaine"]})
        setup["courses"] = [ESSAI if s == "essai" else library["courses"][0] for s in stages]
    return GAME.validate_setup(setup)


def _views(state: RdvState) -> list[Any]:
    """The full view, then each seat's, as the JSON text gives them back."""
    seats = (None, *range(state.players))
    return [json.loads(json.dumps(to_jsonable(GAME.observe(state, s)))) for s in seats]


def record() -> None:
    games = []
    for players, stages, optional, dice, seed in GAMES:
        setup = _setup(players, stages, optional, dice)
        state, rng = GAME.new_game(setup, seed), Rng(1000 + seed)
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
    text = json.dumps({"games": games}, ensure_ascii=False, separators=(",", ":"))
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_bytes(gzip.compress(text.encode(), mtime=0))


def _recorded() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = json.loads(gzip.decompress(DATA.read_bytes()))["games"]
    return games


def _replayed(recorded: dict[str, Any]) -> Iterator[tuple[RdvState, list[Any]]]:
    """Each state of a recorded game (played in place) with its recorded views."""
    state = GAME.new_game(recorded["setup"], recorded["seed"])
    for k, views in enumerate(recorded["views"]):
        if k:
            seat, action = recorded["actions"][k - 1]
            GAME.apply_in_place(state, seat, GAME.decode_action(action))
        yield state, views


def test_the_recording_covers_what_it_should() -> None:
    games = _recorded()
    assert [(g["setup"]["players"], g["seed"]) for g in games] == [(g[0], g[4]) for g in GAMES]
    full = [views[0] for g in games for views in g["views"]]
    assert len(full) > 600
    assert all(len(views) == 1 + g["setup"]["players"] for g in games for views in g["views"])
    assert {v["phase"] for v in full} == {"build", "place", "race", "recover", "over"}
    steps = {"attack", "bonus", "extra", "counter", "counter_bonus", "shift", "hold", "pace"}
    assert {v["step"] for v in full} == steps | {"buy_back", "feed"}
    for key in ("fed", "missed", "bought", "recover_left", "arrived", "summits_passed", "todo"):
        assert any(v[key] for v in full), key
    attempts = [v["attempt"] for v in full if v["attempt"] is not None]
    assert any(a["counters"] for a in attempts) and any(a["tried"] for a in attempts)
    assert any(a["counter_rider"] >= 0 for a in attempts)
    assert any("before" in v["book"] for v in full) and any(v["book"]["between"] for v in full)
    assert {len(c) for v in full for c in v["courses"]} == {4, 7}  # optional keys absent
    assert any(not v["start_skills"] for v in full) and {v["dice"] for v in full} == {"d12", "2d6"}
    assert all(v["rng"] is not None for v in full)
    seats = [views[s] for g in games for views in g["views"] for s in range(1, len(views))]
    assert all(v["rng"] is None for v in seats)


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_the_json_is_the_recorded_json(index: int) -> None:
    for state, views in _replayed(_recorded()[index]):
        for seat, expected in zip((None, *range(state.players)), views, strict=True):
            got = to_jsonable(GAME.observe(state, seat))
            assert json.dumps(got) == json.dumps(expected), (index, seat)
        assert GAME.state_to_json(state) == views[0]


if __name__ == "__main__":
    record()
