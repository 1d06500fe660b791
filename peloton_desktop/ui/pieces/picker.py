"""The action picker: a decision panel that narrows the viewer's legal actions step
by step (rider → pace → payment; block → battle → slot…) and emits `chosen` with
the one action left. The narrowing itself is `core.narrowing` (no Qt); a game's
picker says which steps a decision has and how each option is labelled.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QPushButton, QWidget

from peloton_desktop.core.narrowing import Key, Narrowing, Step, route
from peloton_desktop.core.protocol import Action
from peloton_desktop.ui.table.decision_panel import DecisionPanelBase, Obs


class ActionPicker(DecisionPanelBase[Obs]):
    """Subclasses give `routes()` (kind of legal action → method drawing the step),
    and may set `icon_size` and `button_height`."""

    def __init__(self, name: str, rows: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(name, rows, parent)
        self.obs: Obs  # set by show_decision, before any step is drawn
        self.legal: list[Action] = []
        self.seat: int | None = None
        self.path: tuple[Hashable, ...] = ()

    def routes(self) -> Mapping[Hashable, Callable[[], None]]:
        """Each kind of legal action, in priority order, and the method that shows it."""
        raise NotImplementedError

    # -- entry point ------------------------------------------------------------
    def show_decision(
        self, observation: Obs, legal: list[Action], viewer: int | None, waiting: str
    ) -> None:
        if legal != self.legal:
            self.path = ()
        self.obs, self.legal, self.seat = observation, legal, viewer
        self.clear_buttons()
        self.detail.setText("")
        if not legal:
            self.prompt.setText(waiting)
            return
        handler = route(legal, self.routes())
        if handler is not None:
            handler()

    def redraw(self) -> None:
        ActionPicker.show_decision(self, self.obs, self.legal, self.seat, "")

    # -- narrowing --------------------------------------------------------------
    def narrowing(self, steps: Sequence[Step | Key], home: Sequence[Hashable] = ()) -> Narrowing:
        """The legal actions narrowed by the path chosen so far (`home` when none)."""
        return Narrowing.of(self.legal, steps, self.path or tuple(home))

    def pick(self, narrowing: Narrowing, option: Hashable) -> None:
        result = narrowing.choose(option)
        if isinstance(result, Narrowing):
            self.go(result.path)
        else:
            self.choose(result)

    def go(self, path: Sequence[Hashable]) -> None:
        self.path = tuple(path)
        self.redraw()

    def back(self) -> None:
        self.go(())

    def step_back(self) -> bool:
        """Escape: back to the decision's first step, as the Back button does."""
        if not self.path:
            return super().step_back()
        self.back()
        return True

    def choose(self, action: Action) -> None:
        self.path = ()
        self.chosen.emit(action)

    # -- buttons ----------------------------------------------------------------
    def option_button(
        self,
        icon: QIcon | None,
        text: str,
        name: str,
        narrowing: Narrowing,
        option: Hashable,
        row: int = 0,
    ) -> QPushButton:
        """A button that narrows to `option` (or plays the one action it leaves);
        disabled when no legal action agrees with it."""
        leads = replace(narrowing, path=(*narrowing.path, option)).candidates()
        b = self.button(icon, text, name, lambda _=False: self.pick(narrowing, option), row, leads)
        b.setEnabled(narrowing.offers(option))
        return b

    def back_button(self, text: str, name: str = "back") -> QPushButton:
        return self.button(None, text, name, self.back)
