"""What one seat may know of a game, typed: each game subclasses `Observation` with
its own fields (a frozen dataclass), returned by `Game.observe(state, seat)`. Views,
bots and the search read it by attribute; `to_json` is its public JSON form (the
`state` of `replay --json`, what a phone receives).

The helpers below read a JSON object back into such a record field by field (`decode`)
and copy the fields a state and its observation share (`same`): the games name only
the fields that need a conversion."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, Self, TypeVar

from peloton_desktop.core.jsonable import to_jsonable

T = TypeVar("T")
Convert = Callable[[Any], Any]


@dataclass(frozen=True)
class Observation:
    # How `from_json` reads the JSON back (see `decode`): the fields that are lists of
    # plain values (tuples here), and a converter for each field that holds records.
    json_tuples: ClassVar[str] = ""
    json_fields: ClassVar[Mapping[str, Convert]] = {}

    def to_json(self) -> dict[str, Any]:
        return {f.name: to_jsonable(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """The observation from its JSON (lists back to tuples, keys to numbers,
        records rebuilt)."""
        return decode(cls, data, cls.json_tuples, **cls.json_fields)


def decode(
    cls: Callable[..., T], data: Mapping[str, Any], tuples: str = "", **convert: Convert
) -> T:
    """A dataclass or named tuple from its JSON object: each field read by name, the
    fields named in `tuples` (separated by spaces) as tuples, the others through their
    converter when they have one; a null stays None. A field with a default may be
    absent; a field without one must be there (KeyError)."""
    for name in tuples.split():
        convert[name] = tuple
    kwargs: dict[str, Any] = {}
    for name, has_default in _fields(cls):
        if name not in data:
            if has_default:
                continue
            raise KeyError(name)
        value = data[name]
        how = convert.get(name)
        kwargs[name] = value if how is None or value is None else how(value)
    return cls(**kwargs)


def _fields(cls: Any) -> list[tuple[str, bool]]:
    known = _FIELDS.get(cls)
    if known is None:
        if hasattr(cls, "_fields"):  # a named tuple
            defaults = getattr(cls, "_field_defaults", {})
            known = [(n, n in defaults) for n in cls._fields]
        else:
            known = [
                (f.name, f.default is not MISSING or f.default_factory is not MISSING)
                for f in fields(cls)
            ]
        _FIELDS[cls] = known
    return known


_FIELDS: dict[Any, list[tuple[str, bool]]] = {}


def same(source: object, names: str, convert: Convert | None = None) -> dict[str, Any]:
    """The attributes `names` (separated by spaces) of `source`, by name, each through
    `convert` if given: the fields a state and its observation hold alike."""
    if convert is None:
        return {name: getattr(source, name) for name in names.split()}
    return {name: convert(getattr(source, name)) for name in names.split()}


# -- converters for `decode` ------------------------------------------------------------
def nested(value: Any) -> tuple[Any, ...]:
    """A list of lists as a tuple of tuples."""
    return tuple(tuple(v) for v in value)


def each(convert: Convert) -> Convert:
    """A list as a tuple, each item converted."""
    return lambda value: tuple(convert(v) for v in value)


def spread(cls: Callable[..., Any]) -> Convert:
    """A record from its JSON list (a named tuple's positional form)."""
    return lambda value: cls(*value)


def int_keys(convert: Convert | None = None) -> Convert:
    """An object whose keys are numbers (JSON keys are strings), values converted."""
    if convert is None:
        return lambda value: {int(k): v for k, v in value.items()}
    how = convert
    return lambda value: {int(k): how(v) for k, v in value.items()}
