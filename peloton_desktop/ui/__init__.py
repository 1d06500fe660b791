"""Qt widgets and scenes. Everything under here may import PySide6; nothing below does."""
