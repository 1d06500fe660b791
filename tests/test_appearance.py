"""Light and dark (docs/design.md, "One theme"): the settings' appearance switches the
windows and the tables at once, text written on a table follows it, and a print is
always on the light palette."""

from __future__ import annotations

import json

import pytest
from dialogs import answer_dialog
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from peloton_desktop import colours, paths
from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.draw import palette
from peloton_desktop.games.coup_de_bordure import palette as cdb_palette
from peloton_desktop.printing.document import Document
from peloton_desktop.settings import Settings
from peloton_desktop.ui.pieces.table_text import TableText
from peloton_desktop.ui.shell import appearance
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession


@pytest.fixture
def light_again():
    yield
    appearance.apply("system")  # as the other tests found it
    assert not palette.is_dark()


def window_is_dark() -> bool:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


def test_the_settings_switch_windows_and_tables_at_once(qtbot, english, light_again) -> None:
    seats = [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]
    setup = registry.load_game("coup_de_bordure").default_setup(2)
    session = GameSession.new("coup_de_bordure", setup, 3, seats)
    page = GamePage(session, registry.get("coup_de_bordure"), handover_enabled=False)
    qtbot.addWidget(page)
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    appearance.apply("light")
    scene = page.view.scene
    assert scene.backgroundBrush().color().name() == cdb_palette.TABLE.light.lower()

    def dark(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.appearance.setCurrentIndex(dialog.appearance.findData("dark"))
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    answer_dialog(dark)
    window.edit_settings()
    assert json.loads(paths.settings_file().read_text())["appearance"] == "dark"
    assert palette.is_dark() and window_is_dark()
    assert scene.backgroundBrush().color().name() == cdb_palette.TABLE.dark.lower()
    texts = [i for i in scene.items() if isinstance(i, TableText)]
    assert texts
    page.view.board.viewport().grab()  # paints them: each takes the scheme's ink
    assert {t.brush().color().name() for t in texts} <= {colours.TABLE_INK.dark.lower()}
    appearance.apply("light")
    assert not window_is_dark()
    assert scene.backgroundBrush().color().name() == cdb_palette.TABLE.light.lower()


def test_a_print_is_on_the_light_palette(tmp_path, light_again) -> None:
    seen: list[bool] = []

    class Page(Document):
        def page_count(self) -> int:
            return 1

        def paint_page(self, p: QPainter, page: int) -> None:
            seen.append(palette.is_dark())
            p.fillRect(0, 0, 10, 10, palette.qcolor(colours.TABLE_INK))

    appearance.apply("dark")
    assert palette.is_dark()
    Page().write_pdf(tmp_path / "page.pdf")
    assert seen == [False] and palette.is_dark()
