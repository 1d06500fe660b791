"""The shared frame of a game's decision panel: a prompt, rows of buttons, a hint.

A game's panel fills it from the viewer's legal actions and emits `chosen` with
the action; it never decides a rule. Every game's panel has the same entry,
`show_decision(observation, legal, viewer, waiting)`, which its table calls at each redraw.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIcon
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.colours import COACH_HINT
from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.palette import hex_of

Obs = TypeVar("Obs")  # the game's observation, as its view's (`GameView[Obs]`)


class ChoiceButton(QPushButton):
    """A panel button and the legal actions it leads to (the coach rings it)."""

    def __init__(self, text: str, actions: Sequence[Any] = ()) -> None:
        super().__init__(text)
        self.leads_to = tuple(actions)
        self.base_text = text


class DecisionPanelBase(QFrame, Generic[Obs]):
    chosen = Signal(object)
    # the coach's choices: repr(action) -> rank (1 = best); ringed on the buttons
    hinted: Mapping[str, int] = {}
    icon_size: QSize | None = None  # the buttons' look, unless `button_look` says
    button_height = 38

    def __init__(self, name: str, rows: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumHeight(120)
        layout = self.column = QVBoxLayout(self)
        self.prompt = QLabel()
        self.prompt.setObjectName(f"{name}Prompt")
        self.prompt.setWordWrap(True)
        font = QFont(self.prompt.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.prompt.setFont(font)
        layout.addWidget(self.prompt)
        self.rows = [QHBoxLayout() for _ in range(rows)]
        for row in self.rows:
            layout.addLayout(row)
        self.row = self.rows[0]
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        layout.addWidget(self.detail)
        self._stable: tuple[int, int, int | None] | None = None  # stable_height's lines

    def show_decision(
        self, observation: Obs, legal: list[Action], viewer: int | None, waiting: str
    ) -> None:
        """Show the viewer's decision: `legal` are the viewer's legal actions (empty when
        the viewer has nothing to decide, or nobody holds the laptop: `waiting`, who the
        game waits for, is then the prompt)."""
        raise NotImplementedError

    def stable_height(
        self, button_height: int, lines: int = 2, detail_lines: int | None = None
    ) -> None:
        """`lines` of prompt, its rows of buttons, `detail_lines` (else `lines`) of
        detail: always, so the board above never jumps under the players' pointer when
        the panel changes (a panel that sets none gets the default: `GameView`)."""
        self._stable = (button_height, lines, detail_lines)
        layout = self.column
        prompt = QFontMetrics(self.prompt.font()).lineSpacing() * lines + 4
        below = lines if detail_lines is None else detail_lines
        detail = QFontMetrics(self.detail.font()).lineSpacing() * below + 4
        self.prompt.setFixedHeight(prompt)
        self.detail.setFixedHeight(detail)
        margins = layout.contentsMargins()
        rows = len(self.rows)
        height = (
            prompt
            + detail
            + rows * (button_height + 4)
            + (rows + 1) * layout.spacing()
            + margins.top()
            + margins.bottom()
            + 2 * self.frameWidth()
        )
        self.setFixedHeight(height)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def keep_height(self) -> None:
        """The text size changed: the same lines at the new size."""
        if self._stable is not None:
            self.stable_height(*self._stable)

    def add_button(
        self,
        icon: QIcon | None,
        text: str,
        name: str,
        slot: Callable[..., object],
        icon_size: QSize | None = None,
        height: int = 38,
        row: int = 0,
        actions: Sequence[Any] = (),
    ) -> QPushButton:
        b = ChoiceButton(text, actions)
        b.setObjectName(name)
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(icon_size or icon.availableSizes()[0])
        b.setMinimumHeight(height)
        b.clicked.connect(slot)
        self.rows[row].addWidget(b)
        b.show()  # a layout shows new children only on the next event loop turn
        if self.hinted:
            ring_hint(b, self.hinted)
        return b

    def button(
        self,
        icon: QIcon | None,
        text: str,
        name: str,
        slot: Callable[..., object],
        row: int = 0,
        actions: Sequence[Any] = (),
    ) -> QPushButton:
        """A button of the panel, sized by `button_look`."""
        size, height = self.button_look(name)
        return self.add_button(icon, text, name, slot, size, height, row, actions)

    def button_look(self, name: str) -> tuple[QSize | None, int]:
        """(icon size, height) of the button `name`: the panel's, unless overridden."""
        return self.icon_size, self.button_height

    def step_back(self) -> bool:
        """Escape: back out of a step of the decision under way, as its Back or Cancel
        button does; False when there is none (a panel with other steps says how)."""
        for b in self.buttons():
            if b.objectName() in ("back", "cancel") and b.isVisible() and b.isEnabled():
                b.click()
                return True
        return False

    def choose(self, action: Any) -> None:
        """Play `action`, one of the legal actions (a picker first forgets its path)."""
        self.chosen.emit(action)

    def action_button(
        self, icon: QIcon | None, text: str, name: str, action: Any, row: int = 0
    ) -> QPushButton:
        """A button that plays `action`, one of the legal actions."""
        return self.button(
            icon, text, name, lambda _=False, a=action: self.choose(a), row, (action,)
        )

    def mark_hints(self, hinted: Mapping[str, int]) -> None:
        """Ring the buttons leading to the coach's choices ({} clears them)."""
        self.hinted = dict(hinted)
        for b in self.buttons():
            ring_hint(b, self.hinted)

    def clear_buttons(self) -> None:
        for row in self.rows:
            while row.count():
                item = row.takeAt(0)
                w = item.widget() if item is not None else None
                if w is not None:
                    w.hide()  # hidden while still a child: a focused button that lost
                    w.setParent(None)  # its parent would show as a window of its own
                    w.deleteLater()

    def buttons(self) -> list[QPushButton]:
        """The panel's buttons, row after row (not the other widgets a row may hold)."""
        found = []
        for row in self.rows:
            for i in range(row.count()):
                item = row.itemAt(i)
                w = item.widget() if item is not None else None
                if isinstance(w, QPushButton):
                    found.append(w)
        return found


def ring_hint(button: QPushButton, hinted: Mapping[str, int]) -> None:
    """A button leading to one of the coach's choices: ringed, its rank before its text."""
    if not isinstance(button, ChoiceButton):
        return
    ranks = [hinted[k] for k in map(repr, button.leads_to) if k in hinted]
    if not ranks:
        button.setStyleSheet("")
        button.setText(button.base_text)
        button.setProperty("hintRank", 0)
        return
    rank = min(ranks)
    button.setProperty("hintRank", rank)
    button.setText(f"{rank} · {button.base_text}" if button.base_text else str(rank))
    button.setStyleSheet(
        f"QPushButton {{ border: 3px solid {hex_of(COACH_HINT)}; border-radius: 4px;"
        " padding: 2px 8px; font-weight: bold; }"
    )
