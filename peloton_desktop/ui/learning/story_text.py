"""A turning point of the story in words: shared by the story dialog and the results
sheet (kept apart from the dialog, which knows the game page)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from peloton_desktop.core.story import Story, TurningPoint, value_at
from peloton_desktop.draw.tr import translate

if TYPE_CHECKING:
    from peloton_desktop.ui.table.game_view import GameView
    from peloton_desktop.ui.table.session import GameSession


def changed_text(story: Story, step: int, seat: int) -> str:
    """What the move changed for its player, in the story's unit (nothing: '')."""
    before, after = value_at(story, step - 1, seat), value_at(story, step, seat)
    if before == after:
        return ""
    a, b = round(before), round(after)
    if story.unit == "cases":
        return translate("Story", "Case {before} → {after}.").format(before=a, after=b)
    if story.unit == "points":
        return translate("Story", "Points {before} → {after}.").format(before=a, after=b)
    if story.unit == "cards":
        return translate("Story", "Cards left {before} → {after}.").format(before=a, after=b)
    return f"{a} → {b}."


def turning_text(
    session: GameSession,
    view: GameView[Any],
    winner: int,
    t: TurningPoint,
    story: Story | None = None,
) -> str:
    """A turning point in words: the move (its log line), what it changed for its
    player (in the story's unit), and the winner's estimated chance before and after."""
    line = ""
    if 0 < t.step <= len(session.history):
        for event in session.history[t.step - 1][1]:
            line = view.describe_event(event) or ""
            if line:
                break
    head = translate("Story", "Move {step}, {player}:").format(
        step=t.step, player=session.seat_name(t.seat)
    )
    chance = translate("Story", "{winner}'s chance went from {before} % to {after} %.").format(
        winner=session.seat_name(winner),
        before=round(t.before * 100),
        after=round(t.after * 100),
    )
    change = changed_text(story, t.step, t.seat) if story is not None else ""
    return " ".join(part for part in (head, line, change, chance) if part)
