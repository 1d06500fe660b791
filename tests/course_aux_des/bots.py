"""A fast, sensible Course aux dés bot. It reads only its seat's observation.

It spreads its energy over the rounds it expects to ride: the harder effort when
its energy left pays for it until the line, else the cheapest."""

from __future__ import annotations

from typing import Any

from course_aux_des.rules.observation import CadObservation
from peloton_desktop.core.bots import Decision, Heuristic
from peloton_desktop.core.protocol import Action


class HeuristicBot(Heuristic):
    def decide(self, decision: Decision) -> Action:
        obs: CadObservation = decision.observation
        seat = decision.seat
        legal = sorted(decision.legal, key=lambda a: a[1])
        to_go = max(obs.length - max(obs.position), 1)
        rounds_left = max(1, (to_go + 1) // 2)
        budget = obs.energy[seat] / rounds_left  # energy a round may spend
        affordable = [a for a in legal if a[1] - 1 <= budget + self.rng.below(2)]
        return (affordable or legal)[-1]


def levels() -> dict[str, Any]:
    """The game's bots by name (heuristic, normal, strong): seed -> Bot; `Game.bots()`
    finds this by its name, so the rules never import their bots."""
    from peloton_desktop.core.ismcts import search_levels

    return search_levels(HeuristicBot, normal=40, strong=200)
