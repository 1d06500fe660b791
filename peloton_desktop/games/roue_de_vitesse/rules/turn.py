"""« Déroulé d'un Tour », steps 2 to 5: the breakaway and its counters, one move per
group inside the group, the fast pace's cost, the pace for the next turn.

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
from peloton_desktop.games.roue_de_vitesse.rules.groups import members, new_group, normalise
from peloton_desktop.games.roue_de_vitesse.rules.state import (
    FAST,
    NO_ATTACK,
    ROUND_THREE,
    STAY,
    Attempt,
    RdvState,
    rules_revision,
)


def skill_at(state: RdvState, position: int) -> int:
    return wheel.ATTEMPT_SKILL[state.terrain(position)]


def die(state: RdvState, rider: int, events: list[Event]) -> int:
    score, one = wheel.roll(state.rng, state.dice)
    if one and state.incident and rider not in state.missed:
        state.missed.append(rider)
        events.append(Event("incident", {"rider": rider}))
    return score


# -- 2. the breakaway --------------------------------------------------------------------
def attack_options(state: RdvState, v: Mapping[str, Any]) -> list[Action]:
    out: list[Action] = []
    occ = state.occ
    for riders in members(state).values():
        front = occ.position(riders[0])
        if occ.is_full(front + 1):
            continue
        skill = skill_at(state, front)
        out += [
            ("attack", r)
            for r in occ.riders_on(front)
            if r // 3 == state.seat and state.skills[r][skill] >= v["attempt_cost"]
        ]
    return [*out, NO_ATTACK] if out else []


def attack(state: RdvState, rider: int, v: Mapping[str, Any], events: list[Event]) -> None:
    origin = state.occ.position(rider)
    terrain, gid = state.terrain(origin), state.group_of[rider]
    state.skills[rider][skill_at(state, origin)] -= v["attempt_cost"]
    a = Attempt(rider, origin, gid, wheel.breakaway_needs(v, terrain, state.pace[gid]))
    a.roll = a.total = die(state, rider, events)
    state.attempt = a
    events.append(Event("attack", {"rider": rider, "roll": a.roll, "needs": a.threshold}))


def bonus_options(state: RdvState, v: Mapping[str, Any]) -> list[Action]:
    a = state.attempt
    assert a is not None
    if state.skills[a.rider][skill_at(state, a.origin)] < 1:
        return []
    better = a.roll + 1
    if rules_revision(v) >= ROUND_THREE:  # away with it: the counters' bar rises too
        useful = a.threshold <= better
    else:  # games saved before: only a failure saved, or a total of 12 reached
        useful = a.roll < a.threshold <= better or (
            a.threshold <= better and a.roll < v["extra_case_total"] <= better
        )
    return [("bonus", 0), ("bonus", 1)] if useful else []


def judge(state: RdvState, paid: int, v: Mapping[str, Any], events: list[Event]) -> None:
    a = state.attempt
    assert a is not None
    state.skills[a.rider][skill_at(state, a.origin)] -= paid
    a.total = a.roll + paid
    a.cases = 0 if a.total < a.threshold else 1 + (a.total >= v["extra_case_total"])
    events.append(Event("attack_judged", {"rider": a.rider, "total": a.total, "cases": a.cases}))


def extra_options(state: RdvState, v: Mapping[str, Any]) -> list[Action]:
    a = state.attempt
    assert a is not None
    cost = v["extra_case_cost"]
    if not a.cases or state.skills[a.rider][skill_at(state, a.origin)] < cost:
        return []
    return [("extra", 0), ("extra", 1)]


def escape(state: RdvState, paid: int, v: Mapping[str, Any], events: list[Event]) -> None:
    """He rides ahead of the group head as a new group at the same pace, short of a
    full case; then the riders of his case may counter."""
    a = state.attempt
    assert a is not None
    state.skills[a.rider][skill_at(state, a.origin)] -= paid * v["extra_case_cost"]
    p = a.origin
    while p < a.origin + a.cases + paid and not state.occ.is_full(p + 1):
        p += 1
    state.occ.move(a.rider, p)
    new_group(state, [a.rider], state.pace[a.group])
    events.append(Event("escaped", {"rider": a.rider, "to": p}))
    a.counters = [
        (state.seat + k) % state.players for k in range(1, state.players + 1)
    ]  # seat order after the active player, him last
    a.counters = [s for s in a.counters if counter_riders(state, s, v)]


def counter_riders(state: RdvState, seat: int, v: Mapping[str, Any]) -> list[int]:
    a = state.attempt
    assert a is not None
    if state.occ.is_full(state.occ.position(a.rider)):
        return []
    skill = skill_at(state, a.origin)
    return [
        r
        for r in state.occ.riders_on(a.origin)
        if r // 3 == seat and r not in a.tried and state.skills[r][skill] >= v["attempt_cost"]
    ]


def counter(state: RdvState, rider: int, v: Mapping[str, Any], events: list[Event]) -> bool:
    """Pay and roll; True when a bonus point would change the outcome."""
    a = state.attempt
    assert a is not None
    skill = skill_at(state, a.origin)
    state.skills[rider][skill] -= v["attempt_cost"]
    a.tried.append(rider)
    a.counter_rider, a.counter_roll = rider, die(state, rider, events)
    needs = counter_needs(state, v)
    events.append(Event("counter", {"rider": rider, "roll": a.counter_roll, "needs": needs}))
    return a.counter_roll + 1 == needs and state.skills[rider][skill] >= 1


def counter_needs(state: RdvState, v: Mapping[str, Any]) -> int:
    a = state.attempt
    assert a is not None
    return wheel.counter_needs(v, state.terrain(a.origin), state.pace[a.group], a.total)


def counter_judge(state: RdvState, paid: int, v: Mapping[str, Any], events: list[Event]) -> None:
    a = state.attempt
    assert a is not None
    rider = a.counter_rider
    state.skills[rider][skill_at(state, a.origin)] -= paid
    ok = a.counter_roll + paid >= counter_needs(state, v)
    if ok:
        state.occ.move(rider, state.occ.position(a.rider))
        state.group_of[rider] = state.group_of[a.rider]
    events.append(Event("counter_judged", {"rider": rider, "joined": ok}))
    a.counter_rider = -1


def next_counter_seats(state: RdvState, v: Mapping[str, Any]) -> None:
    a = state.attempt
    assert a is not None
    a.counters = [s for s in a.counters if counter_riders(state, s, v)]


# -- 3. one move per group ---------------------------------------------------------------
def shift_groups(state: RdvState) -> list[int]:
    return [g for g, rs in members(state).items() if any(r // 3 == state.seat for r in rs)]


def shift_options(
    state: RdvState, gid: int, groups: dict[int, list[int]] | None = None
) -> list[Action]:
    """`groups`: `members(state)` when the caller has it."""
    occ = state.occ
    riders = (members(state) if groups is None else groups).get(gid, [])
    if not riders:
        return []
    front, back = occ.position(riders[0]), occ.position(riders[-1])
    out: list[Action] = [STAY]
    for r in riders:
        if r // 3 != state.seat:
            continue
        for to in range(back, front + 1):
            if to == occ.position(r):
                continue
            if not occ.is_full(to):
                out.append(("shift", r, to))
            else:
                out += [("shift", r, to, o) for o in occ.riders_on(to)]
    return out


def drop_back(state: RdvState, rider: int, below: int) -> int:
    """To the next case behind `below` with a free place."""
    p = below - 1
    while state.occ.is_full(p):
        p -= 1
    state.occ.move(rider, p)
    return p


def shift(state: RdvState, action: Action, v: Mapping[str, Any], events: list[Event]) -> None:
    """« il fait reculer d'une case en arrière le coureur de son choix »: the mover has
    left his case when the pushed rider drops back, so from the full case just behind
    the pushed rider takes his place (games saved before issue 24: that case still
    counted as full and sent him further back)."""
    rider, to = action[1], action[2]
    if len(action) == 4:
        if rules_revision(v) >= ROUND_THREE:
            state.occ.remove(rider)
            drop_back(state, action[3], to)
            state.occ.add(rider, to)
        else:
            drop_back(state, action[3], to)
    state.occ.move(rider, to)
    events.append(Event("shifted", {"rider": rider, "to": to, "pushed": action[3:]}))
    normalise(state)


# -- 4. the fast pace's cost, and the head cases that break away ----------------------------
def pay_fast(state: RdvState, v: Mapping[str, Any], events: list[Event]) -> list[int]:
    """« Maintenir une allure rapide coûte un point par tour à chaque coureur présent
    dans la case de tête »; one who cannot drops back to the next case with room.
    A rider who could pay from two skills is returned, his owner to choose (`hold`);
    the others pay at once."""
    cost = v["fast_pace_cost"]
    choosing: list[int] = []
    for gid, riders in members(state).items():
        if state.pace[gid] != FAST:
            continue
        front = state.occ.position(riders[0])
        for r in state.occ.riders_on(front):
            can = hold_skills(state, r, v)
            if len(can) > 1 and not v["fast_cost_from_the_larger_skill"]:
                choosing.append(r)
            elif can:
                s = max(can, key=lambda k: (state.skills[r][k], -k))
                state.skills[r][s] -= cost
            else:
                to = drop_back(state, r, front)
                events.append(Event("dropped", {"rider": r, "to": to}))
    normalise(state)
    return choosing


def hold_skills(state: RdvState, rider: int, v: Mapping[str, Any]) -> list[int]:
    """The skills that could pay his fast pace on his case's terrain."""
    skills = wheel.HOLD_SKILLS[state.terrain(state.occ.position(rider))]
    return [k for k in skills if state.skills[rider][k] >= v["fast_pace_cost"]]


def hold_options(state: RdvState, rider: int, v: Mapping[str, Any]) -> list[Action]:
    return [("hold", rider, k) for k in hold_skills(state, rider, v)]


def hold(
    state: RdvState, rider: int, skill: int, v: Mapping[str, Any], events: list[Event]
) -> None:
    state.skills[rider][skill] -= v["fast_pace_cost"]
    events.append(Event("held", {"rider": rider, "skill": skill}))


def split_heads(state: RdvState, v: Mapping[str, Any], events: list[Event]) -> None:
    """« Si à la fin du tour … la case de tête d'un groupe compte moins de 4 coureurs,
    les coureurs présents sur cette case seront considérés échappés »."""
    occ = state.occ
    for gid, riders in members(state).items():
        front = occ.position(riders[0])
        on = list(occ.riders_on(front))
        if len(on) < v["case_capacity"] and len(on) < len(riders):
            new_group(state, on, state.pace[gid])
            events.append(Event("head_away", {"riders": on}))


# -- 5. the pace for the next turn --------------------------------------------------------
def pace_groups(state: RdvState) -> list[int]:
    out = []
    for g, rs in members(state).items():
        front = state.occ.position(rs[0])
        if any(r // 3 == state.seat for r in state.occ.riders_on(front)):
            out.append(g)
    return out


def pace_options(state: RdvState, gid: int) -> list[Action]:
    p = state.pace[gid]
    return [("pace", gid, q) for q in (p - 1, p, p + 1) if 0 <= q <= 2]
