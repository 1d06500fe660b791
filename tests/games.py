"""The games the app ships, read from the registry (their entry points), so a test that
goes over every game also covers a sixth one without being edited."""

from __future__ import annotations

from peloton_desktop.core import registry

GAMES: tuple[str, ...] = tuple(entry.id for entry in registry.entries())
# the games where a seat does not see everything (the secrecy and search properties)
HIDDEN: tuple[str, ...] = tuple(
    e.id for e in registry.entries() if e.available and e.game_class().hidden_information
)
# the games raced on a course (their entry names a course kind)
TRACK_GAMES: tuple[str, ...] = tuple(e.id for e in registry.entries() if e.course_kind)
# the stage races (classifications after each stage)
STAGE_RACES: tuple[str, ...] = tuple(
    e.id for e in registry.entries() if e.available and e.game_class().stage_race
)
# the games with a coach and a story (their package writes coach.py)
COACHED: tuple[str, ...] = tuple(e.id for e in registry.entries() if e.coach is not None)


def table_size(game: str) -> int:
    """A table of three where the game allows it, else its nearest size: what the tests
    that play whole games sit down at."""
    entry = registry.get(game)
    return min(max(3, entry.min_players), entry.max_players)


def players_text(low: int, high: int) -> str:
    """How the start page and the CLI word a table's size, in English."""
    return f"{low} players" if low == high else f"{low} to {high} players"
