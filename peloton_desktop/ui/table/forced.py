"""A forced move played for a human (issue 43): when a person at the table has one
legal action and playing it reveals nothing (no die, no hidden card: an action Undo
could take back), such as a pass with no card to lay, the table plays
it for them and the log says so. The record keeps the action as any other; the
setting `play_forced` turns this off."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from peloton_desktop.core.events import Payload, payload
from peloton_desktop.core.protocol import Action
from peloton_desktop.ui.table.session import GameSession


@payload
class ForcedMove(Payload, kind="forced_move"):
    """The table's own log line after such a move."""

    seat: int


FORCED = ForcedMove.kind


def forced_action(session: GameSession, seat: int) -> Action | None:
    """The seat's only legal action, if playing it reveals nothing."""
    legal = session.legal_actions(seat)
    if len(legal) != 1:
        return None
    game, state = session.game, session.state
    before = game.rng_fingerprint(state)
    after, events = game.apply(game.clone(state), seat, legal[0])
    return None if game.is_final(before, after, events) else legal[0]


class ForcedMoves(QObject):
    """Plays the humans' forced moves of one session, one at a time, once the page
    has shown the position (a queued call after each change)."""

    def __init__(self, session: GameSession, page: QObject | None = None) -> None:
        # a child of the page: gone with it, no move is played for a closed table
        super().__init__(page or session)
        self.session = session
        self.played = 0  # how many moves it played (for the tests)
        session.stateChanged.connect(self._changed)
        self._changed()

    def _changed(self) -> None:
        QTimer.singleShot(0, self, self._play)

    def _play(self) -> None:
        s = self.session
        if s.reviewing or s.held or s.is_over():
            return
        for seat in s.humans_to_move():
            action = forced_action(s, seat)
            if action is not None:
                note = ForcedMove(seat).event()
                if s.play(seat, action, (note,)):
                    self.played += 1
                return


def attach_forced(page: Any, on: bool) -> ForcedMoves | None:
    """A page's forced moves played for its humans, when the setting is on (never in a
    lesson, whose script says every move)."""
    session = page.session
    if not on or hasattr(session, "learner"):
        return None
    return ForcedMoves(session, page)
