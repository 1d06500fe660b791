"""High contrast: every input field's frame stands out (issue 47, WCAG 1.4.11: a
control's boundary at least 3:1 against what is next to it), and every check box's box
and radio button's circle. Real fields are drawn as
the app draws them (`widget.grab()`) in the high-contrast look, and the pixels of
their frame, on all four sides, are read against the window's black; the focused
field's ring too. (The style drew them a shade off the black, 1.0 to 2.6:1.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from editor_helpers import open_editor
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.colours import contrast_ratio
from peloton_desktop.core import registry
from peloton_desktop.draw import palette
from peloton_desktop.settings import Settings
from peloton_desktop.ui.course_editor.window import CourseEditor
from peloton_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from peloton_desktop.ui.shell import appearance

BOUNDARY = 3.0  # WCAG 1.4.11
EDGE = 4  # the frame lies in a field's outer pixels
FIELD_TYPES = (QLineEdit, QAbstractSpinBox, QComboBox, QPlainTextEdit)
TICK_TYPES = (QCheckBox, QRadioButton)


@pytest.fixture
def contrast() -> Iterator[None]:
    appearance.apply("contrast")
    yield
    appearance.apply("system")  # as the other tests found it
    assert not palette.is_contrast()
    assert QApplication.instance().styleSheet() == ""  # type: ignore[union-attr]


def sides(image: QImage, ground: QColor) -> dict[str, float]:
    """Each side's strongest pixel against `ground`, across the field's middle."""
    w, h = image.width(), image.height()
    lines = {
        "left": [(x, h // 2) for x in range(EDGE)],
        "right": [(w - 1 - x, h // 2) for x in range(EDGE)],
        "top": [(w // 2, y) for y in range(EDGE)],
        "bottom": [(w // 2, h - 1 - y) for y in range(EDGE)],
    }
    return {
        side: max(contrast_ratio(image.pixelColor(x, y).name(), ground.name()) for x, y in at)
        for side, at in lines.items()
    }


def indicator(box: QCheckBox | QRadioButton) -> QRect:
    """Where a check box draws its box (a radio button its circle)."""
    option = QStyleOptionButton()
    box.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if isinstance(box, QCheckBox)
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    return box.style().subElementRect(element, option, box)


def faint_frames(top: QWidget) -> list[str]:
    """The fields (and check boxes, radio buttons) shown under `top` whose frame is
    under 3:1 on a side."""
    found = []
    for field in top.findChildren(QWidget):
        if not isinstance(field, FIELD_TYPES + TICK_TYPES) or not field.isVisible():
            continue
        if isinstance(field, QLineEdit) and isinstance(field.parentWidget(), FIELD_TYPES):
            continue  # a spin box's or combo box's own editor: its owner's frame counts
        ground = field.parentWidget().palette().color(QPalette.ColorRole.Window)
        image = field.grab().toImage()
        if isinstance(field, TICK_TYPES):
            image = image.copy(indicator(field))
        weak = {s: r for s, r in sides(image, ground).items() if r < BOUNDARY}
        if weak:
            name = f"{type(field).__name__} {field.objectName()!r}"
            found.append(f"{name}: " + ", ".join(f"{s} {r:.2f}:1" for s, r in weak.items()))
    return found


def fields() -> QWidget:
    host = QWidget()
    layout = QVBoxLayout(host)
    combo, editable = QComboBox(), QComboBox()
    combo.addItems(["Plaine", "Montagne"])
    editable.setEditable(True)
    editable.addItems(["Joueuse 1"])
    for w in (QLineEdit("Joueuse 1"), QSpinBox(), QDoubleSpinBox(), combo, editable):
        layout.addWidget(w)
    layout.addWidget(QPlainTextEdit("notes"))
    ticked = QCheckBox("Partie de compétition")
    ticked.setChecked(True)
    for w in (ticked, QCheckBox("Téléphone"), QRadioButton("Course d'un jour")):
        layout.addWidget(w)
    return host


def test_every_kind_of_field_is_framed_at_3_to_1(qtbot, contrast) -> None:  # type: ignore[no-untyped-def]
    host = fields()
    qtbot.addWidget(host)
    host.show()
    qtbot.waitExposed(host)
    assert len(host.findChildren(QWidget)) >= 9
    assert faint_frames(host) == []


def test_the_focus_ring_stands_out(qtbot, contrast) -> None:  # type: ignore[no-untyped-def]
    host = fields()
    qtbot.addWidget(host)
    host.show()
    qtbot.waitExposed(host)
    host.activateWindow()
    qtbot.waitActive(host)
    with palette.scheme("contrast"):
        accent = palette.qcolor(colours.CONTRAST_SELECT)
    ground = host.palette().color(QPalette.ColorRole.Window)
    for field in (host.findChild(QLineEdit), host.findChild(QSpinBox), host.findChild(QComboBox)):
        assert field is not None
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        image = field.grab().toImage()
        assert min(sides(image, ground).values()) >= BOUNDARY
        ring = image.pixelColor(1, image.height() // 2)  # in the ring's 3 px
        assert ring.name() == accent.name(), type(field).__name__  # yellow, not white


def test_the_new_game_dialogs_fields_are_framed(qtbot, contrast) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(registry.get("cyclistes"), Settings(language="fr"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = [w for w in dialog.findChildren(QWidget) if isinstance(w, FIELD_TYPES)]
    assert any(w.isVisible() for w in shown)
    assert faint_frames(dialog) == []


@pytest.fixture
def editor(qtbot, contrast) -> Iterator[CourseEditor]:  # type: ignore[no-untyped-def]
    yield from open_editor(qtbot, "contrast_fields", "Champs")


def test_the_course_editors_fields_are_framed(editor: CourseEditor) -> None:
    shown = [w for w in editor.findChildren(QWidget) if isinstance(w, FIELD_TYPES)]
    assert any(w.isVisible() for w in shown)
    assert faint_frames(editor) == []
