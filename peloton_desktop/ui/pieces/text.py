"""Translated text for message keys coming from the Qt-free layers."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.messages import CONTEXT, MESSAGES, render
from peloton_desktop.draw.tr import translate


def message(key: str, params: Mapping[str, Any] | None = None) -> str:
    if params:  # a refusal inside another (an action's reason) in the same language
        params = {k: error_text(v) if isinstance(v, PelotonError) else v for k, v in params.items()}
    template = MESSAGES.get(key)
    if template is None:
        return render(key, params)
    # a count in the parameter "n" picks the plural form of a "%n" template
    n = params.get("n") if params and "%n" in template else None
    return render(translate(CONTEXT, template, None, n if isinstance(n, int) else -1), params)


def error_text(exc: BaseException) -> str:
    if isinstance(exc, PelotonError):
        text = message(exc.key, exc.params)
        return (
            text
            if exc.file is None
            else message("file.refused", {"file": exc.file, "reason": text})
        )
    return message("internal", {"reason": str(exc)})


def game_pitch(pitch: str) -> str:
    return translate("Games", pitch)


_DEFAULT_NAME = re.compile(r"^(?:Player|Joueur|Joueuse) (\d{1,2})$")


def shown_name(stored: str) -> str:
    """A seat's name as shown: the new-game dialog's default ("Player 2", "Joueur 2")
    follows the current language, whatever language the game was created in."""
    m = _DEFAULT_NAME.match(stored)
    if m is None:
        return stored
    return translate("NewGame", "Player {number}").format(number=int(m.group(1)))


def set_aside_text(set_aside: Sequence[tuple[Path, PelotonError]]) -> str:
    """What the folders' scan set aside: the folders, then up to eight files and why
    (each reason names its file)."""
    lines = [f"• {error_text(why)}" for _path, why in set_aside[:8]]
    if len(set_aside) > 8:
        lines.append("…")
    folders = sorted({str(path.parent) for path, _ in set_aside})
    return (
        translate(
            "MainWindow",
            "Some files could not be read; they were set aside, not deleted, in {folders}:",
        ).format(folders=", ".join(folders))
        + "\n\n"
        + "\n".join(lines)
    )
