"""The window and what surrounds a game: menus, start page, files, language, looks."""
