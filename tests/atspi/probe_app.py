"""The app under the screen reader's eyes (run by tests/atspi/run_probe.py under a real
X server and a session bus): each step of argv[2] (`language:game,…`) opens that game's
table held by Ana, bots at the other seats, and writes `ready-<k>` when Ana's table
waits for her (her secrets on screen); on `swap-<k>` it redeals what Ana cannot see
(the game's determinize of her observation), redraws, and writes `swapped-<k>`: what
a screen reader reads must not change; on `next-<k>` it closes that table. One launch
for every game: the suite stays fast."""

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

COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")


def open_table(game: str) -> GamePage:
    entry = registry.get(game)
    n = min(max(3, entry.min_players), entry.max_players)
    seats = [SeatInfo(name="Ana", colour=COLOURS[0])] + [
        SeatInfo(name=f"Bot {i}", colour=COLOURS[i], kind="bot", bot="random") for i in range(1, n)
    ]
    setup = registry.load_game(game).default_setup(n)
    session = GameSession.new(game, setup, 7, seats)
    page = GamePage(session, entry, animation_speed=0)
    page.resize(1366, 768)
    page.show()
    session.schedule_bots()
    return page


def main() -> None:
    folder = Path(sys.argv[1])
    steps = [tuple(s.split(":")) for s in sys.argv[2].split(",")]
    app = QApplication(sys.argv[:1])
    app.setApplicationName("peloton-a11y-probe")
    state = {"k": -1, "ready": False, "swapped": False}
    pages: list[GamePage] = []

    def step() -> None:
        k = state["k"] = int(state["k"]) + 1
        state["ready"] = state["swapped"] = False
        for page in pages:
            page.session.close()
            page.close()
            page.deleteLater()
        pages.clear()
        if k >= len(steps):
            app.quit()
            return
        language, game = steps[k]
        manager.apply(language)
        pages.append(open_table(game))

    def tick() -> None:
        if not pages:
            return
        page, k = pages[0], state["k"]
        session = page.session
        if page.stack.currentWidget() is page.handover:
            page.handover.button.click()
            return
        ours = session.is_human(0) and 0 in session.to_move()
        if not state["ready"] and ours and page.viewer == 0:
            page.keys.place_focus()
            (folder / f"ready-{k}").write_text("ok")
            state["ready"] = True
        if state["ready"] and not state["swapped"] and (folder / f"swap-{k}").exists():
            game = session.game
            session.state = game.determinize(game.observe(session.state, 0), 0, Rng(3))
            page.view.refresh()
            page.view.board.gather()
            page.view.board.say()
            (folder / f"swapped-{k}").write_text("ok")
            state["swapped"] = True
        if (folder / f"next-{k}").exists():
            step()
        if (folder / "quit").exists():
            app.quit()

    step()
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    app.exec()


if __name__ == "__main__":
    main()
