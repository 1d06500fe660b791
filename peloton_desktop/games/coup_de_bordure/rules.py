"""Coup de bordure: the complete rules engine (pure Python, no Qt).

A turn plays the riders case by case from the front. The riders of one case (a
group) choose a pace and its payment in secret; once all have chosen, the paces
are revealed and resolved in the rulebook's order:

  1 Offensive (+3)            2 tow after two same-team Offensives (+3, 2 tokens)
  3 Accélération (+2)         4 Sillage (+2 if someone of the case accelerated, else +1)
  5 "je tracte" announced     6 tow after "je tracte" or two same-team Accélération/
                                Sillage (+2, 1 token of the case colour)
  7 everyone else +1          then the feed zone (ravitaillement) and musette draws.

Steps 2, 5, 6 and the feed zone ask the riders' owners (public decisions, one at
a time). The turn ends when every group has moved; the race ends at the end of
the turn in which a rider passes the 16th case.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import Any

from peloton_desktop.core.errors import SetupError
from peloton_desktop.core.prompts import Prompt, secret, turn
from peloton_desktop.core.protocol import Action, Event, Game, Result
from peloton_desktop.core.rng import Rng
from peloton_desktop.courses.coup_de_bordure import bundled_course, check_tiles
from peloton_desktop.games.coup_de_bordure import messages as _messages  # noqa: F401
from peloton_desktop.games.coup_de_bordure.tokens import (
    COLOURS,
    INDEX,
    colour_of,
    energy,
    hidden_code,
    is_hidden,
    of_colour,
    payment_options,
)

PACES = ("constance", "acceleration", "sillage", "offensive")
LETTERS = "ABCDEFGHIJKL"

# Resolution steps (see module docstring).
STEP_OFFENSIVE, STEP_TOW3, STEP_ACCEL, STEP_SILLAGE = 1, 2, 3, 4
STEP_TRACTE, STEP_TOW2, STEP_REST, STEP_RAVITO, STEP_MUSETTE, STEP_DONE = 5, 6, 7, 8, 9, 10


@dataclass
class Rider:
    team: int
    letter: str
    name: str
    pos: int
    visible: list[int]  # energy tokens face up, by colour P C M S
    hidden: str | None  # colour of the face-down energy token (owner only)
    fillers: int  # white tokens: no value, hide the count
    offensive_used: bool = False
    fed: bool = False  # has reached the feed zone
    moved: bool = False  # this turn

    def copy(self) -> Rider:
        return Rider(
            self.team,
            self.letter,
            self.name,
            self.pos,
            list(self.visible),
            self.hidden,
            self.fillers,
            self.offensive_used,
            self.fed,
            self.moved,
        )


@dataclass
class CdbState:
    players: int
    course: str
    rng: Rng
    riders: list[Rider]
    teams: list[str]
    turn: int = 1
    groups: list[int] = field(default_factory=list)  # cases still to play, front first
    group: list[int] = field(default_factory=list)  # rider indexes of the current group
    case: int = 1  # the current group's case
    choices: dict[int, tuple[str, tuple[str, ...]]] = field(default_factory=dict)
    step: int = 0  # 0 while the group chooses
    queue: list[tuple[str, int]] = field(default_factory=list)  # public decisions
    performed: dict[int, str] = field(default_factory=dict)  # rider -> pace executed
    tow_announced: bool = False
    arrived: list[int] = field(default_factory=list)  # reached the feed zone this group
    musette: list[int | None] = field(default_factory=list)
    musette_left: list[int] = field(default_factory=list)  # cards still in the pool
    musette_next: int = 1
    over: bool = False


class CoupDeBordure(Game[CdbState]):
    game_id = "coup_de_bordure"
    min_players = 2
    max_players = 4
    hidden_information = True
    searchable = True

    # -- set-up -----------------------------------------------------------------
    def default_setup(self, players: int) -> dict[str, Any]:
        course = bundled_course("milan_san_remo")
        return {
            "players": players,
            "course": {"id": course.id, "name": course.name, "tiles": course.tiles},
            "teams": [t.model_dump(mode="json") for t in course.teams[:players]],
        }

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        setup = super().validate_setup(setup)
        v = self.ruleset.values
        course = setup.get("course")
        if not isinstance(course, dict) or not isinstance(course.get("tiles"), str):
            raise SetupError("setup.invalid", problem="course")
        check_tiles(course["tiles"])
        teams = setup.get("teams")
        players = setup["players"]
        if not isinstance(teams, list) or len(teams) != players:
            raise SetupError("cdb.setup.teams", players=players)
        for t, team in enumerate(teams):
            riders = team.get("riders") if isinstance(team, dict) else None
            if not isinstance(riders, list) or len(riders) != v["riders_per_team"]:
                raise SetupError("cdb.setup.teams", players=players)
            total = 0
            for r, rider in enumerate(riders):
                tokens = rider.get("tokens", {}) if isinstance(rider, dict) else None
                if not isinstance(tokens, dict) or any(
                    k not in COLOURS or not isinstance(n, int) or n < 0 for k, n in tokens.items()
                ):
                    raise SetupError("setup.invalid", problem=f"team {t + 1} rider {r + 1}")
                count = sum(tokens.values())
                name = rider.get("name") or LETTERS[3 * t + r]
                if not v["rider_tokens_min"] <= count <= v["rider_tokens_max"]:
                    raise SetupError(
                        "cdb.setup.rider_range",
                        rider=name,
                        count=count,
                        min=v["rider_tokens_min"],
                        max=v["rider_tokens_max"],
                    )
                hidden = rider.get("hidden")
                if hidden is not None and tokens.get(hidden, 0) < 1:
                    raise SetupError("cdb.setup.hidden_not_owned", rider=name, colour=hidden)
                total += count
            if total != v["team_tokens"]:
                raise SetupError(
                    "cdb.setup.team_total",
                    team=team.get("name") or t + 1,
                    total=total,
                    expected=v["team_tokens"],
                )
        return setup

    def new_game(self, setup: Mapping[str, Any], seed: int) -> CdbState:
        v = self.ruleset.values
        riders: list[Rider] = []
        names: list[str] = []
        for t, team in enumerate(setup["teams"]):
            names.append(team.get("name") or f"{t + 1}")
            for r, preset in enumerate(team["riders"]):
                tokens = preset.get("tokens", {})
                visible = [tokens.get(c, 0) for c in COLOURS]
                hidden = preset.get("hidden")
                if hidden:
                    visible[INDEX[hidden]] -= 1
                count = sum(tokens.values())
                riders.append(
                    Rider(
                        t,
                        LETTERS[3 * t + r],
                        preset.get("name", ""),
                        1,
                        visible,
                        hidden,
                        v["plaquette_slots"] - count,
                    )
                )
        state = CdbState(
            players=setup["players"],
            course=setup["course"]["tiles"],
            rng=Rng(seed),
            riders=riders,
            teams=names,
            musette=[None] * setup["players"],
            musette_left=[0],
        )
        self._start_turn(state, [])
        return state

    # -- queries ----------------------------------------------------------------
    def player_count(self, state: CdbState) -> int:
        return state.players

    def terrain(self, state: CdbState, case: int) -> str:
        return state.course[case - 1]

    def finish_case(self, state: CdbState) -> int:
        return len(state.course)

    def prompts(self, state: CdbState) -> tuple[Prompt, ...]:
        if state.over:
            return ()
        if state.step == 0:
            seats = {state.riders[r].team for r in state.group if r not in state.choices}
            return (secret(sorted(seats), "cdb.ask.pace", case=state.case),)
        if state.queue:
            kind, r = state.queue[0]
            return (turn(state.riders[r].team, f"cdb.ask.{kind}", rider=r),)
        return ()

    def legal_actions(self, state: CdbState, seat: int) -> list[Action]:
        if state.over:
            return []
        if state.step == 0:
            out: list[Action] = []
            for r in state.group:
                if r not in state.choices and state.riders[r].team == seat:
                    out.extend(self.pace_actions(state, r))
            return out
        if not state.queue:
            return []
        kind, r = state.queue[0]
        rider = state.riders[r]
        if rider.team != seat:
            return []
        colour = self.terrain(state, state.case)
        v = self.ruleset.values
        if kind in ("tow3", "tow2"):
            cost = v["tow_offensive_cost"] if kind == "tow3" else v["tow_cost"]
            pays = payment_options(rider.visible, rider.hidden, cost, colour, cost)
            return [("tow", r, p) for p in pays] + [("no_tow", r)]
        if kind == "tracte":
            return [("tracte", r, True), ("tracte", r, False)]
        if kind == "ravito":
            gain = self.feed_gain(rider)
            return [("ravito", r, combo) for combo in combinations_with_replacement(COLOURS, gain)]
        return []

    def pace_actions(self, state: CdbState, r: int) -> list[Action]:
        rider = state.riders[r]
        colour = self.terrain(state, rider.pos)
        out: list[Action] = []
        for pace in PACES:
            if pace == "offensive" and rider.offensive_used:
                continue
            cost, of_case = self.pace_cost(pace)
            for pay in payment_options(rider.visible, rider.hidden, cost, colour, of_case):
                out.append(("pace", r, pace, pay))
        return out

    def pace_cost(self, pace: str) -> tuple[int, int]:
        """(tokens, of which at least this many of the case colour)."""
        c = self.ruleset.values["paces"][pace]
        return c["cost"], c["of_case_colour"]

    def pace_move(self, pace: str) -> int:
        return self.ruleset.values["paces"][pace]["move"]

    def feed_gain(self, rider: Rider) -> int:
        table = self.ruleset.values["ravitaillement_table"]
        return int(table.get(str(energy(rider.visible, rider.hidden)), 0))

    # -- play -------------------------------------------------------------------
    def apply_in_place(self, state: CdbState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action[0]
        if kind == "pace":
            _, r, pace, pay = action
            state.choices[r] = (pace, pay)
            events.append(Event("pace_chosen", {"rider": r}))
            if all(x in state.choices for x in state.group):
                self._reveal(state, events)
                self._advance(state, events)
            return events
        state.queue.pop(0)
        r = action[1]
        rider = state.riders[r]
        if kind == "tow":
            v = self.ruleset.values
            length = v["tow_offensive_move"] if state.step == STEP_TOW3 else v["tow_move"]
            self._pay(state, r, action[2], events)
            self._move(state, r, length, "tow", events)
        elif kind == "no_tow":
            events.append(Event("tow_declined", {"rider": r}))
        elif kind == "tracte":
            if action[2]:
                state.tow_announced = True
                state.queue = [q for q in state.queue if q[0] != "tracte"]
                events.append(Event("tracte_announced", {"rider": r}))
            else:
                events.append(Event("tracte_declined", {"rider": r}))
        elif kind == "ravito":
            self._feed(state, rider, r, action[2], events)
        self._advance(state, events)
        return events

    def _reveal(self, state: CdbState, events: list[Event]) -> None:
        paces = {r: state.choices[r][0] for r in state.group}
        events.append(Event("paces_revealed", {"case": state.case, "paces": paces}, reveals=True))
        state.step = STEP_OFFENSIVE

    def _advance(self, state: CdbState, events: list[Event]) -> None:
        """Run resolution steps until a decision is needed or the turn moves on."""
        while not state.queue and not state.over:
            if state.step == 0:
                return
            step = state.step
            if step == STEP_OFFENSIVE:
                self._perform(state, "offensive", events)
                if self._same_team_pair(state, ("offensive",)):
                    self._offer_tow(state, "tow3", self.ruleset.values["tow_offensive_cost"])
                state.step = STEP_TOW3
            elif step == STEP_TOW3:
                state.step = STEP_ACCEL
            elif step == STEP_ACCEL:
                self._perform(state, "acceleration", events)
                state.step = STEP_SILLAGE
            elif step == STEP_SILLAGE:
                self._perform(state, "sillage", events)
                state.step = STEP_TRACTE
                if not self._same_team_pair(state, ("acceleration", "sillage")):
                    self._ask_tracte(state)
            elif step == STEP_TRACTE:
                if state.tow_announced or self._same_team_pair(state, ("acceleration", "sillage")):
                    self._offer_tow(state, "tow2", self.ruleset.values["tow_cost"])
                state.step = STEP_TOW2
            elif step == STEP_TOW2:
                state.step = STEP_REST
            elif step == STEP_REST:
                for r in state.group:
                    if not state.riders[r].moved:
                        self._move(state, r, self.pace_move("constance"), "constance", events)
                state.step = STEP_RAVITO
                for r in state.arrived:
                    if self.feed_gain(state.riders[r]) > 0:
                        state.queue.append(("ravito", r))
            elif step == STEP_RAVITO:
                state.step = STEP_MUSETTE
                self._draw_musettes(state, events)
            else:
                self._next_group(state, events)

    def _perform(self, state: CdbState, pace: str, events: list[Event]) -> None:
        accelerated = any(p == "acceleration" for p in state.performed.values())
        for r in state.group:
            chosen, pay = state.choices[r]
            if chosen != pace or state.riders[r].moved:
                continue
            self._pay(state, r, pay, events)
            if pace == "offensive":
                state.riders[r].offensive_used = True
            move = self.pace_move(pace)
            if pace == "sillage":
                move = self.ruleset.values["paces"]["sillage"][
                    "move_following" if accelerated else "move"
                ]
            state.performed[r] = pace
            self._move(state, r, move, pace, events)

    def _same_team_pair(self, state: CdbState, paces: tuple[str, ...]) -> bool:
        per_team: dict[int, int] = {}
        for r, pace in state.performed.items():
            if pace in paces:
                team = state.riders[r].team
                per_team[team] = per_team.get(team, 0) + 1
        return any(n >= 2 for n in per_team.values())

    def _eligible_for_tow(self, state: CdbState, cost: int) -> list[int]:
        colour = self.terrain(state, state.case)
        return [
            r
            for r in state.group
            if not state.riders[r].moved
            and of_colour(state.riders[r].visible, state.riders[r].hidden, colour) >= cost
        ]

    def _offer_tow(self, state: CdbState, kind: str, cost: int) -> None:
        state.queue.extend((kind, r) for r in self._eligible_for_tow(state, cost))

    def _ask_tracte(self, state: CdbState) -> None:
        if not self._eligible_for_tow(state, self.ruleset.values["tow_cost"]):
            return
        followers = [
            r
            for r, p in state.performed.items()
            if p == "sillage" and any(q == "acceleration" for q in state.performed.values())
        ]
        state.queue.extend(("tracte", r) for r in sorted(followers))

    def _pay(self, state: CdbState, r: int, pay: tuple[str, ...], events: list[Event]) -> None:
        rider = state.riders[r]
        revealed = None
        for code in pay:
            if is_hidden(code):
                revealed = rider.hidden
                rider.hidden = None
            else:
                rider.visible[INDEX[code]] -= 1
        if pay:
            events.append(
                Event(
                    "tokens_spent",
                    {"rider": r, "tokens": [colour_of(c) for c in pay], "hidden": revealed},
                    reveals=revealed is not None,
                )
            )

    def _move(self, state: CdbState, r: int, cases: int, why: str, events: list[Event]) -> None:
        rider = state.riders[r]
        start = rider.pos
        rider.pos = min(
            rider.pos + cases, self.finish_case(state) + self.ruleset.values["finish_tiles"]
        )
        rider.moved = True
        events.append(
            Event("rider_moved", {"rider": r, "from": start, "to": rider.pos, "why": why})
        )
        feed = self.ruleset.values["ravitaillement_case"]
        if not rider.fed and rider.pos >= feed:
            rider.fed = True
            state.arrived.append(r)

    def _feed(
        self, state: CdbState, rider: Rider, r: int, colours: tuple[str, ...], events: list[Event]
    ) -> None:
        revealed = rider.hidden
        if revealed:  # to be fed, the rider shows how many tokens he has left
            rider.visible[INDEX[revealed]] += 1
            rider.hidden = None
        for c in colours:
            rider.visible[INDEX[c]] += 1
        events.append(
            Event(
                "rider_fed",
                {"rider": r, "tokens": list(colours), "hidden": revealed},
                reveals=revealed is not None,
            )
        )

    def _draw_musettes(self, state: CdbState, events: list[Event]) -> None:
        """Teams whose first rider reached the feed zone draw, all at once, as written."""
        teams = sorted(
            {
                state.riders[r].team
                for r in state.arrived
                if state.musette[state.riders[r].team] is None
            }
        )
        if teams:
            pool = state.musette_left + list(
                range(state.musette_next, state.musette_next + len(teams))
            )
            state.musette_next += len(teams)
            for team in teams:
                card = pool.pop(state.rng.below(len(pool)))
                state.musette[team] = card
                # Public: that the team drew. The card stays face down for everyone.
                events.append(Event("musette_drawn", {"team": team}))
            state.musette_left = pool
        state.arrived = []

    # -- turns and groups -------------------------------------------------------
    def _start_turn(self, state: CdbState, events: list[Event]) -> None:
        finish = self.finish_case(state)
        for rider in state.riders:
            rider.moved = False
        cases = sorted({r.pos for r in state.riders if r.pos <= finish}, reverse=True)
        state.groups = cases
        events.append(Event("turn_started", {"turn": state.turn}))
        self._next_group(state, events, first=True)

    def _next_group(self, state: CdbState, events: list[Event], first: bool = False) -> None:
        state.choices = {}
        state.performed = {}
        state.queue = []
        state.tow_announced = False
        state.arrived = []
        state.step = 0
        if not state.groups:
            if any(r.pos > self.finish_case(state) for r in state.riders):
                state.over = True
                events.append(Event("race_over", {"turn": state.turn}, reveals=True))
                return
            state.turn += 1
            self._start_turn(state, events)
            return
        state.case = state.groups.pop(0)
        state.group = [i for i, r in enumerate(state.riders) if r.pos == state.case and not r.moved]
        events.append(Event("group_started", {"case": state.case, "riders": list(state.group)}))

    # -- end --------------------------------------------------------------------
    def is_over(self, state: CdbState) -> bool:
        return state.over

    def rider_key(self, state: CdbState, r: int) -> tuple[int, int, int, int]:
        """Bigger is better: distance, tokens of the last case's colour, all tokens, musette."""
        rider = state.riders[r]
        last = state.course[-1]
        musette = state.musette[rider.team]
        return (
            rider.pos,
            of_colour(rider.visible, rider.hidden, last),
            energy(rider.visible, rider.hidden),
            -(musette if musette is not None else 99),
        )

    def result(self, state: CdbState) -> Result:
        order = sorted(
            range(len(state.riders)), key=lambda r: self.rider_key(state, r), reverse=True
        )
        ranking: list[int] = []
        for r in order:
            team = state.riders[r].team
            if team not in ranking:
                ranking.append(team)
        best = order[0]
        rival = next(r for r in order if state.riders[r].team != state.riders[best].team)
        a, b = self.rider_key(state, best), self.rider_key(state, rival)
        reasons = ("furthest", "last_colour_tokens", "all_tokens", "musette")
        level = next((i for i in range(4) if a[i] != b[i]), 3)
        finish = self.finish_case(state)
        reason = "alone" if level == 0 and b[0] <= finish else reasons[level]
        return Result(
            tuple(ranking),
            reason=reason,
            params={
                "rider": best,
                "rival": rival,
                "beyond": state.riders[best].pos - finish,
                "colour": state.course[-1],
            },
            scores=tuple(
                max(
                    state.riders[r].pos
                    for r in range(len(state.riders))
                    if state.riders[r].team == t
                )
                for t in range(state.players)
            ),
        )

    # -- views ------------------------------------------------------------------
    def observe(self, state: CdbState, seat: int | None) -> dict[str, Any]:
        everything = seat is None or state.over
        riders = []
        for i, rider in enumerate(state.riders):
            own = everything or rider.team == seat
            info: dict[str, Any] = {
                "letter": rider.letter,
                "name": rider.name,
                "team": rider.team,
                "pos": rider.pos,
                "tokens": dict(zip(COLOURS, rider.visible, strict=True)),
                "offensive_used": rider.offensive_used,
                "fed": rider.fed,
                "moved": rider.moved,
                "chosen": i in state.choices,
            }
            if own:
                info["hidden"] = rider.hidden
                info["fillers"] = rider.fillers
                info["energy"] = energy(rider.visible, rider.hidden)
            info["facedown"] = rider.fillers + (1 if rider.hidden else 0)
            if i in state.choices and (own or state.step > 0):
                info["pace"] = state.choices[i][0]
                if own:
                    info["payment"] = list(state.choices[i][1])
            riders.append(info)
        decision = None
        if state.queue and not state.over:
            kind, r = state.queue[0]
            decision = {"kind": kind, "rider": r}
        out: dict[str, Any] = {
            "course": state.course,
            "ravitaillement": self.ruleset.values["ravitaillement_case"],
            "finish_tiles": self.ruleset.values["finish_tiles"],
            "turn": state.turn,
            "case": state.case,
            "group": list(state.group),
            "groups_left": list(state.groups),
            "step": state.step,
            "decision": decision,
            "riders": riders,
            "teams": list(state.teams),
            "musette_drawn": [m is not None for m in state.musette],
            "over": state.over,
        }
        # public facts of the resolution in progress (search bots rebuild states from them)
        out["queue"] = [[kind, r] for kind, r in state.queue]
        out["performed"] = {str(r): p for r, p in state.performed.items()}
        out["tow_announced"] = state.tow_announced
        out["arrived"] = list(state.arrived)
        out["musette_next"] = state.musette_next
        if everything:
            out["musettes"] = list(state.musette)
        if seat is None:
            out["rng"] = state.rng.to_json()
            out["musette_pool"] = list(state.musette_left)
        return out

    def clone(self, state: CdbState) -> CdbState:
        return CdbState(
            players=state.players,
            course=state.course,
            rng=state.rng.copy(),
            riders=[r.copy() for r in state.riders],
            teams=state.teams,
            turn=state.turn,
            groups=list(state.groups),
            group=list(state.group),
            case=state.case,
            choices=dict(state.choices),
            step=state.step,
            queue=list(state.queue),
            performed=dict(state.performed),
            tow_announced=state.tow_announced,
            arrived=list(state.arrived),
            musette=list(state.musette),
            musette_left=list(state.musette_left),
            musette_next=state.musette_next,
            over=state.over,
        )

    def bots(self) -> dict[str, Any]:
        from peloton_desktop.core.ismcts import search_levels
        from peloton_desktop.games.coup_de_bordure.bots import HeuristicBot

        # Rollouts to the finish: a cut-off estimate misjudges reckless riders far ahead.
        return search_levels(HeuristicBot, normal=60, strong=400, rollout_depth=400)

    # -- search support: sampling what a seat cannot see, scoring a cut-off game ----
    def determinize(self, obs: dict[str, Any], seat: int, rng: Rng) -> CdbState:
        """A full state consistent with `obs` (seat's view); unknowns are sampled."""
        riders = []
        for info in obs["riders"]:
            visible = [info["tokens"][c] for c in COLOURS]
            if "fillers" in info:  # our own rider: nothing to guess
                hidden, fillers = info["hidden"], info["fillers"]
            else:  # a face-down token may be energy (hidden) or a white filler
                has_hidden = info["facedown"] > 0 and rng.below(2) == 0
                hidden = COLOURS[rng.below(4)] if has_hidden else None
                fillers = info["facedown"] - (1 if has_hidden else 0)
            riders.append(
                Rider(
                    info["team"],
                    info["letter"],
                    info["name"],
                    info["pos"],
                    visible,
                    hidden,
                    fillers,
                    info["offensive_used"],
                    info["fed"],
                    info["moved"],
                )
            )
        state = CdbState(
            players=len(obs["teams"]),
            course=obs["course"],
            rng=Rng(rng.next64()),
            riders=riders,
            teams=list(obs["teams"]),
            turn=obs["turn"],
            groups=list(obs["groups_left"]),
            group=list(obs["group"]),
            case=obs["case"],
            step=obs["step"],
            queue=[(k, r) for k, r in obs["queue"]],
            performed={int(r): p for r, p in obs["performed"].items()},
            tow_announced=obs["tow_announced"],
            arrived=list(obs["arrived"]),
            musette_next=obs["musette_next"],
            over=obs["over"],
        )
        drawn = [t for t, d in enumerate(obs["musette_drawn"]) if d]
        cards = list(range(obs["musette_next"]))
        rng.shuffle(cards)
        state.musette = [None] * state.players
        for t in drawn:
            state.musette[t] = cards.pop()
        state.musette_left = cards
        for r in state.group:  # choices: ours are known, the others' are sampled
            info = obs["riders"][r]
            if "pace" in info and "payment" in info:
                state.choices[r] = (info["pace"], tuple(info["payment"]))
            elif "pace" in info and info["moved"]:
                state.choices[r] = (info["pace"], ())  # already paid and done
            elif "pace" in info:
                pays = [a[3] for a in self.pace_actions(state, r) if a[2] == info["pace"]]
                state.choices[r] = (info["pace"], rng.choice(pays) if pays else ())
            elif info["chosen"]:
                action = rng.choice(self.pace_actions(state, r))
                state.choices[r] = (action[2], action[3])
        return state

    def evaluate(self, state: CdbState) -> list[float]:
        """Each team's chance, from its best rider's position and energy (softmax)."""
        import math

        best = [0.0] * state.players
        for r in state.riders:
            value = r.pos + 0.45 * energy(r.visible, r.hidden)
            best[r.team] = max(best[r.team], value)
        top = max(best)
        weights = [math.exp((b - top) / 1.2) for b in best]
        total = sum(weights)
        return [w / total for w in weights]


__all__ = ["CdbState", "CoupDeBordure", "Rider", "hidden_code"]
