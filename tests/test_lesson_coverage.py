"""Every rulebook section docs/lessons.md lists is met in a lesson step that exists, and
every lesson is named there (the table says what each lesson teaches)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from peloton_desktop.core import registry
from peloton_desktop.core.lessons import lessons_of

DOC = Path(__file__).resolve().parent.parent / "docs" / "lessons.md"


def rows(text: str) -> list[list[str]]:
    """The coverage table's rows, each cell stripped (the header and rule left out)."""
    found = re.search(r"<!-- coverage -->(.*?)<!-- /coverage -->", text, re.S)
    assert found, "docs/lessons.md has no coverage table"
    out = []
    for line in found.group(1).strip().splitlines()[2:]:
        out.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return out


def problems(table: list[list[str]]) -> list[str]:
    lessons = {
        lesson.id: (entry.id, len(lesson.steps))
        for entry in registry.entries()
        for lesson in lessons_of(entry)
    }
    out = []
    for cells in table:
        if len(cells) != 5 or not all(cells[:2]):
            out.append(f"malformed row {cells}")
            continue
        game, section, lesson, step, how = cells
        if lesson not in lessons or lessons[lesson][0] != game:
            out.append(f"{game}: « {section} » has no lesson ({lesson or 'none'})")
        elif not step.isdigit() or not 1 <= int(step) <= lessons[lesson][1]:
            out.append(f"{game}: « {section} »: {lesson} has no step {step or '(none)'}")
        if how not in ("practised", "told"):
            out.append(f"{game}: « {section} »: how is {how!r}")
    named = {cells[2] for cells in table if len(cells) == 5}
    out += [f"{lesson} is in no row of docs/lessons.md" for lesson in lessons.keys() - named]
    return out


def test_every_listed_section_has_a_lesson_step_and_every_lesson_a_row() -> None:
    assert problems(rows(DOC.read_text(encoding="utf-8"))) == []


def test_every_game_with_lessons_lists_its_sections() -> None:
    games = {cells[0] for cells in rows(DOC.read_text(encoding="utf-8"))}
    assert games == {e.id for e in registry.entries() if lessons_of(e)}


@pytest.mark.parametrize(
    ("row", "said"),
    [
        (["cyclistes", "7.4 Abandonner", "", "", "told"], "has no lesson"),
        (["cyclistes", "7.4 Abandonner", "cyc-2-stage-race", "99", "told"], "has no step 99"),
        (["cyclistes", "7.4 Abandonner", "tle-1-first-stage", "1", "told"], "has no lesson"),
        (["cyclistes", "7.4 Abandonner", "cyc-2-stage-race", "4", "seen"], "how is"),
    ],
)
def test_a_section_without_its_step_fails(row: list[str], said: str) -> None:
    assert any(said in p for p in problems([row]))
