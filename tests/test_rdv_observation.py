"""Roue de Vitesse's typed observation (issue 22): its `to_json` is the public JSON
contract (the `state` of `replay --json`, docs/cli.md). At every seat and in the full
view it gives exactly the JSON recorded in tests/data/rdv_observations/ (key order,
absent keys and nulls included), survives a trip through text and reads back
(`from_json`) equal, and `determinize` rebuilds from it a world that looks the same.

`games.json.gz` holds random games (their set-ups, seeds and actions) and, before the
first action and after each one, the full view then each seat's view as JSON. Recorded
from the observation's dict form before it was typed (issue 22). After a deliberate
change of the contract, record again: `.venv/bin/python tests/test_rdv_observation.py`.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from dataclasses import FrozenInstanceError, fields
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import RaceBook
from peloton_desktop.games.roue_de_vitesse.rules import (
    Course,
    RdvObservation,
    RdvState,
    RoueDeVitesse,
)

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
            obs = GAME.observe(state, seat)
            assert isinstance(obs, RdvObservation)
            got = obs.to_json()
            text = json.dumps(got)  # JSON-compatible, in the recorded key order
            assert text == json.dumps(expected), (index, seat)
            assert json.loads(text) == got  # only JSON types: no tuple, no int key
            assert RdvObservation.from_json(json.loads(text)) == obs
            assert to_jsonable(obs) == got
        assert GAME.state_to_json(state) == views[0]


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_a_sampled_world_is_what_the_seat_sees(index: int) -> None:
    """`determinize` reads every field: the world it rebuilds looks the same."""
    for k, (state, _views) in enumerate(_replayed(_recorded()[index])):
        if k % 3:
            continue
        for seat in range(state.players):
            obs = GAME.observe(state, seat)
            world = GAME.determinize(obs, seat, Rng(k))
            assert GAME.observe(world, seat) == obs
            assert GAME.legal_actions(world, seat) == GAME.legal_actions(state, seat)


def test_the_observation_is_frozen_and_shares_nothing_with_the_state() -> None:
    setup, seed = _recorded()[2]["setup"], _recorded()[2]["seed"]
    state, rng = GAME.new_game(setup, seed), Rng(3)
    while not GAME.is_over(state):
        views = [GAME.observe(state, seat) for seat in (None, 0)]
        texts = [json.dumps(view.to_json()) for view in views]
        world = GAME.determinize(views[1], 0, Rng(1))
        seat = GAME.next_seat(state)
        assert seat is not None
        GAME.apply_in_place(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        if GAME.legal_actions(world, seat):  # the sampled world plays on its own too
            GAME.apply_in_place(world, seat, rng.choice(GAME.legal_actions(world, seat)))
        assert [json.dumps(view.to_json()) for view in views] == texts  # played in place
    with pytest.raises(FrozenInstanceError):
        views[0].turn = 9  # type: ignore[misc]
    with pytest.raises(AttributeError):
        views[0].skills[0].sprint = 9  # type: ignore[misc]


def test_the_book_s_copy_is_a_whole_copy() -> None:
    """`RaceBook.copy` copies each field by hand (going through its JSON was too slow
    for a state copied at every action): a field added to RaceBook must be added there
    (all but `hold_between`, set only on a throw-away copy and never copied)."""
    assert [f.name for f in fields(RaceBook) if f.name != "hold_between"] == [
        "competitors",
        "stages",
        "general_unit",
        "extra",
        "stage",
        "between",
        "totals",
        "withdrawn",
        "results",
        "order",
        "before",
    ]
    for recorded in (_recorded()[2], _recorded()[4]):
        for k, (state, _views) in enumerate(_replayed(recorded)):
            book, text = state.book.copy(), json.dumps(state.book.to_json())
            again = BookView.from_json(state.book.to_json()).race_book()
            assert book == again and json.dumps(book.to_json()) == text, k
            for values in book.totals.values():  # it shares nothing that changes
                values[0] += 1
            for order in (*book.order.values(), *book.before.values()):
                order.clear()
            book.withdrawn.append(0)
            book.competitors.clear()
            book.results.clear()
            book.extra.clear()
            assert json.dumps(state.book.to_json()) == text


def test_a_course_without_its_optional_keys() -> None:
    state = GAME.new_game(_setup(2, ("essai", "etape_de_plaine"), False, "d12"), 1)
    essai, plaine = GAME.observe(state, 0).courses
    assert essai == Course("essai", "Essai", ESSAI["cases"], None, None, None, 30)
    assert essai.to_json() == ESSAI
    assert plaine.start_zone == 5 and plaine.feeds == (30,) and plaine.summits == (17, 43)


if __name__ == "__main__":
    record()
