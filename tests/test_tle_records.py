"""Tape l'étape races saved under earlier rules revisions replay as they were played.

tests/data/tle/ holds bot races recorded before issue 24's fixes (their ruleset carries
no `rules_revision`: revision 1) and under revision 2 (`*_r2.json`, before the Puncture
window opened while a profile or a time trial's start is chosen) and under revision 3
(`*_r3.json`, before a Vitamine between a Plaine's last two cards), with what they
replayed to then (summary.json: winner, ranking, number of actions, the rules revision,
hashes of the final full-view state JSON, of every event and of the full-view state
JSON after every action, which holds who may puncture when).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.records import load_record, replay
from peloton_desktop.games.tape_l_etape.rules import TapeLEtape

DIR = Path(__file__).parent / "data" / "tle"
SUMMARY_FILE = DIR / "summary.json"
SUMMARY: dict[str, dict[str, Any]] = json.loads(SUMMARY_FILE.read_text())


def _sha256(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def summarise(name: str) -> dict[str, Any]:
    record = load_record(DIR / name)
    done = replay(record)
    result = done.game.result(done.state)
    assert done.game.is_over(done.state)
    game = done.game
    state = game.new_game(game.check_setup(record.setup), record.seed)
    states = [game.state_to_json(state)]
    for recorded in record.actions:
        game.apply_in_place(state, recorded.seat, game.decode_action(recorded.action))
        states.append(game.state_to_json(state))
    return {
        "winner": result.winner,
        "ranking": list(result.ranking),
        "actions": len(done.record.actions),
        "rules_revision": done.game.rules_revision,
        "state_sha256": _sha256(done.game.state_to_json(done.state)),
        "events_sha256": _sha256([[e.to_json() for e in step] for step in done.events]),
        "states_sha256": _sha256(states),
    }


def test_every_stored_record_is_summarised() -> None:
    assert {p.name for p in DIR.glob("*.json")} - {"summary.json"} == set(SUMMARY)


@pytest.mark.parametrize("name", sorted(SUMMARY))
def test_record_replays_to_the_same_end(name: str) -> None:
    assert summarise(name) == SUMMARY[name]


def test_the_records_were_saved_before_the_fixes() -> None:
    revisions = {name: s["rules_revision"] for name, s in SUMMARY.items()}
    for suffix, revision in (("_r2.json", 2), ("_r3.json", 3)):
        assert {r for n, r in revisions.items() if n.endswith(suffix)} == {revision}
    assert {r for n, r in revisions.items() if n[-8:-5] not in ("_r2", "_r3")} == {1}
    assert TapeLEtape().rules_revision == 4  # issues 24 and 42


if __name__ == "__main__" and "--record" in sys.argv:
    # Only for a record added: what the stored records replay to must never change.
    summary = {p.name: summarise(p.name) for p in sorted(DIR.glob("*.json")) if p != SUMMARY_FILE}
    SUMMARY_FILE.write_text(json.dumps(summary, indent=1) + "\n")
