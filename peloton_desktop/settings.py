"""The user's preferences, as a JSON file in the config directory."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from peloton_desktop import colours, paths
from peloton_desktop.core.errors import FileProblem
from peloton_desktop.core.files import read_json_file, write_json_atomic

log = logging.getLogger(__name__)

# Okabe–Ito palette: distinguishable with the common colour-vision deficiencies.
# Every piece also carries a letter or shape, so colour is never the only cue.
PLAYER_COLOURS: tuple[str, ...] = colours.SEAT_COLOURS
MAX_SEATS = 6
Language = Literal["fr", "en"]
Appearance = Literal["system", "light", "dark", "contrast"]
Paper = Literal["a4", "letter", "a3"]
PAPERS: tuple[Paper, ...] = ("a4", "letter", "a3")


def _default_players() -> list[PlayerPreset]:
    return [PlayerPreset(name="", colour=PLAYER_COLOURS[i]) for i in range(MAX_SEATS)]


class PlayerPreset(BaseModel):
    model_config = ConfigDict(extra="ignore")

    name: str = Field(default="", max_length=40)
    colour: str = Field(default=PLAYER_COLOURS[0], pattern=r"^#[0-9A-Fa-f]{6}$")


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    version: int = 1
    language: Language | None = None  # None: follow the system locale
    players: list[PlayerPreset] = Field(default_factory=_default_players)
    animation_speed: float = Field(default=1.0, ge=0.0, le=4.0)  # 0 = no animation
    handover_screen: bool = True
    confirm_irreversible: bool = True  # an abandon, leaving a game: asked first
    play_forced: bool = True  # a human's only move, revealing nothing, played for them
    appearance: Appearance = "system"  # light, dark or high-contrast tables and windows
    text_size: int = Field(default=100, ge=100, le=200)  # per cent: widgets and table words
    recent_files: list[str] = Field(default_factory=list, max_length=20)
    pdf_paper: Paper | None = None  # None: the locale's
    pdf_landscape: bool | None = None  # a course sheet's; None: as suits the course
    coach: dict[str, bool] = Field(default_factory=dict, max_length=64)  # game id -> hints on

    @field_validator("players")
    @classmethod
    def _six_players(cls, players: list[PlayerPreset]) -> list[PlayerPreset]:
        players = list(players[:MAX_SEATS])
        while len(players) < MAX_SEATS:
            players.append(PlayerPreset(colour=PLAYER_COLOURS[len(players)]))
        return players

    def add_recent(self, path: str) -> None:
        recent = [p for p in self.recent_files if p != path]
        self.recent_files = [path, *recent][:10]


def load_settings() -> Settings:
    """The saved settings; defaults if there are none or they are broken (logged)."""
    path = paths.settings_file()
    if not path.exists():
        return Settings()
    try:
        return Settings.model_validate(read_json_file(path, limit=1024 * 1024))
    except (FileProblem, ValidationError) as exc:
        # Keep the broken file for the user (nothing is lost), start from defaults.
        backup = path.with_name(f"settings.broken-{int(time.time())}.json")
        log.warning("broken settings file %s (%s), kept as %s", path, exc, backup)
        with contextlib.suppress(OSError):
            path.replace(backup)
        return Settings()


def save_settings(settings: Settings, base: Settings | None = None) -> Settings:
    """Write the settings atomically, under a lock. With `base` (what this window
    loaded or last wrote), only the values this window changed since are written over
    what is on disk now, so another window's changes are kept; recent files are merged.
    Returns what was written (the window's next `base`)."""
    path = paths.settings_file()
    with _locked(path):
        if base is None:
            merged = settings
        else:
            now, before = settings.model_dump(), base.model_dump()
            changed = {k: v for k, v in now.items() if v != before[k]}
            disk = _read_quietly(path)
            if "recent_files" in changed:
                mine = [f for f in settings.recent_files if f not in base.recent_files]
                kept = [f for f in disk.recent_files if f not in mine]
                changed["recent_files"] = (mine + kept)[:10]
            merged = Settings.model_validate(disk.model_dump() | changed)
        write_json_atomic(path, merged.model_dump(mode="json"))
    return merged


def _read_quietly(path: Path) -> Settings:
    try:
        return Settings.model_validate(read_json_file(path, limit=1024 * 1024))
    except (FileProblem, ValidationError):
        return Settings()


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """An advisory lock beside the settings (two windows write one at a time)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = path.with_name(path.name + ".lock")
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        yield  # a read-only profile: the write will say so
        return
    try:
        _lock(fd)
        yield
    finally:
        _unlock(fd)
        os.close(fd)


# sys.platform, not os.name: mypy checks each branch against its own platform's stubs
def _lock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX)


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)
