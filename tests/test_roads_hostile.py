"""Hostile or broken tracks get one sentence from the file gate (`gate.read_road`),
on the command line too (`import-track`, exit 2), and nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_run import run

from peloton_desktop.core.errors import FileProblem
from peloton_desktop.gate import read_road

HEAD = '<?xml version="1.0"?>\n'


def gpx(points: str, head: str = HEAD) -> str:
    return (
        f'{head}<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">'
        f"<trk><trkseg>{points}</trkseg></trk></gpx>"
    )


def pt(lat: float, lon: float, ele: float | None = 100.0) -> str:
    e = "" if ele is None else f"<ele>{ele}</ele>"
    return f'<trkpt lat="{lat:.6f}" lon="{lon:.6f}">{e}</trkpt>'


def line(n: int, ele: float | None = 100.0) -> str:
    return "".join(pt(45 + i * 0.001, 6.0, ele) for i in range(n))


BOMB = """<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
<!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>
<gpx version="1.1"><metadata><name>&lol9;</name></metadata></gpx>"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE gpx [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<gpx version="1.1"><metadata><name>&secret;</name></metadata></gpx>"""
LOOP = "".join(  # a 1.3 km square ridden 20 times
    pt(45 + dy * 0.001, 6 + dx * 0.001)
    for _ in range(20)
    for dx, dy in [(i, 0) for i in range(4)]
    + [(3, j) for j in range(4)]
    + [(3 - i, 3) for i in range(4)]
    + [(0, 3 - j) for j in range(4)]
)

HOSTILE = [
    ("no_elevation.gpx", gpx(line(50, None)), "road.no_elevation"),
    ("single.gpx", gpx(line(1)), "road.single_point"),
    ("empty_track.gpx", gpx(""), "road.single_point"),
    ("bomb.gpx", BOMB, "road.xml_unsafe"),
    ("external.gpx", EXTERNAL, "road.xml_unsafe"),
    ("loops.gpx", gpx(LOOP), "road.loops"),
    ("broken.gpx", gpx(line(5))[:-20], "road.not_xml"),
    ("not_gpx.gpx", "<html><body>hello</body></html>", "road.not_gpx"),
    ("far.gpx", gpx(pt(45, 6, 100) + pt(95, 6, 100)), "road.bad_values"),
    ("deep.gpx", gpx(line(5, 99999)), "road.bad_values"),
    ("one_line.csv", "km,alt\n0,100\n", "road.single_point"),
    ("words.csv", "km,alt\n0,100\n1,abc\n", "road.bad_csv_line"),
    ("backwards.csv", "0,100\n2,110\n1,120\n", "road.distance_not_increasing"),
    ("tiny.csv", "0,100\n0.1,110\n", "road.too_short"),
    ("endless.csv", "0,100\n900,110\n", "road.too_long"),
    ("binary.gpx", "\x00\x01<gpx>", "file.not_text"),
    ("empty.csv", "", "file.empty"),
]


@pytest.mark.parametrize(("name", "content", "key"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_hostile_track_is_one_sentence(tmp_path: Path, name: str, content: str, key: str) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(FileProblem) as err:
        read_road(path)
    assert err.value.key == key
    assert "\n" not in str(err.value) and name in str(err.value)


def test_a_50_mb_track_is_refused_by_its_size(tmp_path: Path) -> None:
    path = tmp_path / "huge.gpx"
    with path.open("wb") as fh:  # sparse: 50 MB claimed, nothing written
        fh.truncate(50 * 1024 * 1024)
    with pytest.raises(FileProblem) as err:
        read_road(path)
    assert err.value.key == "file.too_large"


def test_a_sunday_loop_back_home_and_an_out_and_back_are_roads(tmp_path: Path) -> None:
    once = LOOP[: len(LOOP) // 20]
    back = line(40) + "".join(pt(45 + i * 0.001, 6.0, 100) for i in range(39, -1, -1))
    for name, points in (("loop.gpx", once), ("back.gpx", back)):
        (tmp_path / name).write_text(gpx(points), encoding="utf-8")
        assert read_road(tmp_path / name).length_km > 0.5


def test_import_track_writes_a_course_the_gate_accepts(tmp_path: Path) -> None:
    out = tmp_path / "alpe.peloton-course"
    done = run(
        "import-track",
        "resources/roads/alpe_d_huez.gpx",
        "--game",
        "roue_de_vitesse",
        "-o",
        str(out),
        "--km-per-case",
        "0.5",
        "--thresholds",
        "M=6",
        home=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert "in 32 cases of 0.49 km" in done.stdout and "climb HC: " in done.stdout
    assert "thresholds: M=6%, D=-4%" in done.stdout
    checked = run("validate", str(out), home=tmp_path)
    assert checked.returncode == 0 and "valid course" in checked.stdout


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["bomb.gpx", "--game", "cyclistes"], "declares XML entities"),
        (["resources/roads/alpe_d_huez.gpx", "--game", "border_states"], "not supported"),
        (
            ["resources/roads/alpe_d_huez.gpx", "--game", "cyclistes", "--thresholds", "Q=2"],
            "not a threshold",
        ),
        (
            ["resources/roads/alpe_d_huez.gpx", "--game", "cyclistes", "--km-per-case", "9"],
            "makes 2 cases",
        ),
    ],
)
def test_import_track_refuses_with_one_line(tmp_path: Path, args: list[str], words: str) -> None:
    (tmp_path / "bomb.gpx").write_text(BOMB, encoding="utf-8")
    args = [str(tmp_path / a) if a == "bomb.gpx" else a for a in args]
    out = tmp_path / "never.json"
    done = run("import-track", *args, "-o", str(out), home=tmp_path)
    assert done.returncode == 2 and words in done.stderr
    assert done.stderr.count("\n") == 1 and not out.exists()
