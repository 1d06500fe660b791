"""Hot-seat hand-over: hides the table until the next player says they are ready."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from peloton_desktop import colours
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.widgets import Retranslatable, colour_icon


class HandoverScreen(Retranslatable, QWidget):
    ready = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.seat = -1
        self.name = ""
        self.colour = colours.NO_SEAT_COLOUR
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


class ReactionBar(Retranslatable, QWidget):
    """Out of turn at a secret table: the humans an open window asks may take the
    laptop to react (never on another's screen); the one reacting gives it back. It
    shows only names, as the window itself is public."""

    asked = Signal(int)  # a seat taking the laptop, or -1 to give it back

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reactionBar")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self._layout.addWidget(self.label)
        self._layout.addStretch(1)
        self.buttons: list[QPushButton] = []
        self._seats: list[tuple[int, str, str]] = []
        self._back: int | None = None
        self._waiting = ""
        self.hide()

    def show_for(self, seats: list[tuple[int, str, str]], back: int | None, waiting: str) -> None:
        """`seats`: (seat, name, colour) of those who may take the laptop."""
        if (seats, back, waiting) == (self._seats, self._back, self._waiting):
            return
        self._seats, self._back, self._waiting = seats, back, waiting
        for b in self.buttons:
            b.hide()  # gone from the bar now, not only once the event loop deletes it
            self._layout.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        for seat, _name, colour in seats:
            b = QPushButton(colour_icon(colour, 14, str(seat + 1)), "")
            b.setObjectName(f"react_{seat}")
            b.clicked.connect(lambda _=False, s=seat: self.asked.emit(s))
            self.buttons.append(b)
        if back is not None:
            b = QPushButton()
            b.setObjectName("reactDone")
            b.clicked.connect(lambda: self.asked.emit(-1))
            self.buttons.append(b)
        for b in self.buttons:
            self._layout.addWidget(b)
        self.setVisible(bool(self.buttons))
        self.retranslate()

    def retranslate(self) -> None:
        names = {seat: name for seat, name, _colour in self._seats}
        if self._back is not None:
            self.label.setText(translate("Handover", "You are playing out of turn."))
        else:
            self.label.setText(translate("Handover", "Out of turn, take the laptop:"))
        for b in self.buttons:
            name = b.objectName()
            if name == "reactDone":
                b.setText(
                    translate("Handover", "Done: give the laptop back to {names}").format(
                        names=self._waiting
                    )
                )
            else:
                seat = int(name.removeprefix("react_"))
                # the name alone beside the bar's words: three of them fit in the
                # header at the largest text (the whole sentence is the tooltip)
                b.setText(names[seat])
                words = translate("Handover", "{name}: take the laptop to play").format(
                    name=names[seat]
                )
                b.setToolTip(words)
                b.setAccessibleName(words)


class CheckBar(Retranslatable, QWidget):
    """After a secret choice in several steps: the holder checks it (Undo takes the
    last step back) and presses Done before the laptop goes round."""

    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("checkBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.button = QPushButton()
        self.button.setObjectName("checkDone")
        self.button.clicked.connect(self.done)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(
            translate("Handover", "Check your choices: Undo takes the last one back.")
        )
        self.button.setText(translate("Handover", "&Done: pass the laptop"))
