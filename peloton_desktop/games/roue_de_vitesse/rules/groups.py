"""« 1. Mouvement de tous les coureurs » and the groups (« Allure du peloton »).

A group is the riders that share one pace token (DECISIONS). It moves as a block,
front group first, by the wheel's cases for the terrain of its head case at the
start of the move, formation kept: « Lorsqu'une case est remplie par 4 coureurs, le
passage n'est plus possible et les coureurs doivent s'arrêter sur la case
précédente ». A group ending on or right behind the rear case of the group ahead
joins it and takes its pace. « Durant le tour du premier joueur la course sera lancée
à la vitesse de 4 cases par tour »: the first turn of a stage rides 4 cases whatever
the terrain (then the token stands on the start terrain's steady pace).
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Event
from peloton_desktop.games.roue_de_vitesse.rules import wheel
from peloton_desktop.games.roue_de_vitesse.rules.chapter import Chapter
from peloton_desktop.games.roue_de_vitesse.rules.events import (
    Crossed,
    GroupMoved,
    GroupsJoined,
    IncidentBuyBack,
    Summit,
)
from peloton_desktop.games.roue_de_vitesse.rules.finish import tie_order
from peloton_desktop.games.roue_de_vitesse.rules.optional import feeders
from peloton_desktop.games.roue_de_vitesse.rules.state import ENDURANCE, FEED, RdvState


class Movement(Chapter):
    """Step 1: the groups ride, front group first; crossings and summits."""

    def _move(self, state: RdvState, events: list[Event] | None) -> None:
        self._move_all(state, state.seat, events)
        state.todo = feeders(state, self.feed_zones)
        if state.todo:
            state.step = FEED
        else:
            self._enter_attack(state, events)

    def _move_all(self, state: RdvState, active: int, events: list[Event] | None) -> None:
        """Every group, the leading one first; crossings and summits recorded."""
        v = self.v
        before = members(state)
        ahead: int | None = None
        for gid, riders in before.items():
            distance = self._ride(state, gid, riders)
            occ = state.occ
            if not state.missed:  # `advance` for each rider, in one loop (every turn)
                start = dict(zip(riders, occ.ride(riders, distance), strict=True))
            else:
                start = {r: occ.position(r) for r in riders}
            for r in riders if state.missed else ():
                if r in state.missed:  # « ne sera pas impliqué dans le prochain déplacement »
                    state.missed.remove(r)
                    back = min(distance, state.skills[r][ENDURANCE])
                    if not v["incident_buy_back_automatic"]:  # his owner chose (BUY_BACK)
                        back = min(back, dict(state.bought).get(r, 0))
                    state.skills[r][ENDURANCE] -= back
                    advance(state, r, back)
                    if events is not None:
                        events.append(IncidentBuyBack(r, back).event())
                else:
                    advance(state, r, distance)
            if events is not None:
                events.append(GroupMoved(gid, riders, distance).event())
            # nobody rode further than `distance`: most moves pass no summit, cross no line
            low, reach = min(start.values()), max(start.values()) + distance
            if any(low < s <= reach for s in state.summits):
                self._passed(state, riders, start, active, events)
            if reach > state.finish:
                crossed(state, riders, active, events)
                left = [r for r in riders if r in state.occ]
            else:
                left = riders
            if ahead is not None and left and ahead in state.pace:
                rear = min(state.occ.position(r) for r, g in state.group_of.items() if g == ahead)
                if head(state, left) >= rear - 1:
                    for r in left:
                        state.group_of[r] = ahead
                    if events is not None:
                        events.append(GroupsJoined(gid, ahead).event())
                    gid = ahead
            if left:
                ahead = gid
        state.bought = []
        normalise(state)

    def _ride(self, state: RdvState, gid: int, riders: list[int]) -> int:
        """The cases a group rides this turn: the wheel's for its head case's terrain and
        its pace, 4 in the first player's first turn (games saved before issue 24: the
        wheel's in that turn too)."""
        if state.turn == 1 and self.round_three:
            return int(self.v["first_turn_cases"])
        return wheel.cases(self.v, state.terrain(head(state, riders)), state.pace[gid])

    def _distance_of(self, state: RdvState, rider: int) -> int:
        gid = state.group_of[rider]
        return self._ride(state, gid, members(state)[gid])

    def _passed(
        self,
        state: RdvState,
        riders: list[int],
        start: dict[int, int],
        active: int,
        events: list[Event] | None,
    ) -> None:
        """Who reached each summit in this move, split by the finish's rules; the log
        tells the climber's points they take (none past the fourth). « Au sommet de chaque
        col … 1er: 5 points »: a rider has one place at a summit; one who dropped back
        behind it and reaches it again is not ranked again (games saved before issue 24:
        he was, and took a second place)."""
        if not riders:
            return
        again = not self.round_three
        ends = {r: end_of(state, r) for r in riders}
        low, high = min(start[r] for r in riders), max(ends.values())
        for s in state.summits:
            if not low < s <= high:  # nobody of the move can have passed it
                continue
            ranked = state.summits_passed.get(s, [])
            over = [r for r in riders if start[r] < s <= ends[r] and (again or r not in ranked)]
            if over:
                before = state.summits_passed.setdefault(s, [])
                rank = len(before)
                before.extend(tie_order(state, over, "M", active))
                scale = list(self.v["summit_points"])
                points = [scale[k] if k < len(scale) else 0 for k in range(rank, len(before))]
                if events is not None:
                    events.append(Summit(s, before[rank:], points, rank).event())


def members(state: RdvState) -> dict[int, list[int]]:
    """Group id -> riders front to back (on a case, first arrived first); the
    leading group first. Read it, never change it: it is kept on the occupancy
    (`Occupancy.memo`) for as long as nobody moves and no rider changes group (a
    turn's steps ask for it nine times)."""
    group_of = state.group_of
    memo = state.occ.memo
    if memo is not None and memo[0] == group_of:
        return memo[1]  # type: ignore[no-any-return]
    out: dict[int, list[int]] = {}
    for _, on in state.occ.cases():
        for r in on:
            riders = out.get(group_of[r])
            if riders is None:
                out[group_of[r]] = [r]
            else:
                riders.append(r)
    state.occ.memo = (dict(group_of), out)
    return out


def head(state: RdvState, riders: list[int]) -> int:
    return state.occ.position(riders[0])


def new_group(state: RdvState, riders: list[int], pace: int) -> int:
    gid = state.next_gid
    state.next_gid += 1
    state.pace[gid] = pace
    for r in riders:
        state.group_of[r] = gid
    return gid


def normalise(state: RdvState) -> None:
    """Riders on one case share a group (the first arrived's); a group with an empty
    case inside splits in runs, each keeping the pace; unused tokens go."""
    group_of = state.group_of
    runs_of: dict[int, list[list[int]]] = {}  # each group's runs, groups front first
    last: dict[int, int] = {}  # each group's rearmost case so far
    for p, on in state.occ.cases():
        gid = group_of[on[0]]
        for r in on:
            group_of[r] = gid
        runs = runs_of.get(gid)
        if runs is None:
            runs_of[gid] = [list(on)]
        elif last[gid] - p > 1:
            runs.append(list(on))
        else:
            runs[-1].extend(on)
        last[gid] = p
    used = set(runs_of)
    # the new groups numbered group by group, then run by run, as they always were
    for gid, runs in runs_of.items():
        for run in runs[1:]:
            used.add(new_group(state, run, state.pace[gid]))
    state.pace = {g: p for g, p in state.pace.items() if g in used}


def advance(state: RdvState, rider: int, distance: int) -> int:
    """Up to `distance` cases, stopping before a full case; returns the new position."""
    occ = state.occ
    start = occ.position(rider)
    p = occ.furthest(start, start + distance)
    occ.move(rider, p)
    return p


def end_of(state: RdvState, rider: int) -> int:
    return state.occ.position(rider) if rider in state.occ else state.finish + 1


def crossed(state: RdvState, riders: list[int], active: int, events: list[Event] | None) -> None:
    """« Le premier joueur qui dépasse la case d'arrivée »: riders past the finish case
    leave the road; a group crossing together is one batch, split by tie_order."""
    over = [r for r in riders if r in state.occ and state.occ.position(r) > state.finish]
    if not over:
        return
    for r in over:
        state.occ.remove(r)
        del state.group_of[r]
    batch = tie_order(state, over, state.terrain(state.finish), active)
    state.arrived.append(batch)
    state.arrived_turn.append(state.turn)
    if events is not None:
        events.append(Crossed(batch, state.turn).event())


__all__ = ["Movement", "advance", "crossed", "members", "new_group", "normalise"]
