"""The standings beside a race's table: the same classifications as shown leave the
tables alone (asked after every move: most moves change none), new ones or a new
language make them again, and what they show is always the last given."""

from __future__ import annotations

from peloton_desktop.core.stages import GENERAL, Competitor, Unit, classify
from peloton_desktop.ui.pieces.standings import StandingsWidget

RIDERS = [Competitor(0, "Ana"), Competitor(1, "Bo")]


def _general(times: dict[int, int]):  # type: ignore[no-untyped-def]
    return (classify(GENERAL, Unit.TIME, times, competitors=RIDERS),)


def _names(widget: StandingsWidget) -> list[str]:
    table = widget.widget(0)
    return [table.item(row, 1).text() for row in range(table.rowCount())]


def test_the_same_standings_keep_their_tables(qtbot, english) -> None:
    widget = StandingsWidget(lambda seat: f"seat {seat}")
    qtbot.addWidget(widget)
    widget.set_classifications(_general({0: 10, 1: 0}))
    table = widget.widget(0)
    assert _names(widget)[0].startswith("Bo")
    widget.set_classifications(_general({0: 10, 1: 0}))  # an equal tuple, made anew
    assert widget.widget(0) is table
    widget.set_classifications(_general({0: 0, 1: 10}))
    assert widget.widget(0) is not table and _names(widget)[0].startswith("Ana")
    table = widget.widget(0)
    widget.retranslate()  # a new language: made again, the same rows
    assert widget.widget(0) is not table and _names(widget)[0].startswith("Ana")
    widget.set_classifications(())
    assert widget.count() == 0
