"""A push button whose text wraps over lines, for a sentence in a narrow panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton


class WrappedButton(QPushButton):
    """A button whose text wraps over lines (a turning point is a sentence or two, the
    panel narrow); `text()` and the accessible name are that text."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label)
        size = self.sizePolicy()
        size.setHeightForWidth(True)
        self.setSizePolicy(size)

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(text)
        self._fit()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """As tall as its lines at its width (a layout squeezes a button otherwise)."""
        lines = self.label.heightForWidth(max(self.width(), 200) - 16)
        self.label.setMinimumHeight(lines)
        self.setMinimumHeight(lines + 16)

    def text(self) -> str:
        return self.label.text()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.label.heightForWidth(width - 16) + 16

    def sizeHint(self) -> QSize:
        return QSize(200, self.heightForWidth(max(self.width(), 200)))
