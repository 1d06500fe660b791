"""Start the GUI: application object, language, settings, main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from peloton_desktop import APP_NAME, DESKTOP_ID, __version__
from peloton_desktop.settings import load_settings
from peloton_desktop.ui.pieces import art
from peloton_desktop.ui.shell import appearance, text_size
from peloton_desktop.ui.shell.i18n import manager as languages
from peloton_desktop.ui.shell.i18n import system_language
from peloton_desktop.ui.shell.main_window import MainWindow


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(APP_NAME)
        QCoreApplication.setApplicationName(APP_NAME)
        QCoreApplication.setApplicationVersion(__version__)
        app = QApplication(argv if argv is not None else sys.argv[:1])
        QApplication.setDesktopFileName(DESKTOP_ID)  # the desktop entry's name
        app.setWindowIcon(art.app_icon())
    assert isinstance(app, QApplication)
    return app


def create_main_window(language: str | None = None) -> MainWindow:
    settings = load_settings()
    languages.apply(language or settings.language or system_language())
    appearance.apply(settings.appearance)
    text_size.apply(settings.text_size)
    return MainWindow(settings)


def start_gui(
    language: str | None = None, files: Sequence[str] = (), listen: bool = True
) -> MainWindow:
    """The main window, shown, with its file opener; `files` are opened once the
    window is up; `listen`: answer second launches (`single_instance`)."""
    from peloton_desktop.ui.shell.file_open import FileOpener
    from peloton_desktop.ui.shell.single_instance import InstanceServer

    window = create_main_window(language)
    opener = FileOpener(window)
    if listen:
        server = InstanceServer(window)
        server.filesReceived.connect(opener.open_paths)
        server.listen()
    window.show()
    if files:
        QTimer.singleShot(0, lambda: opener.open_paths(files))
    return window


def run_gui(
    language: str | None = None, quit_after_paint: bool = False, files: Sequence[str] = ()
) -> int:
    app = make_application()
    if files:
        from peloton_desktop.ui.shell.single_instance import hand_over

        absolute = [str(Path(f).expanduser().absolute()) for f in files]
        if hand_over(absolute):  # a running window took them
            return 0
        files = absolute
    window = start_gui(language, files)
    if quit_after_paint:

        def painted() -> None:
            print("painted", flush=True)
            QTimer.singleShot(0, app.quit)  # let the paint finish first

        window.firstPaint.connect(painted)
    return app.exec()
