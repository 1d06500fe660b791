"""Learn to play: every game's lessons on the real table (no game named here)."""
