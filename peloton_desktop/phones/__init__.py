"""Players' phones as their private hands (issue 28).

The laptop serves a static page (`resources/phone/`) and talks to each phone over a
websocket: it sends a seat only what `observe(seat)` and that seat's legal actions say,
and plays what the phone chooses through the engine like any click. Names no game; the
games add their words through `GameTable.phone` (see `sheet.py`). A floor below `ui`.
"""
