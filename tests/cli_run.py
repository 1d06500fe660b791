"""Running the command line as a user does: a subprocess with its own profile."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PELOTON_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "peloton_desktop", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
