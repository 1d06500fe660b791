"""Coup de bordure's own colours (the box's terrains, pace markers, tokens), named
here and nowhere else; shared roles come from `peloton_desktop.colours`."""

from __future__ import annotations

from peloton_desktop.colours import INK, INK_ON_DARK, Shade

TABLE = Shade("#EAF2E3", "#1C261D", "#000000")  # the table's cloth
# The box: Plaine green, Côte yellow, Montagne red, Sprint blue (with letters and
# pictograms, so the colour is never the only cue); the green and the red a little
# darker than the box's, so white numbers read on them (WCAG 4.5:1) and a
# deuteranope still tells them apart.
TERRAIN: dict[str, Shade] = {
    "P": Shade("#36823A"),
    "C": Shade("#F2C230"),
    "M": Shade("#CC3F3F"),
    "S": Shade("#2F75D6"),
}
TERRAIN_INK: dict[str, Shade] = {"P": INK_ON_DARK, "C": INK, "M": INK_ON_DARK, "S": INK_ON_DARK}
PACE: dict[str, Shade] = {
    "constance": Shade("#E8E4D8"),
    "acceleration": Shade("#FFD27A"),
    "sillage": Shade("#BFE3F2"),
    "offensive": Shade("#F29C8F"),
}
FEED_BAG = Shade("#8A5A22")
EMPTY_SLOT = Shade("#B8B0A0")  # a plaquette's free slot (dashed)
USED = Shade("#B00020")  # the cross over a spent energy

READABLE = (
    (TERRAIN_INK["P"], TERRAIN["P"]),
    (TERRAIN_INK["C"], TERRAIN["C"]),
    (TERRAIN_INK["M"], TERRAIN["M"]),
    (TERRAIN_INK["S"], TERRAIN["S"]),
)
