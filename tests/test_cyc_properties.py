"""Cyclistes random races: thousands of legal moves, the articles checked at every step."""

from __future__ import annotations

from typing import Any

import pytest
from properties import check_playouts

from peloton_desktop.games.cyclistes.rules import Cyclistes, CycState
from peloton_desktop.games.cyclistes.rules.movement import crossed_scotch
from peloton_desktop.games.cyclistes.rules.state import PLACE, RACE


class Road:
    """Width kept, no scotch passed (a démarrage goes on from the scotch, never
    through one), each rider moves once a turn, arrival order kept on every case,
    abandons final."""

    def __init__(self) -> None:
        self.state: Any = None  # held, so a new race's state cannot reuse its id
        self.reset()

    def reset(self) -> None:
        self.cases: dict[str, list[int]] = {}
        self.turn = (0, 0)
        self.moved: set[int] = set()
        self.on_road: set[int] = set()
        self.last: Any = None
        self.withdrawn: list[int] = []
        self.pending = -1

    def __call__(self, game: Cyclistes, s: CycState) -> None:
        if s is not self.state:  # a new race
            self.state = s
            self.reset()
        cap = game.ruleset.values["case_capacity"]
        cases = {p: list(s.occ.riders_on(p)) for p in s.occ.occupied()}
        assert all(len(r) <= cap for r in cases.values()), "a case beyond the width"
        assert self.withdrawn == s.book.withdrawn[: len(self.withdrawn)], "an abandon undone"
        assert not set(s.book.withdrawn) & set(s.occ.front_to_back()), "a withdrawn rider rides"
        self.withdrawn = list(s.book.withdrawn)
        if s.last_move is not None and s.last_move != self.last and s.phase == RACE:
            rider, start, end = s.last_move
            assert end >= start, "a rider went backwards"
            assert crossed_scotch(s, start, end) is None, f"{rider} passed a scotch"
        self.last = s.last_move
        assert len(s.moved) == len(set(s.moved)), "a rider moved twice in a turn"
        stamp = (s.book.stage, s.turn)
        if s.phase == RACE and stamp != self.turn:
            if stamp[0] == self.turn[0] and stamp[1] == self.turn[1] + 1:
                # the last rider's move and the new turn come in one action
                left = self.on_road - set(s.book.withdrawn) - self.moved - {self.pending}
                assert not left, "a rider of the last turn did not move"
            self.turn = stamp
        if s.phase == RACE:
            self.moved, self.pending = set(s.moved), s.rider
            self.on_road = set(s.occ.front_to_back()) | set(s.moved)
        if s.phase != PLACE:
            for p, riders in cases.items():
                before = [r for r in self.cases.get(str(p), []) if r in riders]
                assert riders[: len(before)] == before, f"arrival order changed on case {p}"
        self.cases = {str(p): r for p, r in cases.items()}


@pytest.mark.parametrize(("players", "games"), [(2, 150), (4, 100), (6, 40)])
def test_random_one_day_races(players: int, games: int) -> None:
    lengths = check_playouts(Cyclistes(), players, games, seed=players * 100, invariant=Road())
    assert min(lengths) > 30


def test_random_two_stage_races() -> None:
    game = Cyclistes()
    original = game.default_setup

    def two_stages(n: int) -> dict[str, Any]:
        setup = original(n)
        return {**setup, "stages": ["classique_du_nord", "etape_des_cols"], "courses": None}

    game.default_setup = lambda n: {  # type: ignore[method-assign]
        k: v for k, v in two_stages(n).items() if v is not None
    }
    lengths = check_playouts(game, 3, 40, seed=7, invariant=Road())
    assert min(lengths) > 60
