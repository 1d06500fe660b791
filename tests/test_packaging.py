"""Install like a desktop app (issue 31): packaging/ passes the desktop's validators,
the icon set is rendered at every size, the file types are declared as the app knows
them, and the install script makes the desktop open our files with the app.

The tools come from Debian's desktop-file-utils, appstream, shared-mime-info and
libglib2.0-bin (scripts/env.sh DESKTOP_DEBS, installed by run-tests.sh)."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage

from peloton_desktop import DESKTOP_ID
from peloton_desktop.core.filetypes import TYPES

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{DESKTOP_ID}.desktop"
METAINFO = LINUX / f"{DESKTOP_ID}.metainfo.xml"
MIME = LINUX / "peloton-desktop-mime.xml"
SMI = "{http://www.freedesktop.org/standards/shared-mime-info}"
sys.path.insert(0, str(ROOT / "tools"))
import make_icons  # noqa: E402


def run(*cmd: str, **kw) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, **kw)


def test_the_desktop_entry_validates() -> None:
    out = run("desktop-file-validate", str(DESKTOP))
    assert out.returncode == 0 and out.stdout + out.stderr == "", out.stdout + out.stderr
    entry = dict(line.split("=", 1) for line in DESKTOP.read_text().splitlines() if "=" in line)
    assert entry["Exec"] == "peloton-desktop %F" and entry["Icon"] == make_icons.NAME
    assert entry["MimeType"].split(";")[:-1] == [t.mime for t in TYPES]


def test_the_appstream_metadata_validates() -> None:
    out = run("appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Validation was successful." in out.stdout
    lines = re.sub(r"\x1b\[[0-9;]*m", "", out.stdout).strip().splitlines()
    assert len(lines) == 1 and lines[0].endswith(" Validation was successful.")  # no note
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == DESKTOP_ID
    assert root.find("launchable").text == DESKTOP.name  # type: ignore[union-attr]
    assert root.find("content_rating") is not None and root.find("releases/release") is not None
    from peloton_desktop import __version__

    assert root.find("releases/release").get("version") == __version__  # type: ignore[union-attr]
    assert [m.text for m in root.findall("provides/mediatype")] == [t.mime for t in TYPES]
    # the screenshots are the README's, made by tools/screenshots.py
    images = [i.text or "" for i in root.findall("screenshots/screenshot/image")]
    assert images
    for url in images:
        rel = url.split("/peloton-desktop/", 1)[1]
        assert (ROOT / rel).is_file(), rel
        shot = Path(rel).stem.rsplit("_", 1)[0]  # tools/screenshots.py adds the language
        assert re.search(
            rf"\b{shot}(_{{lang}})?\b", (ROOT / "tools" / "screenshots.py").read_text()
        )


def test_the_file_types_are_the_apps() -> None:
    declared = {m.get("type"): m for m in ET.parse(MIME).getroot().findall(f"{SMI}mime-type")}
    assert list(declared) == [t.mime for t in TYPES]
    for t in TYPES:
        m = declared[t.mime]
        assert [g.get("pattern") for g in m.findall(f"{SMI}glob")] == [f"*{t.extension}"]
        assert m.find(f"{SMI}sub-class-of").get("type") == "application/json"  # type: ignore[union-attr]
        values = [x.get("value") for x in m.findall(f"{SMI}magic/{SMI}match")]
        assert values == [f'"format": "{t.format}"', f'"format":"{t.format}"']


def test_icons_at_every_size(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    written = make_icons.make(tmp_path)
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "peloton-desktop.png"
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size), png
        assert image.pixelColor(size // 2, size // 4).alpha() == 255  # drawn, not blank
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "peloton-desktop.svg").is_file()
    ico = (tmp_path / "peloton-desktop.ico").read_bytes()
    _reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert kind == 1 and count == len(make_icons.ICO_SIZES)
    sides = []
    for i in range(count):
        w, h, _c, _r, _p, _b, size, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i]
        )
        image = QImage.fromData(QByteArray(ico[offset : offset + size]))
        assert image.width() == (w or 256) == image.height() == (h or 256)
        sides.append(image.width())
    assert sides == [16, 24, 32, 48, 64, 128, 256]
    icns = (tmp_path / "peloton-desktop.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    at, found = 8, {}
    while at < len(icns):
        kind_b, length = icns[at : at + 4], struct.unpack(">I", icns[at + 4 : at + 8])[0]
        found[kind_b] = QImage.fromData(QByteArray(icns[at + 8 : at + length])).width()
        at += length
    assert found == {k: s for k, s in make_icons.ICNS_TYPES}
    assert len(written) == 8 + 1 + 2


def _install_env(home: Path) -> dict[str, str]:
    return dict(
        os.environ,
        HOME=str(home),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_DIRS="/usr/local/share:/usr/share",
    )


def _archive(tmp_path: Path, program: Path) -> Path:
    """The archive's layout as build.sh makes it, around `program` (the one-folder app)."""
    stage = tmp_path / "unpacked"
    (stage / "share" / "applications").mkdir(parents=True)
    (stage / "share" / "metainfo").mkdir()
    (stage / "share" / "mime" / "packages").mkdir(parents=True)
    shutil.copytree(program, stage / "peloton-desktop")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy(LINUX / script, stage / script)
    shutil.copy(DESKTOP, stage / "share" / "applications")
    shutil.copy(METAINFO, stage / "share" / "metainfo")
    shutil.copy(MIME, stage / "share" / "mime" / "packages" / "peloton-desktop.xml")
    make_icons.make(stage / "share" / "icons")
    for extra in ("peloton-desktop.ico", "peloton-desktop.icns"):
        (stage / "share" / "icons" / extra).unlink()
    return stage


def test_install_makes_the_desktop_open_our_files(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """A double-click (gio open, as a GTK file manager does) on a course runs the
    installed program with that file; the old *.json names are recognised by content."""
    program = tmp_path / "program"
    program.mkdir()
    called = tmp_path / "called.txt"
    stub = program / "peloton-desktop"  # stands for the frozen app: says how it was run
    stub.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" >> "{called}"\n')
    stub.chmod(0o755)
    stage = _archive(tmp_path, program)
    home = tmp_path / "home"
    home.mkdir()
    env = _install_env(home)
    out = run("sh", str(stage / "install.sh"), env=env)
    assert out.returncode == 0, out.stderr
    data = home / ".local" / "share"
    assert (home / ".local" / "bin" / "peloton-desktop").resolve() == (
        home / ".local" / "lib" / "peloton-desktop" / "peloton-desktop"
    )
    installed = (data / "applications" / DESKTOP.name).read_text()
    assert f"Exec={home}/.local/lib/peloton-desktop/peloton-desktop %F" in installed
    assert run("desktop-file-validate", str(data / "applications" / DESKTOP.name)).returncode == 0
    tree = run("appstreamcli", "validate-tree", "--no-net", str(home / ".local"))
    assert tree.returncode == 0, tree.stdout
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "peloton-desktop.png").is_file()
    for t in TYPES:
        mime = run("gio", "mime", t.mime, env=env)
        default = re.search(
            r"Default application for .{1,3}" + t.mime + ".{1,3}: (.*)", mime.stdout
        )
        assert default and default.group(1) == DESKTOP.name, mime.stdout
    # files by their names, and today's *.json by their "format" field
    course = ROOT / "resources" / "games" / "cyclistes" / "courses" / "etape_des_cols.json"
    files = {"new.peloton-course": "application/x-peloton-course", "old.json": None}
    shutil.copy(course, tmp_path / "new.peloton-course")
    shutil.copy(course, tmp_path / "old.json")
    shutil.copy(ROOT / "tests" / "data" / "records" / "cdb_2p_heuristic.json", tmp_path / "g.json")
    files["old.json"] = "application/x-peloton-course"
    files["g.json"] = "application/x-peloton-game"
    (tmp_path / "plain.json").write_text('{"format": "something else"}')
    files["plain.json"] = "application/json"
    for name, expected in files.items():
        info = run("gio", "info", "-a", "standard::content-type", str(tmp_path / name), env=env)
        assert info.stdout.strip().endswith(f"standard::content-type: {expected}"), name
    # Qt's database (what KDE asks) recognises them by content too
    sniff = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from PySide6.QtCore import QMimeDatabase; "
            "print(QMimeDatabase().mimeTypeForData(open(sys.argv[1], 'rb').read()).name())",
            str(tmp_path / "old.json"),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert sniff.stdout.strip() == "application/x-peloton-course", sniff.stderr
    # the double-click
    opened = run("gio", "open", str(tmp_path / "new.peloton-course"), env=env)
    assert opened.returncode == 0, opened.stderr
    _wait_for(called)
    assert called.read_text().splitlines() == [str(tmp_path / "new.peloton-course")]
    # and away again; the user's own files stay
    (data / "peloton-desktop" / "saves").mkdir(parents=True)
    out = run("sh", str(home / ".local" / "lib" / "peloton-desktop" / "uninstall.sh"), env=env)
    assert out.returncode == 0, out.stderr
    assert not (home / ".local" / "lib" / "peloton-desktop").exists()
    assert not (home / ".local" / "bin" / "peloton-desktop").exists()
    assert not (data / "applications" / DESKTOP.name).exists()
    assert not list((data / "icons").rglob("peloton-desktop.*"))
    assert (data / "peloton-desktop" / "saves").is_dir()
    assert DESKTOP.name not in run("gio", "mime", TYPES[1].mime, env=env).stdout


def _wait_for(path: Path, seconds: float = 20.0) -> None:
    import time

    end = time.monotonic() + seconds
    while not (path.exists() and path.read_text().strip()) and time.monotonic() < end:
        time.sleep(0.05)


@pytest.mark.parametrize("script", ["install.sh", "uninstall.sh"])
def test_the_scripts_are_plain_sh(script: str) -> None:
    out = run("sh", "-n", str(LINUX / script))
    assert out.returncode == 0, out.stderr
    assert (LINUX / script).stat().st_mode & 0o111


def _bare_env(home: Path) -> dict[str, str]:
    """A session xdg-utils recognises no desktop in: no XDG_CURRENT_DESKTOP and the
    like (xdg-open then reads the desktop entry's Exec line itself)."""
    env = _install_env(home)
    for name in (
        "XDG_CURRENT_DESKTOP",
        "DESKTOP_SESSION",
        "KDE_FULL_SESSION",
        "GNOME_DESKTOP_SESSION_ID",
        "XDG_SESSION_DESKTOP",
        "BROWSER",
    ):
        env.pop(name, None)
    env["DISPLAY"] = ":0"  # xdg-open opens files for a graphical session
    return env


@pytest.mark.parametrize("folder", ["lib", "my games (2)"])
def test_xdg_open_runs_the_program_on_any_desktop(tmp_path: Path, folder: str) -> None:
    """xdg-open of a course runs the installed program with it, with no desktop
    detected; the program's path is quoted in the entry only when it needs it."""
    if shutil.which("xdg-open") is None:
        pytest.skip("xdg-utils is not installed")
    program = tmp_path / "program"
    program.mkdir()
    called = tmp_path / "called.txt"
    stub = program / "peloton-desktop"
    stub.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" >> "{called}"\n')
    stub.chmod(0o755)
    stage = _archive(tmp_path, program)
    home = tmp_path / "home"
    home.mkdir()
    env = _bare_env(home)
    app = home / folder / "peloton-desktop"
    env["PELOTON_APP_DIR"] = str(app)
    out = run("sh", str(stage / "install.sh"), env=env)
    assert out.returncode == 0, out.stderr
    entry = (home / ".local" / "share" / "applications" / DESKTOP.name).read_text()
    exec_line = next(line for line in entry.splitlines() if line.startswith("Exec="))
    if " " in folder:
        assert exec_line == f'Exec="{app}/peloton-desktop" %F'
    else:
        assert exec_line == f"Exec={app}/peloton-desktop %F"
    assert (
        run(
            "desktop-file-validate", str(home / ".local" / "share" / "applications" / DESKTOP.name)
        ).returncode
        == 0
    )
    course = tmp_path / "new.peloton-course"
    shutil.copy(
        ROOT / "resources" / "games" / "cyclistes" / "courses" / "etape_des_cols.json", course
    )
    if " " in folder:
        return  # xdg-utils 1.1 cannot run a quoted program without a desktop: said in docs
    opened = run("xdg-open", str(course), env=env)
    assert opened.returncode == 0, opened.stdout + opened.stderr
    _wait_for(called)
    assert called.read_text().splitlines() == [str(course)]


def test_uninstall_leaves_nothing_behind(tmp_path: Path) -> None:
    """No empty icon folders, no empty [Default Applications] section; what was there
    before the install (another app's default) stays."""
    program = tmp_path / "program"
    program.mkdir()
    (program / "peloton-desktop").write_text("#!/bin/sh\n")
    (program / "peloton-desktop").chmod(0o755)
    stage = _archive(tmp_path, program)
    home = tmp_path / "home"
    home.mkdir()
    env = _install_env(home)
    config = home / ".config"
    data = home / ".local" / "share"
    (data / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (data / "icons" / "hicolor" / "48x48" / "apps" / "other.png").write_bytes(b"x")
    config.mkdir()
    (config / "mimeapps.list").write_text("[Added Associations]\ntext/plain=other.desktop;\n")
    before = sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    assert run("sh", str(stage / "install.sh"), env=env).returncode == 0
    assert "[Default Applications]" in (config / "mimeapps.list").read_text()
    uninstall = home / ".local" / "lib" / "peloton-desktop" / "uninstall.sh"
    out = run("sh", str(uninstall), env=env)
    assert out.returncode == 0, out.stderr
    mimeapps = (config / "mimeapps.list").read_text()
    assert "[Default Applications]" not in mimeapps and "text/plain=other.desktop;" in mimeapps
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    made = [p for p in left if p not in before]
    assert made == [], made
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "other.png").exists()
    assert not (data / "icons" / "hicolor" / "256x256").exists()
