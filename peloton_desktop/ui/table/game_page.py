"""The page of a game in progress: the game's view, the seats, the log, hand-over."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.protocol import Event
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.draw.textbox import text_scale
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.game_sheets import GameSheet
from peloton_desktop.ui.phones.phone_table import PhoneTable, seat_kind
from peloton_desktop.ui.pieces.standings import StandingsWidget
from peloton_desktop.ui.pieces.widgets import Retranslatable, colour_icon
from peloton_desktop.ui.printing.page_sheets import PageSheets
from peloton_desktop.ui.table.game_log import GameLog
from peloton_desktop.ui.table.game_table import table_of
from peloton_desktop.ui.table.game_view import AnyView
from peloton_desktop.ui.table.handover import CheckBar, HandoverScreen, ReactionBar
from peloton_desktop.ui.table.laptop import PUBLIC, Laptop
from peloton_desktop.ui.table.page_extras import PageExtras
from peloton_desktop.ui.table.panel_place import PanelPlace
from peloton_desktop.ui.table.result_banner import BANNER_HEIGHT, ResultBanner
from peloton_desktop.ui.table.review import Review
from peloton_desktop.ui.table.review_bar import ReviewBar
from peloton_desktop.ui.table.session import GameSession
from peloton_desktop.ui.table.stage_break import HEIGHT as STAGE_BREAK_HEIGHT
from peloton_desktop.ui.table.stage_break import StageBreak, stage_ended
from peloton_desktop.ui.table.table_keys import TableKeys
from peloton_desktop.ui.table.top_bars import TopBars


def create_view(entry: GameEntry, session: GameSession) -> AnyView:
    return table_of(entry).create_view(session)


class GamePage(Retranslatable, PageSheets, PageExtras):
    leaveRequested = Signal()
    saveRequested = Signal()
    playAgainRequested = Signal(str)  # the game id: the same game with the same seats
    undoChanged = Signal(bool)  # whether Undo may be used now

    def __init__(
        self,
        session: GameSession,
        entry: GameEntry,
        handover_enabled: bool = True,
        animation_speed: float = 1.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        self.session = session
        self.entry = entry
        self.handover_enabled = handover_enabled
        self.view = create_view(entry, session)
        table = table_of(entry)
        # the game's own sheets (a stage tracking sheet, team sheets…): the Print menu
        self.sheets: list[GameSheet] = list(table.sheets(session)) if table.sheets else []
        self.view.animation_speed = animation_speed
        self.laptop = Laptop(session, handover_enabled)
        self.view.shared_screen = self.laptop.shared_screen()

        outer = QVBoxLayout(self)
        header = QHBoxLayout()
        self.title = QLabel(entry.title)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.status = QLabel()
        self.status.setObjectName("status")
        header.addWidget(self.title)
        header.addSpacing(24)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undo")
        self.undo_button.clicked.connect(self.undo)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.saveRequested)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leave")
        self.leave_button.clicked.connect(self.leaveRequested)
        self.side_button = QPushButton()
        self.side_button.setObjectName("toggleSide")
        self.side_button.setCheckable(True)
        self.side_button.setChecked(True)
        self.side_button.toggled.connect(self._show_side)
        self.sheets_button = QPushButton()
        self.sheets_button.setObjectName("printSheets")
        self.sheets_menu = QMenu(self.sheets_button)
        self.sheets_menu.setObjectName("printSheetsMenu")
        self.sheets_button.setMenu(self.sheets_menu)
        buttons = (self.undo_button, self.save_button, self.sheets_button, self.side_button)
        for b in (*buttons, self.leave_button):
            header.addWidget(b)
        outer.addLayout(header)
        self.banner = ResultBanner()
        self.banner.again.clicked.connect(lambda: self.playAgainRequested.emit(entry.id))
        self.banner.back.clicked.connect(self.leaveRequested)
        self.banner.review.clicked.connect(self.start_review)
        self.banner.print_preview.triggered.connect(self.print_results_preview)
        self.banner.print_pdf.triggered.connect(self.save_results_pdf)
        self.stage_break = StageBreak(session.seat_name)  # as the side panel's standings
        self.stage_break.goOn.connect(self._go_on)
        self.review_bar = ReviewBar()
        self.review = Review(self)
        self.review_bar.moved.connect(self.review.seek)
        self.reactions = ReactionBar()
        self.reactions.asked.connect(self._react)
        self.check_bar = CheckBar()  # Done after a choice in several steps
        self.check_bar.done.connect(self.laptop.press_done)  # then the laptop goes round:
        self.check_bar.done.connect(self._choose_viewer)
        self.top_bars = TopBars(self.status, self.reactions, self.check_bar)  # they stand
        header.insertWidget(2, self.top_bars, 1)  # in the status's place (the board stays)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.handover = HandoverScreen()
        self.handover.ready.connect(self._show_table)
        self.stack.addWidget(self.handover)
        # the stage break, the result banner and the review's bar take the panel's place
        stand_ins = (self.stage_break, self.banner, self.review_bar)
        self.place = PanelPlace(self.stack, self.view, *stand_ins)
        splitter.addWidget(self.place)

        side = QFrame()
        side.setMinimumWidth(260)
        side_layout = QVBoxLayout(side)
        self.players_title = QLabel()
        self.players = QListWidget()
        self.players.setObjectName("players")
        self.players.setMaximumHeight(160)
        self.result = QLabel()
        self.result.setObjectName("result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.hide()
        self.log_title = QLabel()
        self.log = GameLog(session, self.view)
        for w in (self.players_title, self.players, self.result):
            side_layout.addWidget(w)
        self.standings: StandingsWidget | None = None
        if session.game.stage_race:
            self.standings = StandingsWidget(session.seat_name)
            side_layout.addWidget(self.standings, 1)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 1)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setCollapsible(1, True)  # the side panel folds away (drag, or the button)
        self.splitter = splitter
        outer.addWidget(splitter, 1)

        # the one value "who holds the laptop": every part below follows it
        self.laptop.listeners.append(self._holder_changed)
        session.stateChanged.connect(self._state_changed)
        session.eventsApplied.connect(self._events)
        # bound methods, not lambdas: Qt drops them with the page (a session's late
        # signal never reaches a deleted page)
        session.undoAvailable.connect(self._update_undo)
        session.botThinking.connect(self._update_status)
        session.gameOver.connect(self._game_over)
        session.undone.connect(self._undone)
        self.phones = PhoneTable(self)  # seats played on phones (ui/phones/phone_table.py)
        self.keys = TableKeys(self)  # played by keys alone (ui/table/table_keys.py)
        self.retranslate()
        self._state_changed()
        if session.is_over():
            self._game_over()

    # -- layout -----------------------------------------------------------------
    def _show_side(self, shown: bool) -> None:
        sizes = self.splitter.sizes()
        total = sum(sizes)
        side = max(260, total // 4) if shown else 0  # the story, if open, keeps its room
        self.splitter.setSizes([total - side - sum(sizes[1:-1]), *sizes[1:-1], side])

    # -- review ---------------------------------------------------------------
    def start_review(self) -> None:
        """Step through the finished game as it was played (ui/table/review.py)."""
        self.banner.hide()
        for b in (self.undo_button, self.save_button):
            b.hide()
        self.place.take(self.review_bar, BANNER_HEIGHT)  # the board stays where it was
        self.review.start()

    def _state_changed(self) -> None:
        if self.session.reviewing:
            self._show_table(None)
            self._update_players()
            if self.standings is not None:
                self.standings.set_classifications(self.session.classifications())
            return
        self._choose_viewer()
        self._update_players()
        if self.standings is not None:
            final = self.session.final_result()  # a finished race shows every stage
            self.standings.set_classifications(
                final.classifications if final is not None else self.session.classifications()
            )
        self._update_status()
        self._update_undo()

    # -- who holds the laptop (ui/table/laptop.py decides) ------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.laptop.viewer

    def _choose_viewer(self) -> None:
        seat, handover = self.laptop.next_holder()
        if handover and seat is not None:
            self._show_handover(seat)
        elif self.stack.currentWidget() is self.handover and self.handover.seat == seat:
            return  # waiting for that player to take it
        elif seat is PUBLIC or seat != self.viewer or self.stack.currentWidget() is not self.view:
            self._show_table(seat)
        else:
            self.view.refresh()
        self._update_reactions()

    def _show_handover(self, seat: int) -> None:
        """Nobody holds the laptop on the hand-over: public log and status behind it."""
        if self.viewer is not PUBLIC:
            self.laptop.hand_to(PUBLIC)
        self.handover.show_for(seat, self.session.seat_name(seat), self.session.seat_colour(seat))
        self.stack.setCurrentWidget(self.handover)
        self._update_status()
        self._update_undo()

    def _undone(self, seat: int) -> None:
        self.laptop.preferred = seat
        self.log.keep_before(len(self.session.history))

    def _show_table(self, seat: int | None) -> None:
        self.laptop.hand_to(seat)
        self.stack.setCurrentWidget(self.view)
        self._update_status()
        self._update_undo()
        self._update_reactions()

    def _holder_changed(self, seat: int | None) -> None:
        """The laptop changed hands (a seat, or PUBLIC): the table, its panel and
        tooltips, the log, the status bar and Undo show that holder's view."""
        self.view.set_viewer(seat)
        self.log.set_viewer(seat)
        self._update_status()
        self._update_undo()

    # -- reactions out of turn at a secret table ----------------------------------------
    def _update_reactions(self) -> None:
        s = self.session
        shown = self.stack.currentWidget() is self.view and self.laptop.secret()
        others = [r for r in self.laptop.reactors() if r != self.viewer] if shown else []
        back = self.viewer if shown and self.viewer == self.laptop.reactor else None
        waiting = [s.seat_name(x) for x in s.humans_to_move()]
        bar = [(r, s.seat_name(r), s.seat_colour(r)) for r in others]
        self.reactions.show_for(bar, back, ", ".join(waiting))
        self.check_bar.setVisible(shown and self.laptop.checking())
        self.top_bars.settle()

    def _react(self, seat: int) -> None:
        """A human asks for the laptop to react out of turn (or gives it back: -1)."""
        self.laptop.reactor = seat if seat >= 0 else None
        self._choose_viewer()

    # -- undo -----------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return (
            self.stack.currentWidget() is self.view
            and self.session.can_undo()  # not over, not between two stages
            and self.laptop.undo_target() is not None
        )

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        if self.laptop.secret():
            return self.session.undo(self.viewer, self.laptop.handed_at)
        return self.session.undo()

    def _update_undo(self, _available: bool = False) -> None:
        ok = self.can_undo()
        self.undo_button.setEnabled(ok)
        self.undo_button.setToolTip(
            translate("GamePage", "Take back your last move, if it revealed nothing")
            if ok
            else self.laptop.undo_refusal(self.stack.currentWidget() is self.handover)
        )
        self.undoChanged.emit(ok)

    # -- side panel -------------------------------------------------------------
    def _update_players(self) -> None:
        s = self.session
        self.players.clear()
        movers = set(s.to_move())
        for seat, info in enumerate(s.seats):
            kind = seat_kind(info.kind == "human", seat in self.phones.seats)
            marker = " ◀" if seat in movers else ""
            item = QListWidgetItem(
                colour_icon(self.session.seat_colour(seat), 16, str(seat + 1)),
                f"{s.seat_name(seat)} ({kind}){marker}",
            )
            self.players.addItem(item)

    def _update_status(self, _thinking: int = -1) -> None:
        handing = self.handover.seat if self.stack.currentWidget() is self.handover else None
        held = translate("GamePage", "The stage is over: go on when everyone has seen its result.")
        short = text_scale() > 1  # larger text: the header holds the words before ':'
        shown = translate("GamePage", "The stage is over.") if short else held
        self.status.setText(shown if self.session.held else self.laptop.status_text(handing))
        self.status.setToolTip(held if self.session.held and short else "")

    def _events(self, seat: int, events: list[Event]) -> None:
        self.laptop.answered(seat)
        stage = stage_ended(events)
        if stage is not None and not self.session.is_over():
            self.session.hold(True)  # the stage's finish stays on screen (issue 26)
        self.view.show_events(seat, events)
        self.log.add_events(events)
        if self.session.held and stage is not None:
            self.view.setEnabled(False)
            self.stage_break.show_stage(stage, self.session.classifications())
            self.place.take(self.stage_break, STAGE_BREAK_HEIGHT)
            self.stage_break.go_on.setFocus()

    def _go_on(self) -> None:
        self.place.give_back(self.stage_break)
        self.view.setEnabled(True)
        self.session.hold(False)
        self._state_changed()

    def _game_over(self) -> None:
        result = self.session.result()
        if result is None:
            return
        ranking = "".join(
            f"<li>{escape(self.view.seat_label(seat))}</li>" for seat in result.ranking
        )
        explanation = self.view.describe_result(result)
        self.result.setText(f"<b>{explanation}</b><ol>{ranking}</ol>")
        self.result.show()
        if self.standings is not None and self.standings.isVisibleTo(self):  # ranking: room
            self.players_title.hide()  # for the classifications (the seat list goes)
            self.players.hide()
        self.banner.headline.setText(explanation)
        self.banner.show_ranking([self.view.seat_label(seat) for seat in result.ranking])
        if not self.session.reviewing:
            self.place.take(self.banner, BANNER_HEIGHT)
        self._fill_sheets_menu()  # the results join the Print menu
        self._state_changed()

    def retranslate(self) -> None:
        self.undo_button.setText(translate("GamePage", "&Undo"))
        self._update_undo()
        self.save_button.setText(translate("GamePage", "&Save…"))
        self.side_button.setText(translate("GamePage", "Side &panel"))
        self.sheets_button.setText(translate("GamePage", "Pr&int"))
        self.sheets_button.setToolTip(
            translate("GamePage", "Print this game's sheets, or save them as PDF")
        )
        self._fill_sheets_menu()
        self.side_button.setToolTip(
            translate("GamePage", "Show or fold the players, standings and log")
        )
        self.leave_button.setText(translate("GamePage", "&Leave"))
        self.leave_button.setToolTip(
            translate("GamePage", "Back to the start page; the game stays saved")
        )
        self.players_title.setText(translate("GamePage", "Players"))
        self.banner.retranslate()
        self.stage_break.retranslate()
        self.check_bar.retranslate()
        self.review_bar.retranslate()
        self.log_title.setText(translate("GamePage", "What happened"))
        self._update_players()
        self._update_status()
        if self.session.is_over():
            self._game_over()
        self.log.rebuild()
        if self.standings is not None:
            self.standings.retranslate()
        self.view.retranslate()
