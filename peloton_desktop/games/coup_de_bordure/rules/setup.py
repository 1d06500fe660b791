"""Coup de bordure — « Préparation »: choix du parcours, attribution des points énergie.

Each team has 3 riders sharing the ruleset's energy tokens (18: 4 to 8 per rider,
one of them possibly face down); white tokens fill the rest of each plaquette.
Every rider starts on the first case of a 16-case course followed by the finish
tiles.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.errors import SetupError
from peloton_desktop.core.rng import Rng
from peloton_desktop.games.coup_de_bordure import messages as _messages  # noqa: F401
from peloton_desktop.games.coup_de_bordure.course import bundled_course, check_tiles
from peloton_desktop.games.coup_de_bordure.rules.chapter import Chapter
from peloton_desktop.games.coup_de_bordure.rules.state import LETTERS, CdbState, Rider
from peloton_desktop.games.coup_de_bordure.tokens import COLOURS, INDEX


class SetUp(Chapter):
    """The course, the teams' energy and the start of the first turn."""

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
        for key in ("id", "name"):
            _text(course.get(key, ""), "course")
        check_tiles(course["tiles"])
        teams = setup.get("teams")
        players = setup["players"]
        if not isinstance(teams, list) or len(teams) != players:
            raise SetupError("cdb.setup.teams", players=players)
        for t, team in enumerate(teams):
            riders = team.get("riders") if isinstance(team, dict) else None
            if not isinstance(riders, list) or len(riders) != v["riders_per_team"]:
                raise SetupError("cdb.setup.teams", players=players)
            _text(team.get("name", ""), f"team {t + 1}")
            total = 0
            for r, rider in enumerate(riders):
                tokens = rider.get("tokens", {}) if isinstance(rider, dict) else None
                if not isinstance(tokens, dict) or any(
                    k not in COLOURS or not isinstance(n, int) or n < 0 for k, n in tokens.items()
                ):
                    raise SetupError("setup.invalid", problem=f"team {t + 1} rider {r + 1}")
                count = sum(tokens.values())
                name = _text(rider.get("name", ""), f"team {t + 1} rider {r + 1}")
                name = name or LETTERS[3 * t + r]
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

    # -- the course -------------------------------------------------------------
    def terrain(self, state: CdbState, case: int) -> str:
        return state.course[case - 1]

    def finish_case(self, state: CdbState) -> int:
        return len(state.course)


def _text(value: Any, where: str) -> str:
    """A name the set-up gives: text of at most 60 characters (a file may say anything)."""
    if not isinstance(value, str) or len(value) > 60:
        raise SetupError("setup.invalid", problem=where)
    return value
