"""« Déroulé d'un Tour », step 2: « Tentative d'échappée », the breakaway and its counters.

Breakaway: on a group's head case, pay a point (sprint; climber on a mountain),
roll ≥ the wheel's middle ring; one more point for +1; a total of 12 rides one case
more, one more point one case more. Counters « sans attendre leur tour » by riders
of the escaper's case: a point, a roll ≥ the breakaway's total + the inner ring,
+1 for one more point; success joins the escaper. A point that would change
nothing is never offered (ruleset: bonus_only_when_it_changes_the_outcome). The
attacker's « pour améliorer son score d'un point » is offered whenever the breakaway
succeeds with it: it saves a roll that fails, and it raises one that already
succeeds, with it the bar of « il faudra un score de 12 pour le contrer » (total + the
inner ring) and perhaps the 12 of the extra case. Games saved before rules revision 3
were offered it only when it turned a failure into a breakaway or reached 12.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.roue_de_vitesse.rules import wheel
from peloton_desktop.games.roue_de_vitesse.rules.chapter import Chapter
from peloton_desktop.games.roue_de_vitesse.rules.events import (
    Attack,
    AttackJudged,
    Counter,
    CounterJudged,
    Escaped,
    Incident,
)
from peloton_desktop.games.roue_de_vitesse.rules.groups import (
    crossed,
    members,
    new_group,
    normalise,
)
from peloton_desktop.games.roue_de_vitesse.rules.state import (
    ATTACK,
    BONUS,
    COUNTER,
    COUNTER_BONUS,
    EXTRA,
    NO_ATTACK,
    Attempt,
    RdvState,
)


class Breakaway(Chapter):
    """The active player's attempt, its bonus and extra case, then the counters."""

    def _enter_attack(self, state: RdvState, events: list[Event] | None) -> None:
        state.step = ATTACK
        if not self._attack_actions(state):
            self._enter_shift(state, events)

    def _attack_actions(self, state: RdvState) -> list[Action]:
        cost = self.v["attempt_cost"]
        out: list[Action] = []
        occ = state.occ
        seat = state.seat
        for riders in members(state).values():
            front = occ.position(riders[0])
            mine = [r for r in occ.riders_on(front) if r // 3 == seat]  # asked first: cheap
            if not mine or occ.is_full(front + 1):
                continue
            skill = skill_at(state, front)
            out += [("attack", r) for r in mine if state.skills[r][skill] >= cost]
        return [*out, NO_ATTACK] if out else []

    def _attack(self, state: RdvState, rider: int, events: list[Event] | None) -> None:
        v = self.v
        origin = state.occ.position(rider)
        terrain, gid = state.terrain(origin), state.group_of[rider]
        state.skills[rider][skill_at(state, origin)] -= v["attempt_cost"]
        a = Attempt(rider, origin, gid, wheel.breakaway_needs(v, terrain, state.pace[gid]))
        a.roll = a.total = die(state, rider, events)
        state.attempt = a
        if events is not None:
            events.append(Attack(rider, a.roll, a.threshold).event())
        if self._bonus_actions(state):
            state.step = BONUS
        else:
            self._judge(state, 0, events)

    def _bonus_actions(self, state: RdvState) -> list[Action]:
        a = state.attempt
        assert a is not None
        if state.skills[a.rider][skill_at(state, a.origin)] < 1:
            return []
        better = a.roll + 1
        if self.round_three:  # away with it: the counters' bar rises too
            useful = a.threshold <= better
        else:  # games saved before: only a failure saved, or a total of 12 reached
            useful = a.roll < a.threshold <= better or (
                a.threshold <= better and a.roll < self.v["extra_case_total"] <= better
            )
        return [("bonus", 0), ("bonus", 1)] if useful else []

    def _judge(self, state: RdvState, paid: int, events: list[Event] | None) -> None:
        a = state.attempt
        assert a is not None
        state.skills[a.rider][skill_at(state, a.origin)] -= paid
        a.total = a.roll + paid
        a.cases = 0 if a.total < a.threshold else 1 + (a.total >= self.v["extra_case_total"])
        if events is not None:
            events.append(AttackJudged(a.rider, a.total, a.cases).event())
        if not a.cases:
            self._attack_over(state, events)
        elif self._extra_actions(state):
            state.step = EXTRA
        else:
            self._escape(state, 0, events)

    def _extra_actions(self, state: RdvState) -> list[Action]:
        a = state.attempt
        assert a is not None
        cost = self.v["extra_case_cost"]
        if not a.cases or state.skills[a.rider][skill_at(state, a.origin)] < cost:
            return []
        return [("extra", 0), ("extra", 1)]

    def _escape(self, state: RdvState, paid: int, events: list[Event] | None) -> None:
        """He rides ahead of the group head as a new group at the same pace, short of a
        full case; then the riders of his case may counter."""
        a = state.attempt
        assert a is not None
        state.skills[a.rider][skill_at(state, a.origin)] -= paid * self.v["extra_case_cost"]
        p = a.origin
        while p < a.origin + a.cases + paid and not state.occ.is_full(p + 1):
            p += 1
        state.occ.move(a.rider, p)
        new_group(state, [a.rider], state.pace[a.group])
        if events is not None:
            events.append(Escaped(a.rider, p).event())
        a.counters = [
            (state.seat + k) % state.players for k in range(1, state.players + 1)
        ]  # seat order after the active player, him last
        a.counters = [s for s in a.counters if self._counter_riders(state, s)]
        self._passed(state, [a.rider], {a.rider: a.origin}, state.seat, events)
        crossed(state, [a.rider], state.seat, events)
        if a.rider not in state.occ:
            a.counters = []
        if a.counters:
            state.step = COUNTER
        else:
            self._attack_over(state, events)

    # -- the counters ------------------------------------------------------------------
    def _counter_riders(self, state: RdvState, seat: int) -> list[int]:
        a = state.attempt
        assert a is not None
        if state.occ.is_full(state.occ.position(a.rider)):
            return []
        skill = skill_at(state, a.origin)
        cost = self.v["attempt_cost"]
        return [
            r
            for r in state.occ.riders_on(a.origin)
            if r // 3 == seat and r not in a.tried and state.skills[r][skill] >= cost
        ]

    def _counter(self, state: RdvState, rider: int, events: list[Event] | None) -> None:
        """Pay and roll; the bonus point is asked when it would change the outcome."""
        a = state.attempt
        assert a is not None
        skill = skill_at(state, a.origin)
        state.skills[rider][skill] -= self.v["attempt_cost"]
        a.tried.append(rider)
        a.counter_rider, a.counter_roll = rider, die(state, rider, events)
        needs = counter_needs(state, self.v)
        if events is not None:
            events.append(Counter(rider, a.counter_roll, needs).event())
        if a.counter_roll + 1 == needs and state.skills[rider][skill] >= 1:
            state.step = COUNTER_BONUS
        else:
            self._counter_done(state, 0, events)

    def _counter_done(self, state: RdvState, paid: int, events: list[Event] | None) -> None:
        a = state.attempt
        assert a is not None
        rider = a.counter_rider
        state.skills[rider][skill_at(state, a.origin)] -= paid
        ok = a.counter_roll + paid >= counter_needs(state, self.v)
        if ok:
            state.occ.move(rider, state.occ.position(a.rider))
            state.group_of[rider] = state.group_of[a.rider]
        if events is not None:
            events.append(CounterJudged(rider, ok).event())
        a.counter_rider = -1
        self._passed(state, [rider], {rider: a.origin}, state.seat, events)
        a.counters = [s for s in a.counters if self._counter_riders(state, s)]
        if a.counters:
            state.step = COUNTER
        else:
            self._attack_over(state, events)

    def _no_counter(self, state: RdvState, seat: int, events: list[Event] | None) -> None:
        a = state.attempt
        assert a is not None
        a.counters.remove(seat)
        if not a.counters:
            self._attack_over(state, events)

    def _attack_over(self, state: RdvState, events: list[Event] | None) -> None:
        state.attempt = None
        normalise(state)
        self._enter_shift(state, events)


def skill_at(state: RdvState, position: int) -> int:
    return wheel.ATTEMPT_SKILL[state.terrain(position)]


def die(state: RdvState, rider: int, events: list[Event] | None) -> int:
    score, one = wheel.roll(state.rng, state.dice)
    if one and state.incident and rider not in state.missed:
        state.missed.append(rider)
        if events is not None:
            events.append(Incident(rider).event())
    return score


def counter_needs(state: RdvState, v: Mapping[str, Any]) -> int:
    a = state.attempt
    assert a is not None
    return wheel.counter_needs(v, state.terrain(a.origin), state.pace[a.group], a.total)


__all__ = ["Breakaway", "counter_needs", "die", "skill_at"]
