"""The coach at the table: a "Hint" button under the decision panel that rings the
strong bot's three best choices for the seat holding the laptop, with a reason in
plain words and its estimated win chance.

The search runs on a worker thread from the seat's own view (`core/coach.py`): the
table never freezes, and an answer for a position that has moved on (a move, an
undo, the laptop handed over) is dropped. A game's coach is switched per game
(`Settings.coach`), and a game started as competitive has none.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.core.coach import GameCoach, Hint, Reason, coach_of, decision_of, hints
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.draw.palette import hex_of
from peloton_desktop.draw.tr import translate
from peloton_desktop.settings import Settings
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.table.decision_panel import ChoiceButton, DecisionPanelBase

if TYPE_CHECKING:
    from peloton_desktop.ui.table.game_page import GamePage

log = logging.getLogger(__name__)


def reason_text(reason: Reason) -> str:
    """A coach's reason in the language in use (its nested reasons too)."""
    params = {k: reason_text(v) if isinstance(v, Reason) else v for k, v in reason.params.items()}
    return translate(reason.context, reason.text, None, reason.n).format(**params)


class _Signals(QObject):
    done = Signal(int, object)  # ticket, list[Hint]
    crashed = Signal(int, str)


class _HintTask(QRunnable):
    """The coach's search for one seat, off the GUI thread: it holds the seat's view,
    its legal actions and its prompt, never the state."""

    def __init__(
        self, game: AnyGame, seat: int, seen: Any, coach: GameCoach | None, ticket: int
    ) -> None:
        super().__init__()
        self.game, self.seat, self.seen, self.coach, self.ticket = game, seat, seen, coach, ticket
        self.signals = _Signals()

    def run(self) -> None:
        observation, legal, prompt = self.seen
        try:
            found = hints(self.game, self.seat, observation, legal, prompt, self.coach)
        except Exception as exc:  # shown on the bar, never lost
            log.exception("coach failed")
            self.signals.crashed.emit(self.ticket, str(exc))
            return
        self.signals.done.emit(self.ticket, found)


class CoachBar(Retranslatable, QFrame):
    """Under the decision panel: Hint, the coach's switch for this game, the choices."""

    hintsShown = Signal()  # the three choices are on screen (tests wait on it)

    def __init__(self, page: GamePage, settings: Settings, save: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("coachBar")
        self.page, self.settings, self.save = page, settings, save
        self.session = page.session
        self.coach = coach_of(page.entry)
        self.ticket = 0  # every change of what the holder sees makes older answers stale
        self.key: str | None = None
        self.thinking = False
        self.hints: list[Hint] = []
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._keep: set[QObject] = set()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        # the button and the switch sit in the page's header (no height taken from the
        # table); the bar under the decision panel shows only while there are hints
        self.button = QPushButton()
        self.button.setObjectName("hintButton")
        self.button.clicked.connect(self.ask)
        self.toggle = QCheckBox()
        self.toggle.setObjectName("coachToggle")
        self.toggle.setChecked(settings.coach.get(page.entry.id, True))
        self.toggle.toggled.connect(self._switched)
        self.status = QLabel()
        self.status.setObjectName("coachStatus")
        self.status.hide()
        layout.addWidget(self.status)
        self.rows: list[QLabel] = []
        for i in range(3):
            label = QLabel()
            label.setObjectName(f"hint{i}")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            layout.addWidget(label, 1)
            self.rows.append(label)
        self.session.stateChanged.connect(self.moved)
        page.stack.currentChanged.connect(lambda _i: self.moved())
        page.laptop.listeners.append(lambda _seat: self.moved())  # Hint: the holder's only
        self.retranslate()
        self.moved()

    # -- when hints may be asked ----------------------------------------------------
    def allowed(self) -> bool:
        """This game has a coach at all (not competitive, a searchable game)."""
        return (
            not self.session.record.competitive
            and self.session.game.searchable
            and not self.session.is_over()
            and not self.session.reviewing
            and not getattr(self.session, "coach_off", False)  # a lesson guiding
        )

    def seat(self) -> int | None:
        """The human holding the laptop, when the table shows a decision of theirs."""
        page = self.page
        seat = page.viewer
        if not self.allowed() or seat is None or page.stack.currentWidget() is not page.view:
            return None
        if not self.session.is_human(seat) or not self.session.legal_actions(seat):
            return None
        return seat

    def seen_key(self) -> str | None:
        """The holder's decision: their seat, how many moves they made, their legal
        actions and prompt. The hints stand while it stays the same (bots choosing
        in secret change the state, not the decision)."""
        seat = self.seat()
        if seat is None:
            return None
        game = self.session.game
        _observation, legal, prompt = decision_of(game, self.session.state, seat)
        own = sum(1 for a in self.session.record.actions if a.seat == seat)
        asked = None if prompt is None else (prompt.kind, prompt.key, prompt.params)
        return repr((seat, own, legal, asked))

    def moved(self) -> None:
        """The position or the holder changed: drop the hints shown and any answer due."""
        key = self.seen_key()
        if key is None or key != self.key:
            self.key = key
            self.ticket += 1
            self.show_hints([])
        for w in (self.button, self.toggle):
            w.setVisible(self.allowed())
        self._update_button()

    def _update_button(self) -> None:
        ok = self.toggle.isChecked() and self.seat() is not None
        self.button.setEnabled(ok)
        self.button.setToolTip(
            translate("Coach", "The strong bot's three best choices for you, and why")
            if ok
            else translate("Coach", "The coach helps the player holding the laptop, on their move")
        )

    def _switched(self, on: bool) -> None:
        self.settings.coach = {**self.settings.coach, self.page.entry.id: on}
        self.save()
        self.moved()

    # -- asking ----------------------------------------------------------------------
    def ask(self) -> None:
        seat = self.seat()
        if seat is None or not self.toggle.isChecked():
            return
        self.ticket += 1
        self.key = self.seen_key()
        game = self.session.game
        seen = decision_of(game, self.session.state, seat)  # the seat's view, nothing more
        task = _HintTask(game, seat, seen, self.coach, self.ticket)
        task.signals.done.connect(self._done)
        task.signals.crashed.connect(self._crashed)
        self._keep.add(task.signals)
        self.thinking = True
        self.retranslate_button()
        self.button.setEnabled(False)
        self._pool.start(task)

    def _done(self, ticket: int, found: list[Hint]) -> None:
        self._keep.discard(self.sender())
        self.thinking = False
        self.retranslate_button()
        if ticket != self.ticket:
            return  # the table moved on while the coach thought
        self._update_button()
        self.show_hints(found)
        self.hintsShown.emit()

    def _crashed(self, ticket: int, reason: str) -> None:
        self._keep.discard(self.sender())
        self.thinking = False
        self.retranslate_button()
        if ticket == self.ticket:
            self._update_button()
            self.status.setText(translate("Coach", "The coach has no advice here."))
            self.status.show()
            self.show()

    # -- showing -----------------------------------------------------------------------
    def show_hints(self, found: Sequence[Hint]) -> None:
        self.hints = list(found)
        ranks = {repr(h.action): i + 1 for i, h in enumerate(self.hints)}
        panel = self.page.view.decision
        if isinstance(panel, DecisionPanelBase):
            panel.mark_hints(ranks)
        self.page.view.show_hints(ranks)
        self.status.hide()
        self.setVisible(bool(self.hints))
        accent = hex_of(colours.COACH_HINT)
        for i, label in enumerate(self.rows):
            if i >= len(self.hints):
                label.clear()
                label.setVisible(False)
                continue
            h = self.hints[i]
            chance = translate("Coach", "{percent} % to win").format(percent=round(h.chance * 100))
            why = reason_text(h.reason) if h.reason is not None else ""
            name = escape(self.describe(h.action, i + 1))
            label.setText(
                f"<span style='color:{accent}'><b>{i + 1}.</b></span> "
                f"<b>{name}</b> — {escape(chance)}<br>{escape(why)}"
            )
            label.setVisible(True)

    def describe(self, action: Action, rank: int) -> str:
        """The hinted action in the table's words: the view's own name for it, the
        button that plays it, a button that leads to it, else its rank."""
        panel = self.page.view.decision
        key = repr(action)
        buttons = (
            [b for b in panel.buttons() if isinstance(b, ChoiceButton)]
            if isinstance(panel, DecisionPanelBase)
            else []
        )

        def text(b: ChoiceButton) -> str:
            return b.base_text or b.toolTip().split("\n")[0]

        exact = [text(b) for b in buttons if [repr(a) for a in b.leads_to] == [key]]
        leading = [text(b) for b in buttons if key in map(repr, b.leads_to)]
        named = self.page.view.describe_action(action)
        found = [t for t in (named, *exact, *leading) if t]
        return found[0] if found else translate("Coach", "Choice {rank}").format(rank=rank)

    def retranslate_button(self) -> None:
        self.button.setText(
            translate("Coach", "The coach is thinking…")
            if self.thinking
            else translate("Coach", "&Hint")
        )

    def retranslate(self) -> None:
        self.retranslate_button()
        self.toggle.setText(translate("Coach", "Coach"))
        self.toggle.setToolTip(translate("Coach", "Offer hints in this game (a setting per game)"))
        self._update_button()
        self.show_hints(self.hints)


def attach_coach(page: GamePage, settings: Settings, save: Callable[[], None]) -> CoachBar:
    """The Hint button and the coach's switch in the page's header (before Undo), the
    hints under the game's decision panel (the decision area)."""
    bar = CoachBar(page, settings, save)
    layout = page.view.layout()
    if isinstance(layout, QVBoxLayout):
        layout.addWidget(bar)
    else:
        outer = page.layout()
        assert isinstance(outer, QVBoxLayout)
        outer.addWidget(bar)
    row = _row_holding(page, page.undo_button)
    if row is not None:
        at = row.indexOf(page.undo_button)
        row.insertWidget(at, bar.toggle)
        row.insertWidget(at, bar.button)
    page.coach_bar = bar
    bar.moved()
    return bar


def _row_holding(page: GamePage, widget: QWidget) -> QHBoxLayout | None:
    """The page's header row (a layout of the page's own layout holding `widget`)."""
    outer = page.layout()
    if outer is None:
        return None
    for i in range(outer.count()):
        held = outer.itemAt(i)
        item = held.layout() if held is not None else None
        if isinstance(item, QHBoxLayout) and item.indexOf(widget) >= 0:
            return item
    return None
