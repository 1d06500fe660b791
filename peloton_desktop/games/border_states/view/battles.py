"""Border States' battles: each one's card, its cubes and two fronts of slots."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states import palette
from peloton_desktop.games.border_states.rules import BsObservation, Canon, PlacedBlock
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.games.border_states.view.art import INK, ROMAN
from peloton_desktop.games.border_states.view.layout import Layout
from peloton_desktop.games.border_states.view.text import (
    block_tip,
    front_name,
    side_name,
    slot_label,
    state_name,
)

Align = it.Align


class Host(Protocol):
    """What a battle needs of the table: the observation, the game, the layout and
    the keying of its pieces."""

    obs: BsObservation
    game: Any
    layout: Layout

    def _keyed(self, item: it.Piece, key: tuple[Hashable, ...]) -> it.Piece: ...

    def _lit(self, b: int) -> tuple[bool, bool, bool]: ...


def draw_battle(table: Host, region: it.Region, b: int) -> None:
    obs, lay = table.obs, table.layout
    card = obs.battles[b]
    o = region.rect.topLeft()
    accessible, resolving, _ = table._lit(b)
    lit = accessible or resolving
    pen = QPen(qcolor(colours.HIGHLIGHT_STRONG) if lit else INK, stroke(4 if lit else 1.5))
    tip = translate("BorderStates", "Battle {n}: {name}, intensity {i}").format(
        n=ROMAN[b], name=card.name, i=card.intensity
    )
    if accessible:
        tip += "<br>" + translate("BorderStates", "You may place blocks here.")
    frame = it.Piece(region, region.rect, it.fill(palette.REGION.light, 10, pen), tip)
    head_h, roman_w, name_x = lay.head()
    width = region.rect.width()
    it.label(frame, ROMAN[b], QRectF(o.x() + 8, o.y() + 2, roman_w, head_h), 20, True)
    name = QRectF(o.x() + name_x, o.y() + 2, width - name_x - 6, head_h)
    it.label(frame, card.name, name, 15, True)
    most = max(c["intensity"] for c in table.game.v["battle_cards"])
    dots = "●" * card.intensity + "○" * (most - card.intensity)
    words = translate("BorderStates", "Intensity {n} {dots}").format(n=card.intensity, dots=dots)
    row_y, row_h, row_w = lay.intensity()
    it.label(frame, words, QRectF(o.x() + 8, o.y() + row_y, row_w, row_h))
    cube_x, step, cube_w, cube_h = lay.cubes()
    for i, cube in enumerate(obs.conquest[b]):
        r = QRectF(o.x() + cube_x + i * step, o.y() + row_y + 1, cube_w, cube_h)
        cube_tip = translate("BorderStates", "A {state} cube: the winner of battle {n} takes it")
        it.add_cube(region, r, cube, cube_tip.format(state=state_name(cube), n=ROMAN[b]))
    totals = table.game.front_sums_obs(obs, b)
    first, front_step, front_h = lay.fronts()
    words_h = lay.front_words()[0]
    for f in (0, 1):
        y = o.y() + first + f * front_step
        _front(table, region, b, f, QRectF(o.x() + 4, y, width - 8, front_h))
        shown = translate("BorderStates", "{front}: shows {n}").format(
            front=front_name(f).capitalize(), n=totals[f]
        )
        it.label(region, shown, QRectF(o.x() + 26, y + 2, width - 36, words_h))


def _front(table: Host, region: it.Region, b: int, f: int, r: QRectF) -> None:
    obs = table.obs
    accessible = table._lit(b)[2]
    tip = slot_label((b, f), capital=True)
    table._keyed(it.Piece(region, r, it.front_drawer(accessible), tip), ("front", b, f))
    slots = obs.slots[b][f]
    width = min(table.layout.slot_w, (r.width() - 22) / max(1, len(slots)) - 4)
    _, slot_y, slot_h = table.layout.front_words()
    for i, piece in enumerate(slots):
        s = QRectF(r.x() + 20 + i * (width + 4), r.y() + slot_y, width, slot_h)
        key = ("slot", b, f, i)
        where = slot_label((b, f, i), capital=True)
        if piece is None:
            empty = translate("BorderStates", "{where}: empty").format(where=where)
            it.Piece(region, s, it.slot_drawer, empty)
        elif isinstance(piece, Canon):
            value = table.game.v["canon_value"]
            canon = translate("BorderStates", "{where}: the Canon, worth {n} to nobody")
            table._keyed(_canon(region, s, value, canon.format(where=where, n=value)), key)
        else:
            table._keyed(_slot_block(table, region, s, piece, where), key)


def _canon(region: it.Region, r: QRectF, value: int, tip: str) -> it.Piece:
    def draw(p: QPainter, rect: QRectF) -> None:
        p.setBrush(qcolor(colours.SHADOW_PIECE))
        p.setPen(QPen(INK, stroke(1.5)))
        p.drawRoundedRect(rect, 5, 5)
        c = rect.center()
        p.setBrush(qcolor(colours.LIGHT_PIECE))
        p.drawEllipse(QPointF(c.x() - 8, c.y() + 16), 7, 7)
        p.drawRect(QRectF(c.x() - 10, c.y() + 4, 24, 8))

    piece = it.Piece(region, r, draw, tip)
    words = QRectF(r.x(), r.y() + 6, r.width(), 24)
    it.label(piece, f"+{value}", words, 18, True, it.WHITE, Align.AlignHCenter)
    return piece


def _slot_block(
    table: Host, region: it.Region, r: QRectF, piece: PlacedBlock, where: str
) -> it.Piece:
    game = table.game
    info = game.block(piece.block) if piece.block is not None else None
    side = piece.side
    if info is None:
        what = translate("BorderStates", "a face-down {side} block").format(side=side_name(side))
    else:
        hidden = " " + translate("BorderStates", "(face down: only you see it)")
        what = block_tip(game, piece.block, "" if piece.face_up else hidden)
    if piece.bible:
        what += " · " + translate("BorderStates", "the Bible protects it")
    tip = f"<b>{where}</b><br>{what}"
    dim = not piece.face_up and info is not None
    return it.add_block(region, r, side, info, tip, dim, piece.bible)
