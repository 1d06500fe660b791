"""The settings' text size (100, 125 or 150 %) applied to the running app: the
application's font (every widget; one that sets its own size, a title, is scaled
by as much) and the words written on the tables (`draw.textbox.set_text_scale`), at
once, without a restart."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication

from peloton_desktop.draw import textbox
from peloton_desktop.draw.palette import theme

SIZES = (100, 125, 150)  # the choices the settings offer, in per cent
_base: list[QFont] = []  # the application's font at 100 %, as the platform gave it


def nearest(percent: int) -> int:
    """The offered size closest to `percent` (a hand-edited settings file)."""
    return min(SIZES, key=lambda size: abs(size - percent))


def apply(percent: int) -> None:
    """Draw the app's words at `percent` of their size from now on."""
    app = QGuiApplication.instance()
    if not isinstance(app, QApplication):
        return
    if not _base:
        _base.append(QFont(app.font()))
    scale = percent / 100
    if scale == textbox.text_scale() and app.font() == _scaled(scale):
        return
    ratio = scale / textbox.text_scale()
    textbox.set_text_scale(scale)
    app.setFont(_scaled(scale))
    for widget in app.allWidgets():  # a title set in its own size (bold, ×1.4) follows
        if widget.testAttribute(Qt.WidgetAttribute.WA_SetFont):
            font = QFont(widget.font())
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * ratio)
                widget.setFont(font)
    theme().changed.emit()  # the tables take the new size (as a new scheme)


def _scaled(scale: float) -> QFont:
    font = QFont(_base[0])
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * scale)
    else:
        font.setPixelSize(round(font.pixelSize() * scale))
    return font
