"""A tiny game used only by the tests to exercise the framework end to end.

It has what the real games have: simultaneous secret choices, chance from the
state's RNG, a revealing event, a ranking with a tie-break. 2-4 players each pick
an effort 1-3 in secret (effort costs effort-1 energy out of 6); when all have
chosen, the choices are revealed and each rider rolls a die: a 6 adds one case.
First past `length` cases ends the game (the round is completed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from peloton_desktop.core.prompts import Prompt, secret
from peloton_desktop.core.protocol import Event, Game, Result
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.ruleset import Ruleset


@dataclass
class DiceRaceState:
    players: int
    rng: Rng
    length: int
    position: list[int]
    energy: list[int]
    pending: list[int | None]
    round: int = 1
    over: bool = False
    history: list[list[int]] = field(default_factory=list)


ENTRY = GameEntry(
    id="dice_race",
    title="Dice race (test)",
    min_players=2,
    max_players=4,
    pitch="A test game.",
    engine=lambda: DiceRace,
    table=lambda: _table(),
)


class DiceRace(Game[DiceRaceState]):
    entry = ENTRY  # its id and table size
    hidden_information = True

    @classmethod
    def default_ruleset(cls) -> Ruleset:
        return Ruleset(game="dice_race", values={"length": 12, "energy": 6}, assumed=["energy"])

    def new_game(self, setup: dict[str, Any], seed: int) -> DiceRaceState:
        n = setup["players"]
        return DiceRaceState(
            players=n,
            rng=Rng(seed),
            length=self.ruleset.values["length"],
            position=[0] * n,
            energy=[self.ruleset.values["energy"]] * n,
            pending=[None] * n,
        )

    def player_count(self, state: DiceRaceState) -> int:
        return state.players

    def prompts(self, state: DiceRaceState) -> tuple[Prompt, ...]:
        if state.over:
            return ()
        return (secret(s for s in range(state.players) if state.pending[s] is None),)

    def legal_actions(self, state: DiceRaceState, seat: int) -> list[Any]:
        if state.over or state.pending[seat] is not None:
            return []
        return [("effort", e) for e in (1, 2, 3) if e - 1 <= state.energy[seat]]

    def apply_in_place(self, state: DiceRaceState, seat: int, action: Any) -> list[Event]:
        effort = action[1]
        state.pending[seat] = effort
        events = [Event("chosen", {"seat": seat})]
        if any(p is None for p in state.pending):
            return events
        choices = [p for p in state.pending if p is not None]
        events.append(Event("revealed", {"efforts": choices}, reveals=True))
        for s, e in enumerate(choices):
            state.energy[s] -= e - 1
            die = state.rng.randint(1, 6)
            state.position[s] += e + (1 if die == 6 else 0)
            events.append(Event("moved", {"seat": s, "die": die, "to": state.position[s]}))
        state.history.append(choices)
        state.pending = [None] * state.players
        state.round += 1
        if max(state.position) >= state.length:
            state.over = True
        return events

    def is_over(self, state: DiceRaceState) -> bool:
        return state.over

    def result(self, state: DiceRaceState) -> Result:
        order = sorted(
            range(state.players), key=lambda s: (-state.position[s], -state.energy[s], s)
        )
        return Result(tuple(order), reason="furthest", scores=tuple(state.position))

    def observe(self, state: DiceRaceState, seat: int | None) -> dict[str, Any]:
        return {
            "round": state.round,
            "position": list(state.position),
            "energy": list(state.energy),
            "chosen": [p is not None for p in state.pending],
            "pending": [
                p if seat is None or s == seat else None for s, p in enumerate(state.pending)
            ],
            "over": state.over,
            "rng": state.rng.to_json() if seat is None else None,
        }

    def clone(self, state: DiceRaceState) -> DiceRaceState:
        return DiceRaceState(
            players=state.players,
            rng=state.rng.copy(),
            length=state.length,
            position=list(state.position),
            energy=list(state.energy),
            pending=list(state.pending),
            round=state.round,
            over=state.over,
            history=[list(h) for h in state.history],
        )


def _table():  # type: ignore[no-untyped-def]
    from dice_race_view import TABLE

    return TABLE
