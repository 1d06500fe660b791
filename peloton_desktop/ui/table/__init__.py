"""The game page and who holds the laptop: session, page, log, hand-over, review."""
