"""Random playouts against the engines of a reference commit, side by side (issue 27).

The reference tree is taken from git (`git archive REF`, into a temporary folder);
the same playout loop (benchmarks/playouts.py of this tree) then runs in
subprocesses, once with PYTHONPATH at the reference tree and once at this one,
alternating, `--rounds` times each; the best round of each side counts (the machine is
shared: the best is the least disturbed). Prints each game's figures and their ratio:
games a second of wall-clock time, and of the process's CPU time (steadier on a
machine other work shares; the ratio is taken on it).

    python benchmarks/reference.py [--ref 0c231c8] [--seconds 3] [--rounds 3] [--json]
                                   [--events]  (apply_in_place: the engines build events)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
REFERENCE = "0c231c8"  # issue 27: the engines to beat 2.5 times
GAMES = ("coup_de_bordure", "border_states", "tape_l_etape", "cyclistes", "roue_de_vitesse")


def extract(ref: str, into: Path) -> Path:
    """The reference's package and resources, from git."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", ref, "peloton_desktop", "resources"],
        check=True,
        capture_output=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def run_tree(tree: Path, game: str, seconds: float, events: bool = False) -> tuple[float, float]:
    """Games a second (wall clock, CPU time) of `game` with the engines of `tree`, in a
    subprocess (`events`: building every event)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    command = [sys.executable, str(HERE / "playouts.py"), "--game", game]
    command += ["--events"] if events else []
    out = subprocess.run(
        [*command, "--seconds", str(seconds), "--json"],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        cwd=tree,
    ).stdout
    result = json.loads(out.strip().splitlines()[-1])
    engine = Path(result["engine"]).resolve()
    if tree.resolve() not in engine.parents:  # the tree's engines, not the installed ones
        raise RuntimeError(f"{game}: ran {engine}, not the tree {tree}")
    return float(result["per_s"]), float(result["per_cpu_s"])


def compare(
    ref: str = REFERENCE,
    seconds: float = 3.0,
    rounds: int = 3,
    games_ids: tuple[str, ...] = GAMES,
    events: bool = False,
) -> dict[str, object]:
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", ref],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    folder = Path(tempfile.mkdtemp(prefix=f"peloton-ref-{commit}-"))
    try:
        reference = extract(ref, folder)
        games: dict[str, dict[str, float]] = {}
        for game in games_ids:
            wall = {"reference": 0.0, "now": 0.0}
            cpu = dict(wall)
            for k in range(rounds):  # alternate which side runs first
                sides = [("reference", reference), ("now", ROOT)]
                for side, tree in sides if k % 2 == 0 else sides[::-1]:
                    per_s, per_cpu_s = run_tree(tree, game, seconds, events)
                    wall[side] = max(wall[side], per_s)
                    cpu[side] = max(cpu[side], per_cpu_s)
            games[game] = {
                "reference": round(cpu["reference"], 1),
                "now": round(cpu["now"], 1),
                "ratio": round(cpu["now"] / cpu["reference"], 2),
                "reference_wall": round(wall["reference"], 1),
                "now_wall": round(wall["now"], 1),
                "ratio_wall": round(wall["now"] / wall["reference"], 2),
            }
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    out: dict[str, object] = {"reference": commit, "seconds": seconds, "rounds": rounds}
    return {**out, "events": events, "games": games}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--ref", default=REFERENCE, help="the reference commit")
    parser.add_argument("--seconds", type=float, default=3.0, help="of playouts a run")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each side")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    parser.add_argument("--events", action="store_true", help="engines build their events")
    args = parser.parse_args()
    games_ids = tuple(args.game or GAMES)
    result = compare(args.ref, args.seconds, args.rounds, games_ids, args.events)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"random playouts a second, largest table: {result['reference']} vs this tree")
    print(f"{'':18} {'CPU time':^26} {'wall clock':^26}")
    games = result["games"]
    assert isinstance(games, dict)
    for game, row in games.items():
        cpu = f"{row['reference']:8.1f} {row['now']:8.1f}  ×{row['ratio']:.2f}"
        wall = f"{row['reference_wall']:8.1f} {row['now_wall']:8.1f}  ×{row['ratio_wall']:.2f}"
        print(f"{game:18} {cpu}   {wall}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
