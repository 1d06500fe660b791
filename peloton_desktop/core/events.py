"""Typed event payloads: one class per event kind, declared by its game.

A game lists its events in `rules/events.py`, one `@payload` class a kind:

    @payload
    class Moved(Payload, kind="moved"):
        rider: int
        from_: int  # the JSON key "from" (a trailing _ steps round a Python keyword)
        to: int

The engine builds `Moved(rider, start, end).event()`, so mypy refuses a missing or
misspelt field; a view or a log line reads `Moved.of(event).rider` (or every such
event of a step, `Moved.among(events)`), never `data["rider"]`.

The payload is the event's `data` itself, and a read-only mapping of its JSON keys:
`Event.to_json` writes the same object as the dicts it replaced, so exported records
and the log catalogues' named parameters are unchanged. A payload written by hand as a
dict (a test's event) is decoded by `of`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, ClassVar, Self, TypeVar, dataclass_transform

from peloton_desktop.core.protocol import Event

T = TypeVar("T")
P = TypeVar("P", bound="Payload")
C = TypeVar("C")


@dataclass_transform(frozen_default=True, eq_default=False, field_specifiers=(dataclasses.field,))
def payload(cls: type[T]) -> type[T]:
    """A payload class: frozen for mypy (no rule may change an event once made); at
    run time a plain slotted dataclass, because a frozen one is 2.3 times slower to
    build and a table's engine, a replay or a property test builds events at every step."""
    return dataclasses.dataclass(slots=True, eq=False)(cls)


class Payload(Mapping[str, Any]):
    """The base of every kind's payload (see the module's docstring)."""

    __slots__ = ()
    kind: ClassVar[str]
    # keys left out of the JSON form while None (they were absent from the old dicts)
    omit_none: ClassVar[tuple[str, ...]] = ()
    _key_map: ClassVar[dict[str, str]]

    def __init_subclass__(cls, kind: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if kind is not None:  # dataclass(slots=True) remakes the class without it: kept
            cls.kind = kind

    @classmethod
    def keys_to_fields(cls) -> dict[str, str]:
        """JSON key -> field name, in the fields' order."""
        keys = cls.__dict__.get("_key_map")
        if keys is None:
            kind: Any = cls  # every kind is a dataclass (Payload itself is none)
            keys = {f.name.rstrip("_"): f.name for f in dataclasses.fields(kind)}
            cls._key_map = keys
        return keys

    # -- a read-only mapping of the JSON keys (what logs and exports read) --------
    def __getitem__(self, key: str) -> Any:
        name = self.keys_to_fields().get(key)
        value = None if name is None else getattr(self, name)
        if name is None or (value is None and key in self.omit_none):
            raise KeyError(key)
        return value

    def __iter__(self) -> Iterator[str]:
        omit = self.omit_none
        return (
            k
            for k, name in self.keys_to_fields().items()
            if not omit or k not in omit or getattr(self, name) is not None
        )

    def __len__(self) -> int:
        return sum(1 for _ in self)

    # -- making and reading events ---------------------------------------------
    def event(self, *, visible_to: tuple[int, ...] | None = None, reveals: bool = False) -> Event:
        return Event(self.kind, self, visible_to, reveals)

    @classmethod
    def of(cls, event: Event) -> Self:
        """The event's payload, of this kind (ValueError for another kind)."""
        data = event.data
        if isinstance(data, cls):
            return data
        if event.kind != cls.kind:
            raise ValueError(f"a {event.kind!r} event is no {cls.kind!r}")
        keys = cls.keys_to_fields()
        return cls(**{keys[k]: v for k, v in data.items() if k in keys})

    @classmethod
    def among(cls, events: Iterable[Event]) -> list[Self]:
        """The payloads of this kind among `events`, in their order."""
        return [cls.of(e) for e in events if e.kind == cls.kind]


@payload
class StageFinished(Payload, kind="stage_finished"):
    """What the table reads of any race's stage end (the games' own add to it)."""

    stage: int


LineWriter = Callable[[Event, C], "str | None"]


def line(kind: type[P], write: Callable[[P, C], str | None]) -> tuple[str, LineWriter[C]]:
    """One kind's log line for `EventLines`: `write` gets the typed payload."""
    return kind.kind, lambda event, context: write(kind.of(event), context)
