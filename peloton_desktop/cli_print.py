"""`peloton-desktop print`: course sheets, team sheets, a game's results and the
sheets a game prints on its own (`GameEntry.cli_sheets`, e.g. a wheel), as a PDF.

The one headless command that needs Qt (QtGui paints the PDF, offscreen). It names no
game: a game's own `--what` values come from its registry entry (docs/cli.md).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from peloton_desktop.core.errors import BadInput

if TYPE_CHECKING:
    from peloton_desktop.core.registry import CliSheet, GameEntry
    from peloton_desktop.printing.document import Document

SHARED = ("course", "teams", "results")
P = TypeVar("P", bound=argparse.ArgumentParser)
_log = logging.getLogger(__name__)


def game_sheets() -> list[tuple[GameEntry, CliSheet]]:
    """Every registered game's command-line sheets, in the games' order. A `--what`
    already taken (a shared sheet, an earlier game's) stays with its first owner."""
    from peloton_desktop.core import registry

    out: list[tuple[GameEntry, CliSheet]] = []
    taken = set(SHARED)
    for entry in registry.entries():
        for sheet in entry.cli_sheets:
            if sheet.what in taken:
                _log.warning("%s: print --what %s is taken; ignored", entry.id, sheet.what)
            else:
                taken.add(sheet.what)
                out.append((entry, sheet))
    return out


def _or(items: list[str]) -> str:
    return ", ".join(items[:-1]) + ", or " + items[-1] if len(items) > 1 else "".join(items)


def add_print_parser(sub: argparse._SubParsersAction[P]) -> None:
    own = game_sheets()
    prt = sub.add_parser(
        "print",
        help="write a course sheet, team sheets, a game's results or a game's own sheets "
        "(see --what) as a PDF",
    )
    prt.add_argument(
        "course", nargs="?", help="a course id (see `courses`) or a course file (course, teams)"
    )
    prt.add_argument("-o", "--output", type=Path, required=True, help="the PDF to write")
    prt.add_argument("--paper", choices=("a4", "letter"), default="a4")
    words = ["course sheet", "the course's team sheets"]
    words.append("the results of a finished game (--record)")
    prt.add_argument(
        "--what",
        choices=(*SHARED, *(s.what for _, s in own)),
        default="course",
        help=_or(words + [s.help for _, s in own]),
    )
    ruleset = [f"{s.what}: print this {e.title} ruleset file's values" for e, s in own if s.ruleset]
    prt.add_argument("--ruleset", type=Path, help="; ".join(ruleset) or argparse.SUPPRESS)
    record = ["results: this finished game"]
    for e in dict.fromkeys(e for e, _ in own):
        whats = ", ".join(s.what for g, s in own if g is e)
        record.append(f"{whats}: from this saved {e.title} game")
    prt.add_argument("--record", type=Path, help="; ".join(record))


def _for_game_sheets() -> str:
    titles = list(dict.fromkeys(e.title for e, _ in game_sheets()))
    return f"{' and '.join(titles)} sheets" if titles else "a game's own sheets"


def cmd_print(args: argparse.Namespace) -> int:
    """Checks the arguments, paints the document offscreen, writes it; exit 0."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from peloton_desktop.courses import library

    entry = None
    if args.what in ("course", "teams"):
        if args.course is None:
            raise BadInput("cli.bad_argument", problem=f"--what {args.what} needs a course")
        if args.ruleset is not None or args.record is not None:
            raise BadInput(
                "cli.bad_argument",
                problem=f"--ruleset and --record are for {_for_game_sheets()}",
            )
        entry = library.find(args.course)
        if entry.draft is None:
            assert entry.problem is not None
            raise entry.problem
    elif args.course is not None:
        raise BadInput("cli.bad_argument", problem=f"--what {args.what} takes no course")
    if args.what == "results" and (args.record is None or args.ruleset is not None):
        raise BadInput("cli.bad_argument", problem="--what results needs --record and no --ruleset")
    if args.what == "results":  # the game's view words the results: widgets
        from PySide6.QtWidgets import QApplication

        app = QGuiApplication.instance() or QApplication([sys.argv[0]])
    else:
        app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    from peloton_desktop.settings import load_settings
    from peloton_desktop.ui.shell.i18n import manager, system_language

    manager.apply(args.lang or load_settings().language or system_language())
    from peloton_desktop.printing.sheets import course_sheet
    from peloton_desktop.printing.teams import team_sheets

    doc: Document
    if args.what == "results":
        from peloton_desktop.ui.table.record_results import record_results_sheet

        doc = record_results_sheet(args.record, args.paper)
    elif entry is None:
        doc = _game_document(args.what, args.paper, args.ruleset, args.record)
    elif args.what == "teams":
        assert entry.draft is not None
        doc = team_sheets(entry.draft, args.paper)
    else:
        assert entry.draft is not None
        doc = course_sheet(entry.draft, args.paper)
    doc.write_pdf(args.output)
    print(f"{args.output}: {doc.page_count()} pages ({args.paper})")
    del app
    return 0  # cli.EXIT_OK


def _game_document(what: str, paper: str, ruleset: Path | None, record: Path | None) -> Document:
    """The sheet `what` of the game whose entry offers it (argparse checked `what`)."""
    for game, sheet in game_sheets():
        if sheet.what == what and game.cli_document is not None:
            doc: Document = game.cli_document()(what, paper, ruleset, record)
            return doc
    raise BadInput("cli.bad_argument", problem=f"no game prints --what {what}")
