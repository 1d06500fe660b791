"""Where the app keeps the user's things (platformdirs); never next to the code.

`PELOTON_DESKTOP_HOME` puts everything under one folder instead: tests, portable
installs and screenshots use it so they never touch a real profile.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import PlatformDirs

from peloton_desktop import APP_ID

_dirs = PlatformDirs(APP_ID, appauthor=False)


def _home() -> Path | None:
    value = os.environ.get("PELOTON_DESKTOP_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(_dirs.user_config_dir)


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(_dirs.user_data_dir)


def settings_file() -> Path:
    return config_dir() / "settings.json"


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def courses_dir() -> Path:
    return data_dir() / "courses"


def rulesets_dir() -> Path:
    return data_dir() / "rulesets"
