"""The story of a finished game, recomputed by replaying its record: what each game
charts turn by turn (positions, points, cards left), the general classification
after each stage of a race, and the turning points, where the strong bot's estimate
of the winner's chance swung most.

No Qt: the window charts it (`ui/learning/story.py`), the results sheet prints it, tests
recompute it. The game is over, so the full view is read (nothing is secret then).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from peloton_desktop.core.bots import Bot, Heuristic, decide
from peloton_desktop.core.coach import GameCoach
from peloton_desktop.core.ismcts import rewards
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.core.records import RecordModel
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL, STAGE, Classification, Standing

TURNING_POINTS = 3
ROLLOUTS = 8  # a position's estimate: this many rollouts
SEED = 0x5707  # common random numbers: every position's rollouts draw the same chance
MAX_DEPTH = 24  # a rollout's actions before the game's `evaluate` scores it
WINDOW = 3  # positions averaged on each side of a move to measure its swing


@dataclass
class Story:
    seats: int
    unit: str  # the series' unit (a `core.coach` unit key)
    higher_is_better: bool
    steps: list[int] = field(default_factory=list)  # the move after which each point stands
    values: list[tuple[float, ...]] = field(default_factory=list)  # by point, by seat
    movers: list[int] = field(default_factory=list)  # the seat of each move
    stages: list[int] = field(default_factory=list)  # the stages finished, in order
    general: list[tuple[int | None, ...]] = field(default_factory=list)  # by stage, by seat
    gaps: list[tuple[int | None, ...]] = field(default_factory=list)  # behind the leader
    general_unit: str = ""  # the general classification's unit (time, points, penalty)


@dataclass(frozen=True)
class TurningPoint:
    step: int  # the move (1-based) that swung the estimate
    seat: int  # who played it
    before: float  # the winner's estimated chance before the move (a few positions' mean)
    after: float  # and after it


def positions(game: AnyGame, record: RecordModel) -> Iterator[Any]:
    """The start of the game, then the state after each recorded action."""
    state = game.new_game(game.check_setup(record.setup), record.seed)
    yield state
    for recorded in record.actions:
        state, _ = game.apply(state, recorded.seat, game.decode_action(recorded.action))
        yield state


def seat_ranks(general: Classification, seats: int) -> tuple[int | None, ...]:
    """Each seat's best place on a classification (a team: its best rider)."""
    return _best(general, seats, lambda s: s.rank)


def seat_gaps(general: Classification, seats: int) -> tuple[int | None, ...]:
    """Each seat's best rider's gap to the leader (seconds or points)."""
    return _best(general, seats, lambda s: s.gap)


def _best(
    general: Classification, seats: int, value: Callable[[Standing], int]
) -> tuple[int | None, ...]:
    best: list[int | None] = [None] * seats
    for s in general.standings:
        seat = general.seats[s.competitor] if s.competitor < len(general.seats) else None
        if seat is not None and 0 <= seat < seats:
            now = best[seat]
            best[seat] = value(s) if now is None else min(now, value(s))
    return tuple(best)


def tell(game: AnyGame, record: RecordModel, coach: GameCoach) -> Story:
    """The game's series at every move where a value changed (and at both ends), and
    the general classification after each stage."""
    seats = len(record.seats) or int(record.setup.get("players", 2))
    story: Story | None = None
    final: tuple[float, ...] = ()
    for step, state in enumerate(positions(game, record)):
        series = coach.series(game, game.observe(state, None))
        if story is None:
            story = Story(seats, series.unit, series.higher_is_better)
        else:
            story.movers.append(record.actions[step - 1].seat)
        if not story.values or series.values != story.values[-1]:
            story.steps.append(step)
            story.values.append(series.values)
        final = series.values
        _stage_end(game, state, story)
    assert story is not None  # a record always has its start
    if story.steps[-1] != len(record.actions):
        story.steps.append(len(record.actions))
        story.values.append(final)
    return story


def _stage_end(game: AnyGame, state: Any, story: Story) -> None:
    found = game.classifications(state)
    stage = next((c.stage for c in found if c.kind == STAGE and c.stage is not None), None)
    general = next((c for c in found if c.kind == GENERAL), None)
    if stage is None or general is None or stage in story.stages:
        return
    story.stages.append(stage)
    story.general.append(seat_ranks(general, story.seats))
    story.gaps.append(seat_gaps(general, story.seats))
    story.general_unit = str(general.unit)


def winner_chances(
    game: AnyGame,
    record: RecordModel,
    winner: int,
    progress: Callable[[int, int], bool] | None = None,
    rollouts: int = ROLLOUTS,
) -> list[float] | None:
    """The strong bot's estimate of `winner`'s chance at the start and after each
    move: the share of `rollouts` of its rollout policy from the position (each cut
    after `MAX_DEPTH` actions and scored by the game's `evaluate`) that he ends ahead.
    Every position's rollouts start from the same seed (common random numbers), so two positions
    differ more by the move than by the dice; reproducible. `progress(done, total)`
    returning False stops it (None)."""
    total = len(record.actions) + 1
    out: list[float] = []
    for step, state in enumerate(positions(game, record)):
        if game.is_over(state):
            out.append(1.0)  # the game is won: the winner's chance is whole, whatever the
            # rewards share out among the others
        else:
            rng = Rng(SEED)  # the same rollouts' chance at every move: a swing is the move's
            policy = _policy(game, rng)
            score = 0.0
            for _ in range(rollouts):
                world = game.clone(state)
                if getattr(world, "rng", None) is not None and hasattr(world.rng, "state"):
                    world.rng = Rng(rng.next64())  # chance ahead is the estimate's own
                score += won_share(_rollout(game, world, policy), winner)
            out.append(score / rollouts)
        if progress is not None and not progress(step + 1, total):
            return None
    return out


def won_share(scores: list[float], winner: int) -> float:
    """How much of a rollout's end counts as won for `winner`: whole when he leads,
    shared when tied at the top, none behind (a rank's reward, such as the 0.5 of a
    second place, is not a chance of winning)."""
    best = max(scores)
    if scores[winner] < best:
        return 0.0
    return 1.0 / sum(1 for s in scores if s == best)


def value_at(story: Story, step: int, seat: int) -> float:
    """A seat's series value after move `step` (as it stood since its last change)."""
    at = 0
    for i, s in enumerate(story.steps):
        if s <= step:
            at = i
    return story.values[at][seat]


def turning_points(
    chances: list[float], movers: list[int], count: int = TURNING_POINTS
) -> list[TurningPoint]:
    """The `count` moves that swung the winner's estimated chance most, in game order.

    A move's swing compares the mean estimate of the `WINDOW` positions after it with
    the `WINDOW` before it: one noisy estimate makes no turning point. Two turning
    points stand at least `WINDOW` moves apart."""
    swings = []
    for i in range(1, len(chances)):
        before = chances[max(0, i - WINDOW) : i]
        after = chances[i : i + WINDOW]
        swings.append(
            TurningPoint(i, movers[i - 1], sum(before) / len(before), sum(after) / len(after))
        )
    chosen: list[TurningPoint] = []
    for t in sorted(swings, key=lambda t: (-abs(t.after - t.before), t.step)):
        if len(chosen) == count or t.after == t.before:
            break
        if all(abs(t.step - c.step) >= WINDOW for c in chosen):
            chosen.append(t)
    return sorted(chosen, key=lambda t: t.step)


def _policy(game: AnyGame, rng: Rng) -> Bot:
    factory = game.bots().get("heuristic")
    if factory is None:
        raise NotImplementedError("a game without a heuristic bot has no estimate")
    policy: Bot = factory(rng.next64())
    if isinstance(policy, Heuristic):
        policy.keyed = False
        policy.rng = rng
    return policy


def _rollout(game: AnyGame, state: Any, policy: Bot) -> list[float]:
    steps = 0
    while not game.is_over(state) and steps < MAX_DEPTH:
        seat = game.next_seat(state)
        if seat is None:
            break
        game.apply_quiet(state, seat, decide(game, state, seat, policy))
        steps += 1
    return rewards(game, state) if game.is_over(state) else list(game.evaluate(state))
