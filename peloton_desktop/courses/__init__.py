"""Courses (parcours) of the track games: models, validation, bundled files. No Qt."""
