"""Issue 43: a Coup de bordure plaquette's status is whole in both languages, even
its longest ("Pace chosen · Fed"): drawn smaller (never under 9 pt) before cut."""

from __future__ import annotations

import pytest

from peloton_desktop.draw.textbox import MIN_PX, fitted
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure.view.plaquette import TEXT_PX, PlaquetteItem


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_longest_status_is_whole(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply(language)
    try:
        fed = translate("CoupDeBordure", "Fed")
        for first in ("Pace chosen", "Choosing"):
            status = f"{translate('CoupDeBordure', first)} · {fed}"
            shown, px, _bold = fitted(status, TEXT_PX, PlaquetteItem.WIDTH - 14, False)
            assert shown == status and px >= MIN_PX, status
    finally:
        manager.apply("en")
