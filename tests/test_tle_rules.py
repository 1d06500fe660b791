"""Tape l'étape, rule by rule: each test quotes the rulebook (seed 002) or DECISIONS.md."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from peloton_desktop.core.errors import IllegalAction, SetupError
from peloton_desktop.core.prompts import PASS, Ask
from peloton_desktop.core.protocol import Event
from peloton_desktop.core.records import RecordModel, load_record
from peloton_desktop.games.tape_l_etape.rules import (
    BALAI,
    CLM,
    DESCENTE,
    END_TURN,
    MONTAGNE,
    PASS_TURN,
    PLAINE,
    TapeLEtape,
    TleState,
)
from peloton_desktop.games.tape_l_etape.rules.classification import (
    broom_wagon_times,
    card_seconds,
    stage_times,
)
from peloton_desktop.games.tape_l_etape.rules.columns import can_lay, start_and_direction

GAME = TapeLEtape()
V = GAME.ruleset.values
Y, G, B, R = 0, 1, 2, 3


def state(players: int = 4, seed: int = 1, **setup) -> TleState:  # type: ignore[no-untyped-def]
    return GAME.new_game(GAME.validate_setup({"players": players, **setup}), seed)


def playing(
    profile: str, hands: list[list[tuple[int, int]]], chosen: int = 0, players: int = 4
) -> TleState:
    """A stage of `profile` whose chooser (seat 0) is to lay, with these hands."""
    s = state(players)
    s.chooser = 0
    s.hands = [sorted(h) for h in hands]
    GAME._set_profile(s, profile, chosen, [])
    return s


def play(s: TleState, seat: int, *action) -> TleState:  # type: ignore[no-untyped-def]
    s2, _ = GAME.apply(s, seat, tuple(action))
    return s2


# « A 3 joueurs : Les cartes de 3 à 10 de 3 couleurs … A 6 joueurs : de 1 à 12 des 4 »
@pytest.mark.parametrize(
    ("players", "colours", "low", "high", "cards"),
    [(3, 3, 3, 10, 24), (4, 4, 3, 10, 32), (5, 4, 2, 11, 40), (6, 4, 1, 12, 48)],
)
def test_cards_in_play_by_player_count(players, colours, low, high, cards) -> None:
    s = state(players)
    assert len(s.deck) == cards and {c for c, _ in s.deck} == set(range(colours))
    assert (s.low, s.high) == (low, high)
    # « Chaque joueur a donc 8 cartes en main. »
    assert [len(h) for h in s.hands] == [8] * players
    assert sorted(c for h in s.hands for c in h) == sorted(s.deck)
    # « 3 cartes joker … et 5 cartes étapes (1 de chaque profil) »
    assert all(j == {"vitamine": 1, "braquet": 1, "crevaison": 1} for j in s.jokers)
    assert all(len(p) == 5 for p in s.profiles_left)


# « Choix de l'étape »: start values and directions
@pytest.mark.parametrize(
    ("profile", "chosen", "start", "direction"),
    [
        (MONTAGNE, 0, 3, "up"),  # « par la valeur la plus basse (à 3-4 joueurs : le 3) »
        (DESCENTE, 0, 10, "down"),  # « la plus haute (à 3-4 joueurs : le 10) »
        (PLAINE, 0, 6, "both"),  # « commencer une colonne de couleur par un 6 »
        (BALAI, 0, 6, "both"),
        (CLM, 3, 3, "up"),  # « définit la valeur de départ des colonnes »
        (CLM, 10, 10, "down"),
        (CLM, 7, 7, "both"),
    ],
)
def test_start_and_direction(profile, chosen, start, direction) -> None:
    assert start_and_direction(profile, 3, 10, 6, 6, chosen) == (start, direction)


@pytest.mark.parametrize(
    ("card", "columns", "start", "direction", "ok"),
    [
        ((Y, 3), {}, 3, "up", True),  # a new column with the start value
        ((Y, 4), {}, 3, "up", False),
        ((Y, 4), {Y: [3, 3]}, 3, "up", True),  # « directement supérieure »
        ((Y, 5), {Y: [3, 3]}, 3, "up", False),
        ((G, 3), {Y: [3, 5]}, 3, "up", True),  # « ou démarrer une nouvelle colonne »
        ((Y, 9), {Y: [10, 10]}, 10, "down", True),  # « directement inférieure »
        ((Y, 11), {Y: [10, 10]}, 10, "down", False),
        ((Y, 5), {Y: [6, 7]}, 6, "both", True),  # « supérieure ou inférieure »
        ((Y, 8), {Y: [6, 7]}, 6, "both", True),
        ((Y, 8), {Y: [6, 6]}, 6, "both", False),
    ],
)
def test_what_may_be_laid_on_what(card, columns, start, direction, ok) -> None:
    assert can_lay(card, columns, start, direction) is ok


def test_the_dealer_chooses_and_lays_first() -> None:
    # « Le joueur ayant distribué : choisi le profil d'étape … pose ensuite sa 1ère carte »
    s = state(4, seed=3)
    prompt, window = GAME.prompts(s)  # and the Puncture window (issue 24)
    assert (prompt.kind, prompt.seats) == (Ask.TURN, (s.dealer,))
    assert window.kind is Ask.REACTION and s.dealer not in window.seats
    profiles = [("profile", p) for p in s.profiles_left[s.dealer]]
    assert GAME.legal_actions(s, s.dealer)[:5] == profiles
    s = play(s, s.dealer, "profile", PLAINE)
    assert s.current == s.dealer and PLAINE not in s.profiles_left[s.dealer]


def test_must_play_if_able_else_pass() -> None:
    # « Si un joueur peut jouer, il est dans l'obligation de le faire. Si un joueur ne
    # peut pas jouer, il passe son tour. »
    s = playing(PLAINE, [[(Y, 6), (Y, 9)], [(G, 9)], [(B, 9)], [(R, 9)]])
    legal = GAME.legal_actions(s, 0)
    assert ("lay", Y, 6) in legal and PASS_TURN not in legal
    s = play(s, 0, "lay", Y, 6)
    assert s.current == 1
    assert GAME.legal_actions(s, 1)[0] == PASS_TURN


def test_bad_start_passes_to_the_next() -> None:
    # « si un joueur choisit un profil d'étape et ne peut pas jouer la carte de départ,
    # il devra passer son tour »
    s = playing(MONTAGNE, [[(Y, 9)], [(G, 3)], [(B, 9)], [(R, 9)]])
    assert GAME.legal_actions(s, 0)[0] == PASS_TURN
    s = play(s, 0, "pass_turn")
    assert s.current == 1 and ("lay", G, 3) in GAME.legal_actions(s, 1)


def test_plaine_last_two_cards_together() -> None:
    # « Il est possible de poser les deux dernières cartes de sa main uniquement en un
    # seul tour (sur une ou plusieurs couleurs). »
    s = playing(PLAINE, [[(Y, 6), (Y, 7)], [(G, 9), (G, 8)], [(B, 9)], [(R, 9)]])
    s = play(s, 0, "lay", Y, 6)
    punctures = [("puncture", p) for p in range(4)]  # at any moment (issue 24)
    vitamines = [("vitamine", p, Y, 7) for p in (1, 2, 3)]  # between the two (issue 42)
    legal = [("lay", Y, 7), END_TURN, *punctures, *vitamines]
    assert s.current == 0 and GAME.legal_actions(s, 0) == legal
    s = play(s, 0, "lay", Y, 7)
    assert s.book.results and s.book.results[-1].standings[0].competitor == 0


def test_plaine_more_than_two_cards_lay_one() -> None:
    s = playing(PLAINE, [[(Y, 6), (Y, 7), (Y, 8)], [(G, 9)], [(B, 9)], [(R, 9)]])
    s = play(s, 0, "lay", Y, 6)
    assert s.current == 1


def test_contre_la_montre_many_cards() -> None:
    # « Tous les joueurs ont la possibilité (mais pas d'obligation) de poser autant de
    # cartes qu'ils souhaitent à chaque tour. »
    s = state(4)
    s.chooser = 0
    s.hands = [[(Y, 7), (Y, 8), (G, 7)], [(G, 9)], [(B, 9)], [(R, 9)]]
    s.phase = "profile"
    s = play(s, 0, "profile", CLM)
    assert GAME.prompts(s)[0].key == "tle.ask.start"
    s = play(s, 0, "start", 7)
    assert s.direction == "both"
    s = play(s, 0, "lay", Y, 7)
    legal = GAME.legal_actions(s, 0)
    assert {a for a in legal if a[0] in ("lay", "end")} == {("lay", Y, 8), ("lay", G, 7), END_TURN}
    assert {a[0] for a in legal} == {"lay", "end", "puncture", "vitamine"}  # issue 24
    s = play(s, 0, "lay", G, 7)
    s = play(s, 0, "end")
    assert s.current == 1 and s.hands[0] == [(Y, 8)]


def test_changement_de_braquet() -> None:
    # « Lors de son tour, le joueur peut jouer autant de cartes qu'il le souhaite en
    # suivant l'ordre de pose. » A joker is not a turn.
    s = playing(MONTAGNE, [[(Y, 3), (Y, 4), (Y, 5), (Y, 9)], [(G, 9)], [(B, 9)], [(R, 9)]])
    s = play(s, 0, "braquet")
    assert s.current == 0 and s.jokers[0]["braquet"] == 0
    for value in (3, 4, 5):
        s = play(s, 0, "lay", Y, value)
    assert s.current == 1  # nothing more to lay: the turn ends by itself


def test_puncture_out_of_turn_and_on_oneself() -> None:
    # « À jouer à n'importe quel moment même en dehors de son tour de jeu. Il crève le
    # pneu du coureur désigné et lui fait passer son tour. Il peut être joué à soi-même. »
    s = playing(PLAINE, [[(Y, 6), (Y, 9)], [(Y, 7), (G, 9)], [(B, 9)], [(R, 9)]])
    _turn, window = GAME.prompts(s)
    assert (window.kind, window.waits) == (Ask.REACTION, False)
    assert window.seats == (1, 2, 3)
    assert PASS in GAME.legal_actions(s, 2)
    s = play(s, 2, "puncture", 1)  # seat 2, out of turn, punctures seat 1
    assert s.skips[1] == 1 and 2 not in s.window and s.jokers[2]["crevaison"] == 0
    s = play(s, 0, "lay", Y, 6)
    assert s.current == 2  # seat 1 lost his turn
    s2 = play(s, 3, "puncture", 3)  # on oneself, out of turn: loses the next turn
    assert s2.skips[3] == 1


def test_puncture_on_the_rider_to_play_ends_his_turn() -> None:
    s = playing(PLAINE, [[(Y, 6), (Y, 9)], [(G, 9)], [(B, 9)], [(R, 9)]])
    s = play(s, 1, "puncture", 0)
    assert s.current == 1 and s.hands[0] == [(Y, 6), (Y, 9)]


def test_vitamine_and_its_no_answer_rule() -> None:
    # « il permet d'échanger une carte de sa main avec une carte tirée au hasard dans la
    # main d'un concurrent. Celui-ci ne peut pas riposter par une vitamine au même joueur
    # au cours de la même étape. Après avoir utilisé une vitamine, le joueur peut jouer
    # immédiatement. »
    s = playing(PLAINE, [[(Y, 9), (Y, 10)], [(G, 6), (G, 5)], [(B, 9)], [(R, 9)]])
    assert ("vitamine", 1, Y, 9) in GAME.legal_actions(s, 0)
    s = play(s, 0, "vitamine", 1, Y, 9)
    assert (Y, 9) in s.hands[1] and len(s.hands[0]) == 2 and len(s.hands[1]) == 2
    assert s.current == 0 and s.jokers[0]["vitamine"] == 0
    s.current = 1
    GAME._begin_turn(s, 1, [])
    assert not any(a[0] == "vitamine" and a[1] == 0 for a in GAME.legal_actions(s, 1))
    assert any(a[0] == "vitamine" and a[1] == 2 for a in GAME.legal_actions(s, 1))


# « Le classement »
def test_seconds_for_the_cards_left() -> None:
    # « Les cartes numérotées de 1 à 6 infligent 10 secondes … de 7 à 12 … 30 secondes »
    assert card_seconds([(Y, 1), (G, 6), (B, 7), (R, 12)], V) == 80


def test_stage_times_by_hand() -> None:
    hands = [[], [(Y, 7)], [(G, 3), (G, 4), (G, 5)], [(B, 9)]]
    arrival, seconds = stage_times(hands, 0, V)
    # winner −40; seat 1 and seat 3 lose 30 s (1 card each, playing order from the
    # winner breaks the tie), seat 2 loses 30 s with 3 cards
    assert seconds == {0: -40, 1: 30, 2: 30, 3: 30}
    assert arrival == [0, 1, 3, 2]


def test_broom_wagon_end_and_bonuses() -> None:
    # « le dernier à avoir posé ses cartes remporte une bonification de 1 minute,
    # l'avant-dernier 30 secondes. Les autres joueurs ne remportent rien. »
    arrival, seconds = broom_wagon_times([2, 0, 3, 1], V)
    assert seconds == {1: -60, 3: -30, 0: 0, 2: 0}
    # the others, equal on time and cards, in playing order from the winner (DECISIONS)
    assert arrival == [1, 3, 2, 0]
    # games saved before issue 24: from the latest to finish
    assert broom_wagon_times([2, 0, 3, 1], V, from_the_winner=False)[0] == [1, 3, 0, 2]


def test_broom_wagon_stage_goes_on_until_every_hand_is_empty() -> None:
    s = playing(BALAI, [[(Y, 6)], [(Y, 7), (G, 6)], [(B, 6)], [(R, 6)]])
    s = play(s, 0, "lay", Y, 6)
    assert not s.book.results and s.finished == [0] and s.current == 1
    for seat, card in ((1, (Y, 7)), (2, (B, 6)), (3, (R, 6)), (1, (G, 6))):
        s = play(s, seat, "lay", *card)
    assert s.book.results[-1].standings[0].competitor == 1  # the last to finish
    assert s.book.results[-1].standings[0].value == -60


def test_sprint_stages_and_the_final_mountain() -> None:
    # « la course se déroule en 5 étapes. Chaque joueur choisira une étape suivie d'une
    # étape finale de montagne où le dernier du classement général commencera à jouer. »
    s = state(4)
    assert s.stages_total == 5
    from peloton_desktop.core.play import simulate_one

    played = simulate_one(GAME, 4, 11, "heuristic")
    stages = [r.stage for r in played.state.book.results]
    assert stages == [1, 2, 3, 4, 5]
    kinds = [c.kind for c in played.result.classifications]
    assert kinds == ["stage"] * 5 + ["general"]  # every stage, then the GC


def test_endurance_refuel_and_extra_vitamine() -> None:
    # « chaque joueur prend un joker vitamine supplémentaire … Un ravitaillement aura
    # lieu à la mi-course : tous les joueurs pourront reprendre leurs jokers déjà joués. »
    s = state(3, mode="endurance", stages_per_player=2)
    assert s.stages_total == 6 and s.jokers[0]["vitamine"] == 2
    s.jokers = [{"vitamine": 0, "braquet": 0, "crevaison": 0} for _ in range(3)]
    s.chooser, s.book.stage = 0, 3
    s.hands = [[(Y, 6)], [(G, 9)], [(B, 9)]]
    GAME._set_profile(s, PLAINE, 0, [])
    s = play(s, 0, "lay", Y, 6)
    assert s.book.stage == 4 and s.jokers[1] == {"vitamine": 2, "braquet": 1, "crevaison": 1}


@pytest.mark.parametrize(
    "setup",
    [
        {"players": 2},
        {"players": 4, "mode": "marathon"},
        {"players": 4, "mode": "endurance", "stages_per_player": 6},
        {"players": 4, "mode": "sprint", "stages_per_player": 3},
        {"players": 4, "open_hands": "yes"},
    ],
)
def test_bad_setups(setup) -> None:
    with pytest.raises(SetupError):
        GAME.check_setup(setup)


def test_a_seat_sees_only_its_hand_unless_hands_are_open() -> None:
    s = state(4)
    obs = GAME.observe(s, 1)
    assert obs.hands[1] == tuple(s.hands[1]) and obs.hands[0] is None
    assert obs.hand_counts == (8, 8, 8, 8)
    s = state(4, open_hands=True)
    assert all(h is not None for h in GAME.observe(s, 1).hands)


def test_illegal_out_of_turn_card_is_refused() -> None:
    s = playing(PLAINE, [[(Y, 6)], [(G, 6)], [(B, 9)], [(R, 9)]])
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, ("lay", G, 6))


# -- records (tests/data/tle/: bot races saved before the fixes of issue 24) ----------
DATA = Path(__file__).parent / "data" / "tle"


def record(name: str) -> RecordModel:
    return load_record(DATA / f"{name}.json")


def after_stage(name: str, stage: int, game: TapeLEtape | None = None) -> tuple[TleState, list]:
    """The record's set-up and actions played until `stage` ends, with the rules the
    record was saved with (its own ruleset) unless `game` is given: the state then and
    the events of that stage."""
    rec = record(name)
    game = game or TapeLEtape(rec.ruleset)
    s = game.new_game(game.check_setup(rec.setup), rec.seed)
    events: list[Event] = []
    for recorded in rec.actions:
        s, step = game.apply(s, recorded.seat, game.decode_action(recorded.action))
        events += step
        if any(e.kind == "stage_finished" and e.data["stage"] == stage for e in step):
            dealt = [
                i
                for i, e in enumerate(events)
                if e.kind == "stage_dealt" and e.data["stage"] == stage
            ]
            return s, events[dealt[0] if dealt else 0 :]  # new_game deals stage 1
    raise AssertionError(f"{name} has no stage {stage}")


def general_of(classifications) -> list[tuple[int, int | None]]:  # type: ignore[no-untyped-def]
    gc = next(c for c in classifications if c.kind == "general")
    return [(s.competitor, s.movement) for s in gc.standings]


# Issue 24: « The standings' movement (places gained or lost since the previous stage)
# is 0 after every stage (the new order is saved before it is compared), so the "Évol."
# column and `replay --json`'s `movement` are always empty. »
# (record, stage, the general after it: (rider, places gained since the stage before))
MOVEMENTS = [
    ("race_3p_heuristic", 1, [(1, None), (2, None), (0, None)]),  # nothing to move from
    ("race_3p_heuristic", 2, [(1, 0), (0, 1), (2, -1)]),
    ("race_4p_random", 2, [(2, 3), (0, -1), (3, -1), (1, -1)]),
    ("race_5p_heuristic", 3, [(4, 1), (1, 2), (3, -2), (2, -1), (0, 0)]),
    ("race_6p_random", 5, [(3, 1), (5, -1), (4, 0), (0, 2), (2, 0), (1, -2)]),
    ("race_4p_endurance_random", 3, [(0, 0), (2, 0), (3, 1), (1, -1)]),
]


@pytest.mark.parametrize(("name", "stage", "expected"), MOVEMENTS)
def test_the_standings_movement_since_the_previous_stage(name, stage, expected) -> None:
    s, _ = after_stage(name, stage)
    game = TapeLEtape(record(name).ruleset)
    assert general_of(game.classifications(s)) == expected
    # the same while the next stage is raced (what the "Évol." column shows)
    assert general_of(game.classifications(s.copy())) == expected


# (record, the final general: (rider, places gained in the last stage))
FINAL_MOVEMENTS = [
    ("race_5p_heuristic", [(4, 0), (0, 0), (2, 2), (3, -1), (1, -1)]),
    ("race_4p_endurance_random", [(0, 0), (3, 1), (2, -1), (1, 0)]),
]


@pytest.mark.parametrize(("name", "expected"), FINAL_MOVEMENTS)
def test_replay_json_gives_the_movement(name, expected, capsys) -> None:
    from peloton_desktop.cli import main

    assert main(["replay", str(DATA / f"{name}.json"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    gc = next(c for c in out["classifications"] if c["kind"] == "general")
    assert [(s["competitor"], s["movement"]) for s in gc["standings"]] == expected


# -- issue 24: the jokers at any moment -------------------------------------------------
# The rules as played before issue 24 (a record saved then carries no rules_revision).
OLD = TapeLEtape(
    GAME.ruleset.model_copy(
        update={"values": {k: v for k, v in V.items() if k != "rules_revision"}}
    )
)
# Rules revision 2: the window after each decision of the rider to play, none yet while
# a profile or a start is chosen.
REVISION_2 = TapeLEtape(GAME.ruleset.model_copy(update={"values": {**V, "rules_revision": 2}}))


def position(players: int, seed: int, actions: list, game: TapeLEtape = GAME) -> TleState:  # type: ignore[type-arg]
    """A race set up for `players` with `seed`, then these (seat, action) played."""
    s = game.new_game(game.validate_setup({"players": players}), seed)
    for seat, action in actions:
        s, _ = game.apply(s, seat, action)
    return s


# Positions reached by play (the dealer of seed 1 at 3 players is seat 1; at 4, seat 2;
# of seed 3 at 4 players, seat 0).
CHOOSING = (4, 1, [])  # seat 2 chooses the profile
CHOOSING_START = (3, 1, [(1, ("profile", CLM))])  # seat 1 names the time trial's start
# Seat 1 lays its first yellow 9 of a time trial started at 9 (seat 2 passed on the
# Puncture at the turn's start); the green 9 and the yellow 8 may follow.
CLM_TURN = (3, 1, [(1, ("profile", CLM)), (1, ("start", 9)), (2, PASS), (1, ("lay", Y, 9))])
CLM_TURN_4 = (4, 1, [(2, ("profile", CLM)), (2, ("start", 4)), (0, PASS), (2, ("lay", G, 4))])
# Seat 1 plays Changement de braquet on a Plaine (seat 0 passed at the turn's start) and
# lays the blue 6; the blue 5 may follow.
BRAQUET_TURN = (
    3,
    1,
    [(1, ("profile", PLAINE)), (0, PASS), (1, ("braquet",)), (1, ("lay", B, 6))],
)
BRAQUET_TURN_4 = (
    4,
    3,
    [(0, ("profile", PLAINE)), (1, PASS), (0, ("braquet",)), (0, ("lay", R, 6))],
)

# « Crevaison : À jouer à n'importe quel moment même en dehors de son tour de jeu »:
# issue 24: « today it is refused while the stage profile is being chosen, after the
# first card of a turn of several cards by a rival who passed at its start, and by the
# rider between two of his own cards. » Rules revision 2 opened the window after each
# decision of the rider to play; revision 3 while a profile or a start is chosen too.
MOMENTS = [  # (what, position, who punctures, whom, since rules revision)
    ("a rival, while the profile is being chosen", CHOOSING, 3, 2, 3),
    ("on oneself, while the profile is being chosen", CHOOSING, 0, 0, 3),
    ("a rival, while the time trial's start is chosen", CHOOSING_START, 2, 0, 3),
    ("the chooser, a rival, while he chooses the profile", CHOOSING, 2, 1, 3),
    ("the chooser, on himself, while he chooses the start", CHOOSING_START, 1, 1, 3),
    ("after the first card of a time trial turn, who passed", CLM_TURN, 2, 1, 2),
    ("after the first card of a time trial turn, 4 players", CLM_TURN_4, 0, 3, 2),
    ("after the first card of a braquet turn, who passed", BRAQUET_TURN, 0, 1, 2),
    ("after the first card of a braquet turn, 4 players", BRAQUET_TURN_4, 1, 2, 2),
    ("by the rider between two of his time trial cards", CLM_TURN, 1, 0, 2),
    ("by the rider on himself between two braquet cards", BRAQUET_TURN_4, 0, 0, 2),
]
ANY_MOMENT = [pytest.param(at, seat, target, id=what) for what, at, seat, target, _ in MOMENTS]


@pytest.mark.parametrize(("at", "seat", "target"), ANY_MOMENT)
def test_a_puncture_at_any_moment(at, seat, target) -> None:
    s = position(*at)
    awaited = s.current if s.phase == "play" else s.chooser
    prompts = GAME.prompts(s)
    assert seat in {p for prompt in prompts for p in prompt.seats}  # the seat is asked
    legal = GAME.legal_actions(s, seat)
    assert ("puncture", target) in legal
    if seat != awaited:  # out of turn: a window that leaks nothing and holds no one up
        (window,) = [p for p in prompts if p.kind is Ask.REACTION]
        assert window.waits is False and PASS in legal
        assert window.seats == tuple(
            p for p in range(s.players) if p != awaited and s.jokers[p]["crevaison"]
        )
    s2, events = GAME.apply(s, seat, ("puncture", target))
    assert s2.jokers[seat]["crevaison"] == 0
    # « Il crève le pneu du coureur désigné et lui fait passer son tour. »
    if s.phase == "play" and target == s.current:
        assert Event("turn_lost", {"seat": target}) in events and s2.current != target
    else:
        assert s2.skips[target] == s.skips[target] + 1


@pytest.mark.parametrize(
    ("at", "seat", "target", "since"), [pytest.param(*m[1:], id=m[0]) for m in MOMENTS]
)
def test_a_game_saved_before_refuses_those_punctures(at, seat, target, since) -> None:
    for game in (OLD, REVISION_2)[: since - 1]:
        s = position(*at, game=game)
        assert ("puncture", target) not in game.legal_actions(s, seat)
        assert all(p.kind is Ask.TURN for p in game.prompts(s)) or s.phase == "play"


def test_while_choosing_the_chooser_chooses_first_then_may_puncture() -> None:
    s = position(*CHOOSING)
    profiles = [("profile", p) for p in s.profiles_left[2]]
    assert GAME.legal_actions(s, 2) == [*profiles, *[("puncture", p) for p in range(4)]]
    assert REVISION_2.legal_actions(position(*CHOOSING, game=REVISION_2), 2) == profiles
    assert GAME.next_seat(s) != 2  # a table of bots asks the open window first
    s = play(s, 2, "puncture", 1)  # the chooser punctures: the window opens anew
    assert s.skips[1] == 1 and s.phase == "profile" and s.window == [0, 1, 3]
    assert GAME.legal_actions(s, 2) == profiles
    s = play(s, 0, "pass")
    assert s.window == [1, 3]
    s = play(s, 2, "profile", CLM)  # the window opens anew for the start
    assert s.phase == "start" and s.window == [0, 1, 3]
    s = play(s, 3, "pass")
    s = play(s, 2, "start", 5)
    assert s.phase == "play" and s.current == 2 and s.window == [0, 1, 3]


def test_a_window_while_choosing_never_ends_a_turn_of_the_last_stage() -> None:
    """The rider who played last in the stage before is no one's turn while the next
    stage's profile is chosen: punctured then, he loses his next turn only."""
    s = position(*CHOOSING)
    s.current = 3
    s2 = play(s, 0, "puncture", 3)
    assert (s2.phase, s2.chooser, s2.skips[3]) == ("profile", 2, 1)
    assert s2.window == [1, 3]


# What such a puncture does: (position, then played, who lays next, what the rider
# punctured still holds)
PUNCTURE_EFFECTS = [
    # the chooser punctured while he chooses loses the stage's first turn: the next
    # rider must start a column (« il devra passer son tour »)
    (CHOOSING, [(3, ("puncture", 2)), (2, ("profile", PLAINE))], 3, 2, 8),
    (CHOOSING_START, [(2, ("puncture", 1)), (1, ("start", 9))], 2, 1, 8),
    (CHOOSING_START, [(1, ("puncture", 1)), (1, ("start", 9))], 2, 1, 8),  # on himself
    # punctured between two of his cards, the rider loses the rest of his turn
    (CLM_TURN, [(2, ("puncture", 1))], 2, 1, 7),
    (BRAQUET_TURN, [(0, ("puncture", 1))], 2, 1, 7),
]


@pytest.mark.parametrize(("at", "then", "next_seat", "target", "cards"), PUNCTURE_EFFECTS)
def test_what_a_puncture_at_those_moments_does(at, then, next_seat, target, cards) -> None:
    s = position(*at)
    for seat, action in then:
        s = play(s, seat, *action)
    assert (s.phase, s.current) == ("play", next_seat)
    assert len(s.hands[target]) == cards and s.skips[target] == 0


# Issue 24: « Likewise Vitamine and Crevaison are refused between two cards of a
# Contre-la-montre turn or of a Changement de braquet turn. » (« Vitamine : À son tour
# de jeu … Après avoir utilisé une vitamine, le joueur peut jouer immédiatement. »)
BETWEEN_TWO_CARDS = [
    pytest.param(CLM_TURN, 1, ("vitamine", 0, B, 5), id="vitamine, time trial"),
    pytest.param(CLM_TURN_4, 2, ("vitamine", 3, R, 5), id="vitamine, time trial, 4 players"),
    pytest.param(BRAQUET_TURN, 1, ("vitamine", 2, Y, 4), id="vitamine, braquet"),
    pytest.param(BRAQUET_TURN_4, 0, ("vitamine", 1, Y, 7), id="vitamine, braquet, 4 players"),
    pytest.param(CLM_TURN_4, 2, ("puncture", 1), id="puncture, time trial"),
    pytest.param(BRAQUET_TURN, 1, ("puncture", 2), id="puncture, braquet"),
]


@pytest.mark.parametrize(("at", "seat", "joker"), BETWEEN_TWO_CARDS)
def test_a_joker_between_two_cards_of_a_turn(at, seat, joker) -> None:
    s = position(*at)
    assert s.current == seat and s.laid == 1  # one card laid, more may follow
    assert joker in GAME.legal_actions(s, seat)
    s2 = play(s, seat, *joker)
    # a joker is no turn: the rider goes on laying, or ends his turn
    assert (s2.current, s2.laid) == (seat, 1) and END_TURN in GAME.legal_actions(s2, seat)
    assert OLD.legal_actions(position(*at, game=OLD), seat).count(joker) == 0


# Issue 24: « Broom-wagon stage: the riders after the first two must be ranked in
# playing order from the winner (DECISIONS); today they come in reverse order of
# emptying their hands, and this ranking breaks ties in the general classification. »
# DECISIONS.md: « Stage ranking: winner, then by seconds lost, ties by fewer cards left,
# then by playing order from the winner. »
# (record, broom-wagon stage, order the hands emptied, stage ranking, general after it)
BROOM_WAGON = [
    ("race_6p_random", 1, [5, 0, 1, 2, 3, 4], [4, 3, 5, 0, 1, 2], [4, 3, 5, 0, 1, 2]),
    ("race_6p_random", 3, [2, 4, 5, 0, 1, 3], [3, 1, 4, 5, 0, 2], [3, 4, 5, 1, 0, 2]),
    # riders 1 and 3 tie on 1:30 in the general: the stage ranking puts 1 first
    ("race_5p_heuristic", 5, [1, 2, 3, 4, 0], [0, 4, 1, 2, 3], [4, 0, 1, 3, 2]),
    ("race_4p_random", 1, [2, 1, 3, 0], [0, 3, 1, 2], [0, 3, 1, 2]),  # the same either way
]


@pytest.mark.parametrize(("name", "stage", "emptied", "ranking", "general"), BROOM_WAGON)
def test_broom_wagon_stage_ranking(name, stage, emptied, ranking, general) -> None:
    s, events = after_stage(name, stage, GAME)
    (finished,) = [e for e in events if e.kind == "stage_finished"]
    assert finished.data["profile"] == BALAI
    assert [e.data["seat"] for e in events if e.kind == "hand_emptied"] == emptied
    assert finished.data["arrival"] == ranking
    classifications = GAME.classifications(s)
    assert [st.competitor for st in classifications[0].standings] == ranking
    assert [competitor for competitor, _ in general_of(classifications)] == general


@pytest.mark.parametrize(("name", "stage", "emptied", "ranking", "general"), BROOM_WAGON)
def test_a_game_saved_before_keeps_its_broom_wagon_ranking(
    name, stage, emptied, ranking, general
) -> None:
    _, events = after_stage(name, stage)  # with the record's own rules
    (finished,) = [e for e in events if e.kind == "stage_finished"]
    assert finished.data["arrival"] == [*reversed(emptied)]
