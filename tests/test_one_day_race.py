"""Issue 43: a one-day race is not "Stage 1". A classification knows how many stages
its race has; the result of a one-day race is titled "The race" on the table's
standings and the printed results, a stage race's results keep their numbers, also
once the race book is read back from a saved game."""

from __future__ import annotations

import pytest

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.stages import GENERAL, STAGE, Competitor, RaceBook, Unit
from peloton_desktop.draw.standings import classification_title


@pytest.mark.parametrize(("stages", "title"), [(1, "The race"), (3, "Stage 1")])
def test_a_stage_result_is_titled_by_the_race_it_belongs_to(stages: int, title: str) -> None:
    book = RaceBook([Competitor(0, "Ana"), Competitor(1, "Bo")], stages, Unit.TIME)
    book.finish_stage([1, 0], {0: 10, 1: 0})
    for kept in (book, BookView.from_json(book.to_json()).race_book()):
        result = kept.classifications()[0]
        assert result.kind == STAGE and result.stages == stages
        assert classification_title(result) == title
        general = next(c for c in kept.classifications() if c.kind == GENERAL)
        assert classification_title(general) == "General"
