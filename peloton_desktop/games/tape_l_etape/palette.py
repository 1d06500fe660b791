"""Tape l'étape's own colours (its four card colours, card faces), named here and
nowhere else; shared roles come from `peloton_desktop.colours`."""

from __future__ import annotations

from peloton_desktop.colours import INK, TABLE_INK, TABLE_MUTED, Shade

TABLE = Shade("#FFFFFF", "#1E1F22", "#000000")
# The card colours: yellow, green, blue, red, each with its letter on the card.
CARDS: tuple[Shade, ...] = (Shade("#E8C21A"), Shade("#3A9E5C"), Shade("#2F6DB5"), Shade("#C8413B"))
CARD_INK = Shade("#222222")
CARD_FACE = Shade("#FBF8EF")
CARD_BACK = Shade("#5B6770")
PROFILE = Shade("#E9E2CF")
JOKER = Shade("#D8E6F2")
SLOT_OFF = Shade("#F2EFE6")  # a column's value not laid yet
SLOT_OFF_INK = Shade("#8C8C8C")

READABLE = (
    (TABLE_INK, TABLE),
    (TABLE_MUTED, TABLE),
    (CARD_INK, CARD_FACE),
    (INK, CARDS[0]),
)
