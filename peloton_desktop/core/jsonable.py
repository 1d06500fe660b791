"""JSON has lists where actions have tuples: the two conversions, used everywhere."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def to_jsonable(value: Any) -> Any:
    """Tuples become lists, recursively (JSON has no tuple); a typed observation (or
    any object with `to_json`) becomes its JSON form."""
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, tuple | list):
        return [to_jsonable(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, frozenset | set):
        return sorted(to_jsonable(v) for v in value)
    return value


def from_jsonable(value: Any) -> Any:
    """Lists become tuples, recursively, so decoded actions compare equal and hash."""
    if isinstance(value, list):
        return tuple(from_jsonable(v) for v in value)
    if isinstance(value, dict):
        return {k: from_jsonable(v) for k, v in value.items()}
    return value
