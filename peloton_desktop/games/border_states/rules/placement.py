"""Border States — « II. Départ pour le champ de bataille » and « III. Placement des pavés ».

The side whose top block is lower places first (a tie: the Initiative holder, and
the token turns over). The battles a side may reach are the numbers on its top
block; an Embuscade on top copies the opponent's numbers, and two Embuscades on
top set all four blocks aside. A Siège reaches any one battle but both blocks go
to it. Blocks fill the free slots nearest the arrow; a block that cannot be placed
is set aside. After 3 turns the battles are resolved.
"""

from __future__ import annotations

from collections.abc import Sequence

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.events import (
    DoubleAmbush,
    Initiative,
    Placed,
    SetAside,
)
from peloton_desktop.games.border_states.rules.state import BsState, Piece

Target = tuple[int, int]  # a battle's front: (battle, front)


class Placement(Chapter):
    """Who places first, the battles each side reaches, and placing the two blocks."""

    def _leave_for_battle(
        self, state: BsState, tops: list[int], events: list[Event] | None
    ) -> None:
        kinds = [self.block(t).get("kind") for t in tops]
        if kinds == ["ambush", "ambush"]:
            for side in (0, 1):
                top, bottom = state.stack(side)
                state.set_aside += [(side, top, True), (side, bottom, state.shown_both[side])]
            if events is not None:
                events.append(DoubleAmbush().event())
            self._end_turn(state, events)
            return
        for side in (0, 1):
            battles = self.block(tops[side])["battles"]
            if kinds[side] == "ambush":
                battles = self.block(tops[1 - side])["battles"]
            state.access[side] = [b - 1 for b in battles]
        values = [self.block(t)["value"] for t in tops]
        if values[0] != values[1]:
            first = 0 if values[0] < values[1] else 1
        else:
            first = state.initiative
            state.initiative = 1 - state.initiative
            if events is not None:
                events.append(Initiative(first).event())
        state.order = [first, 1 - first]
        state.placed = [False, False]
        state.phase = "place"

    def _free(self, state: BsState, b: int, f: int, seat: int | None = None) -> int | None:
        """The free slot of a front nearest the arrow, or None when full. A slot that
        Reinforcements added is free only for the side that played them (from rules
        revision 2; before issue 12 it was open to any block and the Canon)."""
        for i, piece in enumerate(state.slots[b][f]):
            if piece is None:
                if i >= self.v["slots_per_front"] and not self._open_extra(state, b, f, seat):
                    return None
                return i
        return None

    def _open_extra(self, state: BsState, b: int, f: int, seat: int | None) -> bool:
        """May this block (seat None: the Canon) take a slot Reinforcements added?"""
        return self.rules_revision < 2 or (b, f, seat) in state.reserved

    def _targets(self, state: BsState, battles: list[int], seat: int | None = None) -> list[Target]:
        return [
            (b, f) for b in battles for f in (0, 1) if self._free(state, b, f, seat) is not None
        ]

    def _room(self, state: BsState, b: int, seat: int) -> int:
        """How many of a side's blocks a battle can still take."""
        return sum(
            1
            for f in (0, 1)
            for i, piece in enumerate(state.slots[b][f])
            if piece is None
            and (i < self.v["slots_per_front"] or self._open_extra(state, b, f, seat))
        )

    def _place_actions(self, state: BsState, seat: int) -> list[Action]:
        out: list[Action] = []
        access = state.access[seat]
        if not state.placed[seat]:
            top, bottom = state.stack(seat)
            # « les 2 pavés du joueur doivent être placés impérativement sur la même
            # bataille » whenever the Siège is the face-up block, also when a −2
            # stacked on top made the player show it.
            siege = self.block(top).get("kind") == "siege" and (
                self.rules_revision >= 2 or not state.shown_both[seat]
            )
            out += self._placements(state, seat, top, bottom, access, siege)
        else:
            out.append(("done",))
        out += self._character_actions(state, seat)
        return out

    def _placements(
        self, state: BsState, seat: int, top: int, bottom: int, access: list[int], siege: bool
    ) -> list[Action]:
        """Every ("place", first, target, second, target) in the order of their reprs
        (the order players and bots have always seen)."""
        groups = [access]
        reserved = [(b, f) for b, f, s in state.reserved if s == seat]
        if siege and reserved:  # both blocks go where the Reinforcements are
            groups = [[reserved[0][0]]]
        elif siege and self.rules_revision < 2:  # games saved before issue 12
            groups = [[b] for b in access]
        elif siege:
            # « Si un pavé ne peut pas être placé, il est mis de côté »: only when it
            # cannot, so the Siège goes where the most of the two blocks fit.
            room = {b: min(self._room(state, b, seat), 2) for b in access}
            best = max(room.values(), default=0)
            groups = [[b] for b in access if room[b] == best]
        if len(groups) == 1:  # made in order: no set, no sort (hot in playouts)
            options = self._placements_in(state, seat, top, bottom, groups[0])
        else:
            found: set[Action] = set()
            for battles in groups:
                found.update(self._placements_in(state, seat, top, bottom, battles))
            options = sorted(found, key=_repr)
        if reserved:  # the extra block of Reinforcements goes on its front
            options = [a for a in options if all(r in (a[2], a[4]) for r in reserved)]
        return options

    def _placements_in(
        self, state: BsState, seat: int, top: int, bottom: int, battles: list[int]
    ) -> list[Action]:
        """The placements on these battles, in the order of their reprs: the first
        block's number as text, then each target, (battle as text, front), None last."""
        # `_free` and its probe of the next slot, for every front in one pass
        spf = self.v["slots_per_front"]
        targets: list[Target] = []
        more: dict[Target, bool] = {}
        for b in sorted(set(battles), key=str):
            for f in (0, 1):
                free = [i for i, piece in enumerate(state.slots[b][f]) if piece is None]
                if not free or not (free[0] < spf or self._open_extra(state, b, f, seat)):
                    continue  # full, or only a slot Reinforcements added for the other side
                targets.append((b, f))
                more[(b, f)] = len(free) > 1 and (
                    free[1] < spf or self._open_extra(state, b, f, seat)
                )
        seconds: dict[Target | None, Sequence[Target | None]] = {None: [None]}
        for t1 in targets:
            seconds[t1] = [t for t in targets if t != t1 or more[t1]] or [None]
        firsts: list[Target | None] = [*targets] or [None]
        pairs = (
            ((top, bottom), (bottom, top))
            if str(top) < str(bottom)
            else ((bottom, top), (top, bottom))
        )
        return [
            ("place", first, one, second, two)
            for first, second in pairs
            for one in firsts
            for two in seconds[one]
        ]

    def _place(self, state: BsState, seat: int, action: Action, events: list[Event] | None) -> None:
        _, first, t1, second, t2 = action
        top = state.stack(seat)[0]
        for block, target in ((first, t1), (second, t2)):
            face_up = block == top or state.shown_both[seat]
            if target is None:
                state.set_aside.append((seat, block, face_up))
                if events is not None:
                    events.append(SetAside(seat, block if face_up else None).event())
                continue
            b, f = target
            i = self._free(state, b, f, seat)
            assert i is not None  # a legal target has room
            state.slots[b][f][i] = Piece(seat, block, face_up)
            if events is not None:
                events.append(Placed(seat, [b, f, i], block if face_up else None).event())
        state.placed[seat] = True
        state.reserved = [r for r in state.reserved if r[2] != seat]
        if not self._character_actions(state, seat):
            self._finish_placing(state, seat, events)

    def _finish_placing(self, state: BsState, seat: int, events: list[Event] | None) -> None:
        state.order.pop(0)
        if not state.order:
            self._end_turn(state, events)

    def _end_turn(self, state: BsState, events: list[Event] | None) -> None:
        state.stacks = [None, None]
        if state.turn < self.v["turns_per_round"]:
            state.turn += 1
            state.phase = "recruit"
            state.recruited = [False, False]
        else:
            state.phase = "resolve"
            state.resolving = 0
            state.stage = "reveal"


_REPRS: dict[Action, str] = {}


def _repr(action: Action) -> str:
    """`repr(action)`, the placements' order, made once per action (the same few
    hundred placements come back at every step of a playout)."""
    text = _REPRS.get(action)
    if text is None:
        if len(_REPRS) >= 1 << 16:
            _REPRS.clear()
        text = _REPRS[action] = repr(action)
    return text
