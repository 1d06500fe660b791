"""Coup de bordure random playouts: thousands of legal games, invariants at every step."""

from __future__ import annotations

import pytest
from properties import check_playouts

from peloton_desktop.games.coup_de_bordure.rules import CdbState, CoupDeBordure
from peloton_desktop.games.coup_de_bordure.tokens import energy


class Ledger:
    """What must hold at every step, comparing each state with the one before."""

    def __init__(self) -> None:
        self.prev: CdbState | None = None

    def __call__(self, game: CoupDeBordure, s: CdbState) -> None:
        # The same ledger follows game after game: a finished state closes one.
        prev = self.prev if self.prev is not None and not self.prev.over else None
        slots = game.ruleset.values["plaquette_slots"]
        for i, rider in enumerate(s.riders):
            assert min(rider.visible) >= 0, "energy below zero"
            assert energy(rider.visible, rider.hidden) + rider.fillers <= slots, "plaquette full"
            assert 1 <= rider.pos <= 16 + 3
            if prev is not None:
                before = prev.riders[i]
                assert rider.pos >= before.pos, "a rider went backwards"
                assert rider.pos - before.pos <= 3, "more than 3 cases in one move"
                assert not (before.offensive_used and not rider.offensive_used)
                gained = energy(rider.visible, rider.hidden) - energy(before.visible, before.hidden)
                if gained > 0:  # only the feed zone gives tokens, at most 2
                    assert gained <= 2 and rider.fed and rider.pos >= 7
                if before.hidden is None:
                    assert rider.hidden is None, "a hidden token appeared"
        drawn = [m for m in s.musette if m is not None]
        assert len(drawn) == len(set(drawn)) and all(0 <= m <= 4 for m in drawn)
        assert sorted(drawn + s.musette_left) == list(range(len(drawn) + len(s.musette_left)))
        if s.step == 0 and not s.over:
            assert s.group and all(s.riders[r].pos == s.case for r in s.group)
        if prev is not None:
            _tow_asks_everyone(prev, s)
        self.prev = game.clone(s)


def _tow_asks_everyone(prev: CdbState, s: CdbState) -> None:
    """Issue 12: a tow is offered to every rider of the case who has not moved, whatever
    his tokens, so whether a rider is asked tells nothing of a face-down colour."""
    asked_before = any(kind.startswith("tow") for kind, _r in prev.queue)
    asked = {r for kind, r in s.queue if kind.startswith("tow")}
    if asked and not asked_before:
        unmoved = {r for r in s.group if not s.riders[r].moved}
        assert asked == unmoved, f"tow offered to {sorted(asked)}, not {sorted(unmoved)}"


@pytest.mark.parametrize(("players", "games"), [(2, 800), (3, 700), (4, 1000)])
def test_random_games_keep_every_invariant(players: int, games: int) -> None:
    game = CoupDeBordure()
    lengths = check_playouts(game, players, games, seed=players * 10_000, invariant=Ledger())
    assert min(lengths) > 10


def test_offensive_at_most_once_per_rider_over_many_games() -> None:
    from peloton_desktop.core.bots import RandomBot
    from peloton_desktop.core.play import play_bots

    game = CoupDeBordure()
    for seed in range(150):
        bots = {p: RandomBot(seed * 5 + p) for p in range(3)}
        played = play_bots(game, game.default_setup(3), seed, bots)
        offensives = [
            a.action[1]
            for a in played.record.actions
            if a.action[0] == "pace" and a.action[2] == "offensive"
        ]
        assert len(offensives) == len(set(offensives))
