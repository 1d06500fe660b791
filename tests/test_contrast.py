"""High contrast and text size (issue 47, "Seeing it"; docs/design.md "One theme"):
the colours a low-vision player reads in high contrast, the setting's round trip
through the settings file, and the dialog that switches both at once."""

from __future__ import annotations

import json

import pytest
from dialogs import answer_dialog
from games import GAMES
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton
from test_palette import contrast, game_palette

from peloton_desktop import colours, paths
from peloton_desktop.colours import Shade
from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.draw import palette, textbox
from peloton_desktop.draw.seat import contrast_ink
from peloton_desktop.settings import Settings, load_settings, save_settings
from peloton_desktop.ui.dialogs.settings_dialog import SettingsDialog
from peloton_desktop.ui.pieces.table_text import TableText
from peloton_desktop.ui.shell import appearance, text_size
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.session import GameSession


@pytest.fixture
def plain_again():
    yield
    appearance.apply("system")  # as the other tests found it
    text_size.apply(100)
    assert not palette.is_dark() and textbox.text_scale() == 1.0
    assert QApplication.instance().styleSheet() == ""  # type: ignore[union-attr]


@pytest.mark.parametrize("game", GAMES)
def test_high_contrast_tables_are_black_with_white_words(game: str) -> None:
    cloth = game_palette(game).TABLE.in_mode("contrast")
    assert cloth == "#000000"
    for ink in (colours.TABLE_INK, colours.TABLE_MUTED, colours.TABLE_ACCENT):
        assert contrast(ink.in_mode("contrast"), cloth) >= 7.0, (game, ink)
    # the keyboard's focus ring: its outer line on the cloth, its inner one on a piece
    assert contrast(colours.KEY_FOCUS.in_mode("contrast"), cloth) >= 4.5
    assert contrast(colours.KEY_FOCUS_INNER.in_mode("contrast"), colours.PAPER.light) >= 4.5


def test_a_seats_letter_reads_on_its_colour_in_high_contrast() -> None:
    with palette.scheme("contrast"):
        low = [
            f"{seat} with {ink}"
            for seat in colours.SEAT_COLOURS
            if contrast(seat, ink := contrast_ink(seat).name().upper()) < 4.5
        ]
    assert low == []
    with palette.scheme(False):  # the light table keeps its letters (orange: white)
        assert contrast_ink(colours.SEAT_ORANGE).name() == colours.INK_ON_DARK.light.lower()


def test_outlines_are_thicker_in_high_contrast_only() -> None:
    with palette.scheme("contrast"):
        assert palette.stroke(1.5) == 3.0 and palette.stroke(4) == 6.0
    with palette.scheme(True):
        assert palette.stroke(1.5) == 1.5
    assert palette.stroke(1.5) == 1.5  # printing runs on paper(): the same


def test_the_setting_round_trips_and_an_old_file_still_loads() -> None:
    save_settings(Settings(appearance="contrast", text_size=150))
    assert (load_settings().appearance, load_settings().text_size) == ("contrast", 150)
    old = {"version": 1, "language": "fr", "appearance": "dark", "handover_screen": False}
    paths.settings_file().write_text(json.dumps(old), encoding="utf-8")
    loaded = load_settings()
    assert (loaded.language, loaded.appearance, loaded.text_size) == ("fr", "dark", 100)
    assert not loaded.handover_screen  # the file was read, not replaced by defaults


def test_a_hand_edited_size_shows_as_the_nearest_offered(qtbot, english) -> None:
    dialog = SettingsDialog(Settings(text_size=130))
    qtbot.addWidget(dialog)
    assert dialog.text_size.currentData() == 125
    assert dialog.text_size.currentText() == "125%"


def test_the_dialog_switches_contrast_and_text_size_at_once(qtbot, english, plain_again) -> None:
    seats = [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]
    session = GameSession.new(
        "coup_de_bordure", registry.load_game("coup_de_bordure").default_setup(2), 3, seats
    )
    window = MainWindow(Settings(language="en", handover_screen=False))
    qtbot.addWidget(window)
    window.show()
    window.show_session(session)
    view = window.page.view
    texts = [i for i in view.scene.items() if isinstance(i, TableText) and i.base_px]
    before = {id(t): t.font().pixelSize() for t in texts}
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    points = app.font().pointSizeF()

    def choose(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.appearance.setCurrentIndex(dialog.appearance.findData("contrast"))
        dialog.text_size.setCurrentIndex(dialog.text_size.findData(150))
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    answer_dialog(choose)
    window.edit_settings()
    saved = json.loads(paths.settings_file().read_text())
    assert (saved["appearance"], saved["text_size"]) == ("contrast", 150)
    assert palette.is_contrast()
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#000000"
    assert app.palette().color(QPalette.ColorRole.WindowText).name() == "#ffffff"
    assert view.scene.backgroundBrush().color().name() == "#000000"
    assert app.font().pointSizeF() == pytest.approx(points * 1.5)
    # the table is laid out again at the new size: its labels grow (issue 47)...
    now = [i for i in view.scene.items() if isinstance(i, TableText) and i.base_px]
    grew = sorted(round(px * 1.5) for px in before.values())
    assert texts and sorted(t.font().pixelSize() for t in now) == grew
    # ...a label its view gives room to grows, and words fitted to a width start larger
    grown = TableText("Tour 4")
    grown.grows = True
    grown.setFont(textbox.font_px(14, True))
    assert grown.font().pixelSize() == 21
    assert textbox.fitted("Tour", 14, 500) == ("Tour", 21, True)
    text_size.apply(125)
    grown.rescale()
    assert grown.font().pixelSize() == round(14 * 1.25)
    panel = window.page.view.decision
    assert panel is not None  # the widgets take the app's font as its change is posted
    qtbot.waitUntil(lambda: panel.detail.font().pointSizeF() == pytest.approx(points * 1.25))
    assert panel.prompt.font().pointSizeF() == pytest.approx(points * 1.15 * 1.25)  # a title
    button = window.page.findChild(QPushButton)  # framed by high contrast's style sheet
    assert button is not None and button.font().pointSizeF() == pytest.approx(points * 1.25)
    assert "QPushButton" in app.styleSheet()


def fills_on_the_cloth(game: str) -> list[tuple[str, Shade]]:
    """The coloured pieces of a game's table that lie straight on its cloth: terrains,
    sides, cards (each with its letter; the colour still has to stand out)."""
    p = game_palette(game)
    found: list[tuple[str, Shade]] = []
    for name in ("TERRAIN", "SIDES", "CARDS"):
        group = getattr(p, name, {})
        items = group.items() if isinstance(group, dict) else enumerate(group)
        found += [(f"{name}[{key}]", shade) for key, shade in items]
    return found


@pytest.mark.parametrize("game", GAMES)
def test_fills_stand_out_from_the_black_cloth(game: str) -> None:
    """WCAG 1.4.11: a shape a player must see, 3:1 against what lies next to it."""
    cloth = game_palette(game).TABLE.in_mode("contrast")
    low = [
        f"{name} {fill} = {contrast(fill, cloth):.2f}"
        for name, shade in fills_on_the_cloth(game)
        if contrast(fill := shade.in_mode("contrast"), cloth) < 3.0
    ]
    assert low == []
