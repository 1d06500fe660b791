"""Issue 43: one click, one change. With `same` told which steps look alike, the
review bar's Forward and Back step over the moves that change nothing on screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from peloton_desktop.ui.table.review_bar import ReviewBar


def test_forward_and_back_skip_the_steps_that_look_the_same(qtbot) -> None:  # type: ignore[no-untyped-def]
    bar = ReviewBar()
    qtbot.addWidget(bar)
    looks = [0, 1, 1, 1, 2, 3, 3]  # what the table shows after each step
    bar.same = lambda a, b: looks[a] == looks[b]
    bar.start(len(looks) - 1)
    bar.slider.setValue(1)
    qtbot.mouseClick(bar.buttons["Forward"], Qt.MouseButton.LeftButton)
    assert bar.slider.value() == 4  # steps 2 and 3 showed the same as 1
    qtbot.mouseClick(bar.buttons["Back"], Qt.MouseButton.LeftButton)
    assert bar.slider.value() == 3  # the last step that looked like 1
    qtbot.mouseClick(bar.buttons["Back"], Qt.MouseButton.LeftButton)
    assert bar.slider.value() == 0
    bar.same = None  # unset: one step a click
    qtbot.mouseClick(bar.buttons["Forward"], Qt.MouseButton.LeftButton)
    assert bar.slider.value() == 1
