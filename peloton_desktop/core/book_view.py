"""A race's book as an observation shows it: typed, frozen and cheap to build (named
tuples), read by attribute; its JSON is exactly `RaceBook.to_json`'s. A stage race's
observation carries one."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from peloton_desktop.core.observation import decode, each
from peloton_desktop.core.stages import STAGE, Classification, Competitor, RaceBook, Unit, classify


class StageRecord(NamedTuple):
    """A stage raced: its arrival order and what each competitor was given, in that
    order. JSON: an object of these keys."""

    stage: int | None
    arrival: tuple[int, ...]
    values: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"stage": self.stage, "arrival": list(self.arrival), "values": list(self.values)}

    @classmethod
    def of(cls, result: Classification) -> StageRecord:
        """A stage's result as a record, made once for each result (a result never
        changes; the search observes thousands of positions a second)."""
        known = _STAGE_RECORDS.get(id(result))
        if known is not None and known[0] is result:
            return known[1]
        record = cls(
            result.stage,
            tuple([s.competitor for s in result.standings]),
            tuple([s.value for s in result.standings]),
        )
        if len(_STAGE_RECORDS) >= 4096:
            _STAGE_RECORDS.clear()
        _STAGE_RECORDS[id(result)] = (result, record)  # the result kept: its id stays its
        return record


_STAGE_RECORDS: dict[int, tuple[Classification, StageRecord]] = {}


class BookView(NamedTuple):
    """A race's book (`RaceBook`) as an observation shows it, frozen and typed: its
    JSON is the book's own (`before` only when set)."""

    competitors: tuple[tuple[int, str], ...]  # (seat, name)
    stages: int
    general_unit: str
    extra: Mapping[str, str]  # other classifications: kind -> unit
    stage: int  # the stage being raced
    between: bool
    totals: Mapping[str, tuple[int, ...]]  # kind -> each competitor's total
    withdrawn: tuple[int, ...]
    order: Mapping[str, tuple[int, ...]]  # kind -> its last order
    # the order movements count from (in the JSON only when set)
    before: Mapping[str, tuple[int, ...]] = MappingProxyType({})
    results: tuple[StageRecord, ...] = ()

    @classmethod
    def of(cls, book: RaceBook) -> BookView:
        return cls(
            tuple([(c.seat, c.name) for c in book.competitors]),
            book.stages,
            str(book.general_unit),
            {k: str(u) for k, u in book.extra.items()},
            book.stage,
            book.between,
            {k: tuple([t[c] for c in sorted(t)]) for k, t in book.totals.items()},
            tuple(book.withdrawn),
            {k: tuple(v) for k, v in book.order.items()},
            {k: tuple(v) for k, v in book.before.items()},
            tuple([StageRecord.of(r) for r in book.results]),
        )

    def race_book(self) -> RaceBook:
        """A new `RaceBook` that this is the view of (a book from its JSON:
        `BookView.from_json(data).race_book()`)."""
        competitors = [Competitor(int(seat), str(name)) for seat, name in self.competitors]
        book = RaceBook(
            competitors,
            int(self.stages),
            Unit(self.general_unit),
            {k: Unit(u) for k, u in self.extra.items()},
            int(self.stage),
            bool(self.between),
            {k: dict(enumerate(t)) for k, t in self.totals.items()},
            list(self.withdrawn),
        )
        book.order = {k: list(v) for k, v in self.order.items()}
        book.before = {k: list(v) for k, v in self.before.items()}
        for r in self.results:
            arrival = list(r.arrival)
            values = dict(zip(arrival, r.values, strict=True))
            book.results.append(
                classify(
                    STAGE,
                    book.general_unit,
                    values,
                    arrival,
                    stage=r.stage,
                    competitors=competitors,
                    stages=book.stages,
                )
            )
        return book

    def to_json(self) -> dict[str, Any]:
        """`RaceBook.to_json`'s form."""
        out: dict[str, Any] = {
            "competitors": [[seat, name] for seat, name in self.competitors],
            "stages": self.stages,
            "general_unit": self.general_unit,
            "extra": dict(self.extra),
            "stage": self.stage,
            "between": self.between,
            "totals": {k: list(t) for k, t in self.totals.items()},
            "withdrawn": list(self.withdrawn),
            "order": {k: list(v) for k, v in self.order.items()},
        }
        if self.before:
            out["before"] = {k: list(v) for k, v in self.before.items()}
        out["results"] = [r.to_json() for r in self.results]
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BookView:
        """The book from its JSON (`RaceBook.to_json`'s form): a KeyError names a
        missing key."""
        return decode(
            cls,
            data,
            "withdrawn",
            competitors=each(tuple),
            extra=dict,
            totals=_by_kind,
            order=_by_kind,
            before=_by_kind,
            results=each(lambda r: decode(StageRecord, r, "arrival values")),
        )


def _by_kind(value: Mapping[str, list[int]]) -> dict[str, tuple[int, ...]]:
    return {k: tuple(v) for k, v in value.items()}
