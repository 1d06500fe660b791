"""What a game brings to the GUI, typed: its table view, set-up panel, rules help and
the sheets it prints during play."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.ruleset import Ruleset

if TYPE_CHECKING:
    from peloton_desktop.printing.game_sheets import GameSheet
    from peloton_desktop.ui.game_view import GameView
    from peloton_desktop.ui.pieces.legend import Entry
    from peloton_desktop.ui.session import GameSession


@dataclass(frozen=True)
class GameTable:
    create_view: Callable[[GameSession], GameView]
    create_setup_panel: Callable[[], QWidget] | None = None  # the game's own options
    rules_html: Callable[[Ruleset], str] | None = None  # Help › Rules, with assumptions
    assumption_text: Callable[[str], str] | None = None  # an assumed value's context
    # a value's short name in words, by key or dotted path: "plaquette_slots", a table's
    # column "blocks.*.value" (list columns by 1-based index) or row "start_markers.MO";
    # "" when it has none
    value_name: Callable[[str], str] | None = None
    # a seat's secret part of the set-up, chosen behind the hand-over (ui/private_setup.py):
    # (set-up so far, seat) -> a QWidget with apply(setup) -> set-up
    private_setup: Callable[[dict[str, Any], int], QWidget] | None = None
    # sheets to print during play and after (the game page's Print menu)
    sheets: Callable[[GameSession], Sequence[GameSheet]] | None = None
    # every mark its table draws: (painter, meaning) pairs for the rules help's key
    marks: Callable[[Ruleset], Sequence[Entry]] | None = None


def table_of(entry: GameEntry) -> GameTable:
    """The game's GUI part, loaded late through its registry entry."""
    table = entry.table() if entry.table is not None else None
    if not isinstance(table, GameTable):
        raise BadInput("record.game_unavailable", game=entry.id)
    return table
