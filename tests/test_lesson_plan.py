"""A lesson where the learner plans his own team first (Coup de bordure's 18 energy tokens
and the hidden one, issue 44): the game's own editor under the lesson's explanation, a
refused plan answered with the rule, and the race then run with the plan he made."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QLabel, QSpinBox

from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.main_window import MainWindow


def answer(moves: list[Any]) -> QTimer:
    """Each time the plan's dialog is up, the next of `moves` acts on it."""
    timer = QTimer()
    timer.setInterval(20)

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "lessonPlan" or not moves:
            return
        moves.pop(0)(dialog)

    timer.timeout.connect(act)
    timer.start()
    return timer


def press(dialog: Any, which: QDialogButtonBox.StandardButton) -> None:
    dialog.findChild(QDialogButtonBox).button(which).click()


def test_the_learner_plans_his_team_and_a_wrong_plan_says_the_rule(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    said: list[str] = []

    def too_few(dialog: Any) -> None:
        assert "18 energy tokens" in dialog.hint.text()  # the lesson explains the rule
        dialog.findChild(QSpinBox, "tokens_0_M").setValue(4)  # 17 tokens in all
        assert dialog.findChild(QLabel, "teamTotal").text() == "Energy tokens: 17 of 18"
        press(dialog, QDialogButtonBox.StandardButton.Ok)

    def fixed(dialog: Any) -> None:
        said.append(dialog.findChild(QLabel, "privateSetupProblem").text())
        dialog.findChild(QSpinBox, "tokens_0_S").setValue(1)
        hidden = dialog.findChild(QComboBox, "hidden_0")
        hidden.setCurrentIndex(hidden.findData("M"))
        press(dialog, QDialogButtonBox.StandardButton.Ok)

    timer = answer([too_few, fixed])
    window.learn_menu.actions_by_id["cdb-4-your-team"].trigger()
    timer.stop()
    assert said == ["Team Movistar has 17 energy tokens; it must have exactly 18."]
    page = window.page
    assert page is not None and page.entry.id == "coup_de_bordure"
    quintana = page.session.record.setup["teams"][0]["riders"][0]
    assert quintana["tokens"] == {"P": 2, "C": 1, "M": 4, "S": 1} and quintana["hidden"] == "M"
    runner = page.lesson  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: runner.showing() == 0)
    assert runner.target() is page.view.plaquettes[0]  # type: ignore[attr-defined]
    # what the rival sees of it: the face-down token counted, not its colour
    rival = page.session.observe(1).riders[0]
    assert rival.own is None and rival.facedown == 1  # 8 tokens: no white filler
    assert dict(rival.tokens) == {"P": 2, "C": 1, "M": 3, "S": 1}
    window.leave_game()


def test_a_plan_cancelled_opens_no_lesson(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    timer = answer([lambda d: press(d, QDialogButtonBox.StandardButton.Cancel)])
    window.learn_menu.actions_by_id["cdb-4-your-team"].trigger()
    timer.stop()
    assert window.page is None
