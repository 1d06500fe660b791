"""Coup de bordure: the complete rules engine (pure Python, no Qt), one module per chapter.

A turn plays the riders case by case from the front. The riders of one case (a
group) choose a pace and its payment in secret; once all have chosen, the paces
are revealed and resolved in the rulebook's order, then the feed zone. Where to
find a rule:

  state.py           the pieces: riders, plaquettes, the state of a race
  setup.py           « Préparation »: course, teams, energy tokens
  paces.py           « 1) Choix (secret) de l'allure », paying with tokens
  resolution.py      « 2) Résolution »: Offensive, tows, Accélération, Sillage,
                     "je tracte", everyone else +1
  ravitaillement.py  « Ravitaillement » and « Tirage de la musette »
  turn.py            « Tours suivants »: groups from the front, end of the race
  finish.py          « Arrivée »: the winner and the ranking
  observation.py     what a seat may know (`CdbObservation`, its riders and plaquettes)
  views.py           builds it (`observe`); sampling and scoring for
                     the search bots
  game.py            `CoupDeBordure`, who is asked what, routing the actions
  chapter.py         what the chapters (mixins of the game) call of each other
"""

from peloton_desktop.games.coup_de_bordure.rules.game import CoupDeBordure
from peloton_desktop.games.coup_de_bordure.rules.observation import (
    CdbObservation,
    OwnPlaquette,
    RiderView,
)
from peloton_desktop.games.coup_de_bordure.rules.state import (
    LETTERS,
    PACES,
    STEP_ACCEL,
    STEP_DONE,
    STEP_MUSETTE,
    STEP_OFFENSIVE,
    STEP_RAVITO,
    STEP_REST,
    STEP_SILLAGE,
    STEP_TOW2,
    STEP_TOW3,
    STEP_TRACTE,
    Ask,
    CdbState,
    Rider,
)
from peloton_desktop.games.coup_de_bordure.tokens import hidden_code

__all__ = [
    "LETTERS",
    "PACES",
    "STEP_ACCEL",
    "STEP_DONE",
    "STEP_MUSETTE",
    "STEP_OFFENSIVE",
    "STEP_RAVITO",
    "STEP_REST",
    "STEP_SILLAGE",
    "STEP_TOW2",
    "STEP_TOW3",
    "STEP_TRACTE",
    "Ask",
    "CdbObservation",
    "CdbState",
    "CoupDeBordure",
    "OwnPlaquette",
    "Rider",
    "RiderView",
    "hidden_code",
]
