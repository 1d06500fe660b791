"""A fast, sensible Roue de Vitesse bot. It reads only its seat's observation.

Profiles follow the course: sprinters and rouleurs on a flat stage, climbers where
the road climbs. It keeps the pace steady, goes fast at the front of the race near
the line when its head riders can pay, breaks away when the line or a summit is
close (a breakaway pays where the wheel's cases are few and the finish near),
counters an opponent's breakaway near the line, and moves its riders to the head
case of their group when no one is pushed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from peloton_desktop.core.bots import Decision, Heuristic
from peloton_desktop.core.prompts import PASS
from peloton_desktop.core.protocol import Action
from peloton_desktop.games.roue_de_vitesse.rules.observation import RdvObservation

FLAT = ((8, 7, 0), (5, 10, 0), (7, 5, 3))
HILLY = ((3, 5, 7), (5, 5, 5), (2, 6, 7))
NEAR = 12  # cases to the line where attacks and the fast pace pay


class HeuristicBot(Heuristic):
    def decide(self, decision: Decision) -> Action:
        legal = decision.legal
        obs: RdvObservation = decision.observation
        kind = legal[-1][0] if legal[0] == PASS else legal[0][0]
        if kind == "profile":
            return self._profile(obs, legal)
        if kind in ("attack", "no_attack"):
            return self._attack(obs, legal)
        if kind == "counter":
            return self._counter(obs, decision.seat, legal)
        if kind == "hold":  # the larger skill pays, as on paper most players would
            return max(legal, key=lambda a: (obs.skills[a[1]][a[2]], -a[2]))
        if kind == "buy_back":
            return legal[-1]  # every case he can
        if kind == "bonus":
            return ("bonus", 1)
        if kind == "extra":
            assert obs.attempt is not None
            return ("extra", int(self._to_go(obs, obs.attempt.origin) <= NEAR))
        if kind == "pace":
            return self._pace(obs, decision.seat, legal)
        if kind in ("shift", "stay"):
            return self._shift(obs, legal)
        return legal[-1] if kind == "recover" else legal[0]

    def _to_go(self, obs: RdvObservation, position: int) -> int:
        return obs.finish + 1 - position

    def _where(self, obs: RdvObservation, rider: int) -> int:
        """His case; past the line when he is off the road."""
        p = obs.where(rider)
        return obs.finish + 1 if p is None else p

    def _profile(self, obs: RdvObservation, legal: Sequence[Action]) -> Action:
        road = obs.terrains[: obs.finish]
        table = HILLY if road.count("M") * 6 > len(road) else FLAT
        want = table[obs.built // obs.players % 3]
        return min(legal, key=lambda a: sum(abs(a[1 + k] - want[k]) for k in range(3)))

    def _attack(self, obs: RdvObservation, legal: Sequence[Action]) -> Action:
        attacks = [a for a in legal if a[0] == "attack"]
        if not attacks:
            return ("no_attack",)
        best = max(attacks, key=lambda a: sum(obs.skills[a[1]]))
        p = self._where(obs, best[1])
        summit = any(0 < s - p <= 4 for s in obs.summits)
        if self._to_go(obs, p) <= NEAR or summit or self.rng.below(6) == 0:
            return best
        return ("no_attack",)

    def _counter(self, obs: RdvObservation, seat: int, legal: Sequence[Action]) -> Action:
        a = obs.attempt
        assert a is not None
        if a.rider // 3 == seat or self._to_go(obs, a.origin) > 2 * NEAR:
            return PASS
        return max((x for x in legal if x != PASS), key=lambda x: sum(obs.skills[x[1]]))

    def _pace(self, obs: RdvObservation, seat: int, legal: Sequence[Action]) -> Action:
        gid = legal[0][1]
        current = obs.pace[gid]
        riders = [r for r, g in obs.group_of.items() if g == gid]
        front = max(self._where(obs, r) for r in riders)
        mine = [r for r in riders if r // 3 == seat and self._where(obs, r) == front]
        strong = all(obs.skills[r].endurance >= 2 for r in mine)
        want = 2 if strong and self._to_go(obs, front) <= 2 * NEAR else 1
        step = (want > current) - (want < current)
        return ("pace", gid, current + step)

    def _shift(self, obs: RdvObservation, legal: Sequence[Action]) -> Action:
        forward = [
            a for a in legal if a[0] == "shift" and len(a) == 3 and a[2] > self._where(obs, a[1])
        ]
        if forward:
            return max(forward, key=lambda a: a[2])
        return ("stay",)


class ExpertBot(HeuristicBot):
    """The search levels' policy: what measured play found stronger than the
    heuristic's habits (two-player races, 300–400 each, seats swapped). Its riders
    are sprinters with the endurance to hold a fast pace, climbers only where the
    road climbs; it keeps every group it leads at the fast pace and breaks away at
    every chance with the rider whose skill pays on that terrain, spending the extra
    point for one more case: a rider ahead is worth more than points kept for a
    sprint (about 90 % against the heuristic and against random play)."""

    name = "expert"

    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        if len(legal) > 1 and legal[0][0] == "extra":
            return ("extra", 1) if ("extra", 1) in legal else legal[0]
        return super().choose(decision)

    def _profile(self, obs: RdvObservation, legal: Sequence[Action]) -> Action:
        road = obs.terrains[: obs.finish]
        want = EXPERT_HILLY if road.count("M") * 6 > len(road) else EXPERT_FLAT
        return min(legal, key=lambda a: sum(abs(a[1 + k] - want[k]) for k in range(3)))

    def _pace(self, obs: RdvObservation, seat: int, legal: Sequence[Action]) -> Action:
        gid = legal[0][1]
        current = obs.pace[gid]
        return ("pace", gid, min(2, current + 1))

    def _attack(self, obs: RdvObservation, legal: Sequence[Action]) -> Action:
        attacks = [a for a in legal if a[0] == "attack"]
        if not attacks:
            return ("no_attack",)

        def paying(a: Action) -> int:
            rider: int = a[1]
            skills = obs.skills[rider]
            return skills.climber if obs.terrain(self._where(obs, rider)) == "M" else skills.sprint

        return max(attacks, key=paying)


EXPERT_FLAT = (9, 6, 0)
EXPERT_HILLY = (7, 5, 3)


def levels() -> dict[str, Any]:
    """The game's bots by name (heuristic, normal, strong): seed -> Bot; `Game.bots()`
    finds this by its name, so the rules never import their bots."""
    from peloton_desktop.core.ismcts import search_levels

    # Rollouts to the line (a race is short) with the expert policy; building a
    # profile (up to 66 splits) is the policy's own choice.
    return search_levels(
        HeuristicBot,
        normal=30,
        strong=100,
        rollout_depth=300,
        policy=ExpertBot,
        max_width=12,
    )
