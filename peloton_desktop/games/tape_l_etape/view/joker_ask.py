"""A joker asks before it is played (issue 43): played once and seen by everyone, it
cannot be taken back (`ui/dialogs/confirm.py`: "Don't ask again" turns it off)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape.view import text
from peloton_desktop.ui.dialogs.confirm import confirmed

JOKER_ACTIONS = ("puncture", "braquet", "vitamine")  # the jokers, as the engine plays them


def joker_confirmed(parent: QWidget, action: Action, seat_name: Callable[[int], str]) -> bool:
    """True unless `action` is a joker and the player cancels (a lesson, whose script
    says when to play one, never asks)."""
    if action[0] not in JOKER_ACTIONS or _in_a_lesson(parent):
        return True
    what = text.hinted_action(action, seat_name) or ""
    question = translate(
        "TapeLEtape", "Play the joker “{joker}”? A joker is played once: it cannot be taken back."
    ).format(joker=what)
    return confirmed(parent, question, translate("TapeLEtape", "Play the joker"))


def _in_a_lesson(widget: QWidget) -> bool:
    page: QWidget | None = widget
    while page is not None and not hasattr(page, "lesson"):
        page = page.parentWidget()
    return page is not None and getattr(page, "lesson", None) is not None
