"""The catalogue of games: cheap to list (no engine import), lazy to load."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.protocol import Game
from peloton_desktop.core.ruleset import Ruleset

if TYPE_CHECKING:  # the GUI side, never imported here
    from peloton_desktop.ui.game_table import GameTable


@dataclass(frozen=True)
class GameEntry:
    """One game of the catalogue.

    `title` is the French title, shown as is in every language. `pitch` is an
    English template marked for translation in the "Games" context. `engine` loads
    the rules engine's class and `table` what the GUI needs (a `ui.game_table.
    GameTable`); both import late so listing the games stays cheap, and both are None
    while the game is not in this version.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    pitch: str
    art: str
    engine: Callable[[], type[Game]] | None = None
    table: Callable[[], GameTable] | None = None

    @property
    def available(self) -> bool:
        """The rules engine is in: the command line can play it."""
        return self.engine is not None

    @property
    def playable(self) -> bool:
        """Engine and table are in: the GUI offers it."""
        return self.engine is not None and self.table is not None

    def game_class(self) -> type[Game]:
        if self.engine is None:
            raise BadInput("record.game_unavailable", game=self.id)
        return self.engine()

    def create(self, ruleset: Ruleset | None = None) -> Game:
        return self.game_class()(ruleset)

    def gui(self) -> GameTable:
        if self.table is None:
            raise BadInput("record.game_unavailable", game=self.id)
        return self.table()

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "available": self.available,
        }


_entries: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    _ensure_catalogue()
    _entries[entry.id] = entry


def unregister(game_id: str) -> None:
    _entries.pop(game_id, None)


def entries() -> list[GameEntry]:
    _ensure_catalogue()
    return list(_entries.values())


def get(game_id: str) -> GameEntry:
    _ensure_catalogue()
    try:
        return _entries[game_id]
    except KeyError:
        known = ", ".join(_entries)
        raise BadInput("cli.unknown_game", game=game_id, known=known) from None


def load_game(game_id: str) -> Game:
    return get(game_id).create()


def _ensure_catalogue() -> None:
    if not _loaded:  # imported late: games/ imports this module
        _loaded.append(True)
        from peloton_desktop.games import CATALOGUE

        for entry in CATALOGUE:
            _entries.setdefault(entry.id, entry)


_loaded: list[bool] = []
