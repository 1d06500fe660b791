"""Render the README screenshots offscreen: python tools/screenshots.py [OUT_DIR [SHOT…]]

SHOT names a subset to render: start, cdb, bs, tle, cyc, rdv, courses (default: all).

Each shot is a real window of the app, drawn with QWidget.grab() on the
offscreen platform, with a throw-away profile. Re-run after visible changes.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PELOTON_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="peloton-shots-")

from peloton_desktop.settings import Settings
from peloton_desktop.ui.app import make_application
from peloton_desktop.ui.i18n import manager
from peloton_desktop.ui.main_window import MainWindow
from peloton_desktop.ui.settings_dialog import SettingsDialog

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(sys.argv[2:]) or {"start", "cdb", "bs", "tle", "cyc", "rdv", "courses"}
    app = make_application()
    window = MainWindow(Settings())
    window.resize(1280, 760)
    window.show()
    shots = {
        "cdb": _game_shots,
        "bs": _border_states_shots,
        "tle": _tape_l_etape_shots,
        "cyc": _cyclistes_shots,
        "rdv": _roue_de_vitesse_shots,
        "courses": _course_shots,
    }
    if "start" in wanted:
        _start_shots(app, window, out)
    for name, shot in shots.items():
        if name in wanted:
            shot(app, window, out)
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


def _game_shots(app, window: MainWindow, out: Path) -> None:  # type: ignore[no-untyped-def]
    """Coup de bordure mid-race: bots play a fixed game until the human must choose."""
    from peloton_desktop.core.bots import decide, make_bot
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.ui.session import GameSession

    names = ["Ana", "Bruno", "Chloé", "Dario"]
    colours = ["#0072B2", "#D55E00", "#009E73", "#E69F00"]
    seats = [SeatInfo(name=names[0], colour=colours[0])] + [
        SeatInfo(name=names[i], kind="bot", bot="heuristic", colour=colours[i]) for i in (1, 2, 3)
    ]
    game_id = "coup_de_bordure"
    from peloton_desktop.core.registry import load_game

    game = load_game(game_id)
    session = GameSession.new(game_id, game.default_setup(4), 2024, seats)
    bots = {s: make_bot(game, "heuristic", 7 + s) for s in range(4)}
    while True:  # everyone (the human too) plays by the bot until turn 5
        obs = session.observe(None)
        movers = session.to_move()
        if obs["turn"] >= 5 and 0 in movers and obs["step"] == 0:
            break
        seat = movers[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
    window.settings.animation_speed = 0
    window.show_session(session)
    session.close()  # the bots stay still for the picture
    for lang in ("en", "fr"):
        manager.apply(lang)
        app.processEvents()
        window.grab().save(str(out / f"cdb_race_{lang}.png"))
    window.leave_game()


def _border_states_shots(app, window: MainWindow, out: Path) -> None:  # type: ignore[no-untyped-def]
    """Border States in 1862, the Union placing its blocks (bots from a fixed seed)."""
    from peloton_desktop.core.bots import decide, make_bot
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.core.registry import load_game
    from peloton_desktop.ui.session import GameSession

    game = load_game("border_states")
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Bruno", kind="bot", bot="heuristic", colour="#D55E00"),
    ]
    session = GameSession.new("border_states", game.default_setup(2), 5, seats)
    session._bots = {}  # both seats are driven here; nobody thinks in the background
    bots = {s: make_bot(game, "heuristic", s) for s in range(2)}
    while True:
        obs = session.observe(None)
        if (
            obs["round"] == 2
            and obs["turn"] == 3
            and obs["phase"] == "place"
            and (obs["order"][0] == 0)
        ):
            break
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
    window.show_session(session)
    window.resize(1280, 900)
    for lang in ("en", "fr"):
        manager.apply(lang)
        app.processEvents()
        window.grab().save(str(out / f"bs_war_{lang}.png"))
    window.leave_game()
    window.resize(1280, 760)


def _tape_l_etape_shots(app, window: MainWindow, out: Path) -> None:  # type: ignore[no-untyped-def]
    """Tape l'étape, four riders at 1366×768: bots play stage 2 until Ana must lay."""
    from peloton_desktop.core.bots import decide, make_bot
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.core.registry import load_game
    from peloton_desktop.ui.session import GameSession

    game = load_game("tape_l_etape")
    names = ["Ana", "Bruno", "Chloé", "Dario"]
    colours = ["#0072B2", "#D55E00", "#009E73", "#E69F00"]
    seats = [SeatInfo(name=names[0], colour=colours[0])] + [
        SeatInfo(name=names[i], kind="bot", bot="heuristic", colour=colours[i]) for i in (1, 2, 3)
    ]
    session = GameSession.new("tape_l_etape", game.default_setup(4), 11, seats)
    session._bots = {}  # every seat is driven here
    bots = {s: make_bot(game, "heuristic", s) for s in range(4)}
    while True:
        state = session.state
        mid_stage = sum(len(h) for h in state.hands) <= 24  # the columns have grown
        ana_lays = state.phase == "play" and session.to_move() == (0,)
        if state.book.stage == 2 and ana_lays and mid_stage:
            break
        seat = game.next_seat(state)
        session.play(seat, decide(game, state, seat, bots[seat]))
    window.settings.animation_speed = 0
    window.resize(1366, 768)
    window.show_session(session)
    for lang in ("en", "fr"):
        manager.apply(lang)
        app.processEvents()
        window.grab().save(str(out / f"tle_race_{lang}.png"))
    window.leave_game()
    window.resize(1280, 760)


def _cyclistes_shots(app, window: MainWindow, out: Path) -> None:  # type: ignore[no-untyped-def]
    """Cyclistes, four teams at 1366×768: bots ride until Ana has rolled mid-race."""
    from peloton_desktop.core.bots import decide, make_bot
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.core.registry import load_game
    from peloton_desktop.ui.session import GameSession

    game = load_game("cyclistes")
    names = ["Ana", "Bruno", "Chloé", "Dario"]
    colours = ["#0072B2", "#D55E00", "#009E73", "#E69F00"]
    seats = [SeatInfo(name=names[0], colour=colours[0])] + [
        SeatInfo(name=names[i], kind="bot", bot="heuristic", colour=colours[i]) for i in (1, 2, 3)
    ]
    session = GameSession.new("cyclistes", game.default_setup(4), 5, seats)
    session._bots = {}  # every seat is driven here
    bots = {s: make_bot(game, "heuristic", s) for s in range(4)}
    while True:
        state = session.state
        if state.turn >= 6 and session.to_move() == (0,) and state.step == "amount":
            break
        seat = game.next_seat(state)
        session.play(seat, decide(game, state, seat, bots[seat]))
    window.settings.animation_speed = 0
    window.resize(1366, 768)
    window.show_session(session)
    for lang in ("en", "fr"):
        manager.apply(lang)
        app.processEvents()
        window.grab().save(str(out / f"cyc_race_{lang}.png"))
    window.leave_game()
    window.resize(1280, 760)


def _roue_de_vitesse_shots(app, window: MainWindow, out: Path) -> None:  # type: ignore[no-untyped-def]
    """Roue de Vitesse, four teams at 1366×768: bots ride stage 2 of a stage race
    (jerseys on) until Ana sets a group's pace on the wheel."""
    from peloton_desktop.core.bots import decide, make_bot
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.core.registry import load_game
    from peloton_desktop.ui.session import GameSession

    game = load_game("roue_de_vitesse")
    names = ["Ana", "Bruno", "Chloé", "Dario"]
    colours = ["#0072B2", "#D55E00", "#009E73", "#E69F00"]
    seats = [SeatInfo(name=names[0], colour=colours[0])] + [
        SeatInfo(name=names[i], kind="bot", bot="heuristic", colour=colours[i]) for i in (1, 2, 3)
    ]
    stages = ["etape_de_plaine", "etape_de_montagne"]
    setup = game.validate_setup({**game.default_setup(4), "stages": stages, "courses": None})
    session = GameSession.new("roue_de_vitesse", setup, 5, seats)
    session._bots = {}  # every seat is driven here
    bots = {s: make_bot(game, "heuristic", s) for s in range(4)}
    while True:
        state = session.state
        ana_paces = state.step == "pace" and session.to_move() == (0,)
        if state.book.stage == 2 and state.turn >= 5 and ana_paces:
            break
        seat = game.next_seat(state)
        session.play(seat, decide(game, state, seat, bots[seat]))
    window.settings.animation_speed = 0
    window.resize(1366, 768)
    window.show_session(session)
    for lang in ("en", "fr"):
        manager.apply(lang)
        app.processEvents()
        window.grab().save(str(out / f"rdv_race_{lang}.png"))
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
