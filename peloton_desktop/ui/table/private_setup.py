"""Secret set-up choices, made by each player in turn, never in the shared dialog.

A game whose set-up holds something secret for each seat (a plan of energy tokens
with some face down) gives `GameTable.private_setup`: for a seat and
the set-up so far, a `PrivateStep` widget that edits that seat's part. After the
new-game dialog, each human seat gets the laptop in turn: behind the hand-over when
several humans share it, then their step, then the next. Bots keep what the set-up
gives them, never shown.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.draw.seat import default_colour
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.table.game_table import table_of
from peloton_desktop.ui.table.handover import HandoverScreen


@runtime_checkable
class PrivateStep(Protocol):
    """The game's editor of one seat's secret part of the set-up (a QWidget)."""

    def apply(self, setup: dict[str, Any]) -> dict[str, Any]: ...


class PrivateSetupDialog(QDialog):
    def __init__(
        self, seat: int, info: SeatInfo, editor: QWidget, handover: bool, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("privateSetup")
        self.setWindowTitle(
            translate("PrivateSetup", "{name}: your secret choices").format(name=info.name)
        )
        self.editor = editor
        self.stack = QStackedWidget()
        self.handover = HandoverScreen()
        self.handover.show_for(seat, info.name, info.colour or default_colour(seat))
        self.handover.ready.connect(lambda _seat: self._crossed())
        page = QWidget()
        layout = QVBoxLayout(page)
        self.hint = QLabel(
            translate(
                "PrivateSetup",
                "{name}, make your choices: the other players will not see them.",
            ).format(name=info.name)
        )
        self.hint.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setObjectName("privateSetupProblem")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for w in (self.hint, editor, self.problem, self.buttons):
            layout.addWidget(w)
        self.stack.addWidget(self.handover)
        self.stack.addWidget(page)
        self.stack.setCurrentIndex(0 if handover else 1)
        outer = QVBoxLayout(self)
        outer.addWidget(self.stack)

    def _crossed(self) -> None:
        """Past the hand-over, Enter is OK again: the hidden hand-over button stayed the
        dialog's default, and Enter did nothing (issue 47)."""
        self.stack.setCurrentIndex(1)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)


def run_private_setup(
    entry: GameEntry,
    setup: dict[str, Any],
    seats: list[SeatInfo],
    handover: bool,
    parent: QWidget | None,
) -> dict[str, Any] | None:
    """The set-up with every human's secret choices, or None if a player cancelled."""
    table = table_of(entry)
    if table.private_setup is None:
        return setup
    game = entry.create()
    humans = [i for i, s in enumerate(seats) if s.kind == "human"]
    secret = handover and len(humans) > 1 and game.hidden_information
    for seat in humans:
        editor = table.private_setup(setup, seat)
        if not isinstance(editor, PrivateStep):
            raise TypeError(f"{type(editor).__name__} is no private set-up step")
        dialog = PrivateSetupDialog(seat, seats[seat], editor, secret, parent)
        while True:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            candidate = editor.apply(setup)
            try:
                game.validate_setup(candidate)
            except BadInput as exc:
                dialog.problem.setText(error_text(exc))
                continue
            setup = candidate
            break
    return setup
