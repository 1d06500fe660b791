"""Border States — what each side sees (« pavés faces cachées ») and search support.

`observe` gives a side's `BsObservation` (observation.py): it hides the other
side's face-down blocks, its file and available blocks, and its secret stack; it
shows the public facts of the turn in progress, a pending decision included.
`determinize` deals the blocks a side has not seen at random into a full state
consistent with its observation, and `evaluate` scores a cut-off game, for the
search bots (core/ismcts.py).
"""

from __future__ import annotations

import math
from functools import cached_property
from typing import Any, TypeVar

from peloton_desktop.core.rng import Rng
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.observation import (
    CANON_SEEN,
    CHOSEN,
    BattleCard,
    Blocks,
    BsObservation,
    Canon,
    Front,
    PlacedBlock,
    Sides,
    Stack,
    block_count,
    known_blocks,
    placed_block,
    public_decision,
)
from peloton_desktop.games.border_states.rules.state import BsState, Piece

T = TypeVar("T")


class Views(Chapter):
    """A side's observation, sampled worlds and the cut-off estimate."""

    def observe(self, state: BsState, seat: int | None) -> BsObservation:
        everything = seat is None or state.over
        seen = (everything or seat == 0, everything or seat == 1)

        def front(row: list[Piece | None]) -> Front:
            return tuple(
                [
                    None
                    if p is None
                    else CANON_SEEN
                    if p.side < 0
                    else placed_block(
                        p.side, p.block if p.face_up or seen[p.side] else None, p.face_up, p.bible
                    )
                    for p in row
                ]
            )

        def stack(s: int) -> Stack:
            st = state.stacks[s]
            if st is None or seen[s]:
                return st
            if state.phase == "place":
                return st[0], st[1] if state.shown_both[s] else None
            return CHOSEN

        def blocks(held: list[int], s: int, ordered: bool) -> Blocks:
            if not seen[s]:
                return len(held)
            return tuple(sorted(held) if ordered else held)

        available, file, won = state.available, state.file, state.won
        full = seat is None
        return BsObservation(
            round=state.round,
            year=self.year(state),
            turn=state.turn,
            phase=state.phase,
            battles=tuple([self._battle_cards[c] for c in state.battles]),
            conquest=tuple(map(tuple, state.conquest)),
            bag=len(state.bag),
            discarded=state.discarded,
            deck=len(state.deck),
            available=(blocks(available[0], 0, True), blocks(available[1], 1, True)),
            file=(blocks(file[0], 0, False), blocks(file[1], 1, False)),
            president=_pair(state.president),
            characters=(tuple(state.characters[0]), tuple(state.characters[1])),
            cards_played=_pair(state.cards_played),
            initiative=state.initiative,
            stacks=(stack(0), stack(1)),
            shown_both=_pair(state.shown_both),
            order=tuple(state.order),
            access=(tuple(state.access[0]), tuple(state.access[1])),
            slots=tuple((front(fronts[0]), front(fronts[1])) for fronts in state.slots),
            bible_used=state.bible_used,
            canon_used=state.canon_used,
            set_aside=tuple(
                (s, b if shown or seen[s] else None) for s, b, shown in state.set_aside
            ),
            won=(dict(won[0]), dict(won[1])),
            markers={s: tuple(m) for s, m in state.markers.items()},
            resolving=state.resolving,
            stage=state.stage,
            pending=public_decision(state.pending),
            scores=(self.score(state, 0), self.score(state, 1)),
            over=state.over,
            winner=state.winner,
            variants=state.variants,
            recruited=_pair(state.recruited),
            placed=_pair(state.placed),
            moved={k: tuple(m) for k, m in state.moved.items()},
            ambushes=tuple(state.ambushes),
            influence=tuple(state.influence),
            sudden_reached=state.sudden_reached,
            reason=state.reason,
            reserved=tuple(state.reserved),
            rng=state.rng.to_json() if full else None,
            deck_cards=tuple(state.deck) if full else None,
            bag_cubes=tuple(sorted(state.bag)) if full else None,
        )

    @cached_property
    def _battle_cards(self) -> tuple[BattleCard, ...]:
        """Every battle card of the ruleset, as the observation shows it."""
        cards: list[dict[str, Any]] = self.v["battle_cards"]
        return tuple(BattleCard(n, c["name"], c["intensity"]) for n, c in enumerate(cards))

    # -- search support: sampling what a seat cannot see, scoring a cut-off game ----
    def determinize(self, obs: BsObservation, seat: int, rng: Rng) -> BsState:
        """A full state consistent with `obs` (seat's view); unknowns are sampled."""
        v = self.v
        other = 1 - seat
        state = BsState(rng=Rng(rng.next64()), variants=obs.variants)
        state.round, state.turn, state.phase = obs.round, obs.turn, obs.phase
        state.battles = [b.card for b in obs.battles]
        unseen = [c for c in range(len(v["battle_cards"])) if c not in state.battles]
        rng.shuffle(unseen)
        state.deck = unseen[: obs.deck]
        state.conquest = [list(c) for c in obs.conquest]
        state.bag = [v["states"][rng.below(len(v["states"]))] for _ in range(obs.bag)]
        state.discarded = obs.discarded
        state.president = list(obs.president)
        state.characters = [list(c) for c in obs.characters]
        state.cards_played = list(obs.cards_played)
        state.initiative = obs.initiative
        state.recruited = list(obs.recruited)
        state.placed = list(obs.placed)
        state.shown_both = list(obs.shown_both)
        state.order = list(obs.order)
        state.access = [list(a) for a in obs.access]
        state.bible_used, state.canon_used = obs.bible_used, obs.canon_used
        state.reserved = list(obs.reserved)
        state.won = [dict(w) for w in obs.won]
        state.markers = {k: list(m) for k, m in obs.markers.items()}
        state.moved = {k: list(m) for k, m in obs.moved.items()}
        state.resolving, state.stage = obs.resolving, obs.stage
        state.ambushes = list(obs.ambushes)
        state.influence = list(obs.influence)
        state.sudden_reached, state.over = obs.sudden_reached, obs.over
        state.winner, state.reason = obs.winner, obs.reason
        state.pending = obs.pending.pending() if obs.pending is not None else None
        # the opponent's blocks we have not seen are dealt at random
        known = [
            x.block
            for fronts in obs.slots
            for front in fronts
            for x in front
            if isinstance(x, PlacedBlock) and x.side == other and x.block is not None
        ]
        known += [b for s, b in obs.set_aside if s == other and b is not None]
        stack = obs.stacks[other]
        if isinstance(stack, tuple):
            known += [b for b in stack if b is not None]
        pool = [b for b in range(len(v["blocks"])) if b not in known]
        rng.shuffle(pool)
        state.slots = []
        for fronts in obs.slots:
            battle = []
            for front in fronts:
                row: list[Piece | None] = []
                for x in front:
                    if x is None:
                        row.append(None)
                    elif isinstance(x, Canon):
                        row.append(Piece(-1, -1, True))
                    else:
                        block = x.block if x.block is not None else pool.pop()
                        row.append(Piece(x.side, block, x.face_up, x.bible))
                battle.append(row)
            state.slots.append(battle)
        state.set_aside = []
        for s, b in obs.set_aside:
            state.set_aside.append((s, b if b is not None else pool.pop(), b is not None))
        stacks: list[tuple[int, int] | None] = [None, None]
        mine = obs.stacks[seat]
        if isinstance(mine, tuple) and mine[1] is not None:  # a side sees its whole stack
            stacks[seat] = (mine[0], mine[1])
        if isinstance(stack, tuple):
            if stack[1] is not None:
                stacks[other] = (stack[0], stack[1])
            elif state.placed[other]:  # its hidden block is already on the board
                stacks[other] = (stack[0], stack[0])
            else:
                stacks[other] = (stack[0], pool.pop())
        state.available = [[], []]
        state.file = [[], []]
        state.available[seat] = list(known_blocks(obs.available[seat]))
        state.file[seat] = list(known_blocks(obs.file[seat]))
        hidden = block_count(obs.available[other])
        state.available[other] = sorted(pool.pop() for _ in range(hidden))
        state.file[other] = [pool.pop() for _ in range(block_count(obs.file[other]))]
        if stack == CHOSEN:  # a secret stack: two of its available blocks
            a = rng.below(len(state.available[other]))
            first = state.available[other][a]
            rest = [x for x in state.available[other] if x != first]
            stacks[other] = (first, rest[rng.below(len(rest))])
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
            pair = stacks[side]
            if state.phase == "place" and not state.placed[side] and pair:
                played += list(pair)
            state.played[side] = played
        return state

    def evaluate(self, state: BsState) -> list[float]:
        """The Union's chance from the markers on each side (logistic)."""
        lead = self.score(state, 0) - self.score(state, 1)
        control = self.control_count(state, 0)[0] - self.control_count(state, 1)[0]
        p = 1 / (1 + math.exp(-(lead + 0.8 * control) / 2.5))
        return [p, 1 - p]


def _pair(values: list[T]) -> Sides[T]:
    return values[0], values[1]
