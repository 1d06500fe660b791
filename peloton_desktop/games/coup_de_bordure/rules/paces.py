"""Coup de bordure — « 1) Choix (secret) de l'allure des coureurs » and paying for it.

The riders of one case choose, in secret, a pace and the tokens that pay for it:
Constance (+1, free), Accélération (+2, 2 tokens of which 1 of the case colour),
Sillage (1 token of the case colour) and Offensive (+3, 3 tokens of which 2 of
the case colour, once per race). The paces are revealed together once all are in;
the tokens are spent when the pace (or a tow) is performed.
"""

from __future__ import annotations

from collections.abc import Iterator

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.coup_de_bordure.rules.chapter import Chapter
from peloton_desktop.games.coup_de_bordure.rules.events import (
    PaceChosen,
    PacesRevealed,
    TokensSpent,
)
from peloton_desktop.games.coup_de_bordure.rules.state import PACES, STEP_OFFENSIVE, CdbState
from peloton_desktop.games.coup_de_bordure.tokens import (
    INDEX,
    colour_of,
    is_hidden,
    payment_options,
)


class Paces(Chapter):
    """The secret choice of a pace, its cost, its move and the payment of tokens."""

    _paces_afforded: dict[tuple[object, ...], tuple[Action, ...]]  # made at first use

    def pace_actions(self, state: CdbState, r: int) -> list[Action]:
        return list(self._afforded(state, r))

    def _afforded(self, state: CdbState, r: int) -> tuple[Action, ...]:
        """The rider's pace actions, enumerated once per plaquette, case colour and
        Offensive (they repeat endlessly in playouts)."""
        rider = state.riders[r]
        colour = state.course[rider.pos - 1]  # self.terrain, inlined
        key = (r, *rider.visible, rider.hidden, colour, rider.offensive_used)
        try:
            known = self._paces_afforded
        except AttributeError:  # the first call on this engine (its ruleset's costs)
            known = self._paces_afforded = {}
        actions = known.get(key)
        if actions is None:
            if len(known) >= 1 << 16:
                known.clear()
            visible, used = tuple(rider.visible), rider.offensive_used
            choices = self._pace_choices(visible, rider.hidden, colour, used)
            actions = known[key] = tuple(("pace", r, pace, pay) for pace, pay in choices)
        return actions

    def _pace_choices(
        self, visible: tuple[int, ...], hidden: str | None, colour: str, offensive_used: bool
    ) -> Iterator[tuple[str, tuple[str, ...]]]:
        """Each pace a plaquette affords on a case of `colour`, with each way to pay it."""
        for pace in PACES:
            if pace == "offensive" and offensive_used:
                continue
            cost, of_case = self.pace_cost(pace)
            for pay in payment_options(list(visible), hidden, cost, colour, of_case):
                yield pace, pay

    def pace_cost(self, pace: str) -> tuple[int, int]:
        """(tokens, of which at least this many of the case colour)."""
        c = self.ruleset.values["paces"][pace]
        return c["cost"], c["of_case_colour"]

    def pace_move(self, pace: str) -> int:
        return int(self.v["paces"][pace]["move"])

    def _group_pace_actions(self, state: CdbState, seat: int) -> list[Action]:
        """The paces the seat may still choose for its riders of the current group."""
        out: list[Action] = []
        riders, choices = state.riders, state.choices
        for r in state.group:
            if r not in choices and riders[r].team == seat:
                out += self._afforded(state, r)
        return out

    def _choose_pace(self, state: CdbState, action: Action, events: list[Event] | None) -> None:
        _, r, pace, pay = action
        state.choices[r] = (pace, pay)
        if events is not None:
            events.append(PaceChosen(r).event())
        # all the group has chosen (only the group's riders are offered a pace)
        if len(state.choices) == len(state.group):
            self._reveal(state, events)
            self._advance(state, events)

    def _reveal(self, state: CdbState, events: list[Event] | None) -> None:
        if events is not None:
            paces = {r: state.choices[r][0] for r in state.group}
            events.append(PacesRevealed(state.case, paces).event(reveals=True))
        state.step = STEP_OFFENSIVE

    def _pay(
        self, state: CdbState, r: int, pay: tuple[str, ...], events: list[Event] | None
    ) -> None:
        rider = state.riders[r]
        revealed = None
        for code in pay:
            if is_hidden(code):
                revealed = rider.hidden
                rider.hidden = None
            else:
                rider.visible[INDEX[code]] -= 1
        if pay and events is not None:
            events.append(
                TokensSpent(r, [colour_of(c) for c in pay], revealed).event(
                    reveals=revealed is not None
                )
            )
