"""Course aux dés — what the rulebook's chapters ask of each other.

Each chapter is a mixin of `CourseAuxDes` (game.py) on this base. A step one chapter
hands another is declared here as an abstract method, once, so that each module
type-checks on its own and a missing step is an error, not a crash mid-game. This
small game's chapters hand each other nothing yet: a bigger game lists its steps
here (see Coup de bordure's chapter.py).
"""

from __future__ import annotations

from course_aux_des.rules.state import CadState
from peloton_desktop.core.protocol import QuietGame


class Chapter(QuietGame[CadState]):
    """The base of every chapter's mixin."""
