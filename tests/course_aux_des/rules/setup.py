"""Course aux dés — « Mise en place »: every rider on case 0 with the ruleset's energy."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from course_aux_des.rules.chapter import Chapter
from course_aux_des.rules.state import CadState
from peloton_desktop.core.rng import Rng


class SetUp(Chapter):
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
