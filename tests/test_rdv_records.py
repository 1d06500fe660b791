"""Roue de Vitesse races saved before a rules fix replay as they were played.

tests/data/rdv_records/ holds bot races recorded at `rules_revision` 2 (before issue
24), on courses that start with a climb or a descent, with what they replayed to then
(summary.json, as tests/data/records/ keeps it for the other games). Each one holds
what issue 24 changed: a first turn on a climb or a descent, a bonus point paid after
a roll that already succeeded, a push from the full case just behind, and (the
two-stage race) a summit reached twice by one rider.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.records import load_record, replay

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
        assert record.ruleset.values["rules_revision"] == 2


@pytest.mark.parametrize("name", sorted(SUMMARY))
def test_record_replays_to_the_same_end(name: str) -> None:
    expected = SUMMARY[name]
    done = replay(load_record(DIR / name))
    result = done.game.result(done.state)
    assert done.game.is_over(done.state)
    assert done.game.rules_revision == 2
    assert result.winner == expected["winner"]
    assert list(result.ranking) == expected["ranking"]
    assert len(done.record.actions) == expected["actions"]
    assert _sha256(done.game.state_to_json(done.state)) == expected["state_sha256"]
    events = [[e.to_json() for e in step] for step in done.events]
    assert _sha256(events) == expected["events_sha256"]
