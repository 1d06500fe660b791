"""Real roads made into courses: a GPX track or an elevation profile (no Qt).

`reading` (the file: bounded, hardened, checked), `profile` (resampled, smoothed,
climbs and their Tour-like categories), `rules` (each game's scale and gradient
thresholds, from its course kind), `build` (the road cut into the game's cases).
"""
