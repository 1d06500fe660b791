"""The dialogs fit a 1366×768 laptop in both languages (issue 26): every label, button,
check box and combo box shows its whole text, nothing lies outside the dialog, and the
dialog itself fits the screen."""

from __future__ import annotations

import pytest
from games import STAGE_RACES, TRACK_GAMES
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QLabel,
    QRadioButton,
    QScrollArea,
    QToolButton,
    QWidget,
)

from peloton_desktop.core import registry
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.i18n import manager

SCREEN = (1366, 740)  # the laptop's screen less a panel


def clipped(dialog: QDialog) -> list[str]:
    found = []
    if dialog.width() > SCREEN[0] or dialog.height() > SCREEN[1]:
        found.append(f"the dialog is {dialog.width()}×{dialog.height()}")
    for w in dialog.findChildren(QWidget):
        if not w.isVisibleTo(dialog) or w.width() <= 1:
            continue
        text, room = "", w.contentsRect().width()
        if isinstance(w, QLabel) and not w.wordWrap() and w.text() and not w.pixmap():
            text = w.text()
        elif isinstance(w, QCheckBox | QRadioButton):
            text, room = w.text(), room - 24  # the box or the circle
        elif isinstance(w, QToolButton) and (
            w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly and not w.icon().isNull()
        ):
            continue  # an icon, its words in the tooltip
        elif isinstance(w, QAbstractButton) and w.text():
            text, room = w.text(), room - 8
        elif isinstance(w, QComboBox) and w.currentText():
            text, room = w.currentText(), room - 28  # the arrow
            if not w.iconSize().isEmpty() and w.itemIcon(w.currentIndex()).isNull() is False:
                room -= w.iconSize().width() + 4
        if not text or "<" in text:  # rich text wraps by itself
            continue
        text = text.replace("&", "")
        needed = w.fontMetrics().horizontalAdvance(text)
        if needed > room + 1:
            found.append(
                f"{type(w).__name__} {w.objectName()!r}: “{text}” needs {needed} px, has {room}"
            )
        shown = w.visibleRegion().boundingRect()
        if not shown.isEmpty() and shown.width() < min(w.width(), needed) - 2:
            found.append(f"{type(w).__name__} {w.objectName()!r}: “{text}” is cut by its frame")
        corner = w.mapTo(dialog, w.rect().bottomRight())
        scrolled = _in_scroll_area(w, dialog)  # below the fold is fine: it scrolls
        if corner.x() > dialog.width() + 1 or (corner.y() > dialog.height() + 1 and not scrolled):
            found.append(f"{type(w).__name__} {w.objectName()!r} lies outside the dialog")
    return found


def _in_scroll_area(w: QWidget, top: QWidget) -> bool:
    parent = w.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def show(qtbot, dialog: QDialog) -> QDialog:  # type: ignore[no-untyped-def]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.adjustSize()
    return dialog


@pytest.fixture(params=["en", "fr"])
def language(request, qapp):  # type: ignore[no-untyped-def]
    manager.apply(request.param)
    yield request.param
    manager.apply("en")


@pytest.mark.parametrize("game", [e.id for e in registry.entries()])
def test_new_game_dialog_fits(qtbot, language: str, game: str) -> None:
    from peloton_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    entry = registry.get(game)
    dialog = show(qtbot, NewGameDialog(entry, Settings(language=language)))  # type: ignore[arg-type]
    dialog.count.setValue(entry.max_players)  # type: ignore[attr-defined]
    dialog.adjustSize()
    assert clipped(dialog) == []


def test_settings_dialog_fits(qtbot, language: str) -> None:
    from peloton_desktop.ui.dialogs.settings_dialog import SettingsDialog

    assert clipped(show(qtbot, SettingsDialog(Settings(language=language)))) == []


@pytest.mark.parametrize("game", [e.id for e in registry.entries()])
def test_ruleset_editor_fits(qtbot, language: str, game: str) -> None:
    from peloton_desktop.ui.dialogs.ruleset_editor import RulesetEditor

    assert clipped(show(qtbot, RulesetEditor(registry.entries(), game))) == []


def test_secret_team_step_fits(qtbot, language: str) -> None:
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.ui.table.game_table import table_of
    from peloton_desktop.ui.table.private_setup import PrivateSetupDialog

    entry = registry.get("coup_de_bordure")
    setup = entry.create().default_setup(4)
    editor = table_of(entry).private_setup(setup, 3)  # type: ignore[misc]
    dialog = PrivateSetupDialog(3, SeatInfo(name="Dana"), editor, False, None)
    assert clipped(show(qtbot, dialog)) == []


@pytest.mark.parametrize("orientation", [True, False])
def test_pdf_paper_dialog_fits(qtbot, language: str, orientation: bool) -> None:
    from peloton_desktop.ui.printing.pdf_notice import PaperDialog

    assert clipped(show(qtbot, PaperDialog(None, orientation))) == []


def test_print_preview_fits(qtbot, language: str) -> None:
    """The print preview of a course sheet: our title and Qt's own tool bar."""
    import json
    from pathlib import Path

    from peloton_desktop.courses.kinds import parse_course_data
    from peloton_desktop.printing.sheets import course_sheet
    from peloton_desktop.ui.printing import print_document

    parent = QWidget()
    qtbot.addWidget(parent)
    base = Path(__file__).resolve().parent.parent / "resources" / "games" / "cyclistes" / "courses"
    data = json.loads((base / "etape_des_cols.json").read_text(encoding="utf-8"))
    draft = parse_course_data(data, "etape_des_cols")
    dialog = print_document.preview(
        parent, lambda paper, landscape: course_sheet(draft, paper, landscape)
    )
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    assert clipped(dialog) == []
    assert language == "en" or "Aperçu" in dialog.windowTitle()
    dialog.close()


def test_phones_dialog_fits(qtbot, language: str) -> None:
    """Game › Phones… with six seats, two of them showing their codes."""
    from phones_helpers import phone_page

    from peloton_desktop.ui.phones.phones_dialog import PhonesDialog

    page = phone_page(qtbot, "tape_l_etape", [0, 3], players=6)
    dialog = show(qtbot, PhonesDialog(page.phones, page))
    dialog.resize(900, 640)
    assert clipped(dialog) == []


@pytest.mark.parametrize("game", [g for g in STAGE_RACES if g in TRACK_GAMES])
def test_new_game_dialog_fits_a_stage_race(qtbot, language: str, game: str) -> None:
    """Issue 43: in stage-race mode the race's form is whole: no button cut at the
    right of its scroll area (it read "Dow…"), nothing left outside the dialog."""
    from PySide6.QtWidgets import QPushButton, QRadioButton

    from peloton_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    entry = registry.get(game)
    dialog = show(qtbot, NewGameDialog(entry, Settings(language=language)))  # type: ignore[arg-type]
    dialog.count.setValue(entry.max_players)  # type: ignore[attr-defined]
    dialog.findChild(QRadioButton, "stageRace").setChecked(True)
    dialog.adjustSize()
    assert clipped(dialog) == []
    scroll = dialog.findChild(QScrollArea, "optionsScroll")
    port = scroll.viewport()
    for name in ("addStage", "removeStage", "stageUp", "stageDown"):
        button = dialog.findChild(QPushButton, name)
        right = button.mapTo(port, button.rect().topRight()).x()
        assert right <= port.width(), name
        assert button.fontMetrics().horizontalAdvance(button.text()) <= button.width() - 8
    # every stage's course whole (it wraps, never "…"), the longest name among them
    from PySide6.QtWidgets import QComboBox, QListWidget

    courses = dialog.findChild(QComboBox, "course")
    longest = max(range(courses.count()), key=lambda i: len(courses.itemText(i)))
    courses.setCurrentIndex(longest)
    dialog.findChild(QPushButton, "addStage").click()
    stages = dialog.findChild(QListWidget, "stages")
    assert stages.item(stages.count() - 1).text().startswith(courses.itemText(longest))
    metrics = stages.fontMetrics()
    for i in range(stages.count()):
        item = stages.item(i)
        room = stages.visualItemRect(item)
        flags = int(Qt.TextFlag.TextWordWrap)
        need = metrics.boundingRect(0, 0, room.width() - 8, 1000, flags, item.text())
        assert need.height() <= room.height() and need.width() <= room.width(), item.text()


def test_the_course_editor_fits(qtbot, language: str) -> None:
    """Issue 43: the course editor opens inside 1366×768 with its title bar, and
    its own layout never asks for more."""
    from PySide6.QtCore import QSize

    from peloton_desktop.courses.kinds import KINDS
    from peloton_desktop.ui.course_editor.window import CourseEditor
    from peloton_desktop.ui.shell import window_memory

    editor = CourseEditor(KINDS["cyclistes"].new_draft("fit_test", "Fit test"))
    qtbot.addWidget(editor)
    frame = window_memory.FRAME
    room = QSize(1366, 768).shrunkBy(frame)
    need = editor.minimumSizeHint()
    assert need.width() <= room.width() and need.height() <= room.height()
    editor.stack.setClean()
