"""Tape l'étape's rules, one module per chapter of the rulebook (no Qt), each a mixin
of the engine. Where to find a rule:

  state.py           the cards, profiles, jokers and the state of a race (« Matériel »)
  setup.py           « Préparation de la course », the modes; each stage's deal
  stage.py           « Choix de l'étape »: the chooser, the profile, a time trial's start
  columns.py         « Choix de l'étape »: how each profile's columns start and grow
  turn.py            « Déroulement »: whose turn, what he may lay, Changement de braquet
  jokers.py          « Les jokers »: Vitamine, Crevaison and its window
  classification.py  « Le classement »: a stage's times, the next stage, the result
  observation.py     what a seat may know (`TleObservation`, its columns)
  views.py           builds it (`observe`); sampling and scoring for the search bots
  game.py            `TapeLEtape`, who is asked what, routing the actions; the rules
                     revisions
  chapter.py         what the chapters (mixins of the game) call of each other
"""

from peloton_desktop.games.tape_l_etape.rules.game import END_TURN, PASS_TURN, TapeLEtape
from peloton_desktop.games.tape_l_etape.rules.observation import (
    Column,
    TleObservation,
)
from peloton_desktop.games.tape_l_etape.rules.state import (
    BALAI,
    BRAQUET,
    CLM,
    CREVAISON,
    DESCENTE,
    ENDURANCE,
    JOKERS,
    MONTAGNE,
    PLAINE,
    PROFILES,
    SPRINT,
    VITAMINE,
    Card,
    TleState,
)

__all__ = [
    "BALAI",
    "BRAQUET",
    "CLM",
    "CREVAISON",
    "DESCENTE",
    "ENDURANCE",
    "END_TURN",
    "JOKERS",
    "MONTAGNE",
    "PASS_TURN",
    "PLAINE",
    "PROFILES",
    "SPRINT",
    "VITAMINE",
    "Card",
    "Column",
    "TapeLEtape",
    "TleObservation",
    "TleState",
]
