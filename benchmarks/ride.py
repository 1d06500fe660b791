"""Test-rides on every core (issue 45): `python benchmarks/ride.py [--json]`.

Everything is measured side by side in one run, because the machine is shared:
  races_per_s.1 / .2  races a second on a pool of 1 and of 2 workers (spawned, start-up
                      included), runs alternated, the median of each (target: ratio ≥ 1.7)
  cyclistes_200_s     200 races of a six-team Cyclistes course at the test-ride's default
                      level (easy) on every core, the whole ride (target: ≤ 60 s)
  cancel_s            from Cancel to the ride's return with every worker gone, during a
                      ride of normal bots (target: ≤ 0.5 s)
  cpu_s_per_race.1/.2 the workers' CPU seconds a race: the pool's cost, load aside
  pool_rss_mb         resident memory of each worker mid-ride, and of the caller
  load                the machine's load average before and after (other users' work)
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import threading
import time
from pathlib import Path
from typing import Any

from peloton_desktop.courses import library
from peloton_desktop.courses.ride.plan import make_plan, ride
from peloton_desktop.courses.ride.pool import cores


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def children_cpu() -> float:
    """CPU seconds of this process's ended workers so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def races_per_s(rounds: int, races: int) -> dict[str, Any]:
    draft = library.find("classique_du_nord").draft
    assert draft is not None
    plan = make_plan(draft, 6, "easy", races)
    rates: dict[int, list[float]] = {1: [], 2: []}
    cpu: dict[int, list[float]] = {1: [], 2: []}
    results: dict[int, Any] = {}
    for _ in range(rounds):
        for jobs in (1, 2):
            start, used = time.perf_counter(), children_cpu()
            results[jobs] = ride(plan, jobs, inline=False)
            rates[jobs].append(races / (time.perf_counter() - start))
            cpu[jobs].append((children_cpu() - used) / races)
    assert results[1] == results[2], "the same races on 1 and 2 workers"
    one, two = statistics.median(rates[1]), statistics.median(rates[2])
    return {
        "races_per_s.1": round(one, 2),
        "races_per_s.2": round(two, 2),
        "ratio": round(two / one, 2),
        "runs": {str(k): [round(r, 2) for r in v] for k, v in rates.items()},
        # the workers' own CPU seconds a race (start-up included): equal at 1 and 2
        # workers means nothing is lost to the pool, whatever the machine's load
        "cpu_s_per_race.1": round(statistics.median(cpu[1]), 4),
        "cpu_s_per_race.2": round(statistics.median(cpu[2]), 4),
    }


def cyclistes_200() -> dict[str, Any]:
    draft = library.find("classique_du_nord").draft
    assert draft is not None
    plan = make_plan(draft, 6, "easy", 200)
    pids: list[int] = []
    memory: dict[str, Any] = {}

    def arrived(index: int, _race: object) -> None:
        if len(memory) == 0 and index >= 20:
            memory["workers"] = [rss_mb(p) for p in pids]
            memory["caller"] = rss_mb(os.getpid())

    start = time.perf_counter()
    races = ride(plan, cores(), arrived, on_pool=pids.extend, inline=False)
    return {
        "cyclistes_200_s": round(time.perf_counter() - start, 1),
        "races": len(races),
        "jobs": cores(),
        "pool_rss_mb": memory,
    }


def cancel_latency(trials: int) -> dict[str, Any]:
    draft = library.find("classique_du_nord").draft
    assert draft is not None
    plan = make_plan(draft, 6, "normal", 400)
    found = []
    for _ in range(trials):
        cancel = threading.Event()
        pids: list[int] = []
        done: dict[str, float] = {}

        def run(c: threading.Event = cancel, p: list[int] = pids, d: dict = done) -> None:  # type: ignore[type-arg]
            ride(plan, 2, cancel=c, on_pool=p.extend, inline=False)
            d["end"] = time.perf_counter()

        thread = threading.Thread(target=run)
        thread.start()
        time.sleep(3.0)  # the workers are up and deep in a search bot's decisions
        start = time.perf_counter()
        cancel.set()
        thread.join()
        gone = all(not Path(f"/proc/{p}").exists() for p in pids)
        found.append({"seconds": round(done["end"] - start, 3), "workers_gone": gone})
    return {"cancel_s": max(f["seconds"] for f in found), "trials": found}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--races", type=int, default=60)
    args = parser.parse_args()
    out: dict[str, Any] = {"cores": cores(), "load_before": load()}
    out.update(races_per_s(args.rounds, args.races))
    out.update(cyclistes_200())
    out.update(cancel_latency(3))
    out["load_after"] = load()
    print(json.dumps(out) if args.json else json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
