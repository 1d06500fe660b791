"""Coup de bordure's look, in QtGui only: the box's terrain colours, letters and
pictograms, its track style (tiles, the printed sheet, the editor) and its square
energy tokens (table and printed plaquettes)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK, disc_label
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.textbox import TextBox, text_box
from peloton_desktop.draw.tr import translate
from peloton_desktop.draw.track import CaseArt, TrackStyle
from peloton_desktop.games.coup_de_bordure import palette

# The box: Plaine green, Côte yellow, Montagne red, Sprint blue
TERRAIN_COLOURS = {t: shade.light for t, shade in palette.TERRAIN.items()}
TERRAIN_INK = {t: shade.light for t, shade in palette.TERRAIN_INK.items()}


def cdb_terrain_name(t: str) -> str:
    return {
        "P": translate("CoupDeBordure", "Flat"),
        "C": translate("CoupDeBordure", "Hill"),
        "M": translate("CoupDeBordure", "Mountain"),
        "S": translate("CoupDeBordure", "Sprint"),
    }[t]


def cdb_terrain_letter(t: str) -> str:
    """The one-letter mark on tiles and tokens (the rulebook's are French initials)."""
    return {
        "P": translate("CoupDeBordure", "F", "letter of the Flat terrain"),
        "C": translate("CoupDeBordure", "H", "letter of the Hill terrain"),
        "M": translate("CoupDeBordure", "M", "letter of the Mountain terrain"),
        "S": translate("CoupDeBordure", "S", "letter of the Sprint terrain"),
    }[t]


def draw_pictogram(p: QPainter, terrain: str, rect: QRectF) -> None:
    """A small line drawing of a Coup de bordure terrain: flat road, hill, peak, flag."""
    pen = QPen(QColor(TERRAIN_INK[terrain]), stroke(max(2.0, rect.width() / 14)))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    if terrain == "P":
        path.moveTo(x, y + h * 0.7)
        path.lineTo(x + w, y + h * 0.7)
    elif terrain == "C":
        path.moveTo(x, y + h * 0.85)
        path.quadTo(x + w * 0.5, y + h * 0.15, x + w, y + h * 0.85)
    elif terrain == "M":
        path.moveTo(x, y + h * 0.9)
        path.lineTo(x + w * 0.35, y + h * 0.2)
        path.lineTo(x + w * 0.55, y + h * 0.55)
        path.lineTo(x + w * 0.7, y + h * 0.35)
        path.lineTo(x + w, y + h * 0.9)
    else:  # sprint: a flag on a pole
        path.moveTo(x + w * 0.25, y + h * 0.95)
        path.lineTo(x + w * 0.25, y + h * 0.05)
        path.lineTo(x + w * 0.9, y + h * 0.25)
        path.lineTo(x + w * 0.25, y + h * 0.45)
    p.drawPath(path)


class CdbStyle(TrackStyle):
    """Coup de bordure: the box's colours, a pictogram, the letter, R on the feed tile."""

    finish_line = False  # the three finish tiles mark the finish

    def fill(self, terrain: str) -> tuple[QColor, QColor]:
        return QColor(TERRAIN_COLOURS.get(terrain, colours.UNKNOWN_TERRAIN.light)), QColor(
            TERRAIN_INK.get(terrain, colours.BLACK.light)
        )

    def terrain_name(self, terrain: str) -> str:
        return cdb_terrain_name(terrain)

    def terrain_letter(self, terrain: str) -> str:
        return cdb_terrain_letter(terrain)

    def paint_terrain(self, p: QPainter, case: CaseArt) -> None:
        r, box, cell, ink = case.r, case.box, case.cell, case.ink
        unit = min(box.w, box.h)
        pic = QRectF(r.center().x() - unit * 0.2, r.top() + unit * 0.35, unit * 0.4, unit * 0.3)
        draw_pictogram(p, cell.terrain, pic)
        self.paint_letter(p, r, cell.terrain, 0.22, ink)
        if box.index + 1 in case.kind.feeds(case.draft):
            centre = QPointF(r.right() - unit * 0.16, r.top() + unit * 0.16)
            disc_label(p, centre, unit * 0.11, "R", qcolor(colours.INK_ON_DARK))

    def paint_board_tile(
        self, p: QPainter, width: float, height: float, number: int, terrain: str, lit: bool
    ) -> None:
        """A tile of the game table (pixels): rounded, number and letter on top,
        pictogram below; `lit`: the case whose riders play now."""
        p.setBrush(QColor(TERRAIN_COLOURS[terrain]))
        p.setPen(QPen(qcolor(colours.HIGHLIGHT) if lit else INK, stroke(6 if lit else 2)))
        p.drawRoundedRect(QRectF(2, 2, width - 4, height - 4), 8, 8)
        font = QFont(p.font())
        font.setPixelSize(18)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(TERRAIN_INK[terrain]))
        p.drawText(QRectF(8, 6, 40, 22), Qt.AlignmentFlag.AlignLeft, str(number))
        letter = cdb_terrain_letter(terrain)
        p.drawText(QRectF(width - 34, 6, 26, 22), Qt.AlignmentFlag.AlignRight, letter)
        draw_pictogram(p, terrain, QRectF(width / 2 - 18, height - 30, 36, 22))


CDB_STYLE = CdbStyle()


FACE_DOWN = colours.CARD_BACK.light
WHITE_TOKEN = colours.PIECE_WHITE.light


def draw_token(p: QPainter, rect: QRectF, code: str, px: float | None = None) -> None:
    """A square energy token. code: a terrain letter, 'H' (face down), 'W' (white)
    or 'P*' etc. (a face-down token whose colour its owner sees); its letter `px`
    high (default: half the token)."""
    radius = rect.width() * 0.18
    if code == "H":
        p.setBrush(QColor(FACE_DOWN))
        p.setPen(QPen(INK, stroke(1.2)))
        p.drawRoundedRect(rect, radius, radius)
        centred_text(p, rect, "?", colours.INK_ON_DARK.light, px)
        return
    if code == "W":
        p.setBrush(QColor(WHITE_TOKEN))
        p.setPen(QPen(qcolor(colours.FAINT), stroke(1.2)))
        p.drawRoundedRect(rect, radius, radius)
        return
    terrain = code[0]
    p.setBrush(QColor(TERRAIN_COLOURS[terrain]))
    if code.endswith("*"):  # hidden but known to its owner: dashed edge, eye mark
        pen = QPen(INK, stroke(2.0), Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(rect, radius, radius)
        centred_text(p, rect, cdb_terrain_letter(terrain) + "?", TERRAIN_INK[terrain], px)
        return
    p.setPen(QPen(INK, stroke(1.2)))
    p.drawRoundedRect(rect, radius, radius)
    centred_text(p, rect, cdb_terrain_letter(terrain), TERRAIN_INK[terrain], px)


def centred_text(
    p: QPainter, rect: QRectF, text: str, colour: str, px: float | None = None
) -> None:
    font = QFont(p.font())
    font.setPixelSize(round(px) if px else max(6, int(rect.height() * 0.5)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor(colour))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def token_label(code: str) -> tuple[str, str]:
    """The letter `draw_token` writes on a token and its colour ('' for a white one)."""
    if code == "H":
        return "?", colours.INK_ON_DARK.light
    if code == "W" or not code:
        return "", INK.name()
    terrain = code[0]
    suffix = "?" if code.endswith("*") else ""
    return cdb_terrain_letter(terrain) + suffix, TERRAIN_INK[terrain]


def token_text_box(rect: QRectF, code: str, px: float | None = None) -> TextBox:
    """The text `draw_token(p, rect, code, px)` paints, for the readability check."""
    text, colour = token_label(code)
    return text_box(text, rect, round(px) if px else max(6, int(rect.height() * 0.5)), colour)
