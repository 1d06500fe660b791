"""Is a changed ruleset one the engine can play? And where a box owner's rulesets live.

A ruleset edited by a player keeps the standard's shape (the same keys, the same
kinds of value, the same table sizes), changes only editable assumed values, keeps
numbers inside the standard's `limits`, and must then play: a few random games at
the smallest and largest table are played to the end. Each refusal is a BadInput
naming the value (dotted path, e.g. "paces.offensive.cost").
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from peloton_desktop import paths
from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput, PelotonError
from peloton_desktop.core.files import read_json_file, write_json_atomic
from peloton_desktop.core.records import schema_problem
from peloton_desktop.core.ruleset import Ruleset

log = logging.getLogger(__name__)
PLAYOUT_SEEDS = (1, 2, 3)
PLAYOUT_ACTIONS = 20_000


def kind_of(value: Any) -> str:
    """ "bool", "int", "float", "str", "list", "dict" (bool is not an int here)."""
    if isinstance(value, bool):
        return "bool"
    for t in (int, float, str, list, dict):
        if isinstance(value, t):
            return t.__name__
    return type(value).__name__


def shape_problems(standard: Any, value: Any, path: str) -> Iterator[BadInput]:
    """Where `value` leaves the shape of `standard` (ints are accepted as floats)."""
    want, found = kind_of(standard), kind_of(value)
    if want != found and not (want == "float" and found == "int"):
        yield BadInput(f"ruleset.type.{want}", value=path, found=_short(value))
        return
    if want == "dict":
        for key in standard:
            if key not in value:
                yield BadInput("ruleset.missing", value=f"{path}.{key}")
        for key in value:
            if key not in standard:
                yield BadInput("ruleset.unknown", value=f"{path}.{key}")
            else:
                yield from shape_problems(standard[key], value[key], f"{path}.{key}")
    elif want == "list":
        if standard and all(kind_of(v) not in ("list", "dict") for v in standard):
            # a list of plain values (a block's battles) may grow or shrink
            for i, b in enumerate(value):
                yield from shape_problems(standard[0], b, f"{path}.{i + 1}")
            return
        if len(standard) != len(value):  # a table's rows are the game's pieces: fixed
            yield BadInput("ruleset.length", value=path, expected=len(standard), found=len(value))
            return
        for i, (a, b) in enumerate(zip(standard, value, strict=True)):
            yield from shape_problems(a, b, f"{path}.{i + 1}")


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _leaves(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, f"{path}.{i + 1}")
    else:
        yield path, value


def _limit_for(limits: dict[str, list[int]], path: str) -> list[int] | None:
    """The bound of a leaf: its own path, or a pattern with * for any key or index."""
    if path in limits:
        return limits[path]
    for pattern, bound in limits.items():
        regex = "^" + re.escape(pattern).replace(r"\*", "[^.]+") + "$"
        if re.match(regex, path):
            return bound
    return None


def changed_values(standard: Ruleset, ruleset: Ruleset) -> list[str]:
    return [k for k in standard.values if ruleset.values.get(k) != standard.values[k]]


def problems(ruleset: Ruleset) -> list[BadInput]:
    """Everything wrong with a ruleset before any game is played with it."""
    standard = registry.get(ruleset.game).game_class().default_ruleset()
    out: list[BadInput] = []
    for key in ruleset.values:
        if key not in standard.values:
            out.append(BadInput("ruleset.unknown", value=key))
    for key, want in standard.values.items():
        if key not in ruleset.values:
            out.append(BadInput("ruleset.missing", value=key))
            continue
        value = ruleset.values[key]
        if value != want and key not in standard.editable():
            out.append(BadInput("ruleset.fixed", value=key))
            continue
        out.extend(shape_problems(want, value, key))
        for path, leaf in _leaves(value, key):
            bound = _limit_for(standard.limits, path)
            if bound is not None and isinstance(leaf, int | float) and not isinstance(leaf, bool):
                low, high = bound
                if not low <= leaf <= high:
                    out.append(BadInput("ruleset.range", value=path, min=low, max=high, found=leaf))
    return out


def record_problems(ruleset: Ruleset) -> list[BadInput]:
    """What is wrong with the ruleset a saved game carries. It may be older than
    today's (a lower `rules_revision`, without the keys added since) and then plays
    as it was played; otherwise it must be a ruleset a box owner could have saved:
    the rulebook's values where the rulebook speaks, editable values inside bounds
    (every game played with such values ends: tests/test_ruleset_bounds.py)."""
    standard = registry.get(ruleset.game).game_class().default_ruleset()
    current = int(standard.values.get("rules_revision", 1))
    revision = ruleset.values.get("rules_revision", 1)
    if isinstance(revision, bool) or not isinstance(revision, int) or not 1 <= revision <= current:
        return [
            BadInput("ruleset.range", value="rules_revision", min=1, max=current, found=revision)
        ]
    older = revision < current
    found = [
        p
        for p in problems(ruleset)
        if not (p.key == "ruleset.fixed" and p.params.get("value") == "rules_revision")
        and not (older and p.key == "ruleset.missing" and "." not in str(p.params.get("value")))
    ]
    return found


def check_ruleset(ruleset: Ruleset) -> None:
    """Raise the first problem, or play a few random games with it (see module doc)."""
    found = problems(ruleset)
    if found:
        raise found[0]
    from peloton_desktop.core.play import simulate_one

    entry = registry.get(ruleset.game)
    game = entry.create(ruleset)
    changed = ", ".join(changed_values(game.default_ruleset(), ruleset)) or "—"
    for players in sorted({game.min_players, game.max_players}):
        for seed in PLAYOUT_SEEDS:
            try:
                simulate_one(game, players, seed, "random")
            except PelotonError as exc:
                raise BadInput("ruleset.unplayable", changed=changed, reason=str(exc)) from None
            except Exception:  # the engine broke on these values: refuse them
                log.warning("a ruleset broke the engine", exc_info=True)
                raise BadInput("ruleset.broke", changed=changed) from None


# -- a box owner's rulesets: <data dir>/rulesets/<game>/<slug>.json ------------------
def ruleset_path(ruleset: Ruleset) -> Path:
    slug = re.sub(r"[^a-z0-9]+", "_", ruleset.name.casefold()).strip("_") or "ruleset"
    return paths.rulesets_dir() / ruleset.game / f"{slug}.json"


def save_user_ruleset(ruleset: Ruleset) -> Path:
    """Check, then write atomically; the name "standard" is the bundled one's."""
    if ruleset.name.strip().casefold() == "standard":
        raise BadInput("ruleset.name")
    check_ruleset(ruleset)
    path = ruleset_path(ruleset)
    write_json_atomic(path, ruleset.model_dump(mode="json"))
    return path


def load_ruleset_file(path: str | Path) -> Ruleset:
    data = read_json_file(path)
    try:
        return Ruleset.model_validate(data)
    except ValidationError as exc:
        raise schema_problem(Path(path).name, exc) from None


def upgraded(ruleset: Ruleset) -> Ruleset:
    """A box owner's ruleset carried onto today's standard: the values the owner may
    edit keep their edits, everything else (a new `rules_revision` after a rules fix,
    a value that became the rulebook's own, a new key) is the standard's. A ruleset
    saved before a rules fix so stays in the list, played by today's rules."""
    standard = registry.get(ruleset.game).game_class().default_ruleset()
    editable = standard.editable()
    values = {
        key: ruleset.values[key] if key in editable and key in ruleset.values else want
        for key, want in standard.values.items()
    }
    return standard.model_copy(update={"name": ruleset.name, "values": values})


def user_rulesets(game: str) -> list[Ruleset]:
    """The user's sound rulesets for a game, by name (broken files are skipped; one
    saved before a rules fix is `upgraded`)."""
    folder = paths.rulesets_dir() / game
    found = []
    for p in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            ruleset = load_ruleset_file(p)
        except BadInput:
            continue
        if ruleset.game != game:
            continue
        ruleset = upgraded(ruleset)
        if not problems(ruleset):
            found.append(ruleset)
    return sorted(found, key=lambda r: r.name.casefold())
