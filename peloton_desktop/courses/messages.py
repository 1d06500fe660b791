"""Message keys of course files and their validation (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

MESSAGES.update(
    {
        "course.unknown": QT_TRANSLATE_NOOP("Messages", "There is no course “{course}”."),
        "course.carried": QT_TRANSLATE_NOOP(
            "Messages", "The course “{course}” of the set-up is not valid: {where}: {problem}."
        ),
        "course.bad_terrain": QT_TRANSLATE_NOOP(
            "Messages", "Case {case} has an unknown terrain “{terrain}”."
        ),
        "course.too_short": QT_TRANSLATE_NOOP(
            "Messages", "The race is {count} cases long; it needs at least {minimum}."
        ),
        "course.too_long": QT_TRANSLATE_NOOP(
            "Messages", "The course has {count} cases; at most {maximum} are allowed."
        ),
        "course.start_range": QT_TRANSLATE_NOOP(
            "Messages", "The start is on case {case}, outside the course (cases 1 to {count})."
        ),
        "course.finish_range": QT_TRANSLATE_NOOP(
            "Messages", "The finish is on case {case}, outside the course (cases 1 to {count})."
        ),
        "course.feed_range": QT_TRANSLATE_NOOP(
            "Messages",
            "A ravitaillement is on case {case}, outside the course (cases 1 to {count}).",
        ),
        "course.summit_range": QT_TRANSLATE_NOOP(
            "Messages", "A summit is on case {case}, outside the course (cases 1 to {count})."
        ),
        "course.duplicate_mark": QT_TRANSLATE_NOOP(
            "Messages", "Case {case} is marked twice with the same feature."
        ),
        "course.read_only": QT_TRANSLATE_NOOP(
            "Messages", "The bundled course “{course}” cannot be changed; duplicate it to edit it."
        ),
        "course.not_playable": QT_TRANSLATE_NOOP(
            "Messages", "The course “{course}” cannot be used yet: {problem}"
        ),
        "course.unknown_game": QT_TRANSLATE_NOOP(
            "Messages", "Courses of the game “{game}” are not supported."
        ),
        "course.no_team_sheet": QT_TRANSLATE_NOOP("Messages", "There is no team sheet for {game}."),
    }
)
