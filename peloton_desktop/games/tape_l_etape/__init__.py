"""Tape l'étape: the card stage race (rules, bots, view)."""
