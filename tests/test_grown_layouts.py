"""Issue 47: Coup de bordure's and Tape l'étape's tables laid out at a larger text size
(their words grow, their pieces give them room) and unchanged at 100 %."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from peloton_desktop.draw.textbox import font_px
from peloton_desktop.games.coup_de_bordure.view.layout import PlaqSizes, Sizes, sizes_for
from peloton_desktop.games.tape_l_etape.view.sizes import TleSizes, text_w, tle_sizes, wrap_px


def test_at_100_percent_nothing_moves() -> None:
    assert sizes_for(3) == sizes_for(3, 1.0) == Sizes()
    assert sizes_for(2, 1.0).tile_h == 176.0 and sizes_for(2, 1.0).plaq == PlaqSizes()
    assert tle_sizes(1.0) == TleSizes()


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("teams", [2, 3, 4])
def test_a_plaquette_holds_its_grown_parts(scale: float, teams: int) -> None:
    at = sizes_for(teams, scale).plaq
    markers = QRectF(at.markers_left, 0, 2 * at.marker + 4, at.marker)
    assert markers.right() <= at.width - 4  # the pace markers inside the plaquette
    tokens_right = at.tokens_left + 3 * at.token_step + at.token
    assert tokens_right < at.markers_left
    letter = round(13 * scale)  # the tokens' letters grow with the words
    assert font_px(letter).pixelSize() <= at.token * 0.75


@pytest.mark.parametrize("scale", [1.25, 1.5])
def test_the_grown_pieces_grow_in_width_more_than_in_height(scale: float) -> None:
    small, large = sizes_for(3), sizes_for(3, scale)
    assert large.tile_w > small.tile_w and large.tile_h == small.tile_h
    assert large.rider_px == round(small.rider_px * scale)
    assert tle_sizes(scale).width > TleSizes().width


def test_words_wrap_to_a_width(qapp) -> None:  # type: ignore[no-untyped-def]
    words = "Qui la choisit fixe la valeur de départ ; chaque coureur peut poser des cartes"
    shown = wrap_px(words, 24, 300)
    assert shown.replace("\n", " ") == words and shown.count("\n") >= 2
    assert all(text_w(line, 24) <= 300 for line in shown.split("\n"))
    assert wrap_px("Montagne", 24, 10) == "Montagne"  # a long word keeps its own line
