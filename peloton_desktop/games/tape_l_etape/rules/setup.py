"""Set-up and modes (rulebook: « Préparation de la course », « Variante mode Endurance »).

« A 3 joueurs : les cartes de 3 à 10 de 3 couleurs … A 6 joueurs : les cartes de 1
à 12 des 4 couleurs … Chaque joueur a donc 8 cartes en main. » Each player has his
five stage profiles and three jokers; in Endurance one more Vitamine and 2 to 5
stages per player. Sprint: one stage per player, then the final mountain stage.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.errors import SetupError
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import Competitor, RaceBook, Unit
from peloton_desktop.games.tape_l_etape import messages as _messages  # noqa: F401
from peloton_desktop.games.tape_l_etape.rules.chapter import Chapter
from peloton_desktop.games.tape_l_etape.rules.state import (
    ENDURANCE,
    PROFILES,
    SPRINT,
    VITAMINE,
    TleState,
)


class SetUp(Chapter):
    """The default set-up, its checks, the race's state and each stage's deal."""

    def default_setup(self, players: int) -> dict[str, Any]:
        return {"players": players, "mode": SPRINT, "stages_per_player": 1, "open_hands": False}

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        setup = super().validate_setup(setup)
        v = self.ruleset.values
        mode = setup.get("mode", SPRINT)
        if mode not in (SPRINT, ENDURANCE):
            raise SetupError("tle.setup.mode", mode=mode)
        per = setup.get(
            "stages_per_player", 1 if mode == SPRINT else v["endurance_stages_per_player"][0]
        )
        low, high = v["endurance_stages_per_player"]
        if mode == SPRINT and per != 1:
            raise SetupError("tle.setup.sprint_stages")
        if mode == ENDURANCE and (
            not isinstance(per, int) or isinstance(per, bool) or not low <= per <= high
        ):
            raise SetupError("tle.setup.endurance_stages", min=low, max=high, count=per)
        open_hands = setup.get("open_hands", False)
        if not isinstance(open_hands, bool):
            raise SetupError("setup.invalid", problem="open_hands")
        return {**setup, "mode": mode, "stages_per_player": per, "open_hands": open_hands}

    def new_game(self, setup: Mapping[str, Any], seed: int) -> TleState:
        state = new_state(self.ruleset.values, setup, Rng(seed))
        self._start_stage(state, state.dealer, [])
        return state

    def _deal(self, state: TleState) -> None:
        """« Les cartes numérotées sont ensuite mélangées et distribuées » — every stage."""
        hand_size = self.v["hand_size"]
        cards = list(state.deck)
        state.rng.shuffle(cards)
        state.hands = [
            sorted(cards[p * hand_size : (p + 1) * hand_size]) for p in range(state.players)
        ]


def joker_hand(v: Mapping[str, Any], mode: str) -> dict[str, int]:
    jokers = dict(v["jokers"])
    if mode == ENDURANCE:
        jokers[VITAMINE] += v["endurance_extra_vitamines"]
    return jokers


def new_state(v: Mapping[str, Any], setup: Mapping[str, Any], rng: Rng) -> TleState:
    n = setup["players"]
    colours = v["colours_by_players"][str(n)]
    low, high = v["ranges_by_players"][str(n)]
    deck = [(c, value) for c in range(colours) for value in range(low, high + 1)]
    mode = setup["mode"]
    total = n + 1 if mode == SPRINT else n * setup["stages_per_player"]
    book = RaceBook([Competitor(p, "") for p in range(n)], total, Unit.TIME)
    return TleState(
        players=n,
        mode=mode,
        rng=rng,
        book=book,
        deck=deck,
        low=low,
        high=high,
        hands=[[] for _ in range(n)],
        profiles_left=[list(PROFILES) for _ in range(n)],
        jokers=[joker_hand(v, mode) for _ in range(n)],
        stages_total=total,
        dealer=rng.below(n),  # « Le joueur ayant distribué », drawn at random
        open_hands=setup["open_hands"],
    )
