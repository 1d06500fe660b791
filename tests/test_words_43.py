"""Issue 43's words: Coup de bordure does not offer a tow it only lets the rider
decline; Cyclistes' leaders are counted with plural forms."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession


def test_a_tow_nobody_can_pay_is_not_offered(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    game = registry.load_game("coup_de_bordure")
    for seed in range(1, 60):
        session = GameSession.new(
            "coup_de_bordure", game.default_setup(3), seed, [SeatInfo(name=n) for n in "ABC"]
        )
        bots = {s: make_bot(game, "heuristic", s) for s in range(3)}
        while not session.is_over():
            seat = session.to_move()[0]
            legal = session.legal_actions(seat)
            if [a[0] for a in legal] == ["no_tow"] and session.to_move() == (seat,):
                break
            session.play(seat, decide(game, session.state, seat, bots[seat]))
        else:
            continue
        page = GamePage(session, registry.get("coup_de_bordure"), False, 0)
        qtbot.addWidget(page)
        prompt = page.view.decision.prompt.text()
        assert "cannot pay the tow" in prompt and "may be towed" not in prompt
        names = [b.objectName() for b in page.view.decision.buttons()]
        assert names == ["no_tow"]
        return
    raise AssertionError("no seed with a tow that cannot be paid")


def test_leaders_each_is_a_plural(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.games.cyclistes.view.setup_panel import CycSetupPanel

    panel = CycSetupPanel()
    qtbot.addWidget(panel)
    panel.set_players(3, ["A", "B", "C"])
    panel.leaders.setValue(1)
    assert "(1 leader each)" in panel.summary_line()
    panel.riders.setValue(max(panel.riders.value(), 4))
    panel.leaders.setValue(2)
    assert "(2 leaders each)" in panel.summary_line()


def test_a_held_cyclistes_stage_end_names_nobody_to_move(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    game = registry.load_game("cyclistes")
    stages = ["classique_du_nord", "etape_des_cols"]
    setup = game.validate_setup({**game.default_setup(2), "stages": stages, "courses": None})
    session = GameSession.new("cyclistes", setup, 5, [SeatInfo(name="Ana"), SeatInfo(name="Bo")])
    page = GamePage(session, registry.get("cyclistes"), False, 0)
    qtbot.addWidget(page)
    bots = {s: make_bot(game, "heuristic", s) for s in range(2)}
    while not session.held:
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
    status = page.view.status.text()
    assert status == "Stage 1 of 2 is over." and "to move" not in status


@pytest.mark.parametrize("language", ["en", "fr"])
def test_border_states_placing_buttons_are_whole(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """The first block's slots and the button that swaps the order, whole at 1366×768
    (it read "…ce the other block fi")."""
    from readability import cut_widgets

    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.i18n import manager
    from peloton_desktop.ui.shell.main_window import MainWindow

    game = registry.load_game("border_states")
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    session = GameSession.new("border_states", game.default_setup(2), 5, seats)
    bots = {s: make_bot(game, "heuristic", s) for s in (0, 1)}
    seen = 0
    manager.apply(language)
    try:
        window = MainWindow(Settings(language=language, handover_screen=False))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        window.show_session(session)
        while not session.is_over() and seen < 3:
            seat = session.to_move()[0]
            if window.page.view.decision.findChild(QPushButton, "swap_order") is not None:
                seen += 1
                QApplication.processEvents()
                assert cut_widgets(window.page.view.decision) == []
            session.play(seat, decide(game, session.state, seat, bots[seat]))
        assert seen
    finally:
        manager.apply("en")
