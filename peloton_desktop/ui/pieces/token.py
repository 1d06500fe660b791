"""Coup de bordure's square energy tokens, on the game table and the printed plaquettes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from peloton_desktop.ui.pieces.paint import INK
from peloton_desktop.ui.pieces.textbox import TextBox, text_box
from peloton_desktop.ui.pieces.track import TERRAIN_COLOURS, TERRAIN_INK, cdb_terrain_letter

FACE_DOWN = "#6B6B6B"
WHITE_TOKEN = "#FAFAF5"


def draw_token(p: QPainter, rect: QRectF, code: str) -> None:
    """A square energy token. code: a terrain letter, 'H' (face down), 'W' (white)
    or 'P*' etc. (a face-down token whose colour its owner sees)."""
    radius = rect.width() * 0.18
    if code == "H":
        p.setBrush(QColor(FACE_DOWN))
        p.setPen(QPen(INK, 1.2))
        p.drawRoundedRect(rect, radius, radius)
        centred_text(p, rect, "?", "#FFFFFF")
        return
    if code == "W":
        p.setBrush(QColor(WHITE_TOKEN))
        p.setPen(QPen(QColor("#9A9A9A"), 1.2))
        p.drawRoundedRect(rect, radius, radius)
        return
    terrain = code[0]
    p.setBrush(QColor(TERRAIN_COLOURS[terrain]))
    if code.endswith("*"):  # hidden but known to its owner: dashed edge, eye mark
        pen = QPen(INK, 2.0, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(rect, radius, radius)
        centred_text(p, rect, cdb_terrain_letter(terrain) + "?", TERRAIN_INK[terrain])
        return
    p.setPen(QPen(INK, 1.2))
    p.drawRoundedRect(rect, radius, radius)
    centred_text(p, rect, cdb_terrain_letter(terrain), TERRAIN_INK[terrain])


def centred_text(p: QPainter, rect: QRectF, text: str, colour: str) -> None:
    font = QFont(p.font())
    font.setPixelSize(max(6, int(rect.height() * 0.5)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor(colour))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def token_label(code: str) -> tuple[str, str]:
    """The letter `draw_token` writes on a token and its colour ('' for a white one)."""
    if code == "H":
        return "?", "#FFFFFF"
    if code == "W" or not code:
        return "", INK.name()
    terrain = code[0]
    suffix = "?" if code.endswith("*") else ""
    return cdb_terrain_letter(terrain) + suffix, TERRAIN_INK[terrain]


def token_text_box(rect: QRectF, code: str) -> TextBox:
    """The text `draw_token(p, rect, code)` paints, for the readability check."""
    text, colour = token_label(code)
    return text_box(text, rect, max(6, int(rect.height() * 0.5)), colour)
