"""Test-ride…: ask, then ride in a window of its own; the course's last report of this
session is shown beside the next one, so a change can be judged."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import check_playable, kind
from peloton_desktop.courses.ride.plan import make_plan
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.test_ride.ask import RideAsk
from peloton_desktop.ui.test_ride.window import RideWindow

# the last report of each course id this session (a draft's ride before the change)
LAST: dict[str, dict[str, Any]] = {}


def can_ride(draft: CourseDraft | None) -> bool:
    return draft is not None and kind(draft.game).ride is not None


def ride_from_editor(editor: Any) -> RideWindow | None:
    """The course editor's Test-ride…: its draft as it stands, a name being typed too."""
    editor._commit_edits()
    return open_test_ride(editor, editor.doc.draft)


def open_test_ride(parent: QWidget, draft: CourseDraft) -> RideWindow | None:
    """Ask for the ride's settings and start it; None when refused or cancelled."""
    title = translate("TestRide", "Test-ride")
    try:
        check_playable(draft)
    except PelotonError as exc:
        QMessageBox.warning(parent, title, error_text(exc))
        return None
    ask = RideAsk(draft, parent)
    if ask.exec() != QDialog.DialogCode.Accepted:
        return None
    try:
        plan = make_plan(
            draft,
            ask.players.value(),
            ask.bot(),
            ask.races.value(),
            ruleset=ask.chosen_ruleset(),
        )
    except PelotonError as exc:
        QMessageBox.warning(parent, title, error_text(exc))
        return None
    window = RideWindow(draft, plan, ask.jobs(), LAST.get(draft.id), parent)
    window.runner.finished.connect(lambda _c: LAST.__setitem__(draft.id, window.report))
    window.show()
    return window
