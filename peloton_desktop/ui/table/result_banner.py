"""The winner screen at the end of a game, in the decision panel's place under the
board (ui/table/panel_place.py): low and wide, the board keeps its place."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.palette import hex_of, theme
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces import art

BANNER_HEIGHT = 150  # with no decision panel to take the place of
PER_COLUMN = 3  # the ranking's places a column, side by side: the banner stays low


class ResultBanner(QFrame):
    """The winner screen: who won and why, the full ranking, what to do next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._colour()
        theme().changed.connect(self._colour)
        layout = QHBoxLayout(self)
        self.trophy = QLabel()
        self.trophy.setPixmap(art.pixmap(art.shared("trophy.svg"), 48, 48))
        text = QVBoxLayout()
        self.headline = QLabel()
        self.headline.setObjectName("resultHeadline")
        self.headline.setWordWrap(True)
        bold = QFont(self.headline.font())
        bold.setPointSizeF(bold.pointSizeF() * 1.4)
        bold.setBold(True)
        self.headline.setFont(bold)
        self.ranking = QLabel()
        self.ranking.setObjectName("resultRanking")
        self.ranking.setTextFormat(Qt.TextFormat.RichText)
        text.addWidget(self.headline)
        text.addWidget(self.ranking)
        text.addStretch(1)
        self.review = QPushButton()
        self.review.setObjectName("reviewGame")
        self.story = QPushButton()
        self.story.setObjectName("storyOfTheGame")
        self.again = QPushButton()
        self.again.setObjectName("playAgain")
        self.print_results = QPushButton()
        self.print_results.setObjectName("printResults")
        self.back = QPushButton()
        self.back.setObjectName("backToStart")
        menu = QMenu(self.print_results)
        self.print_preview = menu.addAction("")
        self.print_preview.setObjectName("printResultsPreview")
        self.print_pdf = menu.addAction("")
        self.print_pdf.setObjectName("printResultsPdf")
        self.print_results.setMenu(menu)
        buttons = QGridLayout()  # two rows: the banner stays low, the board large
        shown = (self.story, self.review, self.again, self.print_results, self.back)
        for i, b in enumerate(shown):
            buttons.addWidget(b, i // 3, i % 3)
        layout.addWidget(self.trophy)
        layout.addLayout(text, 1)
        layout.addLayout(buttons)

    def show_ranking(self, names: list[str]) -> None:
        """The final ranking, its places in columns of PER_COLUMN."""
        cells = []
        for start in range(0, len(names), PER_COLUMN):
            items = "".join(f"<li>{escape(n)}</li>" for n in names[start : start + PER_COLUMN])
            cells.append(f'<td><ol start="{start + 1}" style="margin: 0">{items}</ol></td>')
        self.ranking.setText(
            translate("GamePage", "Final ranking:")
            + f'<table cellspacing="0"><tr>{"".join(cells)}</tr></table>'
        )

    def retranslate(self) -> None:
        self.review.setText(translate("GamePage", "&Review the game"))
        self.review.setToolTip(
            translate("GamePage", "Step through the game move by move, the table as it was")
        )
        self.story.setText(translate("GamePage", "&Story of the game"))
        self.story.setToolTip(
            translate("GamePage", "Charts move by move, and the moves where it was won")
        )
        self.again.setText(translate("GamePage", "Play again"))
        self.again.setToolTip(translate("GamePage", "A new game with the same players and set-up"))
        self.print_results.setText(translate("GamePage", "&Print the results"))
        self.print_preview.setText(translate("GamePage", "Print…"))
        self.print_pdf.setText(translate("GamePage", "Save as PDF…"))
        self.back.setText(translate("GamePage", "Back to the start page"))

    def _colour(self) -> None:
        self.setStyleSheet(
            f"#resultBanner {{ background: {hex_of(colours.BANNER)};"
            f" border: 2px solid {hex_of(colours.BANNER_EDGE)}; }}"
            f" #resultBanner QLabel {{ color: {hex_of(colours.BANNER_INK)}; }}"
        )
