"""A turning point of the story in words: shared by the story dialog and the results
sheet (kept apart from the dialog, which knows the game page)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from peloton_desktop.core.story import TurningPoint
from peloton_desktop.draw.tr import translate

if TYPE_CHECKING:
    from peloton_desktop.ui.game_view import GameView
    from peloton_desktop.ui.session import GameSession


def turning_text(session: GameSession, view: GameView, winner: int, t: TurningPoint) -> str:
    """A turning point in words, with the log line of its move."""
    line = ""
    if 0 < t.step <= len(session.history):
        for event in session.history[t.step - 1][1]:
            line = view.describe_event(event) or ""
            if line:
                break
    text = translate(
        "Story",
        "Move {step}, {player}: {winner}'s chance went from {before} % to {after} %.",
    ).format(
        step=t.step,
        player=session.seat_name(t.seat),
        winner=session.seat_name(winner),
        before=round(t.before * 100),
        after=round(t.after * 100),
    )
    return f"{text} {line}".strip()
