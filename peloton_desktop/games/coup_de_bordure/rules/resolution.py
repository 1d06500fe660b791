"""Coup de bordure — « 2) Résolution »: the paces revealed are played in the rulebook's order.

  1 Offensive (+3)            2 tow after two same-team Offensives (+3, 2 tokens)
  3 Accélération (+2)         4 Sillage (+2 if someone of the case accelerated, else +1)
  5 "je tracte" announced     6 tow after "je tracte" or two same-team Accélération/
                                Sillage (+2, 1 token of the case colour)
  7 everyone else +1          then the feed zone (ravitaillement.py).

A rider moves once per turn. Steps 2, 5 and 6 ask the riders' owners, one public
decision at a time (`state.queue`).
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.coup_de_bordure.rules.chapter import Chapter
from peloton_desktop.games.coup_de_bordure.rules.events import (
    RiderMoved,
    TowDeclined,
    TracteAnnounced,
    TracteDeclined,
)
from peloton_desktop.games.coup_de_bordure.rules.state import (
    STEP_ACCEL,
    STEP_MUSETTE,
    STEP_OFFENSIVE,
    STEP_RAVITO,
    STEP_REST,
    STEP_SILLAGE,
    STEP_TOW2,
    STEP_TOW3,
    STEP_TRACTE,
    Ask,
    CdbState,
)
from peloton_desktop.games.coup_de_bordure.tokens import of_colour, payment_options


class Resolution(Chapter):
    """Steps 1 to 7, the tows and "je tracte", and each rider's move."""

    def _advance(self, state: CdbState, events: list[Event] | None) -> None:
        """Run resolution steps until a decision is needed or the turn moves on."""
        while not state.queue and not state.over:
            if state.step == 0:
                return
            step = state.step
            if step == STEP_OFFENSIVE:
                self._perform(state, "offensive", events)
                if self._same_team_pair(state, ("offensive",)):
                    self._offer_tow(state, "tow3", self.v["tow_offensive_cost"])
                state.step = STEP_TOW3
            elif step == STEP_TOW3:
                state.step = STEP_ACCEL
            elif step == STEP_ACCEL:
                self._perform(state, "acceleration", events)
                state.step = STEP_SILLAGE
            elif step == STEP_SILLAGE:
                self._perform(state, "sillage", events)
                state.step = STEP_TRACTE
                if not self._same_team_pair(state, ("acceleration", "sillage")):
                    self._ask_tracte(state)
            elif step == STEP_TRACTE:
                if state.tow_announced or self._same_team_pair(state, ("acceleration", "sillage")):
                    self._offer_tow(state, "tow2", self.v["tow_cost"])
                state.step = STEP_TOW2
            elif step == STEP_TOW2:
                state.step = STEP_REST
            elif step == STEP_REST:
                for r in state.group:
                    if not state.riders[r].moved:
                        self._move(state, r, self.pace_move("constance"), "constance", events)
                state.step = STEP_RAVITO
                for r in state.arrived:
                    if self.feed_gain(state.riders[r]) > 0:
                        state.queue.append(Ask("ravito", r))
            elif step == STEP_RAVITO:
                state.step = STEP_MUSETTE
                self._draw_musettes(state, events)
            else:
                self._next_group(state, events)

    def _perform(self, state: CdbState, pace: str, events: list[Event] | None) -> None:
        choices, riders = state.choices, state.riders
        accelerated: bool | None = None
        for r in state.group:
            chosen, pay = choices[r]
            if chosen != pace or riders[r].moved:
                continue
            if accelerated is None:  # as the pace's first rider moves
                accelerated = "acceleration" in state.performed.values()
            self._pay(state, r, pay, events)
            if pace == "offensive":
                riders[r].offensive_used = True
            following = accelerated and pace == "sillage"  # Sillage behind an Accélération
            move = self.v["paces"][pace]["move_following" if following else "move"]
            state.performed[r] = pace
            self._move(state, r, move, pace, events)

    def _move(
        self, state: CdbState, r: int, cases: int, why: str, events: list[Event] | None
    ) -> None:
        rider = state.riders[r]
        start = rider.pos
        v = self.v
        rider.pos = min(rider.pos + cases, len(state.course) + v["finish_tiles"])  # finish_case
        rider.moved = True
        if events is not None:
            events.append(RiderMoved(r, start, rider.pos, why).event())
        if not rider.fed and rider.pos >= v["ravitaillement_case"]:
            rider.fed = True
            state.arrived.append(r)

    # -- tows (steps 2 and 6) and "je tracte" (step 5) ---------------------------
    def _same_team_pair(self, state: CdbState, paces: tuple[str, ...]) -> bool:
        teams: set[int] = set()  # a team seen once: a second rider makes the pair
        riders = state.riders
        for r, pace in state.performed.items():
            if pace in paces:
                team = riders[r].team
                if team in teams:
                    return True
                teams.add(team)
        return False

    def _eligible_for_tow(self, state: CdbState) -> list[int]:
        """« tous les coureurs situés sur sa case … ont la possibilité d'avancer »: every
        rider of the case who has not moved is asked, whatever his tokens (one who
        cannot pay may only decline), so being asked never tells a face-down colour."""
        return [r for r in state.group if not state.riders[r].moved]

    def _can_pay(self, state: CdbState, r: int, cost: int) -> bool:
        colour = self.terrain(state, state.case)
        return of_colour(state.riders[r].visible, state.riders[r].hidden, colour) >= cost

    def _offer_tow(self, state: CdbState, kind: str, cost: int) -> None:
        riders = self._eligible_for_tow(state)
        if self.rules_revision < 2:  # games saved before issue 12 asked payers only
            riders = [r for r in riders if self._can_pay(state, r, cost)]
        state.queue.extend(Ask(kind, r) for r in riders)

    def _ask_tracte(self, state: CdbState) -> None:
        """« Je tracte » is asked whenever a Sillage succeeded and riders are left."""
        riders = self._eligible_for_tow(state)
        if self.rules_revision < 2:
            cost = self.v["tow_cost"]
            riders = [r for r in riders if self._can_pay(state, r, cost)]
        if not riders:
            return
        followers = [
            r
            for r, p in state.performed.items()
            if p == "sillage" and any(q == "acceleration" for q in state.performed.values())
        ]
        state.queue.extend(Ask("tracte", r) for r in sorted(followers))

    def _tow_actions(self, state: CdbState, kind: str, r: int) -> list[Action]:
        """Pay for the tow offered (tow3 or tow2), or decline it."""
        rider = state.riders[r]
        colour = self.terrain(state, state.case)
        v = self.v
        cost = v["tow_offensive_cost"] if kind == "tow3" else v["tow_cost"]
        pays = payment_options(rider.visible, rider.hidden, cost, colour, cost)
        return [("tow", r, p) for p in pays] + [("no_tow", r)]

    def _tow(self, state: CdbState, action: Action, events: list[Event] | None) -> None:
        r = action[1]
        if action[0] == "no_tow":
            if events is not None:
                events.append(TowDeclined(r).event())
            return
        v = self.v
        length = v["tow_offensive_move"] if state.step == STEP_TOW3 else v["tow_move"]
        self._pay(state, r, action[2], events)
        self._move(state, r, length, "tow", events)

    def _tracte(self, state: CdbState, action: Action, events: list[Event] | None) -> None:
        r = action[1]
        if action[2]:
            state.tow_announced = True
            state.queue = [q for q in state.queue if q.kind != "tracte"]
            if events is not None:
                events.append(TracteAnnounced(r).event())
        else:
            if events is not None:
                events.append(TracteDeclined(r).event())
