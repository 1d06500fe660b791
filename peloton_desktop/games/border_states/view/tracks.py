"""Border States' state tracks: one track a border state, its markers and the cubes won."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPen

from peloton_desktop.draw.palette import stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states import palette
from peloton_desktop.games.border_states.rules import BsObservation
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.games.border_states.view.art import INK
from peloton_desktop.games.border_states.view.text import side_name, state_name

Align = it.Align
CELL_W = 44.0
NAME_ROOM = 10.0  # more room for a state's name than the grid's first design left
TRACK_SHADES = {pos: shade.light for pos, shade in palette.TRACK.items()}


class Host(Protocol):
    """What the tracks need of the table: the observation, the game and the keying."""

    obs: BsObservation
    game: Any

    def _keyed(self, item: it.Piece, key: tuple[Hashable, ...]) -> it.Piece: ...


def draw_tracks(table: Host, region: it.Region) -> None:
    o = region.rect.topLeft()
    obs = table.obs
    control = table.game.v["track_control"]
    cells = 2 * control + 1
    # the names get room for the longest ("Virginie-Occidentale" on two lines, bold)
    # and a gap before the grid: the grid's cells give it (the Cubes column stays)
    cw = min(CELL_W, (220 - NAME_ROOM) / cells)
    x0 = o.x() + 114 + NAME_ROOM
    it.word(
        region,
        translate("BorderStates", "Border states"),
        QRectF(o.x(), o.y(), 104, 34),
        bold=True,
        wrap=True,
    )
    it.word(region, side_name(0), QRectF(x0, o.y() + 12, cells * cw / 2 - 4, 22))
    it.word(
        region,
        side_name(1),
        QRectF(x0 + cells * cw / 2, o.y() + 12, cells * cw / 2, 22),
        align=Align.AlignRight,
    )
    won_x = x0 + cells * cw + 4
    it.word(
        region,
        translate("BorderStates", "Cubes"),
        QRectF(won_x, o.y() + 12, region.rect.right() - won_x, 22),
        align=Align.AlignHCenter,
    )
    for row, (code, positions) in enumerate(obs.markers.items()):
        y = o.y() + 38 + row * 48
        name = state_name(code)
        it.Piece(region, QRectF(o.x(), y + 15, 14, 14), it.cube_drawer(code), name)
        it.word(region, name, QRectF(o.x() + 18, y, 90 + NAME_ROOM, 46), bold=True, wrap=True)
        for k in range(cells):
            pos = k - control
            r = QRectF(x0 + k * cw, y + 2, cw - 3, 42)
            count = positions.count(pos)
            where = cell_name(pos, control)
            cell_tip = translate(
                "BorderStates", "{state}: {where}, %n marker(s)", None, count
            ).format(state=name, where=where)
            pen = QPen(INK, stroke(2 if abs(pos) == control else 1))
            cell = it.Piece(
                region, r, it.fill(TRACK_SHADES.get(pos, palette.REGION.light), 4, pen), cell_tip
            )
            table._keyed(cell, ("cell", code, pos))
            if count:
                disc = QRectF(r.center().x() - 14, r.center().y() - 14, 28, 28)
                marker = it.add_marker(region, disc, code, count, cell_tip)
                table._keyed(marker, ("marker", code, pos))
        won = [obs.won[s].get(code, 0) for s in (0, 1)]
        text = f"U {won[0]} · C {won[1]}" if any(won) else "—"
        tip = translate("BorderStates", "{state} cubes won: {u} {a}, {c} {b}").format(
            state=name, u=side_name(0), a=won[0], c=side_name(1), b=won[1]
        )
        box = QRectF(won_x, y + 8, region.rect.right() - won_x, 30)
        piece = table._keyed(it.Piece(region, box, it.nothing, tip), ("won", code))
        it.word(piece, text, box, align=Align.AlignHCenter)


def cell_name(pos: int, control: int) -> str:
    if pos <= -control:
        return translate("BorderStates", "Union control")
    if pos >= control:
        return translate("BorderStates", "Confederate control")
    if pos < 0:
        return translate("BorderStates", "the Union side")
    if pos > 0:
        return translate("BorderStates", "the Confederate side")
    return translate("BorderStates", "the centre")
