"""Border States — « Les cartes Personnage »: spy, chaplain, artillery, scout, reinforcements.

While placing (before or after its blocks, on the battles it reaches) a side may
play any of its character cards, each once per game: the spy reveals an opposing
face-down block; the chaplain puts the Bible on a block (no ambush can eliminate
it; once per round); the artillery puts the neutral Canon (worth 1, nobody's) on a
free slot (once per round); the scout changes one reachable battle (before
placing); reinforcements add one slot to a full front for one of the side's own
blocks (before placing).
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.events import Character
from peloton_desktop.games.border_states.rules.state import BsState, Piece


class Characters(Chapter):
    """The character cards a side may play while placing, and their effects."""

    def _character_actions(self, state: BsState, seat: int) -> list[Action]:
        cards = state.characters[seat]
        if not cards:
            return []
        access = state.access[seat]
        out: list[Action] = []
        other = 1 - seat
        # which cards can be played on the slots, asked once (hot in playouts)
        spy = "spy" in cards
        chaplain = "chaplain" in cards and not state.bible_used
        artillery = "artillery" in cards and not state.canon_used
        for b in access if spy or chaplain or artillery else ():
            for f in (0, 1):
                if spy or chaplain:
                    for i, piece in enumerate(state.slots[b][f]):
                        if piece is None or piece.side < 0:
                            continue
                        if spy and piece.side == other and not piece.face_up:
                            out.append(("spy", (b, f, i)))
                        if chaplain:
                            out.append(("chaplain", (b, f, i)))
                if artillery and self._free(state, b, f) is not None:
                    out.append(("artillery", (b, f)))
        if not state.placed[seat]:
            if "scout" in cards:
                kept = {b for b, _f, s in state.reserved if s == seat}  # Reinforcements there
                out += [
                    ("scout", a, c)
                    for a in access
                    for c in range(3)
                    if c not in access and a not in kept
                ]
            if "reinforcements" in cards:
                slots = self.v["slots_per_front"]
                out += [
                    ("reinforcements", (b, f))
                    for b in access
                    for f in (0, 1)
                    if len(state.slots[b][f]) == slots and self._free(state, b, f) is None
                ]
        return out

    def _character(
        self, state: BsState, seat: int, action: Action, events: list[Event] | None
    ) -> None:
        card = action[0]
        state.characters[seat].remove(card)
        state.cards_played[seat] += 1
        played = Character(seat, card)
        if card == "spy":
            b, f, i = action[1]
            piece = state.slots[b][f][i]
            assert piece is not None
            piece.face_up = True
            played = Character(seat, card, slot=[b, f, i], block=piece.block)
        elif card == "chaplain":
            b, f, i = action[1]
            piece = state.slots[b][f][i]
            assert piece is not None
            piece.bible = True
            state.bible_used = True
            played = Character(seat, card, slot=[b, f, i])
        elif card == "artillery":
            b, f = action[1]
            i = self._free(state, b, f)
            assert i is not None  # a legal target has room
            state.slots[b][f][i] = Piece(-1, -1, True)
            state.canon_used = True
            played = Character(seat, card, slot=[b, f, i])
        elif card == "scout":
            access = state.access[seat]
            access[access.index(action[1])] = action[2]
            played = Character(seat, card, old=action[1], new=action[2])
        elif card == "reinforcements":
            # « Placez un pavé Général supplémentaire sur un front si tous les
            # emplacements sont pris »: an extra slot for one of this side's blocks.
            b, f = action[1]
            state.slots[b][f].append(None)
            if self.rules_revision >= 2:  # before issue 12 the slot was open to anyone
                state.reserved.append((b, f, seat))
            played = Character(seat, card, front=[b, f])
        if events is not None:
            events.append(played.event(reveals=card == "spy"))
