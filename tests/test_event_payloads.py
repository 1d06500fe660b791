"""Typed event payloads (core/events.py, docs/design.md "Events"): each game declares
one payload class a kind in its `rules/events.py`; its engine makes no other event,
every payload writes the JSON its dict did, and a dict written by hand still reads."""

from __future__ import annotations

import importlib
import inspect
import json
from collections.abc import Sequence

import pytest
from games import GAMES

from peloton_desktop.core import registry
from peloton_desktop.core.events import Payload, StageFinished, line, payload
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.protocol import Event
from peloton_desktop.core.rng import Rng
from peloton_desktop.ui.pieces.log import EventLines


@payload
class Moved(Payload, kind="moved"):
    rider: int
    from_: int  # JSON "from"
    to: int
    lead: Sequence[int] | None = None
    omit_none = ("lead",)


def test_a_payload_is_its_events_data_and_writes_the_old_json() -> None:
    event = Moved(3, 1, 4).event(visible_to=(0,))
    assert event.data is Moved.of(event)
    assert event.to_json() == {
        "kind": "moved",
        "data": {"rider": 3, "from": 1, "to": 4},
        "visible_to": [0],
    }
    assert dict(Moved(3, 1, 4, lead=(2, 5))) == {"rider": 3, "from": 1, "to": 4, "lead": (2, 5)}
    assert Moved(3, 1, 4) == {"rider": 3, "from": 1, "to": 4}  # compares as its mapping
    assert "lead" not in Moved(3, 1, 4) and Moved(3, 1, 4)["from"] == 1
    with pytest.raises(KeyError):
        Moved(3, 1, 4)["from_"]


def test_a_dict_written_by_hand_is_read_as_its_kind() -> None:
    hand = Event("moved", {"rider": 2, "from": 0, "to": 5})
    assert Moved.of(hand) == Moved(2, 0, 5) and Moved.of(hand).from_ == 0
    assert [p.to for p in Moved.among([hand, Event("other"), Moved(1, 1, 2).event()])] == [5, 2]
    with pytest.raises(ValueError, match="no 'moved'"):
        Moved.of(Event("other", {}))


def test_the_table_reads_any_race_s_stage_end_as_the_shared_kind() -> None:
    @payload
    class Ours(StageFinished):
        arrival: Sequence[int]

    event = Ours(2, (5, 1)).event()
    assert event.kind == "stage_finished" and StageFinished.of(event).stage == 2
    assert event.to_json()["data"] == {"stage": 2, "arrival": [5, 1]}


def test_a_log_line_gets_the_typed_payload() -> None:
    lines: EventLines[str] = EventLines(line(Moved, lambda p, who: f"{who}: {p.from_}→{p.to}"))
    assert lines.describe(Moved(0, 2, 6).event(), "Ana") == "Ana: 2→6"
    assert lines.describe(Event("moved", {"rider": 0, "from": 1, "to": 3}), "Bo") == "Bo: 1→3"
    assert lines.describe(Event("other"), "Ana") is None


def _declared(game_id: str) -> dict[str, list[type[Payload]]]:
    """kind -> the payload classes the game's rules/events.py declares for it."""
    rules = registry.load_game(game_id).__class__.__module__.rsplit(".", 1)[0]
    module = importlib.import_module(f"{rules}.events")
    out: dict[str, list[type[Payload]]] = {}
    for _, cls in inspect.getmembers(module, inspect.isclass):
        if issubclass(cls, Payload) and cls.__module__ == module.__name__:
            out.setdefault(cls.kind, []).append(cls)
    return out


@pytest.mark.parametrize("game_id", [g for g in GAMES if registry.get(g).available])
def test_every_event_an_engine_makes_is_its_declared_payload(game_id: str) -> None:
    declared = _declared(game_id)
    assert all(len(classes) == 1 for classes in declared.values()), declared  # one a kind
    game = registry.load_game(game_id)
    players = game.max_players
    setup = game.validate_setup(game.default_setup(players))
    rng, seen = Rng(7), set()
    for seed in range(3):
        state = game.new_game(setup, seed)
        while not game.is_over(state):
            seat = game.next_seat(state)
            assert seat is not None
            for event in game.apply_in_place(
                state, seat, rng.choice(game.legal_actions(state, seat))
            ):
                kind = declared.get(event.kind, [None])[0]
                assert kind is not None, f"{event.kind} is not declared in rules/events.py"
                assert type(event.data) is kind
                written = json.loads(json.dumps(event.to_json()))["data"]
                assert to_jsonable(dict(kind.of(Event(event.kind, written)))) == written
                seen.add(event.kind)
    assert len(seen) >= len(declared) // 2  # the random games met most kinds
