"""What a screen reader says on the game page (issue 47): each move's log lines as
they come (the log is the page's live region), whose turn it is when that changes,
and a name for every control that shows no text (the review's arrows…).

It says only what the page shows the one holding the laptop: the log's lines are the
holder's (`game_log.GameLog` shows only the events they may read) and the status bar
is the page's; nothing here reads the game's state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAbstractButton, QAbstractSlider, QWidget
from shiboken6 import isValid

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.keys import plain


def announce(where: QWidget, text: str) -> None:
    """Ask the screen reader to say `text` now (Qt's announcement event)."""
    if text:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(where, text))


def name_controls(root: QWidget) -> None:
    """A name for each button or slider under `root` that shows no words: its tooltip."""
    for w in root.findChildren(QWidget):
        if isinstance(w, QAbstractButton | QAbstractSlider) and not w.accessibleName():
            text = w.text() if isinstance(w, QAbstractButton) else ""
            if not text and w.toolTip():
                w.setAccessibleName(plain(w.toolTip()))


class Spoken(QObject):
    """Follows one `GamePage`: `said` keeps what was announced (the tests read it)."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.said: list[str] = []
        self._lines = page.log.count()
        self._status = ""
        page.players.setAccessibleName(translate("Spoken", "Players"))
        page.log.setAccessibleName(translate("Spoken", "What happened"))
        page.log.setAccessibleDescription(translate("Spoken", "Each move is said as it is played"))
        page.session.eventsApplied.connect(self._moved)
        page.session.stateChanged.connect(self._turn)
        page.log.model().modelReset.connect(self._rebuilt)
        name_controls(page)

    def say(self, text: str) -> None:
        self.said.append(text)
        announce(self.page.log, text)

    def _rebuilt(self) -> None:
        """The log was written again for another holder: nothing new to say."""
        if isValid(self.page.log):  # not while the page is being closed
            self._lines = self.page.log.count()

    def _moved(self, _seat: int = -1, _events: object = None) -> None:
        log = self.page.log
        if log.count() < self._lines:
            self._lines = log.count()
        lines = [log.item(i).text() for i in range(self._lines, log.count())]
        self._lines = log.count()
        if lines:
            self.say(" ".join(lines))

    def _turn(self) -> None:
        status = self.page.status.text()
        if status and status != self._status:
            self._status = status
            self.say(plain(status))
        name_controls(self.page)
