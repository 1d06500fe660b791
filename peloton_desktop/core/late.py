"""Loaders that import late: what a registry entry or a course kind names (an engine,
a table, a drawing style) without importing it, so listing the games stays cheap and
Qt-free. The name is looked up in the module the first time the loader is called."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def late(module: str, name: str) -> Callable[[], Any]:
    def load() -> Any:
        return getattr(importlib.import_module(module), name)

    load.__qualname__ = f"late({module}:{name})"
    return load
