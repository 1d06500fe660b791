"""Translated text for message keys coming from the Qt-free layers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.messages import CONTEXT, MESSAGES, render
from peloton_desktop.draw.tr import translate


def message(key: str, params: Mapping[str, Any] | None = None) -> str:
    template = MESSAGES.get(key)
    if template is None:
        return render(key, params)
    return render(translate(CONTEXT, template), params)


def error_text(exc: BaseException) -> str:
    if isinstance(exc, PelotonError):
        return message(exc.key, exc.params)
    return message("internal", {"reason": str(exc)})


def game_pitch(pitch: str) -> str:
    return translate("Games", pitch)
