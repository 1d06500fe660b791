"""The main window: start page or a game, menus, settings, language, recent games."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QCloseEvent, QPaintEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop import APP_NAME, paths
from peloton_desktop.core import filetypes, registry
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.rng import Rng
from peloton_desktop.draw.tr import translate
from peloton_desktop.settings import Language, Settings, save_settings
from peloton_desktop.ui.dialogs import confirm
from peloton_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from peloton_desktop.ui.dialogs.rules_dialog import RulesDialog
from peloton_desktop.ui.dialogs.ruleset_editor import RulesetEditor
from peloton_desktop.ui.dialogs.settings_dialog import SettingsDialog
from peloton_desktop.ui.learning.coach import attach_coach
from peloton_desktop.ui.learning.story import attach_story
from peloton_desktop.ui.lessons.launch import install as install_lessons
from peloton_desktop.ui.pieces import art
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.shell import appearance, text_size
from peloton_desktop.ui.shell import window_memory as memory
from peloton_desktop.ui.shell.disk_banner import DiskBanner
from peloton_desktop.ui.shell.folder_scan import FolderScan
from peloton_desktop.ui.shell.i18n import manager as languages
from peloton_desktop.ui.shell.i18n import system_language
from peloton_desktop.ui.shell.menus import WindowMenus
from peloton_desktop.ui.shell.start_page import StartPage
from peloton_desktop.ui.table.forced import attach_forced
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.private_setup import run_private_setup
from peloton_desktop.ui.table.session import GameSession

if TYPE_CHECKING:
    from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog

BOT_DELAY_MS = 350  # at normal animation speed: lets people follow the bots


class MainWindow(Retranslatable, WindowMenus):
    firstPaint = Signal()
    foldersChecked = Signal()  # the user's folders went through the file gate

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self._settings_base = settings.model_copy(deep=True)  # what this window read
        self.setWindowIcon(art.app_icon())
        self.stack = QStackedWidget()
        self.start = StartPage(settings)
        # Bad files in our folders are set aside (gate.py) by a scan off the GUI thread
        # once the window is up: no file of any size or shape delays it.
        self.folders = FolderScan(self, self.start, lambda text: self.warn(text))
        self.folders.checked.connect(self.foldersChecked)
        self.firstPaint.connect(self.folders.start)
        self.start.newGameRequested.connect(self.new_game)
        self.start.openRequested.connect(self.open_game)
        self.start.recentChanged.connect(self._save_settings)
        self.stack.addWidget(self.start)
        self.disk = DiskBanner()  # while the game cannot be saved (a full disk)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.disk)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(body)
        self.page: GamePage | None = None
        self._painted = False
        confirm.follow(lambda: self.settings, self._save_settings)
        self._leave_asked = confirm.leave_asking(lambda: self.page, self.leave_game)
        self._build_menus()
        self._update_actions()
        self.learn_menu = install_lessons(self)  # Game › Learn to play, the start page's list
        self.retranslate()
        # An explicit minimum: otherwise every page added to the stack re-derives the
        # window's size constraints (and platforms without them warn each time).
        self.setMinimumSize(QSize(800, 560))
        memory.restore_geometry(self, "main_window", QSize(1200, 720))

    def _update_actions(self) -> None:
        in_game = self.page is not None
        self.save_action.setEnabled(in_game)
        self.close_action.setEnabled(in_game)
        self.undo_action.setEnabled(self.page is not None and self.page.can_undo())

    def retranslate(self) -> None:
        self.retranslate_menus()

    # -- language and settings ---------------------------------------------------
    def set_language(self, code: Language | None) -> None:
        self.settings.language = code
        languages.apply(code or system_language())
        self.language_actions[code].setChecked(True)
        self._save_settings()

    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return
        new = dialog.result_settings()
        language_changed = new.language != self.settings.language
        self.settings = new
        self._save_settings()
        if language_changed:
            self.set_language(new.language)
        appearance.apply(new.appearance)
        text_size.apply(new.text_size)
        if self.page is not None:
            self.page.handover_enabled = new.handover_screen
            self.page.view.animation_speed = new.animation_speed
            self.page.session.bot_delay_ms = round(BOT_DELAY_MS * new.animation_speed)

    def _save_settings(self) -> None:
        """Only what this window changed is written: another window's changes stay."""
        try:
            self._settings_base = save_settings(self.settings, self._settings_base)
        except BadInput as exc:
            self.warn(error_text(exc))

    # -- games --------------------------------------------------------------------
    def new_game(self, game_id: str) -> None:
        entry = registry.get(game_id)
        if not entry.playable:
            return
        dialog = NewGameDialog(entry, self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        seats = dialog.seat_infos()
        setup = run_private_setup(entry, dialog.setup(), seats, self.settings.handover_screen, self)
        if setup is None:
            return
        try:
            seed, competitive = dialog.chosen_seed(), dialog.competitive.isChecked()
            session = GameSession.new(game_id, setup, seed, seats, dialog.ruleset(), competitive)
        except BadInput as exc:
            self.warn(error_text(exc))
            return
        self.show_session(session)

    def play_again(self) -> None:
        """The same game again: same seats, set-up and ruleset, a new deal."""
        if self.page is None:
            return
        old = self.page.session
        seed = Rng(int.from_bytes(os.urandom(8), "little")).next64() % 2**63
        try:
            session = GameSession.new(
                old.game.game_id,
                dict(old.record.setup),
                seed,
                [seat.model_copy() for seat in old.seats],
                old.record.ruleset,
                old.record.competitive,
            )
        except BadInput as exc:
            self.warn(error_text(exc))
            return
        self.show_session(session)

    def open_dialog(self) -> None:
        folder = paths.saves_dir()
        with contextlib.suppress(OSError):  # the dialog must open on a folder, not a name
            folder.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("MainWindow", "Open a saved game"),
            str(folder) if folder.is_dir() else str(Path.home()),
            translate("MainWindow", "Peloton Desktop games ({patterns});;All files (*)").format(
                patterns=filetypes.patterns("record")
            ),
        )
        if path:
            self.open_game(path)

    def open_game(self, path: str) -> bool:
        """Resume a saved game; a broken file gets a message and changes nothing."""
        try:
            session = GameSession.load(path)
        except BadInput as exc:
            self.warn(error_text(exc))
            return False
        self.settings.add_recent(str(Path(path).resolve()))
        self._save_settings()
        self.show_session(session)
        if session.is_over() and self.page is not None:
            self.page.start_review()  # a finished game opens on its review
        return True

    def show_session(self, session: GameSession) -> None:
        self.leave_game()
        entry = registry.get(session.game.game_id)
        session.bot_delay_ms = round(BOT_DELAY_MS * self.settings.animation_speed)
        session.failed.connect(self.warn)
        session.saving.connect(self.disk.show_problem)
        self.disk.show_problem(session.unsaved)
        self.page = GamePage(
            session, entry, self.settings.handover_screen, self.settings.animation_speed
        )
        self.page.undoChanged.connect(lambda _ok: self._update_actions())
        if memory.restore_splitter(self.page.splitter, "game_page"):
            self.page.side_button.setChecked(self.page.splitter.sizes()[1] > 0)
        self.page.leaveRequested.connect(self._leave_asked)
        self.page.saveRequested.connect(self.save_dialog)
        self.page.playAgainRequested.connect(lambda _game: self.play_again())
        attach_coach(self.page, self.settings, self._save_settings)
        attach_story(self.page)
        self.forced_moves = attach_forced(self.page, self.settings.play_forced)
        self.stack.addWidget(self.page)
        self.stack.setCurrentWidget(self.page)
        self._update_actions()
        session.schedule_bots()
        phones = [i for i, seat in enumerate(session.seats) if seat.phone]
        if phones and not session.is_over():
            self.phones_menu.open(phones)  # new codes: a new game, play again or a resume

    def leave_game(self) -> None:
        if self.page is None:
            return
        memory.save_splitter(self.page.splitter, "game_page")
        self.page.session.close()
        self.page.phones.end()  # the phones' links die with the game
        self.stack.removeWidget(self.page)
        self.page.deleteLater()
        self.page = None
        self.disk.show_problem("")
        self.stack.setCurrentWidget(self.start)
        self.start.refresh_recent()
        self._update_actions()

    def save_dialog(self) -> None:
        if self.page is None:
            return
        paths.saves_dir().mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("MainWindow", "Save the game"),
            str(paths.saves_dir() / filetypes.default_name(self.page.entry.id, "record")),
            translate("MainWindow", "Peloton Desktop games ({patterns})").format(
                patterns=filetypes.patterns("record")
            ),
        )
        path = str(filetypes.with_extension(path, "record")) if path else ""
        if path and self.page.session.save_as(path):
            self.settings.add_recent(str(Path(path).resolve()))
            self._save_settings()
            self.statusBar().showMessage(
                translate("MainWindow", "Saved to {file}.").format(file=path), 5000
            )

    def show_library(self) -> CourseLibraryDialog:
        """The library is one non-modal window; its editors stay open beside the game."""
        from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog

        if self.library_dialog is None:
            self.library_dialog = CourseLibraryDialog(self)
        else:
            self.library_dialog.refresh()
        self.library_dialog.show()
        self.library_dialog.raise_()
        return self.library_dialog

    def new_course(self) -> None:
        self.show_library().new()

    def edit_rules(self) -> None:
        game = self.page.entry.id if self.page is not None else None
        RulesetEditor(list(self.entries.values()), game, self).exec()

    def show_rules(self) -> None:
        """The rules of the game in progress as it is played (its own ruleset)."""
        if self.page is None:
            RulesDialog(list(self.entries.values()), None, self).exec()
            return
        ruleset = self.page.session.game.ruleset
        RulesDialog(list(self.entries.values()), self.page.entry.id, self, ruleset=ruleset).exec()

    def _undo(self) -> None:
        if self.page is not None:
            self.page.undo()

    def warn(self, text: str) -> None:
        QMessageBox.warning(self, APP_NAME, text)

    # -- lifecycle ----------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPaint.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.page is not None:
            self.page.session.close()  # writes a pending autosave
        memory.save_geometry(self, "main_window")
        if self.page is not None:
            memory.save_splitter(self.page.splitter, "game_page")
        event.accept()
