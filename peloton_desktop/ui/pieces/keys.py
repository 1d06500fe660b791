"""Playing without a mouse (issue 47): the legal choices the table's pieces offer.

A piece that a click plays (a lit case, a clickable rider, a playable card, a game's
own block or marker…) answers `key_choices()`: one `KeyChoice` per thing a click on
it would do, with what a player sees in words. The cursor (`ui/table/board_keys.py`)
gathers them from the scene; no piece knows about keys beyond that one method.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from html import unescape

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene


@dataclass(frozen=True)
class KeyChoice:
    """One thing the table offers: where it is (in `item`'s coordinates), what Enter
    does (what a click does), its words for a screen reader, and whether it is a card
    (the digits pick cards)."""

    item: QGraphicsItem
    rect: QRectF
    press: Callable[[], object]
    words: str
    card: bool = False
    key: Hashable = None  # the same choice after a redraw (a case's number…)

    def scene_rect(self) -> QRectF:
        return self.item.mapRectToScene(self.rect)

    def identity(self) -> Hashable:
        return (type(self.item).__name__, self.key if self.key is not None else self.words)


def plain(html: str) -> str:
    """A tooltip's words without its markup, lines joined by ", " (what a reader says)."""
    text = re.sub(r"<br\s*/?>|</p>|</li>|</tr>", ", ", html, flags=re.IGNORECASE)
    text = unescape(re.sub(r"<[^>]+>", "", text))
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"(,\s*)+", ", ", text)
    return text.strip(" ,")


def words_of(item: QGraphicsItem, fallback: str = "") -> str:
    """What a piece says: its tooltip in plain words, else `fallback`."""
    return plain(item.toolTip()) or fallback


def scene_choices(scene: QGraphicsScene) -> list[KeyChoice]:
    """Every choice the visible pieces offer, in reading order (top to bottom, left
    to right, by rows of the pieces' centres)."""
    found: list[KeyChoice] = []
    for item in scene.items():
        ask = getattr(item, "key_choices", None)
        if callable(ask) and item.isVisible() and item.isEnabled():
            found.extend(ask())
    return sorted(found, key=_reading_order)


def scene_pieces(scene: QGraphicsScene) -> list[KeyChoice]:
    """Every visible piece that says something (its tooltip), choice or not, in reading
    order: what Shift and the arrows look at. A piece that is no choice does nothing."""
    found: list[KeyChoice] = []
    for item in scene.items():
        if item.isVisible() and item.toolTip():
            rect = item.boundingRect()
            found.append(KeyChoice(item, rect, _nothing, words_of(item), key=id(item)))
    return sorted(found, key=_reading_order)


def _nothing() -> None:
    """A piece looked at, not a choice."""


def _reading_order(choice: KeyChoice) -> tuple[float, float]:
    c = choice.scene_rect().center()
    return (round(c.y() / 24.0), c.x())


def nearest(choices: Sequence[KeyChoice], at: int, dx: int, dy: int) -> int:
    """The choice the arrow (dx, dy) leads to from `choices[at]`: the closest one in
    that direction (what lies straight ahead counts more than what lies aside), or
    the next/previous one in reading order when none lies that way."""
    if not choices:
        return -1
    if not 0 <= at < len(choices):
        return 0
    here = choices[at].scene_rect().center()
    best, best_cost = -1, float("inf")
    for i, choice in enumerate(choices):
        if i == at:
            continue
        d = choice.scene_rect().center() - here
        ahead = d.x() * dx + d.y() * dy
        aside = abs(d.x() * dy) + abs(d.y() * dx)
        if ahead <= 0.5:
            continue
        cost = ahead + 2.5 * aside
        if cost < best_cost:
            best, best_cost = i, cost
    if best >= 0:
        return best
    step = 1 if dx + dy > 0 else -1
    return (at + step) % len(choices)


def offered(
    on: bool,
    item: QGraphicsItem,
    rect: QRectF,
    words: str,
    key: Hashable,
    emit: Callable[..., object],
    *args: object,
) -> list[KeyChoice]:
    """`item`'s one choice when `on` (a lit case, a legal marker…): Enter calls
    `emit(*args)`, as a click does."""
    return [KeyChoice(item, rect, lambda: emit(*args), words, key=key)] if on else []
