"""The game page through its real widgets, with the test game and its tiny view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

TWO_HUMANS = [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]


def _page(qtbot, game_id: str, seats: list[SeatInfo], handover: bool = True) -> GamePage:
    session = GameSession.new(game_id, {"players": len(seats)}, 21, seats)
    page = GamePage(session, registry.get(game_id), handover_enabled=handover)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    session.schedule_bots()
    return page


def _click_effort(qtbot, page: GamePage, effort: int) -> None:
    button = page.view.findChild(QPushButton, f"effort{effort}")
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_hot_seat_hides_the_first_choice_behind_a_hand_over(qtbot, dice_race, english) -> None:
    page = _page(qtbot, dice_race, TWO_HUMANS)
    # Nobody holds the laptop yet: Ana's table waits behind the hand-over.
    assert page.stack.currentWidget() is page.handover and page.viewer is None
    assert page.handover.message.text() == "Pass to Ana"
    assert not page.undo_button.isEnabled()
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is page.view and page.viewer == 0
    assert page.status.text() == "Ana, your move."
    _click_effort(qtbot, page, 3)
    # Bo must not see Ana's secret effort: the table is hidden until Bo is ready.
    assert page.stack.currentWidget() is page.handover
    assert page.handover.message.text() == "Pass to Bo"
    assert page.status.text() == "Waiting for Bo."
    # Undo never crosses a hand-over: Bo cannot take back Ana's choice
    assert not page.undo_button.isEnabled()
    assert page.undo_button.toolTip() == "Undo: take the laptop first"
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert not page.undo_button.isEnabled()
    assert page.undo_button.toolTip() == "Undo: none of your moves since you took the laptop"
    assert page.stack.currentWidget() is page.view and page.viewer == 1
    assert "pending [None, None]" in page.view.text.toPlainText()
    _click_effort(qtbot, page, 1)
    assert not page.undo_button.isEnabled(), "the reveal and the dice are final"
    assert page.log.count() == 2  # one line per rider that moved


def test_without_hand_over_the_table_goes_straight_to_the_next(qtbot, dice_race) -> None:
    page = _page(qtbot, dice_race, TWO_HUMANS, handover=False)
    _click_effort(qtbot, page, 2)
    assert page.stack.currentWidget() is page.view and page.viewer == 1


def test_a_whole_game_against_a_bot_to_the_result(qtbot, dice_race, english) -> None:
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Robot", kind="bot", bot="random")]
    page = _page(qtbot, dice_race, seats)
    session = page.session
    for _ in range(40):
        if session.is_over():
            break
        if 0 not in session.to_move():
            with qtbot.waitSignal(session.stateChanged, timeout=5000):
                pass
            continue
        with qtbot.waitSignal(session.stateChanged, timeout=5000):
            _click_effort(qtbot, page, 3 if session.observe(0)["energy"][0] >= 2 else 1)
    assert session.is_over()
    assert page.result.isVisible()
    result = session.result()
    assert result is not None
    winner = session.seat_name(result.winner)
    assert f"{winner} wins." in page.result.text()
    assert page.status.text() == "The game is over."
    assert page.viewer is None  # everything is shown at the end
    # the results print from the Print menu too, in review as well (issue 26)
    page.start_review()
    assert page.sheets_button.isVisibleTo(page)
    names = [a.menu().objectName() for a in page.sheets_menu.actions() if a.menu()]
    assert "sheet_results" in names
    data = page.results_data()
    assert data is not None and "Robot — Bot (random)" in data.players


def test_undo_button_takes_back_the_move(qtbot, dice_race) -> None:
    page = _page(qtbot, dice_race, TWO_HUMANS, handover=False)
    _click_effort(qtbot, page, 2)
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert page.session.record.actions == [] and page.viewer == 0
    assert not page.undo_button.isEnabled()


def test_page_retranslates(qtbot, dice_race, english) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    page = _page(qtbot, dice_race, TWO_HUMANS)
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    manager.apply("fr")
    assert page.undo_button.text() == "&Annuler"
    assert page.status.text() == "Ana, à vous de jouer."
    manager.apply("en")
    assert page.undo_button.text() == "&Undo"
