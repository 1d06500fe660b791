"""Shared fixtures: offscreen Qt, a throw-away user profile, the test game."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The bots think in the test's own process (pytest-xdist already fills the cores);
# tests/test_bot_cores.py asks for 2 workers where it proves the move the same.
os.environ.setdefault("PELOTON_BOT_WORKERS", "1")
# A test's files are thrown away: no fsync (a power cut is not what the suite tests;
# tests/test_records_files.py checks the app syncs). About a tenth of the time.
os.environ.setdefault("PELOTON_TEST_FSYNC", "0")
TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
sys.path.insert(0, str(TESTS))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The long poles first (the frozen build, about two minutes): started last, one of
    them would leave every other worker idle at the end of a parallel run."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own empty profile: nothing touches the real one."""
    home = tmp_path / "profile"
    monkeypatch.setenv("PELOTON_DESKTOP_HOME", str(home))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    return home


@pytest.fixture(autouse=True)
def qt_left_tidy() -> Iterator[None]:
    """After a test: close a menu or a combo's list it left open (it would take the key
    events of the next test in the same process; pytest-xdist runs tests in any order),
    and delete the widgets it closed. Their deleteLater() waits for an event loop that a
    test never returns to: thousands of dead windows slowed every later test."""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    for _ in range(10):
        popup = widgets.QApplication.activePopupWidget()
        if popup is None:
            break
        popup.close()
    # Python's garbage first, while every object it may own is alive: collected later,
    # in another test, a wrapper's object already deleted with its window crashed it
    gc.collect()
    core = sys.modules["PySide6.QtCore"]
    core.QCoreApplication.sendPostedEvents(None, core.QEvent.Type.DeferredDelete)


@pytest.fixture
def toy_tour() -> Iterator[str]:
    """Register the test-only stage race (reaction windows, two stages)."""
    from toy_tour import ENTRY

    from peloton_desktop.core import registry

    registry.register(ENTRY)
    yield ENTRY.id
    registry.unregister(ENTRY.id)


@pytest.fixture
def dice_race() -> Iterator[str]:
    """Register the test-only game for the duration of a test."""
    from dice_race import ENTRY

    from peloton_desktop.core import registry

    registry.register(ENTRY)
    yield ENTRY.id
    registry.unregister(ENTRY.id)


@pytest.fixture
def english(qapp):  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply("en")
    yield
    manager.apply("en")
