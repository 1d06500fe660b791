"""What a game offers to print while it is played: a titled sheet made on demand.

A game's table (`ui.game_table.GameTable.sheets`) lists them for a session; the game
page offers each in its Print menu (preview or PDF). The sheet is made when asked
for, from the game as it stands, on the paper the print dialog chose.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from peloton_desktop.printing.document import Document

# (paper "a4" | "letter", landscape or None for the document's own choice) -> document
DocumentFactory = Callable[[str, bool | None], Document]


@dataclass(frozen=True)
class GameSheet:
    title: Callable[[], str]  # translated each time the menu opens
    make: DocumentFactory
    file_name: str  # the PDF's suggested name, e.g. "stages.pdf"
