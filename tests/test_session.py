"""GameSession: records, autosave, undo limits, bots off the GUI thread."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from peloton_desktop import paths
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.records import SeatInfo, load_record
from peloton_desktop.ui.table import session as session_module
from peloton_desktop.ui.table.session import GameSession

HUMANS = [SeatInfo(name="Ana", kind="human"), SeatInfo(name="Bo", kind="human")]
VS_BOT = [SeatInfo(name="Ana", kind="human"), SeatInfo(name="Bot", kind="bot", bot="random")]


def test_every_action_is_autosaved(qtbot, dice_race: str) -> None:
    session = GameSession.new(dice_race, {"players": 2}, 7, HUMANS)
    assert session.autosave_path is not None
    assert session.autosave_path.parent == paths.autosave_dir()
    assert session.play(0, ("effort", 2))
    QApplication.processEvents()  # the table is idle again: the move is written
    assert load_record(session.autosave_path).actions[0].action == ["effort", 2]


def test_a_burst_of_moves_is_one_write_and_closing_writes_it(qtbot, dice_race, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session = GameSession.new(dice_race, {"players": 2}, 7, HUMANS)
    written: list[int] = []
    real = session_module.save_record
    monkeypatch.setattr(
        session_module, "save_record", lambda r, p: (written.append(len(r.actions)), real(r, p))
    )
    assert session.play(0, ("effort", 2)) and session.play(1, ("effort", 1))
    assert written == []  # still busy (a bot's answer, forced moves): nothing written yet
    QApplication.processEvents()
    assert written == [2]
    assert session.play(0, ("effort", 3))
    session.close()  # the window closes before the table was idle: the move is kept
    assert written == [2, 3]
    assert len(load_record(session.autosave_path).actions) == 3


def test_undo_takes_back_a_secret_choice_but_never_a_reveal(qtbot, dice_race: str) -> None:
    session = GameSession.new(dice_race, {"players": 2}, 7, HUMANS)
    assert not session.can_undo()
    session.play(0, ("effort", 3))
    assert session.can_undo()
    with qtbot.waitSignal(session.stateChanged):
        assert session.undo()
    assert session.record.actions == [] and session.observe(0)["pending"] == [None, None]
    session.play(0, ("effort", 3))
    session.play(1, ("effort", 1))  # completes the round: reveal and dice
    assert not session.can_undo() and not session.undo()
    session.play(0, ("effort", 1))
    assert session.can_undo()
    session.undo()
    assert len(session.record.actions) == 2


def test_illegal_action_is_refused_with_a_message(qtbot, dice_race: str, english) -> None:
    session = GameSession.new(dice_race, {"players": 2}, 7, HUMANS)
    with qtbot.waitSignal(session.failed) as blocker:
        assert not session.play(0, ("effort", 9))
    assert blocker.args == ["This action is not allowed now."]
    assert session.record.actions == []


def test_bot_answers_through_a_signal(qtbot, dice_race: str) -> None:
    session = GameSession.new(dice_race, {"players": 2}, 7, VS_BOT)
    session.schedule_bots()  # the bot chooses its secret effort at once
    with qtbot.waitSignal(session.eventsApplied, timeout=5000) as blocker:
        pass
    assert blocker.args[0] == 1
    assert session.to_move() == (0,)


def test_bots_play_a_whole_game(qtbot, dice_race: str) -> None:
    bots = [SeatInfo(name=f"B{i}", kind="bot", bot="random") for i in range(3)]
    session = GameSession.new(dice_race, {"players": 3}, 99, bots)
    with qtbot.waitSignal(session.gameOver, timeout=20_000):
        session.schedule_bots()
    assert session.is_over() and session.result() is not None


def test_undo_drops_a_stale_bot_answer(qtbot, dice_race: str) -> None:
    seats = [
        SeatInfo(name="Ana", kind="human"),
        SeatInfo(name="Bo", kind="human"),
        SeatInfo(name="Bot", kind="bot", bot="random"),
    ]
    session = GameSession.new(dice_race, {"players": 3}, 5, seats)
    session.play(0, ("effort", 1))
    with qtbot.waitSignal(session.eventsApplied, timeout=5000):
        pass  # the bot chose after Ana
    session.undo()  # takes back Ana's choice and the bot's after it
    assert session.record.actions == []


def test_resume_from_autosave(qtbot, dice_race: str) -> None:
    session = GameSession.new(dice_race, {"players": 2}, 7, HUMANS)
    session.play(0, ("effort", 2))
    session.play(1, ("effort", 2))
    QApplication.processEvents()  # written once the table is idle
    resumed = GameSession.load(session.autosave_path)
    assert resumed.observe(None) == session.observe(None)
    assert resumed.autosave_path == session.autosave_path
    assert not resumed.can_undo()


def test_loading_a_broken_file_raises_bad_input(qtbot, tmp_path: Path) -> None:
    bad = tmp_path / "x.json"
    bad.write_text("{")
    with pytest.raises(BadInput):
        GameSession.load(bad)


def test_a_stale_bot_answer_is_dropped_quietly(qtbot, dice_race: str) -> None:
    session = GameSession.new(dice_race, {"players": 2}, 7, VS_BOT)
    failures: list[str] = []
    session.failed.connect(failures.append)
    session._thinking.add(1)
    session.play(1, ("effort", 1))  # the table moves on while the bot "thinks"
    session._bot_decided(session._generation, 1, ("effort", 2), False)
    assert failures == [] and len(session.record.actions) == 1


def test_a_game_without_its_table_is_not_offered(qtbot, dice_race: str) -> None:
    from dataclasses import replace

    from peloton_desktop.core import registry

    session = GameSession.new(dice_race, {"players": 2}, 7, HUMANS)
    registry.register(replace(registry.get(dice_race), table=None))
    entry = registry.get(dice_race)
    assert entry.available and not entry.playable
    with pytest.raises(BadInput) as err:
        GameSession.load(session.autosave_path)
    assert err.value.key == "record.game_unavailable"
