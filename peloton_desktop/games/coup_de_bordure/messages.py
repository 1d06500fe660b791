"""Message keys of Coup de bordure's set-up and rules errors (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

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
            "Messages", "{rider} cannot hide a {colour} token: he has none."
        ),
    }
)
