"""Message keys of Roue de Vitesse's set-up errors and prompts (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

# what the start page says of the game (the registry entry reads it)
PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "Set the pace of each group on the speed wheel, spend sprint, endurance "
    "and climbing points, break away and counter-attack.",
)

MESSAGES.update(
    {
        "rdv.setup.stages": QT_TRANSLATE_NOOP(
            "Messages", "A race has 1 to {max} stages, each named by a Roue de Vitesse course."
        ),
        "rdv.setup.dice": QT_TRANSLATE_NOOP(
            "Messages", "The dice are “d12” or “2d6”, not “{dice}”."
        ),
        "rdv.setup.course": QT_TRANSLATE_NOOP(
            "Messages", "“{course}” is not a Roue de Vitesse course of the library."
        ),
        "rdv.setup.courses": QT_TRANSLATE_NOOP(
            "Messages", "The set-up must carry one course for each of its {count} stages."
        ),
        "rdv.ask.profile": QT_TRANSLATE_NOOP(
            "Messages", "Share 15 points between sprint, endurance and climber for a rider."
        ),
        "rdv.ask.place": QT_TRANSLATE_NOOP("Messages", "Place a rider in the start zone."),
        "rdv.ask.recover": QT_TRANSLATE_NOOP("Messages", "Share the recovered points."),
        "rdv.ask.buy_back": QT_TRANSLATE_NOOP(
            "Messages", "Mechanical incident: how many cases to buy back with endurance?"
        ),
        "rdv.ask.hold": QT_TRANSLATE_NOOP(
            "Messages", "Fast pace: which skill pays the point at the head of the group?"
        ),
        "rdv.ask.feed": QT_TRANSLATE_NOOP(
            "Messages", "Ravitaillement: which skill gains 2 points?"
        ),
        "rdv.ask.attack": QT_TRANSLATE_NOOP("Messages", "Attempt a breakaway?"),
        "rdv.ask.bonus": QT_TRANSLATE_NOOP("Messages", "Pay one more point for +1?"),
        "rdv.ask.extra": QT_TRANSLATE_NOOP("Messages", "Pay one more point for one more case?"),
        "rdv.ask.counter": QT_TRANSLATE_NOOP("Messages", "Counter the breakaway?"),
        "rdv.ask.counter_bonus": QT_TRANSLATE_NOOP("Messages", "Pay one more point for +1?"),
        "rdv.ask.shift": QT_TRANSLATE_NOOP("Messages", "Move one of your riders in this group?"),
        "rdv.ask.pace": QT_TRANSLATE_NOOP("Messages", "The pace of this group for the next turn."),
        "rdv.course.summit_not_mountain": QT_TRANSLATE_NOOP(
            "Messages", "Case {case}: a summit must be on a mountain case."
        ),
        "rdv.course.summit_not_top": QT_TRANSLATE_NOOP(
            "Messages",
            "Case {case}: this summit is not the top of its climb (case {top} still climbs).",
        ),
        "rdv.course.climb_without_summit": QT_TRANSLATE_NOOP(
            "Messages",
            "Cases {first} to {last}: this climb has no summit, so it gives no climber's points.",
        ),
    }
)
