"""The games the app ships, read from the registry (their entry points), so a test that
goes over every game also covers a sixth one without being edited."""

from __future__ import annotations

from peloton_desktop.core import registry

GAMES: tuple[str, ...] = tuple(entry.id for entry in registry.entries())
