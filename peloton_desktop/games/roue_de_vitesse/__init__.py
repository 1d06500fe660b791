"""Roue de Vitesse (seed 004): groups, paces on the speed wheel, breakaways."""
