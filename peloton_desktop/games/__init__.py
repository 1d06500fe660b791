"""The five games of Peloton Desktop. An entry's engine is None until it is playable.

The loaders import late: listing the games must not load an engine or Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import Game
from peloton_desktop.core.registry import GameEntry

if TYPE_CHECKING:
    from peloton_desktop.ui.game_table import GameTable


def _cdb_engine() -> type[Game]:
    from peloton_desktop.games.coup_de_bordure.rules import CoupDeBordure

    return CoupDeBordure


def _cdb_table() -> GameTable:
    from peloton_desktop.games.coup_de_bordure.view import TABLE

    return TABLE


def _bs_engine() -> type[Game]:
    from peloton_desktop.games.border_states.rules import BorderStates

    return BorderStates


def _tle_engine() -> type[Game]:
    from peloton_desktop.games.tape_l_etape.rules import TapeLEtape

    return TapeLEtape


def _tle_table() -> GameTable:
    from peloton_desktop.games.tape_l_etape.view import TABLE

    return TABLE


def _cyc_engine() -> type[Game]:
    from peloton_desktop.games.cyclistes.rules import Cyclistes

    return Cyclistes


def _cyc_table() -> GameTable:
    from peloton_desktop.games.cyclistes.view import TABLE

    return TABLE


def _rdv_engine() -> type[Game]:
    from peloton_desktop.games.roue_de_vitesse.rules import RoueDeVitesse

    return RoueDeVitesse


def _rdv_table() -> GameTable:
    from peloton_desktop.games.roue_de_vitesse.view import TABLE

    return TABLE


def _bs_table() -> GameTable:
    from peloton_desktop.games.border_states.view import TABLE

    return TABLE


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry(
        id="coup_de_bordure",
        title="Coup de bordure",
        min_players=2,
        max_players=4,
        pitch=QT_TRANSLATE_NOOP(
            "Games",
            "Three riders per team, a plaquette of energy tokens each: pick your pace in "
            "secret, ride in the slipstream and keep your attack for the finish.",
        ),
        art="coup_de_bordure.svg",
        engine=_cdb_engine,
        table=_cdb_table,
    ),
    GameEntry(
        id="border_states",
        title="Border States",
        min_players=2,
        max_players=2,
        pitch=QT_TRANSLATE_NOOP(
            "Games",
            "Union against Confederacy, 1861–1865: bluff with stacked blocks on three "
            "battles and win the influence of the five border states.",
        ),
        art="border_states.svg",
        engine=_bs_engine,
        table=_bs_table,
    ),
    GameEntry(
        id="tape_l_etape",
        title="Tape l'étape",
        min_players=3,
        max_players=6,
        pitch=QT_TRANSLATE_NOOP(
            "Games",
            "A stage race in cards: lay your profiles on the coloured columns, play "
            "your jokers at the right moment and win the general classification.",
        ),
        art="tape_l_etape.svg",
        engine=_tle_engine,
        table=_tle_table,
    ),
    GameEntry(
        id="cyclistes",
        title="Cyclistes",
        min_players=2,
        max_players=6,
        pitch=QT_TRANSLATE_NOOP(
            "Games",
            "The classic dice game: leaders and team riders on a circuit of cases, "
            "climbs that block the road, wheels to follow and attacks on a double.",
        ),
        art="cyclistes.svg",
        engine=_cyc_engine,
        table=_cyc_table,
    ),
    GameEntry(
        id="roue_de_vitesse",
        title="Roue de Vitesse",
        min_players=2,
        max_players=6,
        pitch=QT_TRANSLATE_NOOP(
            "Games",
            "Set the pace of each group on the speed wheel, spend sprint, endurance "
            "and climbing points, break away and counter-attack.",
        ),
        art="roue_de_vitesse.svg",
        engine=_rdv_engine,
        table=_rdv_table,
    ),
)
