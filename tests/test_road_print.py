"""A road's round trip: track → course file → the course sheet as a PDF, rendered by
pdftoppm: the cover shows the road's stage profile (shaded by gradient, the climbs'
badges), and a course drawn by hand has none."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from games import TRACK_GAMES
from PySide6.QtGui import QColor, QImage

from peloton_desktop import colours
from peloton_desktop.cli import main

needs_poppler = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils (run-tests.sh installs it)"
)
ROADS = Path(__file__).resolve().parent.parent / "resources" / "roads"


def cover_pixels(pdf: Path, tmp_path: Path) -> dict[str, int]:
    """How many pixels of each gradient shade page 1 shows (rendered at 40 dpi)."""
    subprocess.run(
        ["pdftoppm", "-r", "40", "-f", "1", "-l", "1", "-png", str(pdf), str(tmp_path / "c")],
        check=True,
    )
    image = QImage(str(next(tmp_path.glob("c-*.png"))))
    shades = {
        name: QColor(getattr(colours, name).light)
        for name in ("GRADE_FLAT", "GRADE_CLIMB", "GRADE_STEEP", "GRADE_WALL")
    }
    found = dict.fromkeys(shades, 0)
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            for name, shade in shades.items():
                if (
                    max(
                        abs(c.red() - shade.red()),
                        abs(c.green() - shade.green()),
                        abs(c.blue() - shade.blue()),
                    )
                    <= 6
                ):
                    found[name] += 1
    return found


@needs_poppler
@pytest.mark.parametrize("game", TRACK_GAMES)
def test_a_track_prints_as_a_stage(game: str, tmp_path: Path, user_home: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    course = tmp_path / "stage.peloton-course"
    track = str(ROADS / "tourmalet_luz_ardiden.csv")
    assert main(["import-track", track, "--game", game, "-o", str(course)]) == 0
    pdf = tmp_path / "stage.pdf"
    assert main(["print", str(course), "-o", str(pdf)]) == 0
    assert pdf.stat().st_size > 10_000
    seen = cover_pixels(pdf, tmp_path)
    # the valley and the descent (flat shade), the two climbs (6–9 %), the HC badges
    assert seen["GRADE_FLAT"] > 200 and seen["GRADE_STEEP"] > 200 and seen["GRADE_WALL"] > 4
    assert seen["GRADE_CLIMB"] < 5  # no road between 3 and 6 % (a stray edge pixel or so)


@needs_poppler
def test_a_course_drawn_by_hand_has_no_road_profile(tmp_path: Path, user_home: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    pdf = tmp_path / "plain.pdf"
    assert main(["print", "etape_de_montagne", "-o", str(pdf)]) == 0
    assert max(cover_pixels(pdf, tmp_path).values()) < 5


@pytest.mark.parametrize(
    ("centres", "rows"),
    [
        ([10.0, 20.0, 100.0], [0, 1, 0]),  # the second would cover the first
        ([10.0, 30.0, 50.0], [0, 0, 0]),  # apart: one row
        ([10.0, 11.0, 12.0, 13.0, 14.0], [0, 1, 2, 0, 1]),  # past three rows: in turn
    ],
)
def test_climb_labels_take_another_row_rather_than_overlap(centres, rows) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.draw.road import label_rows

    assert label_rows(centres, 15.0) == rows
