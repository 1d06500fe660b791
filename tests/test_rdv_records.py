"""Roue de Vitesse races saved before a rules fix replay as they were played.

tests/data/rdv_records/ holds bot races recorded at `rules_revision` 2 (before issue
24), on courses that start with a climb or a descent, with what they replayed to then
(summary.json, as tests/data/records/ keeps it for the other games). Each one holds
everything issue 24 changed: a first turn on a climb or a descent, a bonus point paid
after a roll that already succeeded, a push from the full case just behind, and a
summit reached twice by one rider. The `*_r3.json` ones are random-bot races at
revision 3 (before issue 42), with the ravitaillement on courses whose R cases follow
each other: riders fed twice in one zone of adjacent R cases, once per case.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.errors import RecordError
from peloton_desktop.core.records import load_record, replay
from peloton_desktop.games.roue_de_vitesse.rules import RoueDeVitesse

DIR = Path(__file__).parent / "data" / "rdv_records"
SUMMARY: dict[str, dict[str, Any]] = json.loads((DIR / "summary.json").read_text())


def _sha256(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def test_every_stored_record_is_summarised() -> None:
    stored = {p.name for p in DIR.glob("*.json")} - {"summary.json"}
    assert stored == set(SUMMARY)
    for name in stored:
        record = load_record(DIR / name)
        assert record.game == "roue_de_vitesse"
        revision = 3 if name.endswith("_r3.json") else 2
        assert record.ruleset.values["rules_revision"] == revision


@pytest.mark.parametrize("name", sorted(SUMMARY))
def test_record_replays_to_the_same_end(name: str) -> None:
    expected = SUMMARY[name]
    done = replay(load_record(DIR / name))
    result = done.game.result(done.state)
    assert done.game.is_over(done.state)
    assert done.game.rules_revision == (3 if name.endswith("_r3.json") else 2)
    assert result.winner == expected["winner"]
    assert list(result.ranking) == expected["ranking"]
    assert len(done.record.actions) == expected["actions"]
    assert _sha256(done.game.state_to_json(done.state)) == expected["state_sha256"]
    events = [[e.to_json() for e in step] for step in done.events]
    assert _sha256(events) == expected["events_sha256"]


def _what_issue_24_changes(name: str) -> set[str]:
    """What each action of the record met that issue 24 changed, replayed as it was."""
    record = load_record(DIR / name)
    done = replay(record)
    game, found = done.game, set()
    s = game.new_game(game.check_setup(record.setup), record.seed)
    for recorded, events in zip(record.actions, done.events, strict=True):
        action = game.decode_action(recorded.action)
        a = s.attempt
        if action == ("bonus", 1) and s.step == "bonus" and a.roll >= a.threshold:
            found.add("a bonus point after a roll that succeeded")
        if action[0] == "shift" and len(action) == 4:
            origin = s.occ.position(action[1])
            if origin == action[2] - 1 and s.occ.is_full(origin):
                found.add("a push from the full case just behind")
        ranked = {k: list(v) for k, v in s.summits_passed.items()}
        game.apply_in_place(s, recorded.seat, action)
        for e in events:
            if e.kind == "summit" and set(e.data["riders"]) & set(ranked.get(e.data["summit"], [])):
                found.add("a summit reached twice")
            if e.kind == "group_moved" and s.turn == 1 and e.data["cases"] != 4:
                found.add(f"a first turn of {e.data['cases']} cases")
    return found


@pytest.mark.parametrize(
    ("name", "first_turns"),
    [
        ("rdv_3p_two_stages.json", {2, 6}),  # a climb start, then a descent start
        ("rdv_5p_descent_start.json", {6}),
        ("rdv_6p_climb_start.json", {2}),
    ],
)
def test_each_record_holds_what_issue_24_changed(name: str, first_turns: set[int]) -> None:
    """So replaying them identically shows that the engine branches on the revision: by
    today's reading the same actions go another way (or stop being legal)."""
    assert _what_issue_24_changes(name) == {
        *(f"a first turn of {n} cases" for n in first_turns),
        "a bonus point after a roll that succeeded",
        "a push from the full case just behind",
        "a summit reached twice",
    }
    record = load_record(DIR / name)
    today = record.model_copy(update={"ruleset": RoueDeVitesse().ruleset})
    assert today.ruleset.values["rules_revision"] >= 3
    try:
        done = replay(today)
    except RecordError:
        return
    assert _sha256(done.game.state_to_json(done.state)) != SUMMARY[name]["state_sha256"]
