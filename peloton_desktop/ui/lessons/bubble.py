"""The lesson's bubble: a card on the page with the step's words, an arrow to the piece
it is about and a ring round that piece (the ring lets clicks through to it)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPaintEvent, QPen, QPolygon, QRegion
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from peloton_desktop import colours
from peloton_desktop.draw.palette import hex_of, qcolor

ARROW = 18  # how far the arrow reaches out of the card
WIDTH = 380
GAP = 6  # between the arrow's point and the piece


def best_place(
    host: QRect,
    target: QRect,
    size: QSize,
    clear: Sequence[QRect],
    soft: Sequence[QRect] = (),
) -> tuple[str, QRect, int]:
    """Where the card goes: below or above the target (the arrow's two sides), slid
    sideways and, when it must, further off with a longer arrow, covering the least of
    `clear`, then of `soft` (the other pieces on the table); ties keep it nearest the
    target, below. Returns the side, the bubble's rectangle (card and arrow) and how
    much longer the arrow is."""
    w, h = size.width(), size.height()
    cx = target.center().x()
    # slid sideways, the card still holds the arrow's foot above or below the target
    xs = [cx - w // 2, *range(cx - w + 24, cx - 23, 30)]
    best: tuple[tuple[int, int, int, int, int], str, QRect, int] | None = None
    for order, side in enumerate(("below", "above")):
        for extra in range(0, 241, 20):
            if side == "below":
                y = min(target.bottom() + GAP, host.bottom() - h - extra)
            else:
                y = max(target.top() - GAP - h - extra, 0)
            for x in xs:
                x = min(max(x, 4), max(host.width() - w - 4, 4))
                place = QRect(x, y, w, h + extra)
                top = ARROW + (extra if side == "below" else 0)
                bottom = ARROW + (extra if side == "above" else 0)
                card = place.adjusted(0, top, 0, -bottom)
                covered = sum(_area(card.intersected(r)) for r in clear)
                # the other pieces: by the thousand pixels, so that small overlaps tie
                hidden = sum(_area(card.intersected(r)) for r in soft) // 1000
                score = (covered, hidden, extra, order, abs(cx - (x + w // 2)) // 20)
                if best is None or score < best[0]:
                    best = (score, side, place, extra)
    assert best is not None
    return best[1], best[2], best[3]


def _area(rect: QRect) -> int:
    return 0 if rect.isEmpty() else rect.width() * rect.height()


class Ring(QWidget):
    """A highlight round the piece pointed at; transparent to the mouse."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("lessonRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def around(self, rect: QRect) -> None:
        self.setGeometry(rect.adjusted(-6, -6, 6, 6))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(qcolor(colours.HIGHLIGHT_STRONG), 4, Qt.PenStyle.SolidLine))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)


class Bubble(QWidget):
    """The words of a step, where they point, what was wrong, and its buttons."""

    languageChanged = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("lessonBubble")
        self.host = host
        self.side = "below"  # where the card is, seen from the piece
        self.extra = 0  # how much further off than the arrow's own length
        self.tip = QPoint()
        self.target: QRect | None = None
        self.ring = Ring(host)
        layout = self.column = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("lessonHeading")
        bold = QFont(self.heading.font())
        bold.setBold(True)
        self.heading.setFont(bold)
        self.text = QLabel()
        self.text.setObjectName("lessonText")
        self.wrong = QLabel()
        self.wrong.setObjectName("lessonWrong")
        for label in (self.heading, self.text, self.wrong):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setStyleSheet(f"color: {hex_of(colours.INK)};")
            layout.addWidget(label)
        self.wrong.setStyleSheet(f"color: {hex_of(colours.LESSON_WRONG)};")
        self.wrong.hide()
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        layout.addLayout(self.buttons)
        self.setFixedWidth(WIDTH)
        self.hide()

    def add_button(self, name: str) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        self.buttons.addWidget(button)
        return button

    # -- where it stands ---------------------------------------------------------------
    def aim(
        self, target: QRect | None, keep_clear: Sequence[QRect] = (), soft: Sequence[QRect] = ()
    ) -> None:
        """Stand beside `target` (host coordinates) with the arrow on it, covering as
        little as it can of the target and of `keep_clear` (the step's other pieces and
        controls); None: over the top of the page, pointing nowhere."""
        self.target = target
        m = ARROW
        host = self.host.rect()
        layout = self.column
        layout.setContentsMargins(12, 10 + m, 12, 10 + m)
        layout.activate()
        w = WIDTH
        h = layout.heightForWidth(w) if layout.hasHeightForWidth() else layout.sizeHint().height()
        self.extra = 0
        if target is None:
            self.side = "none"
            self.setGeometry(QRect((host.width() - w) // 2, 40, w, h))
            self.ring.hide()
        else:
            self.side, place, self.extra = best_place(
                host, target, QSize(w, h), [target, *keep_clear], soft
            )
            far = (
                self.extra if self.side == "below" else 0,
                self.extra if self.side == "above" else 0,
            )
            layout.setContentsMargins(12, 10 + m + far[0], 12, 10 + m + far[1])
            self.setGeometry(place)
            self.tip = self.mapFromParent(
                QPoint(
                    target.center().x(), target.bottom() if self.side == "below" else target.top()
                )
            )
            self.ring.around(target)
        self.setMask(QRegion(self._shape().toFillPolygon().toPolygon()))
        self.show()
        if (laid := self.layout()) is not None:
            laid.activate()  # its texts laid out now, not one frame later (a flicker)
        self.raise_()
        self.update()

    def card(self) -> QRectF:
        top = ARROW + (self.extra if self.side == "below" else 0)
        bottom = ARROW + (self.extra if self.side == "above" else 0)
        return QRectF(self.rect()).adjusted(1, top, -1, -bottom)

    def _shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.card(), 10, 10)
        if self.side in ("below", "above"):
            card = self.card()
            x = min(max(float(self.tip.x()), card.left() + 24), card.right() - 24)
            edge = card.top() if self.side == "below" else card.bottom()
            point = QPointF(self.tip.x(), 0 if self.side == "below" else self.height())
            arrow = QPainterPath()
            arrow.addPolygon(
                QPolygon(
                    [
                        QPoint(int(x - 12), int(edge)),
                        point.toPoint(),
                        QPoint(int(x + 12), int(edge)),
                    ]
                )
            )
            path = path.united(arrow)
        return path.simplified()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.languageChanged.emit()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(qcolor(colours.HIGHLIGHT_STRONG), 3))
        p.setBrush(qcolor(colours.CARD_FACE))
        p.drawPath(self._shape())
