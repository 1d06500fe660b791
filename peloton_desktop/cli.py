"""`peloton-desktop`: the GUI with no sub-command, headless tools with one.

The headless commands are a public contract (docs/cli.md): exit 0 ok, 2 bad input
(with a one-line reason on stderr), 1 internal error; never a traceback for bad
input. They never import Qt (except `print`, which paints offscreen), so they start fast
and run without a display.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from peloton_desktop import APP_NAME, __version__
from peloton_desktop.cli_print import add_print_parser, cmd_print
from peloton_desktop.core.errors import BadInput, PelotonError
from peloton_desktop.courses import commands

EXIT_OK, EXIT_INTERNAL, EXIT_BAD_INPUT = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    """argparse that reports bad arguments with our exit code and no usage dump."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {message}\n")


COMMANDS: tuple[str, ...] = ("games", "simulate", "setup", "replay", "validate", "courses", "print")
COMMANDS += ("import-track", "test-ride")


def _first_word(argv: Sequence[str]) -> str | None:
    """The first argument that is not an option (nor the value of `--lang`)."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--lang":
            skip = True
        elif arg == "--":
            continue
        elif not arg.startswith("-"):
            return arg
    return None


def _is_file_name(word: str) -> bool:
    """A file to open rather than a mistyped sub-command: it exists, or it reads as a
    path (a folder or an extension in it)."""
    return "/" in word or "\\" in word or "." in word or Path(word).exists()


def build_file_parser() -> argparse.ArgumentParser:
    """`peloton-desktop [--lang fr|en] FILE…`: the GUI, opening the files (a word that
    names a sub-command is the sub-command: give such a file as ./games)."""
    p = _Parser(
        prog="peloton-desktop",
        description=f"{APP_NAME}: open saved games, records, courses or rulesets.",
    )
    p.add_argument("--lang", choices=("fr", "en"), help="interface language for this run")
    p.add_argument("--quit-after-paint", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("files", nargs="+", metavar="FILE", help="a file to open")
    return p


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="peloton-desktop",
        description=f"{APP_NAME}: tabletop cycling games. `peloton-desktop FILE…` opens files.",
    )
    p.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    p.add_argument("--lang", choices=("fr", "en"), help="interface language for this run")
    p.add_argument(
        "--self-test",
        action="store_true",
        help="open the main window offscreen, exercise every available game, exit",
    )
    p.add_argument(
        "--quit-after-paint",
        action="store_true",
        help="print 'painted' and quit once the main window is first painted (benchmarks)",
    )
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    games = sub.add_parser("games", help="list the games")
    games.add_argument("--json", action="store_true", help="JSON output")

    sim = sub.add_parser("simulate", help="play bot-only games, one JSON line per game")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, help="players (default: those of --setup)")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--bot", default="random", help="random, easy (= heuristic), normal or strong")
    sim.add_argument("--record-dir", type=Path)
    sim.add_argument(
        "--setup", type=Path, help="play from this set-up file (see `setup`) instead of the default"
    )
    sim.add_argument("--jobs", default="1", help="worker processes: a count, or auto (every core)")

    commands.ride_parser(sub)

    stp = sub.add_parser("setup", help="print a game's default set-up as JSON")
    stp.add_argument("game")
    stp.add_argument("--players", type=int, required=True)

    rep = sub.add_parser("replay", help="replay a record and print the final state")
    rep.add_argument("file", type=Path)
    rep.add_argument("--json", action="store_true", help="JSON output (the only format)")

    val = sub.add_parser("validate", help="check a record, course or ruleset file")
    val.add_argument("file", type=Path)

    crs = sub.add_parser("courses", help="list the bundled and the user's courses")
    crs.add_argument("--json", action="store_true", help="JSON output")
    crs.add_argument("--game", help="only the courses of this game")

    add_print_parser(sub)  # cli_print.py: the shared sheets and each game's own
    commands.road_parser(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    words = list(sys.argv[1:] if argv is None else argv)
    first = _first_word(words)
    if first is not None and first not in COMMANDS and _is_file_name(first):
        args = build_file_parser().parse_args(words)
        args.command, args.self_test = None, False
    else:
        args = build_parser().parse_args(words)
        args.files = []
    try:
        if args.command is None and args.self_test:
            from peloton_desktop.ui.shell.selftest import run_self_test

            return run_self_test(args.lang)
        if args.command is None:
            from peloton_desktop.ui.shell.app import run_gui

            return run_gui(args.lang, args.quit_after_paint, args.files)
        handler = {  # the keys are COMMANDS
            "games": cmd_games,
            "simulate": cmd_simulate,
            "setup": cmd_setup,
            "replay": cmd_replay,
            "validate": cmd_validate,
            "courses": cmd_courses,
            "print": cmd_print,
            "import-track": cmd_import_track,
            "test-ride": cmd_test_ride,
        }[args.command]
        return handler(args)
    except BrokenPipeError:
        # `… | head` closed the pipe: a normal end. Silence the flush at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except BadInput as exc:
        print(f"peloton-desktop: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except PelotonError as exc:
        print(f"peloton-desktop: {exc}", file=sys.stderr)
        return EXIT_INTERNAL
    except KeyboardInterrupt:
        return 130


def cmd_games(args: argparse.Namespace) -> int:
    from peloton_desktop.core import registry

    entries = registry.entries()
    if args.json:
        print(json.dumps([e.to_json() for e in entries], ensure_ascii=False))
    else:
        for e in entries:
            state = "available" if e.available else "not available in this version"
            print(f"{e.id:18} {e.title:18} {e.min_players}-{e.max_players} players  {state}")
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace) -> int:
    from peloton_desktop.core import registry
    from peloton_desktop.core.play import simulate_one
    from peloton_desktop.core.records import save_record

    entry = registry.get(args.game)
    if not entry.available:
        raise BadInput("record.game_unavailable", game=args.game)
    if args.games < 0 or args.seed < 0:
        raise BadInput("cli.bad_argument", problem="--games and --seed must not be negative")
    game = entry.create()
    if args.setup is None and args.players is None:
        raise BadInput("cli.bad_argument", problem="give --players or --setup")
    setup = None if args.setup is None else _read_setup(game, args.setup)
    if setup is not None and args.players not in (None, setup["players"]):
        raise BadInput("cli.bad_argument", problem="--players differs from the set-up file")
    if args.jobs != "1":  # on a pool of workers (docs/design.md, "Test-rides")
        from peloton_desktop.courses.ride.command import simulate

        return simulate(vars(args) | {"setup": setup})
    for i in range(args.games):
        seed = args.seed + i
        played = simulate_one(game, args.players, seed, args.bot, setup)
        line: dict[str, Any] = {
            "game": game.game_id,
            "seed": seed,
            "players": game.player_count(played.state),
            "bot": args.bot,
            "winner": played.result.winner,
            "ranking": list(played.result.ranking),
            "actions": len(played.record.actions),
        }
        if args.record_dir is not None:
            out = args.record_dir / f"{game.game_id}-{seed}.json"
            save_record(played.record, out)
            line["record"] = str(out)
        print(json.dumps(line), flush=True)
    return EXIT_OK


def cmd_test_ride(args: argparse.Namespace) -> int:
    from peloton_desktop.courses.ride.command import test_ride
    from peloton_desktop.gate import read_ruleset

    return test_ride(args, None if args.ruleset is None else read_ruleset(args.ruleset, False))


def cmd_setup(args: argparse.Namespace) -> int:
    from peloton_desktop.core import registry

    entry = registry.get(args.game)
    if not entry.available:
        raise BadInput("record.game_unavailable", game=args.game)
    game = entry.create()
    setup = game.validate_setup(game.default_setup(args.players))
    print(json.dumps(setup, ensure_ascii=False, indent=1))
    return EXIT_OK


def _read_setup(game: Any, path: Path) -> dict[str, Any]:
    """A set-up file as `setup` prints it, checked by the game (bad input: exit 2)."""
    from peloton_desktop.core.files import read_json_file

    data = read_json_file(path)
    result: dict[str, Any] = game.check_setup(data)
    return result


def cmd_replay(args: argparse.Namespace) -> int:
    from peloton_desktop.gate import open_record

    done = open_record(args.file)
    game, state = done.game, done.state
    over = game.is_over(state)
    result = game.result(state) if over else None
    out = {
        "game": game.game_id,
        "over": over,
        "winner": result.winner if result else None,
        "ranking": list(result.ranking) if result else None,
        "result": result.to_json() if result else None,
        "classifications": [
            c.to_json() for c in (result.classifications if result else game.classifications(state))
        ],
        "actions": len(done.record.actions),
        "state": game.state_to_json(state),
        "events": [[e.to_json() for e in step] for step in done.events],
    }
    print(json.dumps(out, ensure_ascii=False))
    return EXIT_OK


def cmd_validate(args: argparse.Namespace) -> int:
    from peloton_desktop.gate import validate_file

    try:
        kind = validate_file(args.file)
    except BadInput as exc:  # its sentence names the file
        print(f"invalid: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"valid {kind}: {args.file}")
    return EXIT_OK


def cmd_courses(args: argparse.Namespace) -> int:
    from peloton_desktop.courses import library

    found = library.entries(args.game)
    if args.json:
        print(json.dumps([e.to_json() for e in found], ensure_ascii=False))
    else:
        for e in found:
            origin = "bundled" if e.bundled else "user"
            state = "" if e.usable else "  (has problems)"
            print(f"{e.id:28} {e.game:16} {origin:8} {e.name}{state}")
    return EXIT_OK


def cmd_import_track(args: argparse.Namespace) -> int:
    from peloton_desktop.courses.roads.command import import_track
    from peloton_desktop.gate import read_road

    return import_track(args, read_road(args.file))


if __name__ == "__main__":
    sys.exit(main())
