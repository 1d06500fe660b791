"""Cyclistes, the dice game in articles (cyclisteslejeu.com)."""
