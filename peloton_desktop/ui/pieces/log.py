"""Log lines for events: a table from an event's kind to a function that writes
its translated line, instead of a chain of ifs in each game.

A game's table maps kinds to `formatter(data, context) -> str | None`; the context
is whatever the game's lines need (its observation, names of teams…). A kind not
in the table gets no line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from peloton_desktop.core.protocol import Event

C = TypeVar("C")
Formatter = Callable[[Mapping[str, Any], C], "str | None"]


class EventLines(Generic[C]):
    def __init__(self, formatters: Mapping[str, Formatter[C]]) -> None:
        self.formatters = dict(formatters)

    def __contains__(self, kind: str) -> bool:
        return kind in self.formatters

    def describe(self, event: Event, context: C) -> str | None:
        formatter = self.formatters.get(event.kind)
        return None if formatter is None else formatter(event.data, context)
