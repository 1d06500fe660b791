"""Cyclistes' own colours, named here and nowhere else; shared roles come from
`peloton_desktop.colours`."""

from __future__ import annotations

from peloton_desktop.colours import Shade

TABLE = Shade("#E7EEE0", "#1C251D", "#000000")
HILL = Shade("#8A8170")  # the profile under a hill case
FLAT = Shade("#BFB7A5")
STAR = Shade("#FFD21F")  # the leader's star

READABLE: tuple[tuple[Shade, Shade], ...] = ()
