"""The high-contrast look's style sheet: every control framed in white on the black
window (the style's own frames are a shade off the black: 1.0 to 2.6:1, where WCAG
1.4.11 asks 3:1 for a control's boundary), yellow and thicker when focused, dashed
grey when it cannot be used.

A style sheet that frames a field draws its arrows, ticks and dots too: they are
small white pictures, drawn once into a folder removed when the app quits."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF

from peloton_desktop import colours
from peloton_desktop.draw import palette

FIELDS = ("QLineEdit", "QAbstractSpinBox", "QComboBox", "QPlainTextEdit", "QTextEdit")
TICKS = ("QCheckBox", "QRadioButton")


def contrast_sheet() -> str:
    with palette.scheme("contrast"):
        ink, faint = palette.hex_of(colours.WINDOW_INK), palette.hex_of(colours.FAINT)
        accent = palette.hex_of(colours.CONTRAST_SELECT)
        on_accent = palette.hex_of(colours.CONTRAST_SELECT_INK)
        ground = palette.hex_of(colours.FIELD)
    marks = _mark_files(ink)
    fields, ticks = ", ".join(FIELDS), [f"{t}::indicator" for t in TICKS]
    return (
        f"QPushButton, QToolButton {{ border: 2px solid {ink}; border-radius: 4px;"
        " padding: 1px 6px; }"
        f" QPushButton:focus, QToolButton:focus {{ border: 3px solid {accent}; }}"
        f" QPushButton:checked, QToolButton:checked {{ background: {accent}; color: {on_accent}; }}"
        f" QPushButton:disabled, QToolButton:disabled {{ border: 2px dashed {faint}; }}"
        # input fields
        f" {fields} {{ border: 2px solid {ink}; border-radius: 3px; padding: 1px 3px; }}"
        f" {_each(FIELDS, ':focus')} {{ border: 3px solid {accent}; padding: 0px 2px; }}"
        f" {_each(FIELDS, ':disabled')} {{ border: 2px dashed {faint}; }}"
        " QAbstractSpinBox { padding-right: 18px; }"
        " QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {"
        f" subcontrol-origin: border; width: 16px; border-left: 1px solid {ink}; }}"
        " QAbstractSpinBox::up-button { subcontrol-position: top right; }"
        " QAbstractSpinBox::down-button { subcontrol-position: bottom right; }"
        f" QAbstractSpinBox::up-arrow {{ image: url({marks['up']}); width: 10px; }}"
        f" QAbstractSpinBox::down-arrow {{ image: url({marks['down']}); width: 10px; }}"
        " QComboBox::drop-down { subcontrol-origin: padding; subcontrol-position: top right;"
        f" width: 18px; border-left: 1px solid {ink}; }}"
        f" QComboBox::down-arrow {{ image: url({marks['down']}); width: 10px; }}"
        " QAbstractSpinBox::up-arrow:disabled, QAbstractSpinBox::down-arrow:disabled,"
        " QComboBox::down-arrow:disabled { image: none; }"
        # check boxes and radio buttons: their box or circle
        f" {', '.join(ticks)} {{ width: 14px; height: 14px; border: 2px solid {ink};"
        f" background: {ground}; }}"
        " QCheckBox::indicator { border-radius: 2px; }"
        " QRadioButton::indicator { border-radius: 9px; }"
        f" QCheckBox::indicator:checked {{ image: url({marks['tick']}); }}"
        f" QCheckBox::indicator:indeterminate {{ image: url({marks['dash']}); }}"
        f" QRadioButton::indicator:checked {{ image: url({marks['dot']}); }}"
        f" QCheckBox::indicator:focus, QRadioButton::indicator:focus {{"
        f" border: 3px solid {accent}; width: 12px; height: 12px; }}"
        f" QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{"
        f" border: 2px dashed {faint}; }}"
    )


def _each(selectors: tuple[str, ...], state: str) -> str:
    return ", ".join(f"{s}{state}" for s in selectors)


def _mark_files(colour: str) -> dict[str, str]:
    """The paths of the marks' pictures in `colour` (made at the first call)."""
    if not _marks:
        folder = Path(tempfile.mkdtemp(prefix="peloton-marks-"))
        atexit.register(shutil.rmtree, folder, True)
        for name, draw in MARKS.items():
            image = QImage(20, 20, QImage.Format.Format_ARGB32)
            image.fill(0)  # transparent (ARGB 0)
            p = QPainter(image)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw(p, QColor(colour))
            p.end()
            path = folder / f"{name}.png"
            image.save(str(path))
            _marks[name] = path.as_posix()
    return _marks


_marks: dict[str, str] = {}


def _triangle(tip: float, base: float) -> Callable[[QPainter, QColor], None]:
    def draw(p: QPainter, colour: QColor) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(QPolygonF([QPointF(2, base), QPointF(18, base), QPointF(10, tip)]))

    return draw


def _tick(p: QPainter, colour: QColor) -> None:
    p.setPen(QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPolyline(QPolygonF([QPointF(4, 10), QPointF(8, 15), QPointF(16, 4)]))


def _dash(p: QPainter, colour: QColor) -> None:
    p.fillRect(QRectF(4, 8.5, 12, 3), colour)


def _dot(p: QPainter, colour: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawEllipse(QRectF(5, 5, 10, 10))


MARKS: dict[str, Callable[[QPainter, QColor], None]] = {
    "up": _triangle(6, 14),
    "down": _triangle(14, 6),
    "tick": _tick,
    "dash": _dash,
    "dot": _dot,
}
