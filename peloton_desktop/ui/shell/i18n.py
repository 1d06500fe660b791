"""Run-time language switching: French and English, no restart.

A language's words are the app's shared catalogue plus each registered game's own
(`GameEntry.catalogue`), all installed together. English is the source language: its
catalogues hold only the plural forms. Installing or removing a translator makes Qt send
LanguageChange to every widget; each widget re-translates itself in `changeEvent` (see
`Retranslatable`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from peloton_desktop.core import registry
from peloton_desktop.draw.tr import forget
from peloton_desktop.resources import resource_path

LANGUAGES: tuple[str, ...] = ("fr", "en")
CATALOGUE = "peloton_desktop"


def system_language() -> str:
    """French when the system locale is French, English otherwise."""
    return "fr" if QLocale.system().name().lower().startswith("fr") else "en"


class LanguageManager:
    def __init__(self) -> None:
        self._translators: list[QTranslator] = []
        self.language = "en"

    def apply(self, language: str) -> bool:
        """Install the catalogues of `language`; True when they loaded."""
        app = QCoreApplication.instance()
        assert app is not None
        for t in self._translators:
            app.removeTranslator(t)
        self._translators.clear()
        forget()
        self.language = language if language in LANGUAGES else "en"
        QLocale.setDefault(
            QLocale(QLocale.Language.French if self.language == "fr" else QLocale.Language.English)
        )
        ours = QTranslator(app)  # English's catalogue holds only its plural forms
        loaded = ours.load(f"{CATALOGUE}_{self.language}", str(resource_path("translations")))
        if loaded:
            app.installTranslator(ours)
            self._translators.append(ours)
        for entry in registry.entries():  # each game's own words
            path = entry.catalogue(self.language)
            game = QTranslator(app)
            if path is not None and game.load(str(path)):
                app.installTranslator(game)
                self._translators.append(game)
        if self.language == "en":
            # Qt's own strings are English already; widgets must still refresh.
            QCoreApplication.postEvent(app, QEvent(QEvent.Type.LanguageChange))
            self._dispatch()
            return loaded
        qt = QTranslator(app)  # Qt's own strings: standard buttons, dialogs
        if qt.load(
            f"qtbase_{self.language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ):
            app.installTranslator(qt)
            self._translators.append(qt)
        self._dispatch()
        return loaded

    @staticmethod
    def _dispatch() -> None:
        """Deliver the posted LanguageChange events now: the switch is immediate."""
        forget()  # what `translate` kept was the old language's
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


manager = LanguageManager()
