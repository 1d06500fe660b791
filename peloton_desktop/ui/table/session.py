"""GameSession: binds a rules engine to a view (model-view glue).

It owns the record (the truth), applies actions through the engine, emits what
changed, autosaves after every action (or burst), limits undo so it never reveals
hidden information or re-rolls chance, and runs bots on a worker thread."""

from __future__ import annotations

import logging
import secrets
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from peloton_desktop import paths
from peloton_desktop.core import registry
from peloton_desktop.core.bots import Bot, OutOfTime, make_bot
from peloton_desktop.core.errors import BadInput, PelotonError, about_file
from peloton_desktop.core.prompts import Prompt, decision_order
from peloton_desktop.core.protocol import Action, Event, Game, Result
from peloton_desktop.core.records import (
    RecordedAction,
    RecordModel,
    SeatInfo,
    new_record,
    replay,
    save_record,
)
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.stages import Classification
from peloton_desktop.draw.seat import default_colour
from peloton_desktop.gate import REPLAY_BUDGET, read_record
from peloton_desktop.ui.pieces.text import error_text, shown_name
from peloton_desktop.ui.table.bot_task import BotTask

log = logging.getLogger(__name__)


class GameSession(QObject):
    stateChanged = Signal()
    eventsApplied = Signal(int, list)  # seat, list[Event]
    undoAvailable = Signal(bool)
    undone = Signal(int)  # the seat whose move was taken back
    botThinking = Signal(int)
    gameOver = Signal()
    failed = Signal(str)  # translated message for the user
    # the autosave: why it could not be written (a full disk: said once, in a banner,
    # not after every move), or "" once it is written again
    saving = Signal(str)

    def __init__(
        self,
        game: Game[Any],
        record: RecordModel,
        autosave_path: Path | None = None,
        parent: QObject | None = None,
        budget: float | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.record = record
        done = replay(record, budget=budget)  # raises BadInput for a broken record
        self.state = done.state
        self._barriers = done.barriers
        # Every action's events, for the log of a resumed game and for the review.
        self.history: list[tuple[int, list[Event]]] = [
            (a.seat, events) for a, events in zip(record.actions, done.events, strict=True)
        ]
        self.reviewing = False
        self._review_states: list[Any] = []
        self._review_ends: list[Any] = []  # per step: the stage's finish shown, or None
        self.story_chances: list[float] | None = None  # the story's estimates, once computed
        self.autosave_path = autosave_path
        self.unsaved = ""  # why the last autosave failed, "" when it was written
        # Written when the table is idle again: a burst of moves is one write, not one
        # each (forced moves, a test's loop); close() writes what is pending.
        self._save_soon = QTimer(self, singleShot=True, interval=0)
        self._save_soon.timeout.connect(self.autosave)
        self.bot_delay_ms = 0
        self.held = False  # between two stages, until the players go on (bots wait)
        self.stage_end: Any = None  # what the table shows while held: the stage's finish
        self._last: tuple[Any, int, Action] | None = None  # before the last action
        self.answered: Prompt | None = None  # the prompt the last action answered
        # Humans play a game with secrets: the seat-less view is the public one (the
        # laptop's PUBLIC), everything only once it is over, in review or for bots only.
        self.public_view = game.hidden_information and any(
            info.kind == "human" for info in record.seats
        )
        self._generation = 0
        self._thinking: set[int] = set()
        self._closed = False
        self._tasks: set[QObject] = set()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bots: dict[int, Bot] = {
            seat: make_bot(game, info.bot or "random", record.seed * 31 + seat)
            for seat, info in enumerate(record.seats)
            if info.kind == "bot"
        }

    # -- creation ---------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        setup: dict[str, Any],
        seed: int,
        seats: list[SeatInfo],
        ruleset: Ruleset | None = None,
        competitive: bool = False,
    ) -> GameSession:
        """A new game; `ruleset`: a box owner's (None: standard); `competitive`: no coach."""
        game = registry.get(game_id).create(ruleset)
        setup = game.validate_setup(setup)
        record = new_record(game, setup, seed, seats)
        record.competitive = competitive
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        unique = secrets.token_hex(3)  # two games started in the same second stay apart
        path = paths.autosave_dir() / f"{game_id}-{stamp}-{seed % 100000:05d}-{unique}.json"
        session = cls(game, record, path)
        session.autosave()
        return session

    @classmethod
    def load(cls, path: str | Path) -> GameSession:
        p = Path(path)
        record = read_record(p, table=True)  # the file gate: bounded, checked, then replayed
        with about_file(p.name):
            entry = registry.get(record.game)
            if not entry.playable:  # an engine without its table yet: nothing to show
                raise BadInput("record.game_unavailable", game=record.game)
            game = entry.create(record.ruleset)
            autosave = p if p.parent == paths.autosave_dir() else cls._autosave_for(p)
            return cls(game, record, autosave, budget=REPLAY_BUDGET)

    @staticmethod
    def _autosave_for(p: Path) -> Path:
        """Each resumed game its own autosave, whatever the saved file was called."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        return paths.autosave_dir() / f"{p.stem[:40]}-resumed-{stamp}-{secrets.token_hex(3)}.json"

    # -- queries ----------------------------------------------------------------
    @property
    def seats(self) -> list[SeatInfo]:
        return self.record.seats

    def seat_name(self, seat: int) -> str:
        return shown_name(self.seats[seat].name) if seat < len(self.seats) else str(seat + 1)

    def seat_colour(self, seat: int) -> str:
        """The seat's colour, or a new game's for that seat (`simulate` records none)."""
        given = self.seats[seat].colour if seat < len(self.seats) else None
        return given or default_colour(seat)

    def is_human(self, seat: int) -> bool:
        return seat < len(self.seats) and self.seats[seat].kind == "human"

    def human_count(self) -> int:
        return sum(1 for s in self.seats if s.kind == "human")

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def result(self) -> Result | None:
        return self.game.result(self.state) if self.is_over() else None

    def prompts(self) -> tuple[Prompt, ...]:
        return self.game.prompts(self.state)

    def to_move(self) -> tuple[int, ...]:
        """Seats the game waits for (open reaction windows excluded)."""
        return self.game.to_move(self.state)

    def humans_to_move(self) -> list[int]:
        return [s for s in self.to_move() if self.is_human(s)]

    def classifications(self) -> tuple[Classification, ...]:
        return self.game.classifications(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.reviewing or self.held:  # nothing is offered over a stage's finish
            return []
        return self.game.legal_actions(self.state, seat)

    def initial_observation(self) -> Any:
        """The full view of the position the game started from (its opening lines)."""
        game, record = self.game, self.record
        return game.observe(game.new_game(game.check_setup(record.setup), record.seed), None)

    def observe(self, seat: int | None) -> Any:
        if seat is None and self.public_view and not self.is_over():  # a review too
            seat = len(self.seats)  # a seat nobody holds: only what is public
        held = self.held or self.reviewing  # a stage's finish on screen (live or reviewed)
        shown = self.stage_end if held and self.stage_end is not None else self.state
        return self.game.observe(shown, seat)

    def thinking(self) -> frozenset[int]:
        return frozenset(self._thinking)

    # -- actions ----------------------------------------------------------------
    def play(self, seat: int, action: Action, notes: tuple[Event, ...] = ()) -> bool:
        """Apply a seat's action; on refusal emit `failed` and change nothing. `notes`
        are the table's own lines after the action's events (a bot out of time)."""
        if self._closed or self.reviewing:
            return False
        before = self.game.rng_fingerprint(self.state)
        asked = [p for p in self.game.prompts(self.state) if seat in p.seats]
        try:
            state, events = self.game.apply(self.state, seat, action)
        except BadInput as exc:
            self.failed.emit(error_text(exc))
            return False
        self._last = (self.state, seat, action)
        self.answered = asked[0] if asked else None  # what the action answered
        self.state = state
        events = [*events, *notes]
        self.record.actions.append(
            RecordedAction(seat=seat, action=self.game.encode_action(action))
        )
        self._barriers.append(self.game.is_final(before, self.state, events))
        self.history.append((seat, events))
        self._save_soon.start()
        self.eventsApplied.emit(seat, events)
        self._changed()
        return True

    def can_undo(self) -> bool:
        """Never once a race is over or a stage's end is on screen: its result is out."""
        if self._closed or self.held or self.reviewing or self.is_over():
            return False
        return self.undo_target() is not None

    def undo(self, seat: int | None = None, since: int = 0) -> bool:
        """Take back the last human action (and the bot actions after it); with `seat`,
        only that seat's own action, played at index `since` or later."""
        target = self.undo_target(seat, since)
        if target is None or not self.can_undo():
            return False
        self._generation += 1  # answers of bots still thinking are now stale
        self._thinking.clear()
        seat = self.record.actions[target].seat
        del self.record.actions[target:]
        del self._barriers[target:]
        del self.history[target:]
        self.state = replay(self.record, keep_events=False).state
        self._save_soon.start()
        self.undone.emit(seat)
        self._changed()
        return True

    def undo_target(self, seat: int | None = None, since: int = 0) -> int | None:
        """The index of the action an undo takes back, or None: the last human action,
        never across a final one (chance or a reveal); with `seat`, it must be that
        seat's, at index `since` or later (another human's action stops it)."""
        for i in range(len(self.record.actions) - 1, max(since, 0) - 1, -1):
            if self._barriers[i]:
                return None
            mover = self.record.actions[i].seat
            if self.is_human(mover):
                return i if seat is None or mover == seat else None
        return None

    def _changed(self) -> None:
        self.stateChanged.emit()
        self.undoAvailable.emit(self.can_undo())
        if self.is_over():
            self.gameOver.emit()
        else:
            self.schedule_bots()

    # -- review: the table as it was after each action ----------------------------
    def start_review(self) -> None:
        """Freeze the game (no bots, no moves) and step through its positions: after
        an action that ended a stage, the stage's finish, as the table held it live."""
        self._generation += 1
        self._thinking.clear()
        state = self.game.new_game(self.game.check_setup(self.record.setup), self.record.seed)
        self._review_states = [self.game.clone(state)]
        self._review_ends = [None]
        for recorded, (_seat, events) in zip(self.record.actions, self.history, strict=True):
            action = self.game.decode_action(recorded.action)
            before = state
            state, _ = self.game.apply(state, recorded.seat, action)
            self._review_states.append(state)
            finished = any(e.kind == "stage_finished" for e in events)
            held = finished and not self.game.is_over(state)
            self._review_ends.append(
                self.game.stage_end(before, recorded.seat, action) if held else None
            )
        self.reviewing = True
        self.review_step = len(self.record.actions)

    def final_result(self) -> Result | None:
        """The result of the game as played to its last move (also while reviewing)."""
        final = self._review_states[-1] if self.reviewing else self.state
        return self.game.result(final) if self.game.is_over(final) else None

    def review_over(self, step: int) -> bool:
        return bool(self.game.is_over(self._review_states[step]))

    def review_length(self) -> int:
        return len(self._review_states) - 1

    def seek(self, step: int) -> None:
        """Show the position after `step` actions (0: the start)."""
        if not self.reviewing:
            return
        self.review_step = max(0, min(step, self.review_length()))
        self.state = self._review_states[self.review_step]
        self.stage_end = self._review_ends[self.review_step]  # a stage's finish, held
        self.stateChanged.emit()

    # -- bots -------------------------------------------------------------------
    def hold(self, held: bool) -> None:
        """Hold the bots (a stage's end on screen) or let them go on."""
        self.held = held
        # the table shows the stage's finish, not the next stage already set up
        self.stage_end = self.game.stage_end(*self._last) if held and self._last else None
        self.undoAvailable.emit(self.can_undo())
        if not held:
            self.schedule_bots()

    def schedule_bots(self) -> None:
        """Ask the next bot that must decide (one at a time, for a readable game)."""
        if self._closed or self.reviewing or self.is_over() or self._thinking or self.held:
            return
        order = decision_order(self.prompts())
        seat = next((s for s in order if s in self._bots), None)
        if seat is None:
            return
        self._thinking.add(seat)
        self.botThinking.emit(seat)
        task = BotTask(
            self.game, self.game.clone(self.state), seat, self._bots[seat], self._generation
        )
        task.signals.decided.connect(self._bot_decided)
        task.signals.crashed.connect(self._bot_crashed)
        self._tasks.add(task.signals)  # keep the signal object alive until it fires
        if self.bot_delay_ms:
            QTimer.singleShot(self.bot_delay_ms, lambda: self._pool.start(task))
        else:
            self._pool.start(task)

    def _bot_decided(self, generation: int, seat: int, action: Action, out_of_time: bool) -> None:
        self._tasks.discard(self.sender())
        if generation != self._generation or self._closed:
            return
        self._thinking.discard(seat)
        if self.is_over() or action not in self.legal_actions(seat):
            # The table moved on while the bot thought (another seat acted): ask again.
            log.info("dropping a stale bot answer for seat %s", seat)
            self.schedule_bots()
            return
        level = self.seats[seat].bot if seat < len(self.seats) else None
        notes = (OutOfTime(seat, level).event(),) if out_of_time else ()
        self.play(seat, action, notes)

    def _bot_crashed(self, generation: int, seat: int, reason: str) -> None:
        self._tasks.discard(self.sender())
        if generation != self._generation:
            return
        self._thinking.discard(seat)
        self.failed.emit(error_text(PelotonError("internal", reason=reason)))

    # -- saving -----------------------------------------------------------------
    def autosave(self) -> None:
        self._save_soon.stop()
        if self.autosave_path is None or self.reviewing:
            return
        self.record.finished = self.is_over()
        try:
            save_record(self.record, self.autosave_path)
        except BadInput as exc:
            self.unsaved = error_text(exc)
            self.saving.emit(self.unsaved)
            return
        if self.unsaved:
            self.unsaved = ""
            self.saving.emit("")

    def save_as(self, path: str | Path) -> bool:
        self.record.finished = self.game.is_over(self.state)
        try:
            save_record(self.record, path)
        except BadInput as exc:
            self.failed.emit(error_text(exc))
            return False
        return True

    def close(self) -> None:
        """Stop listening to bots; write the autosave if a move is not on disk yet."""
        if self._save_soon.isActive():
            self.autosave()
        self._closed = True
        self._generation += 1
        self._pool.clear()
        self._pool.waitForDone(2000)
