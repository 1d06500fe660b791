"""The drawing layer: QtGui-only painters (paint primitives in millimetres, text boxes,
seat marks, track styles, classification texts) shared by the table items and the
printed sheets, so printing never imports ui. It names no game: each game's
`style.py` builds its look on it."""
