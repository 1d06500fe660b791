"""The course editor opened on a new Roue de Vitesse draft, as the editor tests use it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import shiboken6

from peloton_desktop.courses import library
from peloton_desktop.courses.kinds import KINDS
from peloton_desktop.ui.course_editor.window import CourseEditor


def open_editor(qtbot: Any, course_id: str, name: str) -> Iterator[CourseEditor]:
    """A fixture's body: the editor shown and fitted, closed without a question after."""
    draft = KINDS["roue_de_vitesse"].new_draft(course_id, name)
    library.save(draft)
    w = CourseEditor(draft.copy())  # not qtbot.addWidget: it would close it while dirty
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    yield w
    if shiboken6.isValid(w):
        w.stack.setClean()  # no "save changes?" box
        w.close()
