"""The palette as QColors, for the mode in use (light, dark or high contrast).

The colours themselves are in `peloton_desktop/colours.py` (and each game's
`palette.py`); this module only turns a `Shade` into a `QColor`. A shade with a dark
(or high-contrast) variant must be read at paint time (`qcolor` in `paint` /
`refresh`), so a switch of mode shows at the next repaint; `theme().changed` tells the
views to repaint. Outlines drawn on a table take their width through `stroke`, thicker
in high contrast. Printing always paints on paper: `Document.render` runs under `paper()`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from typing import Literal

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor

from peloton_desktop.colours import Shade

Mode = Literal["light", "dark", "contrast"]
MODES: tuple[Mode, ...] = ("light", "dark", "contrast")
THIN, THICK = 2.0, 1.5  # high contrast's outlines: a thin line doubled, a ring half as wide again


class Theme(QObject):
    """Emits `changed` after the mode switched (views set their surfaces again)."""

    changed = Signal()


_state: dict[str, Mode] = {"mode": "light"}
_theme: list[Theme] = []


def theme() -> Theme:
    if not _theme:
        _theme.append(Theme())
    return _theme[0]


def mode() -> Mode:
    return _state["mode"]


def is_dark() -> bool:
    """A dark table: the dark scheme, or high contrast (black cloth)."""
    return _state["mode"] != "light"


def is_contrast() -> bool:
    return _state["mode"] == "contrast"


def set_mode(new: Mode) -> None:
    if new != _state["mode"]:
        _state["mode"] = new
        theme().changed.emit()


def set_dark(dark: bool) -> None:
    set_mode("dark" if dark else "light")


@contextmanager
def scheme(dark: bool | Mode) -> Iterator[None]:
    """Read the palette in one mode for a while, without telling the views (a bool:
    dark or light)."""
    was = _state["mode"]
    _state["mode"] = dark if isinstance(dark, str) else ("dark" if dark else "light")
    try:
        yield
    finally:
        _state["mode"] = was


def paper() -> AbstractContextManager[None]:
    """The light palette for the time of a print, whatever the screen shows."""
    return scheme(False)


def hex_of(shade: Shade) -> str:
    """The shade's colour in the mode in use, as `#RRGGBB` (for style sheets)."""
    return shade.in_mode(_state["mode"])


def qcolor(shade: Shade, alpha: int = 255) -> QColor:
    colour = QColor(shade.in_mode(_state["mode"]))
    colour.setAlpha(alpha)
    return colour


class Shades(Mapping[str, str]):
    """A game's colours by key (terrain letter…) as `#RRGGBB`, each read in the mode in
    use when it is asked for (a table's fills that change in high contrast)."""

    def __init__(self, shades: Mapping[str, Shade]) -> None:
        self.shades = dict(shades)

    def __getitem__(self, key: str) -> str:
        return self.shades[key].in_mode(_state["mode"])

    def __iter__(self) -> Iterator[str]:
        return iter(self.shades)

    def __len__(self) -> int:
        return len(self.shades)


def stroke(width: float) -> float:
    """An outline's width on the table: as drawn, or thicker in high contrast (a
    case's, a card's, a rider's or a block's edge stands out from its neighbour)."""
    if _state["mode"] != "contrast":
        return width
    return width * (THIN if width < 2.5 else THICK)


def transparent() -> QColor:
    return QColor(Qt.GlobalColor.transparent)
