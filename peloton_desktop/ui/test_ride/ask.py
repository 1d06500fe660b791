"""What to ride: races, table size, the bots' level, the ruleset, and how long it
should take on this machine's cores, before anything starts."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from peloton_desktop.core import registry
from peloton_desktop.core.bots import available_bots
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.ruleset_check import user_rulesets
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.ride.plan import MAX_RACES, estimate
from peloton_desktop.courses.ride.pool import cores
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.widgets import Retranslatable

LEVELS = ("heuristic", "normal", "strong", "random")
DEFAULT_RACES = 200


def level_name(level: str) -> str:
    return {
        "heuristic": translate("TestRide", "Easy (the heuristic)"),
        "normal": translate("TestRide", "Normal (a search)"),
        "strong": translate("TestRide", "Strong (a longer search)"),
        "random": translate("TestRide", "Random"),
    }.get(level, level)


def duration(seconds: float) -> str:
    minutes, hours = round(seconds / 60), round(seconds / 3600)
    if seconds >= 5400:
        return translate("TestRide", "about %n hour(s)", None, hours)
    if seconds >= 90:
        return translate("TestRide", "about %n minute(s)", None, minutes)
    count = max(1, round(seconds))
    return translate("TestRide", "about %n second(s)", None, count)


class RideAsk(Retranslatable, QDialog):
    """The ride's settings; `accepted` when the user starts it."""

    def __init__(self, draft: CourseDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("testRideAsk")
        self.draft = draft
        entry = registry.get(draft.game)
        game = entry.create()
        self.races = QSpinBox()
        self.races.setObjectName("rideRaces")
        self.races.setRange(1, MAX_RACES)
        self.races.setValue(DEFAULT_RACES)
        self.players = QSpinBox()
        self.players.setObjectName("ridePlayers")
        self.players.setRange(entry.min_players, entry.max_players)
        self.players.setValue(entry.max_players)
        bots = available_bots(game)
        self.levels = [lvl for lvl in LEVELS if lvl in bots]
        self.level = QComboBox()
        self.level.setObjectName("rideLevel")
        self.level.addItems([""] * len(self.levels))
        self.rulesets: list[Ruleset | None] = [None, *user_rulesets(draft.game)]
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("rideRuleset")
        self.ruleset.addItems([""] + [r.name for r in self.rulesets[1:] if r is not None])
        self.estimate = QLabel()
        self.estimate.setObjectName("rideEstimate")
        self.estimate.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        self.labels = [QLabel() for _ in range(4)]
        for label, field in zip(
            self.labels, (self.races, self.players, self.level, self.ruleset), strict=True
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow(self.estimate)
        form.addRow(self.buttons)
        for box in (self.races, self.players):
            box.valueChanged.connect(self._estimate)
        self.level.currentIndexChanged.connect(self._estimate)
        self.retranslate()

    def jobs(self) -> int:
        return cores()

    def bot(self) -> str:
        return self.levels[max(0, self.level.currentIndex())]

    def chosen_ruleset(self) -> Ruleset | None:
        return self.rulesets[max(0, self.ruleset.currentIndex())]

    def retranslate(self) -> None:
        self.setWindowTitle(translate("TestRide", "Test-ride “%1”").replace("%1", self.draft.name))
        texts = (
            translate("TestRide", "&Races"),
            translate("TestRide", "&Teams at the table"),
            translate("TestRide", "&Bots"),
            translate("TestRide", "R&uleset"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        for i, level in enumerate(self.levels):
            self.level.setItemText(i, level_name(level))
        self.ruleset.setItemText(0, translate("TestRide", "Standard"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("TestRide", "&Ride")
        )
        self._estimate()

    def _estimate(self) -> None:
        jobs = self.jobs()
        seconds = estimate(
            self.draft.game, self.bot(), self.players.value(), self.races.value(), jobs
        )
        self.estimate.setText(
            translate("TestRide", "On %n core(s) of this computer: %1.", None, jobs).replace(
                "%1", duration(seconds)
            )
        )
