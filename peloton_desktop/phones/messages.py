"""What a phone may send, strictly typed and bounded: anything else is refused.

A message is one JSON object of at most `MAX_BYTES`; pydantic in strict mode checks
its kind and fields (no extra field, no conversion: "3" is not a number)."""

from __future__ import annotations

import json
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

MAX_BYTES = 2048
_STRICT = ConfigDict(extra="forbid", strict=True, frozen=True)


class Hello(BaseModel):
    """A phone opens (or reopens) its seat: its link's token and its device id."""

    model_config = _STRICT
    type: Literal["hello"]
    token: str = Field(min_length=8, max_length=64)
    device: str = Field(min_length=8, max_length=64)


class Act(BaseModel):
    """The seat plays its choice number `choice` of the view numbered `version`."""

    model_config = _STRICT
    type: Literal["act"]
    version: int = Field(ge=0, le=2**31)
    choice: int = Field(ge=0, le=10_000)


class Undo(BaseModel):
    """The seat takes back its own last move, if the rules allow."""

    model_config = _STRICT
    type: Literal["undo"]
    version: int = Field(ge=0, le=2**31)


Message = Annotated[Hello | Act | Undo, Field(discriminator="type")]
_ADAPTER: TypeAdapter[Hello | Act | Undo] = TypeAdapter(Message)


class Refused(ValueError):
    """A message that is too long, not JSON or not one of ours."""


def parse(text: str) -> Hello | Act | Undo:
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise Refused("too long")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise Refused("not JSON") from None
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError:
        raise Refused("not a message") from None
