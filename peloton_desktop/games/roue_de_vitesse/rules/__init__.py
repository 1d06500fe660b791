"""Roue de Vitesse: the complete rules engine (pure Python, no Qt), one module per chapter.

A turn is the active player's: every group rides, front first; he may attack and the
riders of the escaper's case counter; each group may move one of his riders inside it;
the fast pace is paid at the head cases; he sets the paces for the next turn. Where to
find a rule:

  state.py        the pieces: riders, groups and pace tokens, the state of a race
  setup.py        « Mise en place du jeu »: first player, profiles, placement, courses
  wheel.py        « Roue de Vitesse », « Allure du peloton »: the wheel's three rings
  groups.py       step 1, « Mouvement de tous les coureurs »: the groups ride
  breakaway.py    step 2, « Tentative d'échappée »: the breakaway and its counters
  turn.py         « Déroulé d'un Tour »: the turn's course, steps 3 to 5
  optional.py     « Règles additionnelles optionnelles »: incident, ravitaillement
  stages.py       « Règles des courses à Étapes »: stage result, recovery
  finish.py       « Victoire »: the finish's tie-breaks, points, the result
  observation.py  what a seat may know (`RdvObservation`)
  views.py        builds it (`observe`); sampling and scoring for the search bots
  game.py         `RoueDeVitesse`, who is asked what, routing the actions
  chapter.py      what the chapters (mixins of the game) call of each other
"""

from peloton_desktop.games.roue_de_vitesse.rules.game import RoueDeVitesse
from peloton_desktop.games.roue_de_vitesse.rules.observation import (
    AttemptView,
    Course,
    RdvObservation,
    Skills,
)
from peloton_desktop.games.roue_de_vitesse.rules.state import (
    NO_ATTACK,
    STAY,
    BoughtBack,
    Fed,
    RdvState,
)

__all__ = [
    "NO_ATTACK",
    "STAY",
    "AttemptView",
    "BoughtBack",
    "Course",
    "Fed",
    "RdvObservation",
    "RdvState",
    "RoueDeVitesse",
    "Skills",
]
