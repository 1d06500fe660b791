"""Coup de bordure: every resolution step and the rulebook's examples, table-driven."""

from __future__ import annotations

import pytest
from cdb_helpers import GAME, answer, energy_of, pace, positions, setup, state

from peloton_desktop.core.errors import SetupError
from peloton_desktop.games.coup_de_bordure.rules import OwnPlaquette

# Course used unless said otherwise: case 1-7 Plaine, 8 Côte, ... 16 Sprint.
PLAINE_RIDERS = [["PPPPP", "PPPPP", "PPPPP"], ["PPPPP", "PPPPP", "PPPPP"]]


def paces_of(s, r):  # type: ignore[no-untyped-def]
    return sorted({a[2] for a in GAME.pace_actions(s, r)})


# -- what a rider may choose, and how to pay -------------------------------------
@pytest.mark.parametrize(
    ("tokens", "terrain", "hidden", "expected"),
    [
        # (rider tokens, terrain of his case, hidden colour) -> offered paces
        ("CCM", "C", None, ["acceleration", "constance", "offensive", "sillage"]),
        ("CMM", "C", None, ["acceleration", "constance", "sillage"]),  # offensive: 2 yellow
        ("MM", "C", None, ["constance"]),  # no yellow: neither acceleration nor sillage
        ("C", "C", None, ["constance", "sillage"]),  # acceleration costs 2
        ("CC", "C", "C", ["acceleration", "constance", "sillage"]),  # the hidden one counts
        ("", "C", None, ["constance"]),
    ],
)
def test_paces_offered(tokens: str, terrain: str, hidden: str | None, expected: list[str]):
    s = state(
        [[tokens or "P", "PPPP", "PPPP"], ["PPPP", "PPPP", "PPPP"]],
        course=terrain * 15 + "S",
        hidden={(0, 0): hidden} if hidden else None,
    )
    if not tokens:
        s.riders[0].visible = [0, 0, 0, 0]
    assert paces_of(s, 0) == expected


def test_rulebook_example_acceleration_on_a_hill() -> None:
    """On a Côte: 1 yellow token + 1 of any colour."""
    s = state([["CP", "PPPP", "PPPP"], ["PPPP", "PPPP", "PPPP"]], course="C" * 15 + "S")
    pays = [a[3] for a in GAME.pace_actions(s, 0) if a[2] == "acceleration"]
    assert pays == [("C", "P")]


def test_offensive_on_a_hill_two_yellow_and_one_free() -> None:
    s = state([["CCCM", "PPPP", "PPPP"], ["PPPP", "PPPP", "PPPP"]], course="C" * 15 + "S")
    pays = sorted(a[3] for a in GAME.pace_actions(s, 0) if a[2] == "offensive")
    assert pays == [("C", "C", "C"), ("C", "C", "M")]


def test_owner_chooses_whether_the_hidden_token_pays() -> None:
    s = state([["PPC", "PPPP", "PPPP"], ["PPPP", "PPPP", "PPPP"]], hidden={(0, 0): "P"})
    pays = sorted(a[3] for a in GAME.pace_actions(s, 0) if a[2] == "sillage")
    assert pays == [("P",), ("P*",)]


def test_offensive_only_once_per_rider() -> None:
    s = state(PLAINE_RIDERS)
    pace(s, 0, "offensive", "P P P")
    for r in range(1, 6):
        pace(s, r, "constance")
    assert s.riders[0].offensive_used
    assert "offensive" not in paces_of(s, 0)


# -- resolution, step by step ------------------------------------------------------
def _all_constance(s, but: dict[int, tuple[str, str]]) -> list:  # type: ignore[no-untyped-def]
    events = []
    for r in range(len(s.riders)):
        name, pay = but.get(r, ("constance", ""))
        events += pace(s, r, name, pay)
    return events


@pytest.mark.parametrize(
    ("choices", "moves", "spent"),
    [
        # step 1: Offensive +3 for 3 tokens; step 7: the others +1
        ({0: ("offensive", "P P P")}, [3, 1, 1, 1, 1, 1], [3, 0, 0, 0, 0, 0]),
        # step 3: Accélération +2 for 2 tokens
        ({2: ("acceleration", "P P")}, [1, 1, 2, 1, 1, 1], [0, 0, 2, 0, 0, 0]),
        # step 4: Sillage +2 when a rider of the case accelerates (any team)
        ({0: ("acceleration", "P P"), 3: ("sillage", "P")}, [2, 1, 1, 2, 1, 1], [2, 0, 0, 1, 0, 0]),
        # step 4: Sillage +1 when nobody accelerates; the token is spent all the same
        ({3: ("sillage", "P")}, [1, 1, 1, 1, 1, 1], [0, 0, 0, 1, 0, 0]),
        # an Offensive cannot be followed in Sillage
        ({0: ("offensive", "P P P"), 3: ("sillage", "P")}, [3, 1, 1, 1, 1, 1], [3, 0, 0, 1, 0, 0]),
    ],
)
def test_resolution_table(choices, moves, spent) -> None:  # type: ignore[no-untyped-def]
    s = state(PLAINE_RIDERS)
    before = [energy_of(s, r) for r in range(6)]
    _all_constance(s, choices)
    while s.queue and s.queue[0][0] == "tracte":  # "je tracte" is asked, then declined
        answer(s, ("tracte", s.queue[0][1], False))
    assert positions(s) == [1 + m for m in moves]
    assert [before[r] - energy_of(s, r) for r in range(6)] == spent


def test_step_2_two_team_offensives_tow_the_case_for_two_tokens() -> None:
    s = state(PLAINE_RIDERS)
    _all_constance(
        s, {0: ("offensive", "P P P"), 1: ("offensive", "P P P"), 3: ("acceleration", "P P")}
    )
    # riders 2, 3, 4, 5 are offered the tow (+3 for 2 Plaine tokens), one at a time
    assert s.queue == [("tow3", 2), ("tow3", 3), ("tow3", 4), ("tow3", 5)]
    answer(s, ("tow", 2, ("P", "P")))
    answer(s, ("tow", 3, ("P", "P")))  # rider 3 had chosen Accélération: towed instead
    answer(s, ("no_tow", 4))
    answer(s, ("no_tow", 5))
    assert positions(s) == [4, 4, 4, 4, 2, 2]
    assert [energy_of(s, r) for r in range(6)] == [2, 2, 3, 3, 5, 5]


def test_step_5_je_tracte_lets_the_case_follow_for_one_token() -> None:
    s = state(PLAINE_RIDERS)
    _all_constance(s, {0: ("acceleration", "P P"), 3: ("sillage", "P")})
    assert s.queue == [("tracte", 3)]
    answer(s, ("tracte", 3, True))
    assert s.queue == [("tow2", 1), ("tow2", 2), ("tow2", 4), ("tow2", 5)]
    answer(s, ("tow", 1, ("P",)))
    for r in (2, 4, 5):
        answer(s, ("no_tow", r))
    assert positions(s) == [3, 3, 2, 3, 2, 2]


def test_step_5_declined_nobody_is_towed() -> None:
    s = state(PLAINE_RIDERS)
    _all_constance(s, {0: ("acceleration", "P P"), 3: ("sillage", "P")})
    answer(s, ("tracte", 3, False))
    assert positions(s) == [3, 2, 2, 3, 2, 2] and not s.queue


def test_step_6_two_team_mates_accelerating_or_drafting_open_the_tow() -> None:
    s = state(PLAINE_RIDERS)
    _all_constance(s, {0: ("acceleration", "P P"), 1: ("sillage", "P")})
    assert s.queue == [("tow2", 2), ("tow2", 3), ("tow2", 4), ("tow2", 5)]


def test_a_failed_sillage_of_two_team_mates_still_opens_the_tow() -> None:
    s = state(PLAINE_RIDERS)
    _all_constance(s, {0: ("sillage", "P"), 1: ("sillage", "P")})
    assert positions(s)[:2] == [2, 2]
    assert [q[0] for q in s.queue] == ["tow2"] * 4


def test_a_rider_who_cannot_pay_the_tow_is_asked_and_may_only_decline() -> None:
    """Issue 12: « tous les coureurs situés sur sa case … ont la possibilité d'avancer »,
    and « Les joueurs ont le droit de retourner un jeton par coureur, afin d'en cacher la
    couleur »: asking only the riders who can pay would tell a face-down colour."""
    s = state([["PPPPP", "PPPPP", "CCCC"], ["PPPPP", "PPPPP", "PPPPP"]])
    _all_constance(s, {0: ("acceleration", "P P"), 1: ("sillage", "P")})
    assert ("tow2", 2) in s.queue
    while s.queue[0] != ("tow2", 2):
        answer(s, ("no_tow", s.queue[0][1]))
    assert GAME.legal_actions(s, 0) == [("no_tow", 2)]


def test_je_tracte_is_asked_whoever_could_pay() -> None:
    """Whether « Je tracte » is asked must not depend on the tokens of the riders left."""
    s = state([["PPPPP", "CCCCC", "CCCC"], ["PPPPP", "CCCCC", "CCCCC"]])
    _all_constance(s, {0: ("acceleration", "P P"), 3: ("sillage", "P")})
    assert s.queue == [("tracte", 3)]  # nobody left on the case holds a Plaine token


def test_groups_play_from_the_front() -> None:
    s = state(PLAINE_RIDERS, positions=[5, 5, 3, 3, 1, 1])
    assert s.case == 5 and s.group == [0, 1]
    assert GAME.to_move(s) == (0,)
    pace(s, 0, "constance")
    pace(s, 1, "constance")
    assert s.case == 3 and s.group == [2, 3]
    assert GAME.to_move(s) == (0, 1)


def test_a_rider_reaching_a_case_does_not_join_its_group() -> None:
    s = state(PLAINE_RIDERS, positions=[5, 5, 5, 3, 3, 3])
    for r in range(3):
        pace(s, r, "constance")  # they go to 6
    pace(s, 3, "offensive", "P P P")  # 3 -> 6, lands with them after they moved
    pace(s, 4, "constance")
    pace(s, 5, "constance")
    assert s.turn == 2 and positions(s) == [6, 6, 6, 6, 4, 4]
    assert s.group == [0, 1, 2, 3]  # next turn: all four on case 6 play together


def test_observation_keeps_secrets() -> None:
    s = state(PLAINE_RIDERS, hidden={(0, 0): "P"})
    pace(s, 0, "acceleration", "P P")
    mine, theirs = GAME.observe(s, 0), GAME.observe(s, 1)
    assert mine.riders[0].pace == "acceleration" and mine.riders[0].payment == ("P", "P")
    assert mine.riders[0].own == OwnPlaquette(hidden="P", fillers=3, energy=5)
    assert theirs.riders[0].pace is None and theirs.riders[0].chosen
    assert theirs.riders[0].own is None and theirs.riders[0].payment is None
    assert theirs.riders[0].facedown == 4  # 3 white fillers + the hidden token
    assert theirs.riders[0].tokens["P"] == 4
    assert theirs.musettes is None and theirs.rng is None and theirs.musette_pool is None
    shown = theirs.to_json()["riders"][0]
    assert not {"pace", "payment", "hidden", "fillers", "energy"} & set(shown)
    assert "musettes" not in theirs.to_json() and "rng" not in theirs.to_json()


def test_spending_the_hidden_token_reveals_it() -> None:
    s = state(PLAINE_RIDERS, hidden={(0, 0): "P"})
    events = _all_constance(s, {0: ("sillage", "P*")})
    spent = [e for e in events if e.kind == "tokens_spent"]
    assert spent[0].data["hidden"] == "P" and spent[0].reveals
    assert s.riders[0].hidden is None


# -- ravitaillement ----------------------------------------------------------------
@pytest.mark.parametrize(("left", "gain"), [(0, 2), (1, 2), (2, 1), (3, 0), (5, 0)])
def test_ravitaillement_table(left: int, gain: int) -> None:
    s = state(PLAINE_RIDERS, positions=[6, 1, 1, 1, 1, 1])
    s.riders[0].visible = [left + 1, 0, 0, 0]  # Sillage will cost one Plaine token
    pace(s, 0, "sillage", "P")  # alone on case 6: +1 to the feed zone on case 7
    if gain:
        assert s.queue == [("ravito", 0)]
        options = GAME.legal_actions(s, 0)
        assert all(len(a[2]) == gain for a in options)
        answer(s, ("ravito", 0, ("S",) * gain))
    assert energy_of(s, 0) == left + gain and s.riders[0].fed


def test_feeding_shows_the_hidden_token() -> None:
    s = state(PLAINE_RIDERS, positions=[6, 1, 1, 1, 1, 1], hidden={(0, 0): "P"})
    s.riders[0].visible = [1, 0, 0, 0]
    pace(s, 0, "sillage", "P")
    events = answer(s, ("ravito", 0, ("M", "M")))
    fed = next(e for e in events if e.kind == "rider_fed")
    assert fed.reveals and fed.data["hidden"] == "P"
    assert s.riders[0].hidden is None and s.riders[0].visible == [1, 0, 2, 0]


# -- musettes ----------------------------------------------------------------------
def test_musette_first_team_alone_draws_0_or_1() -> None:
    for seed in range(20):
        s = state(PLAINE_RIDERS, positions=[6, 1, 1, 1, 1, 1], seed=seed)
        pace(s, 0, "constance")
        assert s.musette[0] in (0, 1) and s.musette[1] is None
        assert sorted([s.musette[0], *s.musette_left]) == [0, 1]


def test_musette_two_teams_arriving_together_draw_from_0_1_2() -> None:
    seen = set()
    for seed in range(40):
        s = state(PLAINE_RIDERS, positions=[6, 1, 1, 6, 1, 1], seed=seed)
        pace(s, 0, "constance")
        pace(s, 3, "constance")
        assert sorted([*s.musette, *s.musette_left]) == [0, 1, 2]
        seen.add(tuple(s.musette))
    assert len(seen) == 6  # every deal happens


def test_musette_second_example_remaining_card_joins_2_3_4() -> None:
    s = state([["PPPP"] * 3] * 4, positions=[6, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1], seed=3)
    pace(s, 0, "constance")  # team 0 alone first: 0 or 1
    first, remaining = s.musette[0], list(s.musette_left)
    assert sorted([first, *remaining]) == [0, 1]
    for r in (3, 6, 9):
        s.riders[r].pos = 6  # the three others arrive together in the next group
    s.groups = [6]
    GAME._next_group(s, [])
    for r in (3, 6, 9):
        pace(s, r, "constance")
    drawn = [s.musette[t] for t in (1, 2, 3)]
    assert sorted([*drawn, *s.musette_left]) == sorted([*remaining, 2, 3, 4])


def test_a_team_draws_once() -> None:
    s = state(PLAINE_RIDERS, positions=[6, 6, 1, 1, 1, 1])
    pace(s, 0, "constance")
    pace(s, 1, "constance")
    assert s.musette[0] is not None and s.musette_next == 2


# -- finish and tie-breaks ---------------------------------------------------------
def _finish(positions_, tokens_, musettes=(0, 1)):  # type: ignore[no-untyped-def]
    s = state(PLAINE_RIDERS, positions=[16] * 6)
    for rider, pos, spec in zip(s.riders, positions_, tokens_, strict=True):
        rider.pos = pos
        rider.visible = [spec.count(c) for c in "PCMS"]
        rider.hidden = None
    s.musette = list(musettes)
    s.over = True
    return GAME.result(s)


@pytest.mark.parametrize(
    ("pos", "toks", "musettes", "winner", "reason"),
    [
        # 1) furthest beyond the line
        ([19, 15, 15, 18, 15, 15], ["", "", "", "SSS", "", ""], (1, 0), 0, "furthest"),
        # only one team crossed
        ([17, 15, 15, 16, 15, 15], ["", "", "", "", "", ""], (1, 0), 0, "alone"),
        # 2) most tokens of the last case's colour (Sprint here)
        ([18, 15, 15, 18, 15, 15], ["SPP", "", "", "SSP", "", ""], (0, 1), 1, "last_colour_tokens"),
        # 3) most tokens of all colours
        ([18, 15, 15, 18, 15, 15], ["SPP", "", "", "SP", "", ""], (1, 0), 0, "all_tokens"),
        # 4) the best musette (0 is best)
        ([18, 15, 15, 18, 15, 15], ["SP", "", "", "SP", "", ""], (1, 0), 1, "musette"),
    ],
)
def test_tie_breaks(pos, toks, musettes, winner, reason) -> None:  # type: ignore[no-untyped-def]
    result = _finish(pos, toks, musettes)
    assert result.winner == winner and result.reason == reason
    assert sorted(result.ranking) == [0, 1]


def test_race_ends_when_the_turn_ends() -> None:
    s = state(PLAINE_RIDERS, positions=[16, 15, 15, 14, 15, 15])
    pace(s, 0, "constance")  # 16 -> 17: across the line, but the turn goes on
    assert not s.over
    for r in (1, 2, 4, 5):
        pace(s, r, "constance")
    pace(s, 3, "offensive", "P P P")  # 14 -> 17 in the same turn
    assert s.over
    result = GAME.result(s)
    assert result.winner in (0, 1) and len(result.ranking) == 2


# -- set-up validation -------------------------------------------------------------
@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda s: s["course"].update(tiles="PPPPPPPPPPPPPPPP"), "cdb.course.ends_flat"),
        (lambda s: s["course"].update(tiles="PPPPPPPPPPPPPPS"), "cdb.course.length"),
        (lambda s: s["course"].update(tiles="PPPPPPPPPPPPPPXS"), "cdb.course.bad_terrain"),
        (lambda s: s["teams"][0]["riders"][0]["tokens"].update(P=9), "cdb.setup.rider_range"),
        (
            lambda s: s["teams"][1]["riders"][2]["tokens"].update(P=3, C=0, M=0, S=0),
            "cdb.setup.rider_range",
        ),
        (lambda s: s["teams"][0]["riders"][1]["tokens"].update(S=3), "cdb.setup.team_total"),
        (lambda s: s["teams"][0]["riders"][1].update(hidden="C"), "cdb.setup.hidden_not_owned"),
        (lambda s: s["teams"].pop(), "cdb.setup.teams"),
        (lambda s: s.update(players=5), "setup.player_count"),
    ],
)
def test_setup_validation(change, key: str) -> None:  # type: ignore[no-untyped-def]
    s = GAME.default_setup(2)
    s["teams"][0]["riders"][0]["tokens"] = {"P": 2, "C": 2, "M": 1, "S": 3}
    change(s)
    with pytest.raises(SetupError) as err:
        GAME.validate_setup(s)
    assert err.value.key == key


def test_default_setup_uses_annex_2_teams() -> None:
    s = GAME.validate_setup(GAME.default_setup(4))
    assert s["course"]["tiles"] == "PPPPPPPCPPPPCPCS"
    assert [t["name"] for t in s["teams"]] == [
        "Bora - Hansgrohe",
        "FDJ",
        "Sky",
        "Quick Step Floors",
    ]
    assert s["teams"][0]["riders"][0]["name"] == "Peter Sagan"


def test_white_fillers_make_eight_slots() -> None:
    s = GAME.new_game(GAME.default_setup(4), 1)
    for rider in s.riders:
        assert sum(rider.visible) + rider.fillers == 8
    assert sum(r.fillers for r in s.riders if r.team == 0) == 6


def test_helper_setup_is_well_formed() -> None:
    assert setup([["PPPP"] * 3] * 2)["players"] == 2
