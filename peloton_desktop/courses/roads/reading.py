"""Reading a real road: a GPX track or a two-column distance/elevation CSV (no Qt).

The file gate's road step (`gate.read_road`): a bounded read, then for GPX a hardened
XML parse (defusedxml refuses any DTD, so no entity bomb and no external reference
reaches gpxpy), then gpxpy; then the road's own checks. Each refusal is one
`FileProblem` sentence.
"""

from __future__ import annotations

import csv
import io
import itertools
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path
from statistics import median
from typing import Any

import peloton_desktop.courses.roads.messages  # noqa: F401  (registers the message keys)
from peloton_desktop.core.errors import FileProblem
from peloton_desktop.core.files import text_of

MAX_TRACK_BYTES = 12 * 1024 * 1024  # a day's ride at one point a second is about 5 MB
MAX_POINTS = 200_000
MAX_LENGTH_KM = 400.0  # longer than any stage
MAX_NAMESPACES = 32  # gpxpy scans the text once per declaration
MAX_LAPS = 5  # times the road passes the same place before it is a loop, not a stage
ALTITUDES = (-500.0, 9000.0)  # metres: anything else is no road on Earth
CELL_DEG = 0.001  # about 100 m: the grid the loop check counts passes on
EARTH_KM = 6371.0


@dataclass(frozen=True)
class Road:
    """A road as measured: (km from its start, altitude m), km increasing."""

    name: str
    points: list[tuple[float, float]]

    @property
    def length_km(self) -> float:
        return self.points[-1][0] - self.points[0][0]


def read_road_file(path: str | os.PathLike[str]) -> Road:
    """A GPX or CSV road, or the FileProblem saying why not (by its contents: a GPX
    starts with '<')."""
    p = Path(path)
    name = str(p)
    try:
        if not p.is_file():
            raise FileProblem(
                "file.missing" if not p.exists() else "file.unreadable",
                file=name,
                reason="not a regular file",
            )
        size = p.stat().st_size
        if size > MAX_TRACK_BYTES:
            raise FileProblem("file.too_large", file=name, size=size, limit=MAX_TRACK_BYTES)
        with p.open("rb") as fh:
            raw = fh.read(MAX_TRACK_BYTES + 1)
    except OSError as exc:
        raise FileProblem("file.unreadable", file=name, reason=exc.strerror or str(exc)) from None
    return parse_road_bytes(raw, name, p.stem)


def parse_road_bytes(raw: bytes, name: str, title: str = "") -> Road:
    text = text_of(raw, name, MAX_TRACK_BYTES)
    if text.lstrip().startswith("<"):
        return _gpx(text, name, title)
    return _csv(text, name, title)


# -- GPX ---------------------------------------------------------------------------------


def _gpx(text: str, name: str, title: str) -> Road:
    from defusedxml import DefusedXmlException  # type: ignore[import-untyped]
    from defusedxml.ElementTree import ParseError, fromstring  # type: ignore[import-untyped]

    try:
        root = fromstring(text, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException:
        raise FileProblem("road.xml_unsafe", file=name) from None
    except ParseError as exc:
        line, column = getattr(exc, "position", (0, 0))
        raise FileProblem("road.not_xml", file=name, line=line, column=column) from None
    if _local(root.tag) != "gpx" or text.count("xmlns") > MAX_NAMESPACES:
        raise FileProblem("road.not_gpx", file=name)
    _check_points(_tree_points(root, name), name)  # before gpxpy: refused at once
    import gpxpy
    import gpxpy.gpx

    try:
        gpx = gpxpy.parse(text)
    except (gpxpy.gpx.GPXException, ValueError, TypeError):
        raise FileProblem("road.not_gpx", file=name) from None
    points: list[Any] = [p for t in gpx.tracks for seg in t.segments for p in seg.points]
    if not points:
        points = [p for route in gpx.routes for p in route.points]
    _check_points([(p.latitude, p.longitude, p.elevation) for p in points], name)
    coords = [(p.latitude, p.longitude) for p in points]
    km = [0.0]
    for (la0, lo0), (la1, lo1) in itertools.pairwise(coords):
        km.append(km[-1] + _distance_km(la0, lo0, la1, lo1))
    track_name = next((t.name for t in gpx.tracks if t.name), None) or gpx.name or title
    alts = [float(p.elevation or 0.0) for p in points]
    return _checked(Road(str(track_name)[:80], list(zip(km, alts, strict=True))), name)


def _local(tag: object) -> str:
    return str(tag).rpartition("}")[2]


def _tree_points(root: Any, name: str) -> list[tuple[float, float, float | None]]:
    """The track's points (else the route's) as the hardened parse sees them."""
    found: dict[str, list[Any]] = {"trkpt": [], "rtept": []}
    for element in root.iter():
        kind = _local(element.tag)
        if kind in found:
            found[kind].append(element)
            if len(found[kind]) > MAX_POINTS:
                raise FileProblem("road.too_many_points", file=name, limit=MAX_POINTS)
    points = []
    for element in found["trkpt"] or found["rtept"]:
        ele = next((c.text for c in element if _local(c.tag) == "ele"), None)
        try:
            lat, lon = float(element.get("lat", "")), float(element.get("lon", ""))
            points.append((lat, lon, None if ele is None else float(ele)))
        except ValueError:
            raise FileProblem("road.bad_values", file=name) from None
    return points


def _check_points(points: list[tuple[float, float, float | None]], name: str) -> None:
    if len(points) > MAX_POINTS:
        raise FileProblem("road.too_many_points", file=name, limit=MAX_POINTS)
    if len(points) < 2:
        raise FileProblem("road.single_point", file=name, count=len(points))
    if any(ele is None for _, _, ele in points):
        raise FileProblem("road.no_elevation", file=name)
    if any(not (-90 <= la <= 90 and -180 <= lo <= 180) for la, lo, _ in points):
        raise FileProblem("road.bad_values", file=name)
    _check_laps([(la, lo) for la, lo, _ in points], name)


def _distance_km(la0: float, lo0: float, la1: float, lo1: float) -> float:
    """Great-circle distance (haversine)."""
    p0, p1 = math.radians(la0), math.radians(la1)
    dp, dl = p1 - p0, math.radians(lo1 - lo0)
    h = math.sin(dp / 2) ** 2 + math.cos(p0) * math.cos(p1) * math.sin(dl / 2) ** 2
    return 2 * EARTH_KM * math.asin(min(1.0, math.sqrt(h)))


def _check_laps(coords: list[tuple[float, float]], name: str) -> None:
    """Refuse a track that rides round the same road again and again: the median
    place it passes is passed more than MAX_LAPS times (a Sunday loop back home, an
    out-and-back climb or a three-lap circuit pass)."""
    passes: dict[tuple[int, int], int] = {}
    last: tuple[int, int] | None = None
    for la, lo in coords:
        cell = (math.floor(la / CELL_DEG), math.floor(lo / CELL_DEG))
        if cell != last:
            passes[cell] = passes.get(cell, 0) + 1
            last = cell
    laps = median(passes.values())
    if laps > MAX_LAPS:
        raise FileProblem("road.loops", file=name, laps=int(laps), limit=MAX_LAPS)


# -- CSV ---------------------------------------------------------------------------------

_NUMBER = re.compile(r"^-?\d+(?:[.,]\d+)?$")


def _csv(text: str, name: str, title: str) -> Road:
    """Two columns, distance in km and altitude in m; a header line, `#` comments (the
    first names the road) and blank lines are skipped; `,` `;` or tab between them
    (`;` allows decimal commas)."""
    comments = [ln.lstrip()[1:].strip() for ln in text.splitlines() if ln.lstrip().startswith("#")]
    title = next((c for c in comments if c), title)  # the first comment names the road
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if len(lines) > MAX_POINTS + 1:
        raise FileProblem("road.too_many_points", file=name, limit=MAX_POINTS)
    sample = lines[-1] if lines else ""
    delimiter = "\t" if "\t" in sample else ";" if ";" in sample else ","
    points: list[tuple[float, float]] = []
    for n, row in enumerate(csv.reader(io.StringIO("\n".join(lines)), delimiter=delimiter), 1):
        cells = [c.strip() for c in row]
        if len(cells) < 2 or not all(_NUMBER.match(c) for c in cells[:2]):
            if n == 1 and not points:
                continue  # the header
            raise FileProblem("road.bad_csv_line", file=name, line=n)
        km, alt = (float(c.replace(",", ".")) for c in cells[:2])
        points.append((km, alt))
    if len(points) < 2:
        raise FileProblem("road.single_point", file=name, count=len(points))
    if any(b[0] <= a[0] for a, b in itertools.pairwise(points)):
        raise FileProblem("road.distance_not_increasing", file=name)
    return _checked(Road(title[:80], points), name)


def _checked(road: Road, name: str) -> Road:
    lo, hi = ALTITUDES
    if any(not (math.isfinite(a) and lo <= a <= hi) for _, a in road.points):
        raise FileProblem("road.bad_values", file=name)
    if not all(math.isfinite(k) for k, _ in road.points):
        raise FileProblem("road.bad_values", file=name)
    if road.length_km < 0.5:
        raise FileProblem("road.too_short", file=name, km=f"{road.length_km:.2f}")
    if road.length_km > MAX_LENGTH_KM:
        raise FileProblem(
            "road.too_long", file=name, km=f"{road.length_km:.0f}", limit=f"{MAX_LENGTH_KM:.0f}"
        )
    return road
