"""A fast, sensible Coup de bordure bot. It reads only its seat's observation.

Plays to its terrain (spends tokens where its colours are plentiful for what is
left of the course), drafts in Sillage when a rival of its case can accelerate,
keeps the Offensive for the final cases, pays with the colours it will need least,
tows its own riders and refuels with the terrain still to come.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from peloton_desktop.core.bots import Decision, Heuristic
from peloton_desktop.core.narrowing import route
from peloton_desktop.core.protocol import Action
from peloton_desktop.games.coup_de_bordure.rules.observation import CdbObservation

COLOURS = "PCMS"


class HeuristicBot(Heuristic):
    def decide(self, decision: Decision) -> Action:
        routes: Mapping[Hashable, Callable[[Decision], Action]] = {
            "pace": self._pace,
            "tow": self._tow,
            "no_tow": self._tow,
            "tracte": self._tracte,
            "ravito": self._ravito,
        }
        handler = route(decision.legal, routes)
        return self.rng.choice(decision.legal) if handler is None else handler(decision)

    # -- pace -------------------------------------------------------------------
    def _pace(self, decision: Decision) -> Action:
        obs: CdbObservation = decision.observation
        legal = list(decision.legal)
        paces = decision.game.ruleset.values["paces"]
        r = legal[0][1]
        rider = obs.riders[r]
        course, pos = obs.course, rider.pos
        finish = len(course)
        by_pace: dict[str, list[Action]] = {}
        for a in legal:
            by_pace.setdefault(a[2], []).append(a)
        need = _needs(course, pos)
        attack, accelerate = paces["offensive"], paces["acceleration"]
        if "offensive" in by_pace and pos + attack["move"] > finish:
            return self._cheapest(by_pace["offensive"], need)
        if "acceleration" in by_pace and pos + accelerate["move"] > finish:
            return self._cheapest(by_pace["acceleration"], need)
        near = pos + 2 * attack["move"] > finish  # two attacks from the line
        if "offensive" in by_pace and near and self.rng.below(3) == 0:
            return self._cheapest(by_pace["offensive"], need)
        terrain = course[pos - 1]
        hidden = rider.own.hidden if rider.own is not None else None
        mine = rider.tokens[terrain] + (1 if hidden == terrain else 0)
        left = max(1, need[terrain])
        rich = mine / left  # tokens of this colour per case of it still to ride
        mates = [o for i, o in enumerate(obs.riders) if i in obs.group and i != r]
        rival_can_go = any(  # a rival of the case could pay an acceleration
            o.tokens[terrain] + o.facedown >= accelerate["of_case_colour"]
            and sum(o.tokens.values()) >= accelerate["cost"]
            for o in mates
        )
        if "sillage" in by_pace and rival_can_go and self.rng.below(100) < 45:
            return self._cheapest(by_pace["sillage"], need)
        if "acceleration" in by_pace and (rich >= 0.6 or self.rng.below(100) < 20):
            return self._cheapest(by_pace["acceleration"], need)
        if "sillage" in by_pace and mates and self.rng.below(100) < 25:
            return self._cheapest(by_pace["sillage"], need)
        return by_pace["constance"][0]

    def _cheapest(self, options: list[Action], need: Counter[str]) -> Action:
        """Pay with what the rest of the course needs least; keep the hidden token hidden."""

        def cost(a: Action) -> tuple[int, int]:
            pay = a[3] if a[0] == "pace" else a[2]
            return (sum(need[c[0]] for c in pay), sum(1 for c in pay if c.endswith("*")))

        return min(options, key=cost)

    # -- public decisions ---------------------------------------------------------
    def _tow(self, decision: Decision) -> Action:
        obs: CdbObservation = decision.observation
        legal = decision.legal
        tows = [a for a in legal if a[0] == "tow"]
        decline = next(a for a in legal if a[0] == "no_tow")
        if not tows:
            return decline
        rider = obs.riders[decline[1]]
        energy = rider.own.energy if rider.own is not None else sum(rider.tokens.values())
        finish = len(obs.course)
        if energy >= 3 or rider.pos + 4 > finish or self.rng.below(4) == 0:
            return self._cheapest(tows, _needs(obs.course, rider.pos))
        return decline

    def _tracte(self, decision: Decision) -> Action:
        obs: CdbObservation = decision.observation
        group = [obs.riders[i] for i in obs.group if not obs.riders[i].moved]
        own = sum(1 for o in group if o.team == decision.seat)
        rivals = len(group) - own
        tow = own > 0 and own >= rivals
        return next(a for a in decision.legal if a[2] == tow)

    def _ravito(self, decision: Decision) -> Action:
        obs: CdbObservation = decision.observation
        legal = decision.legal
        rider = obs.riders[legal[0][1]]
        need = _needs(obs.course, rider.pos)
        return max(legal, key=lambda a: sum(need[c] for c in a[2]))


def _needs(course: str, pos: int) -> Counter[str]:
    """Terrain still to ride from the rider's case to the line."""
    return Counter(course[max(0, pos - 1) :])


SURPRISES = 40  # percent of a rollout's decisions (docs/design.md, "Search bots")


class RolloutPolicy(HeuristicBot):
    """What a search imagines every seat plays in its rollouts: the heuristic, except
    that `SURPRISES` percent of the decisions are any legal action. Rivals who only
    ever play the heuristic never attack out of the blue, so the search used to spend
    its team's tokens early and had none left to answer a breakaway (the random bot's
    lone wins, issue 27)."""

    def decide(self, decision: Decision) -> Action:
        if self.rng.below(100) < SURPRISES:
            return self.rng.choice(decision.legal)
        return super().decide(decision)


def levels() -> dict[str, Any]:
    """The game's bots by name (heuristic, normal, strong): seed -> Bot; `Game.bots()`
    finds this by its name, so the rules never import their bots."""
    from peloton_desktop.core.ismcts import search_levels

    # Rollouts to the finish: a cut-off estimate misjudges reckless riders far ahead.
    return search_levels(
        HeuristicBot, normal=60, strong=400, rollout_depth=400, policy=RolloutPolicy
    )
