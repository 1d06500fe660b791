"""Tape l'étape's rules, one module per chapter of the rulebook (no Qt)."""

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
