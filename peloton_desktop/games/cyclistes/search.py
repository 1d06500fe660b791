"""Cyclistes' search levels: the heuristic's choice, overruled only where rollouts
show a clearly better one.

Nothing is hidden in this game, and the dice decide most of a race: tree search
(ISMCTS) spends its budget averaging dice and its noisy estimates pick worse moves
than the heuristic. This bot instead plays every candidate of the decision in the
same sampled worlds (common random numbers: `KeyedDice` gives the k-th die of a
rider in a turn the same value whatever was chosen before), rolls each out to the
finish with `fast_policy` (the heuristic on the state), and keeps the heuristic's
choice unless another one wins by a margin the paired samples make significant.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from typing import Any, cast

from peloton_desktop.core.bots import Decision
from peloton_desktop.core.ismcts import NORMAL_CAP, STRONG_CAP, Estimate
from peloton_desktop.core.protocol import Action, Game
from peloton_desktop.core.rng import Rng, below_from
from peloton_desktop.core.search_pool import bot_workers, spread
from peloton_desktop.games.cyclistes.rules.observation import CycObservation
from peloton_desktop.games.cyclistes.rules.state import AMOUNT, DEMARRAGE, OVER, PLACE, CycState

LEADER_FOLLOWS = 8.0  # cases a wheel must give a leader (his roll averages 8.5)
EQUIPIER_FOLLOWS = 6.5  # and an équipier (7)
MARGIN_WEIGHT = 0.03  # a case of margin at the line, next to a win worth 1
MARGIN_CAP = 10
STRONG_STEPS = 100_000  # rollout moves a strong decision spends (calibrated: issue 27)
STRONG_WORLDS = 1_000


class KeyedDice(Rng):
    """Dice keyed by (turn, rider, how many he has rolled this turn): two lines of play
    from one state see the same dice for the same rider's move."""

    __slots__ = ("counts", "road", "seed")

    def __init__(self, seed: int, road: CycState) -> None:
        super().__init__(seed)
        self.seed, self.road = seed, road
        self.counts: dict[tuple[int, int, bool], int] = {}

    def randint(self, low: int, high: int) -> int:
        road = self.road
        placing = road.phase == PLACE
        key = (road.turn, road.rider, placing)
        count = self.counts.get(key, 0)
        self.counts[key] = count + 1
        salt = road.turn * 7919 + (road.rider + 3) * 104729 + count * 15485863 + placing
        return low + below_from(self.seed ^ salt, high - low + 1)

    def below(self, n: int) -> int:
        return self.randint(0, n - 1)

    def dice(self, count: int, faces: int = 6) -> tuple[int, ...]:
        return tuple([self.randint(1, faces) for _ in range(count)])  # each one keyed

    def copy(self) -> KeyedDice:
        other = KeyedDice(self.seed, self.road)
        other.counts = dict(self.counts)
        return other


def fast_policy(state: CycState, v: Mapping[str, Any]) -> Action:
    """The rollouts' play, read from the state (no observation built): the heuristic
    bot's rules (leaders placed first at the front, a wheel taken when it beats the
    average roll, doubles ridden on, a 12 cut to 11 for a teammate behind) less its
    scotch for a rival, plus a leader in a wheel position always attacking unless the
    wheel gives 9 cases (2,000 races: 53 % against it), and the early attack made at
    once with a leader (a free chance of starting ahead where it counts: 55.6 % of
    2,000 races against the heuristic, which attacks early with an équipier, against
    51.8 % of 3,000 without)."""
    options = state.options
    if len(options) == 1:
        return options[0]
    if state.phase == PLACE:
        early = [a for a in options if a[0] == "early" and state.is_leader(a[1])]
        if early:
            return early[0]
        places = [a for a in options if a[0] == "place"]
        return max(places, key=lambda a: (state.is_leader(a[1]), a[2], -a[1]))
    if state.step == DEMARRAGE:
        return ("continue",)
    rider, occ = state.rider, state.occ
    position = occ.position(rider)
    if state.step == AMOUNT:
        best = max(a[1] for a in options if a[0] == "move")
        nxt = state.queue[0] if state.queue else None
        if (
            nxt is not None
            and nxt in occ
            and state.team(nxt) == state.team(rider)
            and occ.position(nxt) == position - 1
            and best >= 12
            and ("move", 11) in options
        ):
            return ("move", 11)
        return ("move", best)
    prev = state.prev
    if prev is not None:
        gain = prev[1] + prev[2] - 1 - position
        if ("demarrage",) in options:
            if gain >= LEADER_FOLLOWS + 1 and ("follow",) in options:
                return ("follow",)
            return ("demarrage",)
        follows = LEADER_FOLLOWS if state.is_leader(rider) else EQUIPIER_FOLLOWS
        if ("follow",) in options and gain >= follows:
            return ("follow",)
    return ("roll",)


def outcome(game: Game[Any], state: CycState, team: int) -> float:
    """1 for a win, plus a little for each case of margin between the team's best
    rider and the best other one (it separates lines of play that both win or lose)."""
    occ, per = state.occ, state.riders_per_team
    mine = other = -(10**6)
    for r in cast(Iterator[int], occ.front_to_back()):  # the riders on the road are ints
        if r // per == team:
            mine = max(mine, occ.position(r))
        else:
            other = max(other, occ.position(r))
    margin = max(-MARGIN_CAP, min(MARGIN_CAP, mine - other))
    won = game.result(state).ranking[0] == team
    return (1.0 if won else 0.0) + MARGIN_WEIGHT * margin


class RolloutBot:
    """Sampled worlds a decision: at least `least`, then on until `steps` rollout
    moves are spent (late decisions, whose rollouts are short, get more worlds), at
    most `worlds`; a count, never a clock, so the same race gives the same moves on
    any machine (a time cap far above the budget cuts only a very slow machine
    short). Every `RACE_EVERY` worlds a candidate already worse than the heuristic's
    choice by a standard error is dropped, so the worlds go to the contenders. The
    heuristic's choice stands unless another wins `z` standard errors more on the
    paired samples. Its dice are seeded from the decision's key."""

    RACE_EVERY = 20

    def __init__(
        self,
        seed: int,
        worlds: int,
        name: str,
        cap_seconds: float = 8.0,
        z: float = 2.5,
        steps: int = 0,
        least: int | None = None,
    ) -> None:
        self.rng = Rng(seed)
        self.worlds, self.cap_seconds, self.name, self.z = worlds, cap_seconds, name, z
        self.steps, self.least = steps, worlds if least is None else least
        self.last_worlds = 0  # the worlds the last search sampled (0: none)

    def choose(self, decision: Decision) -> Action:
        legal = list(decision.legal)
        self.last_worlds = 0
        if len(legal) == 1:
            return legal[0]
        game, seat = decision.game, decision.seat
        self.rng = Rng(decision.key(self.name))
        values = game.ruleset.values
        observation: CycObservation = decision.observation
        base: CycState = game.determinize(observation, seat, self.rng)
        default = fast_policy(base, values)
        if base.phase == PLACE:
            return default  # the pack's order: the heuristic's
        best, gain = legal.index(default), 0.0
        sample = self._sample(decision, base, legal, best, race=True)
        for i in sample.active:
            mean, error = sample.gain(i)
            if mean > gain and mean > self.z * error:
                best, gain = i, mean
        return legal[best]

    def analyse(self, decision: Decision) -> list[Estimate]:
        """Every legal action with the share of sampled worlds it wins (the coach's
        reading of this level), the best first."""
        legal = list(decision.legal)
        if not legal:
            return []
        self.rng = Rng(decision.key(self.name))
        base: CycState = decision.game.determinize(decision.observation, decision.seat, self.rng)
        default = fast_policy(base, decision.game.ruleset.values)
        index = legal.index(default) if default in legal else 0
        sample = self._sample(decision, base, legal, index, race=False)
        n, wins, sums = sample.n, sample.wins, sample.sums
        order = sorted(range(len(legal)), key=lambda i: (-wins[i], -sums[i]))
        return [Estimate(legal[i], n, wins[i] / n) for i in order]

    def _sample(
        self, decision: Decision, base: CycState, candidates: list[Action], default: int, race: bool
    ) -> Sample:
        """Each candidate's gain over the default in the same worlds (racing: only
        the candidates still in the race are played on)."""
        game, seat = decision.game, decision.seat
        sample = Sample(len(candidates))
        deadline = time.perf_counter() + self.cap_seconds
        spent = 0
        # On several workers a batch of worlds (never across a race's drop) is spread
        # over them; the worlds are still counted one by one, in order, so the stop
        # falls on the same world and the choice is the same on any number of cores.
        batch = self.RACE_EVERY if bot_workers() > 1 else 1
        settled = False  # only the heuristic's choice is left in the race
        while (
            not settled
            and sample.n < self.worlds
            and not (sample.n >= self.least and spent >= self.steps)
        ):
            if sample.n >= 4 and time.perf_counter() >= deadline:  # far over the budget
                decision.out_of_time = True
                break
            room = min(batch - sample.n % batch, self.worlds - sample.n)
            seeds = [self.rng.next64() for _ in range(room)]
            shared = (game, base, seat, candidates, list(sample.active))
            for scores, moves in spread(_world, shared, seeds):
                if sample.n >= self.least and spent >= self.steps:
                    break  # the budget ran out inside the batch
                spent += moves
                sample.add(scores, default)
                if race and sample.n % self.RACE_EVERY == 0:
                    sample.drop_worse(default)
                    settled = sample.active == [default]
                    if settled:
                        break  # nothing left to beat the heuristic's choice
        self.last_worlds = sample.n
        return sample


def _world(
    shared: tuple[Game[Any], CycState, int, list[Action], list[int]], seed: int
) -> tuple[dict[int, float], int]:
    """One sampled world (a piece for `spread`): each active candidate played from the
    base with the world's keyed dice and rolled out to the finish; the scores and the
    rollout moves spent."""
    game, base, seat, candidates, active = shared
    values = game.ruleset.values
    scores: dict[int, float] = {}
    spent = 0
    for i in active:
        state = base.copy()
        state.rng = KeyedDice(seed, state)
        game.apply_quiet(state, seat, candidates[i])
        while state.phase != OVER:
            game.apply_quiet(state, state.seat(), fast_policy(state, values))
            spent += 1
        scores[i] = outcome(game, state, seat)
    return scores, spent


class Sample:
    """Sums and sums of squares of each candidate's gain over the default, over `n`
    paired worlds, how many of them each won, and the candidates still played."""

    def __init__(self, size: int) -> None:
        self.sums = [0.0] * size
        self.squares = [0.0] * size
        self.wins = [0] * size
        self.active = list(range(size))
        self.n = 0

    def add(self, scores: Mapping[int, float], default: int) -> None:
        base = scores[default]
        for i, score in scores.items():
            gain = score - base
            self.sums[i] += gain
            self.squares[i] += gain * gain
            self.wins[i] += score > 0.5  # a win is worth 1, a margin at most 0.3
        self.n += 1

    def gain(self, i: int) -> tuple[float, float]:
        """Candidate `i`'s mean gain over the default and its standard error."""
        n = self.n
        mean = self.sums[i] / n
        spread = max(self.squares[i] / n - mean * mean, 1e-12)
        return mean, (spread / n) ** 0.5

    def drop_worse(self, default: int) -> None:
        """Out of the race: a candidate whose mean gain is a standard error below 0."""
        for i in list(self.active):
            mean, error = self.gain(i)
            if i != default and mean + error < 0:
                self.active.remove(i)


def rollout_levels(heuristic: Any) -> dict[str, Any]:
    """easy: the heuristic; normal: 30 worlds (Z = 2.5); strong: 160 worlds or more,
    on until STRONG_STEPS rollout moves are spent (at most STRONG_WORLDS), racing its
    candidates, Z = 2.0 (issue 27: 132 of 200 races against the heuristic)."""
    return {
        "heuristic": heuristic,
        "normal": lambda seed: RolloutBot(seed, worlds=30, name="normal", cap_seconds=NORMAL_CAP),
        "strong": lambda seed: RolloutBot(
            seed,
            worlds=STRONG_WORLDS,
            name="strong",
            cap_seconds=STRONG_CAP,
            steps=STRONG_STEPS,
            least=160,
            z=2.0,
        ),
    }
