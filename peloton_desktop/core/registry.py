"""The catalogue of games: games register themselves, core names none of them.

A game is a package that declares a `GameEntry` and publishes it through the entry
point group `peloton_desktop.games` (pyproject.toml, read with `importlib.metadata`).
Listing the games imports only each game's small `__init__.py`, never an engine or
Qt: every loader on the entry imports late.

Where no distribution metadata is installed (a bare source tree on `sys.path`) the
entries are found by scanning the `peloton_desktop.games` namespace for packages
that define `ENTRY`: the same self-registration, read another way.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.late import late
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.core.ruleset import Ruleset, load_bundled_ruleset
from peloton_desktop.resources import resource_path

GROUP = "peloton_desktop.games"
GAMES_PACKAGE = "peloton_desktop.games"
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CliSheet:
    """A sheet a game prints from the command line with no game on the table:
    `peloton-desktop print --what WHAT` (docs/cli.md). `help` is the English words
    of `print --help`; `ruleset` says the sheet reads `--ruleset FILE`."""

    what: str
    help: str
    ruleset: bool = False


@dataclass(frozen=True)
class GameEntry:
    """One game of the catalogue.

    `title` is the French title, shown as is in every language. `pitch` is an
    English template marked for translation in the "Games" context. The loaders
    import late so listing the games stays cheap; a loader left None means that
    part is not in this version:

    - `engine`: the rules engine's class;
    - `table`: what the GUI needs (a `ui.game_table.GameTable`, typed there);
    - `course_kind`: a track game's course kind (a `courses.common.CourseKind`);
    - `phone`: what a seat's phone shows in words (a `phones.sheet.GamePhone`; None:
      the generic words);
    - `cli_document`: the maker of the game's command-line sheets (`cli_sheets`), a
      `(what, paper, ruleset, record) -> printing.document.Document`.
    `order` places the game on the start page (lower first). `data` is the game's own
    folder of bundled data (`ruleset.json`, `art.svg`, `courses/`, `lessons/`; None: it
    ships none): shared code finds a game's files only through it. `translations` is the
    folder of its compiled catalogues `<id>_<language>.qm` (its own words; the app's
    shared words are in the app's catalogue).
    """

    id: str
    title: str
    min_players: int
    max_players: int
    pitch: str
    data: Path | None = None
    translations: Path | None = None
    engine: Callable[[], type[AnyGame]] | None = None
    table: Callable[[], Any] | None = None
    course_kind: Callable[[], Any] | None = None
    # `print --what` sheets of its own (data, so `--help` lists them without importing)
    cli_sheets: tuple[CliSheet, ...] = ()
    cli_document: Callable[[], Any] | None = None
    order: int = 100
    phone: Callable[[], Any] | None = None
    # the coach's reasons and the story's series (a `core.coach.GameCoach`), Qt-free
    coach: Callable[[], Any] | None = None
    # the rules keep something from some players (a hand, a face-down token): the
    # secrecy tests play it at every kind of table; equal to the engine's trait (tested)
    hidden: bool = False

    @classmethod
    def of_package(
        cls,
        package: str,
        title: str,
        engine: str,
        players: tuple[int, int],
        order: int,
        cli_sheets: tuple[CliSheet, ...] = (),
        course: bool = False,
        hidden: bool = False,
        data: Path | None = None,
        translations: Path | None = None,
    ) -> GameEntry:
        """The entry of a game package laid out as docs/design.md says: its id is the
        package's name, its pitch `messages.PITCH`, its data the folder `data` (by default
        `games/<id>/` of the bundled resources, where this distribution's games keep
        theirs; a game shipped on its own passes a folder of its package), its catalogues
        in `translations` (by default the bundled compiled catalogues), its engine class
        `engine` in `rules`, its table `view.TABLE`, its phone's words `phone.PHONE`, its
        coach `coach.COACH`, (a track game) its course kind `course.KIND` and (with
        `cli_sheets`) the maker of its command-line sheets `sheets.cli_document`. The
        phone's words and the coach are optional: a package without `phone.py` gets the
        generic words, one without `coach.py` no coach."""
        game_id = package.rsplit(".", 1)[-1]

        def optional(module: str, name: str) -> Callable[[], Any] | None:
            found = importlib.util.find_spec(f"{package}.{module}") is not None
            return late(f"{package}.{module}", name) if found else None

        return cls(
            id=game_id,
            title=title,
            min_players=players[0],
            max_players=players[1],
            pitch=importlib.import_module(f"{package}.messages").PITCH,
            data=data if data is not None else resource_path("games", game_id),
            translations=translations
            if translations is not None
            else resource_path("translations"),
            engine=late(f"{package}.rules", engine),
            table=late(f"{package}.view", "TABLE"),
            course_kind=late(f"{package}.course", "KIND") if course else None,
            cli_sheets=cli_sheets,
            cli_document=late(f"{package}.sheets", "cli_document") if cli_sheets else None,
            order=order,
            phone=optional("phone", "PHONE"),
            coach=optional("coach", "COACH"),
            hidden=hidden,
        )

    @property
    def art(self) -> Path | None:
        """The start page's picture of the game (`art.svg` in its data), if it has one."""
        path = self.data / "art.svg" if self.data is not None else None
        return path if path is not None and path.is_file() else None

    def folder(self, name: str) -> Path | None:
        """A folder of the game's data (`courses`, `lessons`), None when it has none."""
        path = self.data / name if self.data is not None else None
        return path if path is not None and path.is_dir() else None

    def catalogue(self, language: str) -> Path | None:
        """The game's compiled catalogue for `language`, if it has one."""
        folder = self.translations
        path = folder / f"{self.id}_{language}.qm" if folder is not None else None
        return path if path is not None and path.is_file() else None

    def standard_ruleset(self) -> Ruleset:
        """The ruleset the game ships (its data's `ruleset.json`), engine not imported."""
        return load_bundled_ruleset(self.id, self.data)

    @property
    def available(self) -> bool:
        """The rules engine is in: the command line can play it."""
        return self.engine is not None

    @property
    def playable(self) -> bool:
        """Engine and table are in: the GUI offers it."""
        return self.engine is not None and self.table is not None

    def game_class(self) -> type[AnyGame]:
        if self.engine is None:
            raise BadInput("record.game_unavailable", game=self.id)
        return self.engine()

    def create(self, ruleset: Ruleset | None = None) -> AnyGame:
        return self.game_class()(ruleset)

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "available": self.available,
        }


_entries: dict[str, GameEntry] = {}
_discovered: list[bool] = []


def register(entry: GameEntry) -> None:
    _ensure_discovered()
    _entries[entry.id] = entry


def unregister(game_id: str) -> None:
    _entries.pop(game_id, None)


def entries() -> list[GameEntry]:
    _ensure_discovered()
    return sorted(_entries.values(), key=lambda e: (e.order, e.id))


def get(game_id: str) -> GameEntry:
    _ensure_discovered()
    try:
        return _entries[game_id]
    except KeyError:
        known = ", ".join(e.id for e in entries())
        raise BadInput("cli.unknown_game", game=game_id, known=known) from None


def load_game(game_id: str) -> AnyGame:
    return get(game_id).create()


def rediscover() -> None:
    """Forget what was found and look again (a test that installs a game)."""
    _entries.clear()
    _discovered.clear()
    _ensure_discovered()


def _ensure_discovered() -> None:
    if _discovered:
        return
    _discovered.append(True)
    found = [e for e in _from_entry_points() if isinstance(e, GameEntry)]
    if not found:
        found = [e for e in _from_namespace() if isinstance(e, GameEntry)]
    for entry in found:
        if entry.id in _entries:  # two packages claim one id: the first found stays
            _log.warning("two games have the id %s; the second is ignored", entry.id)
            continue
        _entries[entry.id] = entry


def _from_entry_points() -> list[object]:
    out: list[object] = []
    for point in metadata.entry_points(group=GROUP):
        try:
            out.append(point.load())
        except Exception:  # a broken plug-in must not stop the others
            _log.warning("game entry point %s could not be loaded", point.value, exc_info=True)
    return out


def _from_namespace() -> list[object]:
    try:
        package = importlib.import_module(GAMES_PACKAGE)
    except ImportError:
        return []
    out: list[object] = []
    for info in pkgutil.iter_modules(package.__path__, GAMES_PACKAGE + "."):
        if info.ispkg:
            entry = getattr(importlib.import_module(info.name), "ENTRY", None)
            if entry is not None:
                out.append(entry)
    return out
