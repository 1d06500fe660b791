"""Table pieces shared by the game tables, the course editor and the printed sheets:
seat styles, riders, tokens, cards and hands, dice, icon rows, the action picker,
event-line tables, standings, track drawing styles and millimetre drawing helpers."""
