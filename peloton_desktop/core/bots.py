"""Bots see what a human at their seat sees: the observation and their legal actions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.prompts import Prompt
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.core.rng import Rng


@dataclass
class Decision:
    """One decision put to a bot. `observation` is built only if the bot asks."""

    game: AnyGame
    seat: int
    legal: Sequence[Action]
    _observe: Callable[[], Any] = field(repr=False)
    _cache: dict[str, Any] | None = field(default=None, repr=False)
    prompt: Prompt | None = None  # what the seat is asked (public)

    @property
    def observation(self) -> Any:
        if self._cache is None:
            self._cache = self._observe()
        return self._cache


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

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, decision: Decision) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
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


def decide(game: AnyGame, state: Any, seat: int, bot: Bot) -> Action:
    legal = game.legal_actions(state, seat)
    prompt = next((p for p in game.prompts(state) if seat in p.seats), None)
    return bot.choose(Decision(game, seat, legal, lambda: game.observe(state, seat), prompt=prompt))
