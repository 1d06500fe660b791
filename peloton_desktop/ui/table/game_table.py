"""What a game brings to the GUI, typed: its table view, set-up panel, rules help and
the sheets it prints during play."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QWidget

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.ui.pieces.road_case import road_marks

if TYPE_CHECKING:
    from peloton_desktop.printing.game_sheets import GameSheet
    from peloton_desktop.ui.pieces.legend import Entry
    from peloton_desktop.ui.table.game_view import GameView
    from peloton_desktop.ui.table.session import GameSession


@runtime_checkable
class SetupOptions(Protocol):
    """What the New game dialog asks of a game's options panel (`create_setup_panel`,
    a QWidget): `changed` when an option changes, what is wrong with them in words
    (`problem`, "" when nothing), the seats' count and names, the set-up they make."""

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def problem(self) -> str: ...

    def set_players(self, players: int, names: list[str]) -> None: ...

    def setup(self, players: int) -> dict[str, Any]: ...


@dataclass(frozen=True)
class GameTable:
    create_view: Callable[[GameSession], GameView[Any]]
    create_setup_panel: Callable[[], QWidget] | None = None  # its options: SetupOptions
    rules_html: Callable[[Ruleset], str] | None = None  # Help › Rules, with assumptions
    assumption_text: Callable[[str], str] | None = None  # an assumed value's context
    # a value's short name in words, by key or dotted path: "plaquette_slots", a table's
    # column "blocks.*.value" (list columns by 1-based index) or row "start_markers.MO";
    # "" when it has none
    value_name: Callable[[str], str] | None = None
    # a seat's secret part of the set-up, chosen behind the hand-over (ui/table/private_setup.py):
    # (set-up so far, seat) -> a QWidget with apply(setup) -> set-up
    private_setup: Callable[[dict[str, Any], int], QWidget] | None = None
    # sheets to print during play and after (the game page's Print menu)
    sheets: Callable[[GameSession], Sequence[GameSheet]] | None = None
    # every mark its table draws: (painter, meaning) pairs for the rules help's key
    marks: Callable[[Ruleset], Sequence[Entry]] | None = None

    @classmethod
    def of_package(cls, package: str) -> GameTable:
        """The table of a game's view package laid out as docs/design.md says: `board.VIEW`,
        `rules_help`'s `rules_html`, `assumption_text` and `value_name`, and where the game
        has them, `setup_panel.PANEL` (and `PRIVATE_SETUP` when a seat sets up in secret;
        none: the new-game dialog asks for the players only), `legend.marks` (none: the
        marks of a road of shared pieces, `pieces.road_case.road_marks`) and the game's
        `sheets.sheets` when it prints sheets during play."""

        def part(module: str, name: str, needed: bool = True) -> Any:
            if not needed and importlib.util.find_spec(f"{package}.{module}") is None:
                return None
            loaded = importlib.import_module(f"{package}.{module}")
            return getattr(loaded, name) if needed else getattr(loaded, name, None)

        game = package.rsplit(".", 1)[0]
        found = importlib.util.find_spec(f"{game}.sheets") is not None
        sheets = importlib.import_module(f"{game}.sheets") if found else None
        return cls(
            part("board", "VIEW"),
            part("setup_panel", "PANEL", needed=False),
            part("rules_help", "rules_html"),
            part("rules_help", "assumption_text"),
            part("rules_help", "value_name"),
            private_setup=part("setup_panel", "PRIVATE_SETUP", needed=False),
            sheets=getattr(sheets, "sheets", None),
            marks=part("legend", "marks", needed=False) or road_marks,
        )


def table_of(entry: GameEntry) -> GameTable:
    """The game's GUI part, loaded late through its registry entry."""
    table = entry.table() if entry.table is not None else None
    if not isinstance(table, GameTable):
        raise BadInput("record.game_unavailable", game=entry.id)
    return table
