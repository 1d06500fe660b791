"""Issue 47 (seeing it): the tables follow the settings' text size. The same game, mid
race, at 1366×768, at 100 % and at 150 %: every word written on the table (its labels
and the words its pieces paint) is measured on screen, as the readability tests
measure it, and the two sizes are compared word by word.

At 150 % no word is smaller on screen than at 100 %, and the words grow: half of them
at least by `MEDIAN_GROWTH`. (Before, the panel's larger words took the board some
height and every word on it came out 5-10 % smaller.) Nothing is cut or overlaps at
150 %: tests/test_tables_contrast.py holds that."""

from __future__ import annotations

import statistics

import pytest
from games import GAMES
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from readability import texts
from test_tables_whole import _session

from peloton_desktop.draw import textbox
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell import text_size
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.shell.main_window import MainWindow

LARGE = 150
MEDIAN_GROWTH = 1.3  # half the words at least this much larger at 150 %
SMALLEST_GROWTH = 1.0  # no word smaller than at 100 % (a rounding pixel aside)
MATCHED = 0.8  # the share of words found at both sizes (a word may wrap at one)


def words_on_table(qtbot, game_id: str, percent: int) -> Words:  # type: ignore[no-untyped-def]
    """(word, on-screen px) of every text on `game_id`'s table, 40 moves in, in French,
    at `percent` text size."""
    text_size.apply(percent)
    window = MainWindow(Settings(language="fr", animation_speed=0))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(_session(game_id, 40))
    page = window.page
    if page.stack.currentWidget() is page.handover:
        qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()  # the layouts settle (posted LayoutRequests)
    view = page.view.board
    view.fit()
    found = [(text, px) for text, px, _rect in texts(view)]
    window.close()
    return found


Words = list[tuple[str, float]]


def growth(before: Words, after: Words) -> list[tuple[float, str]]:
    """(ratio, word) for each word found at both sizes: the same word written several
    times is paired smallest with smallest (a scene's item order is no guide: Qt's
    unindexed scene keeps its items in memory order)."""
    sizes: dict[str, list[float]] = {}
    for text, px in sorted(before):
        sizes.setdefault(text, []).append(px)
    pairs = []
    for text, px in sorted(after):
        if sizes.get(text):
            pairs.append((px / sizes[text].pop(0), text))
    return pairs


@pytest.fixture
def french():  # type: ignore[no-untyped-def]
    manager.apply("fr")
    yield
    manager.apply("en")
    text_size.apply(100)
    assert textbox.text_scale() == 1.0


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_follows_the_text_size(qtbot, game_id: str, french) -> None:  # type: ignore[no-untyped-def]
    before = words_on_table(qtbot, game_id, 100)
    after = words_on_table(qtbot, game_id, LARGE)
    pairs = growth(before, after)
    assert len(pairs) >= MATCHED * len(before), "the table shows other words at 150 %"
    shrunk = [f"{word!r} ×{ratio:.2f}" for ratio, word in pairs if ratio < SMALLEST_GROWTH - 0.02]
    assert shrunk == []
    median = statistics.median(ratio for ratio, _ in pairs)
    assert median >= MEDIAN_GROWTH, f"half the words grew by ×{median:.2f} only"


def test_growth_pairs_words_in_order() -> None:
    before = [("A", 10.0), ("B", 12.0), ("A", 20.0)]
    after = [("A", 15.0), ("A", 30.0), ("C", 9.0)]
    assert growth(before, after) == [(1.5, "A"), (1.5, "A")]


def test_growth_pairs_a_repeated_word_by_size() -> None:
    # a block's "1" and a marker's "1": whichever order the scene lists them in
    before = [("1", 22.0), ("1", 15.0)]
    after = [("1", 22.5), ("1", 33.0)]
    assert growth(before, after) == [(1.5, "1"), (1.5, "1")]
