"""Rulesets: the numbers a game's rules use, with the assumed ones marked.

A game's bundled ruleset is the `ruleset.json` of its data folder (its registry entry's
`data`); records carry the ruleset they were played with, so a changed default never
changes an old game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

RULESET_FORMAT: Final = "peloton-desktop/ruleset"


class Ruleset(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["peloton-desktop/ruleset"] = RULESET_FORMAT
    version: int = Field(default=1, ge=1, le=1)
    game: str = Field(min_length=1, max_length=64)
    name: str = Field(default="standard", min_length=1, max_length=120)
    values: dict[str, Any] = Field(default_factory=dict)
    # Keys of `values` that no rulebook sentence fixes (see shared DECISIONS.md):
    # the rules help lists them as assumptions a box owner may correct.
    assumed: list[str] = Field(default_factory=list)
    # Assumed readings the engine plays one way only (shown, never edited).
    fixed: list[str] = Field(default_factory=list)
    # Bounds of editable numbers, by dotted path ("paces.offensive.cost": [0, 8]).
    limits: dict[str, list[int]] = Field(default_factory=dict)

    def value(self, key: str) -> Any:
        return self.values[key]

    def editable(self) -> list[str]:
        """The assumed values a box owner may change in the ruleset editor."""
        return [k for k in self.assumed if k not in self.fixed and k in self.values]


def load_bundled_ruleset(game_id: str, data: Path | None) -> Ruleset:
    """The `ruleset.json` of a game's data folder `data`; an empty one when it has none."""
    path = data / "ruleset.json" if data is not None else None
    if path is None or not path.is_file():
        return Ruleset(game=game_id)
    return Ruleset.model_validate(json.loads(path.read_text(encoding="utf-8")))
