"""Issue 43: opening a saved file does not add a second resume-list entry for the
same game. The saved file and the autosave of that game resumed are one game (its
game, seed and start), listed once at its latest position; two games stay two."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from peloton_desktop.core import registry
from peloton_desktop.core.bots import RandomBot
from peloton_desktop.core.play import play_bots
from peloton_desktop.core.records import SeatInfo, save_record
from peloton_desktop.ui.shell.recent import recent_games
from peloton_desktop.ui.table.session import GameSession


def _saved(tmp_path: Path, seed: int) -> Path:
    game = registry.get("coup_de_bordure").create()
    record = play_bots(game, game.default_setup(2), seed, {0: RandomBot(1), 1: RandomBot(2)}).record
    record.seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    record.actions = record.actions[: len(record.actions) // 2]
    path = tmp_path / f"saved-{seed}.json"
    save_record(record, path)
    return path


def test_a_saved_game_resumed_is_listed_once(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    saved, other = _saved(tmp_path, 4), _saved(tmp_path, 5)
    session = GameSession.load(saved)
    seat = session.to_move()[0]
    assert session.play(seat, session.legal_actions(seat)[0])
    QApplication.processEvents()  # the table is idle: its autosave is written
    listed = recent_games([str(saved), str(other)])
    mine = [g for g in listed if g.path in (saved, session.autosave_path)]
    assert [g.path for g in mine] == [session.autosave_path]  # the latest position only
    assert mine[0].actions == len(session.record.actions)
    assert other in [g.path for g in listed]  # another game stays listed
    session.close()


def test_saved_again_it_is_still_listed_once(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Saved over its file after a move: the file is the newest, the autosave goes."""
    import os

    saved = _saved(tmp_path, 4)
    session = GameSession.load(saved)
    seat = session.to_move()[0]
    assert session.play(seat, session.legal_actions(seat)[0])
    QApplication.processEvents()  # its autosave is written
    assert session.save_as(saved)
    auto = session.autosave_path
    assert auto is not None
    os.utime(auto, (1000, 1000))  # older than the file saved just now
    listed = [g.path for g in recent_games([str(saved)])]
    assert saved in listed and auto not in listed
    session.close()
