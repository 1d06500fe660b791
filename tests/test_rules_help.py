"""The rules help and the ruleset editor speak in words (issues 24 and 26): every value
they show has a name, never its key, in English and French; the help's prose quotes
the ruleset, so an edited value changes it; the help lists exactly the assumed values,
those a box owner may change apart from the fixed readings; the help has a Close
button and Escape closes it."""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from html import escape
from typing import Any

import pytest
from dialogs import answer_dialog
from games import GAMES
from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTextBrowser,
    QWidget,
)

from peloton_desktop.core import registry
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.ruleset_check import problems
from peloton_desktop.ui.dialogs.rules_dialog import RulesDialog, rules_html
from peloton_desktop.ui.dialogs.ruleset_editor import RulesetEditor
from peloton_desktop.ui.table.game_table import GameTable, table_of


@pytest.fixture(params=["en", "fr"])
def language(request, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply(request.param)
    yield request.param
    manager.apply("en")


def standard(game: str) -> Ruleset:
    return registry.get(game).game_class().default_ruleset()


def table(game: str) -> GameTable:
    return table_of(registry.get(game))


def changed(game: str, **values: Any) -> Ruleset:
    r = standard(game)
    v = copy.deepcopy(r.values)
    v.update(values)
    edited = r.model_copy(update={"values": v, "name": "Ma boîte"})
    assert problems(edited) == []  # values a box owner may set
    return edited


def keys_in(value: Any) -> set[str]:
    """The keys of a value's tables, at any depth (rows like "MO", columns like "id")."""
    if isinstance(value, dict):
        return set(value).union(*(keys_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(keys_in(v) for v in value))
    return set()


def raw_keys(ruleset: Ruleset) -> set[str]:
    """Every key a screen must not show: the ruleset's and those of its tables."""
    return set(ruleset.values) | keys_in([ruleset.values[k] for k in ruleset.assumed])


def help_parts(html: str) -> tuple[str, str, str]:
    """The prose, the values a box owner may change, the fixed readings."""
    may = escape(
        QCoreApplication.translate("RulesDialog", "You may change these (Edit the assumptions…):")
    )
    fixed = escape(
        QCoreApplication.translate("RulesDialog", "Readings this version plays one way only:")
    )
    prose, _, rest = html.partition(may)
    editable, _, readings = rest.partition(fixed)
    return prose, editable, readings


def names_listed(part: str) -> list[str]:
    return re.findall(r"<li><b>(.*?)</b>", part)


@pytest.mark.parametrize("game", GAMES)
def test_every_value_shown_has_a_name_in_words(game: str, language: str) -> None:
    ruleset = standard(game)
    name = table(game).value_name
    assert name is not None
    for key in ruleset.assumed:
        assert name(key) not in ("", key), key
        assert "_" not in name(key), key
    for key in ruleset.editable():  # a table's rows and columns too
        value = ruleset.values[key]
        if isinstance(value, dict):
            for row, cells in value.items():
                assert name(f"{key}.{row}") not in ("", row), (key, row)
                if isinstance(cells, list):
                    for i in range(len(cells)):
                        assert name(f"{key}.*.{i + 1}"), (key, i)
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            for row in value:
                for column in row:
                    assert name(f"{key}.*.{column}") not in ("", column), (key, column)
                if "id" in row:
                    assert name(f"{key}.{row['id']}") not in ("", row["id"]), (key, row)


def test_the_names_are_french_in_french(qapp) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    english = {g: [table(g).value_name(k) for k in standard(g).assumed] for g in GAMES}  # type: ignore[misc]
    manager.apply("fr")
    try:
        french = {g: [table(g).value_name(k) for k in standard(g).assumed] for g in GAMES}  # type: ignore[misc]
        slots = table("coup_de_bordure").value_name("plaquette_slots")  # type: ignore[misc]
        markers = table("border_states").value_name("start_markers.WV")  # type: ignore[misc]
        pace = table("roue_de_vitesse").value_name("breakaway_supplement.*.2")  # type: ignore[misc]
    finally:
        manager.apply("en")
    assert slots == "Cases d'une plaquette"
    assert markers == "Virginie-Occidentale" and pace == "Soutenue"
    for game in GAMES:
        same = [e for e, f in zip(english[game], french[game], strict=True) if e == f]
        assert same == [], game


@pytest.mark.parametrize("game", GAMES)
def test_the_help_lists_the_assumed_values_by_name_with_their_value(
    game: str, language: str
) -> None:
    ruleset = standard(game)
    name = table(game).value_name
    html = rules_html(registry.get(game))
    _prose, editable, readings = help_parts(html)
    assert names_listed(editable) == [escape(name(k)) for k in ruleset.editable()]  # type: ignore[misc]
    fixed = [k for k in ruleset.assumed if k not in ruleset.editable()]
    assert names_listed(readings) == [escape(name(k)) for k in fixed]  # type: ignore[misc]
    colon = {"en": ": ", "fr": " : "}[language]
    for key in ruleset.assumed:
        value = ruleset.values[key]
        words = key == "initiative_at_start"  # a side, by its name
        if isinstance(value, int) and not isinstance(value, bool) and not words:
            assert f"<b>{escape(name(key))}</b>{colon}{value} — " in html  # type: ignore[misc]
    yes_no = {"en": ("yes", "no"), "fr": ("oui", "non")}[language]
    for key in fixed:
        if isinstance(ruleset.values[key], bool):
            shown = yes_no[0] if ruleset.values[key] else yes_no[1]
            assert f"<b>{escape(name(key))}</b>{colon}{shown} — " in readings  # type: ignore[misc]


@pytest.mark.parametrize("game", GAMES)
def test_no_screen_shows_a_key(qtbot, game: str, language: str) -> None:
    ruleset = standard(game)
    keys = raw_keys(ruleset)
    underscored = sorted(k for k in keys if "_" in k)
    dialog = RulesDialog(registry.entries(), game)
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert [k for k in underscored if k in text] == []
    editor = RulesetEditor(registry.entries(), game)
    qtbot.addWidget(editor)
    shown = [w.text() for w in editor.findChildren(QLabel)]
    shown += [w.title() for w in editor.findChildren(QGroupBox)]
    for grid in editor.findChildren(QTableWidget):
        shown += [
            grid.horizontalHeaderItem(c).text()
            for c in range(grid.columnCount())
            if not grid.isColumnHidden(c)
        ]
        shown += [grid.verticalHeaderItem(r).text() for r in range(grid.rowCount())]
    assert [t for t in shown if t in keys] == []
    assert [(k, t) for t in shown for k in underscored if k in t] == []
    tips = [w.toolTip() for w in editor.findChildren(QWidget)]
    assert all(any(k in t for t in tips) for k in ruleset.editable())  # for the curious
    assert editor.width() <= 1366 and editor.height() <= 768


# an edited value, and what the help's prose then says (English)
EDITS = [
    ("coup_de_bordure", {"plaquette_slots": 10}, "A rider's plaquette has 10 slots"),
    ("border_states", {"slots_per_front": 4}, "Each front has 4 slots"),
    ("border_states", {"available_at_start": 5}, "It draws 5 of them at random"),
    ("border_states", {"cubes_per_state": 8}, "The bag holds 8 cubes of each state"),
    ("border_states", {"cards_set_aside": 1}, "), 1 is set aside unseen"),
    ("border_states", {"slots_per_front": 1}, "Each front has 1 slot;"),
    ("cyclistes", {"early_attack_lead_dice": 1}, "by the sum of 1 die, in cases"),
    ("border_states", {"track_control": 3}, "a Control zone 3 steps from the centre"),
    ("border_states", {"initiative_at_start": 1}, "The Confederacy holds the initiative first"),
    ("cyclistes", {"riders_default": 5}, "the same number of riders: 5 unless"),
    ("cyclistes", {"riders_per_leader": 3}, "one leader per 3 riders"),
    ("cyclistes", {"early_attack_lead_dice": 3}, "by the sum of 3 dice"),
    ("cyclistes", {"seconds_per_case": 20}, "the others lose 20 s per case behind"),
    ("tape_l_etape", {"endurance_extra_vitamines": 2}, "extra Vitamins: 2 per player"),
    (
        "roue_de_vitesse",
        {"breakaway_supplement": {"M": [3, 3, 3], "F": [3, 3, 3], "D": [3, 3, 3]}},
        "a die ≥ the cases + 3 (the wheel's middle ring)",
    ),
    (
        "roue_de_vitesse",
        {"counter_supplement": {"M": [2, 2, 4], "F": [2, 2, 2], "D": [1, 2, 2]}},
        "a die ≥ the escaper's total + the wheel's inner ring, 1 to 4 by terrain and pace",
    ),
]


@pytest.mark.parametrize(("game", "values", "sentence"), EDITS)
def test_an_edited_value_changes_the_prose(english, game: str, values, sentence: str) -> None:
    before = table(game).rules_html(standard(game))  # type: ignore[misc]
    html = table(game).rules_html(changed(game, **values))  # type: ignore[misc]
    prose = help_parts(html)[0].replace("&#x27;", "'")
    assert sentence in prose and sentence not in before.replace("&#x27;", "'")


def test_edited_tables_change_the_prose_and_the_list(english) -> None:
    blocks = copy.deepcopy(standard("border_states").values["blocks"])
    blocks[4]["value"] = 2  # a 1 (I) becomes a 2 (I)
    cards = copy.deepcopy(standard("border_states").values["battle_cards"])
    cards[0]["intensity"] = 1
    markers = copy.deepcopy(standard("border_states").values["start_markers"])
    markers["KY"] = [-1, 0, 0, 0]
    edited = changed("border_states", blocks=blocks, battle_cards=cards, start_markers=markers)
    html = table("border_states").rules_html(edited)  # type: ignore[misc]
    prose, editable, _ = help_parts(html)
    assert "3 (I+II+III), 2 (I), 1 (II)" in prose
    assert "(4 of intensity 0, 8 of intensity 1, 5 of intensity 2)" in prose
    assert "Kentucky (1 on the Union side, 3 in the centre);" in prose
    assert "<b>Battle cards</b>: 17 cards: 4 of intensity 0, 8 of intensity 1" in editable
    rings = {"M": [2, 3, 4], "F": [2, 2, 2], "D": [2, 2, 2]}
    html = table("roue_de_vitesse").rules_html(  # type: ignore[misc]
        changed("roue_de_vitesse", breakaway_supplement=rings)
    )
    assert "mountain +2 / +3 / +4; flat +2 / +2 / +2" in help_parts(html)[1]


def test_the_help_speaks_french(qapp) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply("fr")
    try:
        edited = changed("coup_de_bordure", plaquette_slots=11)
        html = table("coup_de_bordure").rules_html(edited)  # type: ignore[misc]
        prose, editable, readings = (p.replace("&#x27;", "'") for p in help_parts(html))
    finally:
        manager.apply("en")
    assert "a 11 cases" in prose and "<b>Cases d'une plaquette</b> : 11 — " in editable
    assert " : oui — " in readings


def test_an_edit_saved_in_the_editor_shows_in_the_help(qtbot, english) -> None:
    """From the help, Edit the assumptions…, change a number, save: the help then shows
    the saved ruleset, its prose quoting the new number."""
    dialog = RulesDialog(registry.entries(), "tape_l_etape")
    qtbot.addWidget(dialog)
    assert "extra Vitamins: 1 per player" in dialog.text.toPlainText()
    seen: dict[str, object] = {}

    def edit(editor) -> None:  # type: ignore[no-untyped-def]
        spin = editor.findChild(QSpinBox, "value_endurance_extra_vitamines")
        spin.setValue(2)
        editor.name.setText("Deux vitamines")
        editor.buttons.button(QDialogButtonBox.StandardButton.Save).click()
        seen["saved"] = editor.problem.text()
        editor.reject()

    answer_dialog(edit)
    dialog.findChild(QPushButton, "editAssumptions").click()
    assert seen["saved"] == "Saved “Deux vitamines”: choose it in the new-game dialog."
    assert dialog.rulesets_box.currentText() == "Deux vitamines"
    text = dialog.text.toPlainText()
    assert "extra Vitamins: 2 per player" in text and "Extra Vitamins in Endurance: 2" in text
    dialog.rulesets_box.setCurrentIndex(0)
    assert "extra Vitamins: 1 per player" in dialog.text.toPlainText()


@pytest.mark.parametrize("game", GAMES)
def test_the_help_closes_with_its_button_and_with_escape(qtbot, english, game: str) -> None:
    dialog = RulesDialog(registry.entries(), game)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.findChild(QTextBrowser, "rulesText").toPlainText()
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None and close.isVisible()
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    dialog.show()
    qtbot.keyClick(dialog.text, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


@pytest.mark.parametrize("game", GAMES)
def test_the_help_pictures_every_mark_of_the_table(qtbot, game: str, language: str) -> None:
    """Issue 26: the rules help ends with every mark the table draws, each pictured by
    the table's own painter beside its meaning, in the help's language."""
    dialog = RulesDialog(registry.entries(), game)
    qtbot.addWidget(dialog)
    document = dialog.text.document()
    html = document.toHtml()
    title = QCoreApplication.translate("Legend", "The marks on the table")
    assert escape(title) in html or title in html
    marks = table(game).marks
    assert marks is not None
    entries = marks(standard(game))
    kind = document.ResourceType.ImageResource
    pictures = [document.resource(kind, QUrl(f"mark:{n}")) for n in range(len(entries))]
    assert all(not p.isNull() for p in pictures)
    meanings = [label() for _, label in entries]
    assert all(m and m in dialog.text.toPlainText() for m in meanings)
    assert len(entries) >= 5
