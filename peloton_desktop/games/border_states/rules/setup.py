"""Border States — « Mise en place » and each round's « Préparation ».

Set-up: the battle cards shuffled (some set aside unseen), the bag of influence
cubes, each side's blocks shuffled into 4 available and a recruitment file, the
character cards, the initiative and the state markers. Each round then draws 3
battles and, for each, intensity + 2 cubes from the bag (a cube of a state whose
markers are all controlled is discarded, not replaced). The variants change the
set-up: no characters; deterministic (known cards and cubes); attrition.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.errors import SetupError
from peloton_desktop.core.protocol import Event
from peloton_desktop.core.rng import Rng
from peloton_desktop.games.border_states import messages as _messages  # noqa: F401
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.events import RoundStarted
from peloton_desktop.games.border_states.rules.state import (
    CONFEDERACY,
    UNION,
    VARIANTS,
    BsState,
)


class SetUp(Chapter):
    """The set-up, the variants and the preparation of every round."""

    def default_setup(self, players: int) -> dict[str, Any]:
        return {"players": players, "variants": []}

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        setup = super().validate_setup(setup)
        variants = setup.get("variants", [])
        if not isinstance(variants, list):
            raise SetupError("setup.invalid", problem="variants")
        for v in variants:
            if v not in VARIANTS:
                raise SetupError("bs.setup.variant", variant=v)
        setup["variants"] = sorted(set(variants))
        return setup

    def new_game(self, setup: Mapping[str, Any], seed: int) -> BsState:
        v = self.v
        state = BsState(rng=Rng(seed), variants=tuple(setup.get("variants", [])))
        rng = state.rng
        cards = list(range(len(v["battle_cards"])))
        states = v["states"]
        bag = [s for s in states for _ in range(v["cubes_per_state"])]
        if "deterministic" in state.variants:
            for intensity in (0, 2):  # one card of intensity 0 and one of 2 out
                cards.remove(
                    next(c for c in cards if v["battle_cards"][c]["intensity"] == intensity)
                )
            for s in states:  # and one cube of each colour
                bag.remove(s)
        rng.shuffle(cards)
        if "deterministic" not in state.variants:
            cards = cards[v["cards_set_aside"] :]  # set aside unseen
            state.discarded = 0
        state.deck = cards
        state.bag = bag
        for _side in (UNION, CONFEDERACY):
            blocks = list(range(len(v["blocks"])))
            rng.shuffle(blocks)
            state.available.append(sorted(blocks[: v["available_at_start"]]))
            state.file.append(blocks[v["available_at_start"] :])
            state.characters.append(
                [] if "no_characters" in state.variants else list(v["characters"])
            )
        if "no_characters" in state.variants:
            state.president = [False, False]
        state.initiative = v["initiative_at_start"]
        state.markers = {s: list(v["start_markers"][s]) for s in states}
        state.moved = {s: [False] * v["markers_per_state"] for s in states}
        self._prepare_round(state, [])
        return state

    # -- « Préparation » of a round ---------------------------------------------------
    def _prepare_round(self, state: BsState, events: list[Event] | None) -> None:
        v = self.v
        state.battles = state.deck[:3]
        state.deck = state.deck[3:]
        state.slots = [[[None] * v["slots_per_front"] for _ in range(2)] for _ in range(3)]
        state.conquest = []
        for card in state.battles:
            cubes: list[str] = []
            for _ in range(v["battle_cards"][card]["intensity"] + v["cubes_per_battle_bonus"]):
                if not state.bag:
                    break
                cube = state.bag.pop(state.rng.below(len(state.bag)))
                if self._state_closed(state, cube):
                    state.discarded += 1  # drawn and discarded, not replaced
                else:
                    cubes.append(cube)
            state.conquest.append(cubes)
        state.turn = 1
        state.phase = "recruit"
        state.recruited = [False, False]
        state.bible_used = state.canon_used = False
        state.reserved = []
        state.played = [[], []]
        state.set_aside = []
        state.won = [{}, {}]
        state.moved = {s: [False] * v["markers_per_state"] for s in v["states"]}
        if events is not None:
            events.append(
                RoundStarted(
                    state.round,
                    self.year(state),
                    list(state.battles),
                    [list(c) for c in state.conquest],
                ).event()
            )

    def _state_closed(self, state: BsState, s: str) -> bool:
        control = self.v["track_control"]
        return all(abs(m) == control for m in state.markers[s])

    def year(self, state: BsState) -> int:
        first: int = self.v["first_year"]
        return first + state.round - 1
