"""The cross-game secrecy check: what a table of friends sees on the laptop.

A game with hidden information is played through the game page by random legal
moves, at a table of humans, of humans and bots, or of humans with a seat on a
phone. At every screen the check asks: could this screen have told anyone who may
look at it anything the rules keep from them?

- **Who may look.** The check keeps its own account, from what the players did on
  screen, never from the page's: a seat's private table may be on screen only after
  that seat pressed "I am …" on the hand-over (or when it is the one human at the
  laptop), only while the game asks that seat something, and only until a public
  screen came in between. Every other screen (the hand-over, the stage break, a
  phone's or a bot's turn) is public: every human at the table may look at it.
- **Everything on screen** (widgets' visible texts, tooltips and accessible names and
  descriptions, the words of every choice on the table and the board's accessible
  name, what a screen reader says; the status bar, the
  stage break, the hand-over, the scene's texts, tooltips and picture) is captured;
  then the state is swapped for one that looks the same to a seat `a` who may look
  (the game's `determinize(observe(state, a), a, rng)`: what `a` cannot see drawn
  again) and captured again. Any difference is a leak: the screen showed `a`
  something `a` may not know. A public screen is checked for every human seat.
- **Log**: every line comes from an event each one who may look may see
  (`visible_to`), or the game is over.
- **Hand-over**: the table is not on screen; Undo is disabled.
- **Undo**: enabled only to take back the viewer's own move since the laptop was
  handed to them.
- **Reactions**: no control on the viewer's table acts for another seat.

Each leak names the game, the screen and what differed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
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
from peloton_desktop.ui.pieces.keys import scene_choices
from peloton_desktop.ui.pieces.scene_picture import picture_digest
from peloton_desktop.ui.pieces.scene_picture import scene_picture as drawn_scene
from peloton_desktop.ui.table.game_page import GamePage


@dataclass(frozen=True)
class Leak:
    game: str
    screen: str
    secret: str

    def __str__(self) -> str:
        return f"{self.game}: {self.screen}: {self.secret}"


def widget_texts(root: QWidget, skip: tuple[QWidget, ...] = ()) -> dict[str, str]:
    """Every visible text of the widgets under `root`, keyed by the kind and name of
    the widget showing it (texts of unnamed widgets of one kind are sorted, so a
    widget rebuilt in another order compares equal)."""
    groups: dict[str, list[str]] = {}

    def put(where: str, text: str) -> None:
        groups.setdefault(where, []).append(text)

    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root) or any(w is s or s.isAncestorOf(w) for s in skip):
            continue
        where = f"{type(w).__name__}:{w.objectName()}"
        if w.toolTip():
            put(where + ".tooltip", w.toolTip())
        if w.accessibleName():  # what a screen reader says (issue 47)
            put(where + ".accessible name", w.accessibleName())
        if w.accessibleDescription():
            put(where + ".accessible description", w.accessibleDescription())
        if isinstance(w, QLabel | QAbstractButton) and w.text():
            put(where, w.text())
        if isinstance(w, QListWidget):
            for row in range(w.count()):
                item = w.item(row)
                put(f"{where}[{row}]", item.text() + " | " + item.toolTip())
        if isinstance(w, QTableWidget):
            for row in range(w.rowCount()):
                for col in range(w.columnCount()):
                    cell = w.item(row, col)
                    if cell is not None:
                        put(f"{where}[{row},{col}]", cell.text())
    out: dict[str, str] = {}
    for where, texts in groups.items():
        for k, text in enumerate(sorted(texts)):
            out[f"{where}#{k}"] = text
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
    # the words a screen reader says for each choice of the table (issue 47)
    for i, choice in enumerate(scene_choices(scene)):
        out[f"choice #{i}.accessible name"] = choice.words
    return out


def scene_picture(page: GamePage) -> str:
    scene = getattr(page.view, "scene", None)
    if scene is None or callable(scene):
        return ""
    # as the table is now (a cached card's old picture could hide a difference)
    return picture_digest(drawn_scene(scene, 480, 320)).hex()


def capture(page: GamePage) -> dict[str, str]:
    board = getattr(page.view, "board", None)
    if board is not None:  # its words follow the scene at once (a redraw was just made)
        board.gather()
        board.say()
    seen = widget_texts(page, skip=(page.log,))
    if page.view.isVisibleTo(page):  # the table is on screen (not behind the hand-over)
        seen.update({f"scene {k}": v for k, v in scene_texts(page).items()})
        seen["scene picture"] = scene_picture(page)
    return seen


class Checker:
    """Runs the checks on one page; `leaks` gathers what was found."""

    def __init__(self, game: str, page: GamePage, seed: int, phones: tuple[int, ...] = ()) -> None:
        self.game, self.page, self.rng = game, page, Rng(seed)
        self.phones = phones
        self.leaks: list[Leak] = []
        self.handovers = self.tables = self.reactions = self.undos = 0
        self.publics = self.breaks = self.dones = 0
        self.holder: int | None = None  # who took the laptop, by the players' own clicks
        self.taken_at = 0  # actions in the record when they took it

    def leak(self, screen: str, secret: str) -> None:
        found = Leak(self.game, screen, secret)
        if found not in self.leaks:
            self.leaks.append(found)

    def kinds(self) -> list[str]:
        """One leak of each kind (its screen without the move, its first words)."""
        seen: dict[str, str] = {}
        for leak in self.leaks:
            screen = leak.screen.split(", ", 1)[-1]
            seen.setdefault(f"{screen}: {leak.secret[:40]}", str(leak))
        return list(seen.values())

    def on_handover(self) -> bool:
        return self.page.stack.currentWidget() is self.page.handover

    def humans(self) -> list[int]:
        session = self.page.session
        return [s for s in range(len(session.seats)) if session.is_human(s)]

    def laptop_humans(self) -> list[int]:
        return [s for s in self.humans() if s not in self.phones]

    def secret_table(self) -> bool:
        return len(self.humans()) > 1

    def take(self, qtbot: Any) -> None:
        """The player the hand-over names presses "I am …"."""
        self.holder = self.page.handover.seat
        self.taken_at = len(self.page.session.record.actions)
        take_laptop(qtbot, self.page)

    def expect_handover(self, moment: str) -> None:
        """Nobody has been handed the laptop yet (a new or reopened game)."""
        self.holder = None
        self.check(moment)

    def asked(self, seat: int) -> bool:
        return any(seat in p.seats for p in self.page.session.prompts())

    def checking(self, viewer: int) -> bool:
        """The holder checks their own secret choice before pressing Done: every human
        action since they took the laptop is theirs, and the Done bar is on screen."""
        page, session = self.page, self.page.session
        if not page.check_bar.isVisibleTo(page):
            return False
        since = session.record.actions[self.taken_at :]
        humans = {a.seat for a in since if session.is_human(a.seat) and a.seat not in self.phones}
        return humans == {viewer}

    def check(self, moment: str) -> None:
        page, session = self.page, self.page.session
        if session.is_over():
            return
        public = self.on_handover() or page.stage_break.isVisible()
        viewer = None if public else page.viewer
        if self.on_handover():
            self.handovers += 1
            if page.view.isVisibleTo(page):
                self.leak(f"{moment}, hand-over", "the table is on screen")
            if page.undo_button.isEnabled():
                self.leak(f"{moment}, hand-over", "Undo is enabled on the hand-over screen")
        if page.stage_break.isVisible():
            self.breaks += 1
        if viewer is not None and self.secret_table():
            if viewer != self.holder:
                self.leak(
                    f"{moment}, table of seat {viewer}",
                    f"on screen without a hand-over to that seat (it was handed to {self.holder})",
                )
            elif not self.asked(viewer) and not self.checking(viewer):
                waits = list(session.to_move())
                self.leak(
                    f"{moment}, table of seat {viewer}",
                    f"on screen while the game waits for seats {waits} (phones' or bots')",
                )
        elif viewer is not None and viewer not in self.laptop_humans():
            self.leak(f"{moment}, table of seat {viewer}", "the one human here is another seat")
        if viewer is None:
            self.holder = None  # a public screen: the next private view needs a hand-over
            self.publics += 1
            audience = self.humans()
        else:
            self.tables += 1
            audience = [viewer]
        where = "public screen" if viewer is None else f"table of seat {viewer}"
        if self.on_handover():
            where = "hand-over"
        elif page.stage_break.isVisible():
            where = "stage break"
        for seat in audience:
            self._check_log(f"{moment}, {where}", seat)
            self._check_swap(f"{moment}, {where}", seat)
        if viewer is not None:
            self._check_undo(moment, viewer, self.humans())
            self._check_controls(moment, viewer, self.humans())

    def _check_log(self, moment: str, viewer: int) -> None:
        log = self.page.log  # what the lines on screen were written from
        for row in range(log.count()):
            step = log.item(row).data(Qt.ItemDataRole.UserRole)
            event = log.item(row).data(Qt.ItemDataRole.UserRole + 1)
            if event is None:
                continue
            if event.visible_to is not None and viewer not in event.visible_to:
                line = self.page.view.describe_event(event) or ""
                self.leak(
                    f"{moment}, log", f"seat {viewer} reads step {step}: {event.kind} ({line})"
                )

    def _check_swap(self, moment: str, viewer: int) -> None:
        page, session = self.page, self.page.session
        game = session.game
        real, real_end = session.state, session.stage_end
        held = session.held and real_end is not None
        shown = real_end if held else real
        before = capture(page)
        other = game.determinize(game.observe(shown, viewer), viewer, self.rng)
        try:
            if held:
                session.stage_end = other
            else:
                session.state = other
            page.view.refresh()
            after = capture(page)
        finally:
            session.state, session.stage_end = real, real_end
            page.view.refresh()
        for key in sorted(set(before) | set(after)):
            if before.get(key) != after.get(key):
                self.leak(
                    f"{moment}, seen by seat {viewer}",
                    f"{key}: {before.get(key)!r} / another deal: {after.get(key)!r}",
                )

    def _check_undo(self, moment: str, viewer: int, humans: list[int]) -> None:
        page, session = self.page, self.page.session
        if not page.undo_button.isEnabled() or len(humans) < 2:
            return
        if hasattr(session, "undo_target"):
            target = session.undo_target(viewer, page.laptop.handed_at)
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
