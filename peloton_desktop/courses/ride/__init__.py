"""Test-rides: many bot-only races of one course on a process pool, and what they
show a course's designer (who wins from which seat, where the race splits, how long
it lasts, each game's own figures). No Qt; each track game says how to read its
races in its `ride.py` (the `RIDE` its course kind names), so this package names none.
"""
