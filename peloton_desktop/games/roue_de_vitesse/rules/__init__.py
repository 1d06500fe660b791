"""Roue de Vitesse's rules, one module per chapter of the rulebook (no Qt): `setup`
(« Mise en place »), `wheel` (« Roue de Vitesse », « Allure »), `groups` (step 1,
« Mouvement de tous les coureurs »), `turn` (steps 2–5), `finish` (« Victoire »),
`optional` (« Règles additionnelles »), `stages` (« courses à Étapes »), `views`,
the state in `state` and the engine in `game`."""

from peloton_desktop.games.roue_de_vitesse.rules.game import RoueDeVitesse
from peloton_desktop.games.roue_de_vitesse.rules.state import NO_ATTACK, STAY, RdvState

__all__ = ["NO_ATTACK", "STAY", "RdvState", "RoueDeVitesse"]
