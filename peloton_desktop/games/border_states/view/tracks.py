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
from peloton_desktop.games.border_states.view.layout import Layout
from peloton_desktop.games.border_states.view.text import side_name, state_name

Align = it.Align
NAME_ROOM = 10.0  # more room for a state's name than the grid's first design left
TRACK_SHADES = {pos: shade.light for pos, shade in palette.TRACK.items()}


class Host(Protocol):
    """What the tracks need of the table: the observation, the game and the keying."""

    obs: BsObservation
    game: Any
    layout: Layout

    def _keyed(self, item: it.Piece, key: tuple[Hashable, ...]) -> it.Piece: ...


def draw_tracks(table: Host, region: it.Region) -> None:
    o = region.rect.topLeft()
    obs, lay = table.obs, table.layout
    control = table.game.v["track_control"]
    cells = 2 * control + 1
    title_w, name_w, grid_x = lay.track_names()
    header_h, row_h = lay.track_rows()
    # the names get room for the longest ("Virginie-Occidentale" on two lines, bold)
    # and a gap before the grid: the grid's cells give it (the Cubes column stays)
    cw = min(lay.cell_w, (lay.at(220, 230) - NAME_ROOM) / cells)
    x0 = o.x() + grid_x
    it.word(
        region,
        translate("BorderStates", "Border states"),
        QRectF(o.x(), o.y(), title_w, header_h - 4),
        bold=True,
        wrap=True,
    )
    heads_y, heads_h = o.y() + header_h - 26, lay.at(22, 26)
    # each side's name over its half of the grid (at larger text the Confederacy's
    # takes the room the Union's leaves: they sit at either end)
    union = it.word(region, side_name(0), QRectF(x0, heads_y, cells * cw / 2 - 4, heads_h))
    left = x0 + min(cells * cw / 2, union.boundingRect().width() + 8)
    it.word(
        region,
        side_name(1),
        QRectF(left, heads_y, x0 + cells * cw - left, heads_h),
        align=Align.AlignRight,
    )
    won_x = x0 + cells * cw + 4
    it.word(
        region,
        translate("BorderStates", "Cubes"),
        QRectF(won_x, heads_y, region.rect.right() - won_x, heads_h),
        align=Align.AlignHCenter,
    )
    disc = lay.marker
    for row, (code, positions) in enumerate(obs.markers.items()):
        y = o.y() + header_h + row * row_h
        name = state_name(code)
        box = QRectF(o.x(), y + row_h / 2 - 9, 14, 14)
        it.Piece(region, box, it.cube_drawer(code), name)
        it.word(region, name, QRectF(o.x() + 18, y, name_w, row_h - 2), bold=True, wrap=True)
        for k in range(cells):
            pos = k - control
            r = QRectF(x0 + k * cw, y + 2, cw - 3, row_h - 6)
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
                c = r.center()
                spot = QRectF(c.x() - disc / 2, c.y() - disc / 2, disc, disc)
                marker = it.add_marker(region, spot, code, count, cell_tip)
                table._keyed(marker, ("marker", code, pos))
        won = [obs.won[s].get(code, 0) for s in (0, 1)]
        text = f"U {won[0]} · C {won[1]}" if any(won) else "—"
        tip = translate("BorderStates", "{state} cubes won: {u} {a}, {c} {b}").format(
            state=name, u=side_name(0), a=won[0], c=side_name(1), b=won[1]
        )
        box = QRectF(won_x, y + row_h / 2 - 16, region.rect.right() - won_x, 30)
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
