"""Coup de bordure's observation keeps its public JSON (issue 22, typed observations).

`observe(state, seat).to_json()` is the `state` of `replay --json` (docs/cli.md) and
what a seat is shown. tests/data/cdb_observations/views.json holds, for every state of
six games, a hash of the JSON of every view of it (the full view, then each seat's),
recorded from the dict the observation was before it was typed: key order, absent
keys and nulls included. The games are the three stored records of
tests/data/records/ and three random-bot games (tests/data/cdb_observations/), all
replayed from their records, so they keep their rules. After the comparison, every
view is checked to be plain JSON and to round-trip through `CdbObservation.from_json`.

Rewrite views.json (only for a deliberate change of the JSON): `python
tests/test_cdb_observation.py --record`.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core import registry
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.core.records import load_record
from peloton_desktop.games.coup_de_bordure.rules import CdbObservation

DATA = Path(__file__).parent / "data"
DIR = DATA / "cdb_observations"
RECORDS = {
    **{p.name: p for p in sorted((DATA / "records").glob("cdb_*.json"))},
    **{p.name: p for p in sorted(DIR.glob("random_*.json"))},
}
VIEWS_FILE = DIR / "views.json"


def states(name: str) -> Iterator[tuple[AnyGame, Any]]:
    """Every state of a stored game, from the start to the end (mutated in place)."""
    record = load_record(RECORDS[name])
    game = registry.get(record.game).create(record.ruleset)
    state = game.new_game(game.check_setup(record.setup), record.seed)
    yield game, state
    for step in record.actions:
        game.apply_in_place(state, step.seat, game.decode_action(step.action))
        yield game, state


def views(game: AnyGame, state: Any) -> list[Any]:
    """The full view, then each seat's."""
    seats = range(game.player_count(state))
    return [game.observe(state, seat) for seat in (None, *seats)]


def digest(json_views: list[Any]) -> str:
    """Key order counts: no sort_keys."""
    return hashlib.sha256(json.dumps(json_views).encode()).hexdigest()[:16]


def record_views() -> dict[str, list[str]]:
    return {
        name: [digest([to_jsonable(v) for v in views(g, s)]) for g, s in states(name)]
        for name in RECORDS
    }


def test_every_game_has_its_views() -> None:
    recorded = json.loads(VIEWS_FILE.read_text())
    assert set(recorded) == set(RECORDS) and len(RECORDS) == 6
    assert sum(len(hashes) for hashes in recorded.values()) > 600  # states


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_observations_give_the_json_they_always_gave(name: str) -> None:
    recorded = json.loads(VIEWS_FILE.read_text())[name]
    count = 0
    for k, (game, state) in enumerate(states(name)):
        got = [to_jsonable(v) for v in views(game, state)]
        assert digest(got) == recorded[k], f"{name}, after {k} actions: {json.dumps(got)}"
        count += 1
    assert count == len(recorded)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_observations_are_typed_plain_json_and_round_trip(name: str) -> None:
    for game, state in states(name):
        seen = views(game, state)
        for obs in seen:
            assert isinstance(obs, CdbObservation)
            data = obs.to_json()
            assert json.loads(json.dumps(data)) == data  # only JSON types: no tuple, no object
            assert CdbObservation.from_json(data) == obs
        assert game.state_to_json(state) == seen[0].to_json()  # replay --json's "state"


def test_a_seat_sees_what_it_saw_as_a_dict() -> None:
    """The same secrets as before (the hashes say so too): another team's face-down
    side and secret pace are absent, not null; its own are there."""
    game, state = next((g, s) for g, s in states("random_3p.json") if s.choices and s.step == 0)
    r = next(iter(state.choices))
    team = state.riders[r].team
    mine, theirs = views(game, state)[1 + team], views(game, state)[1 + (team + 1) % 3]
    assert set(mine.to_json()["riders"][r]) >= {"hidden", "fillers", "energy", "pace", "payment"}
    assert not {"hidden", "fillers", "energy", "pace", "payment"} & set(
        theirs.to_json()["riders"][r]
    )
    assert theirs.to_json()["riders"][r]["chosen"] is True
    assert mine.riders[r].own is not None and theirs.riders[r].own is None


if __name__ == "__main__" and "--record" in sys.argv:
    VIEWS_FILE.write_text(json.dumps(record_views(), indent=1) + "\n")
