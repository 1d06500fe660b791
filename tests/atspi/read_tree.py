"""Read an application's accessibility tree through AT-SPI, as a screen reader does
(Debian's python3-pyatspi; run by the system's /usr/bin/python3). Prints JSON: one
record per showing object (role, name, description, focusable)."""

from __future__ import annotations

import json
import sys
import time

import pyatspi  # type: ignore[import-not-found]


def find(name: str, seconds: float = 20.0):  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    raise SystemExit(f"no application named {name!r} on the accessibility bus")


def walk(node, out, depth=0):  # type: ignore[no-untyped-def]
    if node is None or depth > 60:
        return
    try:
        states = node.getState()
        showing = states.contains(pyatspi.STATE_SHOWING)
        record = {
            "role": node.getRoleName(),
            "name": node.name or "",
            "description": node.description or "",
            "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
            "focused": states.contains(pyatspi.STATE_FOCUSED),
            "showing": showing,
        }
    except Exception as error:  # an object gone while reading: skip it
        print(f"skipped: {error}", file=sys.stderr)
        return
    if showing:
        out.append(record)
    for i in range(node.childCount):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        walk(child, out, depth + 1)


def main() -> None:
    app = find(sys.argv[1])
    out: list[dict[str, object]] = []
    walk(app, out)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
