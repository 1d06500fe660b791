"""Narrowing the legal actions step by step, without Qt.

A decision panel rarely shows every legal action at once: a race game may ask for
the rider, then the pace, then the payment; a block game for the block to show,
then the block under it, or the first block's slot, then the second's. Each *step*
keys an action (the pace of a pace action, the slot of a placement…); a *path* of
chosen keys keeps the actions that agree with it. The panel shows the next step's
options and, once one action is left, hands it back: it never builds an action, so
the scene never decides a rule. Bots route on the kind of the legal actions with
the same `route`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from peloton_desktop.core.protocol import Action

T = TypeVar("T")
Key = Callable[[Action], Hashable]


def item(index: int) -> Key:
    """The step that keys an action tuple by one of its fields."""
    return lambda action: action[index]


def whole(action: Action) -> Hashable:
    """The last step of most pickers: the action itself."""
    key: Hashable = action
    return key


def kind(action: Action) -> Hashable:
    """The first field of an action tuple, its kind ("pace", "place", …)."""
    key: Hashable = action[0] if isinstance(action, tuple) else action
    return key


@dataclass(frozen=True)
class Step:
    """One narrowing step. `collapse`: pick the action at once when only one agrees."""

    key: Key
    collapse: bool = True


@dataclass(frozen=True)
class Narrowing:
    """The legal actions, the steps and the keys chosen so far (an immutable value)."""

    legal: tuple[Action, ...]
    steps: tuple[Step, ...]
    path: tuple[Hashable, ...] = ()

    @classmethod
    def of(
        cls, legal: Iterable[Action], steps: Sequence[Step | Key], path: Iterable[Hashable] = ()
    ) -> Narrowing:
        return cls(
            tuple(legal),
            tuple(s if isinstance(s, Step) else Step(s) for s in steps),
            tuple(path),
        )

    @property
    def depth(self) -> int:
        return len(self.path)

    def agrees(self, action: Action, path: Sequence[Hashable]) -> bool:
        return all(self.steps[i].key(action) == k for i, k in enumerate(path))

    def candidates(self) -> list[Action]:
        """The legal actions that agree with every key chosen so far."""
        return [a for a in self.legal if self.agrees(a, self.path)]

    def options(self) -> list[Hashable]:
        """The next step's keys, in the order of the legal actions, each once."""
        if self.depth >= len(self.steps):
            return []
        key = self.steps[self.depth].key
        return list(dict.fromkeys(key(a) for a in self.candidates()))

    def actions(self, option: Hashable) -> list[Action]:
        """The actions left if `option` is chosen next."""
        return [a for a in self.legal if self.agrees(a, (*self.path, option))]

    def offers(self, option: Hashable) -> bool:
        return bool(self.actions(option))

    def choose(self, option: Hashable) -> Narrowing | Action:
        """The narrowing one step further, or the action when it is the only one left
        (after the last step, or at a collapsing step)."""
        left = self.actions(option)
        if not left:
            raise ValueError(f"{option!r} is not offered at step {self.depth}")
        deeper = Narrowing(self.legal, self.steps, (*self.path, option))
        last = deeper.depth >= len(self.steps)
        if len(left) == 1 and (last or self.steps[self.depth].collapse):
            return left[0]
        if last:
            raise ValueError(f"the steps leave {len(left)} actions for {deeper.path!r}")
        return deeper

    def back(self) -> Narrowing:
        return Narrowing(self.legal, self.steps, self.path[:-1])

    def at(self, path: Iterable[Hashable]) -> Narrowing:
        return Narrowing(self.legal, self.steps, tuple(path))


def route(legal: Sequence[Action], routes: Mapping[Hashable, T]) -> T | None:
    """The handler of the first route whose kind a legal action has (routes in
    priority order), or None: how panels and bots dispatch on a decision."""
    kinds = {kind(a) for a in legal}
    return next((handler for k, handler in routes.items() if k in kinds), None)
