"""Tape l'étape races saved before issue 24's rule fixes replay as they were played.

tests/data/tle/ holds bot races recorded before the fixes (their ruleset carries no
`rules_revision`), with what they replayed to then (summary.json: winner, ranking,
number of actions, hashes of the final full-view state JSON and of every event).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.records import load_record, replay
from peloton_desktop.games.tape_l_etape.rules import TapeLEtape

DIR = Path(__file__).parent / "data" / "tle"
SUMMARY: dict[str, dict[str, Any]] = json.loads((DIR / "summary.json").read_text())


def _sha256(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def summarise(name: str) -> dict[str, Any]:
    done = replay(load_record(DIR / name))
    result = done.game.result(done.state)
    assert done.game.is_over(done.state)
    return {
        "winner": result.winner,
        "ranking": list(result.ranking),
        "actions": len(done.record.actions),
        "rules_revision": done.game.rules_revision,
        "state_sha256": _sha256(done.game.state_to_json(done.state)),
        "events_sha256": _sha256([[e.to_json() for e in step] for step in done.events]),
    }


def test_every_stored_record_is_summarised() -> None:
    assert {p.name for p in DIR.glob("*.json")} - {"summary.json"} == set(SUMMARY)


@pytest.mark.parametrize("name", sorted(SUMMARY))
def test_record_replays_to_the_same_end(name: str) -> None:
    assert summarise(name) == SUMMARY[name]


def test_the_records_were_saved_before_the_fixes() -> None:
    assert all(s["rules_revision"] == 1 for s in SUMMARY.values())
    assert TapeLEtape().rules_revision == 2  # issue 24
