"""The About box."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtWidgets import QMessageBox, QWidget

from peloton_desktop import APP_NAME, __version__
from peloton_desktop.core import registry
from peloton_desktop.draw.tr import translate


def about_text() -> str:
    return translate(
        "About",
        "<h2>{app} {version}</h2>"
        "<p>French tabletop games for one table: {games}, with a course editor and "
        "printed course sheets.</p>"
        "<p>The games belong to their authors; the rules are implemented from their "
        "rulebooks. Values the rulebooks do not give are marked as assumptions in the "
        "rules help.</p>"
        "<p>Python {python}, Qt for Python {pyside}.</p>",
    ).format(
        app=APP_NAME,
        version=__version__,
        games=", ".join(e.title for e in registry.entries()),
        python=platform.python_version(),
        pyside=pyside_version,
    )


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, translate("About", "About {app}").format(app=APP_NAME), about_text())
