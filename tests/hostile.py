"""Files someone might hand the app: sound ones to start from, hand-made hostile ones
(each from issue 25's findings), and mutants of the sound ones.

`sound_files()` gives (kind, name, data) for one record of each game, the bundled
courses and rulesets, and the settings; `hand_made()` gives (kind, name, bytes) for
the known attacks; `mutants(rng, n)` gives (kind, name, bytes) made by changing one
or a few places of a sound file: a value of another type or size, a key removed or
added, a list repeated, a value wrapped deep, bytes cut or flipped.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
RESOURCES = ROOT / "resources"

HOSTILE_VALUES: list[Any] = [
    0,
    -1,
    1,
    2**31,
    10**40,
    -(10**40),
    1e308,
    -0.5,
    0.5,
    "",
    "x" * 5000,
    "a\nb",
    None,
    True,
    False,
    [],
    {},
    [0] * 50,
    {"format": "peloton-desktop/record"},
    "../../../../etc/passwd",
    "/etc/passwd",
]


def _records() -> list[tuple[str, Any]]:
    found = []
    for folder in (DATA / "records", DATA / "rdv_records", DATA / "tle"):
        for p in sorted(folder.glob("*.json")):
            if p.name != "summary.json":
                found.append((p.name, json.loads(p.read_text(encoding="utf-8"))))
    return found


def sound_files() -> list[tuple[str, str, Any]]:
    out: list[tuple[str, str, Any]] = [("record", n, d) for n, d in _records()]
    for p in sorted(RESOURCES.glob("games/*/courses/*.json")):
        out.append(("course", p.name, json.loads(p.read_text(encoding="utf-8"))))
    for p in sorted(RESOURCES.glob("games/*/ruleset.json")):
        data = json.loads(p.read_text(encoding="utf-8"))
        data["name"] = "Mine"
        out.append(("ruleset", f"{p.parent.name}.json", data))
    out.append(("settings", "settings.json", {"version": 1, "language": "fr"}))
    return out


def _dump(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def _record(game: str) -> Any:
    return next(d for n, d in _records() if d["game"] == game)


def hand_made() -> list[tuple[str, str, bytes]]:
    """The attacks issue 25 found, one file each."""
    out: list[tuple[str, str, bytes]] = []

    def changed(game: str, **values: Any) -> Any:
        data = json.loads(json.dumps(_record(game)))
        data["ruleset"]["values"].update(values)
        return data

    out.append(("record", "cyc_capacity_0", _dump(changed("cyclistes", case_capacity=0))))
    paces = _zero_numbers(_record("roue_de_vitesse")["ruleset"]["values"]["paces"])
    out.append(("record", "rdv_paces_0", _dump(changed("roue_de_vitesse", paces=paces))))
    bs = json.loads(json.dumps(_record("border_states")))
    bs["actions"] = bs["actions"] * 400  # megabytes of actions
    out.append(("record", "bs_huge", _dump(bs)))
    ruleset = json.loads(
        (RESOURCES / "games" / "border_states" / "ruleset.json").read_text("utf-8")
    )
    ruleset["name"] = "Mine"
    for card in ruleset["values"]["battle_cards"]:
        card["intensity"] = 3
    out.append(("ruleset", "bs_intensity_3", _dump(ruleset)))
    ruleset = json.loads(json.dumps(ruleset))
    ruleset["values"]["battle_cards"] = ruleset["values"]["battle_cards"] * 3000
    out.append(("ruleset", "bs_30000_battles", _dump(ruleset)))
    out.append(
        (
            "record",
            "huge_int",
            b'{"format": "peloton-desktop/record", "seed": ' + b"9" * 5000 + b"}",
        )
    )
    out.append(
        (
            "ruleset",
            "huge_int_value",
            b'{"format": "peloton-desktop/ruleset", "game": "cyclistes", '
            + b'"values": {"case_capacity": '
            + b"7" * 4400
            + b"}}",
        )
    )
    out.append(
        (
            "course",
            "deep_900",
            b'{"format": "peloton-desktop/course", "cases": ' + b"[" * 900 + b"]" * 900 + b"}",
        )
    )
    out.append(("record", "deep_500", b"[" * 500 + b"]" * 500))
    out.append(("record", "nan", b'{"format": "peloton-desktop/record", "seed": NaN}'))
    data = json.loads(json.dumps(_record("coup_de_bordure")))
    data["game"] = "coup\nde\nbordure"
    out.append(("record", "newline_game", _dump(data)))
    data = json.loads(json.dumps(_record("cyclistes")))
    data["setup"].pop("courses", None)
    data["setup"]["stages"] = ["/etc/passwd"]
    out.append(("record", "course_by_path", _dump(data)))
    data = json.loads(json.dumps(_record("cyclistes")))
    data["setup"]["courses"] = None
    out.append(("record", "courses_null", _dump(data)))
    out.append(("record", "empty", b""))
    out.append(("record", "binary", bytes(range(256)) * 8))
    out.append(("record", "not_object", b"[1, 2, 3]"))
    out.append(("course", "utf16", '{"format": "x"}'.encode("utf-16")))
    return out


def _zero_numbers(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return 0
    if isinstance(value, list):
        return [_zero_numbers(v) for v in value]
    if isinstance(value, dict):
        return {k: _zero_numbers(v) for k, v in value.items()}
    return value


def _paths(data: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield at
    if len(at) > 40:
        return
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _paths(v, (*at, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:30]):
            yield from _paths(v, (*at, i))


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        data = data[p]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


def mutate(data: Any, rng: random.Random) -> bytes:
    data = json.loads(json.dumps(data))
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = list(_paths(data))
        path = rng.choice(paths)
        target = _get(data, path)
        how = rng.random()
        if how < 0.45:
            data = _set(data, path, copy.deepcopy(rng.choice(HOSTILE_VALUES)))
        elif how < 0.6 and isinstance(target, dict) and target:
            del target[rng.choice(list(target))]
        elif how < 0.7 and isinstance(target, dict):
            target[rng.choice(["x", "extra", "values", "__proto__"])] = copy.deepcopy(
                rng.choice(HOSTILE_VALUES)
            )
        elif how < 0.8 and isinstance(target, list) and target:
            target.extend(target * rng.choice((1, 10, 200)))
        elif how < 0.87:
            deep: Any = target
            for _ in range(rng.choice((20, 80, 300))):
                deep = [deep]
            data = _set(data, path, deep)
        elif how < 0.94 and isinstance(target, int) and not isinstance(target, bool):
            data = _set(data, path, target + rng.choice((-3, -1, 1, 2, 100)))
        else:
            data = _set(data, path, copy.deepcopy(rng.choice(HOSTILE_VALUES)))
    raw = _dump(data)
    cut = rng.random()
    if cut < 0.05:
        raw = raw[: rng.randrange(len(raw))]
    elif cut < 0.1:
        i = rng.randrange(len(raw))
        raw = raw[:i] + bytes([rng.randrange(256)]) + raw[i + 1 :]
    return raw


def mutants(rng: random.Random, count: int) -> Iterator[tuple[str, str, bytes]]:
    sound = sound_files()
    for n in range(count):
        kind, name, data = sound[n % len(sound)]
        yield kind, f"{name}#{n}", mutate(data, rng)
