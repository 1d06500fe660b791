"""Light or dark: the settings' appearance (system, light, dark) applied to the
windows (Qt's colour scheme) and to the tables (`draw.palette`).

Qt 6.8+ switches the window palette itself where the platform theme can
(`QStyleHints.setColorScheme`); where it cannot (a bare X server, offscreen) the
window palette is built here from the palette's WINDOW roles, so panels and tables
always agree.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from peloton_desktop import colours
from peloton_desktop.draw import palette

SCHEMES = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}


class Appearance(QObject):
    """Keeps the app in the chosen scheme, and follows the system's when asked."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.mode = "system"
        self.own_palette = False
        app.styleHints().colorSchemeChanged.connect(self._system_changed)

    def apply(self, mode: str) -> None:
        self.mode = mode
        hints = self.app.styleHints()
        if hasattr(hints, "setColorScheme"):  # Qt 6.8+; before it, our own palette does
            if mode in SCHEMES:
                hints.setColorScheme(SCHEMES[mode])
            else:
                hints.unsetColorScheme()
        self._follow()

    def wants_dark(self) -> bool:
        if self.mode in SCHEMES:
            return self.mode == "dark"
        scheme = self.app.styleHints().colorScheme()
        if scheme == Qt.ColorScheme.Unknown:  # the platform does not say: its palette does
            return _is_dark(self.app.palette())
        return scheme == Qt.ColorScheme.Dark

    def _system_changed(self, _scheme: Qt.ColorScheme) -> None:
        self._follow()

    def _follow(self) -> None:
        if self.own_palette:  # back to the platform's before judging it
            self.app.setPalette(QPalette())
            self.own_palette = False
        dark = self.wants_dark()
        if _is_dark(self.app.palette()) != dark:
            self.app.setPalette(window_palette(dark))
            self.own_palette = True
        palette.set_dark(dark)


def _is_dark(p: QPalette) -> bool:
    return p.color(QPalette.ColorRole.Window).lightness() < 128


def window_palette(dark: bool) -> QPalette:
    """The windows' colours from the palette's roles (where the platform gives none)."""
    with palette.scheme(dark):
        window, ink = palette.qcolor(colours.WINDOW), palette.qcolor(colours.WINDOW_INK)
        field, button = palette.qcolor(colours.FIELD), palette.qcolor(colours.BUTTON)
        select, muted = palette.qcolor(colours.SELECT), palette.qcolor(colours.FAINT)
        on_select = palette.qcolor(colours.INK_ON_DARK)
    p = QPalette(window)
    role = QPalette.ColorRole
    for r, c in (
        (role.Window, window),
        (role.WindowText, ink),
        (role.Base, field),
        (role.AlternateBase, button),
        (role.Text, ink),
        (role.Button, button),
        (role.ButtonText, ink),
        (role.ToolTipBase, field),
        (role.ToolTipText, ink),
        (role.PlaceholderText, muted),
        (role.Highlight, select),
        (role.HighlightedText, on_select),
        (role.Link, select.lighter(140) if dark else select),
    ):
        p.setColor(r, c)
    p.setColor(QPalette.ColorGroup.Disabled, role.Text, muted)
    p.setColor(QPalette.ColorGroup.Disabled, role.WindowText, muted)
    p.setColor(QPalette.ColorGroup.Disabled, role.ButtonText, muted)
    return p


_appearance: list[Appearance] = []


def apply(mode: str) -> None:
    """Put the running app in `mode` (system, light or dark) and keep it there."""
    app = QGuiApplication.instance()
    if not isinstance(app, QApplication):
        return
    if not _appearance or _appearance[0].app is not app:
        _appearance[:] = [Appearance(app)]
    _appearance[0].apply(mode)
