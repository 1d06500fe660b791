"""Roue de Vitesse's own colours (the wheel's terrains, paces, jerseys, sheets),
named here and nowhere else; shared roles come from `peloton_desktop.colours`."""

from __future__ import annotations

from peloton_desktop.colours import INK_ON_DARK, Shade

TABLE = Shade("#E9EFE2", "#1C261E", "#000000")
# Terrains of the box: Montagne red, Flat green, Descent black; white letters on them.
# In high contrast the descent is a mid grey: black on the black cloth, it vanished.
TERRAIN: dict[str, Shade] = {
    "M": Shade("#C8362F"),
    "F": Shade("#36823A"),
    "D": Shade("#262626", "", "#666666"),
}
TERRAIN_INK: dict[str, Shade] = {"M": INK_ON_DARK, "F": INK_ON_DARK, "D": INK_ON_DARK}
# Sheet tints of the terrains (the printed wheel's break ring).
TINT: dict[str, Shade] = {"M": Shade("#F6DCDA"), "F": Shade("#DCEFDD"), "D": Shade("#E3E3E3")}
# Slow, steady, fast: Okabe–Ito-like, and each with its own dash and width.
PACE: tuple[Shade, ...] = (Shade("#2F75D6"), Shade("#E69F00"), Shade("#C8362F"))
LEADER = Shade("#FFD21F")  # the leader's jersey
CLIMBER = Shade("#FFFFFF")  # the climber's jersey
ATTACK = Shade("#D62828")  # the attack flag
WHEEL_INNER = Shade("#F3EBD3")  # the wheel's sectors, inner and middle rings
WHEEL_MIDDLE = Shade("#E2D6B4")
WHEEL_HUB = Shade("#555555")
SHEET = Shade("#FFFDF6")  # a team's sheet on the table
SPENT_BOX = Shade("#D9D4C7")
STRUCK = Shade("#B3261E")  # a spent box struck out, as with a pencil

READABLE = (
    (TERRAIN_INK["M"], TERRAIN["M"]),
    (TERRAIN_INK["F"], TERRAIN["F"]),
    (TERRAIN_INK["D"], TERRAIN["D"]),
)
