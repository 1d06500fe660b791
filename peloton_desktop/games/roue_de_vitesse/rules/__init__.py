"""Roue de Vitesse's rules, one module per chapter of the rulebook (no Qt): `setup`
(« Mise en place »), `wheel` (« Roue de Vitesse », « Allure »), `groups` (step 1,
« Mouvement de tous les coureurs »), `turn` (steps 2–5), `finish` (« Victoire »),
`optional` (« Règles additionnelles »), `stages` (« courses à Étapes »), `views`
(observe, determinize, evaluate), the state in `state`, what a seat sees in
`observation` and the engine in `game`."""

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
