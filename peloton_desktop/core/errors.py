"""Typed errors carrying a message key (see `messages.py`) and its parameters."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from peloton_desktop.core.messages import english


class PelotonError(Exception):
    """Base error: `key` names a message template, `params` fills it."""

    exit_code = 1

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        self.file: str | None = None  # the file it is about, when its message names none
        super().__init__(english(key, params))

    def in_file(self, file: str) -> PelotonError:
        """Say which file this refusal is about, unless its message says so already."""
        if self.file is None and "file" not in self.params:
            self.file = file
            self.args = (english("file.refused", {"file": file, "reason": self.args[0]}),)
        return self


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


@contextmanager
def about_file(file: str) -> Iterator[None]:
    """Every refusal raised inside names `file` (a file's name, not its folder)."""
    try:
        yield
    except PelotonError as exc:
        exc.in_file(file)
        raise
