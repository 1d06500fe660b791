"""The main window as a user sees it: start page, menus, language, settings, resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from dialogs import answer_dialog, listed
from games import players_text
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit, QMessageBox, QPushButton

from peloton_desktop import __version__, paths
from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.about import about_text
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.session import GameSession


@pytest.fixture
def window(qtbot, english) -> MainWindow:
    w = MainWindow(Settings(language="en"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_start_page_shows_every_registered_game(dice_race: str, qtbot, english) -> None:
    """A card per registered game, in the registry's order: the test game's too."""
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    cards = window.start.cards
    entries = registry.entries()
    assert [c.title.text() for c in cards] == [e.title for e in entries]
    assert dice_race in [c.entry.id for c in cards]
    for card, entry in zip(cards, entries, strict=True):  # every game is playable
        assert card.play.isVisible() and not card.unavailable.isVisible()
        assert card.play.text() == "New game…"
        assert not card.picture.pixmap().isNull()
        if entry.art is not None:  # its data's art.svg is drawn (the test game has none)
            image = card.picture.pixmap().toImage()
            w, h = image.width(), image.height()
            assert any(image.pixelColor(x, h // 2).alpha() for x in range(0, w, 4)), entry.id
        assert card.pitch.text()
        assert card.players.text() == players_text(entry.min_players, entry.max_players)
    assert len(window.new_actions) == len(cards)  # a New game action for each
    assert all(action.isEnabled() for action in window.new_actions.values())
    assert not window.save_action.isEnabled() and window.library_action.isEnabled()


def test_language_switches_at_once_and_is_remembered(window: MainWindow, user_home) -> None:
    window.language_actions["fr"].trigger()
    assert window.game_menu.title() == "&Partie"
    assert window.start.cards[0].players.text() == "2 à 4 joueurs"
    assert window.start.cards[2].unavailable.text() == "Pas disponible dans cette version"
    assert window.start.cards[0].play.text() == "Nouvelle partie…"
    assert "sillage" in window.start.cards[0].pitch.text()
    assert json.loads(paths.settings_file().read_text())["language"] == "fr"
    window.language_actions["en"].trigger()
    assert window.game_menu.title() == "&Game"
    assert window.start.recent_title.text() == "Resume a game"


def test_settings_dialog_saves_names_language_and_handover(qtbot, window: MainWindow) -> None:
    def fill(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.findChild(QLineEdit, "playerName0").setText("Rouge")
        dialog.language.setCurrentIndex(dialog.language.findData("fr"))
        dialog.handover.setChecked(False)
        dialog.speed.setValue(0)
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    answer_dialog(fill)
    window.edit_settings()
    saved = json.loads(paths.settings_file().read_text())
    assert saved["players"][0]["name"] == "Rouge"
    assert saved["language"] == "fr" and saved["handover_screen"] is False
    assert saved["animation_speed"] == 0.0
    assert window.settings_menu.title() == "&Réglages"
    manager.apply("en")


def test_about_names_the_version() -> None:
    assert __version__ in about_text() and "Roue de Vitesse" in about_text()


def test_broken_file_gets_a_message_and_nothing_changes(window: MainWindow, tmp_path: Path):
    warnings: list[str] = []
    window.warn = warnings.append  # type: ignore[method-assign]
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00garbage")
    assert not window.open_game(str(bad))
    assert warnings == ["The file bad.json is not a text file (binary content)."]
    assert window.stack.currentWidget() is window.start


def test_recent_games_list_autosaves_and_set_broken_ones_aside(
    qtbot, window: MainWindow, dice_race: str
) -> None:
    session = GameSession.new(
        dice_race, {"players": 2}, 3, [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    )
    session.play(0, ("effort", 1))
    QApplication.processEvents()  # written once the table is idle
    (paths.autosave_dir() / "broken.json").write_text("{oops")
    said: list[str] = []
    window.warn = said.append  # type: ignore[method-assign]
    listed(qtbot, window.start)
    texts = [window.start.recent.item(i).text() for i in range(window.start.recent.count())]
    assert any(t.startswith("Dice race (test) — Ana, Bo") and t.endswith("· 1 move") for t in texts)
    # a broken autosave is not listed: it is set aside, with its reason, and said once
    assert len(texts) == 1
    assert (paths.autosave_dir() / "quarantine" / "broken.json").exists()
    assert len(said) == 1 and "broken.json is not valid JSON" in said[0]


def test_resume_button_reopens_the_game(qtbot, window: MainWindow, dice_race: str) -> None:
    session = GameSession.new(
        dice_race, {"players": 2}, 3, [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    )
    session.play(0, ("effort", 2))
    listed(qtbot, window.start)
    window.start.recent.setCurrentRow(0)
    qtbot.mouseClick(window.start.resume, Qt.MouseButton.LeftButton)
    assert window.page is not None and window.stack.currentWidget() is window.page
    assert window.page.session.record.actions[0].action == ["effort", 2]
    # a reopened game starts behind the hand-over; what was played before stays played
    assert window.page.stack.currentWidget() is window.page.handover
    qtbot.mouseClick(window.page.handover.button, Qt.MouseButton.LeftButton)
    assert not window.undo_action.isEnabled()
    # issue 43: Leave asks first; Cancel keeps the game on the table
    answer_dialog(lambda box: box.button(QMessageBox.StandardButton.Cancel).click())
    qtbot.mouseClick(window.page.leave_button, Qt.MouseButton.LeftButton)
    assert window.page is not None and window.stack.currentWidget() is window.page
    answer_dialog(lambda box: box.findChild(QPushButton, "confirmYes").click())
    qtbot.mouseClick(window.page.leave_button, Qt.MouseButton.LeftButton)
    assert window.page is None and window.stack.currentWidget() is window.start


def test_unavailable_game_in_a_save_is_explained(
    window: MainWindow, dice_race: str, monkeypatch
) -> None:
    import dataclasses

    from peloton_desktop.core import registry

    # every game has its table now: a game without one is made up for the test
    entry = registry.get("roue_de_vitesse")
    monkeypatch.setitem(registry._entries, entry.id, dataclasses.replace(entry, table=None))
    session = GameSession.new(
        dice_race, {"players": 2}, 3, [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    )
    data = json.loads(session.autosave_path.read_text())
    data["game"] = data["ruleset"]["game"] = "roue_de_vitesse"
    session.autosave_path.write_text(json.dumps(data))
    warnings: list[str] = []
    window.warn = warnings.append  # type: ignore[method-assign]
    assert not window.open_game(str(session.autosave_path))
    name = session.autosave_path.name
    assert warnings == [f"{name}: The game “roue_de_vitesse” is not available in this version."]


def test_new_game_buttons_start_a_game(qtbot, dice_race: str, window: MainWindow) -> None:
    """With a playable game registered, the card and the dialog start it."""
    w = window
    card = w.start.cards[-1]
    assert card.entry.id == dice_race and card.play.isVisible()

    def accept(dialog) -> None:  # type: ignore[no-untyped-def]
        assert dialog.findChild(QPushButton) is not None
        dialog.findChild(QLineEdit, "seatName0").setText("Ana")
        dialog.findChild(QLineEdit, "seed").setText("12")
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    answer_dialog(accept)
    qtbot.mouseClick(card.play, Qt.MouseButton.LeftButton)
    assert w.page is not None
    assert w.page.session.record.seed == 12
    assert [s.kind for s in w.page.session.seats] == ["human", "bot"]
    assert w.page.session.seats[0].name == "Ana"
    w.leave_game()


def test_resume_list_entries_tell_games_apart_and_can_be_removed(
    qtbot, window: MainWindow, dice_race: str, tmp_path: Path, monkeypatch
) -> None:
    """Each entry says when, how far and (for a saved file) which file; an autosave is
    moved to the trash after a yes, a saved file only leaves the list (issue 26)."""
    from PySide6.QtWidgets import QMessageBox

    first = GameSession.new(dice_race, {"players": 2}, 3, [SeatInfo(name="Ana"), SeatInfo()])
    first.play(0, ("effort", 1))
    QApplication.processEvents()  # written once the table is idle
    second = GameSession.new(dice_race, {"players": 2}, 4, [SeatInfo(name="Ana"), SeatInfo()])
    saved = tmp_path / "derby.json"
    assert second.save_as(saved)
    window.settings.add_recent(str(saved))
    listed(qtbot, window.start)
    texts = [window.start.recent.item(i).text() for i in range(window.start.recent.count())]
    assert any(t.endswith("· 1 move") for t in texts)
    assert any(t.endswith("· derby.json") for t in texts)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    rows = {window.start.recent.item(i).text(): i for i in range(window.start.recent.count())}
    derby = next(i for t, i in rows.items() if "derby.json" in t)
    window.start.recent.setCurrentRow(derby)
    qtbot.mouseClick(window.start.remove, Qt.MouseButton.LeftButton)
    assert saved.exists() and str(saved) not in window.settings.recent_files
    before = window.start.recent.count()
    texts = [window.start.recent.item(i).text() for i in range(before)]
    window.start.recent.setCurrentRow(next(i for i, t in enumerate(texts) if t.endswith("move")))
    qtbot.mouseClick(window.start.remove, Qt.MouseButton.LeftButton)
    assert not first.autosave_path.exists()  # in the trash (or removed where there is none)
    assert window.start.recent.count() == before - 1


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_start_page_fits_the_default_window_without_scrolling(qtbot, language: str) -> None:
    """At the window's first size (1200×720, under a 1366×768 screen) every game's card
    shows its buttons without scrolling, in both languages."""
    from PySide6.QtWidgets import QScrollArea

    manager.apply(language)
    try:
        w = MainWindow(Settings(language=language))
        qtbot.addWidget(w)
        w.resize(1200, 720)
        w.show()
        qtbot.waitExposed(w)
        (scroll,) = [a for a in w.start.findChildren(QScrollArea) if a.isVisible()]
        assert scroll.verticalScrollBar().maximum() == 0
        for card in w.start.cards:
            assert card.play.visibleRegion().boundingRect().height() == card.play.height()
    finally:
        manager.apply("en")
