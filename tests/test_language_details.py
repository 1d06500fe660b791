"""French details found by trying the app: Qt's own dialogs, default player names and
team tabs that follow what is typed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from peloton_desktop.core import registry
from peloton_desktop.settings import Settings
from peloton_desktop.ui.new_game_dialog import NewGameDialog


def test_qt_dialogs_speak_french(qapp, english) -> None:
    from peloton_desktop.ui.i18n import manager

    manager.apply("fr")
    tr = QCoreApplication.translate
    assert tr("QFileDialog", "Look in:") != "Look in:"
    assert tr("QFileDialog", "Files of type:") != "Files of type:"


def test_team_tabs_follow_names_and_language(qtbot, english) -> None:
    from peloton_desktop.ui.i18n import manager

    dialog = NewGameDialog(registry.get("coup_de_bordure"), Settings(language="en"))
    qtbot.addWidget(dialog)
    tabs = dialog.options.tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["Player 1", "Player 2"]
    manager.apply("fr")
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["Joueur 1", "Joueur 2"]
    assert dialog.seat_infos()[0].name == "Joueur 1"
    tabs.setCurrentIndex(1)
    dialog.rows[0][1].setText("Ana")
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["Ana", "Joueur 2"]
    assert tabs.currentIndex() == 1  # typing a name keeps the team being edited
