"""The pieces a lesson's bubble may point at on Tape l'étape's table (rebuilt at every
redraw, so they are looked up each time): `play` an action (a playable card, stage
card or joker that plays it), `card` [colour, value] in the viewer's hand, `column` c."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from peloton_desktop.games.tape_l_etape.view.items import NumberCard
from peloton_desktop.ui.pieces.card import CardItem


def table_piece(view: Any, piece: str, key: Any) -> QGraphicsItem | None:
    if piece == "column":
        return view._columns.get(key) if isinstance(key, int) else None
    try:
        wanted = tuple(key)
    except TypeError:
        return None
    for item in view.scene.items():
        if not isinstance(item, CardItem) or not item.isVisible():
            continue
        if piece == "play" and item.action == wanted:
            return item
        if (
            piece == "card"
            and isinstance(item, NumberCard)
            and item.face_up
            and (item.colour, item.value) == wanted
        ):
            return item
    return None
