"""The start page: the five games, each with its picture, and the recent games."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core import registry
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.ui import art
from peloton_desktop.ui.recent import RecentGame, recent_games
from peloton_desktop.ui.text import game_pitch
from peloton_desktop.ui.widgets import Retranslatable

translate = QCoreApplication.translate
FINISHED_ROLE = Qt.ItemDataRole.UserRole + 1
PICTURE_W, PICTURE_H = 256, 160


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
        self.picture.setPixmap(
            art.pixmap(("games", entry.art), PICTURE_W, PICTURE_H, self.devicePixelRatioF())
        )
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
        self.play.clicked.connect(lambda: self.newGameRequested.emit(entry.id))
        self.unavailable = QLabel()
        self.unavailable.setObjectName(f"unavailable_{entry.id}")
        self.unavailable.setStyleSheet("color: palette(mid); font-style: italic;")
        for w in (self.picture, self.title, self.players, self.pitch):
            layout.addWidget(w)
        layout.addWidget(self.play if entry.playable else self.unavailable)
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

    def __init__(self, recent_files: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._recent_files = recent_files
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
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        side.addWidget(self.recent_title)
        side.addWidget(self.recent, 1)
        side.addWidget(self.empty)
        side.addWidget(self.resume)
        body.addLayout(side, 1)
        self.retranslate()

    def refresh_recent(self) -> None:
        self.recent.clear()
        for game in recent_games(self._recent_files):
            item = QListWidgetItem(self._describe(game))
            item.setData(Qt.ItemDataRole.UserRole, str(game.path))
            item.setData(FINISHED_ROLE, game.finished)
            item.setToolTip(str(game.path) if not game.problem else game.problem)
            if not game.available:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.recent.addItem(item)
        self.empty.setVisible(self.recent.count() == 0)
        self._update_resume()

    def _describe(self, g: RecentGame) -> str:
        when = QLocale().toString(g.modified, QLocale.FormatType.ShortFormat)
        if g.problem:
            return translate("StartPage", "{file}: unreadable").format(file=g.path.name)
        who = ", ".join(n for n in g.players if n) or "—"
        line = translate("StartPage", "{title} — {players}\n{when}, {count} moves").format(
            title=g.title, players=who, when=when, count=g.actions
        )
        if not g.available:
            line += "\n" + translate("StartPage", "Not available in this version")
        elif g.finished:
            line += "\n" + translate("StartPage", "Finished: open it to review the game")
        return line

    def _update_resume(self) -> None:
        item = self.recent.currentItem()
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
            translate("StartPage", "Five tabletop games for one table. Pick a game to start.")
        )
        self.recent_title.setText(translate("StartPage", "Resume a game"))
        self.empty.setText(
            translate("StartPage", "No saved game yet: games are saved after every move.")
        )
        self.refresh_recent()
