"""Border States' table: the years, three battles, the state tracks and both sides.

Laid out for a laptop (about 1120 × 530 logical units at 100 %, shown at ≥ 0.86;
wider at larger text: layout.py), battles in battles.py, sides in sides.py: each part
is a `Region` rebuilt only when what it shows changed. Pieces are keyed (see
touch.py) so the view can ring the choices, mark the last move and animate it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.draw.palette import stroke
from peloton_desktop.draw.seat import draw_seat_mark
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states import palette
from peloton_desktop.games.border_states.rules import (
    BsObservation,
)
from peloton_desktop.games.border_states.view import items as it
from peloton_desktop.games.border_states.view.art import INK, SIDE_STYLES
from peloton_desktop.games.border_states.view.battles import draw_battle
from peloton_desktop.games.border_states.view.layout import Layout, current
from peloton_desktop.games.border_states.view.sides import draw_side
from peloton_desktop.games.border_states.view.text import (
    side_name,
)
from peloton_desktop.games.border_states.view.touch import Key, Touches
from peloton_desktop.games.border_states.view.tracks import draw_tracks

Align = it.Align


class Table:
    """Builds and updates the table's regions from one observation."""

    def __init__(self, game: Any, scene: QGraphicsScene, touch: Callable[[Key], None]) -> None:
        self.game, self.scene, self.touch = game, scene, touch
        self.obs: BsObservation  # what the table shows, from the first `update`
        self.viewer: int | None = None
        self.touches = Touches({}, set())
        self.marks: set[Key] = set()
        self.pieces: dict[Key, it.Piece] = {}  # by key, for animations
        self.layout = current()
        self.regions = [it.Region(r) for r in region_rects(self.layout)]
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
                    lambda r, b=b: draw_battle(self, r, b),
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
                    lambda r, s=s: draw_side(self, r, s),
                    lambda s=s: [
                        self.obs.available[s],
                        self.obs.file[s],
                        self.obs.characters[s],
                        self.obs.president[s],
                        self.obs.stacks[s],
                        self.obs.cards_played[s],
                        self.obs.over,
                        self.obs.placed[s],
                        self.viewer is None or self.viewer == s,  # `draw_side`'s `mine`
                    ],
                )
                for s in (0, 1)
            ],
        ]

    def update(self, obs: BsObservation, viewer: int | None, touches: Touches) -> None:
        self.obs, self.viewer, self.touches = obs, viewer, touches
        if current() != self.layout:  # the text size changed: every region again
            self.layout = current()
            for region, rect in zip(self.regions, region_rects(self.layout), strict=True):
                region.prepareGeometryChange()
                region.rect, region.key = rect, None
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
        obs, v, lay = self.obs, self.game.v, self.layout
        year_w, year_step, year_h = lay.year
        for i, year in enumerate(range(v["first_year"], v["first_year"] + v["rounds"])):
            now = year == obs.year
            r = QRectF(i * year_step, 2, year_w, year_h)
            pen = QPen(INK, stroke(2.5 if now else 1))
            tip = translate("BorderStates", "Round {n} of {total}: {year}").format(
                n=i + 1, total=v["rounds"], year=year
            )
            piece = it.Piece(
                region, r, it.fill((palette.YEAR_NOW if now else palette.YEAR).light, 4, pen), tip
            )
            it.label(piece, str(year), r, 15, now, align=Align.AlignHCenter)
        side = obs.initiative
        mark = QRectF(v["rounds"] * year_step + 12, 2, year_h, year_h)
        text_x, text_w, bag_x, bag_w, used_x = lay.top_words()

        def seat(p: QPainter, r: QRectF) -> None:
            radius = r.height() / 2 - 1
            draw_seat_mark(p, SIDE_STYLES[side], r.center(), radius, QPen(INK, 1.5), 14, None, r)

        text = translate("BorderStates", "Initiative: {side}").format(side=side_name(side))
        piece = it.Piece(region, mark, seat, text)
        it.word(region, text, QRectF(text_x, 0, text_w, lay.top_h))
        cubes = obs.bag  # a plain name: pyside6-lupdate skips a plural counted by obs.bag
        bag = translate("BorderStates", "Bag: %n cube(s)", None, cubes)
        it.word(region, bag, QRectF(bag_x, 0, bag_w, lay.top_h))
        used = []
        if obs.bible_used:
            used.append(translate("BorderStates", "Bible used"))
        if obs.canon_used:
            used.append(translate("BorderStates", "Canon used"))
        if used:
            it.word(region, " · ".join(used), QRectF(used_x, 0, lay.width - used_x, lay.top_h))
        del piece

    # -- a battle: its card, its cubes, two fronts of slots --------------------------------
    def _lit(self, b: int) -> tuple[bool, bool, bool]:
        """Battle `b` is accessible to the viewer placing now, is being resolved, is
        reachable by the viewer at all."""
        obs = self.obs
        reach = self.viewer is not None and b in obs.access[self.viewer]
        placing = obs.phase == "place" and obs.order[:1] == (self.viewer,)
        return reach and placing, obs.phase == "resolve" and obs.resolving == b, reach


def region_rects(lay: Layout) -> list[QRectF]:
    """The top row, the three battles, the tracks and the two sides."""
    width, y, h = lay.width, lay.battles_y, lay.battle_h
    rects = [QRectF(0, 0, width, lay.top_h)]
    rects += [QRectF(b * (lay.battle_w + 6), y, lay.battle_w, h) for b in range(3)]
    rects += [QRectF(lay.tracks_x, y, width - lay.tracks_x, h)]
    rects += [QRectF(0, lay.sides_y + s * lay.side_h, width, lay.side_h - 4) for s in (0, 1)]
    return rects


def _region_of(key: str) -> int:
    """Which region shows the piece a key (as text) names: 0 years, 1–3 battles,
    4 tracks, 5–6 sides."""
    parts = key.strip("()").replace("'", "").split(", ")
    if parts[0] in ("front", "slot"):
        return 1 + int(parts[1])
    if parts[0] in ("marker", "cell", "won"):
        return 4
    return 5 + int(parts[1])
