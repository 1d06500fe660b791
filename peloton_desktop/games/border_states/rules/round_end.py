"""Border States — « Fin de manche » (influence des états, préparation de la manche suivante)
and « Fin de partie et victoire ».

For each state, the markers move towards the side that won more of its cubes, one
step per cube of difference (a marker may move several times; under the attrition
variant, once per round); a marker leaving the track is controlled for good. A
side controlling 4 markers of 4 colours, or any 5, wins at once (both in the same
round: play on to the end). Otherwise the 3 blocks left in each file join the
available ones and the 6 played are shuffled into a new file. After the 5th round
(1865) each marker on a side's half scores 1; ties go to more controlled markers,
then fewer character and President cards played, then the Union.
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Action, Event, Result
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.events import GameOver, MarkerMoved
from peloton_desktop.games.border_states.rules.state import UNION, BsState, PendingStep


class RoundEnd(Chapter):
    """State markers, control, sudden death, the next round and the final score."""

    # -- I. Influence des états ---------------------------------------------------------
    def _start_influence(self, state: BsState) -> None:
        state.phase = "influence"
        state.influence = []
        for s in self.v["states"]:
            diff = state.won[0].get(s, 0) - state.won[1].get(s, 0)
            if diff:
                state.influence.append((s, 0 if diff > 0 else 1, abs(diff)))

    def _movable(self, state: BsState, s: str) -> list[int]:
        """Indexes of markers of state s that may still move."""
        control = self.v["track_control"]
        attrition = "attrition" in state.variants
        return [
            k
            for k, pos in enumerate(state.markers[s])
            if abs(pos) != control and not (attrition and state.moved[s][k])
        ]

    def _next_step(self, state: BsState, events: list[Event] | None) -> None:
        if not state.influence:
            self._end_round(state, events)
            return
        s, side, steps = state.influence[0]
        movable = self._movable(state, s)
        if steps == 0 or not movable:
            state.influence.pop(0)
            return
        markers = state.markers[s]
        positions = sorted({markers[k] for k in movable})
        if len(positions) == 1:
            self._step(state, s, positions[0], side, events, movable)
        else:
            state.pending = PendingStep("step", side, s, positions)

    def _step_actions(self, pending: PendingStep) -> list[Action]:
        return [("step", pending.state, pos) for pos in pending.positions]

    def _choose_step(
        self, state: BsState, seat: int, action: Action, events: list[Event] | None
    ) -> None:
        """The side chose which of the state's markers moves."""
        state.pending = None
        self._step(state, action[1], action[2], seat, events)

    def _step(
        self,
        state: BsState,
        s: str,
        pos: int,
        side: int,
        events: list[Event] | None,
        movable: list[int] | None = None,
    ) -> None:
        """`movable`: `_movable(state, s)` when the caller has it."""
        markers = state.markers[s]
        movable = self._movable(state, s) if movable is None else movable
        k = next(k for k in movable if markers[k] == pos)
        direction = -1 if side == UNION else 1
        state.markers[s][k] += direction
        state.moved[s][k] = True
        name, _, steps = state.influence[0]
        state.influence[0] = (name, side, steps - 1)
        if events is not None:
            events.append(MarkerMoved(s, side, pos, state.markers[s][k]).event())

    def control_count(self, state: BsState, side: int) -> tuple[int, int]:
        """(markers in the side's control zone, distinct states among them)."""
        target = -self.v["track_control"] if side == UNION else self.v["track_control"]
        states = [s for s, ms in state.markers.items() for m in ms if m == target]
        return len(states), len(set(states))

    # -- sudden death, II. Préparation de la manche suivante ------------------------------
    def _end_round(self, state: BsState, events: list[Event] | None) -> None:
        spent = sum(sum(w.values()) for w in state.won)
        state.discarded += spent
        state.won = [{}, {}]
        reached = []
        for side in (0, 1):
            n, colours = self.control_count(state, side)
            if colours >= self.v["sudden_death_colours"] or n >= self.v["sudden_death_markers"]:
                reached.append(side)
        if len(reached) == 1 and not state.sudden_reached:
            self._finish(state, reached[0], "sudden_death", events)
            return
        if len(reached) == 2:
            state.sudden_reached = True  # both in the same round: play on to 1865
        if state.round >= self.v["rounds"]:
            self._final_score(state, events)
            return
        for side in (0, 1):  # files rebuilt: 3 left join the available blocks
            state.available[side] = sorted(state.available[side] + state.file[side])
            played = list(state.played[side])
            state.rng.shuffle(played)
            state.file[side] = played
        state.round += 1
        self._prepare_round(state, events)

    # -- Fin de partie et victoire --------------------------------------------------------
    def score(self, state: BsState, side: int) -> int:
        sign = -1 if side == UNION else 1
        return sum(1 for ms in state.markers.values() for m in ms if m * sign > 0)

    def _final_score(self, state: BsState, events: list[Event] | None) -> None:
        scores = [self.score(state, 0), self.score(state, 1)]
        control = [self.control_count(state, s)[0] for s in (0, 1)]
        if scores[0] != scores[1]:
            winner, reason = (0 if scores[0] > scores[1] else 1), "score"
        elif control[0] != control[1]:
            winner, reason = (0 if control[0] > control[1] else 1), "control"
        elif state.cards_played[0] != state.cards_played[1]:
            winner = 0 if state.cards_played[0] < state.cards_played[1] else 1
            reason = "fewer_cards"
        else:
            winner, reason = UNION, "union"
        self._finish(state, winner, reason, events)

    def _finish(self, state: BsState, winner: int, reason: str, events: list[Event] | None) -> None:
        state.over, state.winner, state.reason = True, winner, reason
        state.phase = "over"
        if events is not None:
            events.append(
                GameOver(winner, reason, [self.score(state, 0), self.score(state, 1)]).event(
                    reveals=True
                )
            )

    def is_over(self, state: BsState) -> bool:
        return state.over

    def result(self, state: BsState) -> Result:
        winner = state.winner if state.winner is not None else UNION
        return Result(
            (winner, 1 - winner),
            reason=state.reason,
            params={
                "control": [self.control_count(state, s)[0] for s in (0, 1)],
                "cards": list(state.cards_played),
            },
            scores=(self.score(state, 0), self.score(state, 1)),
        )
