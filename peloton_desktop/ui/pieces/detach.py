"""Taking a piece off the table: off its parent item and out of its scene."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem


def detach(item: QGraphicsItem) -> None:
    """`item` becomes a top-level item again, in no scene (a hand's old cards, a
    region's old words), whether or not its parent is in a scene."""
    # PySide6's stub (6.11) types the parent as required; Qt takes None (no parent).
    item.setParentItem(None)  # type: ignore[arg-type]
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
