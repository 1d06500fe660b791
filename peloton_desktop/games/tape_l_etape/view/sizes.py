"""Where things stand on Tape l'étape's table, in the scene's logical units, at the
settings' text size.

At 100 % the table is 1150 wide: the other riders' places on top, the stage and the
columns in the middle, the viewer's place below. At a larger text size (issue 47)
every word grows by as much and the places that hold them grow in width (the window
leaves the table more width than height), so the table keeps its height and its
words come out larger on screen; the viewer's name and time share one line there,
leaving his cards more height.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QFontMetricsF

from peloton_desktop.draw.textbox import font_px

WIDTH = 1150.0
PLACE_W, PLACE_H = 222.0, 152.0
MIDDLE_H = 262.0
OWN_H = 160.0  # the viewer's place
SMALL_W, SMALL_H = 88.0, 40.0


@dataclass(frozen=True)
class TleSizes:
    scale: float = 1.0  # the settings' text size: the words are drawn this much larger
    width: float = WIDTH
    place_w: float = PLACE_W  # another rider's place
    info_w: float = 330.0  # the stage's box, left of the columns
    column_step: float = 86.0
    slot: float = 22.0  # a value's slot in a column
    column_w: float = 70.0
    title: tuple[float, float] = (SMALL_W, SMALL_H)  # the viewer's stage and joker cards
    initial: float = 28.0  # another rider's stage and joker cards (initials)
    own_card: float = 1.1  # the viewer's cards, of a card's size
    back_card: float = 0.45  # another rider's cards

    @property
    def grown(self) -> bool:
        return self.scale > 1.0

    def px(self, base: float) -> int:
        """A word's size at this text size, `base` at 100 %."""
        return round(base * self.scale)


def tle_sizes(scale: float = 1.0) -> TleSizes:
    if scale <= 1.0:
        return TleSizes()
    t = min(1.0, (scale - 1.0) / 0.5)  # 0 at 100 %, 1 at 150 %
    return TleSizes(
        scale=scale,
        width=WIDTH + 170 * t,
        place_w=PLACE_W + 60 * t,
        info_w=330.0 + 170 * t,
        column_step=86.0 + 16 * t,
        slot=22.0 + 6 * t,
        column_w=70.0 + 14 * t,
        title=(SMALL_W + 32 * t, SMALL_H + 12 * t),
        initial=28.0 + 2 * t,
        own_card=1.1 + 0.3 * t,
        back_card=0.45 + 0.05 * t,
    )


def line_h(px: float, bold: bool = False) -> float:
    """A line's height in a font of `px`."""
    return QFontMetricsF(font_px(px, bold)).height()


def text_w(text: str, px: float, bold: bool = False) -> float:
    metrics = QFontMetricsF(font_px(px, bold))
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0.0)


def wrap_px(text: str, px: float, width: float, bold: bool = False) -> str:
    """`text` broken into lines no wider than `width` in a font of `px` (a word
    longer than the width keeps its own line)."""
    metrics = QFontMetricsF(font_px(px, bold))
    lines: list[str] = []
    line = ""
    for word in text.split():
        tried = f"{line} {word}".strip()
        if line and metrics.horizontalAdvance(tried) > width:
            lines.append(line)
            line = word
        else:
            line = tried
    if line:
        lines.append(line)
    return "\n".join(lines)
