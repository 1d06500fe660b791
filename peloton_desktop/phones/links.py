"""The seats' links: a fresh 128-bit random token per seat of one game, and the one
device that holds each seat (a second device waits for the host's yes on the laptop)."""

from __future__ import annotations

import secrets


class SeatLinks:
    def __init__(self) -> None:
        self._tokens: dict[int, str] = {}
        self._devices: dict[int, str] = {}

    def issue(self, seat: int) -> str:
        """A new token for `seat` (any older one is revoked, and its device forgotten)."""
        self.revoke(seat)
        token = secrets.token_urlsafe(16)  # 16 random bytes: 128 bits
        self._tokens[seat] = token
        return token

    def token(self, seat: int) -> str | None:
        return self._tokens.get(seat)

    def seats(self) -> list[int]:
        return sorted(self._tokens)

    def seat_for(self, token: str) -> int | None:
        """The seat a token opens, compared in constant time; None for any other."""
        found = None
        for seat, known in self._tokens.items():
            if secrets.compare_digest(known.encode(), token.encode()):
                found = seat
        return found

    def revoke(self, seat: int) -> None:
        self._tokens.pop(seat, None)
        self._devices.pop(seat, None)

    def revoke_all(self) -> None:
        self._tokens.clear()
        self._devices.clear()

    # -- one device per seat ------------------------------------------------------------
    def device(self, seat: int) -> str | None:
        return self._devices.get(seat)

    def admits(self, seat: int, device: str) -> bool:
        """The seat's own device (or the first to come): it may play at once."""
        known = self._devices.get(seat)
        if known is None:
            self._devices[seat] = device
            return True
        return secrets.compare_digest(known.encode(), device.encode())

    def bind(self, seat: int, device: str) -> None:
        """The host let another device take the seat: the old one is out."""
        if seat in self._tokens:
            self._devices[seat] = device
