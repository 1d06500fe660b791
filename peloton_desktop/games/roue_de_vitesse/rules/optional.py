"""« Règles additionnelles optionnelles », both set-up flags (off by default).

Incident mécanique: « si le résultat obtenu est 1 … Le cycliste concerné ne sera pas
impliqué dans le prochain déplacement du groupe … Il pourra cependant compenser des
cases de déplacement en utilisant des points endurance » (with 2d6: a double one).
Before that move his owner chooses how many cases to buy back, one endurance point
a case (`_buy_back_actions`); `groups.Movement` rides them.
Ravitaillement: « Lorsque les coureurs s'arrêtent sur une case marqué "R", ils
peuvent ajouter 2 points à la compétence de leur choix … une fois par zone de
ravitaillement ». From rules revision 4 (issue 42) R cases that follow each other form
one zone, where a rider feeds once (the ruleset's `feed_zone_is_adjacent_r_cases`);
before, each R case was a zone of its own.
"""

from __future__ import annotations

from collections.abc import Iterable

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.roue_de_vitesse.rules.chapter import Chapter
from peloton_desktop.games.roue_de_vitesse.rules.events import BuyBackChosen, Ravitaillement
from peloton_desktop.games.roue_de_vitesse.rules.state import ENDURANCE, BoughtBack, Fed, RdvState


class OptionalRules(Chapter):
    """Incident mécanique's buy-back, and the feed zones."""

    def _buyers(self, state: RdvState) -> list[int]:
        """Riders out of the coming move who could buy a case back, front to back."""
        if self.v["incident_buy_back_automatic"] or not state.missed:
            return []  # only a rider out of the move buys back
        return [r for r in state.occ.front_to_back() if len(self._buy_back_actions(state, r)) > 1]

    def _buy_back_actions(self, state: RdvState, rider: int) -> list[Action]:
        if rider not in state.missed or rider not in state.occ:
            return []
        top = min(self._distance_of(state, rider), state.skills[rider][ENDURANCE])
        return [("buy_back", rider, n) for n in range(top + 1)]

    def _buy_back(
        self, state: RdvState, rider: int, cases: int, events: list[Event] | None
    ) -> None:
        state.bought.append(BoughtBack(rider, cases))
        if events is not None:
            events.append(BuyBackChosen(rider, cases).event())
        state.todo.pop(0)
        if not state.todo:
            self._move(state, events)

    def _feed_actions(self, rider: int) -> list[Action]:
        return [("feed", rider, k) for k in range(3)]

    def _feed(self, state: RdvState, rider: int, skill: int, events: list[Event] | None) -> None:
        state.fed.append(Fed(rider, state.occ.position(rider)))
        state.skills[rider][skill] += self.v["feed_points"]
        if events is not None:
            events.append(Ravitaillement(rider, skill).event())
        state.todo.pop(0)
        if not state.todo:
            self._enter_attack(state, events)


def feed_zones(feeds: Iterable[int]) -> dict[int, int]:
    """Each R case → the first case of its zone: R cases that follow each other form
    one zone (« une fois par zone de ravitaillement »)."""
    zone: dict[int, int] = {}
    for case in sorted(set(feeds)):
        zone[case] = zone.get(case - 1, case)
    return zone


def feeders(state: RdvState, zones: bool) -> list[int]:
    """Riders stopped on an R case of a zone (`zones`) or a case (before revision 4)
    where they have not fed yet, front to back."""
    if not state.ravitaillement:
        return []
    zone = feed_zones(state.feeds) if zones else {c: c for c in state.feeds}
    used = {(f.rider, zone.get(f.case)) for f in state.fed}
    out = []
    for r in state.occ.front_to_back():
        p = state.occ.position(r)
        if p in zone and (r, zone[p]) not in used:
            out.append(r)
    return out
