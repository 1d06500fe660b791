"""The five games of Peloton Desktop. An entry's engine is None until it is playable."""

from __future__ import annotations

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

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
        engine="peloton_desktop.games.coup_de_bordure.rules:CoupDeBordure",
        view="peloton_desktop.games.coup_de_bordure.view:create_view",
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
        engine="peloton_desktop.games.border_states.rules:BorderStates",
        view="peloton_desktop.games.border_states.view:create_view",
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
    ),
)
