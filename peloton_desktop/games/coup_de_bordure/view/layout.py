"""Where things stand on Coup de bordure's table, in the scene's logical units.

The view scales the scene to the window; the sizes here are chosen so that at
1366×768 the scale is about 1 (a unit is a pixel) and no text is under 13 units.
The course winds in rows of eight cases (a snake: case 9 under case 8), the finish
tiles after the last case; the teams' plaquettes sit under it, two teams a row.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

PER_ROW = 8
TILE_W = 113.0
TILE_H = 116.0
HEADER = 24.0  # the case number, pictogram and terrain letter
ROW_GAP = 12.0
FINISH_W = 56.0


@dataclass(frozen=True)
class Sizes:
    """The course's sizes: four teams need room for twelve riders on a case; two
    teams (six riders at most) get taller cases and larger riders."""

    tile_h: float = TILE_H
    rider_r: float = 11.0
    rider_px: int = 14
    step_x: float = 26.0  # riders side by side on a case
    step_y: float = 28.0


def sizes_for(teams: int) -> Sizes:
    return Sizes() if teams > 2 else Sizes(176.0, 15.0, 18, 35.0, 38.0)


PLAQ_W = 172.0
PLAQ_GAP = 6.0
TEAM_GAP = 16.0
LABEL_H = 22.0  # the team's name above its plaquettes
TEAM_ROW_GAP = 10.0
BOARD_GAP = 12.0  # between the course and the plaquettes


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


def track_layout(count: int, finish_tiles: int, tile_h: float = TILE_H) -> TrackLayout:
    """The cases in a snake of rows of PER_ROW, the finish tiles after the last one."""
    cases = []
    for i in range(count):
        row, col = divmod(i, PER_ROW)
        if row % 2:
            col = PER_ROW - 1 - col
        cases.append(QRectF(col * TILE_W, row * (tile_h + ROW_GAP), TILE_W, tile_h))
    last = cases[-1]
    backwards = ((count - 1) // PER_ROW) % 2 == 1
    finish = []
    for k in range(finish_tiles):
        x = last.left() - (k + 1) * FINISH_W if backwards else last.right() + k * FINISH_W
        finish.append(QRectF(x, last.top(), FINISH_W, tile_h))
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
    room = rect.height() - HEADER - 4
    step_y = min(sizes.step_y, room / max(1, rows))
    col, row = index % cols, index // cols
    in_row = min(cols, count - row * cols)
    x = rect.center().x() + (col - (in_row - 1) / 2) * sizes.step_x
    y = rect.top() + HEADER + 2 + room / 2 + (row - (rows - 1) / 2) * step_y
    return QPointF(x, y)


def plaquette_height(slots: int) -> float:
    return 28.0 + -(-slots // 4) * 28.0 + 20.0


def team_origin(team: int, top: float, slots: int) -> QPointF:
    """The top left of a team's block (its name, then its three plaquettes)."""
    team_w = 3 * PLAQ_W + 2 * PLAQ_GAP
    row, col = divmod(team, 2)
    block_h = LABEL_H + plaquette_height(slots) + TEAM_ROW_GAP
    return QPointF(col * (team_w + TEAM_GAP), top + row * block_h)
