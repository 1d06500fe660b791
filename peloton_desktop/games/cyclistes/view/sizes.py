"""How large Cyclistes' table draws its words at the settings' text size (issue 47).

The circuit fills the board's width, and at a larger text size the panel under it
takes some height: drawn the same, every word came out smaller. So at a larger size
the case numbers grow with the text size, staggered on two lines a row (one outside
the road, one in the median, which widens for them) so that each has two cases'
width; the riders' numbers grow as far as their lane allows; the header's and the
legends' words a little; and the header takes one line (the title, the status, the
dice) to make the room. At 100 % the table is the one it always was."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from PySide6.QtGui import QFontMetricsF

from peloton_desktop.courses.track import BEND_GAP, Layout
from peloton_desktop.draw.textbox import font_px, text_scale

NUMBER_PX = 11.0  # case numbers, in millimetres (about 13 px at 1366×768)
LETTER_RATIO = 0.95  # a rider's number to his diameter: its line fits a lane (16 apart)
NUMBERS = 1.0  # the case numbers grow by this share of the text size's growth
WORDS = 0.3  # the header's and the legends' words by this share
CASES = 0.2  # the cases (and their riders) by this share
ZOOM = 2.0  # a rider is drawn at twice the size and scaled down


@dataclass(frozen=True)
class Sizes:
    text: float = 1.0  # the settings' text size

    @property
    def large(self) -> bool:
        return self.text > 1.0

    @property
    def number_px(self) -> float:
        grown = NUMBER_PX * (1.0 + (self.text - 1.0) * NUMBERS)
        return math.ceil(grown) if self.large else grown  # whole pixels, not rounded down

    @property
    def number_line(self) -> float:
        """A line of case numbers, outside the road or in the median."""
        return self.number_px * (1.05 if self.large else 1.3)

    @property
    def case(self) -> float:
        return 1.0 + (self.text - 1.0) * CASES

    @property
    def words(self) -> float:
        return 1.0 + (self.text - 1.0) * WORDS

    @property
    def median(self) -> float:
        """Between the two rows: the numbers of both rows' inner lines at a larger size."""
        return BEND_GAP if not self.large else 2 * self.number_line + 2

    def letter_px(self, radius: float, lane: float) -> float:
        """A rider's number: at a larger size as large as his lane lets its line be
        (the next lane's rider stands right under him)."""
        px = 2 * radius * LETTER_RATIO
        if not self.large:
            return px
        zoomed = round(px * ZOOM)
        while QFontMetricsF(font_px(zoomed + 1)).height() / ZOOM - 2 < lane - 0.1:
            zoomed += 1
        return zoomed / ZOOM


def sizes() -> Sizes:
    return Sizes(text_scale())


def spread(layout: Layout, sz: Sizes) -> Layout:
    """The rows moved apart for a wider median (the bends stretched to them)."""
    extra = sz.median - BEND_GAP
    if extra <= 0:
        return layout
    top = min((b.row for b in layout.boxes), default=0)
    boxes = tuple(dataclasses.replace(b, y=b.y + extra * (b.row - top)) for b in layout.boxes)
    return dataclasses.replace(layout, boxes=boxes, height=layout.height + extra)


PLAIN = Sizes()  # at 100 %
