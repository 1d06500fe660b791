"""Cold start: from launching the command to the first painted main window (offscreen).

The app is started with `--quit-after-paint`, which prints "painted" from the main
window's first paint event; we time from just before spawning the process to
reading that line. Each run uses a fresh profile directory; `--hostile` puts 1 MB
autosaves of the shapes that froze the window before issue 41 in it (the window
must be up as fast: they are read off its thread).

    .venv/bin/python benchmarks/startup.py [--hostile]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def command() -> list[str]:
    exe = Path(sys.executable).parent / "peloton-desktop"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "peloton_desktop"]


def hostile_autosaves(home: Path) -> None:
    auto = home / "data" / "autosave"
    auto.mkdir(parents=True)
    head = '{"format": "peloton-desktop/record", "title": "'
    (auto / "quotes.json").write_text(head + '\\"' * 500_000, encoding="utf-8")
    (auto / "strings.json").write_text(head[:-1] + "[" + '"",' * 333_000 + '""]}')


def one_start(cmd: list[str], hostile: bool = False) -> float:
    with tempfile.TemporaryDirectory() as home:
        if hostile:
            hostile_autosaves(Path(home))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PELOTON_DESKTOP_HOME=home)
        start = time.perf_counter()
        proc = subprocess.Popen(
            [*cmd, "--quit-after-paint"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip() == "painted":
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError("the app never painted its main window")
        proc.wait(timeout=30)
        return elapsed


def measure(runs: int = 7, hostile: bool = False) -> dict[str, float]:
    cmd = command()
    one_start(cmd)  # warm the OS file cache: "cold" means a new process, not a cold disk
    times = sorted(one_start(cmd, hostile) for _ in range(runs))
    return {
        "startup_s": round(statistics.median(times), 3),
        "startup_min_s": round(times[0], 3),
        "startup_max_s": round(times[-1], 3),
    }


if __name__ == "__main__":
    print(measure(hostile="--hostile" in sys.argv))
