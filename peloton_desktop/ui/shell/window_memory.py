"""Where windows and their splitters were last time (Qt's saveGeometry / saveState),
kept in `layout.json` beside the settings. A missing or broken file means: fit the
screen."""

from __future__ import annotations

import base64
import contextlib

from PySide6.QtCore import QByteArray, QMargins, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QSplitter, QWidget

from peloton_desktop import paths
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.files import read_json_file, write_json_atomic


def _load() -> dict[str, str]:
    path = paths.config_dir() / "layout.json"
    try:
        data = read_json_file(path) if path.exists() else {}
    except BadInput:
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)} if isinstance(data, dict) else {}


def _store(key: str, state: QByteArray) -> None:
    data = _load()
    data[key] = base64.b64encode(bytes(state.data())).decode("ascii")
    with contextlib.suppress(BadInput):  # a read-only profile: the layout is a convenience
        write_json_atomic(paths.config_dir() / "layout.json", data)


def _state(key: str) -> QByteArray | None:
    value = _load().get(key)
    if not value:
        return None
    try:
        return QByteArray(base64.b64decode(value.encode("ascii"), validate=True))
    except ValueError:
        return None


FRAME = QMargins(4, 34, 4, 4)  # a title bar and borders, as most window managers draw


def restore_geometry(window: QWidget, key: str, default: QSize) -> None:
    """Last time's geometry, else `default` fitted to the screen the window opens on."""
    state = _state(key)
    if state is not None and window.restoreGeometry(state):
        return
    screen = QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size() if screen is not None else default
    # the size is the window's inside: its frame and title bar come on top
    room = room.shrunkBy(FRAME)
    window.resize(QSize(min(default.width(), room.width()), min(default.height(), room.height())))


def save_geometry(window: QWidget, key: str) -> None:
    _store(key, window.saveGeometry())


def restore_splitter(splitter: QSplitter, key: str) -> bool:
    state = _state(key)
    return state is not None and splitter.restoreState(state)


def save_splitter(splitter: QSplitter, key: str) -> None:
    _store(key, splitter.saveState())
