"""The seam a sixth game plugs into: an entry point in the `peloton_desktop.games`
group, and nothing else. The test game (tests/dice_race.py) is installed here the way
a separate distribution would be (a *.dist-info folder on sys.path with its
entry_points.txt), then listed, played, saved, replayed and shown: no shared package
knows its name. docs/design.md's "Adding a game" checklist follows the same steps."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from dialogs import listed
from games import GAMES
from PySide6.QtCore import Qt

from peloton_desktop.cli import main
from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.session import GameSession

ROOT = Path(__file__).resolve().parent.parent


def install_distribution(folder: Path) -> None:
    info = folder / "peloton_sixth_game-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: peloton-sixth-game\nVersion: 1.0\n"
    )
    (info / "entry_points.txt").write_text("[peloton_desktop.games]\ndice_race = dice_race:ENTRY\n")


@pytest.fixture
def sixth_game(tmp_path: Path) -> Iterator[str]:
    site = tmp_path / "site"
    install_distribution(site)
    sys.path.insert(0, str(site))
    registry.rediscover()
    try:
        yield "dice_race"
    finally:
        sys.path.remove(str(site))
        registry.rediscover()


def test_an_installed_game_is_found_by_its_entry_point(sixth_game: str, capsys) -> None:
    ids = [e.id for e in registry.entries()]
    assert ids[:-1] == list(GAMES)  # the bundled games, as before it was installed
    assert ids[-1] == sixth_game  # listed after the bundled games (its order)
    assert main(["games", "--json"]) == 0
    listed = {g["id"]: g for g in json.loads(capsys.readouterr().out)}
    assert listed[sixth_game]["available"] is True


def test_it_plays_saves_and_replays_from_the_command_line(
    sixth_game: str, tmp_path: Path, capsys
) -> None:
    args = ["simulate", sixth_game, "--players", "3", "--seed", "5", "--games", "2"]
    assert main([*args, "--record-dir", str(tmp_path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    for line in lines:
        assert main(["replay", line["record"], "--json"]) == 0
        replayed = json.loads(capsys.readouterr().out)
        assert (replayed["game"], replayed["ranking"]) == (sixth_game, line["ranking"])
        assert main(["validate", line["record"]]) == 0
        assert capsys.readouterr().out.startswith("valid record")


def test_it_is_offered_played_and_resumed_in_the_window(qtbot, english, sixth_game: str) -> None:
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.show()
    card = window.start.cards[-1]
    assert card.entry.id == sixth_game and card.play.isVisible()
    session = GameSession.new(
        sixth_game, {"players": 2}, 3, [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    )
    session.play(0, ("effort", 2))
    listed(qtbot, window.start)
    window.start.recent.setCurrentRow(0)
    qtbot.mouseClick(window.start.resume, Qt.MouseButton.LeftButton)
    assert window.page is not None and window.page.entry.id == sixth_game
    assert window.page.session.record.actions[0].action == ["effort", 2]
    assert window.page.title.text() == "Dice race (test)"
    window.leave_game()


def test_without_the_entry_point_the_game_is_unknown(sixth_game: str) -> None:
    assert sixth_game in [e.id for e in registry.entries()]
    registry.unregister(sixth_game)
    with pytest.raises(Exception, match="dice_race"):
        registry.get(sixth_game)


def test_listing_the_games_loads_no_engine_and_no_qt() -> None:
    script = (
        "import sys\n"
        "from peloton_desktop.core import registry\n"
        "ids = [e.id for e in registry.entries()]\n"
        "assert len(ids) >= 5, ids\n"
        "loaded = [m for m in sys.modules if m.endswith(('.rules', '.view')) or"
        " '.rules.' in m or '.view.' in m or m.startswith('PySide6')]\n"
        "print(loaded)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
