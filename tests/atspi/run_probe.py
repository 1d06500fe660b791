"""Run inside a session bus and an X server (`dbus-run-session -- xvfb-run -a`): start
the probe app, read its accessibility tree through AT-SPI, ask it to redeal what the
viewer cannot see, read the tree again, print both as JSON."""

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
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
        app = subprocess.Popen([sys.executable, str(HERE / "probe_app.py"), tmp, language], env=env)
        try:
            wait_for(folder / "ready", app)
            time.sleep(0.5)  # the bridge publishes the last redraw
            before = read()
            (folder / "swap").write_text("go")
            wait_for(folder / "swapped", app)
            time.sleep(0.5)
            after = read()
        finally:
            (folder / "quit").write_text("bye")
            try:
                app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
    print(json.dumps({"before": before, "after": after}))


if __name__ == "__main__":
    main()
