"""Coup de bordure (J. Kaplan, 2017): rules, bot and view."""
