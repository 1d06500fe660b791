"""A lesson's long script (a whole turn played until the learner's next decision) runs
quicker than the bots' pace, its last moves at that pace: the newcomer's play-through
waited 21 s, without a bubble, for Cyclistes' third lesson's 60 scripted moves."""

from __future__ import annotations

from lesson_helpers import open_lesson_page

from peloton_desktop.ui.lessons import session as lesson_session
from peloton_desktop.ui.lessons.session import SLOW_LAST


def test_a_long_script_runs_quicker_and_ends_at_the_bots_pace(qtbot, english, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(lesson_session, "SCRIPT_MS", 1)  # the test need not wait
    runner = open_lesson_page(qtbot, "cyc-3-early-attack", 2)
    session = runner.session
    session.bot_delay_ms = 350  # the main window's pace at normal speed
    intervals: list[tuple[int, int]] = []
    timer = session._script_timer
    start = timer.start

    def noted(ms: int) -> None:
        intervals.append((len(session.script), ms))
        start(ms)

    timer.start = noted  # type: ignore[method-assign]
    runner.page.view.findChild(type(runner.next_button), "place_-1").click()
    qtbot.waitUntil(lambda: runner.showing() == 3, timeout=30000)
    assert len(intervals) == 60
    assert all(ms == 1 for left, ms in intervals if left > SLOW_LAST)
    assert all(ms == 350 for left, ms in intervals if left <= SLOW_LAST)
    session.close()
