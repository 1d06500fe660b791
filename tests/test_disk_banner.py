"""A full disk says so once (issue 41): a banner that stays while the autosave fails
and goes when it works again; no box after every move, nothing lost."""

from __future__ import annotations

import errno
import os
import types

from PySide6.QtWidgets import QApplication

from peloton_desktop.core import files
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.session import GameSession


def _full(*_args: object, **_kwargs: object) -> tuple[int, str]:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_full_disk_is_one_banner_while_it_lasts(qtbot, english, dice_race, monkeypatch) -> None:
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.show()
    said: list[str] = []
    window.warn = said.append  # type: ignore[method-assign]
    session = GameSession.new(dice_race, {"players": 2}, 3, [SeatInfo(name="A"), SeatInfo()])
    window.show_session(session)
    assert not window.disk.isVisible()
    monkeypatch.setattr(files, "tempfile", types.SimpleNamespace(mkstemp=_full))
    played = 0
    for _ in range(3):
        seat = session.to_move()[0]
        assert session.play(seat, session.legal_actions(seat)[0])
        played += 1
    QApplication.processEvents()  # the table is idle: the autosave is tried
    assert said == []  # no box
    assert window.disk.isVisible()
    text = window.disk.label.text()
    assert "cannot be saved" in text and os.strerror(errno.ENOSPC) in text
    assert session.autosave_path.name in text
    monkeypatch.undo()  # room on the disk again
    seat = session.to_move()[0]
    assert session.play(seat, session.legal_actions(seat)[0])
    played += 1
    QApplication.processEvents()
    assert not window.disk.isVisible()
    saved = files.read_json_file(session.autosave_path)
    assert len(saved["actions"]) == played  # every move is in the autosave
    assert said == []


def test_the_banner_goes_with_the_game(qtbot, english, dice_race, monkeypatch) -> None:
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(files, "tempfile", types.SimpleNamespace(mkstemp=_full))
    session = GameSession.new(dice_race, {"players": 2}, 3, [SeatInfo(name="A"), SeatInfo()])
    window.show_session(session)  # its first autosave already failed: said at once
    assert window.disk.isVisible()
    window.leave_game()
    assert not window.disk.isVisible()
