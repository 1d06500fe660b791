"""A game session that a lesson drives: the learner's moves are checked against the
step (the engine says whether a move is legal, the step whether it is the one asked),
the other seats play the lesson's script, and nothing is autosaved."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer, Signal

from peloton_desktop.core.protocol import Action, Event, Game
from peloton_desktop.core.records import RecordModel
from peloton_desktop.ui.table.session import GameSession

SCRIPT_MS = 100  # between two scripted moves of a long script
SLOW_LAST = 6  # its last moves at the bots' own pace, to be followed


class LessonSession(GameSession):
    refused = Signal(object)  # a legal move of the learner's that the step does not ask
    accepted = Signal(object)  # the move the step asked for, played
    scriptDone = Signal()  # the other seats' scripted moves are all played

    def __init__(self, game: Game[Any], record: RecordModel, learner: int) -> None:
        super().__init__(game, record, None)  # a lesson is never autosaved
        self.learner = learner
        self.coach_wanted = False  # the lesson's `coach`
        # the moves the step on screen asks for ([]: none yet); None: free play, bots play
        self.expect: list[Action] | None = []
        self.after: list[tuple[int, Action]] = []  # the step's answers, once it is played
        self.script: list[tuple[int, Action]] = []
        self._script_timer = QTimer(self)
        self._script_timer.setSingleShot(True)
        self._script_timer.timeout.connect(self._play_script)

    @property
    def guided(self) -> bool:
        return self.expect is not None

    @property
    def coach_off(self) -> bool:
        """No coach while the lesson guides, unless the lesson asks for it."""
        return self.guided and not self.coach_wanted

    def play(self, seat: int, action: Action, notes: tuple[Event, ...] = ()) -> bool:
        if not (self.guided and seat == self.learner):
            return super().play(seat, action, notes)
        if action not in self.legal_actions(seat):
            return super().play(seat, action, notes)  # the engine refuses it, with its words
        if action not in (self.expect or []):
            self.refused.emit(action)
            self.stateChanged.emit()  # the table drops what was picked for it
            return False
        self.script.extend(self.after)
        self.after = []
        if not super().play(seat, action, notes):
            return False
        self.accepted.emit(action)
        return True

    def undo_target(self, seat: int | None = None, since: int = 0) -> int | None:
        """No undo while the lesson guides: its script follows the moves made."""
        return None if self.guided else super().undo_target(seat, since)

    def schedule_bots(self) -> None:
        if self._closed or self.reviewing or self.held or self.is_over():
            return
        if self.script:
            if not self._script_timer.isActive():
                # a long script (a whole turn until the learner's next decision) runs
                # quicker, its last moves at the bots' pace: 60 moves took 21 s before
                fast = len(self.script) > SLOW_LAST
                self._script_timer.start(
                    min(self.bot_delay_ms, SCRIPT_MS) if fast else self.bot_delay_ms
                )
            return
        if not self.guided:
            super().schedule_bots()

    def _play_script(self) -> None:
        if not self.script or self._closed:
            return
        seat, action = self.script.pop(0)
        if not super().play(seat, action):
            self.script.clear()  # a script out of step: the lesson's test catches it
        if not self.script:
            self.scriptDone.emit()

    def busy(self) -> bool:
        """The other seats still have scripted moves to play."""
        return bool(self.script)

    def decode(self, action: Any) -> Action:
        return self.game.decode_action(action)
