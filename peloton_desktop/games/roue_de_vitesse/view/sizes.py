"""How large Roue de Vitesse's table draws its words and pieces at the settings' text
size (issue 47), and the road laid out for it.

The board is scaled to fit its window, and at a larger text size the panel under it
takes some height: drawn the same, every word came out smaller. So at a larger size
the case numbers and the team sheets' words grow with the text size, the riders, the
wheel and the legends enough that none is smaller on screen, and the table is laid
out more compactly to make the room: the road in four rows without its side margins,
the title and the status on one line, the wheel's legend with the marks' under the
sheets. At 100 % the table is the one it always was."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from peloton_desktop.courses.common import CourseDraft, CourseKind
from peloton_desktop.courses.track import BEND_GAP, Layout, course_layout
from peloton_desktop.draw.textbox import text_scale
from peloton_desktop.games.roue_de_vitesse.course import KIND

PER_ROW = 13  # five rows of a plain course: the width goes to the cases (riders ≥ 20 px)
ROWS = 4  # the road's rows at a larger text size: the cases fill the width
CASE_MM = (44.0, 60.0)  # room for the number strip
STRIP = 17.0  # the number strip under the riders
PIECES = 0.3  # the pieces grow by this share of the text size's growth
WORDS = 0.5  # and the legends' and header's words by this share


@dataclass(frozen=True)
class Sizes:
    text: float = 1.0  # the settings' text size: case numbers, team sheets
    piece: float = 1.0  # riders, the wheel, the group's tags
    words: float = 1.0  # the legends and the header: on a line of their own

    @property
    def large(self) -> bool:
        return self.text > 1.0

    @property
    def strip(self) -> float:
        return STRIP * self.text

    @property
    def gap(self) -> float:
        """Between two rows of the road (the group's tag and the winner's plate)."""
        return BEND_GAP * self.piece


def sizes() -> Sizes:
    scale = text_scale()
    return Sizes(scale, 1.0 + (scale - 1.0) * PIECES, 1.0 + (scale - 1.0) * WORDS)


def road(draft: CourseDraft, sz: Sizes) -> Layout:
    """The road's cases: rows of `PER_ROW` at 100 %, else `ROWS` rows of larger cases
    (their riders and their number strip) from the left edge, the rows further apart."""
    if not sz.large:
        return course_layout(draft, dataclasses.replace(KIND, case_mm=CASE_MM), PER_ROW)
    length = CASE_MM[0] * sz.piece
    width = (CASE_MM[1] - STRIP) * sz.piece + sz.strip
    kind = dataclasses.replace(KIND, case_mm=(length, width))
    count = len(course_layout(draft, kind).boxes)
    plain = course_layout(draft, kind, max(PER_ROW, math.ceil(count / ROWS)))
    left = min((b.x for b in plain.boxes), default=0.0)
    boxes = tuple(
        dataclasses.replace(b, x=b.x - left, y=b.row * (width + sz.gap)) for b in plain.boxes
    )
    rows = 1 + max((b.row for b in boxes), default=0)
    right = max((b.x + b.w for b in boxes), default=0.0)
    height = rows * width + (rows - 1) * sz.gap
    return dataclasses.replace(plain, boxes=boxes, bends=(), width=right, height=height)


def table_kind(layout: Layout) -> CourseKind:
    """The course kind whose cases the layout holds (the case's painter reads it)."""
    return dataclasses.replace(KIND, case_mm=(layout.case_length, layout.case_width))


PLAIN = Sizes()  # at 100 %
