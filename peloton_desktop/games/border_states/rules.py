"""Border States: the complete rules engine for two players (pure Python, no Qt).

Seat 0 is the Union, seat 1 the Confederacy. A round: preparation (3 battles,
intensity + 2 cubes each), combat in 3 turns (recruit from an end of one's file,
stack 2 blocks in secret, reveal the top ones, place them lower value first on
the battles the visible block gives access to, characters before or after),
resolution of battles I, II, III (reveal, ambushes from the arrow outward,
winning front, victor and vanquished, cubes), end of round (state markers move by
the cube difference, sudden death, files rebuilt). After 1865 the score decides.

State tracks run from -2 (Union control zone) to +2 (Confederate control zone).
A slot is (battle 0-2, front 0-1, index); index 0 is nearest the arrow.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import combinations, permutations
from typing import Any

from peloton_desktop.core.errors import SetupError
from peloton_desktop.core.prompts import Prompt, secret, turn
from peloton_desktop.core.protocol import Action, Event, Game, Result
from peloton_desktop.core.rng import Rng
from peloton_desktop.games.border_states import messages as _messages  # noqa: F401

UNION, CONFEDERACY = 0, 1
VARIANTS = ("no_characters", "deterministic", "attrition")
CANON = (-1, -1)  # the neutral Canon piece in a slot


@dataclass
class Piece:
    side: int  # -1 for the Canon
    block: int  # index in the ruleset's block list; -1 for the Canon
    face_up: bool = False
    bible: bool = False

    def copy(self) -> Piece:
        return Piece(self.side, self.block, self.face_up, self.bible)


@dataclass
class BsState:
    rng: Rng
    variants: tuple[str, ...]
    round: int = 1
    turn: int = 1
    phase: str = "recruit"
    deck: list[int] = field(default_factory=list)  # battle cards still to come
    battles: list[int] = field(default_factory=list)  # the round's 3 battle cards
    conquest: list[list[str]] = field(default_factory=list)  # cubes by battle
    bag: list[str] = field(default_factory=list)
    discarded: int = 0  # cubes out of the game
    available: list[list[int]] = field(default_factory=list)
    file: list[list[int]] = field(default_factory=list)
    president: list[bool] = field(default_factory=lambda: [True, True])
    characters: list[list[str]] = field(default_factory=list)
    cards_played: list[int] = field(default_factory=lambda: [0, 0])
    initiative: int = UNION
    recruited: list[bool] = field(default_factory=lambda: [False, False])
    stacks: list[tuple[int, int] | None] = field(default_factory=lambda: [None, None])
    shown_both: list[bool] = field(default_factory=lambda: [False, False])
    order: list[int] = field(default_factory=list)  # who places, in order
    placed: list[bool] = field(default_factory=lambda: [False, False])
    access: list[list[int]] = field(default_factory=lambda: [[], []])
    slots: list[list[list[Piece | None]]] = field(default_factory=list)
    bible_used: bool = False
    canon_used: bool = False
    set_aside: list[tuple[int, int, bool]] = field(default_factory=list)  # side, block, shown
    played: list[list[int]] = field(default_factory=lambda: [[], []])
    won: list[dict[str, int]] = field(default_factory=lambda: [{}, {}])
    markers: dict[str, list[int]] = field(default_factory=dict)
    moved: dict[str, list[bool]] = field(default_factory=dict)
    resolving: int = 0
    stage: str = "reveal"  # within "resolve": reveal, ambush, score, next
    ambushes: list[tuple[int, int, int]] = field(default_factory=list)  # to resolve
    pending: tuple[Any, ...] | None = None  # a public decision: ("ambush", slot) …
    influence: list[tuple[str, int, int]] = field(default_factory=list)  # state, side, steps
    sudden_reached: bool = False
    over: bool = False
    winner: int | None = None
    reason: str = ""


class BorderStates(Game[BsState]):
    game_id = "border_states"
    min_players = 2
    max_players = 2
    hidden_information = True
    searchable = True

    # -- set-up -----------------------------------------------------------------
    def default_setup(self, players: int) -> dict[str, Any]:
        return {"players": players, "variants": []}

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        setup = super().validate_setup(setup)
        variants = setup.get("variants", [])
        if not isinstance(variants, list):
            raise SetupError("setup.invalid", problem="variants")
        for v in variants:
            if v not in VARIANTS:
                raise SetupError("bs.setup.variant", variant=v)
        setup["variants"] = sorted(set(variants))
        return setup

    @property
    def v(self) -> dict[str, Any]:
        return self.ruleset.values

    def block(self, index: int) -> dict[str, Any]:
        return self.v["blocks"][index]

    def new_game(self, setup: Mapping[str, Any], seed: int) -> BsState:
        v = self.v
        state = BsState(rng=Rng(seed), variants=tuple(setup.get("variants", [])))
        rng = state.rng
        cards = list(range(len(v["battle_cards"])))
        states = v["states"]
        bag = [s for s in states for _ in range(v["cubes_per_state"])]
        if "deterministic" in state.variants:
            for intensity in (0, 2):  # one card of intensity 0 and one of 2 out
                cards.remove(
                    next(c for c in cards if v["battle_cards"][c]["intensity"] == intensity)
                )
            for s in states:  # and one cube of each colour
                bag.remove(s)
        rng.shuffle(cards)
        if "deterministic" not in state.variants:
            cards = cards[v["cards_set_aside"] :]  # set aside unseen
            state.discarded = 0
        state.deck = cards
        state.bag = bag
        for _side in (UNION, CONFEDERACY):
            blocks = list(range(len(v["blocks"])))
            rng.shuffle(blocks)
            state.available.append(sorted(blocks[: v["available_at_start"]]))
            state.file.append(blocks[v["available_at_start"] :])
            state.characters.append(
                [] if "no_characters" in state.variants else list(v["characters"])
            )
        if "no_characters" in state.variants:
            state.president = [False, False]
        state.initiative = v["initiative_at_start"]
        state.markers = {s: list(v["start_markers"][s]) for s in states}
        state.moved = {s: [False] * v["markers_per_state"] for s in states}
        self._prepare_round(state, [])
        return state

    # -- preparation ----------------------------------------------------------------
    def _prepare_round(self, state: BsState, events: list[Event]) -> None:
        v = self.v
        state.battles = state.deck[:3]
        state.deck = state.deck[3:]
        state.slots = [[[None] * v["slots_per_front"] for _ in range(2)] for _ in range(3)]
        state.conquest = []
        for card in state.battles:
            cubes: list[str] = []
            for _ in range(v["battle_cards"][card]["intensity"] + v["cubes_per_battle_bonus"]):
                if not state.bag:
                    break
                cube = state.bag.pop(state.rng.below(len(state.bag)))
                if self._state_closed(state, cube):
                    state.discarded += 1  # drawn and discarded, not replaced
                else:
                    cubes.append(cube)
            state.conquest.append(cubes)
        state.turn = 1
        state.phase = "recruit"
        state.recruited = [False, False]
        state.bible_used = state.canon_used = False
        state.played = [[], []]
        state.set_aside = []
        state.won = [{}, {}]
        state.moved = {s: [False] * v["markers_per_state"] for s in v["states"]}
        events.append(
            Event(
                "round_started",
                {
                    "round": state.round,
                    "year": self.year(state),
                    "battles": list(state.battles),
                    "cubes": [list(c) for c in state.conquest],
                },
            )
        )

    def _state_closed(self, state: BsState, s: str) -> bool:
        control = self.v["track_control"]
        return all(abs(m) == control for m in state.markers[s])

    def year(self, state: BsState) -> int:
        return self.v["first_year"] + state.round - 1

    # -- who decides ----------------------------------------------------------------
    def player_count(self, state: BsState) -> int:
        return 2

    def prompts(self, state: BsState) -> tuple[Prompt, ...]:
        if state.over:
            return ()
        if state.phase == "recruit":
            return (secret((s for s in (0, 1) if not state.recruited[s]), "bs.ask.recruit"),)
        if state.phase == "stack":
            return (secret((s for s in (0, 1) if state.stacks[s] is None), "bs.ask.stack"),)
        if state.phase == "place":
            return (turn(state.order[0], "bs.ask.place"),)
        if state.pending is not None:
            return (turn(state.pending[1], f"bs.ask.{state.pending[0]}"),)
        return ()

    def legal_actions(self, state: BsState, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        if state.phase == "recruit":
            file = state.file[seat]
            out: list[Action] = [("recruit", 0)]
            if len(file) > 1:
                out.append(("recruit", len(file) - 1))
            if state.president[seat]:
                out += [("president", i) for i in range(1, len(file) - 1)]
            return out
        if state.phase == "stack":
            return [("stack", a, b) for a, b in permutations(state.available[seat], 2)]
        if state.phase == "place":
            return self._place_actions(state, seat)
        assert state.pending is not None
        kind = state.pending[0]
        if kind == "ambush":
            return [("ambush", victim) for victim in state.pending[3]]
        if kind == "keep":
            return [("keep", combo) for combo in state.pending[3]]
        if kind == "step":
            return [("step", state.pending[2], pos) for pos in state.pending[3]]
        return []

    # -- placement ------------------------------------------------------------------
    def _free(self, state: BsState, b: int, f: int) -> int | None:
        """The free slot of a front nearest the arrow, or None when full."""
        for i, piece in enumerate(state.slots[b][f]):
            if piece is None:
                return i
        return None

    def _targets(self, state: BsState, battles: list[int]) -> list[tuple[int, int]]:
        return [(b, f) for b in battles for f in (0, 1) if self._free(state, b, f) is not None]

    def _place_actions(self, state: BsState, seat: int) -> list[Action]:
        out: list[Action] = []
        top, bottom = state.stacks[seat] or (None, None)
        access = state.access[seat]
        if not state.placed[seat]:
            siege = self.block(top).get("kind") == "siege" and not state.shown_both[seat]
            out += self._placements(state, top, bottom, access, siege)
        else:
            out.append(("done",))
        out += self._character_actions(state, seat)
        return out

    def _placements(
        self, state: BsState, top: int, bottom: int, access: list[int], siege: bool
    ) -> list[Action]:
        options: set[Action] = set()
        groups = [[b] for b in access] if siege else [access]
        for battles in groups:
            for first, second in ((top, bottom), (bottom, top)):
                for t1 in self._targets(state, battles) or [None]:
                    if t1 is not None:
                        b, f = t1
                        i = self._free(state, b, f)
                        state.slots[b][f][i] = Piece(0, 0)  # probe the next free slot
                        t2s = self._targets(state, battles) or [None]
                        state.slots[b][f][i] = None
                    else:
                        t2s = [None]
                    for t2 in t2s:
                        options.add(("place", first, t1, second, t2))
        return sorted(options, key=repr)

    def _character_actions(self, state: BsState, seat: int) -> list[Action]:
        cards = state.characters[seat]
        if not cards:
            return []
        access = state.access[seat]
        out: list[Action] = []
        other = 1 - seat
        for b in access:
            for f in (0, 1):
                for i, piece in enumerate(state.slots[b][f]):
                    if piece is None or piece.side < 0:
                        continue
                    if "spy" in cards and piece.side == other and not piece.face_up:
                        out.append(("spy", (b, f, i)))
                    if "chaplain" in cards and not state.bible_used:
                        out.append(("chaplain", (b, f, i)))
                if (
                    "artillery" in cards
                    and not state.canon_used
                    and self._free(state, b, f) is not None
                ):
                    out.append(("artillery", (b, f)))
        if not state.placed[seat]:
            if "scout" in cards:
                out += [("scout", a, c) for a in access for c in range(3) if c not in access]
            if "reinforcements" in cards:
                slots = self.v["slots_per_front"]
                out += [
                    ("reinforcements", (b, f))
                    for b in access
                    for f in (0, 1)
                    if len(state.slots[b][f]) == slots and self._free(state, b, f) is None
                ]
        return out

    # -- applying -------------------------------------------------------------------
    def apply_in_place(self, state: BsState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action[0]
        if kind in ("recruit", "president"):
            block = state.file[seat].pop(action[1])
            state.available[seat].append(block)
            state.available[seat].sort()
            state.recruited[seat] = True
            if kind == "president":
                state.president[seat] = False
                state.cards_played[seat] += 1
            end = "left" if action[1] == 0 else "right" if kind == "recruit" else "any"
            events.append(Event("recruited", {"side": seat, "end": end}))
            events.append(
                Event("recruited_block", {"side": seat, "block": block}, visible_to=(seat,))
            )
            if all(state.recruited):
                state.phase = "stack"
                state.stacks = [None, None]
        elif kind == "stack":
            state.stacks[seat] = (action[1], action[2])
            events.append(Event("stacked", {"side": seat}))
            if all(s is not None for s in state.stacks):
                self._reveal_tops(state, events)
        elif kind == "place":
            self._place(state, seat, action, events)
        elif kind == "done":
            self._finish_placing(state, seat, events)
        elif kind in ("spy", "chaplain", "artillery", "scout", "reinforcements"):
            self._character(state, seat, action, events)
        elif kind == "ambush":
            pending, state.pending = state.pending, None
            self._eliminate(state, action[1], events, by=pending[2])  # type: ignore[index]
        elif kind == "keep":
            _, victor, b, _combos, vanquished = state.pending  # type: ignore[misc]
            state.pending = None
            self._share_cubes(state, b, action[1], victor, vanquished, events)
        elif kind == "step":
            state.pending = None
            self._step(state, action[1], action[2], seat, events)
        self._advance(state, events)
        return events

    def _reveal_tops(self, state: BsState, events: list[Event]) -> None:
        for side in (0, 1):
            top, bottom = state.stacks[side]  # type: ignore[misc]
            state.shown_both[side] = False
            if self.block(top)["value"] < -1:  # the -2 can never be shown: both revealed
                state.stacks[side] = (bottom, top)
                state.shown_both[side] = True
        tops = [state.stacks[s][0] for s in (0, 1)]  # type: ignore[index]
        events.append(
            Event(
                "tops_revealed",
                {
                    "blocks": tops,
                    "both": [state.stacks[s] if state.shown_both[s] else None for s in (0, 1)],
                },
                reveals=True,
            )
        )
        for side in (0, 1):
            state.played[side].extend(state.stacks[side])  # type: ignore[arg-type]
            state.available[side] = [
                b for b in state.available[side] if b not in state.stacks[side]
            ]  # type: ignore[operator]
        kinds = [self.block(t).get("kind") for t in tops]
        if kinds == ["ambush", "ambush"]:
            for side in (0, 1):
                top, bottom = state.stacks[side]  # type: ignore[misc]
                state.set_aside += [(side, top, True), (side, bottom, state.shown_both[side])]
            events.append(Event("double_ambush", {}))
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
            events.append(Event("initiative", {"side": first}))
        state.order = [first, 1 - first]
        state.placed = [False, False]
        state.phase = "place"

    def _place(self, state: BsState, seat: int, action: Action, events: list[Event]) -> None:
        _, first, t1, second, t2 = action
        for block, target in ((first, t1), (second, t2)):
            top = state.stacks[seat][0]  # type: ignore[index]
            face_up = block == top or state.shown_both[seat]
            if target is None:
                state.set_aside.append((seat, block, face_up))
                events.append(
                    Event("set_aside", {"side": seat, "block": block if face_up else None})
                )
                continue
            b, f = target
            i = self._free(state, b, f)
            state.slots[b][f][i] = Piece(seat, block, face_up)
            events.append(
                Event(
                    "placed", {"side": seat, "slot": [b, f, i], "block": block if face_up else None}
                )
            )
        state.placed[seat] = True
        if not self._character_actions(state, seat):
            self._finish_placing(state, seat, events)

    def _finish_placing(self, state: BsState, seat: int, events: list[Event]) -> None:
        state.order.pop(0)
        if not state.order:
            self._end_turn(state, events)

    def _end_turn(self, state: BsState, events: list[Event]) -> None:
        state.stacks = [None, None]
        if state.turn < self.v["turns_per_round"]:
            state.turn += 1
            state.phase = "recruit"
            state.recruited = [False, False]
        else:
            state.phase = "resolve"
            state.resolving = 0
            state.stage = "reveal"

    def _character(self, state: BsState, seat: int, action: Action, events: list[Event]) -> None:
        card = action[0]
        state.characters[seat].remove(card)
        state.cards_played[seat] += 1
        data: dict[str, Any] = {"side": seat, "card": card}
        if card == "spy":
            b, f, i = action[1]
            piece = state.slots[b][f][i]
            assert piece is not None
            piece.face_up = True
            data.update(slot=[b, f, i], block=piece.block)
        elif card == "chaplain":
            b, f, i = action[1]
            state.slots[b][f][i].bible = True  # type: ignore[union-attr]
            state.bible_used = True
            data.update(slot=[b, f, i])
        elif card == "artillery":
            b, f = action[1]
            i = self._free(state, b, f)
            state.slots[b][f][i] = Piece(-1, -1, True)
            state.canon_used = True
            data.update(slot=[b, f, i])
        elif card == "scout":
            access = state.access[seat]
            access[access.index(action[1])] = action[2]
            data.update(old=action[1], new=action[2])
        elif card == "reinforcements":
            b, f = action[1]
            state.slots[b][f].append(None)
            data.update(front=[b, f])
        events.append(Event("character", data, reveals=card == "spy"))

    # -- resolution (driven by _advance, one stage at a time) -----------------------
    def _advance(self, state: BsState, events: list[Event]) -> None:
        """Run every automatic step until a player must decide or the game ends."""
        while not state.over and state.pending is None:
            if state.phase == "resolve":
                if state.stage == "reveal":
                    self._reveal_battle(state, events)
                elif state.stage == "ambush":
                    self._next_ambush(state, events)
                elif state.stage == "score":
                    self._score_battle(state, events)
                else:
                    self._next_battle(state, events)
            elif state.phase == "influence":
                self._next_step(state, events)
            else:
                return

    def _reveal_battle(self, state: BsState, events: list[Event]) -> None:
        b = state.resolving
        hidden = []
        for f in (0, 1):
            for i, piece in enumerate(state.slots[b][f]):
                if piece is not None and not piece.face_up:
                    piece.face_up = True
                    hidden.append({"slot": [b, f, i], "side": piece.side, "block": piece.block})
        events.append(Event("battle_revealed", {"battle": b, "blocks": hidden}, reveals=True))
        width = max(len(state.slots[b][0]), len(state.slots[b][1]))
        state.ambushes = [
            (b, f, i) for i in range(width) for f in (0, 1) if self._is_ambush(state, b, f, i)
        ]
        state.stage = "ambush"

    def _piece(self, state: BsState, b: int, f: int, i: int) -> Piece | None:
        front = state.slots[b][f]
        return front[i] if 0 <= i < len(front) else None

    def _is_ambush(self, state: BsState, b: int, f: int, i: int) -> bool:
        piece = self._piece(state, b, f, i)
        return (
            piece is not None
            and piece.side >= 0
            and self.block(piece.block).get("kind") == "ambush"
        )

    def _next_ambush(self, state: BsState, events: list[Event]) -> None:
        """From the arrow outward; two facing ambushes eliminate each other."""
        if not state.ambushes:
            state.stage = "score"
            return
        b, f, i = state.ambushes.pop(0)
        if not self._is_ambush(state, b, f, i):
            return  # eliminated by an earlier ambush
        opposite = (b, 1 - f, i)
        if self._is_ambush(state, *opposite):
            events.append(Event("ambushes_face", {"slots": [[b, f, i], list(opposite)]}))
            for slot in ((b, f, i), opposite):
                if not state.slots[slot[0]][slot[1]][slot[2]].bible:  # type: ignore[union-attr]
                    self._eliminate(state, slot, events, by=(b, f, i))
            state.ambushes = [x for x in state.ambushes if x != opposite]
            return
        victims = [x for x in ((b, f, i - 1), (b, f, i + 1), opposite) if self._victim(state, *x)]
        owner = state.slots[b][f][i].side  # type: ignore[union-attr]
        if len(victims) == 1:
            self._eliminate(state, victims[0], events, by=(b, f, i))
        elif victims:
            state.pending = ("ambush", owner, (b, f, i), victims)
        else:
            events.append(Event("ambush_idle", {"slot": [b, f, i]}))

    def _victim(self, state: BsState, b: int, f: int, i: int) -> bool:
        piece = self._piece(state, b, f, i)
        return piece is not None and piece.side >= 0 and not piece.bible

    def _eliminate(
        self,
        state: BsState,
        slot: tuple[int, int, int],
        events: list[Event],
        by: tuple[int, int, int],
    ) -> None:
        b, f, i = slot
        piece = state.slots[b][f][i]
        assert piece is not None
        state.slots[b][f][i] = None
        state.set_aside.append((piece.side, piece.block, True))  # eliminated face up
        events.append(
            Event(
                "eliminated",
                {"slot": [b, f, i], "side": piece.side, "block": piece.block, "by": list(by)},
            )
        )

    def front_sums(self, state: BsState, b: int) -> tuple[list[int], list[list[int]]]:
        """Each front's total and each side's contribution to it."""
        totals, contrib = [0, 0], [[0, 0], [0, 0]]
        for f in (0, 1):
            for piece in state.slots[b][f]:
                if piece is None:
                    continue
                if piece.side < 0:
                    totals[f] += self.v["canon_value"]
                else:
                    value = self.block(piece.block)["value"]
                    totals[f] += value
                    contrib[f][piece.side] += value
        return totals, contrib

    def front_sums_obs(self, obs: dict[str, Any], b: int) -> list[int]:
        """Front totals of the blocks a viewer can see (face-down ones count 0)."""
        totals = [0, 0]
        for f in (0, 1):
            for piece in obs["slots"][b][f]:
                if piece is None:
                    continue
                if piece.get("canon"):
                    totals[f] += self.v["canon_value"]
                elif piece["block"] is not None and piece["face_up"]:
                    totals[f] += self.block(piece["block"])["value"]
        return totals

    def _score_battle(self, state: BsState, events: list[Event]) -> None:
        b = state.resolving
        state.stage = "next"
        totals, contrib = self.front_sums(state, b)
        cubes = state.conquest[b]
        winning = next((f for f in (0, 1) if totals[f] > 0 and totals[f] > totals[1 - f]), None)
        data: dict[str, Any] = {"battle": b, "totals": totals}
        if winning is None or max(contrib[winning]) <= 0:
            state.discarded += len(cubes)
            state.conquest[b] = []
            events.append(Event("battle_undecided", data))
            return
        c = contrib[winning]
        if c[0] != c[1]:
            victor = 0 if c[0] > c[1] else 1
        else:  # tie: the side nearest the arrow on the winning front
            victor = next(p.side for p in state.slots[b][winning] if p is not None and p.side >= 0)
        vanquished = 1 - victor if c[1 - victor] > 0 else None
        data.update(front=winning, contributions=c, victor=victor, vanquished=vanquished)
        events.append(Event("battle_won", data))
        intensity = self.v["battle_cards"][state.battles[b]]["intensity"]
        keep = self.v["cube_split"][str(intensity)]
        if vanquished is None or keep >= len(cubes):
            self._share_cubes(state, b, tuple(sorted(cubes)), victor, vanquished, events)
            return
        combos = sorted({tuple(sorted(c)) for c in combinations(cubes, keep)})
        if len(combos) == 1:
            self._share_cubes(state, b, combos[0], victor, vanquished, events)
        else:
            state.pending = ("keep", victor, b, combos, vanquished)

    def _share_cubes(
        self,
        state: BsState,
        b: int,
        kept: tuple[str, ...],
        victor: int,
        vanquished: int | None,
        events: list[Event],
    ) -> None:
        rest = list(state.conquest[b])
        for cube in kept:
            rest.remove(cube)
            state.won[victor][cube] = state.won[victor].get(cube, 0) + 1
        if vanquished is not None:
            for cube in rest:
                state.won[vanquished][cube] = state.won[vanquished].get(cube, 0) + 1
        else:
            state.discarded += len(rest)
        state.conquest[b] = []
        events.append(
            Event(
                "cubes_won",
                {
                    "battle": b,
                    "victor": victor,
                    "kept": list(kept),
                    "vanquished": vanquished,
                    "given": rest,
                },
            )
        )

    def _next_battle(self, state: BsState, events: list[Event]) -> None:
        if state.resolving < 2:
            state.resolving += 1
            state.stage = "reveal"
            return
        state.phase = "influence"
        state.influence = []
        for s in self.v["states"]:
            diff = state.won[0].get(s, 0) - state.won[1].get(s, 0)
            if diff:
                state.influence.append((s, 0 if diff > 0 else 1, abs(diff)))

    # -- end of round -----------------------------------------------------------------
    def _movable(self, state: BsState, s: str) -> list[int]:
        """Indexes of markers of state s that may still move."""
        control = self.v["track_control"]
        attrition = "attrition" in state.variants
        return [
            k
            for k, pos in enumerate(state.markers[s])
            if abs(pos) != control and not (attrition and state.moved[s][k])
        ]

    def _next_step(self, state: BsState, events: list[Event]) -> None:
        if not state.influence:
            self._end_round(state, events)
            return
        s, side, steps = state.influence[0]
        movable = self._movable(state, s)
        if steps == 0 or not movable:
            state.influence.pop(0)
            return
        positions = sorted({state.markers[s][k] for k in movable})
        if len(positions) == 1:
            self._step(state, s, positions[0], side, events)
        else:
            state.pending = ("step", side, s, positions)

    def _step(self, state: BsState, s: str, pos: int, side: int, events: list[Event]) -> None:
        k = next(k for k in self._movable(state, s) if state.markers[s][k] == pos)
        direction = -1 if side == UNION else 1
        state.markers[s][k] += direction
        state.moved[s][k] = True
        name, _, steps = state.influence[0]
        state.influence[0] = (name, side, steps - 1)
        events.append(
            Event(
                "marker_moved", {"state": s, "side": side, "from": pos, "to": state.markers[s][k]}
            )
        )

    def control_count(self, state: BsState, side: int) -> tuple[int, int]:
        """(markers in the side's control zone, distinct states among them)."""
        target = -self.v["track_control"] if side == UNION else self.v["track_control"]
        states = [s for s, ms in state.markers.items() for m in ms if m == target]
        return len(states), len(set(states))

    def _end_round(self, state: BsState, events: list[Event]) -> None:
        spent = sum(sum(w.values()) for w in state.won)
        state.discarded += spent
        state.won = [{}, {}]
        reached = []
        for side in (0, 1):
            n, colours = self.control_count(state, side)
            if colours >= self.v["sudden_death_colours"] or n >= self.v["sudden_death_markers"]:
                reached.append(side)
        if len(reached) == 1 and not state.sudden_reached:
            self._finish(state, reached[0], "sudden_death", events)
            return
        if len(reached) == 2:
            state.sudden_reached = True  # both in the same round: play on to 1865
        if state.round >= self.v["rounds"]:
            self._final_score(state, events)
            return
        for side in (0, 1):  # files rebuilt: 3 left join the available blocks
            state.available[side] = sorted(state.available[side] + state.file[side])
            played = list(state.played[side])
            state.rng.shuffle(played)
            state.file[side] = played
        state.round += 1
        self._prepare_round(state, events)

    def score(self, state: BsState, side: int) -> int:
        sign = -1 if side == UNION else 1
        return sum(1 for ms in state.markers.values() for m in ms if m * sign > 0)

    def _final_score(self, state: BsState, events: list[Event]) -> None:
        scores = [self.score(state, 0), self.score(state, 1)]
        control = [self.control_count(state, s)[0] for s in (0, 1)]
        if scores[0] != scores[1]:
            winner, reason = (0 if scores[0] > scores[1] else 1), "score"
        elif control[0] != control[1]:
            winner, reason = (0 if control[0] > control[1] else 1), "control"
        elif state.cards_played[0] != state.cards_played[1]:
            winner = 0 if state.cards_played[0] < state.cards_played[1] else 1
            reason = "fewer_cards"
        else:
            winner, reason = UNION, "union"
        self._finish(state, winner, reason, events)

    def _finish(self, state: BsState, winner: int, reason: str, events: list[Event]) -> None:
        state.over, state.winner, state.reason = True, winner, reason
        state.phase = "over"
        events.append(
            Event(
                "game_over",
                {
                    "winner": winner,
                    "reason": reason,
                    "scores": [self.score(state, 0), self.score(state, 1)],
                },
                reveals=True,
            )
        )

    # -- end --------------------------------------------------------------------------
    def is_over(self, state: BsState) -> bool:
        return state.over

    def result(self, state: BsState) -> Result:
        winner = state.winner if state.winner is not None else UNION
        return Result(
            (winner, 1 - winner),
            reason=state.reason,
            params={
                "control": [self.control_count(state, s)[0] for s in (0, 1)],
                "cards": list(state.cards_played),
            },
            scores=(self.score(state, 0), self.score(state, 1)),
        )

    # -- views ------------------------------------------------------------------------
    def observe(self, state: BsState, seat: int | None) -> dict[str, Any]:
        everything = seat is None or state.over

        def sees(side: int) -> bool:
            return everything or side == seat

        slots = []
        for b in range(len(state.slots)):
            fronts = []
            for f in (0, 1):
                front = []
                for piece in state.slots[b][f]:
                    if piece is None:
                        front.append(None)
                    elif piece.side < 0:
                        front.append({"canon": True})
                    else:
                        shown = piece.face_up or sees(piece.side)
                        front.append(
                            {
                                "side": piece.side,
                                "block": piece.block if shown else None,
                                "face_up": piece.face_up,
                                "bible": piece.bible,
                            }
                        )
                fronts.append(front)
            slots.append(fronts)
        stacks = []
        for s in (0, 1):
            st = state.stacks[s]
            if st is None:
                stacks.append(None)
            elif sees(s):
                stacks.append(list(st))
            elif state.phase == "place":
                stacks.append([st[0], st[1] if state.shown_both[s] else None])
            else:
                stacks.append("chosen")
        out: dict[str, Any] = {
            "round": state.round,
            "year": self.year(state),
            "turn": state.turn,
            "phase": state.phase,
            "battles": [{"card": c, **self.v["battle_cards"][c]} for c in state.battles],
            "conquest": [list(c) for c in state.conquest],
            "bag": len(state.bag),
            "discarded": state.discarded,
            "deck": len(state.deck),
            "available": [
                sorted(state.available[s]) if sees(s) else len(state.available[s]) for s in (0, 1)
            ],
            "file": [list(state.file[s]) if sees(s) else len(state.file[s]) for s in (0, 1)],
            "president": list(state.president),
            "characters": [list(c) for c in state.characters],
            "cards_played": list(state.cards_played),
            "initiative": state.initiative,
            "stacks": stacks,
            "shown_both": list(state.shown_both),
            "order": list(state.order),
            "access": [list(a) for a in state.access],
            "slots": slots,
            "bible_used": state.bible_used,
            "canon_used": state.canon_used,
            "set_aside": [[s, b if shown or sees(s) else None] for s, b, shown in state.set_aside],
            "won": [dict(w) for w in state.won],
            "markers": {s: list(m) for s, m in state.markers.items()},
            "resolving": state.resolving,
            "stage": state.stage,
            "pending": _jsonable(state.pending),
            "scores": [self.score(state, 0), self.score(state, 1)],
            "over": state.over,
            "winner": state.winner,
            "variants": list(state.variants),
        }
        # public facts of the turn in progress (search bots rebuild states from them)
        out["recruited"] = list(state.recruited)
        out["placed"] = list(state.placed)
        out["moved"] = {k: list(m) for k, m in state.moved.items()}
        out["ambushes"] = [list(a) for a in state.ambushes]
        out["influence"] = [list(x) for x in state.influence]
        out["sudden_reached"] = state.sudden_reached
        out["reason"] = state.reason
        if seat is None:
            out["rng"] = state.rng.to_json()
            out["deck_cards"] = list(state.deck)
            out["bag_cubes"] = sorted(state.bag)
        return out

    def clone(self, state: BsState) -> BsState:
        c = BsState(rng=state.rng.copy(), variants=state.variants)
        for name, value in vars(state).items():
            if name in ("rng", "variants"):
                continue
            setattr(c, name, _deep(value))
        return c

    def bots(self) -> dict[str, Any]:
        from peloton_desktop.core.ismcts import search_levels
        from peloton_desktop.games.border_states.bots import HeuristicBot

        return search_levels(HeuristicBot, normal=40, strong=250)

    # -- search support: sampling what a seat cannot see, scoring a cut-off game ----
    def determinize(self, obs: dict[str, Any], seat: int, rng: Rng) -> BsState:
        """A full state consistent with `obs` (seat's view); unknowns are sampled."""
        v = self.v
        other = 1 - seat
        state = BsState(rng=Rng(rng.next64()), variants=tuple(obs["variants"]))
        state.round, state.turn, state.phase = obs["round"], obs["turn"], obs["phase"]
        state.battles = [b["card"] for b in obs["battles"]]
        unseen = [c for c in range(len(v["battle_cards"])) if c not in state.battles]
        rng.shuffle(unseen)
        state.deck = unseen[: obs["deck"]]
        state.conquest = [list(c) for c in obs["conquest"]]
        state.bag = [v["states"][rng.below(len(v["states"]))] for _ in range(obs["bag"])]
        state.discarded = obs["discarded"]
        state.president = list(obs["president"])
        state.characters = [list(c) for c in obs["characters"]]
        state.cards_played = list(obs["cards_played"])
        state.initiative = obs["initiative"]
        state.recruited = list(obs["recruited"])
        state.placed = list(obs["placed"])
        state.shown_both = list(obs["shown_both"])
        state.order = list(obs["order"])
        state.access = [list(a) for a in obs["access"]]
        state.bible_used, state.canon_used = obs["bible_used"], obs["canon_used"]
        state.won = [dict(w) for w in obs["won"]]
        state.markers = {k: list(m) for k, m in obs["markers"].items()}
        state.moved = {k: list(m) for k, m in obs["moved"].items()}
        state.resolving, state.stage = obs["resolving"], obs["stage"]
        state.ambushes = [tuple(a) for a in obs["ambushes"]]  # type: ignore[misc]
        state.influence = [tuple(x) for x in obs["influence"]]  # type: ignore[misc]
        state.sudden_reached, state.over = obs["sudden_reached"], obs["over"]
        state.winner, state.reason = obs["winner"], obs["reason"]
        state.pending = _pending_from(obs["pending"])
        # the opponent's blocks we have not seen are dealt at random
        known = []
        for fronts in obs["slots"]:
            for front in fronts:
                known += [
                    x["block"]
                    for x in front
                    if x and not x.get("canon") and x["side"] == other and x["block"] is not None
                ]
        known += [b for s, b in obs["set_aside"] if s == other and b is not None]
        stack = obs["stacks"][other]
        if isinstance(stack, list):
            known += [b for b in stack if b is not None]
        pool = [b for b in range(len(v["blocks"])) if b not in known]
        rng.shuffle(pool)
        state.slots = []
        for fronts in obs["slots"]:
            battle = []
            for front in fronts:
                row: list[Piece | None] = []
                for x in front:
                    if x is None:
                        row.append(None)
                    elif x.get("canon"):
                        row.append(Piece(-1, -1, True))
                    else:
                        block = x["block"] if x["block"] is not None else pool.pop()
                        row.append(Piece(x["side"], block, x["face_up"], x["bible"]))
                battle.append(row)
            state.slots.append(battle)
        state.set_aside = []
        for s, b in obs["set_aside"]:
            state.set_aside.append((s, b if b is not None else pool.pop(), b is not None))
        stacks: list[tuple[int, int] | None] = [None, None]
        if isinstance(obs["stacks"][seat], list):
            stacks[seat] = tuple(obs["stacks"][seat])  # type: ignore[assignment]
        if isinstance(stack, list):
            if stack[1] is not None:
                stacks[other] = (stack[0], stack[1])
            elif state.placed[other]:  # its hidden block is already on the board
                stacks[other] = (stack[0], stack[0])
            else:
                stacks[other] = (stack[0], pool.pop())
        state.available = [[], []]
        state.file = [[], []]
        state.available[seat] = list(obs["available"][seat])
        state.file[seat] = list(obs["file"][seat])
        state.available[other] = sorted(pool.pop() for _ in range(obs["available"][other]))
        state.file[other] = [pool.pop() for _ in range(obs["file"][other])]
        if stack == "chosen":  # a secret stack: two of its available blocks
            a, b = rng.below(len(state.available[other])), 0
            first = state.available[other][a]
            rest = [x for x in state.available[other] if x != first]
            b = rest[rng.below(len(rest))]
            stacks[other] = (first, b)
        state.stacks = stacks
        for side in (0, 1):
            played = [
                p.block
                for bt in state.slots
                for fr in bt
                for p in fr
                if p is not None and p.side == side
            ]
            played += [b for s, b, _ in state.set_aside if s == side]
            if state.phase == "place" and not state.placed[side] and stacks[side]:
                played += list(stacks[side])  # type: ignore[arg-type]
            state.played[side] = played
        return state

    def evaluate(self, state: BsState) -> list[float]:
        """The Union's chance from the markers on each side (logistic)."""
        import math

        lead = self.score(state, 0) - self.score(state, 1)
        control = self.control_count(state, 0)[0] - self.control_count(state, 1)[0]
        p = 1 / (1 + math.exp(-(lead + 0.8 * control) / 2.5))
        return [p, 1 - p]


def _deep(value: Any) -> Any:
    if isinstance(value, list):
        return [_deep(v) for v in value]
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, Piece):
        return value.copy()
    return value


def _pending_from(data: Any) -> tuple[Any, ...] | None:
    """The pending decision from its JSON form (lists back to the engine's tuples)."""
    if data is None:
        return None
    kind = data[0]
    if kind == "ambush":
        return ("ambush", data[1], tuple(data[2]), [tuple(x) for x in data[3]])
    if kind == "keep":
        return ("keep", data[1], data[2], [tuple(x) for x in data[3]], data[4])
    return ("step", data[1], data[2], list(data[3]))


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value
