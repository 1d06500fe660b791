"""Recent and autosaved games for the start page: each one replayed, newest first.

`scan` runs off the GUI thread (`ui/shell/folder_check.py`): it reads no file the window
waits on. Every autosave is read and replayed through the file gate within its time
budget; one that does not replay (broken, illegal move, too slow) is set aside in
quarantine with its reason, so the list holds only games that replay, each with
the number of moves its replay played. A file the user saved elsewhere that no
longer replays leaves the list and stays where it is (Open says why).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from peloton_desktop import gate, paths
from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.files import remove_leftovers

MAX_LISTED = 12


@dataclass(frozen=True)
class RecentGame:
    path: Path
    game_id: str
    title: str
    players: list[str]
    actions: int  # the moves its replay played
    modified: datetime
    available: bool
    autosave: bool
    problem: str | None = None  # kept for callers; a listed game always replays now
    finished: bool = False
    # which game it is (its game, seed and start): a saved file and the autosave of
    # that game resumed are one game, listed once, at its latest position (issue 43)
    identity: tuple[str, int, str] = ("", 0, "")


@dataclass
class Scan:
    listed: list[RecentGame] = field(default_factory=list)
    set_aside: list[gate.Refused] = field(default_factory=list)
    asked: int = 0  # which of the window's requests it answers (ui/shell/folder_check.py)


# (path, mtime_ns, size) → the game as replayed: a later scan replays only what changed
_known: dict[tuple[Path, int, int], RecentGame] = {}


def scan(
    extra: list[str] | tuple[str, ...] = (),
    folders: bool = False,
    progress: Callable[[int, int], object] | None = None,
    budget: float = gate.REPLAY_BUDGET,
    data: Path | None = None,
    full: Callable[[list[RecentGame]], object] | None = None,
) -> Scan:
    """The resume list (autosaves plus the files `extra` the user saved or opened);
    `folders`: the course library and rulesets are swept too (at start); `data`: the
    user's data folder (asked by the caller's thread; `paths.data_dir()` if None);
    `full`: told the list as soon as it is full, before the older files are checked."""
    result = Scan()
    data = paths.data_dir() if data is None else data
    if folders:
        result.set_aside += gate.sweep_user_folders(data)
    candidates: dict[Path, bool] = {}
    auto = data / paths.autosave_dir().name
    if auto.is_dir():
        remove_leftovers(auto)
        for p in auto.glob("*.json"):
            candidates[p] = True
    for name in extra:
        p = Path(name)
        if p.is_file():
            candidates.setdefault(p, False)
    ordered = sorted(candidates, key=_mtime, reverse=True)
    # the games listed, newest file first (-> from an autosave, from a saved file): a
    # saved file and the autosave of that game resumed are listed once, the newest;
    # two autosaves (a file resumed twice) or two saved files stay two
    seen: dict[tuple[str, int, str], set[bool]] = {}
    for done, path in enumerate(ordered):
        if progress is not None:
            progress(done, len(ordered))
        autosave = candidates[path]
        try:
            game = _describe(path, autosave, budget)
        except BadInput as exc:
            if autosave:
                gone = gate.set_aside(path, exc)
                if gone is not None:
                    result.set_aside.append(gone)
            continue
        if (not autosave) in seen.get(game.identity, set()):
            continue  # an older copy of a game listed (the saved file it was resumed from)
        seen.setdefault(game.identity, set()).add(autosave)
        if len(result.listed) < MAX_LISTED:
            result.listed.append(game)
            if len(result.listed) == MAX_LISTED and full is not None:
                full(list(result.listed))
    if progress is not None:
        progress(len(ordered), len(ordered))
    return result


def recent_games(extra: list[str] | tuple[str, ...] = ()) -> list[RecentGame]:
    """The resume list, scanned here and now (the window scans off its thread)."""
    return scan(extra).listed


def _stamp(p: Path) -> tuple[int, int]:
    try:
        st = p.stat()
    except OSError:
        return 0, 0
    return st.st_mtime_ns, st.st_size


def _mtime(p: Path) -> float:
    return _stamp(p)[0] / 1e9


def _describe(path: Path, autosave: bool, budget: float) -> RecentGame:
    key = (path, *_stamp(path))
    known = _known.get(key)
    if known is not None and known.autosave == autosave:
        return known
    done = gate.replayed(path, budget)
    record = done.record if done is not None else gate.read_record(path)
    try:
        entry = registry.get(record.game)
        title, available = entry.title, entry.playable
    except BadInput:
        title, available = record.game, False
    finished = record.finished
    if done is not None:
        finished = done.game.is_over(done.state)
    game = RecentGame(
        path,
        record.game,
        title,
        [s.name for s in record.seats],
        len(done.record.actions) if done is not None else len(record.actions),
        datetime.fromtimestamp(key[1] / 1e9),
        available,
        autosave,
        finished=finished,
        identity=(record.game, record.seed, record.created),
    )
    _known[key] = game
    return game
