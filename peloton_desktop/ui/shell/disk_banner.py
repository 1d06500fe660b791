"""A banner above the page while the game cannot be saved (a full disk, a folder made
read-only): said once and kept in sight while the writes fail, gone when one works
again. A box after every move would stop the game for what the player cannot fix
at once; nothing is lost meanwhile (the game is in memory and its last autosave
on disk)."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.widgets import Retranslatable


class DiskBanner(Retranslatable, QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diskBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # the palette's own warning-free colours: highlighted text stays readable in
        # every colour scheme
        self.setStyleSheet(
            "#diskBanner { background: palette(highlight); }"
            " #diskBanner QLabel { color: palette(highlighted-text); }"
        )
        self.label = QLabel()
        self.label.setObjectName("diskBannerText")
        self.label.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.addWidget(self.label, 1)
        self.reason = ""
        self.hide()

    def show_problem(self, reason: str) -> None:
        """`reason` why the game could not be saved; "" when it was saved again."""
        self.reason = reason
        self.retranslate()
        self.setVisible(bool(reason))

    def retranslate(self) -> None:
        self.label.setText(
            translate(
                "MainWindow",
                "The game cannot be saved: {reason} It goes on; nothing is lost while "
                "this window stays open, and it is saved again as soon as the disk allows.",
            ).format(reason=self.reason)
        )
