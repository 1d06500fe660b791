"""Peloton Desktop: five French tabletop games for one table."""

__version__ = "0.1.0"
APP_NAME = "Peloton Desktop"
APP_ID = "peloton-desktop"  # the user's folders (platformdirs), the local socket
# The desktop's name for the app: the desktop entry, the AppStream id, the macOS bundle.
# The project has no public home yet, so it lives under the reserved example.org.
DESKTOP_ID = "org.example.peloton_desktop"
