"""Bundled data and art: the one place that knows where they are.

They live in the repository's top-level `resources/`: each game's own folder
`games/<id>/` (ruleset, picture, courses, lessons: found through its registry entry),
and the app's art, icons, phone page, example roads and compiled translations.
Installed, they sit next to the code as `peloton_desktop/_resources/`: pyproject.toml maps
the package `peloton_desktop._resources` to `resources/` for a wheel, and
packaging/peloton_desktop.spec copies `resources/` to the same place in the frozen app. A
source checkout or an editable install (`pip install -e .`) uses `resources/` itself (its
`peloton_desktop/_resources/` holds only the package's `__init__.py`).
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent
_INSTALLED = _HERE / "_resources"  # wheel, frozen app
_SOURCE = _HERE.parent / "resources"  # source checkout, editable install

ROOT = _INSTALLED if (_INSTALLED / "games").is_dir() else _SOURCE


def resource_path(*parts: str) -> Path:
    return ROOT.joinpath(*parts)
