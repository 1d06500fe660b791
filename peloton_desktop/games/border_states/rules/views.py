"""Border States — what each side sees (« pavés faces cachées ») and search support.

`observe` hides the other side's face-down blocks, its file and available blocks,
and its secret stack; it shows the public facts of the turn in progress, a pending
decision included (named fields). `determinize` deals the blocks a side has not
seen at random into a full state consistent with its observation, and `evaluate`
scores a cut-off game, for the search bots (core/ismcts.py).
"""

from __future__ import annotations

import math
from typing import Any

from peloton_desktop.core.rng import Rng
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.state import (
    BsState,
    Piece,
    pending_from_json,
    pending_to_json,
)


class Views(Chapter):
    """A side's observation, sampled worlds and the cut-off estimate."""

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
            "pending": pending_to_json(state.pending),
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
        if state.reserved:  # only while Reinforcements wait for their block
            out["reserved"] = [list(r) for r in state.reserved]
        if seat is None:
            out["rng"] = state.rng.to_json()
            out["deck_cards"] = list(state.deck)
            out["bag_cubes"] = sorted(state.bag)
        return out

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
        state.reserved = [(b, f, s) for b, f, s in obs.get("reserved", [])]
        state.won = [dict(w) for w in obs["won"]]
        state.markers = {k: list(m) for k, m in obs["markers"].items()}
        state.moved = {k: list(m) for k, m in obs["moved"].items()}
        state.resolving, state.stage = obs["resolving"], obs["stage"]
        state.ambushes = [tuple(a) for a in obs["ambushes"]]  # type: ignore[misc]
        state.influence = [tuple(x) for x in obs["influence"]]  # type: ignore[misc]
        state.sudden_reached, state.over = obs["sudden_reached"], obs["over"]
        state.winner, state.reason = obs["winner"], obs["reason"]
        state.pending = pending_from_json(obs["pending"])
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
        lead = self.score(state, 0) - self.score(state, 1)
        control = self.control_count(state, 0)[0] - self.control_count(state, 1)[0]
        p = 1 / (1 + math.exp(-(lead + 0.8 * control) / 2.5))
        return [p, 1 - p]
