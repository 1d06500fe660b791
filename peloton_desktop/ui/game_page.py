"""The page of a game in progress: the game's view, the seats, the log, hand-over."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
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

from peloton_desktop.core.prompts import Ask
from peloton_desktop.core.protocol import Event
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.printing.game_sheets import GameSheet
from peloton_desktop.ui.game_log import GameLog
from peloton_desktop.ui.game_table import table_of
from peloton_desktop.ui.game_view import GameView
from peloton_desktop.ui.handover import HandoverScreen
from peloton_desktop.ui.page_sheets import PageSheets
from peloton_desktop.ui.pieces.standings import StandingsWidget
from peloton_desktop.ui.result_banner import ResultBanner
from peloton_desktop.ui.review_bar import ReviewBar
from peloton_desktop.ui.session import GameSession
from peloton_desktop.ui.widgets import Retranslatable, colour_icon

translate = QCoreApplication.translate


def create_view(entry: GameEntry, session: GameSession) -> GameView:
    return table_of(entry).create_view(session)


class GamePage(Retranslatable, PageSheets):
    leaveRequested = Signal()
    saveRequested = Signal()
    playAgainRequested = Signal(str)  # the game id: the same game with the same seats

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
        self.viewer: int | None = None
        self._preferred: int | None = None  # who gets the table after an undo
        self._window_seat: int | None = None  # handed the laptop for a window out of turn

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
        header.addWidget(self.status, 1)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undo")
        self.undo_button.clicked.connect(self.session.undo)
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
        self.sheets_button.setVisible(bool(self.sheets))
        for b in (
            self.undo_button,
            self.save_button,
            self.sheets_button,
            self.side_button,
            self.leave_button,
        ):
            header.addWidget(b)
        outer.addLayout(header)
        self.banner = ResultBanner()
        self.banner.hide()
        self.banner.again.clicked.connect(lambda: self.playAgainRequested.emit(entry.id))
        self.banner.back.clicked.connect(self.leaveRequested)
        self.banner.review.clicked.connect(self.start_review)
        menu = QMenu(self.banner.print_results)
        self.print_preview_action = menu.addAction("", self.print_results_preview)
        self.print_preview_action.setObjectName("printResultsPreview")
        self.print_pdf_action = menu.addAction("", self.save_results_pdf)
        self.print_pdf_action.setObjectName("printResultsPdf")
        self.banner.print_results.setMenu(menu)
        outer.addWidget(self.banner)
        self.review_bar = ReviewBar()
        self.review_bar.hide()
        self.review_bar.moved.connect(self._seek)
        outer.addWidget(self.review_bar)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.handover = HandoverScreen()
        self.handover.ready.connect(self._handover_done)
        self.stack.addWidget(self.handover)
        splitter.addWidget(self.stack)

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

        session.stateChanged.connect(self._state_changed)
        session.eventsApplied.connect(self._events)
        session.undoAvailable.connect(self.undo_button.setEnabled)
        session.botThinking.connect(lambda _seat: self._update_status())
        session.gameOver.connect(self._game_over)
        session.undone.connect(self._undone)
        self.retranslate()
        self._state_changed()
        if session.is_over():
            self._game_over()

    # -- who looks at the table -------------------------------------------------
    # -- layout -----------------------------------------------------------------
    def _show_side(self, shown: bool) -> None:
        sizes = self.splitter.sizes()
        total = sum(sizes)
        side = max(260, total // 4) if shown else 0
        self.splitter.setSizes([total - side, side])

    # -- review ---------------------------------------------------------------
    def start_review(self) -> None:
        """Step through the finished game: the table as it was after each move."""
        self.session.start_review()
        self.banner.hide()
        for b in (self.undo_button, self.save_button):
            b.hide()
        self.review_bar.show()
        self.review_bar.start(self.session.review_length())

    def _seek(self, step: int) -> None:
        self.session.seek(step)
        self.log.show_step(step)

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
        self.undo_button.setEnabled(self.session.can_undo())

    def _choose_viewer(self) -> None:
        s = self.session
        if s.is_over():
            self._show_table(None)
            return
        humans = s.humans_to_move()
        if not humans:
            if s.human_count() == 0:
                self._show_table(None)
            elif self.viewer is None and self.stack.currentWidget() is not self.handover:
                # Bots play first: the table is shown as the first human sees it (the
                # full view would show every hand), behind a hand-over at a shared table.
                first = next(seat for seat in range(len(s.seats)) if s.is_human(seat))
                if s.human_count() > 1 and self._needs_handover():
                    info = s.seats[first]
                    self.handover.show_for(first, s.seat_name(first), info.colour or "#777777")
                    self.stack.setCurrentWidget(self.handover)
                else:
                    self._show_table(first)
            else:
                self.view.refresh()
            return
        preferred, self._preferred = self._preferred, None
        if (
            preferred not in humans
            and self.viewer in humans
            and (self.stack.currentWidget() is self.view)
        ):
            self.view.refresh()
            return
        nxt = preferred if preferred in humans else humans[0]
        back = self.viewer is not None and self.viewer == self._window_seat
        if self.viewer is not None and nxt != self.viewer and (back or self._needs_handover(nxt)):
            self._window_seat = nxt if self._asked_out_of_turn(nxt) else None
            info = s.seats[nxt]
            self.handover.show_for(nxt, s.seat_name(nxt), info.colour or "#777777")
            self.stack.setCurrentWidget(self.handover)
            return
        self._show_table(nxt)

    def _undone(self, seat: int) -> None:
        self._preferred = seat
        self.log.keep_before(len(self.session.history))

    def _needs_handover(self, seat: int | None = None) -> bool:
        """Hidden hands, or a window out of turn (a counter): the laptop changes hands
        and the player asked is told so."""
        s = self.session
        if not self.handover_enabled or s.human_count() < 2:
            return False
        return s.game.hidden_information or (seat is not None and self._asked_out_of_turn(seat))

    def _asked_out_of_turn(self, seat: int) -> bool:
        return any(
            p.kind is Ask.REACTION and p.waits and seat in p.seats for p in self.session.prompts()
        )

    def _handover_done(self, seat: int) -> None:
        self._show_table(seat)

    def _show_table(self, seat: int | None) -> None:
        self.viewer = seat
        self.stack.setCurrentWidget(self.view)
        self.view.set_viewer(seat)
        self._update_status()

    # -- side panel -------------------------------------------------------------
    def _update_players(self) -> None:
        s = self.session
        self.players.clear()
        movers = set(s.to_move())
        for seat, info in enumerate(s.seats):
            kind = (
                translate("GamePage", "human")
                if info.kind == "human"
                else translate("GamePage", "bot")
            )
            marker = " ◀" if seat in movers else ""
            item = QListWidgetItem(
                colour_icon(info.colour or "#777777", 16, str(seat + 1)),
                f"{s.seat_name(seat)} ({kind}){marker}",
            )
            self.players.addItem(item)

    def _update_status(self) -> None:
        s = self.session
        if s.reviewing:
            self.status.setText(translate("GamePage", "Reviewing the game."))
            return
        if s.is_over():
            self.status.setText(translate("GamePage", "The game is over."))
            return
        if self.stack.currentWidget() is self.handover:
            self.status.setText(
                translate("GamePage", "Waiting for {name}.").format(
                    name=s.seat_name(self.handover.seat)
                )
            )
            return
        thinking = sorted(s.thinking())
        if self.viewer is not None and self.viewer in s.to_move():
            # the player at the laptop first, even while a bot answers the same window
            self.status.setText(
                translate("GamePage", "{name}, your move.").format(name=s.seat_name(self.viewer))
            )
        elif thinking:
            self.status.setText(
                translate("GamePage", "{name} is thinking…").format(name=s.seat_name(thinking[0]))
            )
        else:
            names = ", ".join(s.seat_name(x) for x in s.to_move())
            self.status.setText(translate("GamePage", "Waiting for {names}.").format(names=names))

    def _events(self, seat: int, events: list[Event]) -> None:
        self.view.show_events(seat, events)
        self.log.add_events(events, self.viewer)

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
        self.banner.ranking.setText(translate("GamePage", "Final ranking:") + f"<ol>{ranking}</ol>")
        if not self.session.reviewing:
            self.banner.show()
        self._state_changed()

    def retranslate(self) -> None:
        self.undo_button.setText(translate("GamePage", "&Undo"))
        self.undo_button.setToolTip(
            translate("GamePage", "Take back your last move, if it revealed nothing")
        )
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
        self.banner.review.setText(translate("GamePage", "&Review the game"))
        self.banner.review.setToolTip(
            translate("GamePage", "Step through the game move by move, the table as it was")
        )
        self.banner.again.setText(translate("GamePage", "Play again"))
        self.banner.again.setToolTip(
            translate("GamePage", "A new game with the same players and set-up")
        )
        self.banner.print_results.setText(translate("GamePage", "&Print the results"))
        self.print_preview_action.setText(translate("GamePage", "Print…"))
        self.print_pdf_action.setText(translate("GamePage", "Save as PDF…"))
        self.banner.back.setText(translate("GamePage", "Back to the start page"))
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
