"""Who stands on each case of a track, in the order they arrived, and the groups
they form. No Qt; positions are `courses.track`'s (position 1 is the start case).
"""

from __future__ import annotations

from collections.abc import Container, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

Rider = Hashable


class CaseFull(ValueError):
    """A rider may not enter a case that holds its capacity (engines turn it into
    their own illegal-action error)."""


# -- ordered occupancy ---------------------------------------------------------------


@dataclass(frozen=True)
class Group:
    """Riders on consecutive occupied positions, no empty case between; front first."""

    front: int
    back: int
    riders: tuple[Rider, ...]  # front to back; on a case, first arrived first

    @property
    def positions(self) -> range:
        return range(self.front, self.back - 1, -1)


class Occupancy:
    """Who stands on each position, in the order they arrived there."""

    def __init__(self, capacity: int | None = None) -> None:
        self.capacity = capacity
        self._on: dict[int, list[Rider]] = {}
        self._at: dict[Rider, int] = {}
        # What a game worked out from where everyone stands (its groups, say); every
        # change of the occupancy forgets it. Never copied or saved.
        self.memo: Any = None

    def __len__(self) -> int:
        return len(self._at)

    def __contains__(self, rider: object) -> bool:
        return rider in self._at

    def copy(self) -> Occupancy:
        other = Occupancy(self.capacity)
        other._on = {p: list(r) for p, r in self._on.items()}
        other._at = dict(self._at)
        return other

    def position(self, rider: Rider) -> int:
        return self._at[rider]

    def riders_on(self, position: int) -> tuple[Rider, ...]:
        """First arrived first."""
        return tuple(self._on.get(position, ()))

    def last_arrived_first(self, position: int) -> tuple[Rider, ...]:
        return tuple(reversed(self._on.get(position, ())))

    def free(self, position: int) -> int | None:
        """Places left on the case; None: no limit."""
        if self.capacity is None:
            return None
        return self.capacity - len(self._on.get(position, ()))

    def is_full(self, position: int) -> bool:
        capacity = self.capacity  # free(position) <= 0, without the call (hot in playouts)
        return capacity is not None and len(self._on.get(position, ())) >= capacity

    def furthest(self, start: int, end: int) -> int:
        """From `start` towards `end` (ahead), the last case reached before a full one
        (`end` when none is full): `is_full` asked case by case, in one loop."""
        capacity = self.capacity
        if capacity is None:
            return end
        on = self._on
        p = start
        while p < end:
            riders = on.get(p + 1)
            if riders is not None and len(riders) >= capacity:
                break
            p += 1
        return p

    def scan(self, start: int, end: int, stops: Container[int]) -> tuple[int, bool]:
        """From `start` towards `end` (ahead): (the first occupied case of `stops` on the
        way, True), or (`furthest(start, end)`, False); one loop for both."""
        capacity = self.capacity
        on = self._on
        p = start
        while p < end:
            riders = on.get(p + 1)
            if riders is not None:
                if capacity is not None and len(riders) >= capacity:
                    break  # a full case stops before a stop beyond it is seen
                if p + 1 in stops:
                    return p + 1, True
            p += 1
        return p, False

    def taken(self, position: int) -> bool:
        """Someone stands on the case."""
        return position in self._on

    def add(self, rider: Rider, position: int) -> None:
        """Put a rider on a case, behind those already there."""
        if rider in self._at:
            raise ValueError(f"rider {rider!r} is already on the track")
        if self.is_full(position):
            raise CaseFull(f"case {position} is full ({self.capacity} riders)")
        self._on.setdefault(position, []).append(rider)
        self._at[rider] = position
        self.memo = None

    def remove(self, rider: Rider) -> int:
        """Take a rider off the track; returns where it stood."""
        position = self._at.pop(rider)
        riders = self._on[position]
        riders.remove(rider)
        if not riders:
            del self._on[position]
        self.memo = None
        return position

    def move(self, rider: Rider, position: int) -> None:
        """The rider arrives last on `position`; a full case raises CaseFull, rider unmoved."""
        at, on = self._at, self._on
        start = at.get(rider)
        if start == position:
            return
        there = on.get(position)
        if there is not None and self.capacity is not None and len(there) >= self.capacity:
            raise CaseFull(f"case {position} is full ({self.capacity} riders)")  # is_full
        if start is None:
            raise KeyError(rider)  # not on the track
        # remove then add, in one: leaving another case cannot fill this one
        riders = on[start]
        riders.remove(rider)
        if not riders:
            del on[start]
        if there is None:
            on[position] = [rider]
        else:
            there.append(rider)
        at[rider] = position
        self.memo = None

    def ride(self, riders: Iterable[Rider], distance: int) -> list[int]:
        """Each rider in turn `distance` cases ahead, stopping before a full case
        (`furthest` inlined, then `move`, rider by rider: a whole group rides at every
        turn); returns where each stood."""
        at, on, capacity = self._at, self._on, self.capacity
        starts = []
        for rider in riders:
            starts.append(start := at[rider])
            p, end = start, start + distance
            if capacity is None:
                p = end
            else:
                while p < end:
                    there = on.get(p + 1)
                    if there is not None and len(there) >= capacity:
                        break
                    p += 1
            if p != start:
                self.move(rider, p)
        return starts

    def occupied(self) -> list[int]:
        """Occupied positions, front (furthest along) first."""
        return sorted(self._on, reverse=True)

    def cases(self) -> list[tuple[int, list[Rider]]]:
        """(position, riders first arrived first), the front case first; the lists are
        the occupancy's own: read them, never change them."""
        on = self._on
        return [(p, on[p]) for p in sorted(on, reverse=True)]

    def front_to_back(self) -> Iterator[Rider]:
        """The front case first; on a case, first arrived first (as things stand when
        asked: a list made at once is faster than a generator)."""
        on = self._on
        return iter([r for position in sorted(on, reverse=True) for r in on[position]])

    def groups(self) -> list[Group]:
        """Runs of consecutive occupied positions, the leading group first."""
        found: list[Group] = []
        for position in self.occupied():
            riders = tuple(self._on[position])
            last = found[-1] if found else None
            if last is not None and last.back == position + 1:
                found[-1] = Group(last.front, position, last.riders + riders)
            else:
                found.append(Group(position, position, riders))
        return found

    def to_json(self) -> dict[str, list[Any]]:
        return {str(p): list(r) for p, r in sorted(self._on.items())}

    @classmethod
    def from_json(cls, data: Mapping[str, list[Any]], capacity: int | None = None) -> Occupancy:
        occupancy = cls(capacity)
        for position, riders in data.items():
            for rider in riders:
                occupancy.add(rider, int(position))
        return occupancy
