"""Coup de bordure through its real widgets: set-up, hot-seat, payment, a whole race."""

from __future__ import annotations

import pytest
from dialogs import answer_dialog, answer_private_steps
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLineEdit, QPushButton, QSpinBox

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import load_game
from peloton_desktop.settings import Settings
from peloton_desktop.ui.dialogs.rules_dialog import RulesDialog
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "coup_de_bordure"


def _page(qtbot, seats: list[SeatInfo], seed: int = 5, handover: bool = True) -> GamePage:
    game = registry.load_game(GAME)
    session = GameSession.new(GAME, game.default_setup(len(seats)), seed, seats)
    page = GamePage(session, registry.get(GAME), handover_enabled=handover, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    session.schedule_bots()
    return page


def _buttons(page: GamePage) -> list[QPushButton]:
    return [b for b in page.view.decision.buttons() if b.isEnabled()]


def _click(qtbot, page: GamePage, name: str) -> None:
    button = page.view.decision.findChild(QPushButton, name)
    assert button is not None and button.isVisible() and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_hot_seat_keeps_paces_secret_behind_the_hand_over(qtbot, english) -> None:
    page = _page(
        qtbot, [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]
    )
    view = page.view
    assert page.stack.currentWidget() is page.handover  # nobody holds the laptop yet
    assert page.handover.message.text() == "Pass to Ana"
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.viewer == 0
    assert view.decision.prompt.text() == "Choose the pace of A Peter Sagan (case 1, Flat)."
    for _ in range(3):  # Ana's three riders, all on case 1
        _click(qtbot, page, "pace_constance")
    # her last pace is checked before the laptop goes round: Undo, then Done (issue 40)
    assert page.stack.currentWidget() is page.view and page.viewer == 0
    assert page.check_bar.isVisible() and page.check_bar.button.text() == "&Done: pass the laptop"
    assert page.status.text() == "Ana: check your choices, then press Done."
    assert page.undo_button.isEnabled()
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert not page.check_bar.isVisible()
    assert view.decision.prompt.text().startswith("Choose the pace of C")
    _click(qtbot, page, "pace_acceleration")
    if not page.check_bar.isVisible():  # acceleration asks how to pay
        _click(qtbot, page, "pay_0")
    assert page.check_bar.isVisible() and page.stack.currentWidget() is page.view
    qtbot.mouseClick(page.check_bar.button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is page.handover
    assert page.handover.message.text() == "Pass to Bo"
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.viewer == 1
    # Bo sees that Ana's riders have chosen, not what
    assert view.plaquettes[0].status == "Pace chosen"
    assert view.decision.prompt.text().startswith("Choose the pace of D Arnaud Démare")


def test_payment_picker_offers_each_way_to_pay(qtbot, english) -> None:
    page = _page(qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Bot", kind="bot", bot="heuristic")])
    _click(qtbot, page, "pace_acceleration")  # Sagan: P P C C M S S S, on Flat
    names = [b.objectName() for b in page.view.decision.buttons()]
    assert names[:1] == ["pay_0"] and names[-1] == "pay_back"
    labels = [b.text() for b in page.view.decision.buttons()[:-1]]
    assert "Flat, Flat" in labels and all("Flat" in t for t in labels)
    _click(qtbot, page, "pay_back")
    assert page.view.decision.findChild(QPushButton, "pace_offensive") is not None


def test_a_whole_race_against_a_bot_to_the_winner(qtbot, english) -> None:
    page = _page(
        qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Robot", kind="bot", bot="heuristic")], seed=11
    )
    session = page.session
    preference = (
        "pace_acceleration",
        "pace_sillage",
        "pace_constance",
        "pay_0",
        "tow_0",
        "no_tow",  # issue 12: a rider who cannot pay is asked too, and stays
        "tracte_yes",
        "ravito_0",
    )
    for _ in range(400):
        if session.is_over():
            break
        buttons = {b.objectName(): b for b in _buttons(page)}
        choice = next((n for n in preference if n in buttons), None)
        if choice is None:
            with qtbot.waitSignal(session.stateChanged, timeout=10_000):
                pass
            continue
        qtbot.mouseClick(buttons[choice], Qt.MouseButton.LeftButton)
    assert session.is_over()
    assert page.result.isVisible() and "wins the race." in page.result.text()
    assert page.log.count() > 20
    texts = [page.log.item(i).text() for i in range(page.log.count())]
    assert any(t.startswith("Paces revealed:") for t in texts)
    assert texts[-1] == "The race is over."


def test_each_player_plans_their_team_in_secret(qtbot, english) -> None:
    """The shared dialog chooses the course only; each human then plans their team
    (energy tokens, the face-down one) behind the hand-over, checked live."""
    window = MainWindow(Settings(language="en", handover_screen=True))
    qtbot.addWidget(window)
    window.show()
    seen: dict[str, object] = {}

    def shared(dialog) -> None:  # type: ignore[no-untyped-def]
        panel = dialog.options
        seen["course"] = panel.course.currentText()
        seen["no_team_editor"] = panel.findChild(QSpinBox) is None
        dialog.findChild(QLineEdit, "seatName0").setText("Ana")
        seats = dialog.findChildren(QComboBox)
        kinds = [c for c in seats if c.objectName() == "seatKind1"]
        if kinds:
            kinds[0].setCurrentIndex(0)  # a second human
        dialog.findChild(QLineEdit, "seatName1").setText("Bo")
        answer_dialog(ana)
        dialog.accept()

    def ana(dialog) -> None:  # type: ignore[no-untyped-def]
        seen["ana_handover"] = dialog.stack.currentWidget() is dialog.handover
        seen["ana_title"] = dialog.handover.message.text()
        qtbot.mouseClick(dialog.handover.button, Qt.MouseButton.LeftButton)
        spin = dialog.editor.findChild(QSpinBox, "tokens_1_P")  # Bodnar: 5 tokens
        spin.setValue(spin.value() + 1)
        answer_dialog(ana_again)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    def ana_again(dialog) -> None:  # type: ignore[no-untyped-def]
        seen["problem"] = dialog.problem.text()
        spin = dialog.editor.findChild(QSpinBox, "tokens_1_P")
        spin.setValue(spin.value() - 1)
        hidden = dialog.editor.findChild(QComboBox, "hidden_0")
        seen["hidden"] = hidden.currentData()
        answer_dialog(bo)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    def bo(dialog) -> None:  # type: ignore[no-untyped-def]
        seen["bo_title"] = dialog.handover.message.text()
        qtbot.mouseClick(dialog.handover.button, Qt.MouseButton.LeftButton)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    answer_dialog(shared)
    window.new_game(GAME)
    assert seen["course"] == "Milan-San Remo (inspired by the race)"
    assert seen["no_team_editor"] is True
    assert seen["ana_handover"] is True and seen["ana_title"] == "Pass to Ana"
    assert seen["problem"] == (
        "Team Bora - Hansgrohe has 19 energy tokens; it must have exactly 18."
    )
    assert seen["bo_title"] == "Pass to Bo"
    assert window.page is not None
    teams = window.page.session.record.setup["teams"]
    assert teams[0]["riders"][0]["hidden"] == seen["hidden"]
    window.leave_game()


def test_rules_help_lists_the_assumptions(qtbot, english) -> None:
    dialog = RulesDialog(registry.entries(), GAME)
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "Resolution, in this order" in text and "Assumptions" in text
    assert "Slots on a plaquette: 8" in text and "inspired by the races" in text
    assert "plaquette_slots" not in text


@pytest.mark.parametrize("lang", ["fr"])
def test_table_speaks_french(qtbot, lang: str) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply(lang)
    try:
        page = _page(qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Bo", kind="bot", bot="random")])
        assert page.view.decision.prompt.text() == (
            "Choisissez l'allure de A Peter Sagan (case 1, Plaine)."
        )
        names = [b.text() for b in page.view.decision.buttons()]
        assert names == ["Constance", "Accélération", "Sillage", "Offensive"]
    finally:
        manager.apply("en")


def test_four_seats_two_humans_two_bots_from_dialog_to_winner(qtbot, english) -> None:
    """The issue's 'done when': a mixed table of 4 plays a full race to the winner screen."""
    window = MainWindow(Settings(language="en", animation_speed=0))
    qtbot.addWidget(window)
    window.show()

    def fill(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.count.setValue(4)
        for seat, kind in enumerate(("human", "human", "heuristic", "random")):
            combo = dialog.rows[seat][3]
            combo.setCurrentIndex(combo.findData(kind))
        dialog.seed.setText("77")
        answer_private_steps(2)  # Ana and Bo plan their teams, each behind the hand-over
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    answer_dialog(fill)
    window.new_game(GAME)
    page = window.page
    assert page is not None
    session = page.session
    assert [s.kind for s in session.seats] == ["human", "human", "bot", "bot"]
    handovers = 0
    preference = (
        "pace_acceleration",
        "pace_constance",
        "pay_0",
        "tow_0",
        "no_tow",  # issue 12: a rider who cannot pay is asked too, and stays
        "tracte_no",
        "ravito_0",
    )
    for _ in range(2000):
        if session.is_over():
            break
        if page.stack.currentWidget() is page.handover:
            handovers += 1
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
            continue
        if page.check_bar.isVisible():  # paces checked: Done, the laptop goes round
            qtbot.mouseClick(page.check_bar.button, Qt.MouseButton.LeftButton)
            continue
        buttons = {b.objectName(): b for b in _buttons(page)}
        choice = next((n for n in preference if n in buttons), None)
        if choice is None:
            with qtbot.waitSignal(session.stateChanged, timeout=10_000):
                pass
            continue
        qtbot.mouseClick(buttons[choice], Qt.MouseButton.LeftButton)
    assert session.is_over()
    assert handovers > 3
    assert page.banner.isVisible()
    assert "wins the race." in page.banner.headline.text()
    assert page.banner.ranking.text().count("<li>") == 4
    qtbot.mouseClick(page.banner.back, Qt.MouseButton.LeftButton)
    assert window.page is None


def test_the_attack_marker_is_gone_once_played(qtbot, english) -> None:
    page = _page(qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Bo", kind="bot", bot="random")])
    page.session.state.riders[0].offensive_used = True
    page.view.refresh()
    names = [b.objectName() for b in page.view.decision.buttons()]
    assert names == ["pace_constance", "pace_acceleration", "pace_sillage"]


def test_a_tow_is_taken_by_clicking_its_lit_case(qtbot, english) -> None:
    """Issue 26: the case a tow leads to is lit on the course and a click takes it."""
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    session = GameSession.new(GAME, load_game(GAME).default_setup(2), 3, seats)
    bots = {s: make_bot(session.game, "heuristic", s) for s in range(2)}
    for _ in range(3000):
        seat = session.to_move()[0]
        tows = [a for a in session.legal_actions(seat) if a[0] == "tow"]
        if len(tows) == 1:
            break
        session.play(seat, decide(session.game, session.state, seat, bots[seat]))
    else:
        raise AssertionError("no tow with one way to pay in 3000 moves")
    page = GamePage(session, registry.get(GAME), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    rider = tows[0][1]
    before = session.observe(None).riders[rider].pos
    (target,) = [t for t in page.view.tiles if t.target]
    assert target.number > before and "Click: be towed" in target.toolTip()
    board = page.view.board
    point = board.mapFromScene(target.sceneBoundingRect().center() + QPointF(0, 30))
    with qtbot.waitSignal(session.stateChanged, timeout=5000):
        qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert session.observe(None).riders[rider].pos == target.number
    offered = page.viewer is not None and any(
        a[0] == "tow" for a in session.legal_actions(page.viewer)
    )
    assert offered or not any(t.target for t in page.view.tiles)  # lit only for a tow
