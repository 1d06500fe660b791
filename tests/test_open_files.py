"""Open a file the way people do (issue 31): launched with a file, a file dropped on
the window, a second launch handing its file to the running window; and what the user
then sees. Every file passes the gate: one that is not ours gets its one sentence."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

from peloton_desktop import cli
from peloton_desktop.core import registry
from peloton_desktop.core.play import simulate_one
from peloton_desktop.core.records import save_record
from peloton_desktop.courses import library
from peloton_desktop.ui.course_editor.window import CourseEditor
from peloton_desktop.ui.dialogs.ruleset_editor import RulesetEditor
from peloton_desktop.ui.shell.app import start_gui
from peloton_desktop.ui.shell.file_open import FileOpener
from peloton_desktop.ui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent


def _record(folder: Path, name: str, over: bool) -> Path:
    game = registry.get("coup_de_bordure").create()
    played = simulate_one(game, 2, 7, "random")
    record = played.record
    if not over:
        record = record.model_copy(update={"actions": record.actions[:12]})
    path = folder / name
    save_record(record, path)
    return path


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    folder = tmp_path / "downloads"
    folder.mkdir()
    course = library.find("etape_des_cols").draft
    assert course is not None
    library.export(course, folder / "cols.peloton-course")
    standard = registry.get("border_states").game_class().default_ruleset()
    house = standard.model_copy(update={"name": "House rules"})
    (folder / "house.peloton-ruleset").write_text(house.model_dump_json(), encoding="utf-8")
    (folder / "notes.json").write_text(json.dumps({"format": "someone-else/1"}), encoding="utf-8")
    (folder / "broken.peloton").write_text('{"format": "peloton-desktop/record", ', "utf-8")
    return {
        "save": _record(folder, "evening.peloton", over=False),
        "record": _record(folder, "final.peloton", over=True),
        "old_save": _record(folder, "old-style.json", over=False),
        "course": folder / "cols.peloton-course",
        "ruleset": folder / "house.peloton-ruleset",
        "foreign": folder / "notes.json",
        "broken": folder / "broken.peloton",
    }


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(MainWindow, "warn", lambda self, text: said.append(text))
    return said


def _launch(qtbot, *paths: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = start_gui("en", [str(p) for p in paths], listen=False)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def _top(kind: type[QWidget]) -> list[Any]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def _close_editors() -> None:
    for w in _top(CourseEditor) + _top(RulesetEditor):
        w.close()


# -- launched with a file --------------------------------------------------------------


@pytest.mark.parametrize("which", ["save", "old_save"])
def test_launched_with_a_save_resumes_it(which, files, warnings, qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = _launch(qtbot, files[which])
    qtbot.waitUntil(lambda: window.page is not None)
    assert window.stack.currentWidget() is window.page
    assert window.page.session.game.game_id == "coup_de_bordure"
    assert len(window.page.session.record.actions) == 12
    assert not window.page.session.is_over() and not window.page.review_bar.isVisible()
    assert window.save_action.isEnabled() and warnings == []
    assert str(files[which].resolve()) in window.settings.recent_files


def test_launched_with_a_finished_record_reviews_it(files, warnings, qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = _launch(qtbot, files["record"])
    qtbot.waitUntil(lambda: window.page is not None and window.page.review_bar.isVisible())
    assert window.page.session.is_over() and warnings == []


def test_launched_with_a_course_opens_the_editor(files, warnings, qtbot, english) -> None:  # type: ignore[no-untyped-def]
    before = {e.id for e in library.user_entries()}
    window = _launch(qtbot, files["course"])
    qtbot.waitUntil(lambda: bool(_top(CourseEditor)))
    (editor,) = _top(CourseEditor)
    assert "Étape des cols" in editor.windowTitle()
    assert editor.doc.draft.id != "etape_des_cols"  # a copy: the bundled one stays
    assert "cols.peloton-course" in editor.statusBar().currentMessage()
    assert {e.id for e in library.user_entries()} == before  # nothing saved unasked
    assert editor.save()
    assert editor.doc.draft.id in {e.id for e in library.user_entries()}
    assert warnings == [] and window.page is None
    _close_editors()


def test_launched_with_a_library_course_edits_that_course(files, qtbot, english) -> None:  # type: ignore[no-untyped-def]
    draft = library.find("etape_des_cols").draft
    assert draft is not None
    own = draft.copy()
    own.id, own.name = "my_cols", "My cols"
    path = library.save(own)
    _launch(qtbot, path)
    qtbot.waitUntil(lambda: bool(_top(CourseEditor)))
    (editor,) = _top(CourseEditor)
    assert editor.doc.draft.id == "my_cols" and "My cols" in editor.windowTitle()
    _close_editors()


def test_launched_with_a_ruleset_opens_the_ruleset_editor(files, warnings, qtbot, english) -> None:  # type: ignore[no-untyped-def]
    _launch(qtbot, files["ruleset"])
    qtbot.waitUntil(lambda: bool(_top(RulesetEditor)))
    (editor,) = _top(RulesetEditor)
    assert editor.games.currentData() == "border_states"
    assert editor.base.currentText() == "House rules"
    assert editor.name.text() == "House rules"
    assert warnings == []
    _close_editors()


@pytest.mark.parametrize(
    ("which", "sentence"),
    [
        ("foreign", "is not a Peloton Desktop record, course or ruleset."),
        ("broken", "is not valid JSON"),
    ],
)
def test_launched_with_a_bad_file_says_why_and_goes_on(  # type: ignore[no-untyped-def]
    which, sentence, files, warnings, qtbot, english
) -> None:
    window = _launch(qtbot, files[which], files["save"])
    qtbot.waitUntil(lambda: window.page is not None)  # the next file still opens
    assert len(warnings) == 1 and sentence in warnings[0] and files[which].name in warnings[0]
    assert window.isVisible()


def test_launched_with_a_missing_file(tmp_path: Path, warnings, qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = _launch(qtbot, tmp_path / "nowhere.peloton")
    qtbot.waitUntil(lambda: bool(warnings))
    assert "nowhere.peloton" in warnings[0] and window.page is None


# -- dropped on the window -------------------------------------------------------------


def _drop(target: QWidget, path: Path) -> bool:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    actions = Qt.DropAction.CopyAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(20, 20), actions, data, buttons, mods)
    QApplication.sendEvent(target, enter)
    drop = QDropEvent(QPointF(20, 20), actions, data, buttons, mods)
    QApplication.sendEvent(target, drop)
    return enter.isAccepted() and drop.isAccepted()


def test_drop_each_kind_on_the_window(files, warnings, qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = _launch(qtbot)
    opener = FileOpener.of(window)
    assert opener is not None and window.acceptDrops()
    assert _drop(window.start, files["save"])
    qtbot.waitUntil(lambda: window.page is not None)
    first = window.page
    # on the game's table, a view that takes drops of its own
    table = window.page.view
    assert _drop(table.viewport() if hasattr(table, "viewport") else table, files["record"])
    qtbot.waitUntil(lambda: window.page is not first and window.page is not None)
    assert window.page.session.is_over() and window.page.review_bar.isVisible()
    assert _drop(window, files["course"])
    qtbot.waitUntil(lambda: bool(_top(CourseEditor)))
    assert _drop(window, files["ruleset"])
    qtbot.waitUntil(lambda: bool(_top(RulesetEditor)))
    assert _drop(window, files["foreign"])
    qtbot.waitUntil(lambda: bool(warnings))
    assert "is not a Peloton Desktop record, course or ruleset." in warnings[0]
    _close_editors()


def test_a_drag_of_no_file_is_left_alone(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = _launch(qtbot)
    data = QMimeData()
    data.setText("hello")
    enter = QDragEnterEvent(
        QPoint(5, 5),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted()


# -- the command line and a second launch ------------------------------------------------


def test_the_command_line_takes_files(monkeypatch: pytest.MonkeyPatch) -> None:
    called: list[tuple[Any, ...]] = []
    monkeypatch.setattr("peloton_desktop.ui.shell.app.run_gui", lambda *a: called.append(a) or 0)
    assert cli.main(["--lang", "fr", "some-save.peloton", "b.peloton-course"]) == 0
    assert called == [("fr", False, ["some-save.peloton", "b.peloton-course"])]
    assert cli.main(["games", "--json"]) == 0  # the sub-commands are as they were
    assert len(called) == 1
    assert cli.main([]) == 0 and called[-1] == (None, False, [])


def test_a_second_launch_hands_its_file_to_the_running_window(  # type: ignore[no-untyped-def]
    files, warnings, qtbot, english, user_home
) -> None:
    window = start_gui("en")
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PELOTON_DESKTOP_HOME=str(user_home))

    def launch(name: str, folder: Path) -> None:
        second = subprocess.Popen(
            [sys.executable, "-m", "peloton_desktop", name],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=folder,
        )
        try:  # the running window answers from its event loop, which waitUntil runs
            qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
        finally:
            if second.poll() is None:
                second.kill()
        _out, err = second.communicate()
        assert second.returncode == 0, err

    launch(str(files["save"]), ROOT)
    qtbot.waitUntil(lambda: window.page is not None)
    assert window.page.session.game.game_id == "coup_de_bordure" and warnings == []
    # a relative name is made absolute by the second launch, in its own folder
    launch("cols.peloton-course", files["course"].parent)
    qtbot.waitUntil(lambda: bool(_top(CourseEditor)))
    assert _top(MainWindow) == [window]  # no second window
    _close_editors()


# -- our own file types ------------------------------------------------------------------


def test_save_dialogs_offer_our_extensions(files, qtbot, english, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog

    from peloton_desktop.gate import kind_of
    from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog

    asked: list[tuple[str, str]] = []
    answer = {"path": ""}

    def save_as(parent, title, name, patterns):  # type: ignore[no-untyped-def]
        asked.append((name, patterns))
        return answer["path"], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window = _launch(qtbot, files["save"])
    qtbot.waitUntil(lambda: window.page is not None)
    answer["path"] = str(tmp_path / "tuesday")  # typed without an extension
    window.save_dialog()
    assert asked[-1][0].endswith("coup_de_bordure.peloton")
    assert "*.peloton" in asked[-1][1] and "*.json" in asked[-1][1]
    assert kind_of(tmp_path / "tuesday.peloton") == "record"
    answer["path"] = str(tmp_path / "old-style.json")  # an extension of one's own stays
    window.save_dialog()
    assert kind_of(tmp_path / "old-style.json") == "record"
    lib = CourseLibraryDialog()
    qtbot.addWidget(lib)
    lib.refresh("etape_des_cols")
    answer["path"] = str(tmp_path / "cols")
    lib.export()
    assert asked[-1][0] == "etape_des_cols.peloton-course"
    assert "*.peloton-course" in asked[-1][1]
    assert kind_of(tmp_path / "cols.peloton-course") == "course"


def test_the_sentence_is_in_the_users_language(files, warnings, qtbot) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.shell.i18n import manager

    try:
        window = start_gui("fr", [str(files["foreign"])], listen=False)
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: bool(warnings))
        assert warnings == [
            f"Le fichier {files['foreign'].name} n'est ni une partie, ni un parcours, ni un jeu "
            "de règles de Peloton Desktop."
        ]
    finally:
        manager.apply("en")
