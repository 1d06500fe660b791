"""The shape of the house (docs/design.md, "Layers"): imports run down, never round,
and the shared packages name no game. Read from the code's own import statements,
every one of them (module level, inside functions, under TYPE_CHECKING)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "peloton_desktop"

# The floors, from the ground up: a module may import its own floor and those below.
FLOORS: dict[str, int] = {
    "peloton_desktop": 0,  # __init__, paths, resources, settings
    "peloton_desktop.core": 1,
    "peloton_desktop.settings": 2,
    "peloton_desktop.courses": 2,
    "peloton_desktop.gate": 3,
    "peloton_desktop.draw": 4,
    "peloton_desktop.printing": 5,
    "peloton_desktop.phones": 5,  # the phones' server and words: beside printing, below ui
    "peloton_desktop.ui": 6,
    "peloton_desktop.games": 7,
    "peloton_desktop.cli": 8,
    "peloton_desktop.cli_print": 8,  # the `print` command, moved out of cli.py
    "peloton_desktop.__main__": 9,
}
SHARED = ("core", "courses", "draw", "printing", "phones", "ui")
# and every module at the top of the package: the command line, the file gate, settings…
SHARED += tuple(sorted(p.name for p in PACKAGE.glob("*.py")))
MAX_LINES = 400


def modules() -> Iterator[tuple[str, Path]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts.pop()
        yield ".".join(parts), path


def floor(module: str) -> int:
    best = ""
    for prefix in FLOORS:
        if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > len(best):
            best = prefix
    return FLOORS[best]


def imports(module: str, path: Path, known: set[str]) -> set[str]:
    out: set[str] = set()
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = [f"{base}.{a.name}" for a in node.names] + [base]
        for name in names:
            while name and name not in known:  # `from pkg import name` may name a symbol
                name = name.rpartition(".")[0]
            if name and name != module:
                out.add(name)
    return out


def graph() -> dict[str, set[str]]:
    found = dict(modules())
    known = set(found)
    return {m: imports(m, p, known) for m, p in found.items()}


def circles(g: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def _enclosing(module: str, target: str) -> bool:
    return is_package_face(target) and module.startswith(target + ".")


def is_package_face(module: str) -> bool:
    """A package's __init__ is imported on the way to its modules: not an arrow."""
    return (PACKAGE.parent / module.replace(".", "/") / "__init__.py").exists()


def test_no_import_circle() -> None:
    g = graph()
    # importing `a.b.c` runs `a.b`'s __init__ first; that is Python, not a design choice
    g = {
        m: {t for t in ts if not (is_package_face(t) and m.startswith(t + "."))}
        for m, ts in g.items()
    }
    assert circles(g) == []


def test_imports_run_down_the_floors() -> None:
    upward = [
        f"{m} -> {t}"
        for m, targets in graph().items()
        for t in targets
        if floor(t) > floor(m) and not (is_package_face(t) and not _defines(t))
    ]
    assert upward == []


def _defines(module: str) -> bool:
    """Whether a package's __init__ holds code of its own (a docstring-only face does not)."""
    path = PACKAGE.parent / module.replace(".", "/") / "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(not isinstance(n, ast.Expr) for n in tree.body)


def game_words() -> list[str]:
    from peloton_desktop.core import registry

    words: set[str] = set()
    for entry in registry.entries():
        words |= {entry.id, entry.id.replace("_", " "), entry.title}
        words.add(entry.title.replace("é", "e").replace("'", " "))
    return sorted(w.lower() for w in words)


@pytest.mark.parametrize("package", SHARED)
def test_shared_packages_name_no_game(package: str) -> None:
    words = game_words()
    assert "roue de vitesse" in words
    pattern = re.compile("|".join(re.escape(w) for w in words), re.IGNORECASE)
    found = []
    where = PACKAGE / package
    for path in sorted(where.rglob("*.py")) if where.is_dir() else [where]:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if m := pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {m.group(0)}")
    assert found == []


def test_no_file_over_the_limit() -> None:
    long = {
        str(p.relative_to(ROOT)): n
        for _, p in modules()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


# The roles every game must fill (docs/design.md, "One shape for every game"). The others
# have a shared default and are written only when the game needs its own: rules/chapter.py,
# coach.py (none: no coach), phone.py (the generic words), palette.py (the shared roles),
# view/setup_panel.py (the players only), view/legend.py (the road's marks), course.py,
# style.py, sheets.py.
ROLES = ("__init__.py", "bots.py", "messages.py", "rules/__init__.py", "rules/game.py")
ROLES += ("rules/state.py", "rules/setup.py", "rules/views.py", "rules/observation.py")
ROLES += ("view/__init__.py", "view/board.py", "view/panel.py", "view/text.py")
ROLES += ("view/rules_help.py", "rules/events.py")


def test_every_game_has_the_same_files_for_the_same_roles() -> None:
    missing = [
        f"{game.name}/{role}"
        for game in sorted((PACKAGE / "games").iterdir())
        if game.is_dir() and (game / "__init__.py").exists()
        for role in ROLES
        if not (game / role).exists()
    ]
    assert missing == []


def test_events_are_made_and_read_through_their_typed_payloads() -> None:
    """An event is made by its kind's payload (`Kind(...).event()`, core/events.py), never
    from a dict, and no view, log or table reads its data by a string key."""
    made = re.compile(r"\bEvent\(\s*[\"'A-Z]")
    read = re.compile(r"\.data\[|\.data\.get\(|\bd\[\"")
    found = [
        f"{p.relative_to(ROOT)}:{n}"
        for _, p in modules()
        if p.parent != PACKAGE / "core"
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if made.search(line) or (("/view/" in str(p) or "/ui/" in str(p)) and read.search(line))
    ]
    assert found == []


def test_one_translation_helper() -> None:
    """Every text goes through draw/tr.translate: no module keeps its own alias."""
    own = re.compile(
        r"^\w+ = (QCoreApplication|QObject)\.(translate|tr)\b|QCoreApplication\.translate\("
    )
    helper = PACKAGE / "draw" / "tr.py"
    found = [
        f"{p.relative_to(ROOT)}:{n}"
        for _, p in modules()
        if p != helper
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if own.search(line)
    ]
    assert found == []


# The palette modules: the only places a colour is written (docs/design.md, "One theme").
PALETTES = {PACKAGE / "colours.py", PACKAGE / "draw" / "palette.py"} | set(
    PACKAGE.glob("games/*/palette.py")
)
HEX_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{3}){1,2}\b|#[0-9a-fA-F]{8}\b")
NAMED = {"white", "black", "red", "green", "blue", "gray", "grey", "yellow", "transparent"}


def colour_literals(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        name = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
        where = f"{name}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if HEX_COLOUR.search(node.value):
                found.append(f"{where}: {node.value[:40]!r}")
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QColor":
            args = [*node.args, *(k.value for k in node.keywords)]
            if args and all(isinstance(a, ast.Constant) for a in args):
                found.append(f"{where}: QColor with literal arguments")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute):
            if node.value.attr == "GlobalColor":
                found.append(f"{where}: Qt.GlobalColor.{node.attr}")
        elif (
            isinstance(node, ast.Attribute)
            and getattr(node.value, "id", "") == "Qt"
            and node.attr in NAMED
        ):
            found.append(f"{where}: Qt.{node.attr}")
    return found


def test_colours_are_written_only_in_the_palettes() -> None:
    found = [f for _, p in modules() if p not in PALETTES for f in colour_literals(p)]
    assert found == []


def test_the_colour_check_sees_literals(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    code = 'a = QColor("#FFB000")\nb = QColor(0, 0, 0, 60)\nc = Qt.GlobalColor.white\n'
    code += 'd = {"x": "#F6F1E4"}\ne = Qt.white\nf = "color: #B00020;"\nok = QColor(name)\n'
    sample.write_text(code, encoding="utf-8")
    lines = {f.split(":")[1] for f in colour_literals(sample)}
    assert lines == {"1", "2", "3", "4", "5", "6"}


def test_ui_is_in_rooms() -> None:
    """ui/ shows the architecture: every module sits in a room named for its role."""
    ui = PACKAGE / "ui"
    loose = sorted(p.name for p in ui.glob("*.py") if p.name != "__init__.py")
    assert loose == []
