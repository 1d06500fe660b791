"""Issue 43: a human whose only legal action reveals nothing has it played for them,
with a log line; the record keeps the action. Tape l'étape's pass with nothing to
lay is one; a die to roll (Cyclistes) is never played for anyone; the setting turns
it off and a lesson never has it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.settings import Settings
from peloton_desktop.ui.table.forced import ForcedMoves, attach_forced, forced_action
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

LINE = "had a single possible move: it was played for them."


def _table(qtbot, game_id: str, monkeypatch, seed: int = 5) -> tuple[GamePage, GameSession]:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(GameSession, "schedule_bots", lambda _self: None)
    game = registry.load_game(game_id)
    seats = [SeatInfo(name=n) for n in ("Ana", "Bo", "Cy")]
    session = GameSession.new(game_id, game.default_setup(3), seed, seats)
    page = GamePage(session, registry.get(game_id), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    return page, session


def test_a_pass_with_nothing_to_lay_is_played_for_the_player(qtbot, monkeypatch, english) -> None:  # type: ignore[no-untyped-def]
    page, session = _table(qtbot, "tape_l_etape", monkeypatch, seed=4)  # two such passes
    forced = ForcedMoves(session, page)
    game = session.game
    bots = {s: make_bot(game, "heuristic", s) for s in range(3)}
    chosen = 0
    while not session.is_over() and chosen < 400:
        qtbot.wait(1)  # the queued forced move, if any, is played
        if session.is_over():
            break
        if session.held:
            session.hold(False)
            continue
        seat = session.humans_to_move()[0]
        if forced_action(session, seat) is not None:
            qtbot.waitUntil(lambda s=seat: forced_action(session, s) is None)
            continue
        session.play(seat, decide(game, session.state, seat, bots[seat]))
        chosen += 1
    assert forced.played > 0
    assert len(session.record.actions) == chosen + forced.played  # recorded as any move
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    said = [line for line in lines if line.endswith(LINE)]
    assert len(said) == forced.played
    assert all(line.split(" had")[0] in ("Ana", "Bo", "Cy") for line in said)


def test_a_die_to_roll_is_never_played_for_anyone(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _page, session = _table(qtbot, "cyclistes", monkeypatch)
    game = session.game
    bots = {s: make_bot(game, "heuristic", s) for s in range(3)}
    rolls = 0
    while not session.is_over() and rolls < 5:
        seat = session.to_move()[0]
        legal = session.legal_actions(seat)
        if legal == [("roll",)]:
            rolls += 1
            assert forced_action(session, seat) is None  # the dice reveal
        session.play(seat, decide(game, session.state, seat, bots[seat]))
    assert rolls > 0


def test_the_setting_turns_it_off(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    page, _session = _table(qtbot, "tape_l_etape", monkeypatch)
    assert attach_forced(page, Settings(play_forced=False).play_forced) is None
    assert isinstance(attach_forced(page, Settings().play_forced), ForcedMoves)


def test_the_setting_is_in_the_settings_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.forced.isChecked()
    qtbot.mouseClick(dialog.forced, Qt.MouseButton.LeftButton)
    assert dialog.result_settings().play_forced is False
