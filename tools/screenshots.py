"""Render the README screenshots offscreen: python tools/screenshots.py [OUT_DIR [SHOT…]]

SHOT names a subset to render: start, cdb, bs, tle, cyc, rdv, courses (default: all).

Each shot is a real window of the app, drawn with QWidget.grab() on the
offscreen platform, with a throw-away profile. Re-run after visible changes.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PELOTON_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="peloton-shots-")

from peloton_desktop.settings import Settings
from peloton_desktop.ui.dialogs.settings_dialog import SettingsDialog
from peloton_desktop.ui.shell.app import make_application
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(sys.argv[2:]) or {"start", "cdb", "bs", "tle", "cyc", "rdv", "courses"}
    app = make_application()
    window = MainWindow(Settings())
    window.resize(1280, 760)
    window.show()
    if "start" in wanted:
        _start_shots(app, window, out)
    for name, shot in TABLES.items():
        if name in wanted:
            _table_shots(app, window, out, shot)
    if "courses" in wanted:
        _course_shots(app, window, out)
    print(f"saved screenshots in {out}")
    return 0


def _start_shots(app, window: MainWindow, out: Path) -> None:  # type: ignore[no-untyped-def]
    for lang in ("en", "fr"):
        manager.apply(lang)
        app.processEvents()
        window.grab().save(str(out / f"start_{lang}.png"))
        dialog = SettingsDialog(window.settings, window)
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(out / f"settings_{lang}.png"))
        dialog.close()


NAMES = ["Ana", "Bruno", "Chloé", "Dario"]
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#E69F00"]


@dataclass
class TableShot:
    """A game table mid-play: heuristic bots drive every seat (Ana's too) from a fixed
    seed until `stop(session)`; Ana is the human the table is shown to."""

    game_id: str
    file: str
    seed: int
    stop: Callable[[Any], bool]
    players: int = 4
    size: tuple[int, int] = (1366, 768)
    stages: list[str] | None = None


def _cdb_stop(session: Any) -> bool:
    obs = session.observe(None)
    return obs.turn >= 5 and 0 in session.to_move() and obs.step == 0


def _bs_stop(session: Any) -> bool:
    obs = session.observe(None)
    placing = obs.phase == "place" and obs.order[0] == 0
    return obs.round == 2 and obs.turn == 3 and placing


def _tle_stop(session: Any) -> bool:
    state = session.state
    mid_stage = sum(len(h) for h in state.hands) <= 24  # the columns have grown
    ana_lays = state.phase == "play" and session.to_move() == (0,)
    return state.book.stage == 2 and ana_lays and mid_stage


def _cyc_stop(session: Any) -> bool:
    obs = session.observe(None)
    return obs.turn >= 6 and session.to_move() == (0,) and obs.step == "amount"


def _rdv_stop(session: Any) -> bool:
    obs = session.observe(None)
    ana_paces = obs.step == "pace" and session.to_move() == (0,)
    return obs.stage == 2 and obs.turn >= 5 and ana_paces


TABLES = {
    "cdb": TableShot("coup_de_bordure", "cdb_race", 2024, _cdb_stop, size=(1280, 760)),
    "bs": TableShot("border_states", "bs_war", 5, _bs_stop, players=2, size=(1280, 900)),
    "tle": TableShot("tape_l_etape", "tle_race", 11, _tle_stop),
    "cyc": TableShot("cyclistes", "cyc_race", 5, _cyc_stop),
    "rdv": TableShot(
        "roue_de_vitesse",
        "rdv_race",
        5,
        _rdv_stop,
        stages=["etape_de_plaine", "etape_de_montagne"],
    ),
}


def _table_shots(app, window: MainWindow, out: Path, shot: TableShot) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.core.bots import decide, make_bot
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.core.registry import load_game
    from peloton_desktop.ui.table.session import GameSession

    game = load_game(shot.game_id)
    seats = [SeatInfo(name=NAMES[0], colour=COLOURS[0])] + [
        SeatInfo(name=NAMES[i], kind="bot", bot="heuristic", colour=COLOURS[i])
        for i in range(1, shot.players)
    ]
    setup = game.default_setup(shot.players)
    if shot.stages:
        setup = game.validate_setup({**setup, "stages": shot.stages, "courses": None})
    session = GameSession.new(shot.game_id, setup, shot.seed, seats)
    session._bots = {}  # every seat is driven here; nobody thinks in the background
    bots = {s: make_bot(game, "heuristic", s) for s in range(shot.players)}
    while not shot.stop(session):
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
    window.settings.animation_speed = 0
    window.resize(*shot.size)
    window.show_session(session)
    for lang in ("en", "fr"):
        manager.apply(lang)
        app.processEvents()
        window.grab().save(str(out / f"{shot.file}_{lang}.png"))
    window.leave_game()
    window.resize(1280, 760)


def _course_shots(app, window: MainWindow, out: Path) -> None:  # type: ignore[no-untyped-def]
    """The course editor on a bundled stage, the library, and a printed page (via PDF)."""
    import subprocess
    import tempfile

    from peloton_desktop.courses import library
    from peloton_desktop.printing.sheets import course_sheet
    from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog
    from peloton_desktop.ui.course_editor.window import CourseEditor

    draft = library.find("etape_de_montagne").draft
    assert draft is not None
    for lang in ("en", "fr"):
        manager.apply(lang)
        editor = CourseEditor(draft.copy())
        editor.resize(1280, 780)
        editor.show()
        app.processEvents()
        editor.view.fit()
        editor.scene.set_current(12)
        app.processEvents()
        editor.grab().save(str(out / f"editor_{lang}.png"))
        editor.close()
        lib = CourseLibraryDialog()
        lib.show()
        app.processEvents()
        lib.grab().save(str(out / f"library_{lang}.png"))
        lib.close()
    manager.apply("en")
    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "sheet.pdf"
        course_sheet(draft, "a4").write_pdf(pdf)
        for page, name in ((1, "print_cover"), (3, "print_page")):
            subprocess.run(
                [
                    "pdftoppm",
                    "-r",
                    "60",
                    "-png",
                    "-singlefile",
                    "-f",
                    str(page),
                    "-l",
                    str(page),
                    str(pdf),
                    str(out / name),
                ],
                check=True,
            )


if __name__ == "__main__":
    sys.exit(main())
