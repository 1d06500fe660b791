"""Course models of the three track games: validation tables, round trips, library, fuzz."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.cli import main
from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput, PelotonError
from peloton_desktop.courses import library
from peloton_desktop.courses.common import categorise
from peloton_desktop.courses.kinds import (
    KINDS,
    check_playable,
    course_data,
    issues,
    load_course_file,
    parse_course_data,
)

HEAD = {"format": "peloton-desktop/course", "version": 1, "id": "t", "name": "T"}


def cdb(tiles: str) -> dict[str, Any]:
    return {**HEAD, "game": "coup_de_bordure", "tiles": tiles}


def cyc(cases: str, start: int, finish: int, **more: Any) -> dict[str, Any]:
    return {**HEAD, "game": "cyclistes", "cases": cases, "start": start, "finish": finish, **more}


def rdv(cases: str, finish: int, **more: Any) -> dict[str, Any]:
    return {**HEAD, "game": "roue_de_vitesse", "cases": cases, "finish": finish, **more}


def keys(data: dict[str, Any]) -> list[tuple[str, str, int | None]]:
    return [(i.key, i.severity, i.case) for i in issues(parse_course_data(data, "t"))]


@pytest.mark.parametrize(
    ("length", "category"),
    [
        (1, None),
        (2, "4"),
        (3, "4"),
        (4, "3"),
        (5, "3"),
        (6, "2"),
        (8, "2"),
        (9, "1"),
        (11, "1"),
        (12, "HC"),
        (30, "HC"),
    ],
)
def test_climb_categories_follow_the_cyclistes_table(length: int, category: str | None) -> None:
    assert categorise(length) == category


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (cdb("PPPPPPCPPPPPCCPS"), []),
        (cdb("PPPPPPCPPPPPCCPP"), [("cdb.course.ends_flat", "error", 15)]),
        (cdb("PPPS"), [("cdb.course.length", "error", None)]),
        (cdb("PPPPPPCPPPPPCCPSM"), [("cdb.course.length", "error", None)]),
        # Cyclistes: circuit of 40, race 3 → 32 (30 cases), 10 behind the start
        (cyc("N" * 40, 3, 32), []),
        (
            cyc("N" * 11, 1, 10),
            [("course.too_short", "error", None), ("cyc.course.behind_start", "warning", 0)],
        ),
        (cyc("N" * 40, 3, 8), [("course.too_short", "error", 7)]),
        (cyc("N" * 40, 3, 40), [("cyc.course.behind_start", "warning", 2)]),
        # the race may wrap round the circuit and run against the numbering
        (cyc("N" * 40, 35, 15, direction="forward"), []),
        (cyc("N" * 40, 30, 5, direction="backward"), []),
        # Roue de Vitesse
        (rdv("F" * 12 + "MMM" + "DD" + "F" * 5, 22, summits=[15]), []),
        (rdv("F" * 9, 9), [("course.too_short", "error", None)]),
        (rdv("F" * 20, 20, summits=[5]), [("rdv.course.summit_not_mountain", "error", 4)]),
        (
            rdv("F" * 10 + "MMMM" + "F" * 6, 20, summits=[12]),
            [("rdv.course.summit_not_top", "warning", 11)],
        ),
        (
            rdv("F" * 10 + "MMMM" + "F" * 6, 20),
            [("rdv.course.climb_without_summit", "warning", 13)],
        ),
        (rdv("F" * 10 + "M" + "F" * 9, 20), []),  # a single case is no col
    ],
)
def test_course_rules(data: dict[str, Any], expected: list[tuple[str, str, int | None]]) -> None:
    assert keys(data) == expected


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (cyc("N" * 40, 41, 20), "The start is on case 41, outside the course (cases 1 to 40)."),
        (cyc("N" * 40, 1, 45), "The finish is on case 45, outside the course"),
        (cyc("NNX", 1, 2), "cases"),
        (cyc("N" * 40, 1, 20, width=5), "width"),
        (rdv("F" * 20, 21), "The finish is on case 21"),
        (rdv("F" * 20, 20, feeds=[0]), "A ravitaillement is on case 0"),
        (rdv("F" * 20, 20, summits=[25]), "A summit is on case 25"),
        (rdv("F" * 20, 20, feeds=[4, 4]), "Case 4 is marked twice"),
        ({**cdb("PS"), "game": "chess"}, "Courses of the game “chess” are not supported."),
        ({**cdb("PS"), "version": 9}, "newer version"),
        ({**cdb("PS"), "extra": 1}, "extra"),
        # issue 13: say what the file is and what was expected
        ({"format": "peloton-desktop/record"}, "is a game record, not a course"),
        ([1, 2], "is not a Peloton Desktop"),
    ],
)
def test_broken_course_files_say_what_and_where(data: Any, reason: str) -> None:
    with pytest.raises(BadInput) as info:
        parse_course_data(data, "t.json")
    assert reason in str(info.value)


def test_climbs_and_features_of_the_bundled_stages() -> None:
    e = library.find("etape_des_cols")
    assert e.draft is not None
    climbs = [(c.first + 1, c.length, c.category) for c in KINDS["cyclistes"].climbs(e.draft)]
    assert (62, 12, "HC") in climbs and (20, 1, None) in climbs
    m = library.find("etape_de_montagne").draft
    assert m is not None
    rdv_climbs = KINDS["roue_de_vitesse"].climbs(m)
    assert [(c.first + 1, c.last + 1, c.summit) for c in rdv_climbs] == [
        (9, 16, 15),
        (28, 32, 31),
        (40, 49, 48),
    ]
    assert m.marked("feed") == [24]


def test_bundled_courses_are_valid_and_round_trip() -> None:
    bundled = library.bundled_entries()
    games = [e.game for e in bundled]
    assert games.count("coup_de_bordure") == 4
    assert games.count("cyclistes") >= 2 and games.count("roue_de_vitesse") >= 2
    for e in bundled:
        assert e.draft is not None and e.problem is None, e.id
        check_playable(e.draft)
        data = json.loads(e.path.read_text(encoding="utf-8"))
        assert course_data(e.draft) == data, e.id
        again = parse_course_data(course_data(e.draft), "again")
        assert again == e.draft


def test_library_save_import_rename_delete(tmp_path: Path) -> None:
    draft = KINDS["roue_de_vitesse"].new_draft(library.unique_id("Mon étape"), "Mon étape")
    assert draft.id == "mon_etape"
    library.save(draft)
    listed = {e.id: e for e in library.entries("roue_de_vitesse")}
    assert "mon_etape" in listed and not listed["mon_etape"].bundled
    assert listed["mon_etape"].draft == draft
    # importing the same file again gets a new id, not an overwrite
    again = library.import_file(library.user_path("mon_etape"))
    assert again.id == "mon_etape_2" and again.draft is not None
    library.rename(again, "Autre nom")
    assert library.find("mon_etape_2").name == "Autre nom"
    library.delete(library.find("mon_etape_2"))
    assert "mon_etape_2" not in {e.id for e in library.entries()}
    with pytest.raises(BadInput, match="cannot be changed"):
        library.save(library.find("paris_tours").draft)  # type: ignore[arg-type]
    with pytest.raises(BadInput, match="cannot be changed"):
        library.delete(library.find("paris_tours"))


def test_a_broken_user_file_is_listed_with_its_reason() -> None:
    folder = library.user_path("x").parent
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    entry = library.find("broken")
    assert entry.draft is None and entry.problem is not None
    assert "not valid JSON" in str(entry.problem)
    assert not entry.usable


def test_courses_command_lists_bundled_and_user_courses(capsys: pytest.CaptureFixture[str]) -> None:
    library.save(KINDS["cyclistes"].new_draft("my_circuit", "My circuit"))
    assert main(["courses", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    rows = {r["id"]: r for r in listed}
    assert rows["my_circuit"] == {**rows["my_circuit"], "game": "cyclistes", "bundled": False}
    assert rows["milan_san_remo"]["bundled"] is True
    assert {"id", "game", "name", "bundled"} <= set(rows["etape_de_plaine"])
    assert main(["courses", "--game", "cyclistes"]) == 0
    assert "my_circuit" in capsys.readouterr().out


def test_fuzzed_course_files_never_crash(tmp_path: Path) -> None:
    rng = random.Random(5)
    sources = [e.path.read_bytes() for e in library.bundled_entries()]
    junk: list[Any] = [None, -1, 10**9, "", "ZZ", [], {}, [0] * 3, 1.5, True, "x" * 5000]
    for n in range(600):
        raw = bytearray(rng.choice(sources))
        if n % 3 == 0:
            for _ in range(rng.randint(1, 6)):
                raw[rng.randrange(len(raw))] = rng.randrange(256)
            payload = bytes(raw)
        else:
            data = json.loads(raw)
            field = rng.choice(list(data))
            data[field] = rng.choice(junk)
            payload = json.dumps(data).encode()
        path = tmp_path / f"f{n}.json"
        path.write_bytes(payload)
        try:
            draft = load_course_file(path)
        except PelotonError:
            continue
        issues(draft)  # a draft that loads can always be checked
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (2 * 1024 * 1024))
    with pytest.raises(PelotonError, match="too large"):
        load_course_file(big)


def test_a_course_cannot_move_the_feed(tmp_path: Path, capsys) -> None:
    """« Placez le marqueur Ravitaillement sur la 7e case. » (issue 12)"""
    root = registry.get("coup_de_bordure").folder("courses")
    assert root is not None
    data = json.loads((root / "milan_san_remo.json").read_text())
    data["ravitaillement"] = 4
    path = tmp_path / "moved.json"
    path.write_text(json.dumps(data))
    assert main(["validate", str(path)]) == 2
    assert "feed zone is on case 7 in the rules, not on case 4" in capsys.readouterr().err
    entry = library.find(str(path))  # what `print` and the library use
    assert [i.key for i in entry.errors] == ["cdb.course.feed"]


@pytest.mark.parametrize("game", list(KINDS))
def test_the_designer_is_written_only_when_set_and_read_back(game: str, tmp_path: Path) -> None:
    """Cyclistes Article 8: players design stages. A course without a designer is the
    same file as before the field existed; one with a designer keeps it."""
    draft = KINDS[game].new_draft("mine", "Mine")
    assert draft.designer == ""
    plain = tmp_path / "plain.json"
    library.export(draft, plain)
    assert "designer" not in json.loads(plain.read_text(encoding="utf-8"))
    again = load_course_file(plain)
    assert again == draft and again.designer == ""
    plain_copy = tmp_path / "plain_copy.json"
    library.export(again, plain_copy)
    assert plain_copy.read_bytes() == plain.read_bytes()

    signed = draft.copy()
    signed.designer = "Bérénice de la Tour"
    assert draft.designer == "" and signed.copy().designer == "Bérénice de la Tour"
    path = tmp_path / "signed.json"
    library.export(signed, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["designer"] == "Bérénice de la Tour"
    assert list(data)[:7] == ["format", "version", "game", "id", "name", "description", "designer"]
    loaded = load_course_file(path)
    assert loaded == signed and loaded.designer == "Bérénice de la Tour"


def test_bundled_files_stay_without_a_designer() -> None:
    for e in library.bundled_entries():
        assert e.draft is not None and e.draft.designer == "", e.id
        assert "designer" not in json.loads(e.path.read_text(encoding="utf-8")), e.id


@pytest.mark.parametrize(
    ("designer", "reason"),
    [
        ("x" * 81, "designer: String should have at most 80 characters"),
        (42, "designer: Input should be a valid string"),
        (None, "designer: Input should be a valid string"),
    ],
)
def test_a_bad_designer_is_refused_with_a_message(designer: Any, reason: str) -> None:
    for data in (cyc("N" * 40, 3, 32), rdv("F" * 20, 20), cdb("PPPPPPCPPPPPCCPS")):
        with pytest.raises(BadInput) as info:
            parse_course_data({**data, "designer": designer}, "mine.json")
        assert str(info.value) == f"The file mine.json is not valid: {reason}.", data["game"]
    ok = parse_course_data({**cyc("N" * 40, 3, 32), "designer": "y" * 80}, "mine.json")
    assert ok.designer == "y" * 80
