"""The cross-game secrecy check: what one table of friends sees on the laptop.

A game with hidden information is played with every seat human, through the game
page, by random legal moves. At every screen the check asks: could this screen have
told the player looking at it anything the rules keep from them?

- **Table** (the viewer `v` holds the laptop): the page's visible text (labels,
  buttons, lists, tooltips, status) and the table's scene (its texts, tooltips and
  the picture it paints) are captured; then the state is swapped for another one that
  looks the same to `v` (the game's `determinize(observe(state, v), v, rng)`: the
  other seats' secrets drawn again) and captured again. Any difference is a leak:
  the screen showed something `v` may not know.
- **Log**: every line comes from an event the viewer may see (`visible_to`), or the
  game is over.
- **Hand-over**: nothing of the game is on screen; undo is disabled.
- **Undo**: enabled only to take back the viewer's own move since the laptop was
  handed to them.
- **Reactions**: no control on the viewer's table acts for another seat.

Each leak names the game, the screen and what differed.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QListWidget,
    QTableWidget,
    QWidget,
)

from peloton_desktop.core.rng import Rng
from peloton_desktop.ui.game_page import GamePage


@dataclass(frozen=True)
class Leak:
    game: str
    screen: str
    secret: str

    def __str__(self) -> str:
        return f"{self.game}: {self.screen}: {self.secret}"


def widget_texts(root: QWidget, skip: tuple[QWidget, ...] = ()) -> dict[str, str]:
    """Every visible text of the widgets under `root`, keyed by where it is."""
    out: dict[str, str] = {}
    for i, w in enumerate(root.findChildren(QWidget)):
        if not w.isVisibleTo(root) or any(w is s or s.isAncestorOf(w) for s in skip):
            continue
        where = f"{type(w).__name__}:{w.objectName() or i}"
        if w.toolTip():
            out[where + ".tooltip"] = w.toolTip()
        if isinstance(w, QLabel | QAbstractButton) and w.text():
            out[where] = w.text()
        if isinstance(w, QListWidget):
            for row in range(w.count()):
                item = w.item(row)
                out[f"{where}[{row}]"] = item.text() + " | " + item.toolTip()
        if isinstance(w, QTableWidget):
            for row in range(w.rowCount()):
                for col in range(w.columnCount()):
                    cell = w.item(row, col)
                    if cell is not None:
                        out[f"{where}[{row},{col}]"] = cell.text()
    return out


def scene_texts(page: GamePage) -> dict[str, str]:
    out: dict[str, str] = {}
    scene = getattr(page.view, "scene", None)
    if scene is None or callable(scene):
        return out
    for i, item in enumerate(scene.items(Qt.SortOrder.AscendingOrder)):
        if not item.isVisible():
            continue
        key = f"{type(item).__name__}#{i}"
        if item.toolTip():
            out[key + ".tooltip"] = item.toolTip()
        if isinstance(item, QGraphicsSimpleTextItem):
            out[key] = item.text()
        elif isinstance(item, QGraphicsTextItem):
            out[key] = item.toPlainText()
        boxes = getattr(item, "text_boxes", None)
        if callable(boxes):
            out[key + ".boxes"] = " / ".join(b.text for b in boxes())
    return out


def scene_picture(page: GamePage) -> str:
    scene = getattr(page.view, "scene", None)
    if scene is None or callable(scene):
        return ""
    rect = scene.itemsBoundingRect()
    image = QImage(480, 320, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 480, 320), rect)
    painter.end()
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


def capture(page: GamePage) -> dict[str, str]:
    seen = widget_texts(page, skip=(page.log,))
    seen.update({f"scene {k}": v for k, v in scene_texts(page).items()})
    seen["scene picture"] = scene_picture(page)
    return seen


class Checker:
    """Runs the checks on one page; `leaks` gathers what was found."""

    def __init__(self, game: str, page: GamePage, seed: int) -> None:
        self.game, self.page, self.rng = game, page, Rng(seed)
        self.leaks: list[Leak] = []
        self.handovers = self.tables = self.reactions = self.undos = 0

    def leak(self, screen: str, secret: str) -> None:
        found = Leak(self.game, screen, secret)
        if found not in self.leaks:
            self.leaks.append(found)

    def on_handover(self) -> bool:
        return self.page.stack.currentWidget() is self.page.handover

    def expect_handover(self, moment: str) -> None:
        """Nobody has been handed the laptop yet (a new or reopened game)."""
        session = self.page.session
        humans = sum(1 for s in range(len(session.seats)) if session.is_human(s))
        if humans > 1 and not session.is_over() and not self.on_handover():
            self.leak(moment, f"the table of seat {self.page.viewer} is on screen for everyone")
        self.check(moment)

    def check(self, moment: str) -> None:
        page, session = self.page, self.page.session
        if session.is_over():
            return
        if self.on_handover():
            self.handovers += 1
            if page.view.isVisibleTo(page):
                self.leak(f"{moment}, hand-over", "the table is on screen")
            if page.undo_button.isEnabled():
                self.leak(f"{moment}, hand-over", "Undo is enabled on the hand-over screen")
            return
        viewer = page.viewer
        humans = [s for s in range(len(session.seats)) if session.is_human(s)]
        if viewer is None:
            self.leak(f"{moment}, table", "the full view is shown to a table of humans")
            return
        self.tables += 1
        self._check_log(moment, viewer)
        self._check_swap(moment, viewer)
        self._check_undo(moment, viewer, humans)
        self._check_controls(moment, viewer, humans)

    def _check_log(self, moment: str, viewer: int) -> None:
        log = self.page.log  # what the lines on screen were written from
        for row in range(log.count()):
            step = log.item(row).data(Qt.ItemDataRole.UserRole)
            event = log.item(row).data(Qt.ItemDataRole.UserRole + 1)
            if event is None:
                continue
            if event.visible_to is not None and viewer not in event.visible_to:
                line = self.page.view.describe_event(event) or ""
                self.leak(f"{moment}, log", f"step {step}: {event.kind} ({line})")

    def _check_swap(self, moment: str, viewer: int) -> None:
        page, session = self.page, self.page.session
        game = session.game
        real = session.state
        before = capture(page)
        other = game.determinize(game.observe(real, viewer), viewer, self.rng)
        try:
            session.state = other
            page.view.refresh()
            after = capture(page)
        finally:
            session.state = real
            page.view.refresh()
        for key in sorted(set(before) | set(after)):
            if before.get(key) != after.get(key):
                self.leak(
                    f"{moment}, table of seat {viewer}",
                    f"{key}: {before.get(key)!r} / another deal: {after.get(key)!r}",
                )

    def _check_undo(self, moment: str, viewer: int, humans: list[int]) -> None:
        page, session = self.page, self.page.session
        if not page.undo_button.isEnabled() or len(humans) < 2:
            return
        if hasattr(session, "undo_target"):
            target = session.undo_target(viewer, page.handed_at)
        else:  # before the viewer owned undo
            target = session._undo_target()
        if target is None:
            self.leak(f"{moment}, table of seat {viewer}", "Undo is enabled with nothing to take")
            return
        seat = session.record.actions[target].seat
        if seat != viewer:
            self.leak(
                f"{moment}, table of seat {viewer}", f"Undo would take back seat {seat}'s move"
            )

    def _check_controls(self, moment: str, viewer: int, humans: list[int]) -> None:
        session = self.page.session
        others = [session.seat_name(s) for s in humans if s != viewer]
        for b in self.page.view.findChildren(QAbstractButton):
            if b.isVisibleTo(self.page) and b.isEnabled():
                for name in others:
                    if name in b.text():
                        self.leak(
                            f"{moment}, table of seat {viewer}",
                            f"a control for {name} under this player's secrets: {b.text()!r}",
                        )


def take_laptop(qtbot: Any, page: GamePage) -> None:
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
