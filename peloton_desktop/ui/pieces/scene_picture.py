"""A table's scene drawn off the screen at a fixed size: the review tells two steps
apart by it (ui/table/review.py), and the tests compare what the table showed.

Items that cache their look per device (DeviceCoordinateCache: a sheet, the wheel, a
card) keep one picture for the screen and one for every off-screen drawing, but an
item's change is owed to whichever paints first: drawn here after the screen, the
picture would be an old one; drawn here before it, the screen would keep its old one
(the review showed a move's table with the sheets of the move before). So they are
drawn here uncached, and their caches start afresh: the screen draws them anew."""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

NO_CACHE = QGraphicsItem.CacheMode.NoCache


def drop_caches(scene: QGraphicsScene) -> list[tuple[QGraphicsItem, QGraphicsItem.CacheMode]]:
    """Every cached item uncached (its pictures thrown away); what to give back."""
    cached = [(item, item.cacheMode()) for item in scene.items() if item.cacheMode() != NO_CACHE]
    for item, _mode in cached:
        item.setCacheMode(NO_CACHE)
    return cached


def scene_picture(scene: QGraphicsScene, width: int, height: int) -> QImage:
    """The whole scene drawn into `width`×`height`, every item as it is now."""
    cached = drop_caches(scene)
    try:
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, width, height), scene.itemsBoundingRect())
        painter.end()
    finally:
        for item, mode in cached:  # afresh: no device keeps a picture from before
            item.setCacheMode(mode)
    return image


def picture_digest(image: QImage) -> bytes:
    return hashlib.sha1(bytes(image.constBits())).digest()
