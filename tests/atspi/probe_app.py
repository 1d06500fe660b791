"""The app under the screen reader's eyes (run by tests/atspi/run_probe.py under a real
X server and a session bus): a Tape l'étape table held by Ana, bots at the other
seats. It writes `ready` when Ana's table waits for her; on `swap` it redeals what Ana
cannot see (the game's determinize of her observation), redraws, and writes `swapped`:
what a screen reader reads must not change."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.rng import Rng
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "tape_l_etape"


def main() -> None:
    folder = Path(sys.argv[1])
    app = QApplication(sys.argv[:1])
    app.setApplicationName("peloton-a11y-probe")
    manager.apply(sys.argv[2] if len(sys.argv) > 2 else "en")
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Bob", colour="#D55E00", kind="bot", bot="random"),
        SeatInfo(name="Cleo", colour="#009E73", kind="bot", bot="random"),
    ]
    setup = registry.load_game(GAME).default_setup(3)
    session = GameSession.new(GAME, setup, 7, seats)
    page = GamePage(session, registry.get(GAME), animation_speed=0)
    page.resize(1366, 768)
    page.show()
    session.schedule_bots()
    state = {"ready": False, "swapped": False}

    def tick() -> None:
        if page.stack.currentWidget() is page.handover:
            page.handover.button.click()
            return
        ours = session.is_human(0) and 0 in session.to_move()
        if not state["ready"] and ours and page.viewer == 0:
            page.keys.place_focus()
            (folder / "ready").write_text("ok")
            state["ready"] = True
        if state["ready"] and not state["swapped"] and (folder / "swap").exists():
            game = session.game
            session.state = game.determinize(game.observe(session.state, 0), 0, Rng(3))
            page.view.refresh()
            page.view.board.gather()
            page.view.board.say()
            (folder / "swapped").write_text("ok")
            state["swapped"] = True
        if (folder / "quit").exists():
            app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    app.exec()


if __name__ == "__main__":
    main()
