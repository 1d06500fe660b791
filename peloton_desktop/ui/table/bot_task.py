"""A bot's decision off the GUI thread: the session starts one task a decision and
hears back through its signals (a generation number drops an answer that came late)."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from peloton_desktop.core.bots import Bot, consult
from peloton_desktop.core.protocol import Game

log = logging.getLogger(__name__)


class BotSignals(QObject):
    decided = Signal(int, int, object, bool)  # generation, seat, action, out of time
    crashed = Signal(int, int, str)


class BotTask(QRunnable):
    """One bot decision on a copy of the state, off the GUI thread."""

    def __init__(self, game: Game[Any], state: Any, seat: int, bot: Bot, generation: int) -> None:
        super().__init__()
        self.game, self.state, self.seat, self.bot = game, state, seat, bot
        self.generation = generation
        self.signals = BotSignals()

    def run(self) -> None:
        try:
            action, decision = consult(self.game, self.state, self.seat, self.bot)
        except Exception as exc:  # reported on the GUI thread, never lost
            log.exception("bot failed")
            self.signals.crashed.emit(self.generation, self.seat, str(exc))
            return
        self.signals.decided.emit(self.generation, self.seat, action, decision.out_of_time)
