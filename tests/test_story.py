"""The story of a finished game is its record replayed: every charted value is the
game's series at that move, and the general classification charted after each stage
is the race's own (the last one its final classification)."""

from __future__ import annotations

import itertools

import pytest
from games import COACHED, STAGE_RACES, table_size

from peloton_desktop.core import registry
from peloton_desktop.core.coach import coach_of
from peloton_desktop.core.play import simulate_one
from peloton_desktop.core.records import replay
from peloton_desktop.core.stages import GENERAL, STAGE
from peloton_desktop.core.story import (
    WINDOW,
    seat_gaps,
    seat_ranks,
    tell,
    turning_points,
    winner_chances,
)


def finished(game_id: str, seed: int = 4):  # type: ignore[no-untyped-def]
    game = registry.load_game(game_id)
    return game, simulate_one(game, table_size(game_id), seed, "heuristic")


@pytest.mark.parametrize("game_id", COACHED)
def test_the_charts_are_the_replayed_record(game_id: str) -> None:
    game, played = finished(game_id)
    coach = coach_of(registry.get(game_id))
    assert coach is not None
    story = tell(game, played.record, coach)
    assert story.steps[0] == 0 and story.steps[-1] == len(played.record.actions)
    assert story.steps == sorted(set(story.steps))
    assert len(story.movers) == len(played.record.actions)
    for step, values in zip(story.steps, story.values, strict=True):
        state = replay(played.record, upto=step, keep_events=False).state
        assert coach.series(game, game.observe(state, None)).values == values, step
    # between two charted points nothing changed: a point is charted at every change
    last = story.values[0]
    for step in range(1, len(played.record.actions) + 1):
        state = replay(played.record, upto=step, keep_events=False).state
        now = coach.series(game, game.observe(state, None)).values
        if now != last:
            assert step in story.steps, step
        last = now


@pytest.mark.parametrize("game_id", [g for g in STAGE_RACES if g in COACHED])
def test_the_general_classification_by_stage_matches_the_race(game_id: str) -> None:
    game = registry.load_game(game_id)
    setup = game.default_setup(3)
    if game_id == "tape_l_etape":
        assert setup.get("stages", 4) >= 2  # a race of several stages by default
    played = simulate_one(game, 3, 6, "heuristic", setup)
    coach = coach_of(registry.get(game_id))
    assert coach is not None
    story = tell(game, played.record, coach)
    final = next(c for c in played.result.classifications if c.kind == GENERAL)
    stage_results = [c for c in played.result.classifications if c.kind == STAGE]
    assert story.stages  # at least the last stage
    assert story.stages == list(range(1, len(story.stages) + 1))
    assert story.general[-1] == seat_ranks(final, story.seats)
    assert story.gaps[-1] == seat_gaps(final, story.seats)
    assert story.gaps[-1][played.result.winner] == 0 and story.general_unit == str(final.unit)
    assert stage_results[-1].stage == story.stages[-1]
    # the race's leader (the winner's team) leads the last charted classification
    assert story.general[-1][played.result.winner] == 1
    # each stage's chart is the classification the race had when that stage ended
    for stage, ranks in zip(story.stages, story.general, strict=True):
        for step in range(len(played.record.actions) + 1):
            state = replay(played.record, upto=step, keep_events=False).state
            found = game.classifications(state)
            if any(c.kind == STAGE and c.stage == stage for c in found):
                general = next(c for c in found if c.kind == GENERAL)
                assert seat_ranks(general, story.seats) == ranks, stage
                assert seat_gaps(general, story.seats) == story.gaps[stage - 1], stage
                break
        else:
            pytest.fail(f"stage {stage} never ended in the replay")


def test_turning_points_are_the_largest_swings_and_reproducible() -> None:
    game, played = finished("coup_de_bordure", seed=8)
    coach = coach_of(registry.get("coup_de_bordure"))
    assert coach is not None
    story = tell(game, played.record, coach)
    winner = played.result.winner
    chances = winner_chances(game, played.record, winner)
    assert chances is not None
    assert chances == winner_chances(game, played.record, winner)  # the same on any run
    assert len(chances) == len(played.record.actions) + 1
    assert chances[-1] == 1.0  # the game is over: the winner won
    points = turning_points(chances, story.movers)
    assert 1 <= len(points) <= 3
    assert [t.step for t in points] == sorted(t.step for t in points)
    for t in points:
        assert story.movers[t.step - 1] == t.seat
    steps = [t.step for t in points]
    assert all(b - a >= WINDOW for a, b in itertools.pairwise(steps))
    # no other move swung the estimate more than the smallest turning point
    smallest = min(abs(t.after - t.before) for t in points)
    for i in range(1, len(chances)):
        before = chances[max(0, i - WINDOW) : i]
        after = chances[i : i + WINDOW]
        swing = abs(sum(after) / len(after) - sum(before) / len(before))
        near = any(abs(i - s) < WINDOW for s in steps)
        assert near or swing <= smallest + 1e-9, i


def test_stopping_the_estimate_returns_nothing() -> None:
    game, played = finished("border_states")
    seen: list[int] = []

    def progress(done: int, total: int) -> bool:
        seen.append(done)
        return done < 5

    assert winner_chances(game, played.record, played.result.winner, progress) is None
    assert seen == [1, 2, 3, 4, 5]


def test_the_winners_line_ends_at_a_hundred_per_cent_in_a_race_of_three() -> None:
    """Tape l'étape's rewards share the places out among three riders: the winner's
    estimate still ends whole, never "from 50 % to 0 %" at the finish."""
    game, played = finished("tape_l_etape", seed=5)
    chances = winner_chances(game, played.record, played.result.winner, rollouts=1)
    assert chances is not None and chances[-1] == 1.0


def test_a_turning_point_says_what_the_move_changed() -> None:
    from peloton_desktop.core.story import Story
    from peloton_desktop.ui.learning.story_text import changed_text

    story = Story(2, "cards", False, steps=[0, 3, 5], values=[(8, 8), (7, 8), (7, 6)])
    assert changed_text(story, 3, 0) == "Cards left 8 → 7."
    assert changed_text(story, 5, 1) == "Cards left 8 → 6."
    assert changed_text(story, 4, 0) == ""  # nothing of his changed at move 4


@pytest.mark.parametrize(
    ("scores", "share"),
    [([1.0, 0.5, 0.0], 1.0), ([0.5, 1.0, 0.0], 0.0), ([0.7, 0.7, 0.1], 0.5), ([0.2, 0.9], 0.0)],
)
def test_a_rollout_counts_as_won_only_when_the_winner_ends_ahead(
    scores: list[float], share: float
) -> None:
    from peloton_desktop.core.story import won_share

    assert won_share(scores, 0) == share
