"""Learn to play: every lesson of every game played to its end by clicking what the
bubbles point at; a wrong move explained and not kept; leave, resume, and the tick."""

from __future__ import annotations

import pytest
from lesson_helpers import lesson_ids, open_lesson_page, play_lesson

from peloton_desktop.core import registry
from peloton_desktop.core.lessons import check_lesson, lesson_files, lessons_of, read_lesson
from peloton_desktop.ui.lessons.progress import progress


def test_every_lesson_file_is_sound_and_its_steps_legal() -> None:
    for entry in registry.entries():
        files = lesson_files(entry)
        assert len(lessons_of(entry)) == len(files)  # none left out as broken
        for path in files:
            lesson = read_lesson(path)
            assert lesson.game == entry.id and path.stem == lesson.id
            check_lesson(lesson, entry.create())  # every step's moves legal where asked


def test_the_two_games_of_the_done_when_have_lessons() -> None:
    assert len(lesson_ids("roue_de_vitesse")) >= 2
    assert len(lesson_ids("coup_de_bordure")) >= 2


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_a_lesson_is_played_to_its_end_by_clicking_the_bubbles(qtbot, english, lesson_id) -> None:  # type: ignore[no-untyped-def]
    runner = open_lesson_page(qtbot, lesson_id)
    play_lesson(qtbot, runner)
    assert progress().done(lesson_id)
    assert runner.close_button.isVisible() and runner.leave_button.isVisible()
    runner.page.session.close()
