"""The translation catalogues, read from the registry: the shared app's and each
registered game's (docs/design.md, "Translations"), so a sixth game's is checked too."""

from __future__ import annotations

from pathlib import Path

from games import GAMES

ROOT = Path(__file__).resolve().parent.parent
SHARED = "peloton_desktop"
# every catalogue's name: the shared app's, then each game's (its id)
NAMES: tuple[str, ...] = (SHARED, *GAMES)
LANGUAGES = ("fr", "en")


def ts(name: str, language: str) -> Path:
    return ROOT / "translations" / f"{name}_{language}.ts"


def qm(name: str, language: str) -> Path:
    return ROOT / "resources" / "translations" / f"{name}_{language}.qm"


def sources(name: str) -> list[Path]:
    """What tools/update_translations.sh hands lupdate for the catalogue `name`: a game's
    package and its lessons' generated texts, or every module outside the games' own."""
    code = ROOT / "peloton_desktop"
    if name == SHARED:
        games = code / "games"
        return sorted(p for p in code.rglob("*.py") if p.parent == games or games not in p.parents)
    found = sorted((code / "games" / name).rglob("*.py"))
    lessons = ROOT / "translations" / f"{name}_lessons.py"
    return [*found, lessons] if lessons.is_file() else found
