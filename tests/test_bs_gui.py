"""Border States through its real widgets: a whole war against the bot, hot-seat secrecy."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.dialogs.rules_dialog import RulesDialog
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "border_states"
SKIP = ("back", "swap_order", "president", "top_0")  # never show the -2 on purpose


def _page(qtbot, seats: list[SeatInfo], seed: int = 5) -> GamePage:
    game = registry.load_game(GAME)
    session = GameSession.new(GAME, game.default_setup(2), seed, seats)
    page = GamePage(session, registry.get(GAME), animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1280, 900)
    page.show()
    qtbot.waitExposed(page)
    session.schedule_bots()
    return page


def _buttons(page: GamePage) -> list[QPushButton]:
    return [
        b
        for b in page.view.decision.buttons()
        if b.isEnabled()
        and not b.objectName().startswith(("card_", *SKIP))
        and b.objectName() not in SKIP
    ]


def _click_or_wait(qtbot, page: GamePage) -> None:  # type: ignore[no-untyped-def]
    """Ana clicks her first choice; with none, the bot's move is waited for."""
    buttons = _buttons(page)
    if not buttons:
        with qtbot.waitSignal(page.session.stateChanged, timeout=10_000):
            pass
        return
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


def test_a_whole_war_against_the_bot(qtbot, english) -> None:
    page = _page(qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Robot", kind="bot", bot="heuristic")])
    session = page.session
    for _ in range(3000):
        if session.is_over():
            break
        if page.stack.currentWidget() is page.handover:
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
            continue
        _click_or_wait(qtbot, page)
    assert session.is_over()
    assert page.banner.isVisible() and page.banner.ranking.text().count("<li>") == 2
    texts = [page.log.item(i).text() for i in range(page.log.count())]
    assert sum(1 for t in texts if t.startswith("— 1861 —")) == 1
    assert any(t.startswith("Blocks shown:") for t in texts)
    assert any(t.startswith("Battle I:") for t in texts)


def test_hot_seat_hides_the_first_stack(qtbot, english) -> None:
    page = _page(qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Bo")])
    view = page.view
    assert page.stack.currentWidget() is page.handover  # nobody holds the laptop yet
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert view.decision.prompt.text() == "Recruit a block from one end of your file."
    qtbot.mouseClick(
        view.decision.findChild(QPushButton, "recruit_left"), Qt.MouseButton.LeftButton
    )
    assert page.stack.currentWidget() is page.handover
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(
        view.decision.findChild(QPushButton, "recruit_left"), Qt.MouseButton.LeftButton
    )
    # both recruited: stacks are chosen in secret, Bo first (the table stays with Bo)
    assert view.decision.prompt.text() == "Choose the block you show on top."
    top = next(b for b in _buttons(page) if b.objectName().startswith("top_"))
    qtbot.mouseClick(top, Qt.MouseButton.LeftButton)
    bottom = next(b for b in _buttons(page) if b.objectName().startswith("bottom_"))
    qtbot.mouseClick(bottom, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is page.handover  # Ana must not see Bo's stack
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    obs = view.table.obs
    assert obs.stacks[page.viewer] is None and obs.stacks[1 - page.viewer] == "chosen"


def test_the_minus_two_on_top_is_explained(qtbot, english) -> None:
    page = _page(qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Bo", kind="bot", bot="random")])
    session = page.session
    session.state.available[0] = [0, 3]  # the -2 and the 3
    session.state.recruited = [True, True]
    session.state.phase = "stack"
    page.view.refresh()
    button = page.view.decision.findChild(QPushButton, "top_0")
    assert "both your blocks are revealed" in button.toolTip()


def test_rules_help_lists_the_assumptions(qtbot, english) -> None:
    dialog = RulesDialog(registry.entries(), GAME)
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "Resolution, battle I, II then III" in text and "Slots per front: 3" in text
    assert "slots_per_front" not in text


def test_variants_reach_the_game(qtbot, english) -> None:
    from peloton_desktop.games.border_states.view.setup_panel import BsSetupPanel

    panel = BsSetupPanel()
    qtbot.addWidget(panel)
    panel.checks["attrition"].setChecked(True)
    assert panel.setup(2) == {"players": 2, "variants": ["attrition"]}


def test_the_first_block_placed_shows_at_once(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    """Issue 43: once its front is chosen, the first block is on the table (its
    owner knows it), not only when the second block is placed too."""
    page = _page(qtbot, [SeatInfo(name="Ana"), SeatInfo(name="Robot", kind="bot", bot="heuristic")])
    session = page.session
    for _ in range(200):
        names = {b.objectName(): b for b in page.view.decision.buttons() if b.isEnabled()}
        if any(n.startswith("t1_") and n != "t1_none" for n in names):
            break
        _click_or_wait(qtbot, page)
    slot = next(n for n in names if n.startswith("t1_") and n != "t1_none")
    b, f = (int(x) for x in slot.split("_")[1:])
    table = page.view.table

    def filled() -> int:
        front = table.obs.slots[b][f]
        return sum(1 for piece in front if piece is not None)

    before = filled()
    qtbot.mouseClick(names[slot], Qt.MouseButton.LeftButton)
    assert filled() == before + 1  # the first block in its front, the second still to place
    assert session.legal_actions(0)  # nothing played yet
