"""Dialogs: new game, settings, rules help, the assumptions editor, confirmations."""
