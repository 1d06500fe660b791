"""The palette (docs/design.md, "One theme"): text stays readable on its background in
the light, the dark and the high-contrast scheme, and the colours that tell seats apart
stay apart for the commonest colour-vision deficiencies."""

from __future__ import annotations

import importlib
import importlib.util
import itertools
from types import ModuleType

import pytest
from games import GAMES

from peloton_desktop import colours
from peloton_desktop.colours import Shade

# Machado, Oliveira & Fernandes (2009), severity 1, on linear RGB.
SIMULATIONS = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
}
MIN_DELTA_E = 12.0  # CIE76 between two simulated colours: clearly two colours


class _Shared:
    """The palette of a game that writes none: the shared cloth, nothing of its own."""

    TABLE = colours.TABLE_CLOTH
    READABLE: tuple[tuple[Shade, Shade], ...] = ()


def game_palette(game: str) -> ModuleType | type[_Shared]:
    name = f"peloton_desktop.games.{game}.palette"
    if importlib.util.find_spec(name) is None:  # palette.py is optional
        return _Shared
    return importlib.import_module(name)


def linear(colour: str) -> tuple[float, float, float]:
    def one(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return one(r), one(g), one(b)


def luminance(colour: str) -> float:
    r, g, b = linear(colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def simulated(colour: str, matrix: tuple[tuple[float, ...], ...]) -> tuple[float, float, float]:
    rgb = linear(colour)
    out = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in matrix]
    return out[0], out[1], out[2]


def delta_e(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


def readable_pairs() -> list[tuple[str, Shade, Shade]]:
    pairs = [("shared", ink, ground) for ink, ground in colours.READABLE]
    for game in GAMES:
        p = game_palette(game)
        pairs += [(game, ink, ground) for ink, ground in p.READABLE]
        # whatever is written straight on a game's table
        for ink in (colours.TABLE_INK, colours.TABLE_MUTED, colours.TABLE_ACCENT):
            pairs.append((game, ink, p.TABLE))
    return pairs


@pytest.mark.parametrize("mode", ["light", "dark", "contrast"])
def test_text_is_readable_on_its_ground(mode: str) -> None:
    """Every shade pair that draws text on a fill, in each mode (high contrast too)."""
    low = [
        f"{where}: {text} on {ground} = {contrast(text, ground):.2f}"
        for where, ink, shade in readable_pairs()
        if contrast(text := ink.in_mode(mode), ground := shade.in_mode(mode)) < 4.5
    ]
    assert low == []


def test_every_table_has_a_dark_cloth() -> None:
    for game in GAMES:
        table = game_palette(game).TABLE
        assert table.switches and luminance(table.dark) < 0.05, game


def seat_sets() -> dict[str, tuple[str, ...]]:
    """Colours that tell seats, sides or card suits apart (each also has a letter or
    a shape; colour is never the only cue, but it should still work as one)."""
    return {
        "seats": colours.SEAT_COLOURS,
        "border_states sides": tuple(s.light for s in game_palette("border_states").SIDES),
        "tape_l_etape cards": tuple(s.light for s in game_palette("tape_l_etape").CARDS),
        "roue_de_vitesse paces": tuple(s.light for s in game_palette("roue_de_vitesse").PACE),
    }


@pytest.mark.parametrize("deficiency", sorted(SIMULATIONS))
def test_seat_colours_stay_apart(deficiency: str) -> None:
    matrix = SIMULATIONS[deficiency]
    close = [
        f"{name}: {a} ~ {b}"
        for name, shades in seat_sets().items()
        for a, b in itertools.combinations(shades, 2)
        if delta_e(simulated(a, matrix), simulated(b, matrix)) < MIN_DELTA_E
    ]
    assert close == []


def test_the_check_sees_a_confusable_pair() -> None:
    """Red and green of equal lightness merge for a deuteranope: the test would say so."""
    matrix = SIMULATIONS["deuteranopia"]
    assert delta_e(simulated("#4FA64A", matrix), simulated("#D64545", matrix)) < MIN_DELTA_E
    assert contrast("#777777", "#808080") < 4.5
