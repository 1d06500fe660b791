"""Border States' sides: each one's blocks available, its stack, its file, its cards."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF

from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states.rules import BsObservation, block_count
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.games.border_states.view.art import SIDE_COLOURS
from peloton_desktop.games.border_states.view.layout import Layout
from peloton_desktop.games.border_states.view.text import (
    block_tip,
    card_help,
    card_name,
    side_name,
)
from peloton_desktop.games.border_states.view.touch import Key, Touches
from peloton_desktop.ui.pieces.card import CardBack, CardFace, CardItem

Align = it.Align


class Host(Protocol):
    """What a side needs of the table."""

    obs: BsObservation
    game: Any
    layout: Layout
    viewer: int | None
    touches: Touches
    touch: Callable[[Key], None]

    def _keyed(self, item: it.Piece, key: tuple[Hashable, ...]) -> it.Piece: ...


def draw_side(table: Host, region: it.Region, side: int) -> None:
    obs, lay = table.obs, table.layout
    o = region.rect.topLeft()
    mine = table.viewer is None or table.viewer == side or obs.over
    strip = QRectF(o.x(), o.y(), 6, lay.side_h - 6)
    it.Piece(region, strip, it.fill(SIDE_COLOURS[side], 2), side_name(side))
    col_w, line_h, step = lay.side_words()
    it.word(region, side_name(side), QRectF(o.x() + 12, o.y(), col_w, line_h), 16, True)
    president = (
        translate("BorderStates", "President ready")
        if obs.president[side]
        else translate("BorderStates", "President used")
    )
    it.word(region, president, QRectF(o.x() + 12, o.y() + line_h + 4, col_w, step - 2))
    played = translate("BorderStates", "cards played: {n}").format(n=obs.cards_played[side])
    y = o.y() + line_h + 4 + step
    it.word(region, played, QRectF(o.x() + 12, y, col_w, step - 2))
    stack = obs.stacks[side] if not obs.placed[side] else None  # still to place
    available = obs.available[side]
    if isinstance(available, tuple):
        stacked = stack if isinstance(stack, tuple) else ()
        rest: list[int | None] = [b for b in available if b not in stacked]
    else:
        n_stack = 2 if stack is not None else 0
        rest = [None] * max(0, available - n_stack)
    block_step = lay.block()[2]
    words_h = lay.row_words_h - 4
    x = o.x() + lay.side_blocks_x
    top = o.y() + lay.row_words_h
    available_words = translate("BorderStates", "Available")
    it.word(region, available_words, QRectF(x, o.y(), 170 + (block_step - 48) * 5, words_h))
    for i, block in enumerate(rest):
        key = ("block", side, block) if block is not None else ("avail", side, i)
        _hand_block(table, region, side, block, QPointF(x + i * block_step, top), key)
    x += max(5, len(rest)) * block_step + 8
    if stack is not None:
        stack_words = translate("BorderStates", "Stack")
        it.word(region, stack_words, QRectF(x, o.y(), 2 * block_step, words_h))
        pair = stack if isinstance(stack, tuple) else (None, None)
        for i, block in enumerate(pair):
            key = ("block", side, block) if block is not None else ("stack", side, i)
            dim = i == 1 and block is not None
            _hand_block(table, region, side, block, QPointF(x + i * block_step, top), key, dim)
    x += 2 * block_step + 10
    file = obs.file[side]
    file_words = translate("BorderStates", "Recruitment file")
    it.word(region, file_words, QRectF(x, o.y(), 6 * block_step + 8, words_h))
    blocks = file if isinstance(file, tuple) and mine else (None,) * block_count(file)
    for i, block in enumerate(blocks):
        at = QPointF(x + i * block_step, top)
        _hand_block(table, region, side, block, at, ("file", side, i))
    card_w, _ = lay.card
    _cards(table, region, side, mine, QPointF(lay.width - 2 * (card_w + 4), o.y() + 2))


def _hand_block(
    table: Host,
    region: it.Region,
    side: int,
    block: int | None,
    at: QPointF,
    key: Key,
    dim: bool = False,
) -> None:
    game = table.game
    info = game.block(block) if block is not None else None
    what = (
        block_tip(game, block)
        if block is not None
        else translate("BorderStates", "a {side} block you cannot see").format(side=side_name(side))
    )
    if key[0] == "file" and isinstance(key[2], int):
        what = translate("BorderStates", "Recruitment file, place {n}: {what}").format(
            n=key[2] + 1, what=what
        )
    block_w, block_h, _ = table.layout.block()
    r = QRectF(at.x(), at.y(), block_w, block_h)
    table._keyed(it.add_block(region, r, side, info, what, dim), key)


def _cards(table: Host, region: it.Region, side: int, mine: bool, at: QPointF) -> None:
    back = CardBack(SIDE_COLOURS[side])
    card_w, card_h = table.layout.card
    for i, card in enumerate(table.obs.characters[side]):
        item = CardItem(CardFace(tooltip=card_help(card)), back, (card_w, card_h), mine)
        item.setParentItem(region)
        item.setPos(at.x() + (i % 2) * (card_w + 4), at.y() + (i // 2) * (card_h + 3))
        if mine:
            item.setToolTip(f"<b>{card_name(card)}</b><br>{card_help(card)}")
            r = QRectF(4, 0, card_w - 8, card_h)
            it.label(item, card_name(card), r, bold=True, align=Align.AlignHCenter)
        key: tuple[Hashable, ...] = ("card", side, card)
        touch = table.touches.choices.get(key)
        if touch is not None:
            item.set_playable(key)
            item.chosen.connect(lambda _a, k=key: table.touch(k))
            item.setToolTip(f"{item.toolTip()}<br><i>{touch.hint}</i>")
        item.marked = key in table.touches.selected
