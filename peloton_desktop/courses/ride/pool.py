"""Many independent tasks on worker processes, each task named by its index.

Spawned workers (the same on every platform, and safe beside a GUI's threads) start
from nothing: they get the plan (plain JSON-able data, over their pipe) and build their
own game; nothing is written to disk. Each worker has a pipe of its own and is handed
a few task indices at a time when it is idle, so no lock is shared: Cancel kills the
workers at once (a search bot's decision is not waited for) and nothing can hang.
Task i's answer depends on i alone, so the results are the same for any number of
workers; the caller orders them.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection, wait
from typing import Any

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.search_pool import ENV, cores, job_count

__all__ = ["cores", "job_count", "run_tasks"]

POLL = 0.05  # seconds between looks at the cancel flag while waiting for a task


def _serve(
    conn: Connection,
    start: Callable[[Any], None],
    plan: Any,
    task: Callable[[int], tuple[int, Any]],
) -> None:
    """A worker: the plan once, then batches of task indices until told to stop.
    Its bots think in it alone: the races already fill every core."""
    os.environ[ENV] = "1"
    try:
        start(plan)
        while (batch := conn.recv()) is not None:
            conn.send(("ok", [task(i) for i in batch]))
    except (EOFError, KeyboardInterrupt):
        return
    except Exception:
        conn.send(("error", traceback.format_exc()))


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
    workers = max(1, min(jobs, count))
    # a few tasks a message when they are many and short (a race of easy bots takes
    # some 20 ms); never so many that the progress stalls
    chunk = max(1, min(10, count // (workers * 20)))
    todo = iter(range(0, count, chunk))
    pipes: dict[Connection, Any] = {}
    try:
        for _ in range(workers):
            mine, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs, start, plan, task))
            process.daemon = True
            process.start()
            theirs.close()
            pipes[mine] = process
        if on_pool is not None:
            on_pool([p.pid for p in pipes.values() if p.pid is not None])
        busy = {conn for conn in pipes if _hand(conn, todo, chunk, count)}
        shown = 0
        while busy:
            if cancel is not None and cancel.is_set():
                break
            for conn in wait(list(busy), timeout=POLL):
                assert isinstance(conn, Connection)
                try:
                    kind, answers = conn.recv()
                except EOFError:
                    raise PelotonError("internal", reason="a test-ride worker stopped") from None
                if kind != "ok":
                    raise PelotonError("internal", reason=str(answers).strip().splitlines()[-1])
                for index, answer in answers:
                    done[index] = answer
                    if on_result is not None and not ordered:
                        on_result(index, answer)
                while ordered and shown in done:
                    if on_result is not None:
                        on_result(shown, done[shown])
                    shown += 1
                if not _hand(conn, todo, chunk, count):
                    busy.discard(conn)
    finally:
        for conn, process in pipes.items():
            if process.is_alive():
                process.kill()
            process.join()
            conn.close()
    return done


def _hand(conn: Connection, todo: Any, chunk: int, count: int) -> bool:
    """Give a worker its next batch; False (and tell it to stop) when none is left."""
    first = next(todo, None)
    if first is None:
        conn.send(None)
        return False
    conn.send(list(range(first, min(first + chunk, count))))
    return True
