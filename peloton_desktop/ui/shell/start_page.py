"""The start page: every game, each with its picture, and the recent games."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QFile, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core import registry
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.draw.tr import translate
from peloton_desktop.settings import Settings
from peloton_desktop.ui.lessons.start_list import LessonList, learn_button
from peloton_desktop.ui.pieces import art
from peloton_desktop.ui.pieces.text import game_pitch, shown_name
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.shell.folder_check import FolderCheck
from peloton_desktop.ui.shell.recent import RecentGame, Scan

FINISHED_ROLE = Qt.ItemDataRole.UserRole + 1
AUTOSAVE_ROLE = Qt.ItemDataRole.UserRole + 2
PICTURE_W, PICTURE_H = 216, 135  # two rows of cards fit the default 1200×720 window


class GameCard(Retranslatable, QFrame):
    """One game: picture, title, player count, pitch, and what can be done with it."""

    newGameRequested = Signal(str)

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName(f"card_{entry.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        picture = str(entry.art) if entry.art is not None else ""
        self.picture.setPixmap(art.pixmap(picture, PICTURE_W, PICTURE_H, self.devicePixelRatioF()))
        self.title = QLabel(entry.title)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.players = QLabel()
        self.pitch = QLabel()
        self.pitch.setWordWrap(True)
        self.pitch.setMinimumHeight(64)
        self.pitch.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.play = QPushButton()
        self.play.setObjectName(f"new_{entry.id}")
        self.play.setAutoDefault(True)  # Enter presses it, as in a dialog (issue 47)
        self.play.clicked.connect(lambda: self.newGameRequested.emit(entry.id))
        self.unavailable = QLabel()
        self.unavailable.setObjectName(f"unavailable_{entry.id}")
        self.unavailable.setStyleSheet("color: palette(mid); font-style: italic;")
        for w in (self.picture, self.title, self.players, self.pitch):
            layout.addWidget(w)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play if entry.playable else self.unavailable, 1)
        self.learn = learn_button(entry)  # its first lesson not finished yet, if it has one
        buttons.addWidget(self.learn)
        layout.addLayout(buttons)
        (self.unavailable if entry.playable else self.play).hide()
        self.setEnabled(True)
        self.retranslate()

    def retranslate(self) -> None:
        e = self.entry
        if e.min_players == e.max_players:
            text = translate("StartPage", "{count} players").format(count=e.min_players)
        else:
            text = translate("StartPage", "{min} to {max} players").format(
                min=e.min_players, max=e.max_players
            )
        self.players.setText(text)
        self.pitch.setText(game_pitch(e.pitch))
        self.play.setText(translate("StartPage", "New game…"))
        self.unavailable.setText(translate("StartPage", "Not available in this version"))
        self.picture.setToolTip(e.title)


class StartPage(Retranslatable, QWidget):
    newGameRequested = Signal(str)
    openRequested = Signal(str)
    recentChanged = Signal()  # a file left the recent list: the settings change
    recentListed = Signal(object)  # a scan of the folders ended (a recent.Scan): listed
    lessons: LessonList  # Learn to play, beside the cards (built after them)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings  # its recent files, read afresh each time
        self._listed: list[RecentGame] = []
        self.check = FolderCheck(self)  # the files are read off the GUI thread
        self.check.progress.connect(self._progress)
        self.check.finished.connect(self._scanned)
        self.check.listed.connect(self._full)
        outer = QVBoxLayout(self)
        self.heading = QLabel()
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.heading.setFont(font)
        self.tagline = QLabel()
        outer.addWidget(self.heading)
        outer.addWidget(self.tagline)

        body = QHBoxLayout()
        outer.addLayout(body, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        cards_host = QWidget()
        self.grid = QGridLayout(cards_host)
        self.cards: list[GameCard] = []
        for i, entry in enumerate(registry.entries()):
            card = GameCard(entry)
            card.newGameRequested.connect(self.newGameRequested)
            card.learn.clicked.connect(lambda _=False, g=entry.id: self.lessons.open_game(g))
            self.grid.addWidget(card, i // 3, i % 3)
            self.cards.append(card)
        self.grid.setRowStretch(self.grid.rowCount(), 1)
        scroll.setWidget(cards_host)
        body.addWidget(scroll, 3)

        side = QVBoxLayout()
        self.recent_title = QLabel()
        bold = QFont(self.recent_title.font())
        bold.setBold(True)
        self.recent_title.setFont(bold)
        self.recent = QListWidget()
        self.recent.setObjectName("recentGames")
        self.recent.itemActivated.connect(self._activated)
        self.recent.currentItemChanged.connect(lambda *_: self._update_resume())
        self.resume = QPushButton()
        self.resume.setObjectName("resume")
        self.resume.clicked.connect(lambda: self._activated(self.recent.currentItem()))
        self.remove = QPushButton()
        self.remove.setObjectName("removeGame")
        for b in (self.resume, self.remove):
            b.setAutoDefault(True)  # Enter presses it, as in a dialog
        self.remove.clicked.connect(self._remove)
        self.recent.installEventFilter(self)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.checking = QLabel()  # while the saved games are read and replayed
        self.checking.setObjectName("checkingGames")
        self.checking.setWordWrap(True)
        self.checking.hide()
        side.addWidget(self.recent_title)
        side.addWidget(self.recent, 1)
        side.addWidget(self.checking)
        side.addWidget(self.empty)
        buttons = QHBoxLayout()
        buttons.addWidget(self.resume, 1)
        buttons.addWidget(self.remove)
        side.addLayout(buttons)
        self.lessons = LessonList()  # Learn to play: every game's lessons, ticked when done
        side.addWidget(self.lessons, 1)
        body.addLayout(side, 1)
        self.retranslate()

    def refresh_recent(self, folders: bool = False) -> None:
        """Scan the saved games again (off this thread); the list follows when it
        ends. `folders`: the course library and rulesets too (at start)."""
        self.check.start(self._settings.recent_files, folders)
        self.show_checking()

    def show_checking(self) -> None:
        self._progress(0, 0)

    def _progress(self, done: int, total: int) -> None:
        if total:
            text = translate("StartPage", "Checking the saved games… {done} of {total}")
        else:
            text = translate("StartPage", "Checking the saved games…")
        self.checking.setText(text.format(done=done, total=total))
        self.checking.show()
        self.empty.hide()

    def _full(self, listed: list[RecentGame]) -> None:
        """The newest games replayed: listed while the older files are checked."""
        self._listed = listed
        self._show_listed()

    def _scanned(self, result: Scan) -> None:
        self._listed = result.listed
        self.checking.setVisible(not self.check.current(result))
        self._show_listed()
        self.recentListed.emit(result)

    def _show_listed(self) -> None:
        current = self.recent.currentItem()
        was = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.recent.clear()
        for game in self._listed:
            item = QListWidgetItem(self._describe(game))
            item.setData(Qt.ItemDataRole.UserRole, str(game.path))
            item.setData(FINISHED_ROLE, game.finished)
            item.setData(AUTOSAVE_ROLE, game.autosave)
            item.setToolTip(str(game.path) if not game.problem else game.problem)
            if not game.available:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.recent.addItem(item)
            if str(game.path) == was:
                self.recent.setCurrentItem(item)
        self.empty.setVisible(self.recent.count() == 0 and not self.checking.isVisible())
        self._update_resume()

    def _describe(self, g: RecentGame) -> str:
        m = g.modified  # a local time, to the second
        at = QDateTime(m.year, m.month, m.day, m.hour, m.minute, m.second)
        when = QLocale().toString(at, QLocale.FormatType.ShortFormat)
        if g.problem:
            return translate("StartPage", "{file}: unreadable").format(file=g.path.name)
        who = ", ".join(shown_name(n) for n in g.players if n) or "—"
        count = g.actions  # pyside6-lupdate reads only a plain name as the count
        moves = translate("StartPage", "%n move(s)", None, count)
        line = translate("StartPage", "{title} — {players}\n{when} · {moves}").format(
            title=g.title, players=who, when=when, moves=moves
        )
        if not g.autosave:  # a file the user saved: its name tells it apart
            line += " · " + g.path.name
        if not g.available:
            line += "\n" + translate("StartPage", "Not available in this version")
        elif g.finished:
            line += "\n" + translate("StartPage", "Finished: open it to review the game")
        return line

    def _remove(self) -> None:
        """An autosave goes to the system's trash (after a yes); a file the user saved
        only leaves the list: the file stays where it is."""
        item = self.recent.currentItem()
        if item is None:
            return
        path = Path(item.data(Qt.ItemDataRole.UserRole))
        if item.data(AUTOSAVE_ROLE):
            answer = QMessageBox.question(
                self,
                translate("StartPage", "Remove a game"),
                translate("StartPage", "Move this game to the trash?\n{game}").format(
                    game=item.text().split("\n")[0]
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
            if not QFile.moveToTrash(str(path)):
                path.unlink(missing_ok=True)
        elif str(path) in self._settings.recent_files:
            self._settings.recent_files = [f for f in self._settings.recent_files if f != str(path)]
            self.recentChanged.emit()
        self._listed = [g for g in self._listed if g.path != path]
        self._show_listed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.recent
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Delete
        ):
            self._remove()
            return True
        return super().eventFilter(watched, event)

    def _update_resume(self) -> None:
        item = self.recent.currentItem()
        self.remove.setEnabled(item is not None)
        self.resume.setEnabled(item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled))
        finished = item is not None and bool(item.data(FINISHED_ROLE))
        self.resume.setText(
            translate("StartPage", "Review") if finished else translate("StartPage", "Resume")
        )

    def _activated(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.flags() & Qt.ItemFlag.ItemIsEnabled:
            self.openRequested.emit(str(Path(item.data(Qt.ItemDataRole.UserRole))))

    def retranslate(self) -> None:
        self.heading.setText("Peloton Desktop")
        self.tagline.setText(
            translate("StartPage", "Tabletop games for one table. Pick a game to start.")
        )
        self.recent_title.setText(translate("StartPage", "Resume a game"))
        self.remove.setText(translate("StartPage", "Remove"))
        self.remove.setToolTip(
            translate(
                "StartPage",
                "An autosave goes to the trash; a game you saved only leaves this list (Del)",
            )
        )
        self.empty.setText(
            translate("StartPage", "No saved game yet: games are saved after every move.")
        )
        self._show_listed()
