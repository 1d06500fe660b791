"""One package per game, each owning all of itself (rules, bots, course kind, table,
panel, styles, sheets, rules help). Games register themselves through the entry point
group `peloton_desktop.games`; nothing imports this package by a game's name."""
