"""Message keys of Coup de bordure's set-up and rules errors (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

# what the start page says of the game (the registry entry reads it)
PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "Three riders per team, a plaquette of energy tokens each: pick your pace in "
    "secret, ride in the slipstream and keep your attack for the finish.",
)

MESSAGES.update(
    {
        "cdb.setup.teams": QT_TRANSLATE_NOOP(
            "Messages", "Each of the {players} players needs a team of 3 riders."
        ),
        "cdb.setup.team_total": QT_TRANSLATE_NOOP(
            "Messages", "Team {team} has {total} energy tokens; it must have exactly {expected}."
        ),
        "cdb.setup.rider_range": QT_TRANSLATE_NOOP(
            "Messages", "{rider} has {count} energy tokens; a rider has {min} to {max}."
        ),
        "cdb.setup.hidden_not_owned": QT_TRANSLATE_NOOP(
            "Messages", "{rider} cannot hide a {colour} token: it has none."
        ),
        "cdb.course.bad_terrain": QT_TRANSLATE_NOOP(
            "Messages", "Case {case} has an unknown terrain “{terrain}” (use P, C, M or S)."
        ),
        "cdb.course.length": QT_TRANSLATE_NOOP(
            "Messages", "A course has {expected} tiles, not {count}."
        ),
        "cdb.course.ends_flat": QT_TRANSLATE_NOOP(
            "Messages", "A course cannot end with a Flat tile."
        ),
        "cdb.course.unknown": QT_TRANSLATE_NOOP("Messages", "There is no course “{course}”."),
        "cdb.course.feed": QT_TRANSLATE_NOOP(
            "Messages",
            "The feed zone is on case {expected} in the rules, not on case {case}: "
            "a course cannot move it.",
        ),
    }
)
