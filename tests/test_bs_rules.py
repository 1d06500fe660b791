"""Border States: the rulebook's worked examples and every rule, table-driven."""

from __future__ import annotations

import pytest

from peloton_desktop.core.protocol import Event
from peloton_desktop.games.border_states.rules import BorderStates, BsState, Piece

GAME = BorderStates()
U, C = 0, 1
B = {b["id"]: i for i, b in enumerate(GAME.v["blocks"])}  # block name -> index
CARD = {i: c for i, c in enumerate(GAME.v["battle_cards"])}
INTENSITY = {0: 0, 1: 5, 2: 12}  # a card of each intensity


def fresh(seed: int = 1, variants: tuple[str, ...] = ()) -> BsState:
    return GAME.new_game(GAME.validate_setup({"players": 2, "variants": list(variants)}), seed)


def battle(
    fronts: list[list[tuple[int, str] | str | None]],
    intensity: int = 1,
    cubes: list[str] | None = None,
    bible: set[tuple[int, int]] | None = None,
) -> BsState:
    """Battle I with the given fronts (slot 0 nearest the arrow); II and III empty."""
    s = fresh()
    s.battles = [INTENSITY[intensity], INTENSITY[0], INTENSITY[0]]
    s.conquest = [cubes if cubes is not None else ["MO"] * (intensity + 2), [], []]
    s.slots = [[[None] * 3 for _ in range(2)] for _ in range(3)]
    for f, front in enumerate(fronts):
        s.slots[0][f] = [None] * max(3, len(front))
        for i, spec in enumerate(front):
            if spec == "canon":
                s.slots[0][f][i] = Piece(-1, -1, True)
            elif spec is not None:
                side, name = spec
                s.slots[0][f][i] = Piece(side, B[name], True, (f, i) in (bible or set()))
    s.phase, s.resolving, s.stage = "resolve", 0, "reveal"
    return s


def run(s: BsState) -> list[Event]:
    events: list[Event] = []
    GAME._advance(s, events)
    return events


def first(events: list[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind and e.data.get("battle", 0) == 0)


# -- the rulebook's three front examples ---------------------------------------------
@pytest.mark.parametrize(
    ("fronts", "victim", "totals", "contributions", "victor", "vanquished"),
    [
        # "le front du haut l'emporte 3 (3+2-2) contre 1": Union 2, Confederacy 1 (3-2)
        (
            [[(C, "three"), (U, "two_12"), (C, "minus2")], [(U, "one_1")]],
            None,
            [3, 1],
            [2, 1],
            U,
            C,
        ),
        # "3 (3+0) contre 1": the Union's Ambush (0) took a Union 1 facing it; the
        # Confederacy has 3, the Union 0: the Union is not vanquished, it gets nothing
        (
            [[(C, "three"), (U, "ambush")], [(U, "one_1"), (U, "one_2")]],
            (0, 1, 1),
            [3, 1],
            [0, 3],
            C,
            None,
        ),
        # "4 (2+2) contre 3": 2 each, the Union's general is nearest the arrow
        ([[(U, "two_12"), (C, "two_13")], [(U, "three")]], None, [4, 3], [2, 2], U, C),
    ],
)
def test_rulebook_front_examples(fronts, victim, totals, contributions, victor, vanquished):  # type: ignore[no-untyped-def]
    s = battle(fronts)
    events = run(s)
    if victim is not None:
        assert s.pending[0] == "ambush" and victim in s.pending[3]
        events = GAME.apply_in_place(s, s.pending[1], ("ambush", victim))
    won = first(events, "battle_won")
    assert won.data["totals"] == totals
    assert won.data["contributions"] == contributions
    assert (won.data["victor"], won.data["vanquished"]) == (victor, vanquished)


def test_example_two_with_the_ambush_facing_nothing() -> None:
    """3 (3+0) against 1: the Ambush's only neighbours are its own side's blocks."""
    s = battle([[(C, "three"), (U, "ambush"), None], [(U, "one_1"), None, None]])
    events = run(s)
    # the ambush must eliminate left (the 3) or opposite (nothing at index 1): only the 3
    assert first(events, "eliminated").data["block"] == B["three"]


@pytest.mark.parametrize(
    ("intensity", "cubes", "kept", "given"),
    [
        (0, ["KY", "KY"], 2, 0),  # intensity 0: the victor keeps both
        (1, ["KY", "MD", "MD"], 2, 1),  # intensity 1: chooses 2, gives 1
        (2, ["KY", "KY", "MD", "MD"], 3, 1),  # intensity 2: chooses 3, gives 1
    ],
)
def test_cube_sharing_by_intensity(intensity: int, cubes: list[str], kept: int, given: int) -> None:
    s = battle([[(U, "three"), (C, "one_1")], [None]], intensity=intensity, cubes=cubes)
    events = run(s)
    if intensity > 0:  # a choice for the victor
        assert s.pending[0] == "keep" and s.pending[1] == U
        events = GAME.apply_in_place(s, U, ("keep", s.pending[3][0]))
    share = first(events, "cubes_won")
    assert len(share.data["kept"]) == kept and len(share.data["given"]) == given


def test_rulebook_cubes_example_battle_one() -> None:
    """Confederacy wins: takes the 2 brown and 1 of the 2 yellow, gives the last yellow."""
    s = battle([[(C, "three"), (U, "one_1")], []], intensity=2, cubes=["KY", "KY", "MD", "MD"])
    run(s)
    assert s.pending[0] == "keep"
    assert sorted(s.pending[3]) == [("KY", "KY", "MD"), ("KY", "MD", "MD")]
    share = first(GAME.apply_in_place(s, C, ("keep", ("KY", "KY", "MD"))), "cubes_won")
    assert share.data["kept"] == ["KY", "KY", "MD"] and share.data["given"] == ["MD"]
    assert share.data["vanquished"] == U


def test_alone_on_the_winning_front_takes_everything() -> None:
    """Battle II of the example: the Union alone wins the yellow and the 2 purple."""
    s = battle([[(U, "two_12")], [(C, "minus2")]], intensity=1, cubes=["MD", "WV", "WV"])
    share = first(run(s), "cubes_won")
    assert share.data["kept"] == ["MD", "WV", "WV"] and share.data["vanquished"] is None


@pytest.mark.parametrize(
    "fronts",
    [
        [[(U, "one_1")], [(C, "one_1")]],  # 1 vs 1: tie
        [[(U, "minus2")], []],  # nothing positive
        [[], []],
    ],
)
def test_undecided_battles_discard_the_cubes(fronts) -> None:  # type: ignore[no-untyped-def]
    s = battle(fronts)
    before = s.discarded
    events = run(s)
    assert first(events, "battle_undecided")
    assert s.discarded >= before + 3 and not any(
        e.kind == "cubes_won" and e.data["battle"] == 0 for e in events
    )


def test_canon_counts_for_the_front_not_for_a_player() -> None:
    s = battle([[(U, "one_1"), "canon"], [(C, "one_1")]])
    events = run(s)
    won = first(events, "battle_won")
    assert won.data["totals"] == [2, 1] and won.data["contributions"] == [1, 0]
    assert won.data["victor"] == U and won.data["vanquished"] is None


# -- ambushes -----------------------------------------------------------------------
def test_ambush_may_take_left_right_or_opposite_own_side_included() -> None:
    s = battle([[(U, "two_12"), (U, "ambush"), (C, "three")], [None, (C, "one_1")]])
    run(s)
    assert s.pending[0] == "ambush" and s.pending[1] == U
    assert sorted(s.pending[3]) == [(0, 0, 0), (0, 0, 2), (0, 1, 1)]


def test_facing_ambushes_eliminate_each_other() -> None:
    s = battle([[(U, "ambush"), (U, "three")], [(C, "ambush"), (C, "one_1")]])
    events = run(s)
    gone = [e.data["block"] for e in events if e.kind == "eliminated"]
    assert gone == [B["ambush"], B["ambush"]]


def test_bible_protects_from_the_ambush() -> None:
    s = battle([[(U, "three"), (C, "ambush")], [None, (U, "one_1")]], bible={(0, 0)})
    events = run(s)
    assert first(events, "eliminated").data["block"] == B["one_1"]


def test_ambushes_resolve_from_the_arrow_outward() -> None:
    """The first ambush removes the second one's only target; the second then idles."""
    s = battle([[(U, "ambush"), (C, "three"), (C, "ambush")], []])
    s.slots[0][0][0], s.slots[0][0][1], s.slots[0][0][2] = (
        Piece(U, B["ambush"], True),
        Piece(C, B["three"], True),
        Piece(C, B["ambush"], True),
    )
    events = run(s)
    if s.pending:  # the Confederate ambush chooses between the 3 and ... only the 3 remains
        GAME.apply_in_place(s, s.pending[1], ("ambush", s.pending[3][0]))
    kinds = [e.kind for e in events]
    assert kinds.count("eliminated") >= 1


# -- combat: stacking, revealing, order, access, placement ----------------------------
def _to_stack(s: BsState) -> None:
    for side in (U, C):
        GAME.apply_in_place(s, side, ("recruit", 0))


def _give(s: BsState, side: int, names: list[str]) -> None:
    s.available[side] = sorted(B[n] for n in names)


def test_lower_visible_value_places_first() -> None:
    s = fresh()
    _to_stack(s)
    _give(s, U, ["one_1", "three", "two_12"])
    _give(s, C, ["two_23", "three", "one_2"])
    GAME.apply_in_place(s, U, ("stack", B["one_1"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["two_23"], B["three"]))
    assert s.phase == "place" and s.order == [U, C]
    assert s.access == [[0], [1, 2]]


def test_tie_goes_to_the_initiative_which_then_flips() -> None:
    s = fresh()
    _to_stack(s)
    _give(s, U, ["two_12", "three"])
    _give(s, C, ["two_23", "three"])
    start = s.initiative
    GAME.apply_in_place(s, U, ("stack", B["two_12"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["two_23"], B["three"]))
    assert s.order[0] == start and s.initiative == 1 - start


def test_the_minus_two_is_never_shown_both_blocks_are() -> None:
    s = fresh()
    _to_stack(s)
    _give(s, U, ["minus2", "two_12"])
    _give(s, C, ["one_2", "three"])
    GAME.apply_in_place(s, U, ("stack", B["minus2"], B["two_12"]))
    GAME.apply_in_place(s, C, ("stack", B["one_2"], B["three"]))
    assert s.stacks[U] == (B["two_12"], B["minus2"]) and s.shown_both[U]
    obs = GAME.observe(s, C)
    assert obs.stacks[U] == (B["two_12"], B["minus2"])


def test_two_visible_ambushes_set_all_four_blocks_aside() -> None:
    s = fresh()
    _to_stack(s)
    _give(s, U, ["ambush", "three"])
    _give(s, C, ["ambush", "two_12"])
    GAME.apply_in_place(s, U, ("stack", B["ambush"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["ambush"], B["two_12"]))
    assert len(s.set_aside) == 4 and s.phase == "recruit" and s.turn == 2
    # the blocks under the ambushes were never shown: the opponent sees no identity
    assert GAME.observe(s, C).set_aside == (
        (U, B["ambush"]),
        (U, None),
        (C, B["ambush"]),
        (C, B["two_12"]),
    )


def test_ambush_copies_the_opponents_battles_not_its_value() -> None:
    s = fresh()
    _to_stack(s)
    _give(s, U, ["ambush", "three"])
    _give(s, C, ["two_13", "one_2"])
    GAME.apply_in_place(s, U, ("stack", B["ambush"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["two_13"], B["one_2"]))
    assert s.access[U] == [0, 2] and s.order == [U, C]  # 0 < 2


def test_siege_puts_both_blocks_on_one_battle() -> None:
    s = fresh(variants=("no_characters",))
    _to_stack(s)
    _give(s, U, ["siege", "three"])
    _give(s, C, ["three", "one_2"])
    GAME.apply_in_place(s, U, ("stack", B["siege"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["three"], B["one_2"]))
    for action in GAME.legal_actions(s, U):
        (b1, _f1), (b2, _f2) = action[2], action[4]
        assert b1 == b2


def test_blocks_fill_from_the_arrow_and_are_set_aside_when_full() -> None:
    s = fresh(variants=("no_characters",))
    _to_stack(s)
    _give(s, U, ["one_1", "three"])
    _give(s, C, ["two_12", "three"])
    s.slots[0] = [[Piece(C, B["one_3"], True)] * 3, [Piece(C, B["one_3"], True)] * 3]
    GAME.apply_in_place(s, U, ("stack", B["one_1"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["two_12"], B["three"]))
    assert GAME.legal_actions(s, U) in (
        [("place", B["one_1"], None, B["three"], None)],
        sorted(
            [
                ("place", B["one_1"], None, B["three"], None),
                ("place", B["three"], None, B["one_1"], None),
            ],
            key=repr,
        ),
    )
    GAME.apply_in_place(s, U, GAME.legal_actions(s, U)[0])
    assert (U, B["three"], False) in s.set_aside and (U, B["one_1"], True) in s.set_aside
    seen = GAME.observe(s, C).set_aside
    assert (C, None) in seen or (U, None) in seen


def test_placement_goes_to_the_slot_nearest_the_arrow() -> None:
    s = fresh(variants=("no_characters",))
    _to_stack(s)
    _give(s, U, ["one_1", "three"])
    _give(s, C, ["two_12", "three"])
    GAME.apply_in_place(s, U, ("stack", B["one_1"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["two_12"], B["three"]))
    GAME.apply_in_place(s, U, ("place", B["three"], (0, 0), B["one_1"], (0, 0)))
    assert [p.block for p in s.slots[0][0][:2]] == [B["three"], B["one_1"]]
    assert not s.slots[0][0][0].face_up and s.slots[0][0][1].face_up


# -- characters -------------------------------------------------------------------------
def _placing(s: BsState) -> None:
    _to_stack(s)
    _give(s, U, ["one_1", "three"])
    _give(s, C, ["two_12", "three"])
    GAME.apply_in_place(s, U, ("stack", B["one_1"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["two_12"], B["three"]))


def test_spy_reveals_a_face_down_enemy_block() -> None:
    s = fresh()
    _placing(s)
    GAME.apply_in_place(s, U, ("place", B["one_1"], (0, 0), B["three"], (0, 1)))
    GAME.apply_in_place(s, U, ("done",))
    assert ("spy", (0, 1, 0)) in GAME.legal_actions(s, C)
    events = GAME.apply_in_place(s, C, ("spy", (0, 1, 0)))
    assert s.slots[0][1][0].face_up and events[0].reveals and "spy" not in s.characters[C]


def test_scout_changes_an_accessible_battle() -> None:
    s = fresh()
    _placing(s)
    GAME.apply_in_place(s, U, ("scout", 0, 2))
    assert s.access[U] == [2]


def test_reinforcements_open_one_more_slot_on_a_full_front() -> None:
    s = fresh()
    _placing(s)
    s.slots[0][0] = [Piece(C, B["one_3"], True)] * 3
    GAME.apply_in_place(s, U, ("reinforcements", (0, 0)))
    assert len(s.slots[0][0]) == 4
    assert not any(a[0] == "reinforcements" and a[1] == (0, 0) for a in GAME.legal_actions(s, U))


def test_bible_and_canon_once_per_round_in_total() -> None:
    s = fresh()
    _placing(s)
    GAME.apply_in_place(s, U, ("place", B["one_1"], (0, 0), B["three"], (0, 1)))
    GAME.apply_in_place(s, U, ("chaplain", (0, 0, 0)))
    GAME.apply_in_place(s, U, ("artillery", (0, 0)))
    GAME.apply_in_place(s, U, ("done",))
    kinds = {a[0] for a in GAME.legal_actions(s, C)}
    assert "chaplain" not in kinds and "artillery" not in kinds
    assert s.cards_played[U] == 2


# -- end of round: the rulebook's influence example ---------------------------------------
def _influence(
    markers: dict[str, list[int]],
    won_u: dict[str, int],
    won_c: dict[str, int],
    variants: tuple[str, ...] = (),
) -> BsState:
    s = fresh(variants=variants)
    s.markers = {k: list(v) for k, v in markers.items()}
    s.won = [dict(won_u), dict(won_c)]
    s.phase, s.resolving, s.stage = "resolve", 2, "next"
    return s


def test_rulebook_influence_example() -> None:
    s = _influence(
        {
            "MO": [-1, -1, 0, 0],
            "KY": [-1, -1, 0, 0],
            "WV": [0, 0, 0, 0],
            "MD": [0, 0, 0, 0],
            "DE": [0, 0, 1, 1],
        },
        {"MO": 2, "KY": 2, "MD": 1},
        {"MO": 1, "MD": 1, "DE": 2},
    )
    run(s)
    # Missouri 2-1: one marker one step to the Union (the Union chooses which)
    assert s.pending == ("step", U, "MO", [-1, 0])
    GAME.apply_in_place(s, U, ("step", "MO", 0))
    # Kentucky 2-0: two steps; the Union takes both -1 markers into its Control zone
    GAME.apply_in_place(s, U, ("step", "KY", -1))
    GAME.apply_in_place(s, U, ("step", "KY", -1))
    # Delaware 2-0 for the Confederacy: two markers one step each
    GAME.apply_in_place(s, C, ("step", "DE", 0))
    GAME.apply_in_place(s, C, ("step", "DE", 0))
    assert sorted(s.markers["MO"]) == [-1, -1, -1, 0]
    assert sorted(s.markers["KY"]) == [-2, -2, 0, 0]
    assert s.markers["WV"] == [0, 0, 0, 0] and s.markers["MD"] == [0, 0, 0, 0]
    assert sorted(s.markers["DE"]) == [1, 1, 1, 1]


def test_one_marker_may_move_twice_but_not_in_the_war_of_attrition() -> None:
    s = _influence({**GAME.v["start_markers"], "DE": [0, 0, 0, 0]}, {}, {"DE": 2})
    run(s)
    GAME.apply_in_place(s, C, ("step", "DE", 0)) if s.pending else None
    if s.pending:
        GAME.apply_in_place(s, C, ("step", "DE", 1))
    assert sorted(s.markers["DE"]) in ([0, 0, 0, 2], [0, 0, 1, 1])
    a = _influence(
        {**GAME.v["start_markers"], "DE": [0, 0, 0, 0]}, {}, {"DE": 2}, variants=("attrition",)
    )
    run(a)
    assert sorted(a.markers["DE"]) == [0, 0, 1, 1]


def test_rulebook_score_example_5_against_10() -> None:
    s = fresh()
    s.markers = {
        "MO": [-1, -1, -1, 0],
        "KY": [-2, -2, 0, 0],
        "WV": [1, 1, 1, 1],
        "MD": [1, 1, 1, 0],
        "DE": [2, 1, 1, 0],
    }
    assert (GAME.score(s, U), GAME.score(s, C)) == (5, 10)


@pytest.mark.parametrize(
    ("markers", "cards", "winner", "reason"),
    [
        ({"MO": [-1, -1, 0, 0], "KY": [1, 0, 0, 0]}, [0, 0], U, "score"),
        ({"MO": [-2, 0, 0, 0], "KY": [1, 0, 0, 0]}, [0, 0], U, "control"),
        ({"MO": [-1, 0, 0, 0], "KY": [1, 0, 0, 0]}, [3, 1], C, "fewer_cards"),
        ({"MO": [-1, 0, 0, 0], "KY": [1, 0, 0, 0]}, [1, 1], U, "union"),
    ],
)
def test_final_score_and_tie_breakers(markers, cards, winner, reason) -> None:  # type: ignore[no-untyped-def]
    s = fresh()
    s.markers = {st: [0, 0, 0, 0] for st in GAME.v["states"]} | markers
    s.cards_played = cards
    GAME._final_score(s, [])
    assert (s.winner, s.reason) == (winner, reason)


@pytest.mark.parametrize(
    ("markers", "over"),
    [
        (
            {"MO": [-2, 0, 0, 0], "KY": [-2, 0, 0, 0], "WV": [-2, 0, 0, 0], "MD": [-2, 0, 0, 0]},
            True,
        ),  # 4 colours
        ({"MO": [-2, -2, -2, 0], "KY": [-2, -2, 0, 0]}, True),  # 5 markers
        ({"MO": [-2, -2, -2, -2]}, False),  # 4 of one colour: not yet
        (
            {"MO": [-2, -2, -2, 0], "KY": [-2, -2, 0, 0], "DE": [2, 2, 2, 2], "WV": [2, 0, 0, 0]},
            False,
        ),  # both in the same round: play on
    ],
)
def test_sudden_death(markers, over: bool) -> None:  # type: ignore[no-untyped-def]
    s = _influence({st: [0, 0, 0, 0] for st in GAME.v["states"]} | markers, {}, {})
    run(s)
    assert s.over == over
    if over:
        assert s.winner == U and s.reason == "sudden_death"


def test_cubes_of_a_fully_controlled_state_are_discarded_not_replaced() -> None:
    s = fresh(seed=4)
    s.markers["WV"] = [-2, -2, 2, 2]
    s.bag = ["WV"] * 10
    s.deck = [INTENSITY[1]] * 3 + s.deck
    GAME._prepare_round(s, [])
    assert s.conquest == [[], [], []] and s.discarded >= 9


def test_variants() -> None:
    det = fresh(variants=("deterministic",))
    assert len(det.deck) + 3 == 15 and len(det.bag) + sum(map(len, det.conquest)) == 45
    assert sum(GAME.v["battle_cards"][c]["intensity"] for c in det.deck + det.battles) == 15
    plain = fresh(variants=("no_characters",))
    assert plain.characters == [[], []] and plain.president == [False, False]
    normal = fresh()
    assert len(normal.deck) + 3 == 15 and len(normal.characters[U]) == 5


def test_setup_four_available_six_in_the_file() -> None:
    s = fresh()
    for side in (U, C):
        assert len(s.available[side]) == 4 and len(s.file[side]) == 6
        assert sorted(s.available[side] + s.file[side]) == list(range(10))
    assert sorted(s.markers["MO"]) == [-1, -1, 0, 0] and sorted(s.markers["DE"]) == [0, 0, 1, 1]
    obs = GAME.observe(s, C)
    assert obs.file[U] == 6 and obs.available[U] == 4
    assert obs.file[C] == tuple(s.file[C]) and obs.available[C] == tuple(sorted(s.available[C]))


def test_secret_stacks_stay_secret() -> None:
    s = fresh()
    _to_stack(s)
    GAME.apply_in_place(s, U, GAME.legal_actions(s, U)[0])
    assert GAME.observe(s, C).stacks[U] == "chosen"
    assert GAME.observe(s, U).stacks[U] == s.stacks[U]


def test_cards_helper() -> None:
    assert CARD[INTENSITY[2]]["intensity"] == 2


# -- issue 12: what the rulebook says and the engine did not ------------------------------
def test_a_face_up_siege_shown_under_a_minus_two_still_keeps_both_blocks_together() -> None:
    """« Le pavé face visible ne peut jamais être le pavé de valeur -2. Si un joueur se
    trompe, il doit révéler en plus son second pavé » and « Le pavé Siège … les 2 pavés
    du joueur doivent être placés impérativement sur la même bataille »."""
    s = fresh(variants=("no_characters",))
    _to_stack(s)
    _give(s, U, ["minus2", "siege"])
    _give(s, C, ["three", "one_2"])
    GAME.apply_in_place(s, U, ("stack", B["minus2"], B["siege"]))  # the −2 on top
    GAME.apply_in_place(s, C, ("stack", B["three"], B["one_2"]))
    assert s.shown_both[U] and s.stacks[U][0] == B["siege"]
    legal = GAME.legal_actions(s, U)
    assert legal
    for action in legal:
        assert action[2] is not None and action[4] is not None
        assert action[2][0] == action[4][0], action


def test_a_siege_sets_blocks_aside_only_when_they_cannot_be_placed() -> None:
    """« Quand il n'y a plus d'emplacements disponibles pour une bataille, il n'est plus
    possible de placer de pavés dessus. Si un pavé ne peut pas être placé, il est mis de
    côté. »"""
    s = fresh(variants=("no_characters",))
    _to_stack(s)
    _give(s, U, ["siege", "three"])
    _give(s, C, ["three", "one_2"])
    full = Piece(C, B["one_3"], True)
    s.slots[0] = [[full] * 3, [full] * 3]  # battle I is full
    GAME.apply_in_place(s, U, ("stack", B["siege"], B["three"]))
    GAME.apply_in_place(s, C, ("stack", B["three"], B["one_2"]))
    legal = GAME.legal_actions(s, U)
    assert legal and all(a[2] is not None and a[4] is not None for a in legal)
    assert {a[2][0] for a in legal} == {1, 2}  # battles II and III, never the full one


def test_reinforcements_place_the_sides_own_extra_block_on_the_full_front() -> None:
    """« Placez un pavé Général supplémentaire sur un front si tous les emplacements sont
    pris. Un front ne peut accueillir qu'un seul pavé supplémentaire. »"""
    s = fresh()
    _placing(s)
    full = Piece(C, B["one_3"], True)
    s.slots[0][0] = [full] * 3
    GAME.apply_in_place(s, U, ("reinforcements", (0, 0)))
    places = [a for a in GAME.legal_actions(s, U) if a[0] == "place"]
    assert places and all((0, 0) in (a[2], a[4]) for a in places)
    assert not any(a[0] == "scout" and a[1] == 0 for a in GAME.legal_actions(s, U))
    GAME.apply_in_place(s, U, ("place", B["one_1"], (0, 0), B["three"], (0, 1)))
    assert s.slots[0][0][3] == Piece(U, B["one_1"], True) and s.reserved == []


def test_nobody_else_takes_the_reinforcements_slot() -> None:
    s = fresh()
    _placing(s)
    full = Piece(C, B["one_3"], True)
    s.slots[0][0] = [full] * 3
    GAME.apply_in_place(s, U, ("reinforcements", (0, 0)))
    assert GAME._free(s, 0, 0, C) is None and GAME._free(s, 0, 0) is None  # nor the Canon
    assert GAME._free(s, 0, 0, U) == 3
