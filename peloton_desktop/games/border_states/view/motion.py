"""The last move on Border States' table: what changed (marked until the next move)
and how it moves there (blocks slide to their slot, cubes fly to the track, markers
step). The table is already in its new state: an animation only starts a piece
somewhere else and brings it home, so it never delays the game."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from peloton_desktop.games.border_states.rules import BsObservation, PlacedBlock
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.games.border_states.view.layout import current
from peloton_desktop.games.border_states.view.touch import Key

MOVE_MS = 450


@dataclass(frozen=True)
class Move:
    key: Key  # the piece that moves (already where it ends)
    start: QPointF  # the scene point it comes from (its top-left corner)


def _side_origin(side: int) -> QPointF:
    lay = current()
    return QPointF(lay.side_blocks_x, lay.sides_y + side * lay.side_h + lay.row_words_h)


def _battle_cubes(b: int) -> QPointF:
    lay = current()
    y, _, _ = lay.intensity()
    return QPointF(b * (lay.battle_w + 6) + lay.cubes()[0], lay.battles_y + y + 1)


def _won_box(row: int) -> QPointF:
    lay = current()
    header, row_h = lay.track_rows()
    return QPointF(lay.width - 60, lay.battles_y + header + row * row_h + row_h / 2 - 16)


def last_move(before: BsObservation | None, after: BsObservation) -> tuple[set[Key], list[Move]]:
    """The pieces a move changed, and the ones that travel."""
    marks: set[Key] = set()
    moves: list[Move] = []
    if before is None or before.round != after.round:
        return marks, moves
    for b, fronts in enumerate(after.slots):
        for f, front in enumerate(fronts):
            old = before.slots[b][f]
            for i, piece in enumerate(front):
                was = old[i] if i < len(old) else None
                if piece is None or piece == was:
                    continue
                key = ("slot", b, f, i)
                marks.add(key)
                if was is None and isinstance(piece, PlacedBlock):
                    moves.append(Move(key, _side_origin(piece.side)))
    for side in (0, 1):
        now, then = after.available[side], before.available[side]
        if isinstance(now, tuple) and isinstance(then, tuple):
            marks |= {("block", side, block) for block in set(now) - set(then)}
    return marks, moves


def won_cubes(
    before: BsObservation | None, after: BsObservation
) -> tuple[set[Key], list[tuple[str, QPointF, QPointF]]]:
    """The states whose cubes were just won, and each cube's flight (state, from, to)."""
    marks: set[Key] = set()
    flights: list[tuple[str, QPointF, QPointF]] = []
    if before is None or before.round != after.round:
        return marks, flights
    rows = list(after.markers)
    for code in rows:
        gained = sum(after.won[s].get(code, 0) - before.won[s].get(code, 0) for s in (0, 1))
        if gained <= 0:
            continue
        marks.add(("won", code))
        for b in range(3):
            lost = before.conquest[b].count(code) - after.conquest[b].count(code)
            for n in range(max(0, min(lost, gained))):
                start = _battle_cubes(b) + QPointF(n * 27, 0)
                flights.append((code, start, _won_box(rows.index(code))))
    return marks, flights


def stepped(
    before: BsObservation | None, after: BsObservation
) -> tuple[set[Key], list[tuple[Key, float]]]:
    """Markers that moved: their new cell marked, and the x distance they come from."""
    marks: set[Key] = set()
    steps: list[tuple[Key, float]] = []
    if before is None or before.round != after.round:
        return marks, steps
    for code, now in after.markers.items():
        then = before.markers.get(code, ())
        gained = [p for p in set(now) if now.count(p) > then.count(p)]
        lost = [p for p in set(then) if then.count(p) > now.count(p)]
        for pos in gained:
            marks.add(("marker", code, pos))
            if lost:
                steps.append((("marker", code, pos), (lost[0] - pos) * current().cell_w))
    return marks, steps


def flying_cube(scene: QGraphicsScene, code: str) -> QGraphicsObject:
    """A cube that flies from a battle to its state's row (the table's Motion removes
    it when it lands)."""
    cube = it.add_cube(None, QRectF(0, 0, 26, 23), code, "")
    cube.setZValue(50)
    scene.addItem(cube)
    return cube
