"""The middle of Tape l'étape's table: the stage's box (its number, profile, start and
way, what the profile means, who chose it), the coloured columns and their legend,
laid out at the settings' text size (`sizes`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from peloton_desktop import colours
from peloton_desktop.colours import Shade
from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape.rules.observation import TleObservation
from peloton_desktop.games.tape_l_etape.rules.state import SPRINT
from peloton_desktop.games.tape_l_etape.view import text
from peloton_desktop.games.tape_l_etape.view.items import ColumnItem
from peloton_desktop.games.tape_l_etape.view.legend import marks_legend
from peloton_desktop.games.tape_l_etape.view.sizes import MIDDLE_H, TleSizes, line_h, wrap_px
from peloton_desktop.ui.pieces.legend import MarkLegend
from peloton_desktop.ui.pieces.table_text import TableText

LEGEND_PX = 17


def add_text(
    scene: QGraphicsScene,
    value: str,
    x: float,
    y: float,
    px: int = 17,
    bold: bool = False,
    colour: Shade = colours.TABLE_INK,
) -> QGraphicsSimpleTextItem:
    item = TableText(value, colour)  # follows the scheme (light or dark table)
    scene.addItem(item)
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    item.setFont(font)
    item.setPos(x, y)
    return item


def draw_middle(
    scene: QGraphicsScene,
    obs: TleObservation,
    y: float,
    sizes: TleSizes,
    name: Callable[[int], str],
    last: Action | None,
) -> dict[int, ColumnItem]:
    """The stage's box, the columns (returned by colour) and the legend, from `y`."""
    _stage_box(scene, obs, y, sizes, name)
    x = sizes.info_w + 30
    columns: dict[int, ColumnItem] = {}
    for colour in range(obs.colours):
        column = ColumnItem(colour, obs.low, obs.high, sizes)
        laid = obs.columns.get(colour)
        start = obs.start if obs.phase == "play" else 0
        column.set_state(laid, start, obs.direction)
        if last is not None and last[0] == "lay" and last[1] == colour:
            column.last = last[2]
        column.setPos(x, y)
        columns[colour] = column
        column.setScale(min(1.0, MIDDLE_H / column.boundingRect().height()))
        scene.addItem(column)
        x += sizes.column_step
    legend = _legend(sizes, sizes.width - x - 10)
    legend.setPos(x + 10, y + 8)
    scene.addItem(legend)
    return columns


def _legend(sizes: TleSizes, width: float) -> MarkLegend:
    """At a larger text size, the largest words that fit beside the columns."""
    px = sizes.px(LEGEND_PX)
    legend = marks_legend(px, width)
    while sizes.grown and px > LEGEND_PX and not _fits(legend, width):
        px -= 1
        legend = marks_legend(px, width)
    return legend


def _fits(legend: MarkLegend, width: float) -> bool:
    wide = max((box.ink.right() for box in legend.text_boxes()), default=0.0)
    return wide <= width and legend.boundingRect().height() <= MIDDLE_H - 16


def _stage_box(
    scene: QGraphicsScene,
    obs: TleObservation,
    y: float,
    sizes: TleSizes,
    name: Callable[[int], str],
) -> None:
    info = scene.addRect(QRectF(0, y, sizes.info_w, MIDDLE_H))
    info.setPen(QPen(qcolor(colours.TABLE_FRAME), stroke(1.5)))
    px = sizes.px
    room = sizes.info_w - 24
    stage = translate("TapeLEtape", "Stage {stage} of {total}").format(
        stage=obs.stage, total=obs.stages
    )
    # at 100 % the lines stand where they always stood; larger, each under the last
    tops = [8.0, 38.0, 72.0, 102.0]
    if sizes.grown:
        tops = [8.0]
        for size, bold in ((22, True), (24, True), (18, False)):
            tops.append(tops[-1] + line_h(px(size), bold) + 2)
    if sizes.grown and obs.profile and obs.phase != "play":
        tops[3] = tops[2]  # no start line yet: the help comes up
    add_text(scene, stage, 12, y + tops[0], px(22), True)
    chooser = _chooser(obs, name)
    chooser = text.wrap(chooser, 34) if not sizes.grown else wrap_px(chooser, px(16), room)
    rows = chooser.count("\n")
    spacing = 20.0 if not sizes.grown else line_h(px(16))
    bottom = y + MIDDLE_H - 28 - spacing * rows
    if sizes.grown:
        bottom = y + MIDDLE_H - 8 - spacing * (rows + 1)
    add_text(scene, chooser, 12, bottom, px(16), colour=colours.TABLE_MUTED)
    if not obs.profile:
        return
    profile = text.profile_name(obs.profile)
    add_text(scene, profile, 12, y + tops[1], px(24), True, colours.TABLE_ACCENT)
    if obs.phase == "play":
        way = text.direction_text(obs.direction)
        line = translate("TapeLEtape", "Start {start}, {way}").format(start=obs.start, way=way)
        add_text(scene, line, 12, y + tops[2], px(18))
    meaning = text.profile_help(obs.profile)
    if not sizes.grown:
        help_item = add_text(scene, "", 12, y + tops[3], 16, colour=colours.TABLE_MUTED)
        help_item.setText(text.wrap(meaning, 34))
        return
    # larger: as large as fits above the chooser's line (never under its 100 % size)
    size = px(16)
    shown = wrap_px(meaning, size, room)
    while size > 16 and y + tops[3] + line_h(size) * (shown.count("\n") + 1) > bottom - 2:
        size -= 1
        shown = wrap_px(meaning, size, room)
    add_text(scene, shown, 12, y + tops[3], size, colour=colours.TABLE_MUTED)


def _chooser(obs: TleObservation, name: Callable[[int], str]) -> str:
    if obs.mode == SPRINT and obs.stage == obs.stages:  # opened, not chosen
        return translate("TapeLEtape", "Final mountain, opened by {name}").format(
            name=name(obs.chooser)
        )
    return translate("TapeLEtape", "Chosen by {name}").format(name=name(obs.chooser))
