"""The one translation helper: every visible text goes through `translate`.

It is Qt's own `QCoreApplication.translate`, so `pyside6-lupdate` finds each call's
context and source text. A count goes in `n` with `%n` in the text: Qt then picks the
language's plural form from the catalogue (English has one too, for "1 case" and
"2 cases").

The answers are kept until the catalogues change (`forget`, called by the language
switch): a table's redraw asks for the same few hundred words thousands of times
(tooltips, log lines), and Qt searches every installed catalogue on each call.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

_known: dict[tuple[str, str, str | None, int], str] = {}
_MOST = 50_000  # counts make keys too: a bound, in case a long session meets many


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    key = (context, source, disambiguation, n)
    found = _known.get(key)
    if found is None:
        found = QCoreApplication.translate(context, source, disambiguation, n)
        if QCoreApplication.instance() is not None:  # no catalogue yet without an app
            if len(_known) >= _MOST:
                _known.clear()
            _known[key] = found
    return found


def forget() -> None:
    """The catalogues changed (a language switch): translate afresh."""
    _known.clear()
