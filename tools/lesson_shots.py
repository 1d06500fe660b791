"""Render screenshots of lessons offscreen at 1366×768:

    python tools/lesson_shots.py OUT_DIR LESSON_ID:STEP[:LANG] …

Each shot opens the lesson at that step (1-based) in a real main window, as a player
resuming it would see it, and grabs the window. A throw-away profile is used.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PELOTON_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="peloton-lessons-")

from peloton_desktop.settings import Settings
from peloton_desktop.ui.lessons.launch import open_lesson
from peloton_desktop.ui.lessons.progress import progress
from peloton_desktop.ui.shell.app import make_application
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.shell.main_window import MainWindow


def main() -> int:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    app = make_application()
    window = MainWindow(Settings())
    window.resize(1366, 768)
    window.show()
    for spec in sys.argv[2:]:
        lesson_id, step, *lang = spec.split(":")
        manager.apply(lang[0] if lang else "en")
        progress().save(lesson_id, int(step) - 1, [])
        runner = open_lesson(window, lesson_id)
        assert runner is not None, spec
        end = time.monotonic() + 10
        while runner.showing() != int(step) - 1 and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)
        for _ in range(20):
            app.processEvents()
            time.sleep(0.01)
        name = f"lesson_{lesson_id}_{step}_{lang[0] if lang else 'en'}.png"
        window.grab().save(str(out / name))
        print(out / name)
    window.leave_game()
    return 0


if __name__ == "__main__":
    sys.exit(main())
