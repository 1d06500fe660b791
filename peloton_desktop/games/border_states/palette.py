"""Border States' own colours (the sides, the states' cubes, the tracks), named here
and nowhere else; shared roles come from `peloton_desktop.colours`."""

from __future__ import annotations

from peloton_desktop.colours import INK, INK_ON_DARK, Shade

TABLE = Shade("#E9E4D4", "#25231D", "#000000")
# Union blue and Confederate red; the blocks also carry their side's letter (U, C).
UNION = Shade("#2F5FA7")
CONFEDERATE = Shade("#A8322D")
SIDES: tuple[Shade, Shade] = (UNION, CONFEDERATE)
STATES: dict[str, Shade] = {
    "MO": Shade("#2E9E5B"),
    "KY": Shade("#8B5A2B"),
    "WV": Shade("#7B3F9E"),
    "MD": Shade("#E8C21F"),
    "DE": Shade("#E57E1F"),
}
STATE_INK: dict[str, Shade] = {s: INK if s == "MD" else INK_ON_DARK for s in STATES}
# Track cells from the Union's end (-2) to the Confederacy's (+2).
TRACK: dict[int, Shade] = {
    -2: Shade("#C9D6EC"),
    -1: Shade("#E4EBF6"),
    0: Shade("#F6F1E4"),
    1: Shade("#F4DEDC"),
    2: Shade("#EAC3BF"),
}
REGION = Shade("#F6F1E4")  # a region's frame
YEAR_NOW = Shade("#F2E3B3")  # the year being played
YEAR = Shade("#FBF6EA")
SLOT_EDGE = Shade("#B8AE96")
SLOT_OPEN = Shade("#FFF9E8")
SLOT_SHUT = Shade("#EFE9DA")

READABLE = (
    (INK_ON_DARK, UNION),
    (INK_ON_DARK, CONFEDERATE),
    (STATE_INK["MD"], STATES["MD"]),
    (STATE_INK["WV"], STATES["WV"]),
    (STATE_INK["KY"], STATES["KY"]),
    (INK, TRACK[-2]),
    (INK, TRACK[2]),
    (INK, YEAR_NOW),
)
