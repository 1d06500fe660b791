"""Irreversible choices ask first (issue 43): Cyclistes' Abandon asks, Cancel plays
nothing, "Don't ask again" turns the setting off and it is saved; the setting is in
the settings dialog."""

from __future__ import annotations

from dialogs import answer_dialog
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.settings import Settings
from peloton_desktop.ui.dialogs import confirm
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "cyclistes"


def _page_at_an_abandon(qtbot) -> GamePage:  # type: ignore[no-untyped-def]
    game = registry.load_game(GAME)
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    session = GameSession.new(GAME, game.default_setup(2), 4, seats)
    bots = {s: make_bot(game, "heuristic", s) for s in (0, 1)}
    for _ in range(3000):
        if session.to_move() == (0,) and ("abandon",) in session.legal_actions(0):
            break
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
    else:
        raise AssertionError("no abandon offered")
    page = GamePage(session, registry.get(GAME), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    return page


def _abandon_button(page: GamePage):  # type: ignore[no-untyped-def]
    return next(b for b in page.view.panel.buttons() if b.objectName() == "abandon")


def test_abandon_asks_and_dont_ask_again_is_saved(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    settings = Settings()
    saved: list[bool] = []
    confirm.follow(lambda: settings, lambda: saved.append(settings.confirm_irreversible))
    try:
        page = _page_at_an_abandon(qtbot)
        moves = len(page.session.record.actions)
        asked: list[str] = []

        def cancel(box: QWidget) -> None:
            assert isinstance(box, QMessageBox)
            asked.append(box.text())
            box.button(QMessageBox.StandardButton.Cancel).click()

        answer_dialog(cancel)
        qtbot.mouseClick(_abandon_button(page), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(asked))
        assert "cannot be undone" in asked[0]
        assert len(page.session.record.actions) == moves  # nothing played

        def yes_and_never_again(box: QWidget) -> None:
            box.findChild(QCheckBox, "dontAskAgain").setChecked(True)
            box.findChild(QWidget, "confirmYes").click()

        answer_dialog(yes_and_never_again)
        with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
            qtbot.mouseClick(_abandon_button(page), Qt.MouseButton.LeftButton)
        assert tuple(page.session.record.actions[moves].action) == ("abandon",)
        assert settings.confirm_irreversible is False and saved == [False]
        assert confirm.confirmed(None, "?", "Go")  # no longer asks
    finally:
        confirm.follow(Settings, lambda: None)


def test_the_setting_is_in_the_settings_dialog(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(confirm_irreversible=False))
    qtbot.addWidget(dialog)
    box = dialog.findChild(QCheckBox, "confirmIrreversible")
    assert not box.isChecked() and "cannot be taken back" in box.text()
    box.setChecked(True)
    assert dialog.result_settings().confirm_irreversible is True


def test_a_joker_asks_first(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    """Tape l'étape: a Puncture, played once and seen by all, asks; Cancel plays
    nothing, the joker's own button plays it."""
    from test_tle_gui import _page

    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo"), SeatInfo(name="Robot", kind="bot")]
    page = _page(qtbot, seats, seed=3, handover=False)  # Ana chooses the stage
    session = page.session

    def buttons() -> dict[str, QWidget]:
        return {b.objectName(): b for b in page.view.panel.buttons() if b.isVisible()}

    asked: list[str] = []

    def cancel(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.Cancel).click()

    qtbot.mouseClick(buttons()["puncture_by_1"], Qt.MouseButton.LeftButton)
    answer_dialog(cancel)
    qtbot.mouseClick(buttons()["target_0"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(asked))
    assert "Puncture on Ana" in asked[0] and "cannot be taken back" in asked[0]
    assert session.record.actions == []  # nothing played; the target is asked again
    answer_dialog(lambda box: box.findChild(QWidget, "confirmYes").click())
    with qtbot.waitSignal(session.stateChanged, timeout=5000):
        qtbot.mouseClick(buttons()["target_0"], Qt.MouseButton.LeftButton)
    assert session.record.actions[-1].action == ["puncture", 0]
