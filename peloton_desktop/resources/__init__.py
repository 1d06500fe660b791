"""Bundled data and art. Located next to this file, also inside a frozen app."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    return ROOT.joinpath(*parts)
