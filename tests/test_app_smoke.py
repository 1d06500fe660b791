"""The app as launched: self-test from source, and the frozen one-folder build."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PELOTON_DESKTOP_HOME=str(home))


def test_self_test_from_source(user_home: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "peloton_desktop", "--self-test"],
        capture_output=True,
        text=True,
        env=_env(user_home),
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "self-test ok" in out.stdout


def test_first_paint_then_quit(user_home: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "peloton_desktop", "--quit-after-paint", "--lang", "fr"],
        capture_output=True,
        text=True,
        env=_env(user_home),
        timeout=120,
    )
    assert out.returncode == 0 and out.stdout.strip() == "painted", out.stderr
    assert not (user_home / "data").exists() or not any((user_home / "data").rglob("*.json"))


@pytest.mark.slow
def test_frozen_app_builds_and_passes_its_self_test(tmp_path: Path, user_home: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """PyInstaller one-folder build (about half a minute), then run it like a user."""
    env = dict(
        os.environ, VENV=str(Path(sys.executable).parent.parent), BUILD_DIR=str(tmp_path / "build")
    )
    build = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build.sh"), str(tmp_path / "dist")],
        capture_output=True,
        text=True,
        env=env,
        timeout=900,
        cwd=ROOT,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    exe = tmp_path / "dist" / "peloton-desktop" / "peloton-desktop"
    assert exe.exists()
    qm = list((tmp_path / "dist").rglob("peloton_desktop_fr.qm"))
    assert qm, "the French catalogue is not in the frozen app"
    (bundle,) = (p for p in (tmp_path / "dist").rglob("_resources") if p.is_dir())
    assert bundle.parent.name == "peloton_desktop"  # where peloton_desktop/resources.py looks
    source = ROOT / "resources"
    data = [p.relative_to(source) for p in source.rglob("*") if p.is_file()]
    data = [rel for rel in data if not rel.name.startswith(".")]
    assert {rel.parts[0] for rel in data} >= {"games", "art", "icons"}
    assert [rel for rel in data if not (bundle / rel).is_file()] == []
    run = subprocess.run(
        [str(exe), "--self-test"], capture_output=True, text=True, env=_env(user_home), timeout=120
    )
    assert run.returncode == 0, run.stderr
    assert "self-test ok" in run.stdout
    games = subprocess.run(
        [str(exe), "games", "--json"],
        capture_output=True,
        text=True,
        env=_env(user_home),
        timeout=60,
    )
    assert games.returncode == 0 and len(json.loads(games.stdout)) == 5
    courses = subprocess.run(
        [str(exe), "courses", "--json"],
        capture_output=True,
        text=True,
        env=_env(user_home),
        timeout=60,
    )
    assert courses.returncode == 0, courses.stderr
    bundled = [c for c in json.loads(courses.stdout) if c["bundled"]]
    assert len(bundled) == 8 and all(c["valid"] for c in bundled)
    assert all(Path(c["path"]).is_relative_to(bundle) for c in bundled)
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    val = subprocess.run(
        [str(exe), "validate", str(bad)],
        capture_output=True,
        text=True,
        env=_env(user_home),
        timeout=60,
    )
    assert val.returncode == 2 and "Traceback" not in val.stderr
    _installed_archive_opens_files(tmp_path, user_home, qtbot)


def _installed_archive_opens_files(tmp_path: Path, user_home: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Linux archive installed for a user, as a user tries it: a double-click on a
    course (gio open, as a GTK file manager does) and `peloton-desktop some-save.peloton`
    reach the running window, which opens the editor and resumes the game."""
    import shutil
    import tarfile

    from PySide6.QtWidgets import QApplication

    from peloton_desktop.core import registry
    from peloton_desktop.core.play import simulate_one
    from peloton_desktop.core.records import save_record
    from peloton_desktop.ui.course_editor.window import CourseEditor
    from peloton_desktop.ui.shell.app import start_gui

    (archive,) = (tmp_path / "dist").glob("peloton-desktop-*-linux-*.tar.gz")
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (stage,) = (tmp_path / "unpacked").iterdir()
    home = tmp_path / "home"
    home.mkdir()
    env = dict(
        _env(user_home),
        HOME=str(home),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CONFIG_HOME=str(home / ".config"),
    )
    installed = subprocess.run(
        ["sh", str(stage / "install.sh")], capture_output=True, text=True, env=env, timeout=300
    )
    assert installed.returncode == 0, installed.stderr
    tree = subprocess.run(
        ["appstreamcli", "validate-tree", "--no-net", str(home / ".local")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert tree.returncode == 0, tree.stdout
    program = home / ".local" / "bin" / "peloton-desktop"
    course = tmp_path / "cols.peloton-course"
    shutil.copy(
        ROOT / "resources" / "games" / "cyclistes" / "courses" / "etape_des_cols.json", course
    )
    game = registry.get("coup_de_bordure").create()
    record = simulate_one(game, 2, 3, "random").record
    save = tmp_path / "some-save.peloton"
    save_record(record.model_copy(update={"actions": record.actions[:10]}), save)

    window = start_gui("en")  # the running app, listening for second launches
    try:
        for command in (["gio", "open", str(course)], [str(program), str(save)]):
            launch = subprocess.Popen(command, env=env)
            qtbot.waitUntil(lambda p=launch: p.poll() is not None, timeout=60000)
            assert launch.returncode == 0, command
        editors = lambda: [  # noqa: E731
            w for w in QApplication.topLevelWidgets() if isinstance(w, CourseEditor)
        ]
        qtbot.waitUntil(lambda: bool(editors()), timeout=60000)
        assert "Étape des cols" in editors()[0].windowTitle()
        qtbot.waitUntil(lambda: window.page is not None, timeout=60000)
        # the saved game resumed: its ten moves first (its seats are bots, which may
        # play on before this line runs)
        resumed = window.page.session.record.actions  # type: ignore[union-attr]
        assert [a.model_dump(mode="json") for a in resumed[:10]] == [
            a.model_dump(mode="json") for a in record.actions[:10]
        ]
    finally:
        for w in QApplication.topLevelWidgets():
            w.close()
        window.deleteLater()
