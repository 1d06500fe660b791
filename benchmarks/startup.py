"""Cold start: from launching the command to the first painted main window (offscreen).

The app is started with `--quit-after-paint`, which prints "painted" from the main
window's first paint event; we time from just before spawning the process to
reading that line. Each run uses a fresh profile directory.
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


def one_start(cmd: list[str]) -> float:
    with tempfile.TemporaryDirectory() as home:
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


def measure(runs: int = 7) -> dict[str, float]:
    cmd = command()
    one_start(cmd)  # warm the OS file cache: "cold" means a new process, not a cold disk
    times = sorted(one_start(cmd) for _ in range(runs))
    return {
        "startup_s": round(statistics.median(times), 3),
        "startup_min_s": round(times[0], 3),
        "startup_max_s": round(times[-1], 3),
    }


if __name__ == "__main__":
    print(measure())
