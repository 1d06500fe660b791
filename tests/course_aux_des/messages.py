"""Message keys of Course aux dés' prompts (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

# what the start page says of the game (the registry entry reads it)
PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "Pick your effort in secret, then roll: a six gives a case more. Save energy for the line.",
)

MESSAGES.update(
    {
        "dr.ask.effort": QT_TRANSLATE_NOOP("Messages", "Choose your effort for round {round}."),
    }
)
