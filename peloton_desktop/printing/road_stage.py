"""The cover of a course made from a real road: the road's profile as the Tour prints
a stage's (kilometres, altitudes, each climb's category, length and mean gradient),
above the game's profile. A course drawn by hand has no road and no such block."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.roads.profile import find_climbs
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.road import decimal, paint_grade_key, paint_road_profile
from peloton_desktop.draw.tr import translate

HEIGHT = 56.0  # mm the road's block takes on the cover
ROAD_SHARE = 0.6  # of the width: the road's profile; the game's beside it


def road_cover(p: QPainter, r: QRectF, draft: CourseDraft) -> QRectF:
    """Paint the road's stage profile at the left of `r` (its top: `r` is where the
    game's profile goes on a course without a road); where the game's profile goes."""
    road = draft.road
    if road is None:
        return r
    heading = (
        translate("RoadProfile", "The road: %1 km, %2 km a case")
        .replace("%1", decimal(road.length_km))
        .replace("%2", decimal(road.km_per_case, 2))
    )
    if road.source:
        heading += " · " + road.source
    left = r.width() * ROAD_SHARE
    text_in(
        p, QRectF(r.left(), r.top(), left, 6), heading, 3.4, INK, True, Qt.AlignmentFlag.AlignLeft
    )
    key = QRectF(r.left() + left, r.top(), r.width() - left, 6)
    paint_grade_key(p, key, 2.8)
    area = QRectF(r.left(), r.top() + 7, left, HEIGHT - 7)
    paint_road_profile(p, area, road.points, find_climbs(road.points), 3.2)
    game_h = min(r.height(), HEIGHT - 16)
    game = QRectF(r.left() + left + 4, r.top() + HEIGHT - game_h - 3, r.width() - left - 4, game_h)
    caption = QRectF(game.left(), game.top() - 6, game.width(), 5)
    words = translate("RoadProfile", "The course in cases")
    text_in(p, caption, words, 3.0, INK, True, Qt.AlignmentFlag.AlignLeft)
    return game
