"""Message keys of Tape l'étape's set-up errors (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

# what the start page says of the game (the registry entry reads it)
PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "A stage race in cards: lay your profiles on the coloured columns, play "
    "your jokers at the right moment and win the general classification.",
)

MESSAGES.update(
    {
        "tle.setup.mode": QT_TRANSLATE_NOOP(
            "Messages", "Unknown race mode “{mode}”: choose sprint or endurance."
        ),
        "tle.setup.sprint_stages": QT_TRANSLATE_NOOP(
            "Messages", "In the sprint mode each player chooses exactly one stage."
        ),
        "tle.setup.endurance_stages": QT_TRANSLATE_NOOP(
            "Messages",
            "In the endurance mode each player chooses {min} to {max} stages, not {count}.",
        ),
    }
)
