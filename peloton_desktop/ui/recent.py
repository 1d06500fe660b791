"""Recent and autosaved games for the start page: read safely, newest first."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from peloton_desktop import paths
from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.records import load_record

MAX_LISTED = 12


@dataclass(frozen=True)
class RecentGame:
    path: Path
    game_id: str
    title: str
    players: list[str]
    actions: int
    modified: datetime
    available: bool
    autosave: bool
    problem: str | None = None  # message text (English) when the file is broken
    finished: bool = False


def recent_games(extra: list[str] | tuple[str, ...] = ()) -> list[RecentGame]:
    """Autosaves plus files the user saved or opened recently."""
    candidates: dict[Path, bool] = {}
    auto = paths.autosave_dir()
    if auto.is_dir():
        for p in auto.glob("*.json"):
            candidates[p] = True
    for name in extra:
        p = Path(name)
        if p.is_file():
            candidates.setdefault(p, False)
    by_time = sorted(candidates, key=_mtime, reverse=True)[:MAX_LISTED]
    return [_describe(p, candidates[p]) for p in by_time]


def _mtime(p: Path) -> float:
    try:
        return p.stat().st_mtime
    except OSError:
        return 0.0


def _describe(path: Path, autosave: bool) -> RecentGame:
    modified = datetime.fromtimestamp(_mtime(path))
    try:
        record = load_record(path)
    except BadInput as exc:
        return RecentGame(path, "", path.name, [], 0, modified, False, autosave, str(exc))
    try:
        entry = registry.get(record.game)
        title, available = entry.title, entry.playable
    except BadInput:
        title, available = record.game, False
    return RecentGame(
        path,
        record.game,
        title,
        [s.name for s in record.seats],
        len(record.actions),
        modified,
        available,
        autosave,
        finished=record.finished,
    )
