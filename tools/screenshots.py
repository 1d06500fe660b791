"""Render the README screenshots offscreen: python tools/screenshots.py [OUT_DIR]

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
    app = make_application()
    window = MainWindow(Settings())
    window.resize(1280, 760)
    window.show()
    for lang in ("en", "fr"):
        manager.apply(lang)
        app.processEvents()
        window.grab().save(str(out / f"start_{lang}.png"))
        dialog = SettingsDialog(window.settings, window)
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(out / f"settings_{lang}.png"))
        dialog.close()
    print(f"saved screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
