"""A lesson whose learner plans his own secret set-up first (a team's energy tokens, the
hidden one): the game's own editor, in the dialog a new game uses, with the
lesson's explanation above it and the rule's own words under it when a plan is refused."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QWidget

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.lessons import CONTEXT, Lesson
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.table.game_table import table_of
from peloton_desktop.ui.table.private_setup import PrivateSetupDialog


def plan_dialog(entry: GameEntry, lesson: Lesson, parent: QWidget | None) -> PrivateSetupDialog:
    """The learner's plan, from the lesson's own set-up (the editor starts from it)."""
    table = table_of(entry)
    assert lesson.plan is not None and table.private_setup is not None
    setup = entry.create().validate_setup(lesson.setup)
    editor = table.private_setup(setup, lesson.learner)
    you = SeatInfo(name=translate("Lesson", "You"))
    dialog = PrivateSetupDialog(lesson.learner, you, editor, False, parent)
    dialog.setObjectName("lessonPlan")
    dialog.hint.setText(translate(CONTEXT, lesson.plan.en))
    dialog.setup = setup  # type: ignore[attr-defined]
    return dialog


def plan_setup(entry: GameEntry, lesson: Lesson, parent: QWidget | None) -> dict[str, Any] | None:
    """The lesson's set-up with the learner's plan, or None if he cancelled; a plan the
    rules refuse says why and stays open."""
    dialog = plan_dialog(entry, lesson, parent)
    game = entry.create()
    while dialog.exec() == QDialog.DialogCode.Accepted:
        candidate: dict[str, Any] = dialog.editor.apply(dialog.setup)  # type: ignore[attr-defined]
        try:
            return game.validate_setup(candidate)
        except BadInput as exc:
            dialog.problem.setText(error_text(exc))
    return None
