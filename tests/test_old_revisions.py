"""Old saves replay as they were played (issue 31): for every game, a stored record of
each older `rules_revision` it still accepts passes the whole file gate (`validate`)
and replays to what it replayed to when it was saved.

Where the records are: tests/data/records/ (Coup de bordure and Border States at
revision 1, among them bs_rev1_reinforcements.json: a Border States game recorded
before issue 12 in which Reinforcements are played and a block then takes the extra
slot, open to any block at that revision), tests/data/tle/ (Tape l'étape, revisions 1
and 2) and tests/data/rdv_records/ (Roue de Vitesse, revision 2); each folder's
summary.json holds what its records replay to. Cyclistes has had one revision only.
A game that raises its revision must store a record of the one before: this test
fails until it does.

Roue de Vitesse's revision 1 is not accepted: its records carry a fixed reading that
revision 2 changed (tests/data/old_revisions/rdv_rev1.json, a race recorded before
that change), so the gate refuses them with one sentence.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.records import load_record, replay
from peloton_desktop.gate import validate_file

DATA = Path(__file__).parent / "data"
FOLDERS = [DATA / "records", DATA / "tle", DATA / "rdv_records"]
NOT_ACCEPTED = {("roue_de_vitesse", 1): DATA / "old_revisions" / "rdv_rev1.json"}


def _sha256(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _stored() -> dict[tuple[str, int], list[tuple[Path, dict[str, Any]]]]:
    """(game, revision) → the stored records and what each replays to."""
    found: dict[tuple[str, int], list[tuple[Path, dict[str, Any]]]] = {}
    for folder in FOLDERS:
        summary = json.loads((folder / "summary.json").read_text())
        for name, expected in summary.items():
            record = load_record(folder / name)
            revision = int(record.ruleset.values.get("rules_revision", 1))
            found.setdefault((record.game, revision), []).append((folder / name, expected))
    return found


STORED = _stored()


def _current(game_id: str) -> int:
    return registry.get(game_id).create().rules_revision


def _check(game_id: str) -> None:
    current = _current(game_id)
    for revision in range(1, current):
        if (game_id, revision) in NOT_ACCEPTED:
            with pytest.raises(BadInput):
                validate_file(NOT_ACCEPTED[game_id, revision])
            continue
        records = STORED.get((game_id, revision))
        assert records, f"{game_id}: no stored record of rules revision {revision}"
        for path, expected in records:
            assert validate_file(path) == "record", path.name
            done = replay(load_record(path))
            assert done.game.rules_revision == revision
            result = done.game.result(done.state)
            assert result.winner == expected["winner"], path.name
            assert list(result.ranking) == expected["ranking"], path.name
            assert len(done.record.actions) == expected["actions"]
            events = [[e.to_json() for e in step] for step in done.events]
            assert _sha256(events) == expected["events_sha256"], path.name


def test_coup_de_bordure_replays_every_older_revision() -> None:
    assert _current("coup_de_bordure") >= 2
    _check("coup_de_bordure")


def test_border_states_replays_every_older_revision() -> None:
    assert _current("border_states") >= 2
    _check("border_states")


def test_tape_l_etape_replays_every_older_revision() -> None:
    assert _current("tape_l_etape") >= 2
    _check("tape_l_etape")


def test_roue_de_vitesse_replays_every_older_revision_it_accepts() -> None:
    assert _current("roue_de_vitesse") >= 3
    _check("roue_de_vitesse")


def test_cyclistes_has_one_revision() -> None:
    assert _current("cyclistes") == 1
    assert STORED[("cyclistes", 1)]  # and its records replay (test_saved_records.py)


def test_border_states_reinforcements_slot_at_revision_1() -> None:
    """The case `validate` refused: at revision 1 Reinforcements add a slot that any
    block may take (before issue 12); the stored game has blocks placed there."""
    path = DATA / "records" / "bs_rev1_reinforcements.json"
    done = replay(load_record(path))
    spf = done.record.ruleset.values["slots_per_front"]
    played = [step for step in done.events if any(e.kind == "character" for e in step)]
    assert any(e.data.get("card") == "reinforcements" for step in played for e in step)
    extra = [
        e for step in done.events for e in step if e.kind == "placed" and e.data["slot"][2] >= spf
    ]
    assert extra, "no block took the slot Reinforcements added"
    assert validate_file(path) == "record"
