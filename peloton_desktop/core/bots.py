"""Bots see what a human at their seat sees: the observation and their legal actions.

A bot's chance comes from `Decision.key`, a hash of what the seat sees: the same
position gives the same move on any machine, in `simulate` as in the GUI, after an
undo or a resume alike (a bot's own history never changes its next move).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.events import Payload, payload
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.prompts import Prompt
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.core.rng import Rng


@payload
class OutOfTime(Payload, kind="bot_out_of_time"):
    """The event a table adds to its log after the move of a bot the time cap cut short."""

    seat: int
    bot: str | None  # its level


OUT_OF_TIME = OutOfTime.kind


@dataclass
class Decision:
    """One decision put to a bot. `observation` is built only if the bot asks."""

    game: AnyGame
    seat: int
    legal: Sequence[Action]
    _observe: Callable[[], Any] = field(repr=False)
    _cache: dict[str, Any] | None = field(default=None, repr=False)
    prompt: Prompt | None = None  # what the seat is asked (public)
    # Set by a search the time cap cut short (far over its iteration budget): its
    # move is the best found so far, and the table's log says so.
    out_of_time: bool = False

    @property
    def observation(self) -> Any:
        if self._cache is None:
            self._cache = self._observe()
        return self._cache

    def key(self, salt: str = "") -> int:
        """A 64-bit seed from what the seat sees (seat, observation, legal actions) and
        `salt`: stable across machines and runs (canonical JSON, a fixed hash)."""
        seen = [salt, self.seat, to_jsonable(self.observation), to_jsonable(list(self.legal))]
        text = json.dumps(seen, sort_keys=True, separators=(",", ":"))
        return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


class Bot(Protocol):
    name: str

    def choose(self, decision: Decision) -> Action: ...


class RandomBot:
    """Uniform over the legal actions: the baseline, and the playout policy."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, decision: Decision) -> Action:
        return self.rng.choice(decision.legal)


class Heuristic:
    """The shape of every game's heuristic bot (the easy level, and the policy the
    search levels roll out): a seeded RNG; an only choice is taken at once, any other
    decision goes to the game's `decide`."""

    name = "heuristic"

    def __init__(self, seed: int = 0, keyed: bool = True) -> None:
        self.rng = Rng(seed)
        # At a seat, its chance is the decision's key; as a search's rollout policy
        # (thousands of decisions, `keyed=False`) the search's seeded RNG drives it.
        self.keyed = keyed

    def choose(self, decision: Decision) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
        if self.keyed:
            self.rng = Rng(decision.key(self.name))
        return self.decide(decision)

    def decide(self, decision: Decision) -> Action:
        raise NotImplementedError


BotFactory = Callable[[int], Bot]
GENERIC_BOTS: dict[str, BotFactory] = {"random": RandomBot}


def available_bots(game: AnyGame) -> dict[str, BotFactory]:
    """Generic bots plus the game's own (an engine may define `bots()`)."""
    return {**GENERIC_BOTS, **game.bots()}


# The GUI's level names; records keep the engine's names ("heuristic").
ALIASES = {"easy": "heuristic"}


def make_bot(game: AnyGame, name: str, seed: int) -> Bot:
    bots = available_bots(game)
    name = ALIASES.get(name, name) if ALIASES.get(name) in bots else name
    if name not in bots:
        known = sorted(bots) + [alias for alias, real in ALIASES.items() if real in bots]
        raise BadInput("cli.unknown_bot", bot=name, known=", ".join(sorted(known)))
    return bots[name](seed)


def consult(game: AnyGame, state: Any, seat: int, bot: Bot) -> tuple[Action, Decision]:
    """The bot's action and the decision it answered (which says whether the time
    cap cut its search short)."""
    legal = game.legal_actions(state, seat)
    prompt = next((p for p in game.prompts(state) if seat in p.seats), None)
    decision = Decision(game, seat, legal, lambda: game.observe(state, seat), prompt=prompt)
    return bot.choose(decision), decision


def decide(game: AnyGame, state: Any, seat: int, bot: Bot) -> Action:
    return consult(game, state, seat, bot)[0]
