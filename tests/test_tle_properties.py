"""Tape l'étape random races: thousands of legal races, invariants at every step."""

from __future__ import annotations

import pytest
from properties import check_playouts

from peloton_desktop.games.tape_l_etape.rules import TapeLEtape, TleState


class Ledger:
    """Cards conserved, each laid once, columns consecutive, hidden hands hidden."""

    def __init__(self) -> None:
        self.steps = 0

    def __call__(self, game: TapeLEtape, s: TleState) -> None:
        deck = sorted(s.deck)
        assert len(deck) == {3: 24, 4: 32, 5: 40, 6: 48}[s.players]
        on_table = sorted((c, v) for c, (lo, hi) in s.columns.items() for v in range(lo, hi + 1))
        in_hands = sorted(card for h in s.hands for card in h)
        if not s.book.between and not s.over:
            assert sorted(on_table + in_hands) == deck, "a card was lost or made"
            assert len(set(on_table)) == len(on_table), "a card laid twice"
            for lo, hi in s.columns.values():
                assert lo <= s.start <= hi, "a column that does not hold its start value"
        assert all(k >= 0 for j in s.jokers for k in j.values()), "a joker played twice"
        assert all(k >= 0 for k in s.skips)
        self.steps += 1
        if self.steps % 5:
            return
        for seat in range(s.players):
            obs = game.observe(s, seat)
            shown = [p for p, h in enumerate(obs.hands) if h is not None]
            assert shown == ([seat] if not s.open_hands else list(range(s.players)))


@pytest.mark.parametrize(("players", "games"), [(3, 300), (4, 300), (5, 200), (6, 200)])
def test_random_sprint_races(players: int, games: int) -> None:
    lengths = check_playouts(TapeLEtape(), players, games, seed=players * 100, invariant=Ledger())
    assert min(lengths) > 20


def test_random_endurance_races() -> None:
    game = TapeLEtape()
    original = game.default_setup
    game.default_setup = lambda n: {  # type: ignore[method-assign]
        **original(n),
        "mode": "endurance",
        "stages_per_player": 2,
    }
    check_playouts(game, 4, 100, seed=5, invariant=Ledger())
