"""Our own file types: an extension and a MIME type for each kind of file (issue 31).

The contents stay the JSON formats they are, told apart by their `format` field
(`core/files.py` KINDS); only the name changes, so that a file manager, a mail
program or a desktop knows the file is ours and which kind it is. Everything that
reads files reads the old `*.json` names too: the gate asks the contents, never the
name. `packaging/peloton-desktop-mime.xml` declares the same types to the desktop
(and recognises `*.json` files by their `format` field); a test keeps the two in step.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from peloton_desktop.core.files import KINDS


@dataclass(frozen=True)
class FileType:
    kind: str  # the gate's word: "record", "course", "ruleset"
    format: str  # the JSON's `format` field
    extension: str  # with its dot
    mime: str


TYPES: tuple[FileType, ...] = (
    FileType("record", "peloton-desktop/record", ".peloton", "application/x-peloton-game"),
    FileType("course", "peloton-desktop/course", ".peloton-course", "application/x-peloton-course"),
    FileType(
        "ruleset", "peloton-desktop/ruleset", ".peloton-ruleset", "application/x-peloton-ruleset"
    ),
)
BY_KIND = {t.kind: t for t in TYPES}
assert {t.format: t.kind for t in TYPES} == KINDS  # one list of kinds


def extension(kind: str) -> str:
    return BY_KIND[kind].extension


def patterns(kind: str) -> str:
    """The file-dialog patterns that read a kind: its own extension, then the old name."""
    return f"*{extension(kind)} *.json"


def with_extension(path: str | os.PathLike[str], kind: str) -> Path:
    """The name to save under: as given when it has an extension (`.json` stays
    `.json`), else with the kind's own."""
    p = Path(path)
    return p if p.suffix else p.with_name(p.name + extension(kind))


def default_name(stem: str, kind: str) -> str:
    return f"{stem}{extension(kind)}"
