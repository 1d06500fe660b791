"""What one seat may know of a game, typed: each game subclasses `Observation` with
its own fields (a frozen dataclass), returned by `Game.observe(state, seat)`. Views,
bots and the search read it by attribute; `to_json` is its public JSON form (the
`state` of `replay --json`, what a phone receives)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from peloton_desktop.core.jsonable import to_jsonable


@dataclass(frozen=True)
class Observation:
    def to_json(self) -> dict[str, Any]:
        return {f.name: to_jsonable(getattr(self, f.name)) for f in fields(self)}
