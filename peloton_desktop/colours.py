"""The palette: every colour the app paints, by role, on a light, a dark and a
high-contrast table.

This module and each game's `games/<id>/palette.py` are the only places a colour is
written (a test reads the code for colour literals). It is Qt-free data (hex strings)
so the settings can take their default seat colours from it; `draw/palette.py` turns
a `Shade` into a `QColor` for the scheme in use. Pieces, cards and printed paper look
the same in both schemes (they are objects on the table); the table's surface, the
text written straight on it, panels and highlights have a dark variant.

Adding a colour: name its role here (or in the game's palette when only that game
uses it), give a dark variant when it is a surface or text on one, and paint it with
`draw.palette.qcolor(ROLE)` (at paint time when it has a dark variant).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shade:
    """One role's colour on the light (paper) table, the dark one and in high contrast."""

    light: str
    dark: str = ""  # empty: the same in both schemes
    contrast: str = ""  # empty: the dark scheme's

    def on(self, dark: bool) -> str:
        return self.dark if dark and self.dark else self.light

    def in_mode(self, mode: str) -> str:
        """The colour in `mode`: "light", "dark" or "contrast"."""
        if mode == "contrast" and self.contrast:
            return self.contrast
        return self.on(mode != "light")

    @property
    def switches(self) -> bool:
        return bool(self.dark) and self.dark != self.light


def luminance(colour: str) -> float:
    """WCAG relative luminance of `#RRGGBB`."""

    def one(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (one(int(colour[i : i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG contrast ratio of two `#RRGGBB` colours (1 to 21; text wants 4.5)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# -- Seats: the Okabe–Ito palette, distinguishable with the common colour-vision
# deficiencies; every piece also carries a letter or a shape (colour is never the
# only cue). The settings store these strings as the players' colours.
SEAT_BLUE = "#0072B2"
SEAT_VERMILION = "#D55E00"
SEAT_GREEN = "#009E73"
SEAT_ORANGE = "#E69F00"
SEAT_PURPLE = "#CC79A7"
SEAT_SKY = "#56B4E9"
SEAT_YELLOW = "#F0E442"
SEAT_BLACK = "#1A1A1A"
SEAT_COLOURS: tuple[str, ...] = (
    SEAT_BLUE,
    SEAT_VERMILION,
    SEAT_GREEN,
    SEAT_ORANGE,
    SEAT_PURPLE,
    SEAT_SKY,
    SEAT_YELLOW,
    SEAT_BLACK,
)
NO_SEAT_COLOUR = "#777777"  # a seat without a colour: neutral grey

# -- Ink and paper (printed sheets, cases, pieces: the same in both schemes).
INK = Shade("#2B2B2B")  # lines and text on paper, cases and cards
INK_ON_LIGHT = Shade("#1A1A1A")  # a letter on a light seat colour
INK_ON_DARK = Shade("#FFFFFF")  # a letter or mark on a dark fill
PAPER = Shade("#FFFFFF")
BLACK = Shade("#000000")  # only with an alpha: shadows, faint marks
WHITE = Shade("#FFFFFF")  # only with an alpha: glazes over a colour
PIECE_RIM = Shade("#FFFFFF")  # the white rim around a seat's mark
EDGE = Shade("#333333")  # the rim of a colour swatch
MUTED = Shade("#777777")  # secondary marks and text on paper
PRINT_GREY = Shade("#666666")  # secondary printed text
FAINT = Shade("#9A9A9A")  # spent boxes, idle outlines, faint printed numbers
FAINT_LIGHT = Shade("#A0A0A0")
RULE = Shade("#B8B8B8")  # printed table rules
BAND = Shade("#ECE8DF")  # alternate printed rows
EMPTY_BOX = Shade("#E4E4E4")  # a box never used
CARD_FACE = Shade("#F4EEDD")
CARD_BACK = Shade("#6B6B6B")
PIECE_WHITE = Shade("#FAFAF5")  # dice, white tokens
SHADOW_PIECE = Shade("#444444")  # a dark piece (a block's shadow side)
LIGHT_PIECE = Shade("#BBBBBB")
DISABLED_PIECE = Shade("#D8D8D8")
UNKNOWN_TERRAIN = Shade("#999999")

# -- Track and sheets.
ROAD = Shade("#E9E4D6")
FINISH_CASE = Shade("#F2C230")  # the finish line's case (ui/pieces/road_case.py)
BEND = Shade("#CFC8B8")
START_ZONE = Shade("#F4F1EA")
SHEET_GROUND = Shade("#F6F3EC")
START_LINE = Shade("#1F6FEB")
SUMMIT_FLAG = Shade("#F2C230")

# -- Highlights (legal choices, the piece chosen, the last move, selection).
SELECT = Shade("#1F6FEB")
HIGHLIGHT = Shade("#FFB000")  # a legal choice, the active rider
HIGHLIGHT_STRONG = Shade("#E0A000")  # the same on cream and paper
COACH_HINT = Shade("#0B8A8A", "#5FD4D4")  # the coach's three choices, ringed
LAST_MOVE = Shade("#7B3FBF")  # the dashed ring of the last move
# the keyboard's focus ring on the table: black around white (white around black on a
# dark table), unlike every other ring, and seen on any piece
KEY_FOCUS = Shade("#000000", "#FFFFFF")
KEY_FOCUS_INNER = Shade("#FFFFFF", "#000000")
WARNING = Shade("#B00020", "#FF8A80")  # a problem, a crossed mark
LESSON_WRONG = Shade("#B00020")  # a lesson's bubble (a card on the table) explains a wrong move
RANK_UP = Shade("#187838", "#7BD88F")  # gained places; "all is well"
RANK_DOWN = Shade("#B3261E", "#FF8A80")  # lost places

# -- Surfaces with text on them: these switch with the scheme.
CONTRAST_YELLOW = "#FFE14D"  # high contrast's accent: emphasis, selection, frames
# the window's selection in high contrast: yellow under black words
CONTRAST_SELECT = Shade("#1F6FEB", "#1F6FEB", CONTRAST_YELLOW)
CONTRAST_SELECT_INK = Shade("#FFFFFF", "#FFFFFF", "#000000")
TABLE_CLOTH = Shade("#EEF0E6", "#202420", "#000000")  # a table's cloth, for a game without its own
TABLE_INK = Shade("#2B2B2B", "#ECE8DF", "#FFFFFF")  # text written straight on a table
TABLE_MUTED = Shade("#444444", "#C8C3B8", "#E6E6E6")  # secondary text on a table
TABLE_ACCENT = Shade("#7B3FBF", "#C39BF5", CONTRAST_YELLOW)  # emphasised text on a table
TABLE_FRAME = Shade("#9A9A9A", "#8A857A", "#FFFFFF")  # idle frames drawn on a table
EDITOR_TABLE = Shade("#F7F5EF", "#2A2925", "#000000")  # the course editor's ground
BANNER = Shade("#FFF6D6", "#3B3520", "#000000")  # the result banner
BANNER_EDGE = Shade("#E0B000", "#C99A00", CONTRAST_YELLOW)
BANNER_INK = Shade("#2B2B2B", "#F3ECD6", "#FFFFFF")
# The window's own colours, set only where the platform cannot switch its scheme.
WINDOW = Shade("#EFEFEF", "#2B2B2B", "#000000")
WINDOW_INK = Shade("#1A1A1A", "#E8E8E8", "#FFFFFF")
FIELD = Shade("#FFFFFF", "#1F1F1F", "#000000")  # text fields, lists
BUTTON = Shade("#E4E4E4", "#3A3A3A", "#000000")

# -- A real road's profile, shaded by its gradient as the Tour's stage profiles are
# (the printed cover and the road import's preview); the steepest is the climbs' badge.
GRADE_FLAT = Shade("#CFE3B8")  # under 3 %
GRADE_CLIMB = Shade("#F2CF6B")  # 3 to 6 %
GRADE_STEEP = Shade("#E58A3A")  # 6 to 9 %
GRADE_WALL = Shade("#A8322B")  # 9 % and more

# -- Jerseys (stage-race classifications, printed and on the table).
JERSEYS: dict[str, Shade] = {
    "yellow": Shade("#F2C500"),
    "green": Shade("#2E9E4F"),
    "polka": Shade("#D7263D"),
}

# Text/background pairs that must stay readable (WCAG 4.5:1) in both schemes; each
# game's palette adds its own in `READABLE`.
READABLE: tuple[tuple[Shade, Shade], ...] = (
    (TABLE_INK, EDITOR_TABLE),
    (BANNER_INK, BANNER),
    (INK, PAPER),
    (INK, CARD_FACE),
    (LESSON_WRONG, CARD_FACE),
    (INK, ROAD),
    (INK, FINISH_CASE),
    (TABLE_INK, TABLE_CLOTH),
    (TABLE_MUTED, TABLE_CLOTH),
    (TABLE_ACCENT, TABLE_CLOTH),
    (INK_ON_DARK, CARD_BACK),
    (INK_ON_DARK, GRADE_WALL),
    (INK, GRADE_FLAT),
    (WINDOW_INK, WINDOW),
    (WINDOW_INK, FIELD),
    (WINDOW_INK, BUTTON),
    (WARNING, WINDOW),
    (RANK_UP, WINDOW),
    (RANK_DOWN, WINDOW),
)
