"""Settings: language, player names and colours, animation speed, appearance (light,
dark or high contrast), text size, hand-over screen."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.draw.tr import translate
from peloton_desktop.settings import MAX_SEATS, PLAYER_COLOURS, PlayerPreset, Settings
from peloton_desktop.ui.pieces.widgets import Retranslatable, colour_icon
from peloton_desktop.ui.shell.text_size import SIZES, nearest

APPEARANCES = ("system", "light", "dark", "contrast")
SPEED_STEPS = (0.0, 0.5, 1.0, 2.0, 4.0)  # multiples of the normal animation time


def colour_names() -> dict[str, str]:
    names = (
        translate("Colours", "Blue"),
        translate("Colours", "Vermilion"),
        translate("Colours", "Green"),
        translate("Colours", "Orange"),
        translate("Colours", "Purple"),
        translate("Colours", "Sky blue"),
        translate("Colours", "Yellow"),
        translate("Colours", "Black"),
    )
    return dict(zip(PLAYER_COLOURS, names, strict=True))


class ColourCombo(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fill()

    def fill(self) -> None:
        current = self.currentData()
        self.clear()
        for colour, name in colour_names().items():
            self.addItem(colour_icon(colour), name, colour)
        if current:
            self.set_colour(current)

    def set_colour(self, colour: str) -> None:
        index = self.findData(colour)
        self.setCurrentIndex(max(index, 0))

    def colour(self) -> str:
        return str(self.currentData())


class SettingsDialog(Retranslatable, QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._settings = settings
        layout = QVBoxLayout(self)

        self.general = QGroupBox()
        form = QFormLayout(self.general)
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.addItem("", None)
        self.language.addItem("Français", "fr")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(max(self.language.findData(settings.language), 0))
        self.language_label = QLabel()
        form.addRow(self.language_label, self.language)
        self.speed = QSlider()
        self.speed.setObjectName("animationSpeed")
        self.speed.setOrientation(self.speed.orientation().Horizontal)
        self.speed.setRange(0, len(SPEED_STEPS) - 1)
        self.speed.setPageStep(1)
        self.speed.setValue(_nearest_step(settings.animation_speed))
        self.speed_label = QLabel()
        self.speed_value = QLabel()
        self.speed.valueChanged.connect(self._show_speed)
        speed_row = QWidget()
        row = QGridLayout(speed_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.speed, 0, 0)
        row.addWidget(self.speed_value, 0, 1)
        form.addRow(self.speed_label, speed_row)
        self.appearance = QComboBox()
        self.appearance.setObjectName("appearance")
        for mode in APPEARANCES:
            self.appearance.addItem("", mode)
        self.appearance.setCurrentIndex(max(self.appearance.findData(settings.appearance), 0))
        self.appearance_label = QLabel()
        form.addRow(self.appearance_label, self.appearance)
        self.text_size = QComboBox()
        self.text_size.setObjectName("textSize")
        for size in SIZES:
            self.text_size.addItem("", size)
        self.text_size.setCurrentIndex(self.text_size.findData(nearest(settings.text_size)))
        self.text_size_label = QLabel()
        form.addRow(self.text_size_label, self.text_size)
        self.handover = QCheckBox()
        self.handover.setObjectName("handover")
        self.handover.setChecked(settings.handover_screen)
        form.addRow("", self.handover)
        self.confirm = QCheckBox()
        self.confirm.setObjectName("confirmIrreversible")
        self.confirm.setChecked(settings.confirm_irreversible)
        form.addRow("", self.confirm)
        self.forced = QCheckBox()
        self.forced.setObjectName("playForced")
        self.forced.setChecked(settings.play_forced)
        form.addRow("", self.forced)
        layout.addWidget(self.general)

        self.players_box = QGroupBox()
        grid = QGridLayout(self.players_box)
        self.names: list[QLineEdit] = []
        self.colours: list[ColourCombo] = []
        self.seat_labels: list[QLabel] = []
        for i, preset in enumerate(settings.players[:MAX_SEATS]):
            label = QLabel()
            name = QLineEdit(preset.name)
            name.setObjectName(f"playerName{i}")
            name.setMaxLength(40)
            colour = ColourCombo()
            colour.setObjectName(f"playerColour{i}")
            colour.set_colour(preset.colour)
            grid.addWidget(label, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(colour, i, 2)
            self.seat_labels.append(label)
            self.names.append(name)
            self.colours.append(colour)
        layout.addWidget(self.players_box)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _show_speed(self, value: int) -> None:
        labels = (
            translate("SettingsDialog", "Off"),
            translate("SettingsDialog", "Fast"),
            translate("SettingsDialog", "Normal"),
            translate("SettingsDialog", "Slow"),
            translate("SettingsDialog", "Very slow"),
        )
        self.speed_value.setText(labels[value])

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.general.setTitle(translate("SettingsDialog", "General"))
        self.language_label.setText(translate("SettingsDialog", "&Language:"))
        self.language_label.setBuddy(self.language)
        self.language.setItemText(0, translate("SettingsDialog", "System language"))
        self.speed_label.setText(translate("SettingsDialog", "&Animations:"))
        self.speed_label.setBuddy(self.speed)
        self._show_speed(self.speed.value())
        self.appearance_label.setText(translate("SettingsDialog", "A&ppearance:"))
        self.appearance_label.setBuddy(self.appearance)
        names = (
            translate("SettingsDialog", "As the system"),
            translate("SettingsDialog", "Light"),
            translate("SettingsDialog", "Dark"),
            translate("SettingsDialog", "High contrast"),
        )
        for i, name in enumerate(names):
            self.appearance.setItemText(i, name)
        self.text_size_label.setText(translate("SettingsDialog", "&Text size:"))
        self.text_size_label.setBuddy(self.text_size)
        for i, size in enumerate(SIZES):
            self.text_size.setItemText(
                i, translate("SettingsDialog", "{percent}%").format(percent=size)
            )
        self.handover.setText(
            translate("SettingsDialog", "Show a hand-over screen between players at one table")
        )
        self.confirm.setText(
            translate("SettingsDialog", "Ask before a choice that cannot be taken back")
        )
        self.forced.setText(
            translate("SettingsDialog", "Play a forced move for me when it reveals nothing")
        )
        self.players_box.setTitle(translate("SettingsDialog", "Players"))
        for i, label in enumerate(self.seat_labels):
            label.setText(translate("SettingsDialog", "Player {number}").format(number=i + 1))
            self.names[i].setPlaceholderText(
                translate("SettingsDialog", "Player {number}").format(number=i + 1)
            )
        for combo in self.colours:
            combo.fill()

    def result_settings(self) -> Settings:
        """A copy of the settings with the dialog's values."""
        updated = self._settings.model_copy(deep=True)
        updated.language = self.language.currentData()
        updated.animation_speed = SPEED_STEPS[self.speed.value()]
        updated.handover_screen = self.handover.isChecked()
        updated.confirm_irreversible = self.confirm.isChecked()
        updated.play_forced = self.forced.isChecked()
        updated.appearance = self.appearance.currentData()
        updated.text_size = self.text_size.currentData()
        updated.players = [
            PlayerPreset(name=n.text().strip(), colour=c.colour())
            for n, c in zip(self.names, self.colours, strict=True)
        ]
        return updated


def _nearest_step(speed: float) -> int:
    return min(range(len(SPEED_STEPS)), key=lambda i: abs(SPEED_STEPS[i] - speed))
