"""The catalogue of games: cheap to list (no engine import), lazy to load."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.protocol import Game


@dataclass(frozen=True)
class GameEntry:
    """One game of the catalogue.

    `title` is the French title, shown as is in every language. `pitch` is an
    English template marked for translation in the "Games" context. `engine` and
    `view` are "module:attribute" paths, None while the game is not in this version.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    pitch: str
    art: str
    engine: str | None = None
    view: str | None = None

    @property
    def available(self) -> bool:
        """The rules engine is in: the command line can play it."""
        return self.engine is not None

    @property
    def playable(self) -> bool:
        """Engine and table are in: the GUI offers it."""
        return self.engine is not None and self.view is not None

    def game_class(self) -> type[Game]:
        if self.engine is None:
            raise BadInput("record.game_unavailable", game=self.id)
        return _load(self.engine)

    def create(self, ruleset=None) -> Game:  # type: ignore[no-untyped-def]
        return self.game_class()(ruleset)

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "available": self.available,
        }


def _load(path: str):  # type: ignore[no-untyped-def]
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


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
