"""The course editor window, its undoable document and the course library dialog."""
