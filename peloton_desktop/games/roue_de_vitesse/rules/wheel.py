"""« Roue de Vitesse » and « Allure du peloton »: the three rings of the wheel.

Outer ring: cases a group rides per turn by terrain and pace (Lente, Soutenue,
Rapide: Montagne 1 2 3, Plat 2 4 6, Descente 3 6 9). Middle ring: the supplement a
breakaway needs over those cases; inner ring: what a counter needs over the
breakaway's score. Both lost rings are the ruleset's tables (assumed +2 everywhere,
from the rulebook's one example). « Utilisation des compétences selon le terrain »
says which skill pays.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.rng import Rng
from peloton_desktop.games.roue_de_vitesse.rules.state import CLIMBER, ENDURANCE, SPRINT

# « tentative d'échappée: descente sprint, plat sprint, montée grimpeur »
ATTEMPT_SKILL = {"D": SPRINT, "F": SPRINT, "M": CLIMBER}
# « maintien d'allure: descente endurance sprint, plat endurance, montée endurance grimpeur »
HOLD_SKILLS = {"D": (ENDURANCE, SPRINT), "F": (ENDURANCE,), "M": (ENDURANCE, CLIMBER)}


def cases(v: Mapping[str, Any], terrain: str, pace: int) -> int:
    return int(v["paces"][terrain][pace])


def breakaway_needs(v: Mapping[str, Any], terrain: str, pace: int) -> int:
    """« Pour s'échapper il faudra obtenir un score d'au moins 6 (4+2) »."""
    return cases(v, terrain, pace) + int(v["breakaway_supplement"][terrain][pace])


def counter_needs(v: Mapping[str, Any], terrain: str, pace: int, total: int) -> int:
    """« il faudra un score de 12 pour le contrer » (a breakaway of 10)."""
    return total + int(v["counter_supplement"][terrain][pace])


def roll(rng: Rng, dice: str) -> tuple[int, bool]:
    """A d12 or two d6: (score, a 1 for the incident rule: a double one with 2d6)."""
    if dice == "2d6":
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        return a + b, a == b == 1
    n = rng.randint(1, 12)
    return n, n == 1


__all__ = ["ATTEMPT_SKILL", "HOLD_SKILLS", "breakaway_needs", "cases", "counter_needs", "roll"]
