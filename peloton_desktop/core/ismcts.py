"""Information-set Monte Carlo tree search (single-observer ISMCTS).

The bot never reads the true state. Each iteration samples a determinization — a
full state consistent with its seat's observation, built by the game's
`determinize(observation, seat, rng)` — then walks one shared tree of its own and
its opponents' actions (UCB1 with availability counts, Cowling et al. 2012),
plays a short rollout with the game's heuristic policy and scores it with the
game's `evaluate` (or plays to the end). Simultaneous secret choices are searched
as if sequential: the others' hidden choices are part of what is sampled.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from peloton_desktop.core.bots import Bot, Decision, decide
from peloton_desktop.core.prompts import Ask
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.core.rng import Rng


@dataclass
class _Node:
    player: int = -1  # who chose the action leading here
    action: Action = None
    parent: _Node | None = None
    children: dict[Any, _Node] = field(default_factory=dict)
    visits: int = 0
    available: int = 0
    reward: float = 0.0


def rewards(game: AnyGame, state: Any) -> list[float]:
    """1 for the winner down to 0 for the last, linearly by rank."""
    ranking = game.result(state).ranking
    n = len(ranking)
    out = [0.0] * n
    for rank, seat in enumerate(ranking):
        out[seat] = 1.0 if n == 1 else (n - 1 - rank) / (n - 1)
    return out


class IsmctsBot:
    """A search bot with a time and/or iteration budget per decision."""

    def __init__(
        self,
        seed: int = 0,
        seconds: float = 1.0,
        iterations: int | None = None,
        rollout_depth: int = 40,
        exploration: float = 0.7,
        name: str = "strong",
        policy: Callable[[int], Bot] | None = None,
        max_width: int | None = None,
    ) -> None:
        self.name = name
        self.rng = Rng(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.last_iterations = 0
        self.policy = policy  # the rollout policy (default: the game's heuristic)
        self.max_width = max_width  # wider decisions are left to the policy

    def choose(self, decision: Decision) -> Action:
        legal = list(decision.legal)
        if len(legal) == 1:
            return legal[0]
        game, seat, obs = decision.game, decision.seat, decision.observation
        if not game.searchable:
            return self.rng.choice(legal)
        policy = self._policy(game)
        prompt = decision.prompt
        if self.max_width is not None and len(legal) > self.max_width:
            return policy.choose(decision)  # too many children for the budget
        if prompt is not None and prompt.kind is Ask.REACTION and not prompt.waits:
            # An open reaction window (asked at every turn change): answered by the
            # game's heuristic, so a table of search bots keeps its pace.
            return policy.choose(decision)
        root = _Node()
        deadline = time.perf_counter() + self.seconds
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if time.perf_counter() >= deadline:  # the time budget caps every level
                break
            state = game.determinize(obs, seat, self.rng.fork())
            self._iterate(game, state, root, seat, legal, policy)
            done += 1
        self.last_iterations = done
        best = max(
            (c for c in root.children.values() if c.action in legal),
            key=lambda c: (c.visits, c.reward),
            default=None,
        )
        return best.action if best is not None else self.rng.choice(legal)

    def _policy(self, game: AnyGame) -> Bot:
        factory = self.policy or game.bots().get("heuristic")
        return factory(self.rng.next64()) if factory else _RandomPolicy(self.rng.fork())

    def _iterate(
        self,
        game: AnyGame,
        state: Any,
        root: _Node,
        seat: int,
        root_legal: list[Action],
        policy: Bot,
    ) -> None:
        node = root
        first = True
        # selection and expansion (the root belongs to the searching seat, even when
        # others have a simultaneous choice pending)
        while not game.is_over(state):
            player = seat if first else _next(game, state)
            legal = root_legal if first else game.legal_actions(state, player)
            first = False
            keys = {_key(a): a for a in legal}
            for key in keys:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            untried = [k for k in keys if k not in node.children]
            if untried:
                key = untried[self.rng.below(len(untried))]
                child = _Node(player, keys[key], node)
                child.available = 1
                node.children[key] = child
                game.apply_in_place(state, player, keys[key])
                node = child
                break
            node = max(
                (node.children[k] for k in keys),
                key=lambda c: (
                    c.reward / c.visits
                    + self.exploration * math.sqrt(math.log(max(c.available, 1)) / c.visits)
                ),
            )
            game.apply_in_place(state, player, node.action)
        # rollout
        steps = 0
        while not game.is_over(state) and steps < self.rollout_depth:
            player = _next(game, state)
            game.apply_in_place(state, player, decide(game, state, player, policy))
            steps += 1
        over = game.is_over(state)
        score = rewards(game, state) if over else game.evaluate(state)
        # backpropagation
        while node is not None and node.parent is not None:
            node.visits += 1
            node.reward += score[node.player]
            node = node.parent
        root.visits += 1


class _RandomPolicy:
    name = "random"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, decision: Decision) -> Action:
        return self.rng.choice(decision.legal)


def _next(game: AnyGame, state: Any) -> int:
    seat = game.next_seat(state)
    if seat is None:
        raise RuntimeError("no seat is asked in a game that is not over")
    return seat


def _key(action: Action) -> Any:
    return repr(action) if isinstance(action, dict) else action


def search_levels(
    heuristic: Callable[[int], Bot],
    normal: int,
    strong: int,
    rollout_depth: int = 40,
    policy: Callable[[int], Bot] | None = None,
    max_width: int | None = None,
) -> dict[str, Any]:
    """A game's three levels: its heuristic (easy) and two search budgets (iterations,
    capped at 0.5 s and 1 s a decision) whose rollouts play `policy` (default: the
    heuristic); decisions wider than `max_width` are the policy's own."""

    def level(name: str, iterations: int, seconds: float) -> Callable[[int], Bot]:
        return lambda seed: IsmctsBot(
            seed,
            iterations=iterations,
            seconds=seconds,
            name=name,
            rollout_depth=rollout_depth,
            policy=policy,
            max_width=max_width,
        )

    return {
        "heuristic": heuristic,
        "normal": level("normal", normal, 0.5),
        "strong": level("strong", strong, 1.0),
    }
