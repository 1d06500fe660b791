"""Run inside a session bus and an X server (`dbus-run-session -- xvfb-run -a`): start
the probe app once, and for each step (`language:game`) read its accessibility tree
through AT-SPI, ask it to redeal what the viewer cannot see, read the tree again; print
every step's two readings as JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def wait_for(path: Path, app: subprocess.Popen[bytes], seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not path.exists():
        if app.poll() is not None:
            raise SystemExit(f"the app stopped ({app.returncode}) before {path.name}")
        if time.monotonic() > end:
            raise SystemExit(f"no {path.name} from the app in {seconds:.0f} s")
        time.sleep(0.1)


def read() -> list[dict[str, object]]:
    done = subprocess.run(
        ["/usr/bin/python3", str(HERE / "read_tree.py"), "peloton-a11y-probe"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout)


def main() -> None:
    steps = sys.argv[1].split(",")
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
        app = subprocess.Popen(
            [sys.executable, str(HERE / "probe_app.py"), tmp, sys.argv[1]], env=env
        )
        try:
            for k, name in enumerate(steps):
                wait_for(folder / f"ready-{k}", app)
                time.sleep(0.5)  # the bridge publishes the last redraw
                before = read()
                (folder / f"swap-{k}").write_text("go")
                wait_for(folder / f"swapped-{k}", app)
                time.sleep(0.5)
                after = read()
                out.append({"step": name, "before": before, "after": after})
                (folder / f"next-{k}").write_text("go")
        finally:
            (folder / "quit").write_text("bye")
            try:
                app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
