"""Team sheets of a course: each course kind names the document it prints
(`CourseKind.team_sheet`); a kind without one has none."""

from __future__ import annotations

from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import kind
from peloton_desktop.printing import text
from peloton_desktop.printing.document import Document


def team_sheets(draft: CourseDraft, paper: str = "a4") -> Document:
    """The team sheets the course kind prints (`CourseKind.team_sheet`)."""
    loader = kind(draft.game).team_sheet
    if loader is None:
        raise BadInput("course.no_team_sheet", game=text.game_name(draft.game))
    document: Document = loader()(draft, paper)
    return document
