"""The bots' thinking on every core: a long-lived pool of worker processes that a
search hands its independent pieces (trees, batches of sampled worlds).

A search splits a decision into a FIXED number of pieces, each seeded by what the
decision sees and the piece's index, and `spread` returns their answers in index
order, whichever worker computed them: the decision is the same for a seed on any
number of cores, and on 1 worker the pieces simply run here, one after another.

Workers are processes (plain Python holds the GIL), spawned (safe beside a GUI's
threads) once, on the first decision that needs them, and stopped at exit. They
get each piece over their own pipe (the game, the seat's view and the bot, never
a file), so nothing is written to disk. A worker that fails or stops makes the
pool stop and the pieces run here instead: the answer is the same, only slower.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import multiprocessing
import os
import threading
import traceback
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from multiprocessing.reduction import ForkingPickler
from typing import Any

# How many workers a bot's search may use: `auto` (every core, the default) or a
# count; 1 thinks in the calling process (the tests, and inside test-ride workers).
ENV = "PELOTON_BOT_WORKERS"

Piece = Callable[[Any, Any], Any]  # (what every piece shares, the piece) -> answer


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


def bot_workers() -> int:
    """The workers a search may use now (`PELOTON_BOT_WORKERS`; a bad value: 1)."""
    try:
        return job_count(os.environ.get(ENV, "auto").strip() or "auto")
    except ValueError:
        return 1


def spread(piece: Piece, shared: Any, items: Sequence[Any]) -> list[Any]:
    """`piece(shared, item)` for every item, answers in item order: on the bot
    workers when there are two or more (and the pieces can travel), else here."""
    workers = bot_workers()
    if min(workers, len(items)) > 1:
        pool = _pool(workers)  # all of them, whatever this call needs: no restarts
        if pool is not None:
            answers = pool.run(piece, shared, items)
            if answers is not None:
                return answers
    return [piece(shared, item) for item in items]


def warm_up() -> None:
    """Start the workers now (a benchmark, before it times anything)."""
    spread(_nothing, None, list(range(bot_workers())))


def _nothing(shared: Any, item: Any) -> None:
    return None


class _Pool:
    """Spawned workers, each with a pipe of its own; one decision at a time."""

    def __init__(self, size: int) -> None:
        context = multiprocessing.get_context("spawn")
        self.size, self.owner = size, os.getpid()
        self.lock = threading.Lock()
        self.workers: list[tuple[Connection, BaseProcess]] = []
        for _ in range(size):
            mine, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs,), daemon=True)
            process.start()
            theirs.close()
            self.workers.append((mine, process))

    def run(self, piece: Piece, shared: Any, items: Sequence[Any]) -> list[Any] | None:
        """The answers in item order, or None when the pieces cannot travel or a
        worker failed (the pool is then stopped; the caller computes them itself)."""
        count = min(self.size, len(items))
        bounds = [len(items) * w // count for w in range(count + 1)]
        try:
            jobs = [
                bytes(ForkingPickler.dumps((piece, shared, list(items[a:b]))))
                for a, b in itertools.pairwise(bounds)
            ]
        except Exception:  # a piece that cannot travel (a lambda): think here
            return None
        with self.lock:
            try:
                for (conn, _), job in zip(self.workers, jobs, strict=False):
                    conn.send_bytes(job)
                out: list[Any] = []
                for conn, _ in self.workers[:count]:
                    kind, answers = conn.recv()
                    if kind != "ok":
                        raise RuntimeError(answers)
                    out.extend(answers)
                return out
            except (OSError, EOFError, RuntimeError):
                _stop_pool(self)
                return None

    def stop(self) -> None:
        for conn, process in self.workers:
            with contextlib.suppress(OSError):
                conn.send_bytes(bytes(ForkingPickler.dumps(None)))
            conn.close()
            process.join(timeout=1.0)
            if process.is_alive():
                process.kill()
                process.join()


def _serve(conn: Connection) -> None:
    """A worker: jobs until told to stop; its own searches think here (no pools of
    pools)."""
    os.environ[ENV] = "1"
    try:
        while (job := conn.recv()) is not None:
            piece, shared, items = job
            try:
                conn.send(("ok", [piece(shared, item) for item in items]))
            except Exception:
                conn.send(("error", traceback.format_exc()))
    except (EOFError, OSError, KeyboardInterrupt):
        return


_lock = threading.Lock()
_current: _Pool | None = None
_broken = False  # a worker failed once: think here from then on


def _pool(size: int) -> _Pool | None:
    """The pool of `size` workers, started on first use (None once one failed)."""
    global _current
    with _lock:
        if _broken:
            return None
        if _current is not None and _current.owner != os.getpid():
            _current = None  # a forked copy of the parent's pool: its pipes are not ours
        if _current is not None and _current.size != size:
            _current.stop()
            _current = None
        if _current is None:
            _current = _Pool(size)
        return _current


def _stop_pool(pool: _Pool) -> None:
    global _current, _broken
    with _lock:
        _broken = True
        if _current is pool:
            _current = None
    pool.stop()


def shutdown() -> None:
    """Stop the workers (at exit; a later search starts them again)."""
    global _current
    with _lock:
        pool, _current = _current, None
    if pool is not None and pool.owner == os.getpid():
        pool.stop()


atexit.register(shutdown)
