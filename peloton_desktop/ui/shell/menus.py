"""The main window's menu bar: Game, Courses, Settings and Help, built once and
retranslated with the window (the actions stay attributes of the window, where the
pages, tests and shortcuts find them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from peloton_desktop import APP_NAME
from peloton_desktop.core import registry
from peloton_desktop.draw.tr import translate
from peloton_desktop.settings import Language, Settings
from peloton_desktop.ui.phones.phones_dialog import PhonesMenu
from peloton_desktop.ui.shell.about import show_about
from peloton_desktop.ui.shell.keys_help import show_keys

if TYPE_CHECKING:
    from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog


class WindowMenus(QMainWindow):
    """The menu bar of the main window, which implements the slots it calls."""

    settings: Settings
    _leave_asked: Callable[[], None]  # Game › Leave, once the players said yes

    def new_game(self, game_id: str) -> None:
        raise NotImplementedError

    def open_dialog(self) -> None:
        raise NotImplementedError

    def save_dialog(self) -> None:
        raise NotImplementedError

    def _undo(self) -> None:
        raise NotImplementedError

    def show_library(self) -> CourseLibraryDialog:
        raise NotImplementedError

    def new_course(self) -> None:
        raise NotImplementedError

    def edit_settings(self) -> None:
        raise NotImplementedError

    def set_language(self, code: Language | None) -> None:
        raise NotImplementedError

    def show_rules(self) -> None:
        raise NotImplementedError

    def edit_rules(self) -> None:
        raise NotImplementedError

    def _build_menus(self) -> None:
        """Every menu and action, in the order the bar shows them."""
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_menu = QMenu(self)
        self.new_actions: dict[str, QAction] = {}
        self.entries = {e.id: e for e in registry.entries()}
        for entry in self.entries.values():
            action = self.new_menu.addAction(entry.title)
            action.setObjectName(f"menuNew_{entry.id}")
            action.setEnabled(entry.playable)
            action.triggered.connect(lambda _=False, gid=entry.id: self.new_game(gid))
            self.new_actions[entry.id] = action
        self.game_menu.addMenu(self.new_menu)
        self.open_action = self.game_menu.addAction("", self.open_dialog)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.save_action = self.game_menu.addAction("", self.save_dialog)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.undo_action = self.game_menu.addAction("", self._undo)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.close_action = self.game_menu.addAction("", self._leave_asked)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.game_menu.addSeparator()
        self.quit_action = self.game_menu.addAction("", self.close)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.phones_menu = PhonesMenu(self)  # Game › Phones… (ui/phones/phones_dialog.py)

        self.courses_menu = bar.addMenu("")
        self.library_action = self.courses_menu.addAction("", self.show_library)
        self.library_action.setObjectName("menuCourseLibrary")
        self.library_action.setShortcut(QKeySequence("Ctrl+L"))
        self.new_course_action = self.courses_menu.addAction("", self.new_course)
        self.new_course_action.setObjectName("menuNewCourse")
        self.library_dialog: CourseLibraryDialog | None = None

        self.settings_menu = bar.addMenu("")
        self.prefs_action = self.settings_menu.addAction("", self.edit_settings)
        self.prefs_action.setObjectName("menuPreferences")
        self.prefs_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.language_menu = self.settings_menu.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[Language | None, QAction] = {}
        languages: tuple[tuple[Language | None, str], ...] = (
            (None, ""),
            ("fr", "Français"),
            ("en", "English"),
        )
        for code, label in languages:
            action = self.language_menu.addAction(label)
            action.setCheckable(True)
            action.setObjectName(f"menuLanguage_{code or 'system'}")
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            self.language_actions[code] = action
        self.language_actions[self.settings.language].setChecked(True)

        self.help_menu = bar.addMenu("")
        self.rules_action = self.help_menu.addAction("", self.show_rules)
        self.rules_action.setObjectName("menuRules")
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.setEnabled(any(e.playable for e in self.entries.values()))
        self.edit_rules_action = self.help_menu.addAction("", self.edit_rules)
        self.edit_rules_action.setObjectName("menuEditRules")
        self.edit_rules_action.setEnabled(self.rules_action.isEnabled())
        self.keys_action = self.help_menu.addAction("", lambda: show_keys(self))
        self.keys_action.setObjectName("menuKeys")
        self.about_action = self.help_menu.addAction("", lambda: show_about(self))
        self.about_qt_action = self.help_menu.addAction("", lambda: QMessageBox.aboutQt(self))

    def retranslate_menus(self) -> None:
        """Every menu's and action's words in the current language."""
        self.setWindowTitle(APP_NAME)
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_menu.setTitle(translate("MainWindow", "&New game"))
        for gid, action in self.new_actions.items():
            entry = self.entries[gid]
            if entry.playable:
                action.setText(entry.title)
            else:
                action.setText(
                    translate("MainWindow", "{title} (not available in this version)").format(
                        title=entry.title
                    )
                )
        self.open_action.setText(translate("MainWindow", "&Open saved game…"))
        self.save_action.setText(translate("MainWindow", "&Save game as…"))
        self.undo_action.setText(translate("MainWindow", "&Undo last move"))
        self.close_action.setText(translate("MainWindow", "&Leave game"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.courses_menu.setTitle(translate("MainWindow", "&Courses"))
        self.library_action.setText(translate("MainWindow", "Course &library and editor…"))
        self.new_course_action.setText(translate("MainWindow", "&New course…"))
        self.settings_menu.setTitle(translate("MainWindow", "&Settings"))
        self.prefs_action.setText(translate("MainWindow", "&Preferences…"))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))
        self.language_actions[None].setText(translate("MainWindow", "System language"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.rules_action.setText(translate("MainWindow", "&Rules of the games…"))
        self.edit_rules_action.setText(translate("MainWindow", "&Edit the assumptions…"))
        self.keys_action.setText(translate("MainWindow", "&Keys…"))
        self.about_action.setText(translate("MainWindow", "&About Peloton Desktop"))
        self.about_qt_action.setText(translate("MainWindow", "About &Qt"))
