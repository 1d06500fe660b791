"""Every mark a table draws, with its picture, for the game's rules help (issue 26: a
player never reaches for the rulebook to read a mark). The table's own legend shows
the main ones; this key shows them all, each painted by the table's own painter."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QRectF, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.legend import Entry

SIZE = 40  # a mark's picture, in pixels of the help
SCALE = 2  # drawn at twice the size: crisp on a high-density screen


def picture(entry: Entry) -> QImage:
    image = QImage(SIZE * SCALE, SIZE * SCALE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)  # every pixel transparent
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(SCALE, SCALE)
    try:
        entry[0](p, QRectF(2, 2, SIZE - 4, SIZE - 4))
    finally:
        p.end()  # even if a painter fails: a device still painted on cannot be freed
    return image


def key_html(entries: Sequence[Entry], document: QTextDocument) -> str:
    """The key as HTML; its pictures are added to `document` (mark:N) first."""
    rows = []
    for n, entry in enumerate(entries):
        url = f"mark:{n}"
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), picture(entry))
        rows.append(
            f'<tr><td valign="middle"><img src="{url}" width="{SIZE}" height="{SIZE}"></td>'
            f'<td valign="middle">{escape(entry[1]())}</td></tr>'
        )
    title = escape(translate("Legend", "The marks on the table"))
    return f'<h3>{title}</h3><table cellpadding="3">{"".join(rows)}</table>'
