"""Table pieces shared by every game's view (standings, and more to come)."""
