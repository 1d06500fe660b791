"""The accessibility tree as a screen reader reads it (issue 47): the app runs in a real
X server (Xvfb) with a session bus, Qt's AT-SPI bridge on; Debian's pyatspi, run by the
system's Python in a subprocess, reads every object on screen, at a table of every
registered game in English and in French, all in one launch of the app. Every object a
key can reach has a name, and no name or description tells the player a secret:
redealing what the viewer cannot see (the game's determinize) changes nothing a reader
reads. `./run-tests.sh` installs what it needs (python3-pyatspi, at-spi2-core, dbus-x11,
xvfb)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from games import GAMES

HERE = Path(__file__).resolve().parent
NEEDS = ("dbus-run-session", "xvfb-run")
STEPS = [f"{language}:{game}" for language in ("en", "fr") for game in GAMES]
Reading = dict[str, list[dict[str, object]]]


def readings() -> dict[str, Reading]:
    """Every step's two readings (before and after the redeal), from one launch (one
    test, so that parallel workers do not launch it twice)."""
    missing = [tool for tool in NEEDS if shutil.which(tool) is None]
    has_pyatspi = (
        Path("/usr/bin/python3").exists()
        and subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], check=False).returncode
        == 0
    )
    assert not missing and has_pyatspi, (
        f"missing {missing or ''} {'' if has_pyatspi else 'python3-pyatspi'}: "
        "./run-tests.sh installs them (apt-get install python3-pyatspi at-spi2-core dbus-x11 xvfb)"
    )
    done = subprocess.run(
        [
            "dbus-run-session",
            "--",
            "xvfb-run",
            "-a",
            sys.executable,
            str(HERE / "atspi" / "run_probe.py"),
            ",".join(STEPS),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    return {r["step"]: r for r in out}


def test_a_screen_reader_reads_a_name_everywhere_and_no_secret() -> None:
    read = readings()
    problems = []
    for step in STEPS:
        try:
            check(read[step])
        except AssertionError as error:
            problems.append(f"{step}: {error}")
    assert not problems, "\n".join(problems)


def check(reading: Reading) -> None:
    before, after = reading["before"], reading["after"]
    assert any(r["role"] == "push button" for r in before), "no button read: no tree?"
    unnamed = [r for r in before if r["focusable"] and not str(r["name"]).strip()]
    assert not unnamed, f"objects a key reaches with no name: {unnamed}"
    board = [
        r for r in before if "Enter" in str(r["description"]) or "Entrée" in str(r["description"])
    ]
    assert board, "the table's board is not in the tree"
    words = ("(choice", "(choix", "nothing to choose", "rien à y choisir")  # its choice read
    assert any(w in str(r["name"]) for r in board for w in words), board
    of_board = ("(Shift and the arrows", "(Maj et les flèches")  # a piece's description
    pieces = [
        r
        for r in before
        if r["role"] == "image" and any(w in str(r["description"]) for w in of_board)
    ]
    assert pieces, "no piece of the board read as an object of its own"
    assert all(str(r["name"]).strip() for r in pieces), pieces
    said = lambda rs: [(r["role"], r["name"], r["description"]) for r in rs]  # noqa: E731
    changed = [(a, b) for a, b in zip(said(before), said(after), strict=False) if a != b]
    assert len(before) == len(after) and not changed, f"a redeal changed what is read: {changed}"
