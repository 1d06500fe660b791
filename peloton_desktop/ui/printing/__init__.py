"""Print preview, PDF and the sheets a game page prints."""
