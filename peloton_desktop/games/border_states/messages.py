"""Message keys of Border States' set-up errors (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

# what the start page says of the game (the registry entry reads it)
PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "Union against Confederacy, 1861–1865: bluff with stacked blocks on three "
    "battles and win the influence of the five border states.",
)

MESSAGES.update(
    {
        "bs.setup.variant": QT_TRANSLATE_NOOP(
            "Messages", "Unknown Border States variant “{variant}”."
        ),
    }
)
