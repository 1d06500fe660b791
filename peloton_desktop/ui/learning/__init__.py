"""Learning beside play: the coach and the story of a race."""
