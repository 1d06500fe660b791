"""The review of a finished game, as it was played (issue 43): at every step the page
shows the table, the log and the marks the players saw live after that move.

The marks a view keeps from one move to the next (the last move ringed, one side's
moves in a row) come from the moves' events, as live: a step forward hands the view
that move's events; a jump replays the few moves before it the same way. Back and
Forward step over the moves that change nothing on screen (a secret choice nobody
sees yet): one click, one change."""

from __future__ import annotations

from typing import Protocol

from peloton_desktop.ui.pieces.scene_picture import picture_digest, scene_picture
from peloton_desktop.ui.table.game_log import GameLog
from peloton_desktop.ui.table.game_view import AnyView
from peloton_desktop.ui.table.review_bar import ReviewBar
from peloton_desktop.ui.table.session import GameSession


class GamePage(Protocol):
    """What the review needs of the page (ui/table/game_page.py)."""

    session: GameSession
    view: AnyView
    log: GameLog
    review_bar: ReviewBar


# how many moves a jump replays before its step at least, and at most with the runs
# of one seat's moves (a side's marks stay together until the other side moves)
REPLAYED = 8
REPLAYED_MOST = 40
LOOK_W, LOOK_H = 900, 600  # the table drawn to tell two steps apart


class Review:
    def __init__(self, page: GamePage) -> None:
        self.page = page
        self.at = -1  # the step the view's marks were last brought to
        self._looks: dict[int, tuple[bytes, tuple[int, ...]]] = {}

    def start(self) -> None:
        page = self.page
        page.session.start_review()
        self.at, self._looks = -1, {}
        page.review_bar.same = self.same
        page.review_bar.show()
        page.review_bar.start(page.session.review_length())

    def seek(self, step: int) -> None:
        """The page after `step` moves, marks included."""
        page, session = self.page, self.page.session
        history = session.history
        if step == self.at:  # already there (Back and Forward looked ahead)
            page.log.show_step(step)
            return
        if step == self.at + 1 and self.at >= 0:
            start = step - 1  # one move forward: its events, as live
        else:
            start = self._replay_from(step)
            speed, page.view.animation_speed = page.view.animation_speed, 0.0
            try:
                forget = getattr(page.view, "forget_moves", None)
                if callable(forget):
                    forget()  # no mark carried over from another step
                session.seek(start)
                for k in range(start + 1, step):
                    page.view.show_events(*history[k - 1])
                    session.seek(k)
            finally:
                page.view.animation_speed = speed
            start = step - 1
        if start >= 0 and step > 0:
            page.view.show_events(*history[step - 1])
        session.seek(step)
        self.at = step
        page.log.show_step(step)

    def _replay_from(self, step: int) -> int:
        """Where a jump to `step` starts replaying: far enough back that the marks the
        view keeps from earlier moves are there again."""
        seats = [seat for seat, _events in self.page.session.history]
        start = max(0, step - REPLAYED)
        while start > 0 and step - start < REPLAYED_MOST and seats[start - 1] == seats[start]:
            start -= 1
        return max(0, start - 1)

    # -- one click, one change ---------------------------------------------------------
    def looks(self, step: int) -> tuple[bytes, tuple[int, ...]]:
        """What the screen shows after `step` moves: the table as drawn (a digest of
        its picture, marks included) and the log's lines."""
        if step not in self._looks:
            view = self.page.view
            speed, view.animation_speed = view.animation_speed, 0.0
            try:
                self.seek(step)
            finally:
                view.animation_speed = speed
            # drawn uncached: the screen's own pictures of the items start afresh too
            digest = picture_digest(scene_picture(view.board.scene(), LOOK_W, LOOK_H))
            self._looks[step] = (digest, tuple(self.page.log.lines_at(step)))
        return self._looks[step]

    def same(self, a: int, b: int) -> bool:
        return self.looks(a) == self.looks(b)
