"""What a phone shows of its seat, in words: titled sections of lines (the hand, the
secret choices, the resources) and a label for each legal action.

A game brings its own words in `games/<id>/phone.py` (`GamePhone`, given to its
`GameTable`); a game without one gets the generic words below. Every function reads
only the seat's observation (`observe(seat)`) and the laptop's view for names."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate


@dataclass(frozen=True)
class Section:
    title: str
    lines: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"title": self.title, "lines": list(self.lines)}


@dataclass(frozen=True)
class Choice:
    """A legal action in words; `group` gathers alike choices under one heading."""

    label: str
    group: str = ""


# (laptop's view, observation of the seat, seat) -> sections
Sections = Callable[[Any, Any, int], Sequence[Section]]
# (laptop's view, observation of the seat, seat, action) -> its words
Label = Callable[[Any, Any, int, Action], Choice]


def generic_label(view: Any, obs: Any, seat: int, action: Action) -> Choice:
    """An action's own values, for a game that has no words for it (a test game)."""
    if isinstance(action, tuple):
        return Choice(" ".join(str(part) for part in action))
    return Choice(str(action))


def no_sections(view: Any, obs: Any, seat: int) -> Sequence[Section]:
    return ()


@dataclass(frozen=True)
class GamePhone:
    sections: Sections = no_sections
    label: Label = generic_label


GENERIC = GamePhone()


def pass_choice() -> Choice:
    return Choice(translate("Phone", "Pass"))
