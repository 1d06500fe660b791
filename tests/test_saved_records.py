"""Records saved before a change replay to the same end (framework issue 11).

tests/data/records/ holds a few bot games recorded before the rules files were split
into packages, with what they replayed to then (summary.json: winner, ranking, number
of actions, hashes of the final full-view state JSON and of every event). A refactor
of an engine must leave all of it unchanged. cyc_2p_before_designer.json is a
Cyclistes race recorded before courses had a designer: its set-up's courses carry no
`designer` key and must still validate and replay.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.records import load_record, replay

DIR = Path(__file__).parent / "data" / "records"
SUMMARY: dict[str, dict[str, Any]] = json.loads((DIR / "summary.json").read_text())


def _sha256(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def test_every_stored_record_is_summarised() -> None:
    stored = {p.name for p in DIR.glob("*.json")} - {"summary.json"}
    assert stored == set(SUMMARY)
    games = {load_record(DIR / name).game for name in stored}
    assert games == {"coup_de_bordure", "border_states", "cyclistes"}


@pytest.mark.parametrize("name", sorted(SUMMARY))
def test_record_replays_to_the_same_end(name: str) -> None:
    expected = SUMMARY[name]
    done = replay(load_record(DIR / name))
    result = done.game.result(done.state)
    assert done.game.is_over(done.state)
    assert result.winner == expected["winner"]
    assert list(result.ranking) == expected["ranking"]
    assert len(done.record.actions) == expected["actions"]
    assert _sha256(done.game.state_to_json(done.state)) == expected["state_sha256"]
    events = [[e.to_json() for e in step] for step in done.events]
    assert _sha256(events) == expected["events_sha256"]


def test_a_record_keeps_the_reading_it_was_played_with() -> None:
    """Issue 12 changed what is legal; records carry their ruleset, and one without a
    `rules_revision` (saved before) is played as it was: here a tow offered only to the
    riders who could pay."""
    from cdb_helpers import GAME, setup

    from peloton_desktop.games.coup_de_bordure.rules import CoupDeBordure

    values = {k: v for k, v in GAME.ruleset.values.items() if k != "rules_revision"}
    old = CoupDeBordure(GAME.ruleset.model_copy(update={"values": values}))
    assert old.rules_revision == 1 and GAME.rules_revision == 2
    teams = setup([["PPPPP", "PPPPP", "CCCC"], ["PPPPP", "PPPPP", "PPPPP"]])
    paces = {0: ("acceleration", ("P", "P")), 1: ("sillage", ("P",))}
    for game, asked in ((GAME, True), (old, False)):
        s = game.new_game(teams, 1)
        for r in range(6):
            name, pay = paces.get(r, ("constance", ()))
            game.apply_in_place(s, s.riders[r].team, ("pace", r, name, pay))
        assert (("tow2", 2) in s.queue) is asked  # rider 2 holds no Plaine token
