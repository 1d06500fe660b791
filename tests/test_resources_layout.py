"""Bundled data lives in the top-level resources/, each game's in its own folder games/<id>/;
the editable install and a wheel find it, and setuptools finds every package itself.

The frozen app's bundle is checked in test_app_smoke.py (slow).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from setuptools import find_packages

from peloton_desktop.core import registry
from peloton_desktop.resources import ROOT as RESOURCES
from peloton_desktop.resources import resource_path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources"


def _data_files() -> list[str]:
    """Every file of resources/ (POSIX paths relative to it), placeholder files aside."""
    return sorted(
        p.relative_to(SOURCE).as_posix()
        for p in SOURCE.rglob("*")
        if p.is_file() and not p.name.startswith(".")
    )


def _bundled_courses() -> list[str]:
    return sorted(f"{p.parent.parent.name}/{p.name}" for p in SOURCE.glob("games/*/courses/*"))


def test_the_data_is_at_the_top_of_the_repository() -> None:
    files = _data_files()
    for expected in (
        "games/coup_de_bordure/ruleset.json",
        "games/border_states/ruleset.json",
        "games/coup_de_bordure/art.svg",
        "games/coup_de_bordure/courses/paris_tours.json",
        "games/border_states/lessons/bs-1-a-turn-of-combat.json",
        "icons/app.svg",
        "art/trophy.svg",
        "translations/peloton_desktop_fr.qm",
        "translations/coup_de_bordure_fr.qm",
        "phone/index.html",  # the phones' page (issue 28), served by phones/static.py
        "phone/phone.js",
        "phone/phone.css",
    ):
        assert expected in files
    assert len(_bundled_courses()) == 8
    # every registered game has its folder, with at least its ruleset and its picture
    for entry in registry.entries():
        assert entry.data == SOURCE / "games" / entry.id
        assert (entry.data / "ruleset.json").is_file() and entry.art is not None, entry.id
    assert {p.name for p in (SOURCE / "games").iterdir()} == {e.id for e in registry.entries()}
    assert not list((ROOT / "peloton_desktop").rglob("*.json")), "data inside the package"
    assert not list((ROOT / "peloton_desktop").rglob("*.qm")), "data inside the package"


def test_editable_install_finds_the_resources() -> None:
    from peloton_desktop.courses.library import bundled_entries

    assert RESOURCES == SOURCE
    for rel in _data_files():
        assert resource_path(*rel.split("/")).is_file(), rel
    assert all(e.standard_ruleset().values for e in registry.entries())
    entries = bundled_entries()
    assert sorted(f"{e.game}/{e.path.name}" for e in entries) == _bundled_courses()
    assert all(e.problem is None for e in entries)


# Run outside the repository, so that `peloton_desktop` is not picked up from the cwd.
PROBE = r"""
import json, sys
import peloton_desktop
from peloton_desktop.core import registry
from peloton_desktop.courses.library import bundled_entries
from peloton_desktop.resources import ROOT, resource_path
print(json.dumps({
    "package": peloton_desktop.__file__,
    "root": str(ROOT),
    "ruleset": all(e.standard_ruleset().values for e in registry.entries()),
    "art": all(e.art is not None for e in registry.entries()),
    "courses": sorted(f"{e.game}/{e.path.name}" for e in bundled_entries() if e.problem is None),
    "qm": resource_path("translations", "peloton_desktop_fr.qm").is_file()
    and all(e.catalogue("fr") is not None for e in registry.entries()),
    "icon": resource_path("icons", "app.svg").is_file(),
}))
"""


def _probe(cwd: Path, home: Path, pythonpath: Path | None = None) -> dict:
    env = dict(os.environ, PELOTON_DESKTOP_HOME=str(home))
    env.pop("PYTHONPATH", None)
    if pythonpath is not None:
        env["PYTHONPATH"] = str(pythonpath)
    out = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_editable_install_from_another_directory(tmp_path: Path, user_home: Path) -> None:
    found = _probe(tmp_path, user_home)
    assert Path(found["package"]).parent == ROOT / "peloton_desktop"
    assert Path(found["root"]) == SOURCE
    assert found["ruleset"] and found["art"] and found["qm"] and found["icon"]
    assert found["courses"] == _bundled_courses()


def test_setuptools_finds_every_package_itself() -> None:
    """No package is listed by hand: a new game's packages are found as they are made,
    and the data package through its placeholder (package-dir maps it to resources/)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    find = config["setuptools"]["packages"]["find"]  # never a list
    assert find["namespaces"] is False  # a package is a folder with its __init__.py
    found = set(find_packages(str(ROOT), include=find["include"]))
    code = {
        p.parent.relative_to(ROOT).as_posix().replace("/", ".")
        for p in (ROOT / "peloton_desktop").rglob("__init__.py")
    }
    assert found == code
    assert "peloton_desktop._resources" in found
    assert {f"peloton_desktop.games.{e.id}" for e in registry.entries()} <= found
    assert config["setuptools"]["package-dir"] == {"peloton_desktop._resources": "resources"}
    assert config["setuptools"]["package-data"] == {"peloton_desktop._resources": ["**/*"]}


def test_wheel_carries_the_resources_where_the_code_looks(tmp_path: Path, user_home: Path) -> None:
    """Build a wheel from a copy of the sources (no network), read it, install it, run it."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    for name in ("peloton_desktop", "resources"):
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__"))
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    wheel_args = ["--no-deps", "--no-index", "--no-build-isolation", "-w", str(tmp_path / "dist")]
    build = subprocess.run(
        [*pip, "wheel", *wheel_args, str(src)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    (wheel,) = (tmp_path / "dist").glob("peloton_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f for f in _data_files() if f"peloton_desktop/_resources/{f}" not in names]
    assert not missing, f"not in the wheel: {missing}"
    code = sorted(
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "peloton_desktop").rglob("*.py")
        if "__pycache__" not in p.parts and "_resources" not in p.parts  # data's placeholder
    )
    assert [c for c in code if c not in names] == []
    assert not [n for n in names if n.startswith(("resources/", "tests/"))]

    site = tmp_path / "site"
    install_args = ["--no-deps", "--no-index", "--no-compile", "--target", str(site)]
    install = subprocess.run(
        [*pip, "install", *install_args, str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert install.returncode == 0, install.stdout[-3000:] + install.stderr[-3000:]
    found = _probe(tmp_path, user_home, pythonpath=site)
    assert Path(found["package"]).parent == site / "peloton_desktop"
    assert Path(found["root"]) == site / "peloton_desktop" / "_resources"
    assert found["ruleset"] and found["art"] and found["qm"] and found["icon"]
    assert found["courses"] == _bundled_courses()
