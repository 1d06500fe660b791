"""« Déroulé d'un Tour »: a player's turn, step by step (step 1 in groups.py, step 2 in
breakaway.py), and here steps 3 to 5: one move per group inside the group, the fast
pace's cost, the pace for the next turn.

« il fait reculer d'une case en arrière le coureur de son choix »: a move into a full
case pushes one of its riders back. « Maintenir une allure rapide coûte un point par
tour à chaque coureur présent dans la case de tête ». « Si à la fin du tour … la case
de tête d'un groupe compte moins de 4 coureurs, les coureurs présents sur cette case
seront considérés échappés ». Each group whose head case holds one of the active
player's riders gets its pace for the next turn, one step up or down at most.
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.roue_de_vitesse.rules import wheel
from peloton_desktop.games.roue_de_vitesse.rules.chapter import Chapter
from peloton_desktop.games.roue_de_vitesse.rules.events import (
    Dropped,
    HeadAway,
    Held,
    Pace,
    Shifted,
    TurnStarted,
)
from peloton_desktop.games.roue_de_vitesse.rules.groups import members, new_group, normalise
from peloton_desktop.games.roue_de_vitesse.rules.stages import stage_over
from peloton_desktop.games.roue_de_vitesse.rules.state import (
    BUY_BACK,
    FAST,
    HOLD,
    PACE,
    SHIFT,
    STAY,
    RdvState,
)


class Turns(Chapter):
    """A turn's course, and its steps 3 to 5."""

    def _begin_turn(self, state: RdvState, seat: int, events: list[Event] | None) -> None:
        state.turn += 1
        state.seat = seat
        if events is not None:
            events.append(TurnStarted(seat, state.turn).event())
        state.todo = self._buyers(state)
        if state.todo:  # riders out of this move choose their buy-back first
            state.step = BUY_BACK
        else:
            self._move(state, events)

    def _end_turn(self, state: RdvState, events: list[Event] | None) -> None:
        state.todo = []
        if stage_over(state):
            self._close_stage(state, events)
        else:
            self._begin_turn(state, state.next_seat(state.seat), events)

    # -- 3. one move per group -----------------------------------------------------------
    def _enter_shift(self, state: RdvState, events: list[Event] | None) -> None:
        state.step = SHIFT
        groups = members(state)
        state.todo = shift_groups(state, groups)
        self._next_shift(state, events, groups)

    def _next_shift(
        self,
        state: RdvState,
        events: list[Event] | None,
        groups: dict[int, list[int]] | None = None,
    ) -> None:
        if groups is None:  # nothing moves while groups are skipped: listed once
            groups = members(state)
        while state.todo:
            if can_shift(state, groups.get(state.todo[0], [])):
                return
            state.todo.pop(0)
        state.todo = self._pay_fast(state, events)
        if state.todo:  # riders who may pay the fast pace from two skills choose
            state.step = HOLD
        else:
            self._enter_pace(state, events)

    def _shift_actions(self, state: RdvState) -> list[Action]:
        return shift_options(state, state.todo[0])

    def _shift(self, state: RdvState, action: Action, events: list[Event] | None) -> None:
        """« il fait reculer d'une case en arrière le coureur de son choix »: the mover has
        left his case when the pushed rider drops back, so from the full case just behind
        the pushed rider takes his place (games saved before issue 24: that case still
        counted as full and sent him further back). A group's "stay" moves nobody."""
        if action[0] == "shift":
            rider, to = action[1], action[2]
            if len(action) == 4:
                if self.round_three:
                    state.occ.remove(rider)
                    drop_back(state, action[3], to)
                    state.occ.add(rider, to)
                else:
                    drop_back(state, action[3], to)
            state.occ.move(rider, to)
            if events is not None:
                events.append(Shifted(rider, to, action[3:]).event())
            normalise(state)
        state.todo.pop(0)
        self._next_shift(state, events)

    # -- 4. the fast pace's cost, and the head cases that break away -------------------------
    def _pay_fast(self, state: RdvState, events: list[Event] | None) -> list[int]:
        """« Maintenir une allure rapide coûte un point par tour à chaque coureur présent
        dans la case de tête »; one who cannot drops back to the next case with room.
        A rider who could pay from two skills is returned, his owner to choose (`_hold`);
        the others pay at once."""
        v = self.v
        cost = v["fast_pace_cost"]
        choosing: list[int] = []
        dropped = False
        for gid, riders in members(state).items():
            if state.pace[gid] != FAST:
                continue
            front = state.occ.position(riders[0])
            for r in state.occ.riders_on(front):
                can = self._hold_skills(state, r)
                if len(can) > 1 and not v["fast_cost_from_the_larger_skill"]:
                    choosing.append(r)
                elif can:
                    s = max(can, key=lambda k: (state.skills[r][k], -k))
                    state.skills[r][s] -= cost
                else:
                    to = drop_back(state, r, front)
                    dropped = True
                    if events is not None:
                        events.append(Dropped(r, to).event())
        if dropped:  # the groups were whole when the shifts ended: only a drop splits one
            normalise(state)
        return choosing

    def _hold_skills(self, state: RdvState, rider: int) -> list[int]:
        """The skills that could pay his fast pace on his case's terrain."""
        skills = wheel.HOLD_SKILLS[state.terrain(state.occ.position(rider))]
        cost = self.v["fast_pace_cost"]
        return [k for k in skills if state.skills[rider][k] >= cost]

    def _hold_actions(self, state: RdvState) -> list[Action]:
        rider = state.todo[0]
        return [("hold", rider, k) for k in self._hold_skills(state, rider)]

    def _hold(self, state: RdvState, rider: int, skill: int, events: list[Event] | None) -> None:
        state.skills[rider][skill] -= self.v["fast_pace_cost"]
        if events is not None:
            events.append(Held(rider, skill).event())
        state.todo.pop(0)
        if not state.todo:
            self._enter_pace(state, events)

    def _split_heads(self, state: RdvState, events: list[Event] | None) -> None:
        """« Si à la fin du tour … la case de tête d'un groupe compte moins de 4 coureurs,
        les coureurs présents sur cette case seront considérés échappés »."""
        occ = state.occ
        capacity = self.v["case_capacity"]
        for gid, riders in members(state).items():
            front = occ.position(riders[0])
            on = list(occ.riders_on(front))
            if len(on) < capacity and len(on) < len(riders):
                new_group(state, on, state.pace[gid])
                if events is not None:
                    events.append(HeadAway(on).event())

    # -- 5. the pace for the next turn -----------------------------------------------------
    def _enter_pace(self, state: RdvState, events: list[Event] | None) -> None:
        self._split_heads(state, events)
        state.step = PACE
        state.todo = pace_groups(state)
        if not state.todo:
            self._end_turn(state, events)

    def _pace_actions(self, state: RdvState) -> list[Action]:
        return pace_options(state, state.todo[0])

    def _set_pace(self, state: RdvState, gid: int, pace: int, events: list[Event] | None) -> None:
        state.pace[gid] = pace
        riders = members(state).get(gid, [])
        if events is not None:
            events.append(Pace(gid, pace, list(riders)).event())
        state.todo.pop(0)
        state.todo = [g for g in state.todo if g in state.pace]
        if not state.todo:
            self._end_turn(state, events)


def shift_groups(state: RdvState, groups: dict[int, list[int]] | None = None) -> list[int]:
    """`groups`: `members(state)` when the caller has it."""
    groups = members(state) if groups is None else groups
    return [g for g, rs in groups.items() if any(r // 3 == state.seat for r in rs)]


def can_shift(state: RdvState, riders: list[int]) -> bool:
    """Has the group (its riders, front to back) a move besides staying? Any of the
    seat's riders may move to any other case of a group that spans two or more
    (`shift_options` without listing them)."""
    occ = state.occ
    if not riders or occ.position(riders[0]) == occ.position(riders[-1]):
        return False
    seat = state.seat
    return any(r // 3 == seat for r in riders)


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
    seat = state.seat
    cases: list[tuple[int, tuple[int, ...] | None]] | None = None  # (case, riders if full)
    for r in riders:
        if r // 3 != seat:
            continue
        if cases is None:  # the same cases for each of the seat's riders
            cases = [
                (to, occ.riders_on(to) if occ.is_full(to) else None)
                for to in range(back, front + 1)
            ]
        at = occ.position(r)
        for to, full in cases:
            if to == at:
                continue
            if full is None:
                out.append(("shift", r, to))
            else:
                out += [("shift", r, to, o) for o in full]
    return out


def drop_back(state: RdvState, rider: int, below: int) -> int:
    """To the next case behind `below` with a free place."""
    p = below - 1
    while state.occ.is_full(p):
        p -= 1
    state.occ.move(rider, p)
    return p


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


__all__ = [
    "Turns",
    "can_shift",
    "drop_back",
    "pace_groups",
    "pace_options",
    "shift_groups",
    "shift_options",
]
