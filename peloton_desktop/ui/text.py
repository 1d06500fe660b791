"""Translated text for message keys coming from the Qt-free layers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.messages import CONTEXT, MESSAGES, render


def message(key: str, params: Mapping[str, Any] | None = None) -> str:
    template = MESSAGES.get(key)
    if template is None:
        return render(key, params)
    return render(QCoreApplication.translate(CONTEXT, template), params)


def error_text(exc: BaseException) -> str:
    if isinstance(exc, PelotonError):
        return message(exc.key, exc.params)
    return message("internal", {"reason": str(exc)})


def game_pitch(pitch: str) -> str:
    return QCoreApplication.translate("Games", pitch)


def plural(n: int, one: str, many: str) -> str:
    """`one` or `many` (both translated already, each a whole phrase with {n}) by the
    current language's rule: French takes the singular for 0 and 1, English for 1.
    Both forms are written out so each language words them as it should."""
    from peloton_desktop.ui.i18n import manager

    singular = abs(n) < 2 if manager.language == "fr" else n == 1
    return (one if singular else many).format(n=n)
