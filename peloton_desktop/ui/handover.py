"""Hot-seat hand-over: hides the table until the next player says they are ready."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from peloton_desktop.ui.widgets import Retranslatable, colour_icon

translate = QCoreApplication.translate


class HandoverScreen(Retranslatable, QWidget):
    ready = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.seat = -1
        self.name = ""
        self.colour = "#777777"
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.swatch = QLabel()
        self.swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message = QLabel()
        self.message.setObjectName("handoverMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        font = QFont(self.message.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.message.setFont(font)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setObjectName("handoverReady")
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(lambda: self.ready.emit(self.seat))
        for w in (self.swatch, self.message, self.hint):
            layout.addWidget(w)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        self.retranslate()

    def show_for(self, seat: int, name: str, colour: str) -> None:
        self.seat, self.name, self.colour = seat, name, colour
        self.swatch.setPixmap(colour_icon(colour, 64).pixmap(64, 64))
        self.retranslate()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.message.setText(translate("Handover", "Pass to {name}").format(name=self.name))
        self.hint.setText(translate("Handover", "The others look away: your choices stay secret."))
        self.button.setText(
            translate("Handover", "I am {name}: show my game").format(name=self.name)
        )
