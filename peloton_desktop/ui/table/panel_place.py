"""The decision panel's place under the board (issue 43). Between two stages the stage
break takes it, at the finish the result banner: each at the panel's own height, so
the board above keeps its place and its size, whatever shows under it."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget


def panel_height(view: QWidget) -> int | None:
    """The height the view's decision panel always has (`DecisionPanelBase.stable_height`;
    `GameView.build_table` gives one to a panel that sets none), or None with no panel."""
    panel = getattr(view, "decision", None)
    if isinstance(panel, QWidget) and panel.minimumHeight() == panel.maximumHeight():
        return panel.maximumHeight()
    return None


class PanelPlace(QWidget):
    """The table (the view, or the hand-over screen in its place) with the widgets that
    may stand in for the view's decision panel under it."""

    def __init__(self, table: QWidget, view: QWidget, *stand_ins: QWidget) -> None:
        super().__init__()
        self.view = view
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        laid = view.layout()  # the view's spacing between its board and its panel
        layout.setSpacing(laid.spacing() if laid is not None else 0)
        layout.addWidget(table, 1)
        for widget in stand_ins:
            widget.hide()
            layout.addWidget(widget)

    def take(self, widget: QWidget, fallback: int) -> None:
        """Show `widget` in the panel's place, at the panel's height (`fallback` with no
        panel), never under what its own layout needs (squeezed, Qt draws its parts
        over one another)."""
        height = panel_height(self.view) or fallback
        laid = widget.layout()
        need = laid.minimumSize().height() if laid is not None else 0
        widget.setFixedHeight(max(height, need))
        panel = getattr(self.view, "decision", None)
        if isinstance(panel, QWidget):
            panel.hide()
        widget.show()

    def give_back(self, widget: QWidget) -> None:
        """`widget` leaves; the decision panel is back in its place."""
        widget.hide()
        panel = getattr(self.view, "decision", None)
        if isinstance(panel, QWidget):
            panel.show()
