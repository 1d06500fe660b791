"""Border States' table: the years, three battles, the state tracks and both sides.

Laid out for a laptop (about 1120 × 530 logical units, shown at ≥ 0.86): each part
is a `Region` rebuilt only when what it shows changed. Pieces are keyed (see
touch.py) so the view can ring the choices, mark the last move and animate it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from peloton_desktop import colours
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.seat import draw_seat_mark
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states import palette
from peloton_desktop.games.border_states.rules import (
    BsObservation,
    Canon,
    PlacedBlock,
    block_count,
)
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.games.border_states.view.art import INK, ROMAN, SIDE_COLOURS, SIDE_STYLES
from peloton_desktop.games.border_states.view.text import (
    block_tip,
    card_help,
    card_name,
    front_name,
    side_name,
    slot_label,
    state_name,
)
from peloton_desktop.games.border_states.view.touch import Key, Touches
from peloton_desktop.games.border_states.view.tracks import draw_tracks
from peloton_desktop.ui.pieces.card import CardBack, CardFace, CardItem

Align = it.Align
WIDTH, HEIGHT = 1120.0, 516.0
BATTLE_W, BATTLE_H, BATTLES_Y = 228.0, 280.0, 36.0
TRACKS_X = 708.0
SIDES_Y, SIDE_H = 324.0, 96.0  # blocks end 86 below a side's top
BLOCK_W, BLOCK_H, BLOCK_STEP = 44.0, 62.0, 48.0
SIDE_BLOCKS_X = 162.0
CARD_W, CARD_H = 144.0, 30.0


class Table:
    """Builds and updates the table's regions from one observation."""

    def __init__(self, game: Any, scene: QGraphicsScene, touch: Callable[[Key], None]) -> None:
        self.game, self.scene, self.touch = game, scene, touch
        self.obs: BsObservation  # what the table shows, from the first `update`
        self.viewer: int | None = None
        self.touches = Touches({}, set())
        self.marks: set[Key] = set()
        self.pieces: dict[Key, it.Piece] = {}  # by key, for animations
        rects = [QRectF(0, 0, WIDTH, 30)]
        rects += [QRectF(b * (BATTLE_W + 6), BATTLES_Y, BATTLE_W, BATTLE_H) for b in range(3)]
        rects += [QRectF(TRACKS_X, BATTLES_Y, WIDTH - TRACKS_X, BATTLE_H)]
        rects += [QRectF(0, SIDES_Y + s * SIDE_H, WIDTH, SIDE_H - 4) for s in (0, 1)]
        self.regions = [it.Region(r) for r in rects]
        for region in self.regions:
            scene.addItem(region)
        self.builders: list[tuple[Callable[[it.Region], None], Callable[[], Any]]] = [
            (
                self._top,
                lambda: [
                    self.obs.year,
                    self.obs.initiative,
                    self.obs.bag,
                    self.obs.bible_used,
                    self.obs.canon_used,
                ],
            ),
            *[
                (
                    lambda r, b=b: self._battle(r, b),
                    lambda b=b: [
                        self.obs.battles[b],
                        self.obs.conquest[b],
                        self.obs.slots[b],
                        *self._lit(b),
                    ],
                )
                for b in range(3)
            ],
            (
                lambda region: draw_tracks(self, region),
                lambda: [self.obs.markers, self.obs.won],
            ),
            *[
                (
                    lambda r, s=s: self._side(r, s),
                    lambda s=s: [
                        self.obs.available[s],
                        self.obs.file[s],
                        self.obs.characters[s],
                        self.obs.president[s],
                        self.obs.stacks[s],
                        self.obs.cards_played[s],
                        self.obs.over,
                        self.obs.placed[s],
                        self.viewer is None or self.viewer == s,  # `_side`'s `mine`
                    ],
                )
                for s in (0, 1)
            ],
        ]

    def update(self, obs: BsObservation, viewer: int | None, touches: Touches) -> None:
        self.obs, self.viewer, self.touches = obs, viewer, touches
        words = translate("BorderStates", "Available")  # a language change rebuilds
        for n, (region, (build, data)) in enumerate(zip(self.regions, self.builders, strict=True)):
            mine = [
                [str(k) for k in sorted(map(str, keys)) if _region_of(k) == n]
                for keys in (touches.choices, touches.selected, self.marks)
            ]
            # the viewer counts only through what it changes in a region's data (its
            # observation, `_lit`, `_side`'s `mine`): a region the same for the next
            # player is not made again when the laptop changes hands
            key = json.dumps([to_jsonable(data()), mine, words])
            if key != region.key:
                region.key = key
                self.pieces = {k: v for k, v in self.pieces.items() if v.parentItem() is not region}
                region.clear()
                build(region)

    def _keyed(self, item: it.Piece, key: Key) -> it.Piece:
        self.pieces[key] = item
        touch = self.touches.choices.get(key)
        if touch is not None:
            item.arm(partial(self.touch, key), touch.hint)
        item.selected = key in self.touches.selected
        item.marked = key in self.marks
        return item

    # -- the years, the initiative, the bag ----------------------------------------------
    def _top(self, region: it.Region) -> None:
        obs, v = self.obs, self.game.v
        for i, year in enumerate(range(v["first_year"], v["first_year"] + v["rounds"])):
            now = year == obs.year
            r = QRectF(i * 56, 2, 52, 26)
            pen = QPen(INK, stroke(2.5 if now else 1))
            tip = translate("BorderStates", "Round {n} of {total}: {year}").format(
                n=i + 1, total=v["rounds"], year=year
            )
            piece = it.Piece(
                region, r, it.fill((palette.YEAR_NOW if now else palette.YEAR).light, 4, pen), tip
            )
            it.label(piece, str(year), r, 15, now, align=Align.AlignHCenter)
        side = obs.initiative
        mark = QRectF(292, 2, 26, 26)

        def seat(p: QPainter, r: QRectF) -> None:
            draw_seat_mark(p, SIDE_STYLES[side], r.center(), 12, QPen(INK, 1.5), 14, None, r)

        text = translate("BorderStates", "Initiative: {side}").format(side=side_name(side))
        piece = it.Piece(region, mark, seat, text)
        it.word(region, text, QRectF(324, 0, 230, 30))
        cubes = obs.bag  # a plain name: pyside6-lupdate skips a plural counted by obs.bag
        bag = translate("BorderStates", "Bag: %n cube(s)", None, cubes)
        it.word(region, bag, QRectF(560, 0, 140, 30))
        used = []
        if obs.bible_used:
            used.append(translate("BorderStates", "Bible used"))
        if obs.canon_used:
            used.append(translate("BorderStates", "Canon used"))
        if used:
            it.word(region, " · ".join(used), QRectF(708, 0, 400, 30))
        del piece

    # -- a battle: its card, its cubes, two fronts of slots --------------------------------
    def _lit(self, b: int) -> tuple[bool, bool, bool]:
        """Battle `b` is accessible to the viewer placing now, is being resolved, is
        reachable by the viewer at all."""
        obs = self.obs
        reach = self.viewer is not None and b in obs.access[self.viewer]
        placing = obs.phase == "place" and obs.order[:1] == (self.viewer,)
        return reach and placing, obs.phase == "resolve" and obs.resolving == b, reach

    def _battle(self, region: it.Region, b: int) -> None:
        obs = self.obs
        card = obs.battles[b]
        o = region.rect.topLeft()
        accessible, resolving, _ = self._lit(b)
        lit = accessible or resolving
        pen = QPen(qcolor(colours.HIGHLIGHT_STRONG) if lit else INK, stroke(4 if lit else 1.5))
        tip = translate("BorderStates", "Battle {n}: {name}, intensity {i}").format(
            n=ROMAN[b], name=card.name, i=card.intensity
        )
        if accessible:
            tip += "<br>" + translate("BorderStates", "You may place blocks here.")
        frame = it.Piece(region, region.rect, it.fill(palette.REGION.light, 10, pen), tip)
        it.label(frame, ROMAN[b], QRectF(o.x() + 8, o.y() + 2, 34, 26), 20, True)
        it.label(frame, card.name, QRectF(o.x() + 44, o.y() + 2, BATTLE_W - 50, 26), 15, True)
        most = max(c["intensity"] for c in self.game.v["battle_cards"])
        dots = "●" * card.intensity + "○" * (most - card.intensity)
        words = translate("BorderStates", "Intensity {n} {dots}").format(
            n=card.intensity, dots=dots
        )
        it.label(frame, words, QRectF(o.x() + 8, o.y() + 28, 108, 24))
        for i, cube in enumerate(obs.conquest[b]):
            r = QRectF(o.x() + 118 + i * 27, o.y() + 29, 26, 23)
            cube_tip = translate(
                "BorderStates", "A {state} cube: the winner of battle {n} takes it"
            )
            it.add_cube(region, r, cube, cube_tip.format(state=state_name(cube), n=ROMAN[b]))
        totals = self.game.front_sums_obs(obs, b)
        for f in (0, 1):
            self._front(region, b, f, QRectF(o.x() + 4, o.y() + 56 + f * 110, BATTLE_W - 8, 106))
            shown = translate("BorderStates", "{front}: shows {n}").format(
                front=front_name(f).capitalize(), n=totals[f]
            )
            it.label(region, shown, QRectF(o.x() + 26, o.y() + 58 + f * 110, BATTLE_W - 36, 18))

    def _front(self, region: it.Region, b: int, f: int, r: QRectF) -> None:
        obs = self.obs
        accessible = self._lit(b)[2]
        tip = slot_label((b, f), capital=True)
        self._keyed(it.Piece(region, r, it.front_drawer(accessible), tip), ("front", b, f))
        slots = obs.slots[b][f]
        width = min(62.0, (r.width() - 22) / max(1, len(slots)) - 4)
        for i, piece in enumerate(slots):
            s = QRectF(r.x() + 20 + i * (width + 4), r.y() + 24, width, 78)
            key = ("slot", b, f, i)
            where = slot_label((b, f, i), capital=True)
            if piece is None:
                empty = translate("BorderStates", "{where}: empty").format(where=where)
                it.Piece(region, s, it.slot_drawer, empty)
            elif isinstance(piece, Canon):
                value = self.game.v["canon_value"]
                canon = translate("BorderStates", "{where}: the Canon, worth {n} to nobody")
                self._keyed(self._canon(region, s, value, canon.format(where=where, n=value)), key)
            else:
                self._keyed(self._slot_block(region, s, piece, where), key)

    def _canon(self, region: it.Region, r: QRectF, value: int, tip: str) -> it.Piece:
        def draw(p: QPainter, rect: QRectF) -> None:
            p.setBrush(qcolor(colours.SHADOW_PIECE))
            p.setPen(QPen(INK, stroke(1.5)))
            p.drawRoundedRect(rect, 5, 5)
            c = rect.center()
            p.setBrush(qcolor(colours.LIGHT_PIECE))
            p.drawEllipse(QPointF(c.x() - 8, c.y() + 16), 7, 7)
            p.drawRect(QRectF(c.x() - 10, c.y() + 4, 24, 8))

        piece = it.Piece(region, r, draw, tip)
        it.label(
            piece,
            f"+{value}",
            QRectF(r.x(), r.y() + 6, r.width(), 24),
            18,
            True,
            it.WHITE,
            Align.AlignHCenter,
        )
        return piece

    def _slot_block(self, region: it.Region, r: QRectF, piece: PlacedBlock, where: str) -> it.Piece:
        info = self.game.block(piece.block) if piece.block is not None else None
        side = piece.side
        if info is None:
            what = translate("BorderStates", "a face-down {side} block").format(
                side=side_name(side)
            )
        else:
            hidden = " " + translate("BorderStates", "(face down: only you see it)")
            what = block_tip(self.game, piece.block, "" if piece.face_up else hidden)
        if piece.bible:
            what += " · " + translate("BorderStates", "the Bible protects it")
        tip = f"<b>{where}</b><br>{what}"
        dim = not piece.face_up and info is not None
        return it.add_block(region, r, side, info, tip, dim, piece.bible)

    def _tracks(self, region: it.Region) -> None:
        draw_tracks(self, region)

    # -- a side: its blocks available, its stack, its file, its cards -------------------
    def _side(self, region: it.Region, side: int) -> None:
        obs = self.obs
        o = region.rect.topLeft()
        mine = self.viewer is None or self.viewer == side or obs.over
        it.Piece(
            region,
            QRectF(o.x(), o.y(), 6, SIDE_H - 6),
            it.fill(SIDE_COLOURS[side], 2),
            side_name(side),
        )
        it.word(region, side_name(side), QRectF(o.x() + 12, o.y(), 144, 22), 16, True)
        president = (
            translate("BorderStates", "President ready")
            if obs.president[side]
            else translate("BorderStates", "President used")
        )
        it.word(region, president, QRectF(o.x() + 12, o.y() + 26, 144, 20))
        played = translate("BorderStates", "cards played: {n}").format(n=obs.cards_played[side])
        it.word(region, played, QRectF(o.x() + 12, o.y() + 48, 144, 20))
        stack = obs.stacks[side] if not obs.placed[side] else None  # still to place
        available = obs.available[side]
        if isinstance(available, tuple):
            stacked = stack if isinstance(stack, tuple) else ()
            rest: list[int | None] = [b for b in available if b not in stacked]
        else:
            n_stack = 2 if stack is not None else 0
            rest = [None] * max(0, available - n_stack)
        x = o.x() + SIDE_BLOCKS_X
        it.word(region, translate("BorderStates", "Available"), QRectF(x, o.y(), 170, 20))
        for i, block in enumerate(rest):
            self._hand_block(
                region,
                side,
                block,
                QPointF(x + i * BLOCK_STEP, o.y() + 24),
                ("block", side, block) if block is not None else ("avail", side, i),
            )
        x += max(5, len(rest)) * BLOCK_STEP + 8
        if stack is not None:
            it.word(region, translate("BorderStates", "Stack"), QRectF(x, o.y(), 96, 20))
            pair = stack if isinstance(stack, tuple) else (None, None)
            for i, block in enumerate(pair):
                key = ("block", side, block) if block is not None else ("stack", side, i)
                self._hand_block(
                    region,
                    side,
                    block,
                    QPointF(x + i * BLOCK_STEP, o.y() + 24),
                    key,
                    dim=i == 1 and block is not None,
                )
        x += 2 * BLOCK_STEP + 10
        file = obs.file[side]
        it.word(region, translate("BorderStates", "Recruitment file"), QRectF(x, o.y(), 296, 20))
        blocks = file if isinstance(file, tuple) and mine else (None,) * block_count(file)
        for i, block in enumerate(blocks):
            self._hand_block(
                region, side, block, QPointF(x + i * BLOCK_STEP, o.y() + 24), ("file", side, i)
            )
        self._cards(region, side, mine, QPointF(WIDTH - 2 * (CARD_W + 4), o.y() + 2))

    def _hand_block(
        self,
        region: it.Region,
        side: int,
        block: int | None,
        at: QPointF,
        key: Key,
        dim: bool = False,
    ) -> None:
        info = self.game.block(block) if block is not None else None
        what = (
            block_tip(self.game, block)
            if block is not None
            else translate("BorderStates", "a {side} block you cannot see").format(
                side=side_name(side)
            )
        )
        if key[0] == "file" and isinstance(key[2], int):
            what = translate("BorderStates", "Recruitment file, place {n}: {what}").format(
                n=key[2] + 1, what=what
            )
        r = QRectF(at.x(), at.y(), BLOCK_W, BLOCK_H)
        self._keyed(it.add_block(region, r, side, info, what, dim), key)

    def _cards(self, region: it.Region, side: int, mine: bool, at: QPointF) -> None:
        back = CardBack(SIDE_COLOURS[side])
        for i, card in enumerate(self.obs.characters[side]):
            item = CardItem(CardFace(tooltip=card_help(card)), back, (CARD_W, CARD_H), mine)
            item.setParentItem(region)
            item.setPos(at.x() + (i % 2) * (CARD_W + 4), at.y() + (i // 2) * (CARD_H + 3))
            if mine:
                item.setToolTip(f"<b>{card_name(card)}</b><br>{card_help(card)}")
                r = QRectF(4, 0, CARD_W - 8, CARD_H)
                it.label(item, card_name(card), r, bold=True, align=Align.AlignHCenter)
            key: tuple[Hashable, ...] = ("card", side, card)
            touch = self.touches.choices.get(key)
            if touch is not None:
                item.set_playable(key)
                item.chosen.connect(lambda _a, k=key: self.touch(k))
                item.setToolTip(f"{item.toolTip()}<br><i>{touch.hint}</i>")
            item.marked = key in self.touches.selected


def _region_of(key: str) -> int:
    """Which region shows the piece a key (as text) names: 0 years, 1–3 battles,
    4 tracks, 5–6 sides."""
    parts = key.strip("()").replace("'", "").split(", ")
    if parts[0] in ("front", "slot"):
        return 1 + int(parts[1])
    if parts[0] in ("marker", "cell", "won"):
        return 4
    return 5 + int(parts[1])
