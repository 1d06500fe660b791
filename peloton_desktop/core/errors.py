"""Typed errors carrying a message key (see `messages.py`) and its parameters."""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.messages import english


class PelotonError(Exception):
    """Base error: `key` names a message template, `params` fills it."""

    exit_code = 1

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(english(key, params))


class BadInput(PelotonError):
    """Anything a user or a file handed us that we refuse (CLI exit code 2)."""

    exit_code = 2


class FileProblem(BadInput):
    """A file that is missing, unreadable, malformed or of the wrong kind."""


class SetupError(BadInput):
    """A game set-up (players, options) that the rules do not allow."""


class IllegalAction(BadInput):
    """An action the rules do not allow now. The state is left untouched."""


class RecordError(BadInput):
    """A record that cannot be replayed."""
