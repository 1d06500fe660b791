"""The rules layer must import and run with PySide6 unimportable (architecture rule)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QT_FREE = ["core", "games", "courses", "courses/track.py", "printing/layout.py"]

SCRIPT = r"""
import importlib, pkgutil, sys, pathlib

class BlockQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(f"Qt is blocked in the rules layer: {name}")
        return None

sys.meta_path.insert(0, BlockQt())
import peloton_desktop
root = pathlib.Path(peloton_desktop.__file__).parent
names = ["peloton_desktop.cli", "peloton_desktop.settings", "peloton_desktop.paths"]
for module in pkgutil.walk_packages([str(root)], "peloton_desktop."):
    n = module.name
    parts = n.split(".")
    if parts[1] in ("ui", "draw", "phones", "__main__"):
        continue
    # a game's table, look, phone and printed sheets are drawn with Qt
    if {"view", "style", "sheets", "phone"} & set(parts):
        continue
    if parts[1] == "printing" and parts[-1] not in ("printing", "layout"):
        continue
    names.append(n)
assert "peloton_desktop.courses.track" in names  # the shared track stays Qt-free
# the rules packages are walked too
from peloton_desktop.core import registry
for game in (entry.id for entry in registry.entries()):
    assert f"peloton_desktop.games.{game}.rules.game" in names
    assert f"peloton_desktop.games.{game}.rules.views" in names
for n in names:
    importlib.import_module(n)
from peloton_desktop.cli import main
assert main(["games", "--json"]) == 0
print("imported", len(names))
"""


def test_rules_layer_imports_without_qt() -> None:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert "imported" in out.stdout
    count = int(out.stdout.split("imported")[1])
    assert count >= 10
