"""Rules, round four (issue 42): two readings, each as a table from its sentence.

Roue de Vitesse, « Règles additionnelles optionnelles »: « Lorsque les coureurs
s'arrêtent sur une case marquée "R", ils peuvent ajouter 2 points à la compétence de
leur choix. Ceci ne peut se faire qu'une fois par zone de ravitaillement. »
DECISIONS.md: R cases that follow each other form one zone.

Tape l'étape, « Vitamine : À son tour de jeu … Après avoir utilisé une vitamine, le
joueur peut jouer immédiatement. » DECISIONS.md: as in the other turns of several
cards, a Vitamine may be played between the two last cards that a Plaine turn lays.

Both are rules revision 4; a record saved at revision 3 replays as it was played
(tests/data/rdv_records/*_r3.json, tests/data/tle/*_r3.json).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.records import load_record, save_record
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.roue_de_vitesse.rules import RdvState, RoueDeVitesse
from peloton_desktop.games.roue_de_vitesse.rules.groups import new_group
from peloton_desktop.games.roue_de_vitesse.rules.optional import feed_zones
from peloton_desktop.games.roue_de_vitesse.rules.state import ATTACK, FEED, RACE, SLOW
from peloton_desktop.games.tape_l_etape.rules import END_TURN, PLAINE, TapeLEtape, TleState
from peloton_desktop.gate import validate_file

DATA = Path(__file__).parent / "data"
RDV = RoueDeVitesse()
RDV_R3 = RoueDeVitesse(load_record(DATA / "rdv_records/rdv_3p_feed_zone_r3.json").ruleset)
TLE = TapeLEtape()
TLE_R3 = TapeLEtape(load_record(DATA / "tle/race_4p_random_r3.json").ruleset)
Y, G, B, R = 0, 1, 2, 3


def test_the_revisions() -> None:
    assert (RDV.rules_revision, RDV_R3.rules_revision) == (4, 3)
    assert (TLE.rules_revision, TLE_R3.rules_revision) == (4, 3)


# -- Roue de Vitesse: one feed per zone ---------------------------------------------------
@pytest.mark.parametrize(
    ("feeds", "zones"),
    [
        ([], {}),
        ([30], {30: 30}),
        ([28, 29, 30], {28: 28, 29: 28, 30: 28}),  # three in a row: one zone
        ([20, 22], {20: 20, 22: 22}),  # a case between: two zones
        ([41, 40, 20, 21], {20: 20, 21: 20, 40: 40, 41: 40}),  # any order
    ],
)
def test_feed_zones(feeds: list[int], zones: dict[int, int]) -> None:
    assert feed_zones(feeds) == zones


def _race(game: RoueDeVitesse, feeds: list[int], at: int) -> RdvState:
    """Seat 0's rider 0 alone on a flat road at case `at`, slow pace (2 cases a move),
    ravitaillement on; it is his turn to move."""
    s = game.new_game(game.validate_setup(game.default_setup(2)), 1)
    s.phase, s.terrains, s.finish, s.summits, s.feeds = RACE, "F" * 60, 58, [], feeds
    s.ravitaillement = True
    s.skills = [[5, 5, 5] for _ in s.skills]
    s.occ = Occupancy(4)
    s.occ.add(0, at)
    new_group(s, [0], SLOW)
    s.seat, s.turn, s.step = 0, 5, ATTACK
    return s


def _stops_fed(game: RoueDeVitesse, feeds: list[int], stops: list[int]) -> list[bool]:
    """Rider 0 stops on each case of `stops` in turn: where is he offered the feed?"""
    s = _race(game, feeds, stops[0] - 2)
    offered = []
    for stop in stops:
        s.occ.move(0, stop - 2)
        game._move(s, [])  # step 1: the slow group rides 2 cases
        assert s.occ.position(0) == stop
        offered.append(s.step == FEED)
        if s.step == FEED:
            assert game.legal_actions(s, 0) == [("feed", 0, k) for k in range(3)]
            game.apply_in_place(s, 0, ("feed", 0, 1))
            assert s.step != FEED
    return offered


# (R cases, where the rider stops one turn after another, where the feed is offered)
FEEDS = [
    pytest.param([30], [30], [True], id="one R case"),
    pytest.param([28, 29, 30], [28, 29, 30], [True, False, False], id="three in a row: once"),
    pytest.param([28, 29, 30], [30, 29], [True, False], id="back into the zone"),
    pytest.param([20, 40], [20, 40], [True, True], id="two apart: once each"),
    pytest.param([20, 21, 40, 41], [21, 40, 41], [True, True, False], id="two zones of two"),
    pytest.param([20, 22], [20, 22], [True, True], id="a case between: two zones"),
]


@pytest.mark.parametrize(("feeds", "stops", "offered"), FEEDS)
def test_one_feed_per_zone(feeds: list[int], stops: list[int], offered: list[bool]) -> None:
    assert _stops_fed(RDV, feeds, stops) == offered


def test_a_race_saved_at_revision_3_fed_once_per_case() -> None:
    assert _stops_fed(RDV_R3, [28, 29, 30], [28, 29, 30]) == [True, True, True]


def _with_todays_rules(name: str, folder: str, game: Any, tmp_path: Path) -> Path:
    """The stored record with today's bundled ruleset: the same moves, revision 4."""
    record = load_record(DATA / folder / name)
    today = record.model_copy(update={"ruleset": game.default_ruleset()})
    path = tmp_path / name
    save_record(today, path)
    return path


def test_validate_refuses_a_second_feed_in_one_zone(tmp_path: Path) -> None:
    # rider 3 fed on case 28, then again on case 31 of the zone 28–31 (revision 3)
    name = "rdv_3p_feed_zone_r3.json"
    assert validate_file(DATA / "rdv_records" / name) == "record"
    with pytest.raises(BadInput) as refused:
        validate_file(_with_todays_rules(name, "rdv_records", RDV, tmp_path))
    assert "cannot be played" in str(refused.value)


# -- Tape l'étape: a Vitamine between the Plaine's last two cards -----------------------
def _plaine(game: TapeLEtape, hands: list[list[tuple[int, int]]]) -> TleState:
    """A Plaine whose chooser (seat 0) is to lay, with these hands."""
    s = game.new_game(game.validate_setup({"players": 4}), 1)
    s.chooser = 0
    s.hands = [sorted(h) for h in hands]
    game._set_profile(s, PLAINE, 0, [])
    return s


# (seat 0's hand, the card laid first, a Vitamine offered then at revision 4)
PLAINE_TURNS = [
    pytest.param([(Y, 6), (Y, 7)], (Y, 6), True, id="two last cards"),
    pytest.param([(Y, 6), (G, 6)], (Y, 6), True, id="two last, two colours"),
    pytest.param([(Y, 6), (Y, 7), (Y, 8)], (Y, 6), False, id="three cards: one a turn"),
]


@pytest.mark.parametrize(("hand", "first", "offered"), PLAINE_TURNS)
def test_a_vitamine_between_the_plaine_last_two(
    hand: list[tuple[int, int]], first: tuple[int, int], offered: bool
) -> None:
    hands = [hand, [(G, 9), (G, 8)], [(B, 9), (B, 8)], [(R, 9)]]
    for game, allowed in ((TLE, offered), (TLE_R3, False)):
        s = _plaine(game, hands)
        game.apply_in_place(s, 0, ("lay", *first))
        vitamines = [a for a in game.legal_actions(s, 0) if a[0] == "vitamine"]
        assert s.current == 0 if offered else s.current == 1
        assert bool(vitamines) == allowed, game.rules_revision


def test_after_the_vitamine_the_second_card_is_laid_in_the_same_turn() -> None:
    # seat 0 lays the 6 yellow, gives his 7 yellow to seat 1 for one of seat 1's cards
    # (both can be laid on the Plaine's 6s), then lays it: the stage is his
    s = _plaine(TLE, [[(Y, 6), (Y, 7)], [(G, 6), (G, 6)], [(B, 9)], [(R, 9)]])
    TLE.apply_in_place(s, 0, ("lay", Y, 6))
    TLE.apply_in_place(s, 0, ("vitamine", 1, Y, 7))
    assert s.current == 0 and s.hands[0] == [(G, 6)] and (Y, 7) in s.hands[1]
    assert ("lay", G, 6) in TLE.legal_actions(s, 0) and END_TURN in TLE.legal_actions(s, 0)
    TLE.apply_in_place(s, 0, ("lay", G, 6))
    assert s.book.results and s.book.results[-1].standings[0].competitor == 0


def test_validate_accepts_a_vitamine_between_the_plaine_last_two(tmp_path: Path) -> None:
    # a race played at revision 4 whose rider plays a Vitamine after his Plaine's
    # second-last card, then lays the last (tests/data/tle_r4/README.md)
    name = "plaine_vitamine_r4.json"
    path = DATA / "tle_r4" / name
    assert validate_file(path) == "record"
    record = load_record(path)
    old = record.model_copy(update={"ruleset": TLE_R3.ruleset})
    save_record(old, tmp_path / name)
    with pytest.raises(BadInput):
        validate_file(tmp_path / name)


# -- the editor, the sheet and the profile show a feed zone as one zone ------------------
@pytest.mark.parametrize(
    ("feeds", "line"),
    [
        ([30], "Ravitaillement: case 30"),
        ([28, 29, 30, 31], "Ravitaillement: cases 28 to 31"),
        ([41, 20, 40, 21, 45], "Ravitaillement: cases 20 to 21, cases 40 to 41, case 45"),
    ],
)
def test_the_feed_line_names_each_zone(feeds: list[int], line: str) -> None:
    from peloton_desktop.printing.text import feed_line

    assert feed_line(feeds) == line


def test_the_profile_draws_one_r_over_a_zone() -> None:
    from PySide6.QtCore import QRectF

    from peloton_desktop.printing.painter import feed_zones as joined

    bars = [QRectF(x * 2.0, 10, 2.0, 5) for x in (3, 4, 5, 9)]  # columns 3–5, then 9
    zones = joined(bars)
    assert [(z.left(), z.right()) for z in zones] == [(6.0, 12.0), (18.0, 20.0)]
