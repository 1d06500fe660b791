"""Where things stand on Coup de bordure's table, in the scene's logical units.

The view scales the scene to the window; the sizes here are chosen so that at
1366×768 the scale is about 1 (a unit is a pixel) and no text is under 13 units.
The course winds in rows of eight cases (a snake: case 9 under case 8), the finish
tiles after the last case; the teams' plaquettes sit under it, two teams a row.

At a larger text size (issue 47) the words grow by as much and the pieces that hold
them a little, mostly in width: the window leaves the table more width than height,
so the scene keeps its height and the words come out larger on screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

PER_ROW = 8
TILE_W = 113.0
TILE_H = 116.0
HEADER = 24.0  # the case number, pictogram and terrain letter
ROW_GAP = 12.0
FINISH_W = 56.0


@dataclass(frozen=True)
class PlaqSizes:
    """A plaquette's parts: its heading (mark and name), its token rows, its pace
    markers at the right of the tokens and its status line at the bottom."""

    width: float = 172.0
    heading: float = 28.0  # the mark and the name
    mark_r: float = 11.0
    token: float = 26.0
    token_step: float = 28.0
    marker: float = 22.0
    status: float = 20.0  # the status line
    scale: float = 1.0

    def height(self, slots: int) -> float:
        return self.heading + -(-slots // 4) * self.token_step + self.status

    @property
    def tokens_left(self) -> float:
        return 4.0

    @property
    def markers_left(self) -> float:
        return self.tokens_left + 4 * self.token_step + 2


@dataclass(frozen=True)
class Sizes:
    """The course's sizes: four teams need room for twelve riders on a case; two
    teams (six riders at most) get taller cases and larger riders."""

    tile_h: float = TILE_H
    rider_r: float = 11.0
    rider_px: int = 14
    step_x: float = 26.0  # riders side by side on a case
    step_y: float = 28.0
    scale: float = 1.0  # the settings' text size: the words are drawn this much larger
    tile_w: float = TILE_W
    header: float = HEADER
    finish_w: float = FINISH_W
    badge: float = 14.0  # a rider's revealed pace, at his lower right
    board_gap: float = 12.0  # between the course and the plaquettes
    row_gap: float = 10.0  # between two rows of teams
    plaq: PlaqSizes = field(default_factory=lambda: PlaqSizes())

    def px(self, base: float) -> int:
        """A word's size at this text size, `base` at 100 %."""
        return round(base * self.scale)


def sizes_for(teams: int, scale: float = 1.0) -> Sizes:
    base = Sizes() if teams > 2 else Sizes(176.0, 15.0, 18, 35.0, 38.0)
    if scale <= 1.0:
        return base
    t = min(1.0, (scale - 1.0) / 0.5)  # 0 at 100 %, 1 at 150 %
    r = base.rider_r * (1 + 0.18 * t)
    plaq = PlaqSizes(
        width=172.0 + 24 * t,
        heading=28.0 + 4 * t,
        mark_r=11.0 + 2.5 * t,
        token=26.0 + 2 * t,
        token_step=28.0 + 2 * t,
        marker=22.0 + 4 * t,
        status=20.0 + 5 * t,
        scale=scale,
    )
    return replace(
        base,
        rider_r=r,
        rider_px=round(base.rider_px * scale),
        step_x=2 * r + 4,
        step_y=2 * r + 4,
        scale=scale,
        tile_w=TILE_W + 17 * t,
        header=HEADER + 7 * t,
        badge=14.0 + 4 * t,
        board_gap=12.0 - 4 * t,
        row_gap=10.0 - 4 * t,
        plaq=plaq,
    )


PLAQ_W = 172.0
PLAQ_GAP = 6.0
TEAM_GAP = 16.0
LABEL_H = 22.0  # the team's name above its plaquettes


@dataclass(frozen=True)
class TrackLayout:
    cases: list[QRectF]  # cases[i] is case i + 1
    finish: list[QRectF]  # the finish tiles +1, +2, …
    free: QRectF  # the corner the course leaves empty (turn and case shown there)

    def rect_of(self, pos: int) -> QRectF:
        if pos > len(self.cases):
            return self.finish[min(pos - len(self.cases), len(self.finish)) - 1]
        return self.cases[max(1, pos) - 1]

    @property
    def bottom(self) -> float:
        return max(r.bottom() for r in self.cases + self.finish)

    @property
    def width(self) -> float:
        return max(r.right() for r in self.cases + self.finish)


def track_layout(count: int, finish_tiles: int, sizes: Sizes) -> TrackLayout:
    """The cases in a snake of rows of PER_ROW, the finish tiles after the last one."""
    tile_w, tile_h, finish_w = sizes.tile_w, sizes.tile_h, sizes.finish_w
    cases = []
    for i in range(count):
        row, col = divmod(i, PER_ROW)
        if row % 2:
            col = PER_ROW - 1 - col
        cases.append(QRectF(col * tile_w, row * (tile_h + ROW_GAP), tile_w, tile_h))
    last = cases[-1]
    backwards = ((count - 1) // PER_ROW) % 2 == 1
    finish = []
    for k in range(finish_tiles):
        x = last.left() - (k + 1) * finish_w if backwards else last.right() + k * finish_w
        finish.append(QRectF(x, last.top(), finish_w, tile_h))
    left = min(r.left() for r in cases + finish)
    shift = [r.translated(-left, 0) for r in cases + finish]
    cases, finish = shift[:count], shift[count:]
    free = QRectF(0, 0, cases[0].left(), tile_h) if cases[0].left() > 0 else QRectF()
    return TrackLayout(cases, finish, free)


def slot_centre(rect: QRectF, index: int, count: int, sizes: Sizes) -> QPointF:
    """Where the `index`-th of `count` riders of a case stands (rows under the header,
    the group centred in the case)."""
    cols = max(1, int((rect.width() - 4) // sizes.step_x))
    rows = -(-count // cols)
    header = sizes.header
    room = rect.height() - header - 4
    step_y = min(sizes.step_y, room / max(1, rows))
    col, row = index % cols, index // cols
    in_row = min(cols, count - row * cols)
    x = rect.center().x() + (col - (in_row - 1) / 2) * sizes.step_x
    y = rect.top() + header + 2 + room / 2 + (row - (rows - 1) / 2) * step_y
    return QPointF(x, y)


def team_width(sizes: Sizes) -> float:
    return 3 * sizes.plaq.width + 2 * PLAQ_GAP


def team_origin(team: int, top: float, slots: int, sizes: Sizes, label_h: float) -> QPointF:
    """The top left of a team's block (its name, `label_h` high, then its three
    plaquettes)."""
    row, col = divmod(team, 2)
    block_h = label_h + sizes.plaq.height(slots) + sizes.row_gap
    return QPointF(col * (team_width(sizes) + TEAM_GAP), top + row * block_h)


def line_height(label: QGraphicsSimpleTextItem) -> float:
    """A one-line label's height as drawn (its font at the settings' text size)."""
    return QFontMetricsF(label.font()).height()


def wrapped(text: str, font: QFont, width: float) -> str:
    """`text` on two lines (cut at the space nearest its middle) if it is wider than
    `width` in `font`: a grown word stays in its corner."""
    if QFontMetricsF(font).horizontalAdvance(text) <= width or " " not in text:
        return text
    spaces = [i for i, c in enumerate(text) if c == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "\n" + text[cut + 1 :]
