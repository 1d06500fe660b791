"""Visible words of courses, for the editor and the printed sheets (context "Courses")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from peloton_desktop.courses.common import Climb

translate = QCoreApplication.translate


def game_name(game: str) -> str:
    return {
        "coup_de_bordure": "Coup de bordure",
        "cyclistes": "Cyclistes",
        "roue_de_vitesse": "Roue de Vitesse",
    }.get(game, game)


def terrain_name(game: str, terrain: str) -> str:
    if game == "coup_de_bordure":
        from peloton_desktop.games.coup_de_bordure.view.text import terrain_name as cdb

        return cdb(terrain)
    names = {
        ("cyclistes", "N"): translate("Courses", "Road"),
        ("cyclistes", "H"): translate("Courses", "Hatched (difficulty)"),
        ("roue_de_vitesse", "M"): translate("Courses", "Mountain"),
        ("roue_de_vitesse", "F"): translate("Courses", "Flat"),
        ("roue_de_vitesse", "D"): translate("Courses", "Descent"),
    }
    return names.get((game, terrain), terrain)


def terrain_letter(game: str, terrain: str) -> str:
    if game == "coup_de_bordure":
        from peloton_desktop.games.coup_de_bordure.view.text import terrain_letter as cdb

        return cdb(terrain)
    letters = {
        ("roue_de_vitesse", "M"): translate("Courses", "M", "letter of the Mountain terrain"),
        ("roue_de_vitesse", "F"): translate("Courses", "F", "letter of the Flat terrain"),
        ("roue_de_vitesse", "D"): translate("Courses", "D", "letter of the Descent terrain"),
    }
    return letters.get((game, terrain), "")


def feature_name(feature: str) -> str:
    return {
        "feed": translate("Courses", "Ravitaillement (R)"),
        "summit": translate("Courses", "Summit (climber's points)"),
    }.get(feature, feature)


def category_label(climb: Climb, game: str) -> str:
    if climb.category is None and game == "cyclistes":
        return translate("Courses", "cobbles or descent")
    if climb.category is None:
        return translate("Courses", "short climb")
    if climb.category == "HC":
        return translate("Courses", "HC", "hors catégorie climb")
    return translate("Courses", "cat. %1", "climb category").replace("%1", climb.category)


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


def start_zone_label() -> str:
    return translate("Courses", "Start zone")
