"""Log lines for events: a table from an event's kind to a function that writes
its translated line, instead of a chain of ifs in each game.

A game's table is made of `line(Kind, write)` pairs (`core/events.py`): `write(payload,
context) -> str | None` gets the kind's typed payload; the context is whatever the
game's lines need (its observation, names of teams…). A kind not in the table gets no
line.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from peloton_desktop.core.events import LineWriter
from peloton_desktop.core.protocol import Event

C = TypeVar("C")


class EventLines(Generic[C]):
    def __init__(self, *lines: tuple[str, LineWriter[C]]) -> None:
        self.formatters = dict(lines)

    def __contains__(self, kind: str) -> bool:
        return kind in self.formatters

    def describe(self, event: Event, context: C) -> str | None:
        formatter = self.formatters.get(event.kind)
        return None if formatter is None else formatter(event, context)
