"""Light, dark or high contrast: the settings' appearance (system, light, dark,
contrast) applied to the windows (Qt's colour scheme, our palette) and to the tables
(`draw.palette`).

Qt 6.8+ switches the window palette itself where the platform theme can
(`QStyleHints.setColorScheme`); where it cannot (a bare X server, offscreen) the
window palette is built here from the palette's WINDOW roles, so panels and tables
always agree. High contrast always uses our own palette (black, white, yellow), and
"as the system" takes it when the platform asks for high contrast (Qt 6.10+:
`QStyleHints.accessibility().contrastPreference()`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import (
    QGuiApplication,
    QPalette,
    QStyleHints,
)
from PySide6.QtWidgets import QApplication

from peloton_desktop import colours
from peloton_desktop.draw import palette
from peloton_desktop.ui.shell.contrast_sheet import contrast_sheet

SCHEMES = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}


class Appearance(QObject):
    """Keeps the app in the chosen mode, and follows the system's when asked."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.mode = "system"
        self.own_palette = False
        self.hints: QStyleHints = app.styleHints()  # kept: its accessibility() is its child
        self.hints.colorSchemeChanged.connect(self._system_changed)
        access = getattr(self.hints, "accessibility", None)  # Qt 6.10+
        if access is not None:
            access().contrastPreferenceChanged.connect(self._system_changed)

    def apply(self, mode: str) -> None:
        self.mode = mode
        hints = self.hints
        if hasattr(hints, "setColorScheme"):  # Qt 6.8+; before it, our own palette does
            if mode in SCHEMES:
                hints.setColorScheme(SCHEMES[mode])
            elif mode == "contrast":
                hints.setColorScheme(Qt.ColorScheme.Dark)
            else:
                hints.unsetColorScheme()
        self._follow()

    def system_contrast(self) -> bool:
        """Does the platform ask for high contrast? (Qt 6.10+ can tell.)"""
        access = getattr(self.hints, "accessibility", None)
        if access is None:
            return False
        return bool(access().contrastPreference() == Qt.ContrastPreference.HighContrast)

    def wanted(self) -> palette.Mode:
        """The tables' mode for the chosen appearance."""
        if self.mode == "contrast" or (self.mode == "system" and self.system_contrast()):
            return "contrast"
        return "dark" if self.wants_dark() else "light"

    def wants_dark(self) -> bool:
        if self.mode in SCHEMES:
            return self.mode == "dark"
        scheme = self.hints.colorScheme()
        if scheme == Qt.ColorScheme.Unknown:  # the platform does not say: its palette does
            return _is_dark(self.app.palette())
        return scheme == Qt.ColorScheme.Dark

    def _system_changed(self, _scheme: object) -> None:
        self._follow()

    def _follow(self) -> None:
        if self.own_palette:  # back to the platform's before judging it
            self.app.setPalette(QPalette())
            self.own_palette = False
        mode = self.wanted()
        if mode == "contrast" or _is_dark(self.app.palette()) != (mode == "dark"):
            self.app.setPalette(window_palette(mode))
            self.own_palette = True
        sheet = contrast_sheet() if mode == "contrast" else ""
        if self.app.styleSheet() != sheet:
            self.app.setStyleSheet(sheet)
        palette.set_mode(mode)


def _is_dark(p: QPalette) -> bool:
    return p.color(QPalette.ColorRole.Window).lightness() < 128


def window_palette(dark: bool | palette.Mode) -> QPalette:
    """The windows' colours from the palette's roles (where the platform gives none,
    and always in high contrast)."""
    with palette.scheme(dark):
        contrast = palette.is_contrast()
        window, ink = palette.qcolor(colours.WINDOW), palette.qcolor(colours.WINDOW_INK)
        field, button = palette.qcolor(colours.FIELD), palette.qcolor(colours.BUTTON)
        select, muted = palette.qcolor(colours.SELECT), palette.qcolor(colours.FAINT)
        on_select = palette.qcolor(colours.INK_ON_DARK)
        if contrast:  # yellow under black words (disabled text, FAINT: 7:1 on black)
            select = palette.qcolor(colours.CONTRAST_SELECT)
            on_select = palette.qcolor(colours.CONTRAST_SELECT_INK)
        dark_ground = palette.is_dark()
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
        (role.Link, select if contrast else select.lighter(140) if dark_ground else select),
    ):
        p.setColor(r, c)
    if contrast:  # frames and bevels drawn in white, as the words
        for r in (role.Light, role.Midlight, role.Mid, role.Dark, role.Shadow):
            p.setColor(r, ink)
        p.setColor(role.BrightText, select)
    p.setColor(QPalette.ColorGroup.Disabled, role.Text, muted)
    p.setColor(QPalette.ColorGroup.Disabled, role.WindowText, muted)
    p.setColor(QPalette.ColorGroup.Disabled, role.ButtonText, muted)
    return p


_appearance: list[Appearance] = []


def apply(mode: str) -> None:
    """Put the running app in `mode` (system, light, dark or contrast) and keep it there."""
    app = QGuiApplication.instance()
    if not isinstance(app, QApplication):
        return
    if not _appearance or _appearance[0].app is not app:
        _appearance[:] = [Appearance(app)]
    _appearance[0].apply(mode)
