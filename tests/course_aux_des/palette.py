"""Course aux dés' own colours, named here and nowhere else; shared roles come from
`peloton_desktop.colours`."""

from __future__ import annotations

from peloton_desktop.colours import INK, Shade

TABLE = Shade("#EEF0E6", "#202420")  # the table's cloth
ROAD = Shade("#D9D4C3")  # a case of the road (light in both schemes: ink reads on it)
FINISH = Shade("#F2C230")  # the finish line's case

READABLE = ((INK, ROAD), (INK, FINISH))
