"""Tape l'étape through its real widgets: a Sprint race with a human and bots to the
podium, hands hidden behind the hand-over, a Puncture clicked out of turn while a
rider plays or while the stage is chosen."""

from __future__ import annotations

from dialogs import answer_dialog
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.games.tape_l_etape.view.items import NumberCard
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "tape_l_etape"
SETUP = {"players": 3, "mode": "sprint", "stages_per_player": 1, "open_hands": False}


def _page(
    qtbot, seats: list[SeatInfo], seed: int = 5, handover: bool = True, take: bool = True
) -> GamePage:
    """The page; `take`: the first player takes the laptop from the hand-over."""
    session = GameSession.new(GAME, dict(SETUP, players=len(seats)), seed, seats)
    page = GamePage(session, registry.get(GAME), handover_enabled=handover, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    if take and page.stack.currentWidget() is page.handover:
        qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    return page


def _buttons(page: GamePage) -> dict[str, QPushButton]:
    return {b.objectName(): b for b in page.view.panel.buttons() if b.isVisible()}


def _click_item(qtbot, page: GamePage, item) -> None:  # type: ignore[no-untyped-def]
    view = page.view.board
    point = view.mapFromScene(item.sceneBoundingRect().center())
    with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _human_turn(qtbot, page: GamePage) -> None:
    """What a human does on his turn: choose a profile, a start value, or lay a
    ringed card by clicking it on the table; pass or end the turn otherwise."""
    buttons = _buttons(page)
    for prefix in ("profile_", "start_"):
        name = next((n for n in sorted(buttons) if n.startswith(prefix)), None)
        if name is not None:
            with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
                qtbot.mouseClick(buttons[name], Qt.MouseButton.LeftButton)
            return
    ringed = [
        item
        for item in page.view.scene.items()
        if isinstance(item, NumberCard) and item.action is not None and item.action[0] == "lay"
    ]
    if ringed:
        _click_item(qtbot, page, ringed[0])
        return
    for name in ("pass_turn", "end_turn"):
        if name in buttons:
            with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
                qtbot.mouseClick(buttons[name], Qt.MouseButton.LeftButton)
            return
    raise AssertionError(f"nothing to do: {sorted(buttons)}")


def play_the_joker(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    """Click `button`, which plays a joker: it asks first (issue 43); the player says yes."""
    answer_dialog(lambda box: box.findChild(QWidget, "confirmYes").click())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_sprint_race_with_a_human_and_bots_to_the_podium(qtbot, english) -> None:
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Robot 1", kind="bot", bot="heuristic"),
        SeatInfo(name="Robot 2", kind="bot", bot="heuristic"),
    ]
    page = _page(qtbot, seats)
    session = page.session
    session.schedule_bots()
    stages_seen: list[int] = []
    for _ in range(600):
        if session.is_over():
            break
        if page.stage_break.isVisible():  # each stage's end waits for the players
            assert page.stage_break.headline.text().startswith("End of stage")
            assert not page.view.isEnabled() and not session.thinking()
            stages_seen.append(page.stage_break.stage)
            _, colour, value = page.view.last  # the stage's last card is on its column
            low, high = page.view._columns[colour].laid
            assert low <= value <= high
            qtbot.mouseClick(page.stage_break.go_on, Qt.MouseButton.LeftButton)
        elif 0 in session.to_move():
            assert page.viewer == 0
            _human_turn(qtbot, page)
        else:
            with qtbot.waitSignal(session.stateChanged, timeout=10_000):
                pass
    assert session.is_over()
    assert page.banner.isVisible() and "wins the race" in page.banner.headline.text()
    tabs = [page.standings.tabToolTip(i) for i in range(page.standings.count())]  # whole titles
    assert tabs == ["Stage 1", "Stage 2", "Stage 3", "Stage 4", "General"]
    assert len(session.state.book.results) == 4  # 3 chosen stages and the final mountain
    assert stages_seen == [1, 2, 3]  # the race's end is the result banner
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert any("lays the" in line for line in lines)
    assert any(line.startswith("Final mountain stage") for line in lines)


def test_the_hand_over_hides_the_hands(qtbot, english) -> None:
    seats = [SeatInfo(name=n, colour=c) for n, c in (("Ana", "#0072B2"), ("Bo", "#D55E00"))]
    seats.append(SeatInfo(name="Cy", colour="#009E73"))
    page = _page(qtbot, seats, take=False)
    session = page.session
    chooser = session.state.chooser
    assert page.stack.currentWidget() is page.handover  # nobody holds the laptop yet
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.viewer == chooser
    faces = [i for i in page.view.scene.items() if isinstance(i, NumberCard) and i.face_up]
    assert len(faces) == 8  # only the viewer's own hand is face up
    _human_turn(qtbot, page)  # the profile
    while session.to_move() == (chooser,):
        _human_turn(qtbot, page)
    assert page.stack.currentWidget() is page.handover
    nxt = session.to_move()[0]
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.viewer == nxt
    faces = [i for i in page.view.scene.items() if isinstance(i, NumberCard) and i.face_up]
    mine = {(i.colour, i.value) for i in faces if i.action is not None or i.reason}
    assert mine == set(session.state.hands[nxt])


def test_a_waiting_player_punctures_out_of_turn(qtbot, english) -> None:
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Bo", colour="#D55E00"),
        SeatInfo(name="Robot", kind="bot", bot="heuristic"),
    ]
    page = _page(qtbot, seats, handover=False)
    session = page.session
    session.schedule_bots()
    for _ in range(60):  # until a human lays while the other human waits
        if (
            session.state.phase == "play"
            and session.to_move()
            and session.is_human(session.to_move()[0])
        ):
            break
        if session.to_move() and session.is_human(session.to_move()[0]):
            _human_turn(qtbot, page)
        else:
            with qtbot.waitSignal(session.stateChanged, timeout=10_000):
                pass
    current = session.state.current
    waiting = 1 - current if current in (0, 1) else 0
    buttons = _buttons(page)
    assert f"puncture_by_{waiting}" in buttons
    qtbot.mouseClick(buttons[f"puncture_by_{waiting}"], Qt.MouseButton.LeftButton)
    target = _buttons(page)[f"target_{current}"]
    with qtbot.waitSignal(session.stateChanged, timeout=5000):
        play_the_joker(qtbot, target)
    assert session.record.actions[-1].seat == waiting
    assert session.record.actions[-1].action == ["puncture", current]
    assert session.state.jokers[waiting]["crevaison"] == 0
    assert session.state.current != current  # the punctured rider lost his turn


def test_an_unplayable_card_says_why(qtbot, english) -> None:
    page = _page(qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Bo"), SeatInfo(name="Cy")])
    card = next(i for i in page.view.scene.items() if isinstance(i, NumberCard) and i.face_up)
    view = page.view.board
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.mapFromScene(card.sceneBoundingRect().center()),
    )
    assert page.view.panel.detail.text().startswith("The ")


def test_readable_at_1366_by_768(qtbot, english) -> None:
    from readability import problems, texts

    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.main_window import MainWindow

    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    seats = [SeatInfo(name=f"Rider {i + 1}") for i in range(6)]
    window.show_session(GameSession.new(GAME, dict(SETUP, players=6), 3, seats))
    qtbot.mouseClick(window.page.handover.button, Qt.MouseButton.LeftButton)
    view = window.page.view.board
    view.fit()
    assert problems(view) == []
    found = [t for t, _, _ in texts(view)]
    assert "Y" in found and "12" in found  # the text painted in cards and columns counts


def test_a_puncture_while_the_stage_is_chosen_on_a_shared_screen(qtbot, english) -> None:
    """« Crevaison : À jouer à n'importe quel moment » (issue 24, rules revision 3):
    while Ana chooses the profile, Bo punctures her from the one shared screen; she
    then loses the stage's first turn."""
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo"), SeatInfo(name="Robot", kind="bot")]
    page = _page(qtbot, seats, seed=3, handover=False)
    session = page.session
    assert (session.state.chooser, page.viewer) == (0, 0)
    buttons = _buttons(page)
    profiles = sorted(n for n in buttons if n.startswith("profile_"))
    assert len(profiles) == 5 and "puncture" in buttons  # hers, among her choices
    assert "puncture_by_1" in buttons and "puncture_by_2" not in buttons  # a bot's
    qtbot.mouseClick(buttons["puncture_by_1"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(session.stateChanged, timeout=5000):
        play_the_joker(qtbot, _buttons(page)["target_0"])
    assert session.record.actions[-1].seat == 1
    assert session.state.skips[0] == 1 and session.state.phase == "profile"
    assert "puncture_by_1" not in _buttons(page)  # his Puncture is used
    with qtbot.waitSignal(session.stateChanged, timeout=5000):
        qtbot.mouseClick(_buttons(page)["profile_plaine"], Qt.MouseButton.LeftButton)
    assert (session.state.phase, session.state.current) == ("play", 1)  # she lost it


def test_at_a_secret_table_a_rival_punctures_the_chooser_through_a_hand_over(
    qtbot, english
) -> None:
    seats = [SeatInfo(name=n) for n in ("Ana", "Bo", "Cy")]
    page = _page(qtbot, seats, seed=3)
    session = page.session
    assert page.viewer == 0 == session.state.chooser
    buttons = _buttons(page)
    assert len([n for n in buttons if n.startswith("profile_")]) == 5 and "puncture" in buttons
    assert not [n for n in buttons if n.startswith("puncture_by_")]  # only on their screen
    assert page.reactions.isVisibleTo(page)
    reacts = {b.objectName(): b for b in page.reactions.buttons}
    assert set(reacts) == {"react_1", "react_2"}
    qtbot.mouseClick(reacts["react_2"], Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is page.handover
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.viewer == 2
    buttons = _buttons(page)
    assert not [n for n in buttons if n.startswith("profile_")]
    assert [n for n in buttons if n.startswith("puncture")] == ["puncture_by_2"]
    qtbot.mouseClick(buttons["puncture_by_2"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(session.stateChanged, timeout=5000):
        play_the_joker(qtbot, _buttons(page)["target_0"])
    assert session.record.actions[-1].seat == 2 and session.state.skips[0] == 1
    assert page.stack.currentWidget() is page.handover  # the laptop goes back to Ana
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.viewer == 0 and "profile_clm" in _buttons(page)


def test_a_laid_card_flies_from_its_player_to_its_column(qtbot, english) -> None:
    """Issue 22: Tape l'étape animates through the tables' one motion path."""
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo"), SeatInfo(name="Cy")]
    page = _page(qtbot, seats, handover=False)
    view = page.view
    view.animation_speed = 0.05
    for _ in range(20):
        if any(a[0] == "lay" for a in page.session.legal_actions(page.session.to_move()[0])):
            break
        _human_turn(qtbot, page)
    seat = page.session.to_move()[0]
    ringed = [i for i in view.scene.items() if isinstance(i, NumberCard) and i.action is not None]
    card = next(i for i in ringed if i.action[0] == "lay")
    colour, value = card.colour, card.value
    _click_item(qtbot, page, card)
    flying = [i for i in view.scene.items() if isinstance(i, NumberCard) and i.zValue() == 50]
    assert [(c.colour, c.value) for c in flying] == [(colour, value)]
    assert view.motion.running is not None
    assert flying[0].pos() == view._places[seat]  # it starts at its player's place
    with qtbot.waitSignal(view.motion.running.finished, timeout=5000):
        pass
    assert flying[0].scene() is None  # landed: the column shows it now
    assert view.last == ("lay", colour, value)


def test_the_table_never_jumps_when_the_panel_changes(qtbot, english) -> None:
    """Issue 26: the panel keeps one height, so the board above stays still."""
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo"), SeatInfo(name="Cy")]
    page = _page(qtbot, seats, handover=False)
    board = page.view.board
    top, height = board.geometry(), page.view.panel.height()
    for _ in range(12):
        _human_turn(qtbot, page)
        assert page.view.panel.height() == height
        assert board.geometry() == top


def test_the_last_card_laid_stays_marked_through_passes(qtbot, english) -> None:
    """Issue 26: a turn ended or passed after a card leaves that card marked on its
    column (a dashed ring), until a card is laid again or new columns are dealt."""
    from peloton_desktop.core.protocol import Event

    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo"), SeatInfo(name="Cy")]
    page = _page(qtbot, seats)
    view = page.view
    view.show_events(1, [Event("card_laid", {"seat": 1, "colour": 2, "value": 7})])
    view.show_events(2, [Event("passed", {"seat": 2})])
    assert view.last == ("lay", 2, 7)
    view.show_events(0, [Event("stage_dealt", {"stage": 2, "chooser": 0})])
    assert view.last is None
    # a stage's last card is marked while its end is held, not on the new columns
    last_card = Event("card_laid", {"seat": 0, "colour": 0, "value": 9})
    view.show_events(0, [last_card, Event("stage_dealt", {"stage": 3, "chooser": 1})])
    page.session.held = True
    assert view.shown_last() == ("lay", 0, 9)
    page.session.held = False
    assert view.shown_last() is None
