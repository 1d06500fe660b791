"""French details found by trying the app: Qt's own dialogs, default player names and
team tabs that follow what is typed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from peloton_desktop.core import registry
from peloton_desktop.settings import Settings
from peloton_desktop.ui.dialogs.new_game_dialog import NewGameDialog


def test_qt_dialogs_speak_french(qapp, english) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply("fr")
    tr = QCoreApplication.translate
    assert tr("QFileDialog", "Look in:") != "Look in:"
    assert tr("QFileDialog", "Files of type:") != "Files of type:"


def test_the_secret_team_step_names_its_player(qtbot, english) -> None:
    """Coup de bordure's teams are planned by each player in turn, behind the
    hand-over: the step names the player, in the language of the moment."""
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.ui.shell.i18n import manager
    from peloton_desktop.ui.table.private_setup import PrivateSetupDialog

    entry = registry.get("coup_de_bordure")
    dialog = NewGameDialog(entry, Settings(language="en"))
    qtbot.addWidget(dialog)
    from peloton_desktop.ui.table.game_table import table_of

    editor = table_of(entry).private_setup(dialog.setup(), 1)  # type: ignore[misc]
    step = PrivateSetupDialog(1, SeatInfo(name="Ana"), editor, True, None)
    qtbot.addWidget(step)
    assert step.handover.message.text() == "Pass to Ana"
    manager.apply("fr")
    assert step.handover.message.text() == "Passez à Ana"


def test_default_player_names_follow_the_language(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 26: a game started in English shows 'Joueur 2' in French, and back."""
    from peloton_desktop.ui.pieces.text import shown_name
    from peloton_desktop.ui.shell.i18n import manager

    try:
        manager.apply("fr")
        assert shown_name("Player 2") == "Joueur 2"
        assert shown_name("Ana") == "Ana" and shown_name("Player two") == "Player two"
        manager.apply("en")
        assert shown_name("Joueur 3") == "Player 3"
    finally:
        manager.apply("en")
