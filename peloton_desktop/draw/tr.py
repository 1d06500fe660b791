"""The one translation helper: every visible text goes through `translate`.

It is Qt's own `QCoreApplication.translate`, so `pyside6-lupdate` finds each call's
context and source text. A count goes in `n` with `%n` in the text: Qt then picks the
language's plural form from the catalogue (English has one too, for "1 case" and
"2 cases").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, source, disambiguation, n)
