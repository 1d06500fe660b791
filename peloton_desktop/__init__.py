"""Peloton Desktop: five French tabletop games for one table."""

__version__ = "0.1.0"
APP_NAME = "Peloton Desktop"
APP_ID = "peloton-desktop"
