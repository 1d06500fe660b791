"""Connections not trusted yet (a websocket that has not said hello, an HTTP request
not whole yet): a short deadline each, at most a few from one address and a bounded
number at once, so a host on the network opening hundreds of sockets cannot keep a
seat's phone out. A connection leaves the gate once it is trusted or closed."""

from __future__ import annotations

from collections import Counter

PER_ADDRESS = 4  # untrusted connections from one address at once
TOTAL = 24  # untrusted connections at once, all addresses
DEADLINE_MS = 3000  # to say hello, or to send a whole request


def address_key(text: str) -> str:
    """One key per host: an IPv4 address seen through IPv6 is the same host."""
    return text.removeprefix("::ffff:")


class Gate:
    def __init__(self, per_address: int = PER_ADDRESS, total: int = TOTAL) -> None:
        self.per_address, self.total = per_address, total
        self._pending: dict[int, str] = {}  # id(connection) -> its address
        self.counts: Counter[str] = Counter()

    def admit(self, connection: object, address: str) -> bool:
        """Let an untrusted connection wait, or refuse it (close it at once)."""
        key = address_key(address)
        if len(self._pending) >= self.total or self.counts[key] >= self.per_address:
            return False
        self._pending[id(connection)] = key
        self.counts[key] += 1
        return True

    def release(self, connection: object) -> None:
        """Trusted (a seat's hello) or gone: its place is free."""
        key = self._pending.pop(id(connection), None)
        if key is not None:
            self.counts[key] -= 1
            if self.counts[key] <= 0:
                del self.counts[key]

    def pending(self) -> int:
        return len(self._pending)
