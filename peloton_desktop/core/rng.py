"""A small seeded RNG whose whole state is one integer, so it lives in game states.

SplitMix64: fast in pure Python, good enough statistically for dice and shuffles,
and trivially serialisable (unlike `random.Random`, whose state is 625 words).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def below_from(seed: int, n: int) -> int:
    """What `Rng(seed).below(n)` draws, without making the generator (for keyed dice,
    one draw per key)."""
    s = ((seed & MASK) + GOLDEN) & MASK
    s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & MASK
    return ((s ^ (s >> 31)) * n) >> 64


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0) -> None:
        self.state = (int(seed, 16) if isinstance(seed, str) else int(seed)) & MASK

    def next64(self) -> int:
        self.state = s = (self.state + GOLDEN) & MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n). Multiply-shift: bias below 2**-50 for game sizes."""
        if n <= 0:
            raise ValueError("n must be positive")
        # next64, inlined: playouts draw at every step
        self.state = s = (self.state + GOLDEN) & MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & MASK
        return ((s ^ (s >> 31)) * n) >> 64

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high], both included (a die is randint(1, 6))."""
        n = high - low + 1  # below(n), inlined: dice are rolled at every step
        if n <= 0:
            raise ValueError("n must be positive")
        self.state = s = (self.state + GOLDEN) & MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & MASK
        return low + (((s ^ (s >> 31)) * n) >> 64)

    def dice(self, count: int, faces: int = 6) -> tuple[int, ...]:
        """`count` dice at once: `randint(1, faces)` each, in order (inlined: a dice
        game rolls at almost every step)."""
        s, out = self.state, []
        for _ in range(count):
            s = (s + GOLDEN) & MASK
            x = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK
            out.append(1 + (((x ^ (x >> 31)) * faces) >> 64))
        self.state = s
        return tuple(out)

    def choice(self, items: Sequence[T]) -> T:
        n = len(items)
        if n <= 0:
            raise ValueError("n must be positive")
        # below(n), inlined: a playout chooses at every step
        self.state = s = (self.state + GOLDEN) & MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & MASK
        return items[((s ^ (s >> 31)) * n) >> 64]

    def shuffle(self, items: MutableSequence[T]) -> None:
        s = self.state  # below(i + 1) at each swap, inlined, the state kept local
        for i in range(len(items) - 1, 0, -1):
            s = (s + GOLDEN) & MASK
            x = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK
            j = ((x ^ (x >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.state = s

    def fork(self) -> Rng:
        """An independent generator derived from this one (advances this one)."""
        return Rng(self.next64())

    def to_json(self) -> str:
        return f"{self.state:016x}"

    @classmethod
    def from_json(cls, text: str) -> Rng:
        return cls(text)

    def copy(self) -> Rng:
        rng = Rng.__new__(Rng)
        rng.state = self.state
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng({self.to_json()!r})"
