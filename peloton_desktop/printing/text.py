"""Visible words of courses, for the editor and the printed sheets (context "Courses").

Terrain words belong to each course kind's drawing style (`draw.track`, each game's `style.py`).
"""

from __future__ import annotations

from peloton_desktop.courses.common import Climb, runs
from peloton_desktop.courses.kinds import KINDS
from peloton_desktop.draw.tr import translate
from peloton_desktop.draw.track import style_for


def game_name(game: str) -> str:
    """The game's title; a foreign file's game id as it is."""
    k = KINDS.get(game)
    return k.title if k is not None else game


def terrain_name(game: str, terrain: str) -> str:
    return style_for(game).terrain_name(terrain)


def terrain_letter(game: str, terrain: str) -> str:
    return style_for(game).terrain_letter(terrain)


def feature_name(feature: str) -> str:
    return {
        "feed": translate("Courses", "Ravitaillement (R)"),
        "summit": translate("Courses", "Summit (climber's points)"),
    }.get(feature, feature)


def category_label(climb: Climb, game: str) -> str:
    if climb.category is None:
        return style_for(game).short_run_label()
    if climb.category == "HC":
        return translate("Courses", "HC", "hors catégorie climb")
    return translate("Courses", "cat. %1", "climb category").replace("%1", climb.category)


def feed_line(feeds: list[int]) -> str:
    """The ravitaillement by zones: R cases that follow each other are one zone."""
    cases = set(feeds)
    zones = runs(range(min(cases), max(cases) + 1), cases.__contains__) if cases else []
    words = []
    for z in zones:
        many = translate("Courses", "cases %1 to %2").replace("%2", str(z[-1]))
        words.append(
            (many if len(z) > 1 else translate("Courses", "case %1")).replace("%1", str(z[0]))
        )
    return translate("Courses", "Ravitaillement: %1").replace("%1", ", ".join(words))


def climb_line(climb: Climb, game: str) -> str:
    text = translate("Courses", "%1: cases %2 to %3 (%4 cases)")
    if climb.length == 1:
        text = translate("Courses", "%1: case %2")
    return (
        text.replace("%1", category_label(climb, game))
        .replace("%2", str(climb.first + 1))
        .replace("%3", str(climb.last + 1))
        .replace("%4", str(climb.length))
    )
