"""Table pieces shared by the game tables, the course editor and the printed sheets:
standings, track drawing styles, tokens and millimetre drawing helpers."""
