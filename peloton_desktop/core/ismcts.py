"""Information-set Monte Carlo tree search (single-observer ISMCTS).

The bot never reads the true state. Each iteration samples a determinization — a
full state consistent with its seat's observation, built by the game's
`determinize(observation, seat, rng)` — then walks one shared tree of its own and
its opponents' actions (UCB1 with availability counts, Cowling et al. 2012),
plays a short rollout with the game's heuristic policy and scores it with the
game's `evaluate` (or plays to the end). Simultaneous secret choices are searched
as if sequential: the others' hidden choices are part of what is sampled.

A level is an iteration budget, not a time limit, and the search's chance is seeded
from the decision's key (what the seat sees): the same position gives the same move
on any machine. The time cap only cuts a search running far over its budget (a very
slow machine); the decision then says so (`Decision.out_of_time`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from peloton_desktop.core.bots import Bot, Decision, Heuristic, decide
from peloton_desktop.core.prompts import Ask
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.search_pool import spread

# The trees a decision grows, whatever the cores: a fixed count keeps the move the
# same for a seed on 1 worker or many; 4 share a budget evenly over 1, 2 or 4 cores.
TREES = 4


@dataclass(frozen=True)
class Estimate:
    """One action as a search sees it: how often it was tried and what it earned (the
    seat's mean reward in [0, 1]: 1 for a win, linearly down to 0 for the last)."""

    action: Action
    visits: int
    value: float


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
    """A search bot with an iteration budget per decision, and a time cap far above
    what the budget takes (`cap_seconds`). The seed is kept for the factories' shape:
    a decision's chance comes from its key."""

    def __init__(
        self,
        seed: int = 0,
        iterations: int = 100,
        cap_seconds: float = 10.0,
        rollout_depth: int = 40,
        exploration: float = 0.7,
        name: str = "strong",
        policy: Callable[[int], Bot] | None = None,
        max_width: int | None = None,
    ) -> None:
        self.name = name
        self.rng = Rng(seed)
        self.cap_seconds = cap_seconds
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
        game = decision.game
        self.rng = Rng(decision.key(self.name))
        if not game.searchable:
            return self.rng.choice(legal)
        prompt = decision.prompt
        if self.max_width is not None and len(legal) > self.max_width:
            return self._policy(game).choose(decision)  # too many children for the budget
        if prompt is not None and prompt.kind is Ask.REACTION and not prompt.waits:
            # An open reaction window (asked at every turn change): answered by the
            # game's heuristic, so a table of search bots keeps its pace.
            return self._policy(game).choose(decision)
        root = self._search(decision)
        best = max(
            (c for c in root.children.values() if c.action in legal),
            key=lambda c: (c.visits, c.reward),
            default=None,
        )
        return best.action if best is not None else self.rng.choice(legal)

    def analyse(self, decision: Decision) -> list[Estimate]:
        """Every legal action the search tried, most visited first, with its visits and
        its mean reward for the seat (the coach's reading of the strong bot). Always
        searched, whatever the width: the coach explains, it does not keep a pace."""
        game = decision.game
        self.rng = Rng(decision.key(self.name))
        if not game.searchable or not decision.legal:
            return []
        root = self._search(decision)
        out = [
            Estimate(c.action, c.visits, c.reward / c.visits)
            for c in root.children.values()
            if c.action in decision.legal and c.visits
        ]
        return sorted(out, key=lambda e: (-e.visits, -e.value))

    def _search(self, decision: Decision) -> _Node:
        """`TREES` trees, each grown from its own seed (drawn from the decision's key)
        on a share of the budget, on the bot workers; their root counts summed in
        tree order: the same root, hence the same move, on any number of cores."""
        game, seat, obs = decision.game, decision.seat, decision.observation
        legal = list(decision.legal)
        master = Rng(decision.key(self.name))
        plan = [
            (master.next64(), self.iterations // TREES + (t < self.iterations % TREES))
            for t in range(TREES)
        ]
        root = _Node()
        done = 0
        for children, iterations, cut in spread(_grow, (self, game, seat, obs, legal), plan):
            done += iterations
            decision.out_of_time = decision.out_of_time or cut
            for key, action, visits, reward, available in children:
                node = root.children.get(key)
                if node is None:
                    node = root.children[key] = _Node(seat, action, root)
                node.visits += visits
                node.reward += reward
                node.available += available
            root.visits += iterations
        self.last_iterations = done
        return root

    def grow(
        self, game: AnyGame, seat: int, obs: Any, legal: list[Action], seed: int, iterations: int
    ) -> tuple[_Node, int, bool]:
        """One tree of `iterations` from `seed`: its root, the iterations done and
        whether the time cap cut it."""
        self.rng = Rng(seed)
        policy = self._policy(game)
        root = _Node()
        deadline = time.perf_counter() + self.cap_seconds
        done = 0
        while done < iterations:
            if time.perf_counter() >= deadline:  # far over the budget: a slow machine
                return root, done, True
            state = game.determinize(obs, seat, self.rng.fork())
            self._iterate(game, state, root, seat, legal, policy)
            done += 1
        return root, done, False

    def _policy(self, game: AnyGame) -> Bot:
        factory = self.policy or game.bots().get("heuristic")
        if factory is None:
            return _RandomPolicy(self.rng.fork())
        policy = factory(self.rng.next64())
        if isinstance(policy, Heuristic):
            policy.keyed = False  # its chance is the search's seeded RNG
        return policy

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
                game.apply_quiet(state, player, keys[key])
                node = child
                break
            node = max(
                (node.children[k] for k in keys),
                key=lambda c: (
                    c.reward / c.visits
                    + self.exploration * math.sqrt(math.log(max(c.available, 1)) / c.visits)
                ),
            )
            game.apply_quiet(state, player, node.action)
        # rollout
        steps = 0
        while not game.is_over(state) and steps < self.rollout_depth:
            player = _next(game, state)
            game.apply_quiet(state, player, decide(game, state, player, policy))
            steps += 1
        over = game.is_over(state)
        score = rewards(game, state) if over else game.evaluate(state)
        # backpropagation
        while node is not None and node.parent is not None:
            node.visits += 1
            node.reward += score[node.player]
            node = node.parent
        root.visits += 1


def _grow(shared: tuple[IsmctsBot, AnyGame, int, Any, list[Action]], item: tuple[int, int]) -> Any:
    """One tree (a piece for `spread`): its root's children as plain counts, in the
    order the tree made them."""
    bot, game, seat, obs, legal = shared
    root, done, cut = bot.grow(game, seat, obs, legal, *item)
    children = [(k, c.action, c.visits, c.reward, c.available) for k, c in root.children.items()]
    return children, done, cut


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


# Far over what a budget takes here (a median 0.5 s, 1 s at the 95th percentile): only
# a much slower machine, or one busy elsewhere, ever reaches them.
NORMAL_CAP = 5.0
STRONG_CAP = 8.0


def search_levels(
    heuristic: Callable[[int], Bot],
    normal: int,
    strong: int,
    rollout_depth: int = 40,
    policy: Callable[[int], Bot] | None = None,
    max_width: int | None = None,
) -> dict[str, Any]:
    """A game's three levels: its heuristic (easy) and two search budgets (iterations
    a decision, each game's calibrated so a decision takes a median 0.5 s or less and
    1 s at the 95th percentile) whose rollouts play `policy` (default: the heuristic);
    decisions wider than `max_width` are the policy's own."""

    def level(name: str, iterations: int, cap: float) -> Callable[[int], Bot]:
        return lambda seed: IsmctsBot(
            seed,
            iterations=iterations,
            cap_seconds=cap,
            name=name,
            rollout_depth=rollout_depth,
            policy=policy,
            max_width=max_width,
        )

    return {
        "heuristic": heuristic,
        "normal": level("normal", normal, NORMAL_CAP),
        "strong": level("strong", strong, STRONG_CAP),
    }
