"""Small shared widget helpers."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap


class Retranslatable:
    """Mix-in: calls `retranslate()` whenever the application language changes."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]

    def retranslate(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError


def colour_icon(colour: str, size: int = 16, letter: str = "") -> QIcon:
    """A colour swatch with an optional letter (colour is never the only cue)."""
    pm = QPixmap(size, size)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(colour))
    p.setPen(QColor("#333333"))
    p.drawRoundedRect(1, 1, size - 2, size - 2, 3, 3)
    if letter:
        c = QColor(colour)
        p.setPen(QColor("#000000") if c.lightness() > 140 else QColor("#ffffff"))
        p.drawText(pm.rect(), 0x84, letter)  # AlignCenter
    p.end()
    return QIcon(pm)
