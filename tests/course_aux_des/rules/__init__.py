"""Course aux dés: the complete rules engine (pure Python, no Qt), one module per chapter.

state.py        « Matériel »: cases, energy, the secret efforts
setup.py        « Mise en place »
effort.py       « Un tour »: secret effort, reveal, dice
finish.py       « Arrivée »: the ranking
observation.py  what a seat may know (`CadObservation`)
views.py        builds it (`observe`); sampling and scoring for the search bots
game.py         `CourseAuxDes`, who is asked what, routing the actions
"""

from course_aux_des.rules.game import CourseAuxDes
from course_aux_des.rules.observation import CadObservation
from course_aux_des.rules.state import CadState

__all__ = ["CadObservation", "CadState", "CourseAuxDes"]
