"""Course aux dés — « Mise en place »: every rider on case 0 with the ruleset's energy."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from course_aux_des.rules.chapter import Chapter
from course_aux_des.rules.state import CadState
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.ruleset import Ruleset


class SetUp(Chapter):
    @classmethod
    def default_ruleset(cls) -> Ruleset:
        # A game of the app keeps its numbers in resources/rulesets/<id>.json, which the
        # base class loads. This template ships nothing with the app, so its file sits
        # beside it: drop this method when you copy the package into games/<id>/.
        path = Path(__file__).resolve().parent.parent / "ruleset.json"
        return Ruleset.model_validate(json.loads(path.read_text(encoding="utf-8")))

    def new_game(self, setup: Mapping[str, Any], seed: int) -> CadState:
        n = setup["players"]
        return CadState(
            players=n,
            rng=Rng(seed),
            length=self.v["length"],
            position=[0] * n,
            energy=[self.v["energy"]] * n,
            pending=[None] * n,
        )

    def player_count(self, state: CadState) -> int:
        return state.players
