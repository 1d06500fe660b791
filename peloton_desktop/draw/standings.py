"""What a classification says, in words and marks, the same on the table's standings
and on the printed sheets: titles, values, gaps, movements and jersey letters."""

from __future__ import annotations

from peloton_desktop import colours
from peloton_desktop.core.stages import (
    GENERAL,
    MOUNTAINS,
    POINTS,
    STAGE,
    Classification,
    Standing,
    Unit,
    format_time,
)
from peloton_desktop.draw.tr import translate

JERSEY_COLOURS = {name: shade.light for name, shade in colours.JERSEYS.items()}


def jersey_letter(jersey: str) -> str:
    """A letter on the jersey swatch, so colour is never the only cue."""
    letters = {
        "yellow": translate("Standings", "Y", "letter on the yellow jersey"),
        "green": translate("Standings", "G", "letter on the green jersey"),
        "polka": translate("Standings", "P", "letter on the polka-dot jersey"),
    }
    return letters.get(jersey, "")


def classification_title(c: Classification) -> str:
    if c.kind == STAGE:  # a one-day race has no "stage 1": its result is the race's
        if c.stages == 1:
            return translate("Standings", "The race")
        return translate("Standings", "Stage {n}").format(n=c.stage)
    titles = {
        GENERAL: translate("Standings", "General"),
        POINTS: translate("Standings", "Points"),
        MOUNTAINS: translate("Standings", "Climbers"),
    }
    return titles.get(c.kind, c.kind)


def value_text(c: Classification, s: Standing) -> str:
    if c.unit is not Unit.TIME:
        points = s.value  # pyside6-lupdate reads only a plain name as the count
        return translate("Standings", "%n pt(s)", None, points)
    return format_time(s.value)


def gap_text(c: Classification, s: Standing) -> str:
    if s.gap == 0:
        return ""
    if c.unit is Unit.POINTS:
        return f"−{s.gap}"
    if c.unit is Unit.PENALTY:
        return f"+{s.gap}"
    return "+" + format_time(s.gap)


def movement_text(s: Standing) -> str:
    if s.movement is None:
        return ""
    if s.movement == 0:
        return "="  # the same place as after the last stage
    return f"▲{s.movement}" if s.movement > 0 else f"▼{-s.movement}"
