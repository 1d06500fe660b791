"""Message keys of Border States' set-up errors (English templates)."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

MESSAGES.update(
    {
        "bs.setup.variant": QT_TRANSLATE_NOOP(
            "Messages", "Unknown Border States variant “{variant}”."
        ),
    }
)
