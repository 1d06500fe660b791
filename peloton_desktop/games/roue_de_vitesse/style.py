"""Roue de Vitesse's look, in QtGui only: terrain colours and its track style
(red mountain, green flat, black descent; chevrons and a letter)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.draw.paint import chevrons
from peloton_desktop.draw.palette import Shades, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.draw.track import CaseArt, TrackStyle
from peloton_desktop.games.roue_de_vitesse import palette

RDV_FILL = Shades(palette.TERRAIN)  # read at paint: the descent lighter in high contrast
RDV_INK = {t: shade.light for t, shade in palette.TERRAIN_INK.items()}


class RdvStyle(TrackStyle):
    """Roue de Vitesse: red mountain, green flat, black descent; chevrons and a letter."""

    def fill(self, terrain: str) -> tuple[QColor, QColor]:
        return QColor(RDV_FILL.get(terrain, colours.UNKNOWN_TERRAIN.light)), QColor(
            RDV_INK.get(terrain, colours.BLACK.light)
        )

    def terrain_name(self, terrain: str) -> str:
        return {
            "M": translate("Courses", "Mountain"),
            "F": translate("Courses", "Flat"),
            "D": translate("Courses", "Descent"),
        }.get(terrain, terrain)

    def terrain_letter(self, terrain: str) -> str:
        return {
            "M": translate("Courses", "M", "letter of the Mountain terrain"),
            "F": translate("Courses", "F", "letter of the Flat terrain"),
            "D": translate("Courses", "D", "letter of the Descent terrain"),
        }.get(terrain, "")

    def paint_terrain(self, p: QPainter, case: CaseArt) -> None:
        r, box, cell, ink = case.r, case.box, case.cell, case.ink
        unit = min(box.w, box.h)
        if cell.terrain != "F":
            chevrons(p, r, cell.terrain == "M", ink)
        else:
            p.setPen(QPen(ink, stroke(unit * 0.05)))
            y = r.top() + r.height() * 0.62
            p.drawLine(QPointF(r.left() + unit * 0.25, y), QPointF(r.right() - unit * 0.25, y))
        self.paint_letter(p, r, cell.terrain, 0.2, ink)


RDV_STYLE = RdvStyle()
