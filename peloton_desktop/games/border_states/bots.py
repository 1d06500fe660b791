"""A sensible Border States bot: reads only its seat's observation.

Recruits the stronger end, shows a modest block on top and keeps the strong one
face down (a bluff the opponent must respect), places where the cubes it wants
most are and where its side leads, uses its characters when they change a battle,
ambushes the strongest enemy block, keeps the cubes of the states it can swing,
and moves the markers nearest to its control zone.
"""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.bots import Decision, Heuristic
from peloton_desktop.core.protocol import Action
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.observation import (
    BsObservation,
    PlacedBlock,
    known_blocks,
)


class HeuristicBot(Heuristic):
    def decide(self, decision: Decision) -> Action:
        legal = list(decision.legal)
        game, seat = decision.game, decision.seat
        # Border States' rules (typed by their Chapter base: rules/game.py imports this module)
        assert isinstance(game, Chapter)
        obs: BsObservation = decision.observation
        # the kind of the first legal action says the decision (as the panel routes it)
        kind = legal[0][0]
        if kind in ("recruit", "president"):
            return self._recruit(obs, legal, seat, game)
        if kind == "stack":
            return self._stack(legal, game)
        if kind in ("place", "done", *game.v["characters"]):
            return self._place(obs, legal, seat, game)
        if kind == "ambush":
            return self._ambush(obs, legal, seat, game)
        if kind == "keep":
            return self._keep(obs, legal, seat, game.v["track_control"])
        if kind == "step":
            return self._step(legal, seat)
        return self.rng.choice(legal)

    def _value(self, game: Chapter, block: int | None) -> int:
        if block is None:
            return 0
        value: int = game.block(block)["value"]
        return value

    def _recruit(self, obs: BsObservation, legal: list[Action], seat: int, game: Chapter) -> Action:
        file = known_blocks(obs.file[seat])
        ends = [a for a in legal if a[0] == "recruit"]
        best = max(ends, key=lambda a: self._value(game, file[a[1]]))
        if obs.round >= 4 and obs.president[seat]:
            anywhere = [a for a in legal if a[0] == "president"]
            if anywhere:
                top = max(anywhere, key=lambda a: self._value(game, file[a[1]]))
                if self._value(game, file[top[1]]) > self._value(game, file[best[1]]) + 1:
                    return top
        return best

    def _stack(self, legal: list[Action], game: Chapter) -> Action:
        def score(a: Action) -> float:
            top, bottom = game.block(a[1]), game.block(a[2])
            if top["value"] < -1:
                return -100.0
            reach = len(top["battles"]) or 2
            # show something modest that reaches far, hide the strength below
            score: float = (
                bottom["value"] * 2 - top["value"] * 0.5 + reach * 0.7 + self.rng.below(10) / 10
            )
            return score

        return max(legal, key=score)

    def _place(self, obs: BsObservation, legal: list[Action], seat: int, game: Chapter) -> Action:
        places = [a for a in legal if a[0] == "place"]
        if places:
            return max(places, key=lambda a: self._placement_score(obs, a, seat, game))
        # after placing: play Artillery or Chaplain where it helps, else finish
        for a in legal:
            if a[0] == "artillery" and self.rng.below(3) == 0:
                return a
        return next((a for a in legal if a[0] == "done"), legal[0])

    def _placement_score(self, obs: BsObservation, a: Action, seat: int, game: Chapter) -> float:
        _, first, t1, second, t2 = a
        total = 0.0
        for block, target in ((first, t1), (second, t2)):
            value = self._value(game, block)
            if target is None:
                total -= 3 + max(value, 0)
                continue
            b, f = target
            cubes = len(obs.conquest[b]) if b < len(obs.conquest) else 0
            mine, theirs = self._front_strength(obs, b, f, seat, game)
            other_mine, other_theirs = self._front_strength(obs, b, 1 - f, seat, game)
            if value < 0:  # dump the -2 where the enemy leads
                total += (theirs - mine) * 0.8 - cubes * 0.2
            else:
                contest = (mine + value) - max(theirs, other_mine + other_theirs)
                total += cubes * 0.8 + min(contest, 3) * 0.6 + value * 0.3
        return total + self.rng.below(10) / 50

    def _front_strength(
        self, obs: BsObservation, b: int, f: int, seat: int, game: Chapter
    ) -> tuple[float, float]:
        mine = theirs = 0.0
        for piece in obs.slots[b][f]:
            if not isinstance(piece, PlacedBlock):  # empty, or the Canon
                continue
            value = self._value(game, piece.block) if piece.block is not None else 1.5
            if piece.side == seat:
                mine += value
            else:
                theirs += value
        return mine, theirs

    def _ambush(self, obs: BsObservation, legal: list[Action], seat: int, game: Chapter) -> Action:
        def gain(a: Action) -> float:
            b, f, i = a[1]
            piece = obs.slots[b][f][i]
            assert isinstance(piece, PlacedBlock)  # a victim is a side's block
            value = self._value(game, piece.block)
            return value if piece.side != seat else -value

        return max(legal, key=gain)

    def _keep(self, obs: BsObservation, legal: list[Action], seat: int, control: int) -> Action:
        markers = obs.markers
        sign = -1 if seat == 0 else 1

        def worth(state: str) -> float:
            ms = markers[state]
            swing = sum(1 for m in ms if abs(m) < control and m * sign <= 0)  # not controlled
            return swing + self.rng.below(3) / 10

        return max(legal, key=lambda a: sum(worth(c) for c in a[1]))

    def _step(self, legal: list[Action], seat: int) -> Action:
        # push the marker nearest to our control zone over the line first
        sign = -1 if seat == 0 else 1
        return max(legal, key=lambda a: a[2] * sign)


def levels() -> dict[str, Any]:
    """The game's bots by name (heuristic, normal, strong): seed -> Bot; `Game.bots()`
    finds this by its name, so the rules never import their bots."""
    from peloton_desktop.core.ismcts import search_levels

    return search_levels(HeuristicBot, normal=40, strong=250)
