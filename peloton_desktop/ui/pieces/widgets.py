"""Small shared widget helpers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QIcon

from peloton_desktop.draw.seat import swatch_icon

if TYPE_CHECKING:  # a mix-in of widgets: the type checker reads it as one
    from PySide6.QtWidgets import QWidget as _Widget
else:
    _Widget = object


class Retranslatable(_Widget):
    """Mix-in: calls `retranslate()` whenever the application language changes."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError


def colour_icon(colour: str, size: int = 16, letter: str = "") -> QIcon:
    """A colour swatch with an optional letter (colour is never the only cue)."""
    return swatch_icon(colour, size, letter)
