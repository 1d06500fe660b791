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


def test_stage_tabs_fit_a_narrow_panel(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 43: four stages and the general in the side panel's width: the stages'
    tabs show their number (the whole title in the tooltip), no tab is cut."""
    from readability import cut_widgets

    from peloton_desktop.core.stages import GENERAL, STAGE, Classification, Standing, Unit

    rows = (Standing(0, 1, 10, 0), Standing(1, 2, 20, 10))
    stages = [Classification(STAGE, Unit.TIME, rows, stage=n) for n in range(1, 5)]
    widget = StandingsWidget(lambda seat: f"P{seat}")
    qtbot.addWidget(widget)
    widget.resize(240, 200)
    widget.show()
    widget.set_classifications([*stages, Classification(GENERAL, Unit.TIME, rows)])
    assert [widget.tabText(i) for i in range(5)][:4] == ["1", "2", "3", "4"]
    assert widget.tabToolTip(0) == "Stage 1"
    assert cut_widgets(widget) == []
    widget.resize(900, 200)
    assert widget.tabText(0) == "Stage 1"  # room enough: the whole title
