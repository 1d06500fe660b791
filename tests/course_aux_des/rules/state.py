"""Course aux dés — « Matériel »: the riders' cases and energy, the secret efforts."""

from __future__ import annotations

from dataclasses import dataclass, field

from peloton_desktop.core.rng import Rng


@dataclass
class CadState:
    players: int
    rng: Rng
    length: int
    position: list[int]
    energy: list[int]
    pending: list[int | None]  # each seat's secret effort this round, None until chosen
    round: int = 1
    over: bool = False
    history: list[list[int]] = field(default_factory=list)

    def copy(self) -> CadState:
        return CadState(
            players=self.players,
            rng=self.rng.copy(),
            length=self.length,
            position=list(self.position),
            energy=list(self.energy),
            pending=list(self.pending),
            round=self.round,
            over=self.over,
            history=[list(h) for h in self.history],
        )
