"""Write the bundled example roads (resources/roads/) from published figures.

Each road is a list of legs (length km, mean gradient %) from a starting altitude;
the GPX tracks get positions along a gently turning line from their real start (the
figures are what matter: a course is made from the profile). Run it again after
changing a figure: `python tools/make_road_examples.py`.
"""

from __future__ import annotations

import math
from pathlib import Path
from xml.sax.saxutils import escape

OUT = Path(__file__).resolve().parent.parent / "resources" / "roads"
STEP_KM = 0.1

# id: (name, source, start (lat, lon), start altitude m, legs [(km, gradient %)], format)
ROADS = {
    "alpe_d_huez": (
        "Le Bourg-d'Oisans – Alpe d'Huez",
        "Alpe d'Huez from Le Bourg-d'Oisans (719 m): 13.8 km at 8.1 %, as the Tour de "
        "France 2018 (stage 12, HC) published it; 2 km of valley before the foot.",
        (45.055, 6.030),
        719.0,
        [(2.0, 0.0), (13.8, 8.1)],
        "gpx",
    ),
    "mont_ventoux_bedoin": (
        "Bédoin – Mont Ventoux",
        "Mont Ventoux from Bédoin (296 m): 21.5 km at 7.5 % to the summit (1,910 m), "
        "as commonly published (HC in the Tour de France).",
        (44.124, 5.179),
        296.0,
        [(21.5, 7.5)],
        "gpx",
    ),
    "tourmalet_luz_ardiden": (
        "Sainte-Marie-de-Campan – Luz Ardiden",
        "Col du Tourmalet from Sainte-Marie-de-Campan (857 m): 17.1 km at 7.3 %; descent "
        "to Luz-Saint-Sauveur (711 m); Luz Ardiden: 13.3 km at 7.4 %, as the Tour de "
        "France 2011 (stage 12, both HC) published them; the descent's gradient follows.",
        (42.985, 0.221),
        857.0,
        [(3.0, 0.0), (17.1, 7.3), (19.0, -(857 + 17.1 * 73 - 711) / 190), (3.0, 0.0), (13.3, 7.4)],
        "csv",
    ),
    "flat_classic": (
        "Compiègne – Roubaix (flat)",
        "A flat classic like Paris–Roubaix: 257 km from Compiègne (41 m) to Roubaix "
        "(32 m), the length published for its 2019 edition; the gentle rises are invented.",
        (49.418, 2.826),
        41.0,
        [(40.0, 0.1), (30.0, -0.1), (50.0, 0.08), (47.0, -0.06), (60.0, 0.05), (30.0, -0.2)],
        "gpx",
    ),
}


def profile(start_alt: float, legs: list[tuple[float, float]]) -> list[tuple[float, float]]:
    points = [(0.0, start_alt)]
    km, alt = 0.0, start_alt
    for length, gradient in legs:
        steps = max(1, round(length / STEP_KM))
        for _ in range(steps):
            km += length / steps
            alt += length / steps * gradient * 10
            points.append((round(km, 3), round(alt, 1)))
    return points


def positions(start: tuple[float, float], n: int) -> list[tuple[float, float]]:
    """A line turning one degree every kilometre, points STEP_KM apart."""
    lat, lon = start
    out = []
    for i in range(n):
        heading = math.radians(40 + i * STEP_KM)
        out.append((round(lat, 6), round(lon, 6)))
        lat += STEP_KM / 111.2 * math.cos(heading)
        lon += STEP_KM / (111.2 * math.cos(math.radians(lat))) * math.sin(heading)
    return out


def gpx(
    name: str, source: str, points: list[tuple[float, float]], start: tuple[float, float]
) -> str:
    rows = [
        f'   <trkpt lat="{la}" lon="{lo}"><ele>{alt}</ele></trkpt>'
        for (la, lo), (_, alt) in zip(positions(start, len(points)), points, strict=True)
    ]
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx version="1.1" creator="Peloton Desktop tools/make_road_examples.py" '
        'xmlns="http://www.topografix.com/GPX/1/1">\n'
        f" <metadata><name>{escape(name)}</name><desc>{escape(source)}</desc></metadata>\n"
        f" <trk><name>{escape(name)}</name><trkseg>\n"
        + "\n".join(rows)
        + "\n </trkseg></trk>\n</gpx>\n"
    )


def csv(name: str, source: str, points: list[tuple[float, float]]) -> str:
    head = f"# {name}\n# {source}\nkm,altitude_m\n"
    return head + "".join(f"{km},{alt}\n" for km, alt in points)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for road_id, (name, source, start, alt, legs, fmt) in ROADS.items():
        points = profile(alt, legs)
        text = gpx(name, source, points, start) if fmt == "gpx" else csv(name, source, points)
        (OUT / f"{road_id}.{fmt}").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
