"""Message keys of Cyclistes' set-up errors and prompts (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

# what the start page says of the game (the registry entry reads it)
PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "The classic dice game: leaders and team riders on a circuit of cases, "
    "climbs that block the road, wheels to follow and attacks on a double.",
)

MESSAGES.update(
    {
        "cyc.setup.stages": QT_TRANSLATE_NOOP(
            "Messages", "A race has 1 to {max} stages, each named by a Cyclistes course."
        ),
        "cyc.setup.riders": QT_TRANSLATE_NOOP(
            "Messages", "Each team has {min} to {max} riders in this race, not {count}."
        ),
        "cyc.setup.leaders": QT_TRANSLATE_NOOP(
            "Messages", "A team has 0 to {max} leaders, not {count}."
        ),
        "cyc.setup.teams": QT_TRANSLATE_NOOP(
            "Messages", "Give one name (1 to 40 characters) for each of the {count} teams."
        ),
        "cyc.setup.course": QT_TRANSLATE_NOOP(
            "Messages", "“{course}” is not a Cyclistes course of the library."
        ),
        "cyc.setup.courses": QT_TRANSLATE_NOOP(
            "Messages", "The set-up must carry one course for each of its {count} stages."
        ),
        "cyc.ask.place": QT_TRANSLATE_NOOP("Messages", "Place a rider behind the start line."),
        "cyc.ask.choose": QT_TRANSLATE_NOOP(
            "Messages", "Roll the dice, take the wheel, attack or abandon."
        ),
        "cyc.ask.amount": QT_TRANSLATE_NOOP("Messages", "How far does the rider go?"),
        "cyc.ask.demarrage": QT_TRANSLATE_NOOP(
            "Messages", "A double: roll again or stop the attack?"
        ),
        "cyc.course.behind_start": QT_TRANSLATE_NOOP(
            "Messages",
            "Only {count} cases lie behind the start line outside the race; "
            "a full field of riders needs {needed}.",
        ),
    }
)
