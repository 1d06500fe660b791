"""Who holds the laptop: one value, a seat or PUBLIC, that the whole page reads.

Nothing else decides it. The page's table, decision panel, log, status bar, tooltips,
Hint and dialogs all follow `Laptop.viewer`, pushed to them by the page from one place
(`GamePage._hand`). A seat sees its own `observe(seat)`; PUBLIC is what every seat
knows (`observe` for a seat nobody holds), or everything once the game is over or at
a table of bots. When something is secret between the people at the table, the
laptop is PUBLIC on every screen between two players: the hand-over, the stage break,
a phone seat's turn, bots' turns, the end of the game. A seat's view comes back only
through the hand-over ("I am …"), so a public screen in between always means a
hand-over before the next private view. A hand-over is due at the start of a game
and after a resume, whenever the next human the game waits for does not hold the
laptop, when a human reacts out of turn, after an undo that changes the seat, and
when a window out of turn was answered (the laptop goes back).
"""

from __future__ import annotations

from collections.abc import Callable

from peloton_desktop.core.prompts import Ask
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.table.session import GameSession

PUBLIC = None  # nobody holds the laptop: the table shows what everyone may know


class Laptop:
    def __init__(self, session: GameSession, handover_enabled: bool) -> None:
        self.session = session
        self.enabled = handover_enabled
        self.viewer: int | None = PUBLIC  # nobody holds it yet
        # the page's parts that show the holder's view (table, log, status…)
        self.listeners: list[Callable[[int | None], None]] = []
        self.handed_at = 0  # actions in the record when it was handed to the viewer
        self.preferred: int | None = None  # whose move an undo took back
        self.reactor: int | None = None  # a human who asked for it to react out of turn
        self.window_seat: int | None = None  # handed it for a window the game waits on
        self.phones: frozenset[int] = frozenset()  # seats played on a phone (no hand-over)
        self.secret_steps = 0  # the holder's answers to a secret choice since taking it
        self.done = False  # the holder pressed Done after a choice in several steps
        self._choice: tuple[str, str] | None = None  # which secret choice they answer
        # how long a phone seat's phone has been offline, in seconds (None: online)
        self.offline: Callable[[int], float | None] = lambda _seat: None

    def here(self, seat: int) -> bool:
        """A human who plays on the laptop (not on a phone)."""
        return self.session.is_human(seat) and seat not in self.phones

    # -- what is secret here ------------------------------------------------------------
    def secret(self) -> bool:
        """Several humans play (at the laptop or on phones) and the game hides something
        between them: the hand-over setting on, or a phone's player may look at it."""
        s = self.session
        hiding = self.enabled or bool(self.phones)
        return hiding and s.human_count() > 1 and s.game.hidden_information

    def shared_screen(self) -> bool:
        """Anyone at the table may act on the one screen (nothing secret between them)."""
        return not self.secret()

    # -- who holds it next --------------------------------------------------------------
    def next_holder(self) -> tuple[int | None, bool]:
        """(seat or PUBLIC, through a hand-over?) for the position now."""
        s = self.session
        here = [x for x in range(len(s.seats)) if self.here(x)]
        if s.is_over() or s.reviewing or not here:
            return PUBLIC, False  # the end, or phones hold the seats' views
        if s.held:  # the stage break: the whole table reads it
            return (PUBLIC, False) if self.secret() else (self.viewer, False)
        waiting = [x for x in s.humans_to_move() if x not in self.phones]
        if self.reactor is not None and self.reactor not in self.reactors():
            self.reactor = None
        if self.checking(waiting):
            return self.viewer, False  # the holder checks a choice in several steps
        if self.reactor is not None:
            target = self.reactor
        elif waiting:
            preferred, self.preferred = self.preferred, None
            if preferred in waiting:
                target = preferred
            else:
                target = self.viewer if self.viewer in waiting else waiting[0]
        elif self.secret():
            return PUBLIC, False  # a phone's or a bot's turn: anyone may look
        elif self.viewer is not None:
            target = self.viewer  # bots play: the one human here keeps it
        else:
            target = here[0]
        if target == self.viewer:
            return target, False
        return target, self.needs_handover(target)

    def checking(self, waiting: list[int] | None = None) -> bool:
        """The holder made a secret choice in several steps (a team's paces, say)
        and is asked nothing more: the laptop stays with them, Undo at hand, until
        they press Done."""
        s, seat = self.session, self.viewer
        if seat is None or self.done or self.secret_steps < 2 or not self.secret():
            return False
        if s.held or s.is_over():
            return False
        if waiting is None:
            waiting = [x for x in s.humans_to_move() if x not in self.phones]
        return seat not in waiting and self.reactor is None

    def press_done(self) -> None:
        self.done, self.secret_steps, self._choice = True, 0, None

    def answered(self, seat: int) -> None:
        """A seat played: count the holder's steps of one secret choice."""
        if seat != self.viewer:
            return
        prompt = self.session.answered
        if prompt is None or prompt.kind is not Ask.SECRET:
            self.secret_steps, self._choice = 0, None
            return
        choice = (prompt.key, repr(prompt.params))
        self.secret_steps = self.secret_steps + 1 if choice == self._choice else 1
        self._choice, self.done = choice, False

    def needs_handover(self, seat: int) -> bool:
        s = self.session
        if self.secret():
            return True
        if not self.enabled or s.human_count() < 2:
            return False
        back = self.viewer is not None and self.viewer == self.window_seat
        return back or self.asked_out_of_turn(seat)

    def hand_to(self, seat: int | None) -> None:
        """The one place the holder changes; every part showing it follows."""
        if seat != self.viewer:
            self.handed_at = len(self.session.record.actions)
            self.secret_steps, self.done = 0, False
        self.viewer = seat
        self.window_seat = seat if seat is not None and self.asked_out_of_turn(seat) else None
        for listener in self.listeners:
            listener(seat)

    def asked_out_of_turn(self, seat: int) -> bool:
        return any(
            p.kind is Ask.REACTION and p.waits and seat in p.seats for p in self.session.prompts()
        )

    def reactors(self) -> list[int]:
        """Humans an open window asks while the game waits for someone else: at a
        secret table they react through a hand-over, never on another's screen."""
        s = self.session
        if s.is_over() or s.reviewing:
            return []
        waiting = set(s.to_move())
        return sorted(
            {
                seat
                for p in s.prompts()
                if p.kind is Ask.REACTION and not p.waits
                for seat in p.seats
                if self.here(seat) and seat not in waiting
            }
        )

    def status_text(self, handing_to: int | None) -> str:
        """The page's status line: whose move it is, said to the one at the laptop."""
        s = self.session
        if s.reviewing:
            return translate("GamePage", "Reviewing the game.")
        if s.is_over():
            return translate("GamePage", "The game is over.")
        if handing_to is not None:
            return translate("GamePage", "Waiting for {name}.").format(name=s.seat_name(handing_to))
        if self.viewer is not None and self.checking():
            return translate("GamePage", "{name}: check your choices, then press Done.").format(
                name=s.seat_name(self.viewer)
            )
        thinking = sorted(s.thinking())
        if self.viewer is not None and self.viewer in s.to_move():
            # the player at the laptop first, even while a bot answers the same window
            return translate("GamePage", "{name}, your move.").format(name=s.seat_name(self.viewer))
        phones = [x for x in s.to_move() if x in self.phones]
        if phones:
            return " ".join(self._on_phone(x) for x in phones)
        if thinking:
            return translate("GamePage", "{name} is thinking…").format(
                name=s.seat_name(thinking[0])
            )
        names = ", ".join(s.seat_name(x) for x in s.to_move())
        return translate("GamePage", "Waiting for {names}.").format(names=names)

    def _on_phone(self, seat: int) -> str:
        name = self.session.seat_name(seat)
        away = self.offline(seat)
        if away is None:
            return translate("GamePage", "{name} is playing on their phone.").format(name=name)
        minutes, seconds = divmod(int(away), 60)
        return translate("GamePage", "{name}'s phone has been offline for {time}.").format(
            name=name, time=f"{minutes}:{seconds:02d}"
        )

    # -- undo -----------------------------------------------------------------------------
    def undo_target(self) -> int | None:
        """The action Undo takes back: at a secret table only the holder's own, since
        the laptop was handed to them; never across a die, a card or a reveal."""
        if self.secret():
            if self.viewer is None:
                return None
            return self.session.undo_target(self.viewer, self.handed_at)
        return self.session.undo_target()

    def undo_refusal(self, handing_over: bool) -> str:
        """Why Undo is disabled, for its tooltip."""
        if self.session.is_over():
            return translate("GamePage", "Undo: the game is over")
        if self.session.held:
            return translate("GamePage", "Undo: the stage is over (go on first)")
        if handing_over or (self.secret() and self.viewer is None):
            return translate("GamePage", "Undo: take the laptop first")
        if self.session.undo_target() is None:
            return translate(
                "GamePage", "Undo: nothing to take back since a die, a card or a reveal"
            )
        return translate("GamePage", "Undo: none of your moves since you took the laptop")
