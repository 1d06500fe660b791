"""Course aux dés — what a seat sees, typed: `CadObservation`.

Cases and energy are public; a seat sees only its own effort this round (the others'
`chosen` flags are public); the seat-less full view adds the RNG."""

from __future__ import annotations

from dataclasses import dataclass

from peloton_desktop.core.observation import Observation


@dataclass(frozen=True, slots=True)
class CadObservation(Observation):
    json_tuples = "position energy chosen pending"

    round: int
    length: int
    position: tuple[int, ...]
    energy: tuple[int, ...]
    chosen: tuple[bool, ...]
    pending: tuple[int | None, ...]
    over: bool
    rng: str | None = None
