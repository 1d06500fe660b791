"""Help › Keys (issue 47): every key of the tables, the dialogs and the course editor,
in the current language, in a dialog read to the end by keys alone (Escape closes it)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from peloton_desktop.core import registry
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.text import terrain_name


def key_rows() -> list[tuple[str, list[tuple[str, str]]]]:
    """(section, [(keys, what they do)]) in the current language."""
    return [
        (
            translate("KeysHelp", "At the table"),
            [
                (
                    translate("KeysHelp", "Arrow keys"),
                    translate(
                        "KeysHelp", "Move the ring to the nearest choice on the table that way"
                    ),
                ),
                (
                    translate("KeysHelp", "Shift + arrow keys"),
                    translate(
                        "KeysHelp", "Read every piece of the table, one by one, choice or not"
                    ),
                ),
                (
                    translate("KeysHelp", "Tab, Shift+Tab"),
                    translate(
                        "KeysHelp",
                        "The next or previous choice: the table's, then the panel's buttons",
                    ),
                ),
                (
                    translate("KeysHelp", "Home, End"),
                    translate("KeysHelp", "The first or last choice on the table"),
                ),
                (
                    translate("KeysHelp", "Enter or Space"),
                    translate(
                        "KeysHelp", "Play the choice in the ring, or press the focused button"
                    ),
                ),
                (
                    translate("KeysHelp", "Escape"),
                    translate("KeysHelp", "Back out of a step of the choice under way"),
                ),
                (
                    translate("KeysHelp", "1 to 9"),
                    translate("KeysHelp", "Play that card of your hand (counted from the left)"),
                ),
                (
                    translate("KeysHelp", "H"),
                    translate("KeysHelp", "Ask the coach for its three best choices"),
                ),
                (
                    translate("KeysHelp", "Ctrl+Z"),
                    translate("KeysHelp", "Undo your last move, if it revealed nothing"),
                ),
            ],
        ),
        (
            translate("KeysHelp", "Between moves"),
            [
                (
                    translate("KeysHelp", "Enter"),
                    translate("KeysHelp", "Take the laptop on the hand-over, go on after a stage"),
                ),
                (
                    translate("KeysHelp", "Left, Right"),
                    translate("KeysHelp", "In a finished game's review: the move before or after"),
                ),
                (
                    translate("KeysHelp", "Home, End"),
                    translate("KeysHelp", "In the review: the start or the end of the game"),
                ),
            ],
        ),
        (
            translate("KeysHelp", "In the course editor"),
            [
                (
                    translate("KeysHelp", "Arrow keys, Home, End"),
                    translate(
                        "KeysHelp", "Move the cursor to the case before or after, the first or last"
                    ),
                ),
                (
                    translate("KeysHelp", "Enter or Space"),
                    translate("KeysHelp", "Paint the case under the cursor with the current tool"),
                ),
                (
                    translate("KeysHelp", "A terrain's letter"),
                    translate("KeysHelp", "Paint the case under the cursor with that terrain"),
                ),
                (
                    translate("KeysHelp", "1 to 9"),
                    translate("KeysHelp", "Pick a tool of the palette"),
                ),
                *terrain_letters(),
            ],
        ),
        (
            translate("KeysHelp", "Everywhere"),
            [
                (
                    translate("KeysHelp", "Alt + underlined letter"),
                    translate("KeysHelp", "Open a menu, press a button"),
                ),
                (translate("KeysHelp", "F1"), translate("KeysHelp", "The rules of the games")),
                (
                    translate("KeysHelp", "Ctrl+S, Ctrl+O"),
                    translate("KeysHelp", "Save the game, open a saved game"),
                ),
                (
                    translate("KeysHelp", "Escape"),
                    translate("KeysHelp", "Close a dialog without changing anything"),
                ),
            ],
        ),
    ]


def terrain_letters() -> list[tuple[str, str]]:
    """Which letter paints which terrain, game by game, in the current language: the
    letters are the courses' terrain codes (P, C, M, S…), not the names' initials."""
    rows = []
    for entry in registry.entries():
        if entry.course_kind is None:
            continue
        kind = entry.course_kind()
        letters = [t for t in kind.terrains if len(t) == 1]
        said = ", ".join(
            translate("KeysHelp", "{letter}: {terrain}").format(
                letter=t.upper(), terrain=terrain_name(entry.id, t)
            )
            for t in letters
        )
        rows.append((translate("KeysHelp", "Letters in {game}").format(game=entry.title), said))
    return rows


def keys_html() -> str:
    parts = []
    for section, rows in key_rows():
        parts.append(f"<h3>{escape(section)}</h3><table cellpadding='4'>")
        for keys, meaning in rows:
            parts.append(f"<tr><td><b>{escape(keys)}</b></td><td>{escape(meaning)}</td></tr>")
        parts.append("</table>")
    return "".join(parts)


def show_keys(parent: QWidget) -> QDialog:
    """The Keys page, modeless (it may stay open beside the table)."""
    dialog = QDialog(parent)
    dialog.setObjectName("keysHelp")
    dialog.setWindowTitle(translate("KeysHelp", "Playing with the keyboard"))
    layout = QVBoxLayout(dialog)
    text = QTextBrowser()
    text.setObjectName("keysText")
    text.setHtml(keys_html())
    text.setAccessibleName(translate("KeysHelp", "The keys"))
    text.setTextInteractionFlags(
        Qt.TextInteractionFlag.TextBrowserInteraction
        | Qt.TextInteractionFlag.TextSelectableByKeyboard
    )
    layout.addWidget(text)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(640, 560)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    text.setFocus()
    return dialog
