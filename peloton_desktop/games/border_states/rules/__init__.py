"""Border States: the complete rules engine for two players (pure Python, no Qt).

Seat 0 is the Union, seat 1 the Confederacy. A round: preparation (3 battles,
intensity + 2 cubes each), combat in 3 turns (recruit from an end of one's file,
stack 2 blocks in secret, reveal the top ones, place them lower value first on
the battles the visible block gives access to, characters before or after),
resolution of battles I, II, III (reveal, ambushes from the arrow outward,
winning front, victor and vanquished, cubes), end of round (state markers move by
the cube difference, sudden death, files rebuilt). After 1865 the score decides.
Where to find a rule:

  state.py        « Matériel »: pieces, slots, the pending decisions, the state
  chapter.py      what the chapters share: the ruleset's numbers, the steps they
                  hand to one another
  setup.py        « Mise en place », the variants, and each round's « Préparation »
  recruitment.py  « Combat, I. Recrutement », the President, the secret stack
  placement.py    « II. Départ pour le champ de bataille » (order, reachable
                  battles, Embuscade, Siège) and « III. Placement des pavés »
  characters.py   « Les cartes Personnage »
  resolution.py   « Résolution »: révélation, embuscades, front gagnant, conquête
  round_end.py    « Fin de manche » (markers, control, sudden death, next round)
                  and « Fin de partie et victoire » (score)
  observation.py  what a side sees, typed: `BsObservation` and its records
  views.py        `observe`; sampling and scoring for the search bots
  game.py         `BorderStates`: who is asked what, routing, automatic steps
"""

from peloton_desktop.games.border_states.rules.game import BorderStates
from peloton_desktop.games.border_states.rules.observation import (
    CHOSEN,
    AmbushDecision,
    BattleCard,
    Blocks,
    BsObservation,
    Canon,
    KeepDecision,
    PlacedBlock,
    PublicDecision,
    Stack,
    StepDecision,
    block_count,
    known_blocks,
)
from peloton_desktop.games.border_states.rules.state import (
    CANON,
    CONFEDERACY,
    UNION,
    VARIANTS,
    BsState,
    Pending,
    PendingAmbush,
    PendingKeep,
    PendingStep,
    Piece,
    Slot,
)

__all__ = [
    "CANON",
    "CHOSEN",
    "CONFEDERACY",
    "UNION",
    "VARIANTS",
    "AmbushDecision",
    "BattleCard",
    "Blocks",
    "BorderStates",
    "BsObservation",
    "BsState",
    "Canon",
    "KeepDecision",
    "Pending",
    "PendingAmbush",
    "PendingKeep",
    "PendingStep",
    "Piece",
    "PlacedBlock",
    "PublicDecision",
    "Slot",
    "Stack",
    "StepDecision",
    "block_count",
    "known_blocks",
]
