"""`--self-test`: the frozen app proves it can open its windows and play each game.

Runs offscreen, opens the main window, switches language both ways, opens the
settings dialog, and plays a short bot-only game of every available game through
its scene. Exit 0 when all of that worked, 1 otherwise (with the reason).
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo


def run_self_test(language: str | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="peloton-selftest-")
    os.environ["PELOTON_DESKTOP_HOME"] = home  # never touch the user's profile
    from peloton_desktop.ui.app import create_main_window, make_application
    from peloton_desktop.ui.i18n import manager as languages
    from peloton_desktop.ui.session import GameSession
    from peloton_desktop.ui.settings_dialog import SettingsDialog

    app = make_application()
    try:
        window = create_main_window(language)
        window.show()
        app.processEvents()
        for code in ("fr", "en"):
            if not languages.apply(code):
                raise RuntimeError(f"translations for {code} did not load")
            qt_context, qt_text = "QFileDialog", "Look in:"  # Qt's own catalogue, not ours
            if code == "fr" and QCoreApplication.translate(qt_context, qt_text) == qt_text:
                raise RuntimeError("Qt's own translations (qtbase_fr) did not load")
            app.processEvents()
        SettingsDialog(window.settings, window).close()
        checked = []
        for entry in registry.entries():
            if not entry.playable:
                continue
            game = entry.create()
            n = game.min_players
            seats = [SeatInfo(name=f"Bot {i + 1}", kind="bot", bot="random") for i in range(n)]
            session = GameSession.new(entry.id, game.default_setup(n), 1, seats)
            window.show_session(session)
            session.bot_delay_ms = 0  # the pause that lets players follow bots: not here
            _wait_until(lambda s=session: s.is_over() or len(s.record.actions) >= 30, 20_000)
            window.leave_game()
            checked.append(entry.id)
        window.close()
        app.processEvents()
        print(f"self-test ok: main window, languages, settings; games: {checked or 'none'}")
        return 0
    except Exception:
        traceback.print_exc(file=sys.stderr)
        print("self-test FAILED", file=sys.stderr)
        return 1


def _wait_until(condition, timeout_ms: int) -> None:  # type: ignore[no-untyped-def]
    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(lambda: loop.quit() if condition() else None)
    timer.start(20)
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    timer.stop()
