"""The settings' text size (100, 125 or 150 %) applied to the running app: the
application's font (every widget; one that sets its own size, a title, is scaled
by as much) and the words written on the tables (`draw.textbox.set_text_scale`), at
once, without a restart."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from peloton_desktop.draw import textbox
from peloton_desktop.draw.palette import theme

SHEET_FONT = "_q_styleSheetWidgetFont"  # Qt's (qstylesheetstyle.cpp)
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
    for widget in _shown_widgets(app):  # a title set in its own size (×1.4) follows
        if widget.testAttribute(Qt.WidgetAttribute.WA_SetFont):
            _rescale(widget, ratio)
    if app.styleSheet():  # the sheet polished the buttons' fonts: polished again
        app.setStyleSheet(app.styleSheet())
    theme().changed.emit()  # the tables take the new size (as a new scheme)


def _scaled(scale: float) -> QFont:
    font = QFont(_base[0])
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * scale)
    else:
        font.setPixelSize(round(font.pixelSize() * scale))
    return font


def _shown_widgets(app: QApplication) -> list[QWidget]:
    """The open windows' widgets (a closed one, maybe half deleted, is left alone: a
    window opened later sizes its titles from the application's font then)."""
    found: list[QWidget] = []
    for top in app.topLevelWidgets():
        if isValid(top) and top.isVisible():
            found += [top, *top.findChildren(QWidget)]
    return found


def _rescale(widget: QWidget, ratio: float) -> None:
    font = QFont(widget.font())
    if font.pointSizeF() <= 0:
        return
    # under a style sheet (high contrast) Qt keeps the widget's own font aside and
    # puts it back when the sheet goes: that one is scaled too
    saved = widget.property(SHEET_FONT)
    if isinstance(saved, QFont) and saved.pointSizeF() > 0:
        saved = QFont(saved)
        saved.setPointSizeF(saved.pointSizeF() * ratio)
        widget.setProperty(SHEET_FONT, saved)
    font.setPointSizeF(font.pointSizeF() * ratio)
    widget.setFont(font)
