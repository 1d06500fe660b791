"""Many independent tasks on a pool of worker processes, each task named by its index.

Spawned workers (the same on every platform, and safe beside a GUI's threads) start
from nothing: they get the plan (plain JSON-able data, over the pool's pipe) and build
their own game; nothing is written to disk. Task i's answer depends on i alone, so the
caller's results are the same for any number of workers; the caller orders them.
Cancel terminates the workers at once (a search bot's decision is not waited for).
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable
from typing import Any

POLL = 0.05  # seconds between looks at the cancel flag while waiting for a task


def cores() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def job_count(jobs: str | int) -> int:
    """`auto` (every core) or a count of at least 1."""
    if jobs == "auto":
        return cores()
    count = int(jobs)
    if count < 1:
        raise ValueError("jobs")
    return count


def run_tasks(
    start: Callable[[Any], None],
    plan: Any,
    task: Callable[[int], tuple[int, Any]],
    count: int,
    jobs: int,
    on_result: Callable[[int, Any], None] | None = None,
    cancel: threading.Event | None = None,
    ordered: bool = False,
    on_pool: Callable[[list[int]], None] | None = None,
    inline: bool | None = None,
) -> dict[int, Any]:
    """Run `task(i)` for i in range(count) after `start(plan)` in each worker; `inline`
    (by default when `jobs` is 1) runs them here, in order. `on_result(i, answer)` as
    each arrives (in index order when `ordered`); `on_pool(pids)` once the workers are
    up. Returns what finished (everything unless `cancel` was set)."""
    done: dict[int, Any] = {}
    if jobs <= 1 if inline is None else inline:
        start(plan)
        for i in range(count):
            if cancel is not None and cancel.is_set():
                break
            index, answer = task(i)
            done[index] = answer
            if on_result is not None:
                on_result(index, answer)
        return done
    context = multiprocessing.get_context("spawn")
    pool = context.Pool(max(1, min(jobs, count)), initializer=start, initargs=(plan,))
    try:
        if on_pool is not None:
            workers = pool._pool  # type: ignore[attr-defined]  # the pids, for the caller
            on_pool([p.pid for p in workers if p.pid is not None])
        mapped = pool.imap if ordered else pool.imap_unordered
        results = mapped(task, range(count), chunksize=1)
        while len(done) < count:
            if cancel is not None and cancel.is_set():
                break
            try:
                index, answer = results.next(timeout=POLL)
            except multiprocessing.TimeoutError:
                continue
            done[index] = answer
            if on_result is not None:
                on_result(index, answer)
    finally:
        if len(done) < count:
            pool.terminate()
        else:
            pool.close()
        pool.join()
    return done
