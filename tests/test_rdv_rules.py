"""Roue de Vitesse: each rule as a table, quoting the rulebook sentence it checks."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.core.prompts import PASS, Ask
from peloton_desktop.core.protocol import Action
from peloton_desktop.core.records import (
    RecordedAction,
    RecordModel,
    load_record,
    new_record,
    replay,
)
from peloton_desktop.core.rng import Rng
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.roue_de_vitesse.rules import RdvState, RoueDeVitesse, wheel
from peloton_desktop.games.roue_de_vitesse.rules import setup as rdv_setup
from peloton_desktop.games.roue_de_vitesse.rules.breakaway import counter_needs
from peloton_desktop.games.roue_de_vitesse.rules.finish import (
    climber_points,
    stage_points,
    tie_order,
)
from peloton_desktop.games.roue_de_vitesse.rules.groups import members, new_group
from peloton_desktop.games.roue_de_vitesse.rules.stages import recovery_options
from peloton_desktop.games.roue_de_vitesse.rules.state import (
    ATTACK,
    BUY_BACK,
    COUNTER,
    COUNTER_BONUS,
    FAST,
    HOLD,
    PACE,
    RACE,
    SHIFT,
    SLOW,
    STAY,
    STEADY,
)

GAME = RoueDeVitesse()
V = GAME.ruleset.values
# The reading of games saved before issue 24: a saved record's own ruleset.
OLD = RoueDeVitesse(
    load_record(Path(__file__).parent / "data/rdv_records/rdv_3p_two_stages.json").ruleset
)


class Dice(Rng):
    """Dice decided by the test."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        return self.faces.pop(0)


def race(
    groups: list[tuple[dict[int, int], int]],
    players: int = 2,
    cases: str = "F" * 40,
    finish: int = 40,
    seat: int = 0,
    dice: tuple[int, ...] = (),
) -> RdvState:
    """A race in progress: each group is ({rider: position}, pace), front first."""
    s = GAME.new_game(GAME.validate_setup(GAME.default_setup(players)), 1)
    s.phase, s.terrains, s.finish, s.summits, s.feeds = RACE, cases, finish, [], []
    s.skills = [[5, 5, 5] for _ in s.skills]
    s.start_skills = [[5, 5, 5] for _ in s.skills]
    s.occ = Occupancy(4)
    for at, pace in groups:
        for r, p in at.items():
            s.occ.add(r, p)
        new_group(s, list(at), pace)
    s.seat, s.turn, s.step, s.rng = seat, 1, ATTACK, Dice(*dice)
    return s


def where(s: RdvState) -> dict[int, int]:
    return {r: s.occ.position(r) for r in s.occ.front_to_back()}


def play(s: RdvState, seat: int, action: Any) -> None:
    assert action in GAME.legal_actions(s, seat), (action, GAME.legal_actions(s, seat))
    GAME.apply_in_place(s, seat, action)


# -- races played from a set-up: the position is what their record replays to ------------
def course(cases: str, summits: Sequence[int] = ()) -> dict[str, Any]:
    return {
        "id": "essai",
        "name": "Essai",
        "cases": cases,
        "start_zone": 5,
        "feeds": [],
        "summits": list(summits),
        "finish": len(cases) - 2,
    }


def stages(players: int, *courses: dict[str, Any]) -> dict[str, Any]:
    return {
        "players": players,
        "dice": "d12",
        "incident": False,
        "ravitaillement": False,
        "stages": [c["id"] for c in courses],
        "courses": list(courses),
    }


def quiet(game: RoueDeVitesse, s: RdvState, seat: int) -> Action:
    """The decision that changes nothing: 5/5/5 riders, no attack, stay, keep the pace,
    let a breakaway go, keep the roll."""
    legal = game.legal_actions(s, seat)
    for a in legal:
        if a in (("profile", 5, 5, 5), ("no_attack",), STAY, PASS, ("bonus", 0), ("extra", 0)):
            return a
        if a[0] == "pace" and a[2] == s.pace[a[1]]:
            return a
    return legal[0]


class Race:
    """A race played from its set-up and seed, every action as a player would play it;
    `position` is the state its record replays to."""

    def __init__(self, game: RoueDeVitesse, setup: dict[str, Any], seed: int) -> None:
        self.game, self.setup, self.seed = game, game.validate_setup(setup), seed
        self.state = game.new_game(self.setup, seed)
        self.actions: list[RecordedAction] = []

    def _apply(self, seat: int, action: Action) -> None:
        self.game.apply_in_place(self.state, seat, action)
        self.actions.append(RecordedAction(seat=seat, action=self.game.encode_action(action)))

    def play(self, *actions: Action) -> Race:
        """Each action by the seat that may play it, the decisions before it in this
        turn taken quietly."""
        for action in actions:
            turn = self.state.turn
            while not (seats := self._who(action)):
                assert self.state.turn == turn, f"{action} never became legal in turn {turn}"
                self._quiet()
            self._apply(seats[0], action)
        return self

    def to(self, turn: int, stage: int = 1) -> Race:
        """Quietly to the first decision of that turn of that stage (its groups moved)."""
        s = self.state
        while not (s.book.stage == stage and s.turn == turn and s.phase == RACE):
            self._quiet()
        return self

    def _who(self, action: Action) -> list[int]:
        asked = self.game.asked(self.state)
        return [s for s in asked if action in self.game.legal_actions(self.state, s)]

    def _quiet(self) -> None:
        seat = self.game.next_seat(self.state)
        assert seat is not None, "the race is over"
        self._apply(seat, quiet(self.game, self.state, seat))

    def record(self) -> RecordModel:
        record = new_record(self.game, self.setup, self.seed)
        record.actions = list(self.actions)
        return record

    def position(self) -> RdvState:
        done = replay(self.record())
        assert done.game.state_to_json(done.state) == self.game.state_to_json(self.state)
        return done.state


# -- « Roue de Vitesse » and « Allure du peloton » ----------------------------------------
# « Lente Soutenue Rapide / Montagne 1 2 3 / Plat 2 4 6 / Descente 3 6 9 »
@pytest.mark.parametrize(
    ("terrain", "paces"), [("M", (1, 2, 3)), ("F", (2, 4, 6)), ("D", (3, 6, 9))]
)
def test_the_pace_table_and_the_wheel(terrain: str, paces: tuple[int, ...]) -> None:
    for pace, n in zip((SLOW, STEADY, FAST), paces, strict=True):
        assert wheel.cases(V, terrain, pace) == n
        assert wheel.breakaway_needs(V, terrain, pace) == n + 2  # DECISIONS: cases + 2
        assert wheel.counter_needs(V, terrain, pace, 7) == 9  # breakaway total + 2


def test_the_worked_example() -> None:
    """« à allure soutenue sur terrain plat. Le groupe parcourra 4 cases. Pour
    s'échapper il faudra obtenir un score d'au moins 6 (4+2). Pour contrer
    l'échappée il faudra obtenir un score d'au moins 8 (4+2+2). … si le coureur
    tentant l'échappée réussit un score de 10, il faudra un score de 12 »."""
    assert wheel.cases(V, "F", STEADY) == 4
    assert wheel.breakaway_needs(V, "F", STEADY) == 6
    assert wheel.counter_needs(V, "F", STEADY, 6) == 8
    assert wheel.counter_needs(V, "F", STEADY, 10) == 12


# -- « Mise en place du jeu » ------------------------------------------------------------------
def test_the_highest_die_starts() -> None:
    """« le plus grand chiffre commence »: tied highest roll again."""
    s = GAME.new_game(GAME.validate_setup(GAME.default_setup(3)), 1)
    s.rng = Dice(4, 9, 9, 2, 7)
    rdv_setup.first_player(s)
    assert (s.first, s.seat) == (2, 2)


def test_profiles_share_15_points_none_above_10() -> None:
    """« 15 points, répartis entre sprint, endurance et grimpeur … Aucune des trois
    capacités ne peut recevoir plus de 10 points »."""
    options = rdv_setup.profile_options(V)
    assert all(sum(a[1:]) == 15 and max(a[1:]) <= 10 for a in options)
    assert ("profile", 10, 5, 0) in options and ("profile", 11, 4, 0) not in options
    assert len(options) == len(set(options)) == 91


def test_placement_and_the_first_move() -> None:
    """« placent à tour de rôle un coureur dans la zone de départ fictif … Une case
    contient au maximum 4 coureurs »; « Durant le tour du premier joueur la course
    sera lancée à la vitesse de 4 cases par tour »."""
    s = GAME.new_game(GAME.validate_setup(GAME.default_setup(2)), 3)
    while s.phase == "build":
        GAME.apply_in_place(s, s.seat, ("profile", 5, 5, 5))
    order = []
    while s.phase == "place":
        action = GAME.legal_actions(s, s.seat)[0]
        order.append((s.seat, action[2]))
        GAME.apply_in_place(s, s.seat, action)
    assert [p for _, p in order] == [0, 0, 0, 0, -1, -1]
    assert [seat for seat, _ in order] == [s.first, 1 - s.first] * 3
    assert sorted(where(s).values()) == [3, 3, 4, 4, 4, 4]


# « La course est lancée à l'allure médiane de la surface du début du parcours. Durant le
# tour du premier joueur la course sera lancée à la vitesse de 4 cases par tour »: the
# first turn of a stage rides 4 cases whatever the terrain; the pace token then stands on
# the start terrain's steady pace.
FLAT, CLIMB, DESCENT = course("F" * 32), course("M" * 12 + "F" * 20), course("D" * 12 + "F" * 20)
FIRST_TURN = [
    # (stages, stage checked, ruleset, head case after its first turn, after the second)
    ([CLIMB], 1, "bundled", 4, 6),  # launched at 4, then the climb's steady pace: 2
    ([DESCENT], 1, "bundled", 4, 10),  # then the descent's steady pace: 6
    ([FLAT], 1, "bundled", 4, 8),
    ([course("F" * 12), CLIMB], 2, "bundled", 4, 6),  # every stage is launched
    ([CLIMB], 1, "saved before issue 24", 2, 4),  # those games rode the pace at once
    ([DESCENT], 1, "saved before issue 24", 6, 12),
]
RULESETS = {"bundled": GAME, "saved before issue 24": OLD}


@pytest.mark.parametrize(("courses", "stage", "ruleset", "first", "second"), FIRST_TURN)
def test_the_first_players_turn_rides_4_cases_on_any_terrain(
    courses: list[dict[str, Any]], stage: int, ruleset: str, first: int, second: int
) -> None:
    race = Race(RULESETS[ruleset], stages(2, *courses), 7).to(1, stage)
    s = race.position()
    assert (s.seat, max(s.occ.occupied()), min(s.occ.occupied())) == (s.first, first, first - 1)
    race.to(2, stage)
    assert max(race.position().occ.occupied()) == second


# -- 1. « Mouvement de tous les coureurs » -------------------------------------------------------
def test_groups_move_front_first_and_join() -> None:
    """A group ending right behind the group ahead joins it and takes its pace;
    « Lorsqu'une case est remplie par 4 coureurs … s'arrêter sur la case précédente »."""
    s = race([({0: 10, 1: 10}, SLOW), ({2: 6, 3: 6, 4: 6, 5: 6, 6: 5}, FAST)], players=3)
    GAME._begin_turn(s, 0, [])
    assert where(s) == {0: 12, 1: 12, 2: 12, 3: 12, 4: 11, 5: 11, 6: 11}
    assert len(members(s)) == 1 and set(s.pace.values()) == {SLOW}


def test_the_head_case_terrain_sets_the_distance() -> None:
    """« La surface sur laquelle se trouve un groupe est celle de la case occupée par
    l'avant de ce groupe au début du tour »: the head on a mountain rides 2 at
    steady pace, the riders behind on the flat too."""
    s = race([({0: 10, 1: 9}, STEADY)], cases="F" * 9 + "M" * 31)
    GAME._begin_turn(s, 0, [])
    assert where(s) == {0: 12, 1: 11}


# -- 2. « Tentative d'échappée » and the counters ------------------------------------------------
def test_breakaway_and_counters_out_of_turn() -> None:
    """« Doit être sur la première case d'un groupe; Consomme immédiatement un point »;
    « Les coureurs choisissent de contrer immédiatement, sans attendre leur tour »;
    « Si le contre réussit, le coureur rejoint le coureur à l'origine de l'échappée »."""
    s = race([({0: 10, 1: 10, 3: 10, 4: 10, 5: 9}, STEADY)], dice=(7, 8, 3))
    assert set(GAME.legal_actions(s, 0)) == {("attack", 0), ("attack", 1), ("no_attack",)}
    play(s, 0, ("attack", 0))  # 7 ≥ 6: one case ahead, as his own group
    play(s, 0, ("bonus", 0))  # the point that would raise the counters' bar: kept
    play(s, 0, ("extra", 0))
    assert s.occ.position(0) == 11 and s.skills[0][0] == 4
    assert s.step == COUNTER
    (window,) = GAME.prompts(s)
    assert window.kind is Ask.REACTION and window.waits and window.seats == (1, 0)
    assert PASS in GAME.legal_actions(s, 0) and ("counter", 3) in GAME.legal_actions(s, 1)
    play(s, 1, ("counter", 3))  # 8 + 1 point = 9 = 7 + 2: asked whether to pay
    assert s.step == COUNTER_BONUS
    play(s, 1, ("bonus", 1))
    assert s.occ.position(3) == 11 and s.group_of[3] == s.group_of[0] and s.skills[3][0] == 3
    play(s, 1, ("counter", 4))  # 3 < 9: stays
    assert s.occ.position(4) == 10
    play(s, 0, PASS)
    assert s.step in (SHIFT, PACE) or s.turn == 2


@pytest.mark.parametrize(
    ("roll", "bonus", "extra", "to", "sprint"),
    [
        (3, None, None, 10, 4),  # below 6: no breakaway
        (5, 1, 0, 11, 3),  # « +1 … pour améliorer son score d'un point »
        (12, 0, 1, 13, 3),  # « un total de 12 … une case de plus », one more point: one more
        (11, 1, 0, 12, 3),  # away already, the point still raises the score: 12, a case more
    ],
)
def test_breakaway_table(
    roll: int, bonus: int | None, extra: int | None, to: int, sprint: int
) -> None:
    s = race([({0: 10, 1: 9}, STEADY)], dice=(roll,))
    play(s, 0, ("attack", 0))
    if bonus is not None:
        play(s, 0, ("bonus", bonus))
    if extra is not None:
        play(s, 0, ("extra", extra))
    assert s.occ.position(0) == to and s.skills[0][0] == sprint


# « Le coureur peut consommer au maximum 1 point ressource additionnel pour améliorer son
# score d'un point »; « si le coureur tentant l'échappée réussit un score de 10, il faudra
# un score de 12 pour le contrer »: the point turns a roll that fails into a breakaway,
# and raises one that already succeeds, with it the bar a counter must beat (total + 2).
# The player who is offered it takes it here.
BONUS = [
    # (seed: its first breakaway roll, ruleset, the point offered, cases ahead, counter needs)
    (52, 3, "bundled", False, 0, None),  # 3 + 1 < 6: no use
    (19, 5, "bundled", True, 1, 8),  # 5 + 1 = 6: away, and a counter needs 6 + 2
    (43, 6, "bundled", True, 1, 9),  # away already: 7, a counter needs 9 instead of 8
    (7, 11, "bundled", True, 2, 14),  # 11 + 1: « un total de 12 », a case more, 14 to counter
    (25, 12, "bundled", True, 2, 15),  # 12 + 1: the counters' bar rises to 15
    (43, 6, "saved before issue 24", False, 1, 8),  # those games did not raise a success…
    (7, 11, "saved before issue 24", True, 2, 14),  # …but sold the point for 12
]


@pytest.mark.parametrize(("seed", "roll", "ruleset", "offered", "cases", "needs"), BONUS)
def test_the_bonus_point_raises_the_score_a_counter_must_beat(
    seed: int, roll: int, ruleset: str, offered: bool, cases: int, needs: int | None
) -> None:
    game = RULESETS[ruleset]
    race = Race(game, stages(2, course("F" * 40)), seed).to(1).play(("attack", 0))
    s = race.position()
    assert (s.first, s.occ.position(0)) == (0, 4)  # from the head case of a steady group
    assert race.actions and s.skills[0][0] == 4  # the attempt's point
    rolled = [e for e in replay(race.record()).events[-1] if e.kind == "attack"]
    assert rolled[0].data == {"rider": 0, "roll": roll, "needs": 6}
    assert (("bonus", 1) in game.legal_actions(s, 0)) is offered
    if offered:
        race.play(("bonus", 1))
    if ("extra", 0) in game.legal_actions(race.state, 0):
        race.play(("extra", 0))
    s = race.position()
    assert s.occ.position(0) == 4 + cases
    if needs is None:
        assert s.attempt is None
    else:
        assert s.step == COUNTER and counter_needs(s, game.ruleset.values) == needs


# -- 3. « Mouvement de coureur au sein d'un groupe » ----------------------------------------------
def test_a_move_into_a_full_case_pushes_one_back() -> None:
    """« Si la case vers laquelle le coureur veut se déplacer compte 4 coureurs, il
    fait reculer d'une case en arrière le coureur de son choix »; « un coureur
    adverse ne peut jamais être déplacé vers l'avant »."""
    s = race([({3: 10, 4: 10, 5: 10, 1: 10, 0: 9}, STEADY)])
    s.step, s.todo = SHIFT, list(s.pace)
    legal = GAME.legal_actions(s, 0)
    assert all(a[1] // 3 == 0 for a in legal if a[0] == "shift")  # only his own riders move
    play(s, 0, ("shift", 0, 10, 4))
    assert s.occ.position(0) == 10 and s.occ.position(4) == 9


# « Si la case vers laquelle le coureur veut se déplacer compte 4 coureurs, il fait
# reculer d'une case en arrière le coureur de son choix »: a mover from the full case
# just behind leaves his place to the rider he pushes back.
PUSH = [
    # (ruleset, mover, to, pushed, where the pushed rider ends)
    ("bundled", 2, 4, 3, 3),  # from the full case 3 into the full case 4: one case back
    ("bundled", 0, 3, 4, 2),  # back into the full case 3: the pushed rider to case 2
    ("saved before issue 24", 2, 4, 3, 2),  # those games counted the mover's case as full
    ("saved before issue 24", 0, 3, 4, 2),
]


@pytest.mark.parametrize(("ruleset", "mover", "to", "pushed", "ends"), PUSH)
def test_a_push_sends_the_rider_one_case_back(
    ruleset: str, mover: int, to: int, pushed: int, ends: int
) -> None:
    race = Race(RULESETS[ruleset], stages(3, course("F" * 40)), 6).to(1)
    before = where(race.position())
    assert race.state.first == 0 and [before[r] for r in range(9)] == [4, 4, 3, 4, 3, 3, 4, 3, 2]
    assert race.state.occ.is_full(3) and race.state.occ.is_full(4)
    race.play(("shift", mover, to, pushed))
    after = where(race.position())
    assert (after[mover], after[pushed]) == (to, ends)
    assert {r: p for r, p in after.items() if r not in (mover, pushed)} == {
        r: p for r, p in before.items() if r not in (mover, pushed)
    }


# -- 4. « Consommation des points ressources » ------------------------------------------
def test_the_fast_pace_costs_the_head_case() -> None:
    """« Maintenir une allure rapide coûte un point … à chaque coureur présent dans la
    case de tête »; « Si un coureur n'a pas les points nécessaires … il reculera »."""
    s = race([({0: 10, 1: 10, 2: 9, 3: 8}, FAST)])
    s.skills[1] = [5, 0, 5]  # on the flat only endurance holds the pace
    s.skills[0] = [5, 3, 0]
    GAME._next_shift(s, [])  # no shift left: costs, head cases, then the pace
    assert s.skills[0] == [5, 2, 0] and s.skills[1] == [5, 0, 5] and s.skills[2] == [5, 5, 5]
    assert where(s) == {0: 10, 1: 9, 2: 9, 3: 8}
    # the head case holds fewer than 4: « considérés échappés »
    assert len(members(s)) == 2 and s.pace[s.group_of[0]] == FAST


def test_the_fast_pace_skill_is_the_players_choice() -> None:
    """« descente endurance sprint … montée endurance grimpeur »: a rider who could pay
    from two skills is asked which (his owner, even out of turn); one skill pays
    at once."""
    s = race([({0: 10, 3: 10, 1: 9}, FAST)], cases="D" * 40)
    s.skills[3] = [0, 4, 0]  # only endurance: pays at once
    GAME._next_shift(s, [])
    assert s.step == HOLD and s.todo == [0] and s.skills[3] == [0, 3, 0]
    (prompt,) = GAME.prompts(s)
    assert prompt.seats == (0,) and prompt.key == "rdv.ask.hold"
    assert GAME.legal_actions(s, 0) == [("hold", 0, 1), ("hold", 0, 0)]
    play(s, 0, ("hold", 0, 0))  # the sprint pays
    assert s.skills[0] == [4, 5, 5] and s.step == PACE


def test_the_bot_pays_the_fast_pace_from_the_larger_skill() -> None:
    from peloton_desktop.core.bots import Decision
    from peloton_desktop.games.roue_de_vitesse.bots import HeuristicBot

    s = race([({0: 10, 1: 9}, FAST)], cases="M" * 40)
    s.skills[0] = [5, 2, 6]
    GAME._next_shift(s, [])
    legal = GAME.legal_actions(s, 0)
    decision = Decision(GAME, 0, legal, lambda: GAME.observe(s, 0))
    assert HeuristicBot().choose(decision) == ("hold", 0, 2)


def test_the_incident_buy_back_is_the_players_choice() -> None:
    """« ne sera pas impliqué dans le prochain déplacement du groupe … Il pourra
    cependant compenser des cases de déplacement en utilisant des points endurance »:
    before the move his owner chooses how many cases, one endurance point each."""
    s = race([({3: 10, 0: 10, 1: 9}, STEADY)], seat=1)
    s.incident, s.missed = True, [0]
    s.skills[0] = [5, 3, 5]
    GAME._begin_turn(s, 0, [])
    assert s.step == BUY_BACK and GAME.prompts(s)[0].seats == (0,)
    assert [a[2] for a in GAME.legal_actions(s, 0)] == [0, 1, 2, 3]  # 4 cases, 3 points
    play(s, 0, ("buy_back", 0, 2))
    assert s.occ.position(0) == 12 and s.skills[0][1] == 1 and s.occ.position(3) == 14
    assert 0 not in s.missed and s.bought == []


def test_no_endurance_no_buy_back_question() -> None:
    s = race([({0: 10, 1: 9}, STEADY)], seat=1)
    s.incident, s.missed = True, [0]
    s.skills[0] = [5, 0, 5]
    GAME._begin_turn(s, 0, [])
    assert s.step != BUY_BACK and s.occ.position(0) == 10 and s.occ.position(1) == 13


# -- 5. « Choix de l'allure pour le tour suivant » -------------------------------------
@pytest.mark.parametrize(("pace", "options"), [(SLOW, (0, 1)), (STEADY, (0, 1, 2)), (FAST, (1, 2))])
def test_the_pace_moves_one_notch(pace: int, options: tuple[int, ...]) -> None:
    """« L'allure peut être bougée d'une seule marche »; only a player with a rider
    on the head case sets it."""
    s = race([({2: 10, 0: 10, 3: 9}, pace)])
    GAME._next_shift(s, [])
    assert s.step == PACE
    gid = s.todo[0]
    assert [a[2] for a in GAME.legal_actions(s, 0)] == list(options)
    assert GAME.legal_actions(s, 1) == []
    play(s, 0, ("pace", gid, options[0]))
    assert s.pace[gid] == options[0] and s.seat == 1


# -- « Victoire » -------------------------------------------------------------------------------
def test_finish_tie_breaks() -> None:
    """« départagés par le nombre de points de sprint restants. En cas d'égalité, on
    ajoute … maintien d'allure sur le terrain de la ligne d'arrivée. En cas
    d'égalité, le joueur dont le tour est en train de se jouer … sens des aiguilles »."""
    s = race([({0: 1}, STEADY)], players=3)
    s.skills = [[3, 9, 0], [4, 0, 0], [0] * 3, [3, 5, 9], [3, 5, 0], [0] * 3, [3, 5, 0]] + [
        [0] * 3
    ] * 2
    assert tie_order(s, [0, 1, 3, 4, 6], "F", active=2) == [1, 0, 6, 3, 4]
    assert tie_order(s, [3, 4], "M", active=2) == [3, 4]  # the climber holds in mountains


# -- « Règles des courses à Étapes » ---------------------------------------------------------------
def test_general_points_by_hand() -> None:
    """« le vainqueur reçoit 0 … le deuxième +1, le troisième +2 … Les coureurs d'un
    même groupe … reçoivent tous le même nombre de points … +1 pour chaque tour
    supplémentaire »."""
    assert stage_points([[5], [2, 7], [1]], [10, 10, 11]) == {5: 0, 2: 1, 7: 1, 1: 4}
    assert stage_points([[5, 6, 8], [3]], [4, 6]) == {5: 0, 6: 1, 8: 1, 3: 5}


def test_climber_points_by_hand() -> None:
    """« 1er: 5 points, 2eme: 3 points, 3eme: 2 points, 4eme: 1 points »."""
    got = climber_points({17: [3, 1, 4, 2, 9], 43: [1, 3]}, V)
    assert got == {3: 5 + 3, 1: 3 + 5, 4: 2, 2: 1}


# « Au sommet de chaque col, les coureurs obtiennent les points suivants: 1er: 5 points,
# 2eme: 3 points, 3eme: 2 points, 4eme: 1 points »: a rider takes his place at a summit
# once, even if he drops back behind it and reaches it again.
SUMMIT = [
    # (ruleset, the order over the summit, climber's points)
    ("bundled", [3, 4, 1, 0, 2, 5], {3: 5, 4: 3, 1: 2, 0: 1}),
    ("saved before issue 24", [3, 4, 1, 3, 0, 2, 5], {3: 5 + 1, 4: 3, 1: 2}),
]


@pytest.mark.parametrize(("ruleset", "order", "points"), SUMMIT)
def test_a_summit_ranks_a_rider_once(
    ruleset: str, order: list[int], points: dict[int, int]
) -> None:
    game = RULESETS[ruleset]
    race = Race(game, stages(2, course("F" * 7 + "M" + "F" * 30, summits=[8])), 7)
    race.play(("profile", 5, 5, 5), ("profile", 10, 5, 0))  # riders 0, then 3: a sprinter
    race.to(1).play(("shift", 0, 3))  # 0 drops back: the head case of 4 breaks away
    race.to(2)
    assert race.position().summits_passed == {8: [3, 4, 1]}  # the group of 3 over first
    race.play(("shift", 3, 7))  # the first over the summit drops back behind it
    race.to(3)
    s = race.position()
    assert where(s)[3] == 11 and s.summits_passed == {8: order}
    assert climber_points(s.summits_passed, game.ruleset.values) == points


def test_recovery_never_above_the_start() -> None:
    """« reprendre 6 points … ne pourra pas dépasser le nombre de points qu'il avait »."""
    s = race([({0: 1}, STEADY)])
    s.start_skills[0], s.skills[0] = [5, 5, 5], [2, 5, 1]
    options = recovery_options(s, 0, V)
    assert all(sum(a[2:]) == 6 and a[3] == 0 and a[2] <= 3 and a[4] <= 4 for a in options)
    s.skills[0] = [4, 5, 5]
    assert recovery_options(s, 0, V) == [("recover", 0, 1, 0, 0)]


def test_a_recovery_with_one_way_only_is_taken() -> None:
    """Between stages a rider who lost fewer than 6 points, or lost them in one skill,
    gets them back without being asked."""
    two = {"stages": ["etape_de_plaine"] * 2, "courses": None}
    setup = GAME.validate_setup({k: v for k, v in {**GAME.default_setup(2), **two}.items() if v})
    s = GAME.new_game(setup, 1)
    s.start_skills = [[5, 5, 5] for _ in s.skills]
    s.skills = [[5, 5, 5] for _ in s.skills]
    s.skills[0], s.skills[1], s.skills[2] = [3, 2, 5], [0, 5, 5], [0, 0, 5]
    s.phase, s.occ = RACE, Occupancy(4)
    GAME._close_stage(s, [])
    assert s.skills[0] == [5, 5, 5] and s.skills[1] == [5, 5, 5]  # 5 points, one sprint
    assert s.phase == "recover" and GAME.prompts(s)[0].params["rider"] == 2
