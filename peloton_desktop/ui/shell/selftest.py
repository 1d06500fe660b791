"""`--self-test`: the frozen app proves it can open its windows and play each game.

Runs offscreen, opens the main window, switches language both ways, opens the
settings dialog, and plays a short bot-only game of every available game through
its scene. Exit 0 when all of that worked, 1 otherwise (with the reason).
"""

from __future__ import annotations

import faulthandler
import gc
import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.draw.tr import translate

if TYPE_CHECKING:
    from peloton_desktop.ui.shell.main_window import MainWindow
    from peloton_desktop.ui.table.session import GameSession


def run_self_test(language: str | None = None) -> int:
    faulthandler.enable()  # a crash in Qt's code says where (the self-test is a diagnosis)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="peloton-selftest-")
    os.environ["PELOTON_DESKTOP_HOME"] = home  # never touch the user's profile
    from peloton_desktop.ui.dialogs.settings_dialog import SettingsDialog
    from peloton_desktop.ui.shell.app import create_main_window, make_application
    from peloton_desktop.ui.shell.i18n import manager as languages
    from peloton_desktop.ui.table.session import GameSession

    app = make_application()
    try:
        window = create_main_window(language)
        window.show()
        app.processEvents()
        if app.windowIcon().pixmap(64, 64).isNull() or window.windowIcon().pixmap(64).isNull():
            raise RuntimeError("the app's icon did not load")
        for code in ("fr", "en"):
            if not languages.apply(code):
                raise RuntimeError(f"translations for {code} did not load")
            qt_context, qt_text = "QFileDialog", "Look in:"  # Qt's own catalogue, not ours
            if code == "fr" and translate(qt_context, qt_text) == qt_text:
                raise RuntimeError("Qt's own translations (qtbase_fr) did not load")
            app.processEvents()
        SettingsDialog(window.settings, window).close()
        checked: list[str] = []
        for entry in registry.entries():
            if not entry.playable:
                continue
            game = entry.create()
            n = game.min_players
            seats = [SeatInfo(name=f"Bot {i + 1}", kind="bot", bot="random") for i in range(n)]
            session = GameSession.new(entry.id, game.default_setup(n), 1, seats)
            window.show_session(session)
            session.bot_delay_ms = 0  # the pause that lets players follow bots: not here

            def played(s: GameSession = session) -> bool:
                return s.is_over() or len(s.record.actions) >= 30

            _wait_until(played, 20_000)
            if not checked:  # the first game also goes through a saved file
                _open_a_saved_file(window, session, home)
            window.leave_game()
            checked.append(entry.id)
        window.close()
        # The windows go before Python's exit does: a wrapper left for the
        # interpreter's teardown may reach a C++ object Qt has already freed.
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        app.processEvents()
        print(
            "self-test ok: main window, languages, settings, a saved file opened, "
            f"listening for second launches; games: {checked or 'none'}"
        )
        return 0
    except Exception:
        traceback.print_exc(file=sys.stderr)
        print("self-test FAILED", file=sys.stderr)
        return 1


def _wait_until(condition: Callable[[], bool], timeout_ms: int) -> None:
    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(lambda: loop.quit() if condition() else None)
    timer.start(20)
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    timer.stop()


def _open_a_saved_file(window: MainWindow, session: GameSession, home: str) -> None:
    """Save the game as its own file type, open it as a double-click would, and listen
    for second launches as the app does (QtNetwork is in the build)."""
    from pathlib import Path

    from peloton_desktop.core.filetypes import default_name
    from peloton_desktop.ui.shell.file_open import FileOpener
    from peloton_desktop.ui.shell.single_instance import InstanceServer

    path = Path(home) / default_name("self-test", "record")
    if not session.save_as(str(path)):
        raise RuntimeError("the game could not be saved")
    if FileOpener(window).open_path(str(path)) != "record" or window.page is None:
        raise RuntimeError(f"{path.name} did not open")
    server = InstanceServer(window)
    if not server.listen():
        raise RuntimeError("no socket for second launches")
    server.close()
