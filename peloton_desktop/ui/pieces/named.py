"""What every small table's view wrote the same way, written once: its log lines from
its game's `view/text.py` `LINES` (an `EventLines` taking a seat's name) and the pieces
a lesson points at, looked up by name and index in `piece_groups()`.

    class CadView(NamedPieces, GameView):
        lines = LINES

        def piece_groups(self):
            return {"case": self.cases, "rider": self.riders}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from PySide6.QtWidgets import QGraphicsItem

from peloton_desktop.core.protocol import Event
from peloton_desktop.ui.pieces.log import EventLines


class NamedPieces:
    """A mixin before `GameView` in a view's bases."""

    lines: ClassVar[EventLines[Callable[[int], str]] | None] = None
    session: Any  # the view's GameSession

    def piece_groups(self) -> Mapping[str, Sequence[QGraphicsItem]]:
        """The table's pieces by the name a lesson gives them, each in index order."""
        return {}

    def describe_event(self, event: Event) -> str | None:
        """The event's log line, from the game's `LINES`."""
        if self.lines is None:
            return None
        return self.lines.describe(event, self.session.seat_name)

    def pieces(self, piece: str, key: Any) -> QGraphicsItem | None:
        """A lesson's `piece` number `key` (`case` 3, `rider` 0), or None."""
        group = self.piece_groups().get(piece)
        if group is None or not isinstance(key, int) or not 0 <= key < len(group):
            return None
        return group[key]
