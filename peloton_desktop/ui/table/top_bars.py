"""The status's place in the page's header, shared with the bars of a secret hot-seat
table: the out-of-turn bar ("take the laptop", "Done: give it back") and the check bar
("Done: pass the laptop") stand in for the status line while they have something to
ask (issue 43). The header's row is always there at the height of its buttons, so the
bars coming and going never move the board under it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from peloton_desktop import colours
from peloton_desktop.ui.pieces.widgets import colour_icon
from peloton_desktop.ui.table.handover import CheckBar, ReactionBar


class TopBars(QWidget):
    def __init__(self, status: QLabel, reactions: ReactionBar, check_bar: CheckBar) -> None:
        super().__init__()
        self.setObjectName("topBars")
        self.status = status
        self.reactions = reactions
        self.check_bar = check_bar
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(status, 1)
        layout.addWidget(reactions, 1)
        layout.addWidget(check_bar, 1)
        self.settle()

    def settle(self) -> None:
        """The status line while no bar asks anything, else the bars in its place."""
        asking = not self.reactions.isHidden() or not self.check_bar.isHidden()
        self.status.setVisible(not asking)
        self.setMinimumHeight(self.bar_height())  # the row is as tall without the bars

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text size: the row's height anew
            QTimer.singleShot(0, self, self.settle)

    def bar_height(self) -> int:
        """The taller bar's height: a seat's button (its icon) or the check bar, read
        anew each time (the text size may have changed)."""
        probe = QPushButton(colour_icon(colours.NO_SEAT_COLOUR, 14, "1"), "Xg")  # never shown
        return max(probe.sizeHint().height(), self.check_bar.sizeHint().height())
