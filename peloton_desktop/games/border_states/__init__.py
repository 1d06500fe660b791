"""Border States (S. Brachet): rules, bot and view."""
