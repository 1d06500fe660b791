"""Irreversible choices ask first (issue 43): a rider's abandon, leaving a game…

`confirmed(parent, question, yes)` asks with the choice's own words on the button and
Cancel as the default; "Don't ask again" turns the setting `confirm_irreversible` off
(Settings › "Ask before a choice that cannot be taken back" turns it back on). The
main window binds the settings once with `follow`; unbound (a lesson, a test page),
it asks.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from peloton_desktop.draw.tr import translate
from peloton_desktop.settings import Settings

_bound: list[tuple[Callable[[], Settings], Callable[[], None]]] = []


def follow(settings: Callable[[], Settings], save: Callable[[], None]) -> None:
    """Read the setting from `settings()`; `save()` after "Don't ask again"."""
    _bound[:] = [(settings, save)]


def asking() -> bool:
    return not _bound or _bound[0][0]().confirm_irreversible


def confirmed(parent: QWidget | None, question: str, yes: str) -> bool:
    """True when the player confirms (or asked not to be asked)."""
    if not asking():
        return True
    box = QMessageBox(parent)
    box.setObjectName("confirmIrreversible")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("Confirm", "This cannot be taken back"))
    box.setText(question)
    go = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    go.setObjectName("confirmYes")
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)  # Enter on a slip does nothing
    again = QCheckBox(translate("Confirm", "Don't ask again"))
    again.setObjectName("dontAskAgain")
    box.setCheckBox(again)
    box.exec()
    if box.clickedButton() is not go:
        return False
    if again.isChecked() and _bound:
        settings, save = _bound[0]
        settings().confirm_irreversible = False
        save()
    return True


def leaving(page: QWidget | None) -> bool:
    """Leave the game shown on `page` (a `GamePage`)? A finished game or a lesson (its
    place is kept on the start page's list) leaves at once."""
    session = getattr(page, "session", None)
    if session is None or session.is_over() or getattr(page, "lesson", None) is not None:
        return True
    question = translate("Confirm", "Leave this game? It stays saved: the start page resumes it.")
    return confirmed(page, question, translate("Confirm", "Leave the game"))


def leave_asking(
    page: Callable[[], QWidget | None], leave: Callable[[], None]
) -> Callable[[], None]:
    """`leave`, once `leaving(page())` says yes: what Leave and Game › Leave call."""

    def ask() -> None:
        if leaving(page()):
            leave()

    return ask
