"""Cyclistes rules, article by article (Articles 2, 5, 6, 7): tables of positions and moves.

Riders 0–3 are team A (0 its leader), 4–7 team B (4 its leader); positions count
cases from the start case; `hatched` lists the difficulty cases.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cyc_helpers import ask, play, road

from peloton_desktop.core.records import load_record, replay
from peloton_desktop.games.cyclistes.rules import (
    ABANDON,
    ATTACK,
    CONTINUE,
    FOLLOW,
    ROLL,
    STOP,
    Cyclistes,
)
from peloton_desktop.games.cyclistes.rules.actions import choose_options, in_wheel
from peloton_desktop.games.cyclistes.rules.movement import DOOR, FREE, SCOTCH, reach, turn_order

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "data" / "records"


# -- Article 2: « du premier au dernier »; on a case, the last arrived moves first ------
@pytest.mark.parametrize(
    ("riders", "order"),
    [
        ([(1, 10), (2, 8), (5, 8)], [1, 5, 2]),  # 5 arrived on 8 after 2: he overtakes
        ([(5, 3), (1, 3), (2, 3), (6, 9)], [6, 2, 1, 5]),
        ([(0, -1), (4, 0), (1, 0)], [1, 4, 0]),
    ],
)
def test_art2_order_front_to_back_last_arrived_first(riders, order) -> None:
    _game, s = road(riders)
    assert [s.rider, *s.queue] == order
    assert turn_order(s.occ) == order


def test_art2_each_rider_moves_once_then_a_new_turn_reorders() -> None:
    game, s = road([(1, 10), (5, 9)], dice=[1, 1])
    play(game, s, ROLL, ("move", 2))  # 1: 10 → 12
    assert s.rider == 5 and s.moved == [1]
    play(game, s, ROLL, ("move", 8), dice=[4, 4])  # 5: 9 → 17, now in front
    assert s.turn == 2 and s.rider == 5 and s.queue == [1] and s.moved == []


# -- Articles 5 and 6: the scotch and the closed door ----------------------------------
REACH = [
    # (riders standing, hatched, from, tries, end, stopped by)
    ([], [], 0, 7, 7, FREE),
    ([(5, 4)], [4], 0, 7, 4, SCOTCH),  # « une case difficulté occupée n'est pas franchissable »
    ([], [4], 0, 7, 7, FREE),  # an empty difficulty case is crossed
    ([(5, 4)], [], 0, 7, 7, FREE),  # an occupied plain case is crossed
    ([(r, 4) for r in range(4, 11)], [4], 0, 7, 3, DOOR),  # a full scotch: stop before it
    ([(r, 5) for r in range(4, 11)], [], 0, 9, 4, DOOR),  # « la porte est fermée »
    ([(r, 1) for r in range(4, 11)], [], 0, 9, 0, DOOR),  # nothing to do but wait
    ([(5, 3), *[(r, 6) for r in range(6, 13)]], [3], 3, 5, 5, DOOR),  # leaving a scotch
    ([(5, 62)], [62], 59, 5, 64, FREE),  # past the line (60) scotches no longer count
    ([(r, 62) for r in range(4, 11)], [], 59, 5, 61, DOOR),  # but the door still closes
]


@pytest.mark.parametrize(("riders", "hatched", "start", "tries", "end", "stop"), REACH)
def test_art5_art6_how_far_a_rider_gets(riders, hatched, start, tries, end, stop) -> None:
    _game, s = road([(0, start), *riders], hatched=[h for h in hatched if h <= 60], players=4)
    assert reach(s, start, tries) == (end, stop)


def test_art5_the_scotched_rider_moves_first_next_turn() -> None:
    """Consolation: he arrived later on the case, so he leaves before the scotcher."""
    game, s = road([(5, 10), (1, 6)], hatched=[12], dice=[1, 1, 6, 6])
    play(game, s, ROLL, ("move", 2))  # 5 → 12 (a difficulty case)
    play(game, s, ROLL)  # 1 rolls 6+6=12 but is scotched on 12
    assert [a[1] for a in s.options if a[0] == "move"] == [6]
    play(game, s, ("move", 6))
    assert s.occ.riders_on(12) == (5, 1)
    assert s.turn == 2 and s.rider == 1 and s.queue == [5]


# -- Article 7.1: se relever -------------------------------------------------------------
@pytest.mark.parametrize(
    ("dice", "leader", "moves"),
    [
        ([4, 5], False, [5, 6, 7, 8, 9]),  # lower the total by 1 to 4
        ([1, 2], False, [1, 2, 3]),  # never to zero
        ([6, 1, 5], True, [7, 8, 9, 10, 11]),  # a leader keeps his two best dice of three
        ([6, 6, 6], True, [8, 9, 10, 11, 12]),
    ],
)
def test_art71_se_relever_after_the_roll(dice, leader, moves) -> None:
    rider = 0 if leader else 1
    game, s = road([(rider, 0)], dice=dice)
    play(game, s, ROLL)
    assert [a[1] for a in s.options if a[0] == "move"] == moves


@pytest.mark.parametrize(("die", "abandons"), [(1, True), (2, False), (6, False)])
def test_art71_one_case_by_choice_rolls_one_die(die, abandons) -> None:
    game, s = road([(1, 0), (5, -3)], dice=[1, 2, die])
    events = play(game, s, ROLL, ("move", 1))
    assert [e.kind for e in events if e.kind == "one_case_check"] == ["one_case_check"]
    assert (1 in s.book.withdrawn) == abandons and (1 in s.occ) != abandons


def test_art71_no_die_when_the_road_allowed_only_one_case() -> None:
    game, s = road([(1, 0), *[(r, 2) for r in range(4, 11)]], dice=[3, 4], players=4)
    ask(game, s, 1)
    play(game, s, ROLL)
    assert [a for a in s.options if a[0] == "move"] == [("move", 1)]  # the door, case 2
    events = play(game, s, ("move", 1))
    assert "one_case_check" not in [e.kind for e in events]


# -- Article 7.2: sucer la roue -----------------------------------------------------------
WHEEL = [
    # (follower at, hatched, previous rider (from, distance, giclé), may follow, ends on)
    (10, [], (10, 5, False), True, 14),  # same case: just behind him (4 cases)
    (9, [], (10, 5, False), True, 14),  # the case behind: as far as he went
    (8, [], (10, 5, False), False, None),  # two cases behind: no
    (10, [], (10, 1, False), False, None),  # « un déplacement ne peut être nul »
    (9, [], (10, 1, False), True, 10),
    (10, [], (10, 12, False), True, 21),  # behind a 12 only when it makes 11
    (9, [], (10, 12, False), False, None),  # never behind a 12 otherwise
    (9, [], (10, 11, False), True, 20),  # so the leader cut his 12 to 11
    (9, [9], (10, 5, False), False, None),  # from a difficulty case: only the same case
    (10, [10], (10, 5, False), True, 14),
    (10, [], (10, 6, True), False, None),  # never behind a leader who just « giclé »
]


@pytest.mark.parametrize(("at", "hatched", "prev", "may", "end"), WHEEL)
def test_art72_who_may_take_the_wheel(at, hatched, prev, may, end) -> None:
    start, distance, gicle = prev
    game, s = road([(5, start + distance), (1, at)], hatched=hatched)
    s.queue, s.rider, s.prev = [], 1, (5, start, distance, gicle)
    assert in_wheel(s, 1, game.ruleset.values) == may
    s.options = choose_options(s, game.ruleset.values)
    assert (FOLLOW in s.options) == may
    if may:
        play(game, s, FOLLOW, dice=[6])
        assert s.occ.position(1) == end


def test_art72_a_12_cut_to_11_lets_the_rider_behind_follow() -> None:
    """« il faudra … en garder sous la pédale et ne faire que 11 »."""
    game, s = road([(0, 10), (1, 9)], dice=[6, 6, 6])
    play(game, s, ROLL)
    assert ("move", 12) in s.options
    play(game, s, ("move", 11))
    assert FOLLOW in s.options
    play(game, s, FOLLOW)
    assert (s.occ.position(0), s.occ.position(1)) == (21, 20)


def test_art72_a_scotch_between_and_a_chain() -> None:
    """The follower never passes a scotch; a follower may be followed in turn."""
    game, s = road([(6, 10), (5, 10), (1, 9), (2, 8)], hatched=[10], dice=[2, 3, 4])
    ask(game, s, 5, [1, 2])  # 6 stays on the difficulty case 10
    play(game, s, ROLL, ("move", 5))  # 5: 10 → 15
    play(game, s, FOLLOW)  # 1 would land on 14, the scotch on 10 stops him
    assert s.occ.position(1) == 10
    events = play(game, s, FOLLOW)  # 2 (behind 1's start) follows 1: one case, could do 2
    assert s.occ.position(2) == 9 and "one_case_check" in [e.kind for e in events]


# -- Article 7.3: démarrer -----------------------------------------------------------------
def test_art73_only_a_leader_in_a_wheel_position_may_attack() -> None:
    game, s = road([(1, 10), (0, 10), (5, 10)], dice=[3, 3])
    play(game, s, ROLL, ("move", 6))
    assert s.rider == 0 and ATTACK in s.options and FOLLOW in s.options
    s.rider = 1
    assert ATTACK not in choose_options(s, game.ruleset.values)


def test_art73_doubles_through_a_scotch_then_nobody_follows() -> None:
    """A double that reaches the scotch lets him roll again and go on from it."""
    game, s = road([(5, 10), (0, 10), (1, 10), (6, 14)], hatched=[14], dice=[1, 1, 2, 2, 3, 4])
    ask(game, s, 5, [0, 1])  # 6 has moved to the difficulty case 14
    play(game, s, ROLL, ("move", 2))  # 5: 10 → 12
    assert s.rider == 0
    play(game, s, ATTACK)  # 2+2: 10 → 14, the scotch, on a double
    assert s.occ.position(0) == 14 and s.options == [CONTINUE, STOP]
    play(game, s, CONTINUE)  # 3+4 from the scotch: 14 → 21, no double: over
    assert s.occ.position(0) == 21 and s.rider == 1
    assert FOLLOW not in s.options and ATTACK not in s.options  # « il a giclé »


def test_art73_a_scotch_on_a_plain_roll_ends_the_attack() -> None:
    game, s = road([(5, 10), (0, 10), (6, 14)], hatched=[14], dice=[1, 1, 3, 1])
    ask(game, s, 5, [0])
    play(game, s, ROLL, ("move", 2))
    events = play(game, s, ATTACK)
    assert s.occ.position(0) == 14
    assert [e.data["stop"] for e in events if e.kind == "demarrage_roll"] == [SCOTCH]
    assert s.turn == 2 and s.rider == 0  # scotched, he leaves first next turn


def test_art73_the_door_stops_even_a_double() -> None:
    crowd = [(r, 16) for r in range(8, 15)]
    game, s = road([(5, 10), (0, 10), *crowd], players=4, dice=[1, 1, 6, 6])
    ask(game, s, 5, [0])
    play(game, s, ROLL, ("move", 2))
    play(game, s, ATTACK)  # 12 from 10, but 16 is full: 15, and no second roll
    assert s.occ.position(0) == 15 and s.turn == 2


def test_art73_no_attack_behind_a_one_case_move_from_the_same_case() -> None:
    game, s = road([(0, 10), (5, 10)], dice=[1, 1, 3])
    play(game, s, ROLL, ("move", 1))
    assert s.options == [ROLL, ABANDON]


def test_art73_an_attack_without_a_double_can_be_followed() -> None:
    game, s = road([(1, 10), (0, 10), (5, 10)], dice=[3, 3, 2, 5])
    play(game, s, ROLL, ("move", 6), ATTACK)
    assert s.occ.position(0) == 17 and FOLLOW in s.options


# -- Article 7.4: abandonner -------------------------------------------------------------
def test_art74_only_the_last_rider_of_the_turn_may_abandon() -> None:
    game, s = road([(1, 10), (5, 8)], dice=[3, 3, 2, 2])
    assert ABANDON not in s.options
    play(game, s, ROLL, ("move", 6))
    assert ABANDON in s.options  # before his roll
    play(game, s, ROLL)
    assert ABANDON in s.options  # or after it
    play(game, s, ABANDON)
    assert 5 in s.book.withdrawn and 5 not in s.occ and s.turn == 2


# -- Article 6: « La largeur correspond au nombre de coureurs qui peuvent occuper une même
# case … Ce maximum est fixé à 7 » (seed 003) --------------------------------------------
SOURCED = [
    # (ruleset key, the number the text gives, its sentence)
    ("case_capacity", 7, "Ce maximum est fixé à 7"),
]


@pytest.mark.parametrize(("key", "value", "sentence"), SOURCED)
def test_art6_a_number_the_text_gives_is_no_assumption(key, value, sentence) -> None:
    """An assumption is only what no text gives: the rules help states the width among
    the rules, not the assumptions, and the ruleset editor does not offer to change it.
    A race saved while it was listed as one replays with the width it carries."""
    from peloton_desktop.core.ruleset_check import problems
    from peloton_desktop.games.cyclistes.view.rules_help import rules_html

    ruleset = Cyclistes().ruleset
    assert sentence.endswith(str(value)) and ruleset.values[key] == value
    assert key not in ruleset.assumed and key not in ruleset.editable()
    assert key not in ruleset.limits
    rules, assumptions = rules_html(ruleset).split("<h3>Assumptions</h3>")
    assert f"A case holds {value} riders" in rules and f"({key})" not in assumptions
    wider = ruleset.model_copy(update={"values": {**ruleset.values, key: value + 1}})
    (refused,) = [str(p) for p in problems(wider)]  # the editor's check on saving
    assert f"“{key}”" in refused and "one way only" in refused
    record = load_record(RECORDS / "cyc_2p_before_designer.json")
    assert key in record.ruleset.assumed and record.ruleset.values[key] == value
    done = replay(record)
    assert done.state.occ.capacity == value and done.game.is_over(done.state)


# -- docs/cli.md, `replay FILE --json`: a public contract ----------------------------------
PROMISE = (
    "For a race that is over it holds every stage's result in stage order",
    "then the final standings",
    "While a race is not over it holds the last finished stage's result then the standings so far",
)
REPLAYED = [
    # (stages, how far the record goes, the stages whose result `classifications` holds)
    (1, "to the end", [1]),
    (3, "to the end", [1, 2, 3]),  # a finished stage race: every stage, in order
    (3, "to the end of stage 2", [2]),  # under way: the last stage finished
    (3, "into stage 1", []),  # no stage over yet: nothing
]


@pytest.mark.parametrize(("stages", "upto", "results"), REPLAYED)
def test_replay_json_prints_what_docs_cli_md_promises(tmp_path, capsys, stages, upto, results):
    """« For a race it holds the last stage's result then the standings » was written
    while a finished race printed every stage's result, as its `result` holds them and
    the final table shows them: the document now says so."""
    from peloton_desktop.cli import main
    from peloton_desktop.core.bots import make_bot
    from peloton_desktop.core.play import play_bots
    from peloton_desktop.core.records import save_record

    doc = " ".join((ROOT / "docs" / "cli.md").read_text().split())
    assert all(sentence in doc for sentence in PROMISE)
    game = Cyclistes()
    setup = game.default_setup(2)
    setup = {**setup, "stages": setup["stages"] * stages, "courses": setup["courses"] * stages}
    bots = {s: make_bot(game, "heuristic", s) for s in range(2)}
    record = play_bots(game, setup, 3, bots).record
    if upto == "into stage 1":
        record.actions = record.actions[:20]
    elif upto == "to the end of stage 2":
        events = replay(record).events
        over = sorted(
            {i for i, step in enumerate(events) for e in step if e.kind == "stage_finished"}
        )
        end = over[1]
        record.actions = record.actions[: end + 1]
    path = tmp_path / "race.json"
    save_record(record, path)
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    got = [(c["kind"], c["stage"]) for c in out["classifications"]]
    assert got[: len(results)] == [("stage", n) for n in results]
    standings = [kind for kind, stage in got[len(results) :] if stage is None]
    assert standings == (["general"] if results else [])
    assert out["over"] == (upto == "to the end")
    if out["over"]:
        assert out["classifications"] == out["result"]["classifications"]
