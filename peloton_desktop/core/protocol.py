"""The Game protocol every engine implements (OpenSpiel-like, for tabletop play).

Seats are numbered from 0. The engine says who is asked what with typed prompts
(`prompts`, see `core/prompts.py`): a turn, a simultaneous secret choice (each
seat's choice is stored in the state and resolved when the last one is in) or a
reaction window (out-of-turn actions, "pass" always offered). A seat has legal
actions exactly when some prompt asks it; `to_move` is the seats the game waits for.

Engines mutate a state in `apply_in_place` (and `apply_quiet`, the same without
its events: fast random playouts); `apply` is the safe, functional entry point used
by sessions and replays: it checks legality first, works on a copy and never
corrupts the state it was given.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar, Generic, NamedTuple, Protocol, TypeVar, cast

from peloton_desktop.core.errors import IllegalAction, SetupError
from peloton_desktop.core.jsonable import from_jsonable, to_jsonable
from peloton_desktop.core.observation import Observation
from peloton_desktop.core.prompts import Prompt, asked_seats, first_asked, waiting_seats
from peloton_desktop.core.ruleset import Ruleset, load_bundled_ruleset
from peloton_desktop.core.stages import Classification, RaceBook, StageHeld

S = TypeVar("S")
Action = Any  # hashable (tuples, str, int); see encode_action / decode_action


class Event(NamedTuple):
    """What changed, for the view to animate and the log to explain.

    `kind` is a message key of the game's log catalogue; `visible_to` restricts a
    private event (a card drawn) to some seats; `reveals` marks an event that made
    hidden information public (it makes the action impossible to undo). A named
    tuple, not a frozen dataclass: engines make several at every step of a playout.
    """

    kind: str
    data: Mapping[str, Any] = MappingProxyType({})
    visible_to: tuple[int, ...] | None = None
    reveals: bool = False

    def visible_for(self, seat: int | None) -> bool:
        return self.visible_to is None or seat is None or seat in self.visible_to

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "data": to_jsonable(dict(self.data))}
        if self.visible_to is not None:
            out["visible_to"] = list(self.visible_to)
        if self.reveals:
            out["reveals"] = True
        return out


@dataclass(frozen=True, slots=True)
class Result:
    """A finished game: every seat ranked, best first, and why the winner won."""

    ranking: tuple[int, ...]
    reason: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)
    scores: tuple[Any, ...] | None = None
    # A race's final classifications (general with gaps, points, climbers, the last
    # stage's result); empty for games that are no race.
    classifications: tuple[Classification, ...] = ()

    @property
    def winner(self) -> int:
        return self.ranking[0]

    def to_json(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "ranking": list(self.ranking),
            "reason": self.reason,
            "params": to_jsonable(dict(self.params)),
            "scores": None if self.scores is None else to_jsonable(list(self.scores)),
            "classifications": [c.to_json() for c in self.classifications],
        }


class Identity(Protocol):
    """What an engine reads of its game's registry entry (`core.registry.GameEntry`)."""

    @property
    def id(self) -> str: ...
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int: ...
    @property
    def data(self) -> Path | None: ...


class Game(ABC, Generic[S]):
    """A complete, GUI-free game engine bound to one ruleset."""

    # A game package's engine names its registry entry (`entry = ENTRY`): the entry is
    # the one place its id and table size are written, and they are copied from it.
    entry: ClassVar[Identity | None] = None
    game_id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    # Traits the framework reads (declared, never guessed):
    hidden_information: ClassVar[bool] = False  # observe() hides something from a seat
    chance: ClassVar[bool] = True  # the state's RNG is used after the set-up
    reaction_windows: ClassVar[bool] = False  # seats may act out of turn
    searchable: ClassVar[bool] = False  # implements determinize and evaluate
    stage_race: ClassVar[bool] = False  # keeps classifications (a RaceBook) in its state

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        entry = cls.__dict__.get("entry")
        if entry is not None:
            cls.game_id, cls.min_players, cls.max_players = (
                entry.id,
                entry.min_players,
                entry.max_players,
            )

    def __init__(self, ruleset: Ruleset | None = None) -> None:
        self.ruleset = ruleset if ruleset is not None else self.default_ruleset()

    @cached_property  # the same dict for the engine's life; engines read it at every step
    def v(self) -> dict[str, Any]:
        """The ruleset's numbers (its game's `ruleset.json`, or the record's own)."""
        return self.ruleset.values

    @cached_property  # the ruleset never changes: read once (engines ask at every step)
    def rules_revision(self) -> int:
        """Which reading of the rulebook the engine plays. A fix that changes what is
        legal raises the bundled ruleset's `rules_revision`; a record carries its
        ruleset, so a game saved before the fix replays as it was played."""
        return int(self.ruleset.values.get("rules_revision", 1))

    # -- set-up ---------------------------------------------------------------
    @classmethod
    def default_ruleset(cls) -> Ruleset:
        return load_bundled_ruleset(cls.game_id, cls.entry.data if cls.entry else None)

    def default_setup(self, players: int) -> dict[str, Any]:
        return {"players": players}

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        """Return the normalised set-up or raise SetupError. Engines extend this."""
        players = setup.get("players")
        if not isinstance(players, int) or not (self.min_players <= players <= self.max_players):
            raise SetupError(
                "setup.player_count",
                game=self.game_id,
                min=self.min_players,
                max=self.max_players,
                count=players,
            )
        return dict(setup)

    def check_setup(self, setup: Any) -> dict[str, Any]:
        """`validate_setup` for a set-up from outside (a file, a record): whatever is
        malformed in it is a SetupError naming the problem, never a crash."""
        if not isinstance(setup, Mapping):
            raise SetupError("setup.invalid", problem="the set-up is not an object")
        try:
            return self.validate_setup(setup)
        except KeyError as exc:
            raise SetupError("setup.missing", name=str(exc.args[0]) if exc.args else "?") from None
        except (TypeError, ValueError, AttributeError, IndexError, ArithmeticError):
            raise SetupError("setup.wrong_kind") from None

    @abstractmethod
    def new_game(self, setup: Mapping[str, Any], seed: int) -> S: ...

    # -- play -----------------------------------------------------------------
    def player_count(self, state: S) -> int:
        """The seats at the table: the state's `players` (a game of one size overrides)."""
        return int(cast(Any, state).players)

    @abstractmethod
    def prompts(self, state: S) -> tuple[Prompt, ...]:
        """Every decision pending, as typed prompts (empty when over)."""

    def to_move(self, state: S) -> tuple[int, ...]:
        """Seats whose decision the game waits for (empty when over)."""
        return waiting_seats(self.prompts(state))

    def asked(self, state: S) -> tuple[int, ...]:
        """Every seat some prompt asks, open reaction windows included."""
        return asked_seats(self.prompts(state))

    def next_seat(self, state: S) -> int | None:
        """The seat a table of bots asks next (open reaction windows first)."""
        return first_asked(self.prompts(state))

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]: ...

    @abstractmethod
    def apply_in_place(self, state: S, seat: int, action: Action) -> list[Event]:
        """Play a legal action (already checked) by mutating `state`."""

    def apply_quiet(self, state: S, seat: int, action: Action) -> None:
        """`apply_in_place` when nobody reads the events: what searches, rollouts and
        bot tables call. A `QuietGame` builds no event at all here."""
        self.apply_in_place(state, seat, action)

    def apply(self, state: S, seat: int, action: Action) -> tuple[S, list[Event]]:
        """Check and play an action on a copy: (new state, events)."""
        self.check_action(state, seat, action)
        new_state = self.clone(state)
        return new_state, self.apply_in_place(new_state, seat, action)

    def check_action(self, state: S, seat: int, action: Action) -> None:
        if self.is_over(state):
            raise IllegalAction("action.game_over")
        if not isinstance(seat, int) or not 0 <= seat < self.player_count(state):
            raise IllegalAction("action.unknown_seat", seat=seat)
        if action not in self.legal_actions(state, seat):
            if seat not in self.asked(state):
                raise IllegalAction("action.not_your_turn", seat=seat)
            raise IllegalAction("action.illegal", action=repr(action))

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Result: ...

    def classifications(self, state: S) -> tuple[Classification, ...]:
        """The standings as they are now (a race's stage result, GC, jerseys)."""
        return ()

    # -- views ----------------------------------------------------------------
    @abstractmethod
    def observe(self, state: S, seat: int | None) -> Any:
        """What `seat` may know, as the game's `Observation` subclass (a game not yet
        typed returns a JSON-compatible dict); `None` is the full, seat-less view."""

    def state_to_json(self, state: S) -> dict[str, Any]:
        view = self.observe(state, None)
        return view.to_json() if isinstance(view, Observation) else dict(view)

    def rng_fingerprint(self, state: S) -> Any:
        """Changes whenever chance was used; undo never crosses such an action."""
        rng = getattr(state, "rng", None)
        return None if rng is None else rng.state

    def is_final(self, rng_before: Any, state_after: S, events: list[Event]) -> bool:
        """An action that used chance or revealed hidden information: never undone."""
        return rng_before != self.rng_fingerprint(state_after) or any(e.reveals for e in events)

    def clone(self, state: S) -> S:
        return copy.deepcopy(state)

    def stage_end(self, before: S, seat: int, action: Action) -> S | None:
        """The position at the finish of the stage `action` ended, before the next stage
        is set up: the action applied again to a copy of `before` whose race book stops
        the engine at `next_stage` (for the table, while the players read the result).
        None when the action set no next stage up (or the game has no race book)."""
        # a deep copy, not `clone`: a game's fast copy may share what its engine only
        # changes at a stage's end, and `before` must not change
        state = copy.deepcopy(before)
        book = getattr(state, "book", None)
        if not isinstance(book, RaceBook):
            return None
        book.hold_between = True
        try:
            self.apply_in_place(state, seat, action)
        except StageHeld:
            return state
        return None

    # -- bots -----------------------------------------------------------------
    def bots(self) -> dict[str, Any]:
        """The game's own bots by name ("heuristic", "normal", "strong"): seed -> Bot.
        A game package's are `bots.levels()`, found by that role's name (as the entry
        finds its view and phone), so the rules never import their bots; {} without."""
        package = type(self).__module__.rpartition(".rules")[0]
        if not package or importlib.util.find_spec(f"{package}.bots") is None:
            return {}
        levels = getattr(importlib.import_module(f"{package}.bots"), "levels", None)
        return dict(levels()) if levels is not None else {}

    def determinize(self, observation: Any, seat: int, rng: Any) -> S:
        """A full state consistent with `observation` (for search bots); games that
        set `searchable` implement it together with `evaluate`."""
        raise NotImplementedError

    def evaluate(self, state: S) -> list[float]:
        """Each seat's prospects in [0, 1] for a game cut short (search bots)."""
        raise NotImplementedError

    # -- action encoding (records are JSON) -----------------------------------
    def encode_action(self, action: Action) -> Any:
        return to_jsonable(action)

    def decode_action(self, data: Any) -> Action:
        return from_jsonable(data)


AnyGame = Game[Any]
"""A game of any state type: what shared code (records, bots, the registry) handles."""


class QuietGame(Game[S]):
    """An engine whose rules build their events only when asked: `play` is every
    rule, and its chapters append to `events` only when it is a list, so a rollout
    (`apply_quiet`) builds no event, no message data, at any step (issue 27)."""

    @abstractmethod
    def play(self, state: S, seat: int, action: Action, events: list[Event] | None) -> None:
        """Play a legal action (already checked) by mutating `state`; its events go to
        `events` when it is a list."""

    def apply_in_place(self, state: S, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self.play(state, seat, action, events)
        return events

    def apply_quiet(self, state: S, seat: int, action: Action) -> None:
        self.play(state, seat, action, None)
