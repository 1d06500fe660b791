"""Where Border States' table puts things, at the settings' text size (issue 47).

At 100 % the table is the laptop layout it always had (about 1120 × 570). At larger
text its words grow with the text size, and the table is laid out again to hold them:
the view fits the table by its height (the decision panel under it takes more at 150 %),
so the table grows in width, where the window has room, and hardly in height. Each
measure is given at 100 % and at 150 %; 125 % lies between.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from peloton_desktop.draw.textbox import text_scale

LARGE = 1.5  # the largest text size: the second measure of each pair


@dataclass(frozen=True)
class Layout:
    scale: float = 1.0  # the settings' text size (1.0, 1.25, 1.5)
    t: float = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "t", max(0.0, (self.scale - 1) / (LARGE - 1)))

    def at(self, normal: float, large: float) -> float:
        """`normal` at 100 %, `large` at 150 %, between them at 125 %."""
        return normal + (large - normal) * self.t

    def px(self, px: float) -> int:
        """A word's font size at this text size."""
        return round(px * self.scale)

    # -- the top row: years, initiative, bag -------------------------------------
    @property
    def top_h(self) -> float:
        return self.at(30, 34)

    @property
    def year(self) -> tuple[float, float, float]:
        """A year's box: width, step, height."""
        return self.at(52, 62), self.at(56, 66), self.at(26, 30)

    def top_words(self) -> tuple[float, float, float, float, float]:
        """x of the initiative's text, its width, the bag's x and width, then the
        x of the Bible and Canon used."""
        return (
            self.at(324, 384),
            self.at(230, 300),
            self.at(560, 694),
            self.at(140, 190),
            self.at(708, 894),
        )

    # -- the battles --------------------------------------------------------------
    @property
    def battles_y(self) -> float:
        return self.at(36, 38)

    @property
    def battle_w(self) -> float:
        return self.at(228, 288)

    @property
    def battle_h(self) -> float:
        return self.at(280, 290)

    @property
    def tracks_x(self) -> float:
        return 3 * (self.battle_w + 6) + 6

    def head(self) -> tuple[float, float, float]:
        """A battle's heading: its height, the numeral's width, the name's x."""
        return self.at(26, 34), self.at(34, 44), self.at(44, 56)

    def intensity(self) -> tuple[float, float, float]:
        """The intensity's row: its y, height and width."""
        return self.at(28, 36), self.at(24, 30), self.at(108, 144)

    def cubes(self) -> tuple[float, float, float, float]:
        """The battle's cubes: x, step, width, height."""
        return self.at(118, 154), self.at(27, 33), self.at(26, 32), self.at(23, 28)

    def fronts(self) -> tuple[float, float, float]:
        """The fronts: the first's y, the step to the second, a front's height."""
        return self.at(56, 68), self.at(110, 111), self.at(106, 107)

    def front_words(self) -> tuple[float, float, float]:
        """A front's words: their height; the slots' y and height in the front."""
        return self.at(18, 26), self.at(24, 28), self.at(78, 76)

    @property
    def slot_w(self) -> float:
        return self.at(62, 70)

    # -- the state tracks ---------------------------------------------------------
    @property
    def width(self) -> float:
        return self.tracks_x + self.at(412, 460)

    def track_rows(self) -> tuple[float, float]:
        """The header's height and a state's row height."""
        return self.at(38, 50), self.at(48, 48)

    def track_names(self) -> tuple[float, float, float]:
        """The title's width, the state names' width (beside their cube), the grid's x."""
        return self.at(104, 160), self.at(100, 140), self.at(124, 164)

    @property
    def cell_w(self) -> float:
        return self.at(44, 44)

    @property
    def marker(self) -> float:
        return self.at(28, 32)

    # -- the sides ----------------------------------------------------------------
    @property
    def sides_y(self) -> float:
        return self.battles_y + self.battle_h + self.at(8, 6)

    @property
    def side_h(self) -> float:
        return self.at(96, 96)

    def side_words(self) -> tuple[float, float, float]:
        """The side's column: its width, a line's height (the name's), the step."""
        return self.at(144, 190), self.at(22, 28), self.at(22, 28)

    @property
    def side_blocks_x(self) -> float:
        return self.at(162, 206)

    def block(self) -> tuple[float, float, float]:
        """A block in a side's row: width, height, step."""
        return self.at(44, 50), self.at(62, 70), self.at(48, 54)

    @property
    def row_words_h(self) -> float:
        """The height of a side's row words (Available, Stack, file) over its blocks."""
        return self.at(24, 26)

    @property
    def card(self) -> tuple[float, float]:
        return self.at(144, 162), self.at(30, 40)

    # -- the legend under the table ---------------------------------------------
    @property
    def height(self) -> float:
        """The table's height, above the legend."""
        return self.sides_y + 2 * self.side_h

    @property
    def legend_px(self) -> float:
        # its words grow less (one row across the table: they take no height)
        return round(14 * self.at(1.0, 1.22))


def current() -> Layout:
    return Layout(text_scale())
