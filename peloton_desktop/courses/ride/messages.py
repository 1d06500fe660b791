"""Message keys of test-rides (English templates; the window translates them)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

MESSAGES.update(
    {
        "ride.no_ride": QT_TRANSLATE_NOOP("Messages", "“{game}” has no course to test-ride."),
        "ride.other_game": QT_TRANSLATE_NOOP(
            "Messages",
            "“{course}” is a course of another game: a test-ride compares courses of one game.",
        ),
        "ride.bad_count": QT_TRANSLATE_NOOP(
            "Messages", "A test-ride has 1 to {most} races and a seed of 0 or more."
        ),
        "ride.summary": QT_TRANSLATE_NOOP(
            "Messages", "{races} races of {players} teams, a bot at every seat."
        ),
        "ride.seat.too_often": QT_TRANSLATE_NOOP(
            "Messages",
            "Seat {place} wins {share} % ± {margin}: too often (a fair share is {fair} %).",
        ),
        "ride.seat.fair": QT_TRANSLATE_NOOP(
            "Messages", "Seat {place} wins {share} % ± {margin}: fair (a fair share is {fair} %)."
        ),
        "ride.seat.too_rarely": QT_TRANSLATE_NOOP(
            "Messages",
            "Seat {place} wins {share} % ± {margin}: too rarely (a fair share is {fair} %).",
        ),
        "ride.start.too_often": QT_TRANSLATE_NOOP(
            "Messages", "Starting position {place} wins {share} % ± {margin}: too often."
        ),
        "ride.start.fair": QT_TRANSLATE_NOOP(
            "Messages", "Starting position {place} wins {share} % ± {margin}: fair."
        ),
        "ride.start.too_rarely": QT_TRANSLATE_NOOP(
            "Messages", "Starting position {place} wins {share} % ± {margin}: too rarely."
        ),
        "ride.split": QT_TRANSLATE_NOOP(
            "Messages",
            "The field first splits (it stretches {rate} cases a case there, against {flat} on "
            "the flat)",
        ),
        "ride.split_last": QT_TRANSLATE_NOOP(
            "Messages",
            "The field stays together until late in the race, its last climb or the last "
            "kilometre: it first splits (it stretches {rate} cases a case there, against {flat} "
            "on the flat)",
        ),
        "ride.no_split": QT_TRANSLATE_NOOP(
            "Messages",
            "The field never splits: no climb nor the last kilometre stretches it much more "
            "than the flat ({flat} cases a case).",
        ),
        "ride.decisive": QT_TRANSLATE_NOOP(
            "Messages", "In {share} % of the races the winner made the decisive gap:"
        ),
        "ride.section.climb": QT_TRANSLATE_NOOP(
            "Messages", "on climb {number} (cases {first}–{last})"
        ),
        "ride.section.flat_before": QT_TRANSLATE_NOOP(
            "Messages", "on the flat before climb {number} (cases {first}–{last})"
        ),
        "ride.section.flat": QT_TRANSLATE_NOOP("Messages", "on the flat (cases {first}–{last})"),
        "ride.section.finish": QT_TRANSLATE_NOOP(
            "Messages", "in the last kilometre (the last %n case(s))"
        ),
        "ride.turns": QT_TRANSLATE_NOOP(
            "Messages", "A race lasts {mean} turns on average ({low} to {high})."
        ),
    }
)
