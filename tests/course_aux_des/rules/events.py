"""Course aux dés' events, one typed payload a kind (docs/design.md, "Events"): the
engine builds `Moved(seat, die, to).event()`, the view and the log read `Moved.of(e).to`."""

from __future__ import annotations

from collections.abc import Sequence

from peloton_desktop.core.events import Payload, payload


@payload
class Chosen(Payload, kind="chosen"):
    """A rider chose his effort (in secret: which one is not said)."""

    seat: int


@payload
class Revealed(Payload, kind="revealed"):
    efforts: Sequence[int]  # every seat's, in seat order


@payload
class Moved(Payload, kind="moved"):
    seat: int
    die: int
    to: int
