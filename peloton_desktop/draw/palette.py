"""The palette as QColors, for the scheme in use (light or dark).

The colours themselves are in `peloton_desktop/colours.py` (and each game's
`palette.py`); this module only turns a `Shade` into a `QColor`. A shade with a dark
variant must be read at paint time (`qcolor` in `paint` / `refresh`), so a switch of
scheme shows at the next repaint; `theme().changed` tells the views to repaint.
Printing always paints on paper: `Document.render` runs under `paper()`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor

from peloton_desktop.colours import Shade


class Theme(QObject):
    """Emits `changed` after the scheme switched (views set their surfaces again)."""

    changed = Signal()


_state = {"dark": False}
_theme: list[Theme] = []


def theme() -> Theme:
    if not _theme:
        _theme.append(Theme())
    return _theme[0]


def is_dark() -> bool:
    return _state["dark"]


def set_dark(dark: bool) -> None:
    if dark != _state["dark"]:
        _state["dark"] = dark
        theme().changed.emit()


@contextmanager
def scheme(dark: bool) -> Iterator[None]:
    """Read the palette in one scheme for a while, without telling the views."""
    was = _state["dark"]
    _state["dark"] = dark
    try:
        yield
    finally:
        _state["dark"] = was


def paper() -> AbstractContextManager[None]:
    """The light palette for the time of a print, whatever the screen shows."""
    return scheme(False)


def hex_of(shade: Shade) -> str:
    """The shade's colour in the scheme in use, as `#RRGGBB` (for style sheets)."""
    return shade.on(_state["dark"])


def qcolor(shade: Shade, alpha: int = 255) -> QColor:
    colour = QColor(shade.on(_state["dark"]))
    colour.setAlpha(alpha)
    return colour


def transparent() -> QColor:
    return QColor(Qt.GlobalColor.transparent)
