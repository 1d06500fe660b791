"""Border States — « Résolution »: révélation, embuscades, front gagnant, conquête, cubes.

Battles I, II, III are resolved one after the other. I: the face-down blocks are
turned up; each Embuscade, from the arrow outward, must eliminate a block beside
it or facing it (its own side's too; not one under the Bible), and two facing
Embuscades eliminate each other. II: the winning front is the one with a positive
total greater than the other's; none, and the cubes are discarded. III: on that
front the side with the greater positive contribution is the victor (a tie: the
side nearest the arrow), the other, if its contribution is positive, the
vanquished. IV: the victor keeps 2 of 3 or 3 of 4 cubes and gives the rest to the
vanquished (or keeps all when there is none).
"""

from __future__ import annotations

from itertools import combinations

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.events import (
    AmbushesFace,
    AmbushIdle,
    BattleRevealed,
    BattleUndecided,
    BattleWon,
    CubesWon,
    Eliminated,
    HiddenBlock,
)
from peloton_desktop.games.border_states.rules.observation import BsObservation, Canon
from peloton_desktop.games.border_states.rules.state import (
    BsState,
    PendingAmbush,
    PendingKeep,
    Piece,
    Slot,
)


class Resolution(Chapter):
    """Resolving the round's three battles, one stage at a time."""

    # -- I. Révélation, embuscades ------------------------------------------------------
    def _reveal_battle(self, state: BsState, events: list[Event] | None) -> None:
        b = state.resolving
        hidden: list[HiddenBlock] = []
        fronts = state.slots[b]
        for f in (0, 1):
            for i, piece in enumerate(fronts[f]):
                if piece is not None and not piece.face_up:
                    piece.face_up = True
                    if events is not None:
                        hidden.append(
                            HiddenBlock(slot=[b, f, i], side=piece.side, block=piece.block)
                        )
        if events is not None:
            events.append(BattleRevealed(b, hidden).event(reveals=True))
        # every ambush of the battle, from the arrow outward
        found = [
            (i, f) for f in (0, 1) for i, piece in enumerate(fronts[f]) if self._ambusher(piece)
        ]
        state.ambushes = [(b, f, i) for i, f in sorted(found)]
        state.stage = "ambush"

    def _piece(self, state: BsState, b: int, f: int, i: int) -> Piece | None:
        front = state.slots[b][f]
        return front[i] if 0 <= i < len(front) else None

    def _is_ambush(self, state: BsState, b: int, f: int, i: int) -> bool:
        return self._ambusher(self._piece(state, b, f, i))

    def _ambusher(self, piece: Piece | None) -> bool:
        """A side's Embuscade block (not the Canon) stands there."""
        return (
            piece is not None
            and piece.side >= 0
            and self.block(piece.block).get("kind") == "ambush"
        )

    def _next_ambush(self, state: BsState, events: list[Event] | None) -> None:
        """From the arrow outward; two facing ambushes eliminate each other."""
        if not state.ambushes:
            state.stage = "score"
            return
        b, f, i = state.ambushes.pop(0)
        if not self._is_ambush(state, b, f, i):
            return  # eliminated by an earlier ambush
        opposite = (b, 1 - f, i)
        if self._is_ambush(state, *opposite):
            if events is not None:
                events.append(AmbushesFace([[b, f, i], list(opposite)]).event())
            for slot in ((b, f, i), opposite):
                piece = state.slots[slot[0]][slot[1]][slot[2]]
                assert piece is not None  # both ambushes stand until eliminated here
                if not piece.bible:
                    self._eliminate(state, slot, events, by=(b, f, i))
            state.ambushes = [x for x in state.ambushes if x != opposite]
            return
        victims = [x for x in ((b, f, i - 1), (b, f, i + 1), opposite) if self._victim(state, *x)]
        ambush = state.slots[b][f][i]
        assert ambush is not None
        owner = ambush.side
        if len(victims) == 1:
            self._eliminate(state, victims[0], events, by=(b, f, i))
        elif victims:
            state.pending = PendingAmbush("ambush", owner, (b, f, i), victims)
        else:
            if events is not None:
                events.append(AmbushIdle([b, f, i]).event())

    def _victim(self, state: BsState, b: int, f: int, i: int) -> bool:
        piece = self._piece(state, b, f, i)
        return piece is not None and piece.side >= 0 and not piece.bible

    def _ambush_actions(self, pending: PendingAmbush) -> list[Action]:
        return [("ambush", victim) for victim in pending.victims]

    def _ambush(self, state: BsState, action: Action, events: list[Event] | None) -> None:
        """The owner of an ambush with several victims chose one."""
        pending = state.pending
        assert isinstance(pending, PendingAmbush)
        state.pending = None
        self._eliminate(state, action[1], events, by=pending.slot)

    def _eliminate(self, state: BsState, slot: Slot, events: list[Event] | None, by: Slot) -> None:
        b, f, i = slot
        piece = state.slots[b][f][i]
        assert piece is not None
        state.slots[b][f][i] = None
        state.set_aside.append((piece.side, piece.block, True))  # eliminated face up
        if events is not None:
            events.append(Eliminated([b, f, i], piece.side, piece.block, list(by)).event())

    # -- II. Front gagnant ------------------------------------------------------------
    def front_sums(self, state: BsState, b: int) -> tuple[list[int], list[list[int]]]:
        """Each front's total and each side's contribution to it."""
        totals, contrib = [0, 0], [[0, 0], [0, 0]]
        for f in (0, 1):
            for piece in state.slots[b][f]:
                if piece is None:
                    continue
                if piece.side < 0:
                    totals[f] += self.v["canon_value"]
                else:
                    value = self.block(piece.block)["value"]
                    totals[f] += value
                    contrib[f][piece.side] += value
        return totals, contrib

    def front_sums_obs(self, obs: BsObservation, b: int) -> list[int]:
        """Front totals of the blocks a viewer can see (face-down ones count 0)."""
        totals = [0, 0]
        for f in (0, 1):
            for piece in obs.slots[b][f]:
                if isinstance(piece, Canon):
                    totals[f] += self.v["canon_value"]
                elif piece is not None and piece.block is not None and piece.face_up:
                    totals[f] += self.block(piece.block)["value"]
        return totals

    # -- III. Conquête, IV. Placement des cubes ---------------------------------------
    def _score_battle(self, state: BsState, events: list[Event] | None) -> None:
        b = state.resolving
        state.stage = "next"
        totals, contrib = self.front_sums(state, b)
        cubes = state.conquest[b]
        winning = next((f for f in (0, 1) if totals[f] > 0 and totals[f] > totals[1 - f]), None)
        if winning is None or max(contrib[winning]) <= 0:
            state.discarded += len(cubes)
            state.conquest[b] = []
            if events is not None:
                events.append(BattleUndecided(b, totals).event())
            return
        c = contrib[winning]
        if c[0] != c[1]:
            victor = 0 if c[0] > c[1] else 1
        else:  # tie: the side nearest the arrow on the winning front
            victor = next(p.side for p in state.slots[b][winning] if p is not None and p.side >= 0)
        vanquished = 1 - victor if c[1 - victor] > 0 else None
        if events is not None:
            events.append(BattleWon(b, totals, winning, c, victor, vanquished).event())
        intensity = self.v["battle_cards"][state.battles[b]]["intensity"]
        keep = self.v["cube_split"][str(intensity)]
        if vanquished is None or keep >= len(cubes):
            self._share_cubes(state, b, tuple(sorted(cubes)), victor, vanquished, events)
            return
        combos = sorted({tuple(sorted(c)) for c in combinations(cubes, keep)})
        if len(combos) == 1:
            self._share_cubes(state, b, combos[0], victor, vanquished, events)
        else:
            state.pending = PendingKeep("keep", victor, b, combos, vanquished)

    def _keep_actions(self, pending: PendingKeep) -> list[Action]:
        return [("keep", combo) for combo in pending.combos]

    def _keep(self, state: BsState, action: Action, events: list[Event] | None) -> None:
        """The victor chose the cubes it keeps."""
        pending = state.pending
        assert isinstance(pending, PendingKeep)
        state.pending = None
        self._share_cubes(
            state, pending.battle, action[1], pending.seat, pending.vanquished, events
        )

    def _share_cubes(
        self,
        state: BsState,
        b: int,
        kept: tuple[str, ...],
        victor: int,
        vanquished: int | None,
        events: list[Event] | None,
    ) -> None:
        rest = list(state.conquest[b])
        for cube in kept:
            rest.remove(cube)
            state.won[victor][cube] = state.won[victor].get(cube, 0) + 1
        if vanquished is not None:
            for cube in rest:
                state.won[vanquished][cube] = state.won[vanquished].get(cube, 0) + 1
        else:
            state.discarded += len(rest)
        state.conquest[b] = []
        if events is not None:
            events.append(CubesWon(b, victor, list(kept), vanquished, rest).event())

    def _next_battle(self, state: BsState, events: list[Event] | None) -> None:
        if state.resolving < 2:
            state.resolving += 1
            state.stage = "reveal"
            return
        self._start_influence(state)
