"""New game: how many players, who is human or a bot, names, colours, seed.

Games add their own options later (course, teams) through the same dialog.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.core.bots import available_bots
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.ruleset_check import user_rulesets
from peloton_desktop.draw.palette import hex_of
from peloton_desktop.draw.tr import translate
from peloton_desktop.settings import Settings
from peloton_desktop.ui.dialogs.settings_dialog import ColourCombo
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.table.game_table import SetupOptions, table_of


def _setup_panel(entry: GameEntry) -> QWidget | None:
    """The game's options panel, if its table offers one."""
    factory = table_of(entry).create_setup_panel if entry.playable else None
    return factory() if factory is not None else None


def _phone_allowed(kind: QComboBox, phone: QCheckBox) -> None:
    """Only a human seat can be played on a phone."""
    human = kind.currentData() == "human"
    phone.setEnabled(human)
    if not human:
        phone.setChecked(False)


def bot_label(name: str) -> str:
    labels = {
        "random": translate("NewGame", "Bot (random)"),
        "heuristic": translate("NewGame", "Bot (easy)"),
        "normal": translate("NewGame", "Bot (normal)"),
        "strong": translate("NewGame", "Bot (strong)"),
    }
    return labels.get(name, translate("NewGame", "Bot ({name})").format(name=name))


class NewGameDialog(Retranslatable, QDialog):
    def __init__(self, entry: GameEntry, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.entry = entry
        self.game = entry.create()
        self._settings = settings
        order = ("heuristic", "normal", "strong", "random")
        self._bots = sorted(
            available_bots(self.game), key=lambda b: order.index(b) if b in order else len(order)
        )
        layout = QVBoxLayout(self)
        self.heading = QLabel(f"<h2>{entry.title}</h2>")
        layout.addWidget(self.heading)

        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(entry.min_players, entry.max_players)
        self.count.setValue(entry.min_players)
        self.count.valueChanged.connect(self._show_rows)
        self.count_label = QLabel()
        form.addRow(self.count_label, self.count)
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed_label = QLabel()
        form.addRow(self.seed_label, self.seed)
        self.rulesets = [self.game.ruleset, *user_rulesets(entry.id)]
        self.rules = QComboBox()
        self.rules.setObjectName("rulesetChoice")
        for _ in self.rulesets:
            self.rules.addItem("")
        self.rules.currentIndexChanged.connect(self._ruleset_chosen)
        self.rules_label = QLabel()
        form.addRow(self.rules_label, self.rules)
        self.rules.setVisible(len(self.rulesets) > 1)
        self.rules_label.setVisible(len(self.rulesets) > 1)
        self.competitive = QCheckBox()  # no coach at this table (kept in the record)
        self.competitive.setObjectName("competitive")
        form.addRow("", self.competitive)
        # two columns on a laptop screen: the table's seats, then the game's options
        body = QHBoxLayout()
        left = QVBoxLayout()
        body.addLayout(left)
        layout.addLayout(body, 1)
        left.addLayout(form)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.rows: list[tuple[QLabel, QLineEdit, ColourCombo, QComboBox]] = []
        self.phones: list[QCheckBox] = []
        for i in range(entry.max_players):
            preset = settings.players[i]
            label = QLabel()
            name = QLineEdit(preset.name)
            name.setObjectName(f"seatName{i}")
            name.setMaxLength(40)
            name.setMinimumWidth(name.fontMetrics().horizontalAdvance("M") * 12)
            colour = ColourCombo()
            colour.setObjectName(f"seatColour{i}")
            colour.set_colour(preset.colour)
            kind = QComboBox()
            kind.setObjectName(f"seatKind{i}")
            for col, w in enumerate((label, name, colour, kind)):
                grid.addWidget(w, i, col)
            self.rows.append((label, name, colour, kind))
            phone = QCheckBox()  # this human plays on a phone (issue 28)
            phone.setObjectName(f"seatPhone{i}")
            grid.addWidget(phone, i, 4)
            self.phones.append(phone)
            kind.currentIndexChanged.connect(lambda _i, k=kind, p=phone: _phone_allowed(k, p))
        left.addWidget(self.seats_box)
        left.addStretch(1)
        options = _setup_panel(entry)  # the game's own options (course, teams…)
        if options is not None and not isinstance(options, SetupOptions):
            raise TypeError(f"{type(options).__name__} is no set-up panel")
        self.options = options
        if self.options is not None:
            # a scroll area: on a short screen the options scroll instead of overlapping
            scroll = QScrollArea()
            scroll.setObjectName("optionsScroll")
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(self.options)
            self.scroll_area = scroll
            self._fit_options()
            body.addWidget(scroll, 1)
            self.options.changed.connect(self._validate)
            self.options.changed.connect(self._fit_options)  # a stage race's longer form

        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setStyleSheet(f"color: {hex_of(colours.WARNING)};")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for _, name, colour, _kind in self.rows:
            name.textChanged.connect(self._names_changed)
            colour.currentIndexChanged.connect(self._validate)
        self.retranslate()
        self._show_rows()

    def _fit_options(self) -> None:
        """The options whole, neither cut at the right nor squeezed into a small scroll
        area (issue 43): as wide as they ask, as tall as a 768-pixel screen allows."""
        if self.options is None:
            return
        self.options.adjustSize()
        hint = self.options.sizeHint()
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        shown = self.screen()
        screen = shown.availableGeometry().height() if shown else 740
        self.scroll_area.setMinimumWidth(hint.width() + bar + 4)
        self.scroll_area.setMinimumHeight(min(hint.height(), max(240, screen - 260)))

    def _show_rows(self) -> None:
        n = self.count.value()
        for i, row in enumerate(self.rows):
            for w in (*row, self.phones[i]):
                w.setVisible(i < n)
        if self.options is not None:
            self.options.set_players(n, [s.name for s in self.seat_infos()])
        self._validate()

    def ruleset(self) -> Ruleset | None:
        """The box owner's ruleset chosen, or None for the standard one."""
        index = self.rules.currentIndex()
        return self.rulesets[index] if index > 0 else None

    def _ruleset_chosen(self, _index: int) -> None:
        self.game = self.entry.create(self.ruleset())
        self._validate()

    def _names_changed(self) -> None:
        if self.options is not None:
            self.options.set_players(self.count.value(), [s.name for s in self.seat_infos()])
        self._validate()

    def seat_infos(self) -> list[SeatInfo]:
        out = []
        for i in range(self.count.value()):
            _, name, colour, kind = self.rows[i]
            data = kind.currentData()
            default = translate("NewGame", "Player {number}").format(number=i + 1)
            out.append(
                SeatInfo(
                    name=name.text().strip() or default,
                    kind="human" if data == "human" else "bot",
                    bot=None if data == "human" else data,
                    colour=colour.colour(),
                    phone=data == "human" and self.phones[i].isChecked(),
                )
            )
        return out

    def phone_seats(self) -> list[int]:
        """The human seats ticked "Phone": they get a QR code once the game starts."""
        return [
            i
            for i in range(self.count.value())
            if self.phones[i].isChecked() and self.rows[i][3].currentData() == "human"
        ]

    def chosen_seed(self) -> int:
        text = self.seed.text().strip()
        if text.isdigit():
            return int(text) % 2**63
        return Rng(int.from_bytes(os.urandom(8), "little")).next64() % 2**63

    def setup(self) -> dict[str, object]:
        if self.options is not None:
            return self.options.setup(self.count.value())
        return self.game.default_setup(self.count.value())

    def _default_bot(self) -> str:
        return next((b for b in ("normal", "heuristic") if b in self._bots), self._bots[0])

    def _validate(self) -> bool:
        problem = ""
        seats = self.seat_infos()
        colours = [s.colour for s in seats]
        names = [s.name.casefold() for s in seats]
        if len(set(colours)) != len(colours):
            problem = translate("NewGame", "Two players have the same colour.")
        elif len(set(names)) != len(names):
            problem = translate("NewGame", "Two players have the same name.")
        elif self.options is not None and self.options.problem:
            problem = self.options.problem
        elif self.seed.text().strip() and not self.seed.text().strip().isdigit():
            problem = translate("NewGame", "The seed must be a whole number, or left empty.")
        else:
            try:
                self.game.validate_setup(self.setup())
            except BadInput as exc:
                problem = error_text(exc)
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        return not problem

    def _accept(self) -> None:
        if self._validate():
            self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("NewGame", "New game"))
        self.count_label.setText(translate("NewGame", "&Players:"))
        self.count_label.setBuddy(self.count)
        self.seed_label.setText(translate("NewGame", "S&eed:"))
        self.seed_label.setBuddy(self.seed)
        self.seed.setPlaceholderText(
            translate("NewGame", "random (type a number to replay the same deal)")
        )
        self.seats_box.setTitle(translate("NewGame", "Seats"))
        self.rules_label.setText(translate("NewGame", "&Rules:"))
        self.competitive.setText(translate("NewGame", "C&ompetitive game (no hints)"))
        self.competitive.setToolTip(
            translate("NewGame", "The coach's hints stay off for everyone in this game")
        )
        self.rules_label.setBuddy(self.rules)
        for i, r in enumerate(self.rulesets):
            standard = translate("NewGame", "standard (the rulebook and our assumptions)")
            self.rules.setItemText(i, standard if i == 0 else r.name)
        for i, (label, name, _colour, kind) in enumerate(self.rows):
            label.setText(translate("NewGame", "Seat {number}").format(number=i + 1))
            name.setPlaceholderText(translate("NewGame", "Player {number}").format(number=i + 1))
            current = kind.currentData() or ("human" if i == 0 else self._default_bot())
            kind.clear()
            kind.addItem(translate("NewGame", "Human"), "human")
            for bot in self._bots:
                kind.addItem(bot_label(bot), bot)
            kind.setCurrentIndex(max(kind.findData(current), 0))
            self.phones[i].setText(translate("NewGame", "Phone"))
            self.phones[i].setToolTip(
                translate("NewGame", "This player plays on their phone's browser (a QR code)")
            )
        self._names_changed()  # default names ("Player 1") follow the language
