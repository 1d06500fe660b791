"""The window never waits on the disk, and the resume list holds only games that
replay (issue 41): the saved games are read and replayed off the GUI thread, each
within its time budget; one that does not replay is set aside with its reason."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop import paths
from peloton_desktop.core import files
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.main_window import MainWindow

DATA = Path(__file__).resolve().parent / "data" / "records"
MEGABYTE = 1_000_000


def _sound() -> dict[str, Any]:
    return json.loads((DATA / "cdb_2p_heuristic.json").read_text(encoding="utf-8"))


def _hostile() -> dict[str, str]:
    """1 MB autosaves of the shapes that froze the window, and records that read but
    do not replay."""
    head = '{"format": "peloton-desktop/record", "title": "'
    out = {
        "quotes.json": head + '\\"' * (MEGABYTE // 2),
        "strings.json": head[:-1] + "[" + '"",' * (MEGABYTE // 3) + '""]}',
    }
    illegal = _sound()
    illegal["actions"][len(illegal["actions"]) // 2]["action"] = {"bogus": 1}
    out["illegal_middle.json"] = json.dumps(illegal)
    many = _sound()
    many["actions"] = many["actions"] * (42000 // len(many["actions"]))
    out["many_moves.json"] = json.dumps(many)
    return out


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    return window


def _listed(window: MainWindow) -> list[str]:
    return [window.start.recent.item(i).text() for i in range(window.start.recent.count())]


def test_hostile_autosaves_are_read_off_the_gui_thread_and_set_aside(
    qtbot, english, monkeypatch
) -> None:
    auto = paths.autosave_dir()
    auto.mkdir(parents=True)
    for name, text in _hostile().items():
        (auto / name).write_text(text, encoding="utf-8")
    sound = _sound()
    (auto / "sound.json").write_text(json.dumps(sound), encoding="utf-8")
    on_gui_thread: list[str] = []
    read = files.read_bounded

    def watched(path, limit):  # type: ignore[no-untyped-def]
        if Path(path).parent == auto and threading.current_thread() is threading.main_thread():
            on_gui_thread.append(Path(path).name)
        return read(path, limit)

    monkeypatch.setattr(files, "read_bounded", watched)
    monkeypatch.setattr("peloton_desktop.gate.read_bounded", watched)
    said: list[str] = []
    monkeypatch.setattr(MainWindow, "warn", lambda self, text: said.append(text))
    window = _window(qtbot)
    window.show()
    # the window is up and says it is checking before any saved game is read
    with qtbot.waitSignal(window.firstPaint, timeout=10000):
        pass
    assert window.start.checking.text().startswith("Checking the saved games…")
    with qtbot.waitSignal(window.foldersChecked, timeout=60000):
        pass
    assert on_gui_thread == []
    assert not window.start.checking.isVisible()
    for name in _hostile():
        assert (auto / "quarantine" / name).exists(), name
        assert not (auto / name).exists()
    assert len(said) == 1
    for name in ("quotes.json", "strings.json", "illegal_middle.json", "many_moves.json"):
        assert name in said[0], said[0]
    assert '{"bogus":1}' in said[0]
    listed = _listed(window)
    moves = len(sound["actions"])
    assert len(listed) == 1 and f"· {moves} moves\n" in listed[0], listed


def test_a_saved_game_too_slow_to_replay_is_set_aside(qtbot, english, monkeypatch) -> None:
    auto = paths.autosave_dir()
    auto.mkdir(parents=True)
    (auto / "slow.json").write_text(json.dumps(_sound()), encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(MainWindow, "warn", lambda self, text: said.append(text))
    monkeypatch.setattr("peloton_desktop.gate.REPLAY_BUDGET", -1.0)  # every replay too slow
    monkeypatch.setattr("peloton_desktop.ui.shell.folder_check.gate.REPLAY_BUDGET", -1.0)
    window = _window(qtbot)
    with qtbot.waitSignal(window.foldersChecked, timeout=30000):
        pass
    assert (auto / "quarantine" / "slow.json").exists()
    assert len(said) == 1 and "slow.json" in said[0] and "seconds" in said[0], said
    assert _listed(window) == []


@pytest.mark.parametrize("where", ["autosave", "saved"])
def test_the_move_count_is_the_replayed_one(qtbot, english, tmp_path: Path, where: str) -> None:
    """A file that claims to be finished but is not, listed by what its replay shows;
    a saved file elsewhere that does not replay leaves the list and stays put."""
    data = _sound()
    data["actions"] = data["actions"][:5]
    data["finished"] = True
    folder = paths.autosave_dir() if where == "autosave" else tmp_path / "mine"
    folder.mkdir(parents=True)
    good = folder / "short.json"
    good.write_text(json.dumps(data), encoding="utf-8")
    broken = tmp_path / "broken.json"
    bad = _sound()
    bad["actions"][2]["action"] = {"bogus": 1}
    broken.write_text(json.dumps(bad), encoding="utf-8")
    settings = Settings(
        language="en", recent_files=[str(broken)] + [str(good)] * (where != "autosave")
    )
    window = MainWindow(settings)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.foldersChecked, timeout=30000):
        pass
    listed = _listed(window)
    assert len(listed) == 1 and "· 5 moves" in listed[0], listed
    assert "Finished" not in listed[0]
    assert broken.exists()


def test_the_list_is_shown_as_soon_as_it_is_full(user_home: Path) -> None:
    """Twelve games replayed: the start page lists them while older files are checked."""
    import os

    from peloton_desktop.ui.shell.recent import MAX_LISTED, scan

    auto = paths.autosave_dir()
    auto.mkdir(parents=True)
    text = json.dumps(_sound())
    for i in range(MAX_LISTED + 3):
        path = auto / f"g{i:02d}.json"
        path.write_text(text, encoding="utf-8")
        os.utime(path, (1000 + i, 1000 + i))  # g14 the newest
    (auto / "old_broken.json").write_text("{", encoding="utf-8")
    os.utime(auto / "old_broken.json", (10, 10))
    events: list[str] = []
    result = scan(
        progress=lambda done, total: events.append(f"{done}/{total}"),
        full=lambda listed: events.append(f"full {len(listed)} {listed[0].path.name}"),
    )
    total = MAX_LISTED + 4
    assert events.index(f"full {MAX_LISTED} g14.json") < events.index(f"{total}/{total}")
    assert [g.path.name for g in result.listed][:2] == ["g14.json", "g13.json"]
    assert [why.key for _p, why in result.set_aside] == ["file.not_json"]
