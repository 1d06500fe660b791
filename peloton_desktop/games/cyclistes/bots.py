"""A fast, sensible Cyclistes bot. It reads only its seat's observation.

It takes a wheel when the dice would likely give less, attacks with a leader when a
wheel is on offer near the finish or on a climb, and sits up (se relever) by what it
takes to let a teammate right behind take its wheel (a 12 cut to 11, or to stop on
a difficulty case as a scotch against a rival). It places its leaders at the front
of the pack and never abandons a rider who can still be of use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from peloton_desktop.core.bots import Decision, Heuristic
from peloton_desktop.core.protocol import Action
from peloton_desktop.games.cyclistes.rules.observation import CycObservation, RiderView

AVERAGE = {True: 8.5, False: 7.0}  # expected move: leader (two best of three), équipier


class HeuristicBot(Heuristic):
    def decide(self, decision: Decision) -> Action:
        legal = decision.legal
        obs: CycObservation = decision.observation
        seat = decision.seat
        kind = legal[0][0]
        if kind in ("place", "early"):
            return self._place(obs, seat, legal)
        if kind == "move":
            return self._amount(obs, seat, legal)
        if ("continue",) in legal:
            return ("continue",)  # a double: keep going, the gap is the point
        return self._choose(obs, seat, legal)

    # -- placement: leaders first and in front; the early attack with an équipier ---------
    def _place(self, obs: CycObservation, seat: int, legal: Sequence[Action]) -> Action:
        riders = obs.riders
        early = [a for a in legal if a[0] == "early" and not riders[a[1]].leader]
        if early and self.rng.below(3) == 0:
            return early[0]
        places = [a for a in legal if a[0] == "place"]
        if not places:
            return legal[0]
        return max(places, key=lambda a: (riders[a[1]].leader, a[2], -a[1]))

    # -- before the roll -----------------------------------------------------------------
    def _choose(self, obs: CycObservation, seat: int, legal: Sequence[Action]) -> Action:
        me = obs.riders[obs.rider]
        position = _on_road(me)
        prev = obs.prev
        if ("abandon",) in legal and self._hopeless(obs, me, position):
            return ("abandon",)
        if prev is not None and (("follow",) in legal or ("demarrage",) in legal):
            gain = prev.start + prev.distance - 1 - position
            to_go = obs.finish + 1 - position
            if ("demarrage",) in legal and (to_go <= 24 or self._climbing(obs, position)):
                return ("demarrage",)
            if ("follow",) in legal and gain >= AVERAGE[me.leader] - 0.5:
                return ("follow",)
        return ("roll",)

    def _hopeless(self, obs: CycObservation, me: RiderView, position: int) -> bool:
        """Far behind the front with nothing left to play for (a one-day race)."""
        if obs.stages > 1:
            return False
        front = max((r.position for r in obs.riders if r.position is not None), default=0)
        mates = [r for r in obs.riders if r.team == me.team and r.position is not None]
        return len(mates) > 1 and front - position > 40

    def _climbing(self, obs: CycObservation, position: int) -> bool:
        hatched = set(obs.hatched)
        return any(position + k in hatched for k in range(1, 6))

    # -- after the roll: how far (se relever) --------------------------------------------
    def _amount(self, obs: CycObservation, seat: int, legal: Sequence[Action]) -> Action:
        moves = sorted(a[1] for a in legal if a[0] == "move")
        best = moves[-1]
        me = obs.riders[obs.rider]
        pos = _on_road(me)
        queue = obs.queue
        if not queue:
            return ("move", best)
        nxt = obs.riders[queue[0]]
        if nxt.team == me.team and nxt.position in (pos, pos - 1):
            # let the teammate right behind take the wheel: a 12 becomes 11
            if best >= 12 and 11 in moves and nxt.position == pos - 1:
                return ("move", 11)
            return ("move", best)
        if nxt.team != me.team:
            # stop on a free difficulty case: a scotch for the rival behind
            hatched = set(obs.hatched)
            for d in reversed(moves):
                if d >= best - 2 and pos + d in hatched and d > 1:
                    return ("move", d)
        return ("move", best)


def _on_road(rider: RiderView) -> int:
    """The position of the rider to move (he is on the road)."""
    assert rider.position is not None
    return rider.position


def levels() -> dict[str, Any]:
    """The game's bots by name (heuristic, normal, strong): seed -> Bot; `Game.bots()`
    finds this by its name, so the rules never import their bots."""
    from peloton_desktop.games.cyclistes.search import rollout_levels

    return rollout_levels(HeuristicBot)
