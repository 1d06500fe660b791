"""« Victoire » and « Règles des courses à Étapes »: the finish, its tie-breaks, the
stage's general-classification points and the climbers' points.

« Si un groupe franchit en même temps la ligne d'arrivée, ils sont départagés par
le nombre de points de sprint restants. En cas d'égalité, on ajoute aux points de
sprint les points permettant un maintien d'allure sur le terrain de la ligne
d'arrivée. En cas d'égalité, le joueur dont le tour est en train de se jouer est
déclaré vainqueur. Les suivants sont désignés dans le sens des aiguilles d'une
montre. » Sprint counts once where it is also a holding skill (descent).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from peloton_desktop.core.protocol import Result
from peloton_desktop.core.race import team_result
from peloton_desktop.core.stages import Classification
from peloton_desktop.games.roue_de_vitesse.rules.chapter import Chapter
from peloton_desktop.games.roue_de_vitesse.rules.state import OVER, SPRINT, RdvState


class Finish(Chapter):
    """The race's end and its result: the teams ranked by the general classification."""

    def is_over(self, state: RdvState) -> bool:
        return state.phase == OVER

    def classifications(self, state: RdvState) -> tuple[Classification, ...]:
        return state.book.classifications()

    def result(self, state: RdvState) -> Result:
        return team_result(state.book, 3, state.players, "rdv")


def tie_order(state: RdvState, riders: Sequence[int], terrain: str, active: int) -> list[int]:
    from peloton_desktop.games.roue_de_vitesse.rules.wheel import HOLD_SKILLS

    hold = [k for k in HOLD_SKILLS[terrain] if k != SPRINT]

    def key(r: int) -> tuple[int, int, int, int]:
        s = state.skills[r]
        return (
            -s[SPRINT],
            -(s[SPRINT] + sum(s[k] for k in hold)),
            (r // 3 - active) % state.players,
            r,
        )

    return sorted(riders, key=key)


def stage_points(arrived: Sequence[Sequence[int]], turns: Sequence[int]) -> dict[int, int]:
    """« le vainqueur reçoit 0 points … le deuxième +1, le troisième +2 … Les coureurs
    d'un même groupe arrivant après le coureur victorieux reçoivent tous le même
    nombre de points … +1 pour chaque tour supplémentaire »."""
    out: dict[int, int] = {}
    place = 0
    for b, batch in enumerate(arrived):
        extra = turns[b] - turns[0]
        for i, r in enumerate(batch):
            if b == 0:
                out[r] = min(i, 1)  # the winner 0, his group after him the same points
            else:
                out[r] = place + extra
        place += len(batch)
    return out


def climber_points(passed: Mapping[int, Sequence[int]], v: Mapping[str, Any]) -> dict[int, int]:
    """« Au sommet de chaque col … 1er: 5 points, 2eme: 3, 3eme: 2, 4eme: 1 »."""
    out: dict[int, int] = {}
    for riders in passed.values():
        for r, pts in zip(riders, v["summit_points"], strict=False):
            out[r] = out.get(r, 0) + pts
    return out


__all__ = ["Finish", "climber_points", "stage_points", "tie_order"]
