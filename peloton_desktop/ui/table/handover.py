"""Hot-seat hand-over: hides the table until the next player says they are ready."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

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


def button_width(button: QPushButton, text: str) -> int:
    """`button`'s size hint's width with `text` (QPushButton::sizeHint's own sum: the
    icon, the words, and what the style adds around them), the button left as it is."""
    option = QStyleOptionButton()
    option.initFrom(button)
    option.features = QStyleOptionButton.ButtonFeature.None_
    option.icon, option.iconSize, option.text = button.icon(), button.iconSize(), text
    width, height = 0, 0
    if not button.icon().isNull():
        width, height = button.iconSize().width() + 4, button.iconSize().height()
    words = button.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, text or "XXXX")
    if text or not width:
        width += words.width()
    height = max(height, words.height())
    size = button.style().sizeFromContents(
        QStyle.ContentsType.CT_PushButton, option, QSize(width, height), button
    )
    return size.width()


def _seat_of(button: QPushButton) -> int:
    """The seat a "take the laptop" button stands for (its object name)."""
    return int(button.objectName().removeprefix("react_"))


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
        self._names: dict[int, str] = {}
        self._back: int | None = None
        self._waiting = ""
        self.hide()

    def show_for(self, seats: list[tuple[int, str, str]], back: int | None, waiting: str) -> None:
        """`seats`: (seat, name, colour) of those who may take the laptop."""
        if (seats, back, waiting) == (self._seats, self._back, self._waiting):
            return
        self._seats, self._back, self._waiting = seats, back, waiting
        self._names = {seat: name for seat, name, _colour in seats}
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
        self._fit(self.width())

    # -- as much as the header's width holds ----------------------------------------
    # 0: the sentence and the names; 1: "Out of turn:" and the names; 2: "Out of turn:"
    # and the seats' numbered swatches (the names in their tooltips): six humans at
    # the largest text size fit in the header (issue 47)
    FULLEST, FEWEST = 0, 2

    def _label_text(self, level: int) -> str:
        if self._back is not None:
            return translate("Handover", "You are playing out of turn.") if level == 0 else ""
        if level == 0:
            return translate("Handover", "Out of turn, take the laptop:")
        return translate("Handover", "Out of turn:")

    def _button_text(self, b: QPushButton, level: int) -> str:
        name = b.objectName()
        if name == "reactDone":
            return translate("Handover", "Done: give the laptop back to {names}").format(
                names=self._waiting
            )
        return self._names[_seat_of(b)] if level < self.FEWEST else ""

    def _width(self, level: int) -> int:
        """The bar's width at `level`: its label's and its buttons' size hints, as the
        style would give them those words."""
        spacing = max(0, self._layout.spacing())
        label = self._label_text(level)
        width = self.label.fontMetrics().horizontalAdvance(label) + 2 * self.label.margin()
        for b in self.buttons:
            width += spacing + button_width(b, self._button_text(b, level))
        return width + spacing  # the stretch between the words and the buttons

    def sizeHint(self) -> QSize:  # the fullest: the header's layout never follows a level
        return QSize(self._width(self.FULLEST), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._width(self.FEWEST)), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(event.size().width())

    def _fit(self, width: int) -> None:
        level = next(
            (n for n in range(self.FULLEST, self.FEWEST) if self._width(n) <= width), self.FEWEST
        )
        self.label.setText(self._label_text(level))
        for b in self.buttons:
            b.setText(self._button_text(b, level))
            if b.objectName() == "reactDone":
                continue
            words = translate("Handover", "{name}: take the laptop to play").format(
                name=self._names[_seat_of(b)]
            )
            b.setToolTip(words)
            b.setAccessibleName(words)
        self._layout.activate()  # the words laid out now, not at the next turn of the loop


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
