"""Tape l'étape's decision panel: the keyboard path to every legal action and the
choices that are no card (a profile, a start value, a rival to name)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QWidget

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape.rules.observation import TleObservation
from peloton_desktop.games.tape_l_etape.view import text
from peloton_desktop.ui.table.decision_panel import DecisionPanelBase

if TYPE_CHECKING:
    from peloton_desktop.ui.table.session import GameSession


class TleTable(Protocol):
    """What the panel reads of its table: the step under way and how seats are named."""

    session: GameSession
    shared_screen: bool
    step: tuple[str, int] | None

    def name(self, seat: int) -> str: ...

    def refresh(self) -> None: ...


class TlePanel(DecisionPanelBase[TleObservation]):
    """Emits `chosen` with a legal action, or with a step the view resolves:
    ("__step__", joker, seat), ("victim", seat), ("puncture_as", target, seat)."""

    def __init__(self, view: TleTable, parent: QWidget | None = None) -> None:
        super().__init__("tlePanel", rows=2, parent=parent)
        self.view = view
        self.stable_height(38, lines=1)  # the table never jumps when the choices change

    def _name(self, seat: int) -> str:
        return self.view.name(seat)

    def show_decision(
        self, observation: TleObservation, legal: list[Action], viewer: int | None, waiting: str
    ) -> None:
        obs, step = observation, self.view.step
        self.clear_buttons()
        self.detail.clear()
        choosing = viewer is not None and viewer == obs.chooser and obs.phase != "play"
        if viewer is None or not legal:
            self.prompt.setText(waiting)
        elif choosing and obs.phase == "profile":
            self.prompt.setText(
                translate("TapeLEtape", "Choose the stage you impose on the others:")
            )
            for action in legal:
                if action[0] != "profile":
                    continue
                b = self.action_button(
                    None, text.profile_name(action[1]), f"profile_{action[1]}", action
                )
                b.setToolTip(text.profile_help(action[1]))
            self._own_puncture(viewer, legal)
        elif choosing and obs.phase == "start":
            self.prompt.setText(
                translate("TapeLEtape", "Time trial: choose the value every column starts with:")
            )
            for action in legal:
                if action[0] != "start":
                    continue
                start = self.action_button(None, str(action[1]), f"start_{action[1]}", action)
                start.setMinimumHeight(32)  # up to a dozen values: compact rows
            self._own_puncture(viewer, legal)
        elif step is not None:
            self.prompt.setText(
                translate("TapeLEtape", "Vitamin: click the card you give to {name}.").format(
                    name=self._name(step[1])
                )
            )
            self.add_button(None, translate("TapeLEtape", "Cancel"), "cancel", self._cancel)
        elif viewer == obs.current and obs.phase == "play":
            self._turn(obs, legal)
        else:
            self.prompt.setText(waiting)
        self._open_window(obs, viewer)

    def _turn(self, obs: TleObservation, legal: list[Action]) -> None:
        lays = [a for a in legal if a[0] == "lay"]
        if lays and obs.laid:
            self.prompt.setText(translate("TapeLEtape", "Lay another card, or end your turn."))
        elif lays:
            self.prompt.setText(
                translate("TapeLEtape", "Lay a card: click a ringed card of your hand.")
            )
        else:
            self.prompt.setText(translate("TapeLEtape", "You have no card to lay."))
        buttons = (
            (("pass_turn",), translate("TapeLEtape", "Pass"), "pass_turn"),
            (("end",), translate("TapeLEtape", "End my turn"), "end_turn"),
            (("braquet",), text.joker_name("braquet"), "braquet"),
        )
        for action, label, name in buttons:
            if action in legal:
                self.action_button(None, label, name, action)
        seat = obs.current
        if any(a[0] == "vitamine" for a in legal):
            self.add_button(
                None,
                text.joker_name("vitamine") + "…",
                "vitamine",
                lambda: self.chosen.emit(("__step__", "vitamine", seat)),
                actions=[a for a in legal if a[0] == "vitamine"],
            )
        self._own_puncture(seat, legal)

    def _own_puncture(self, seat: int, legal: list[Action]) -> None:
        """The Puncture of the seat the game waits for, among its own actions."""
        if any(a[0] == "puncture" for a in legal):
            self.add_button(
                None,
                text.joker_name("crevaison") + "…",
                "puncture",
                lambda: self.chosen.emit(("__step__", "crevaison", seat)),
                actions=[a for a in legal if a[0] == "puncture"],
            )

    def _open_window(self, obs: TleObservation, viewer: int | None) -> None:
        """Any waiting human may puncture out of turn from the one shared screen, while
        a rider plays or the chooser chooses; at a table where hands are secret, only
        the viewer (the others ask for the laptop on the page's reaction bar)."""
        session = self.view.session
        for seat in obs.window:
            if session.is_human(seat) and (self.view.shared_screen or seat == viewer):
                self.add_button(
                    None,
                    translate("TapeLEtape", "{name}: Puncture…").format(name=self._name(seat)),
                    f"puncture_by_{seat}",
                    lambda _=False, s=seat: self.chosen.emit(("__step__", "crevaison", s)),
                    row=1,
                )

    def ask_vitamine_victim(self, legal: list[Action]) -> None:
        self.clear_buttons()
        self.prompt.setText(translate("TapeLEtape", "Vitamin: from whose hand do you draw?"))
        for victim in sorted({a[1] for a in legal if a[0] == "vitamine"}):
            self.add_button(
                None,
                self._name(victim),
                f"victim_{victim}",
                lambda _=False, v=victim: self.chosen.emit(("victim", v)),
            )
        self.add_button(None, translate("TapeLEtape", "Cancel"), "cancel", self._cancel)

    def ask_puncture_target(self, seat: int, legal: list[Action]) -> None:
        self.clear_buttons()
        self.prompt.setText(
            translate("TapeLEtape", "{name}: whose tyre do you puncture?").format(
                name=self._name(seat)
            )
        )
        for action in legal:
            if action[0] != "puncture":
                continue
            target = action[1]
            self.add_button(
                None,
                self._name(target),
                f"target_{target}",
                lambda _=False, t=target: self.chosen.emit(("puncture_as", t, seat)),
            )
        self.add_button(None, translate("TapeLEtape", "Cancel"), "cancel", self._cancel)

    def explain(self, reason: str) -> None:
        self.detail.setText(reason)

    def _cancel(self) -> None:
        self.view.step = None
        self.view.refresh()

    def retranslate(self) -> None:
        """The view redraws the panel with the table."""
