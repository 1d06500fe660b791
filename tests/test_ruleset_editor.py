"""Rulesets a box owner can correct: the checks, the files, the editor, a game with it."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from dialogs import answer_dialog, answer_private_steps
from games import GAMES
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QSpinBox,
    QTableWidget,
)

from peloton_desktop.cli import main
from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.records import load_record, replay
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.ruleset_check import (
    check_ruleset,
    problems,
    ruleset_path,
    save_user_ruleset,
    user_rulesets,
)
from peloton_desktop.settings import Settings
from peloton_desktop.ui.dialogs.ruleset_editor import RulesetEditor
from peloton_desktop.ui.shell.main_window import MainWindow


def standard(game: str) -> Ruleset:
    return registry.get(game).game_class().default_ruleset()


def changed(game: str, name: str = "mine", **values) -> Ruleset:  # type: ignore[no-untyped-def]
    r = standard(game)
    v = copy.deepcopy(r.values)
    for key, value in values.items():
        v[key] = value
    return r.model_copy(update={"values": v, "name": name})


@pytest.mark.parametrize("game", GAMES)
def test_the_standard_rulesets_play(game: str) -> None:
    check_ruleset(standard(game))


def _blocks_with(index: int, **fields):  # type: ignore[no-untyped-def]
    blocks = copy.deepcopy(standard("border_states").values["blocks"])
    blocks[index].update(fields)
    return blocks


@pytest.mark.parametrize(
    ("game", "values", "message"),
    [
        ("coup_de_bordure", {"plaquette_slots": 99}, "“plaquette_slots” must be between 8 and 12"),
        ("coup_de_bordure", {"plaquette_slots": "8"}, "“plaquette_slots” must be a whole number"),
        ("coup_de_bordure", {"team_tokens": 20}, "“team_tokens” is a reading this version"),
        (
            "coup_de_bordure",
            {"hidden_revealed_when_fed": False},
            "“hidden_revealed_when_fed” is a reading this version plays one way only",
        ),
        ("border_states", {"blocks": _blocks_with(3, value=9)}, "“blocks.4.value” must be between"),
        ("border_states", {"blocks": _blocks_with(3, battles=[1, 4])}, "“blocks.4.battles.2”"),
        ("border_states", {"blocks": _blocks_with(3, colour="red")}, "“blocks.4.colour” is not"),
        ("border_states", {"start_markers": {"MO": [0, 0, 0, 0]}}, "“start_markers.KY” is missing"),
        ("border_states", {"initiative_at_start": True}, "must be a whole number"),
    ],
)
def test_a_ruleset_that_breaks_the_shape_names_the_value(game, values, message) -> None:
    found = [str(p) for p in problems(changed(game, **values))]
    assert any(message in p for p in found), found
    with pytest.raises(BadInput) as err:
        check_ruleset(changed(game, **values))
    assert str(err.value) == found[0]


def test_a_ruleset_the_engine_cannot_play_is_refused(monkeypatch) -> None:
    """The bounds are sound (tests/test_ruleset_bounds.py); the few games played before
    a ruleset is saved stay as a second line: with the bounds out of the way, a value
    that leaves no file to recruit from is refused by play."""
    import peloton_desktop.core.ruleset_check as check

    bad = changed("border_states", available_at_start=9)
    assert [p.key for p in problems(bad)] == ["ruleset.range"]  # the bound says no first
    monkeypatch.setattr(check, "problems", lambda _ruleset: [])
    with pytest.raises(BadInput) as err:
        check_ruleset(bad)
    assert "cannot be played with these values (available_at_start)" in str(err.value)


def test_saved_rulesets_are_listed_and_validated(tmp_path: Path, capsys) -> None:
    ok = changed("border_states", "Ma boîte", slots_per_front=4)
    path = save_user_ruleset(ok)
    assert path == ruleset_path(ok) and path.parent.name == "border_states"
    assert [r.name for r in user_rulesets("border_states")] == ["Ma boîte"]
    assert main(["validate", str(path)]) == 0
    assert capsys.readouterr().out.startswith("valid ruleset")
    data = json.loads(path.read_text())
    data["values"]["slots_per_front"] = 0
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert main(["validate", str(bad)]) == 2
    assert "“slots_per_front” must be between 1 and 5" in capsys.readouterr().err
    with pytest.raises(BadInput):
        save_user_ruleset(changed("border_states", "Standard"))


def test_the_editor_saves_and_a_game_is_played_with_it(qtbot, english) -> None:
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.show()
    seen: dict[str, object] = {}

    def edit(dialog) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(dialog, RulesetEditor)
        dialog.games.setCurrentIndex(dialog.games.findData("coup_de_bordure"))
        spin = dialog.findChild(QSpinBox, "value_plaquette_slots")
        seen["first"] = spin.value()
        seen["bounds"] = (spin.minimum(), spin.maximum())  # the ruleset's limits
        numbers = dialog.findChild(QGroupBox, "rulesetNumbers")
        seen["label_text"] = [w.text() for w in numbers.findChildren(QLabel) if w.buddy() is spin]
        seen["tip"] = spin.toolTip()
        spin.setValue(10)
        dialog.name.setText("My box")
        save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
        qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
        seen["saved"] = dialog.problem.text()
        dialog.reject()

    answer_dialog(edit)
    window.findChild(type(window.rules_action), "menuEditRules").trigger()
    assert seen["first"] == 8 and seen["bounds"] == (8, 12)
    assert seen["label_text"] == ["Slots on a plaquette"]
    assert seen["tip"] == "From 8 to 12.\nIn a ruleset file: “plaquette_slots”."
    assert seen["saved"] == "Saved “My box”: choose it in the new-game dialog."

    def start(dialog) -> None:  # type: ignore[no-untyped-def]
        rules = dialog.findChild(QComboBox, "rulesetChoice")
        seen["choices"] = [rules.itemText(i) for i in range(rules.count())]
        rules.setCurrentIndex(1)
        answer_private_steps(sum(s.kind == "human" for s in dialog.seat_infos()))
        dialog.accept()

    answer_dialog(start)
    window.new_game("coup_de_bordure")
    assert seen["choices"] == ["standard (the rulebook and our assumptions)", "My box"]
    session = window.page.session
    assert session.game.ruleset.values["plaquette_slots"] == 10
    record = load_record(session.autosave_path)
    assert record.ruleset.name == "My box"
    assert replay(record).game.ruleset.values["plaquette_slots"] == 10
    # eight slots in the standard game: the white fillers show the two extra ones
    riders = session.game.observe(session.state, None).riders  # everything
    assert all(r.own is not None and r.own.fillers >= 2 for r in riders)


def test_tables_edit_border_states_blocks(qtbot, english) -> None:
    dialog = RulesetEditor(registry.entries(), "border_states")
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget, "value_blocks")
    shown = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
    headers = [table.horizontalHeaderItem(c).text() for c in shown]
    assert headers == ["Value", "Battles"]  # the block's id and kind are its row's name
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert rows[:4] == ["The −2", "The Ambush", "The Siege", "The 3"]
    table.item(4, 1).setText("2")  # a 1 (I) becomes a 2 (I)
    assert dialog.ruleset().values["blocks"][4]["value"] == 2
    assert dialog.ruleset().values["blocks"][2]["battles"] == [1, 2, 3]
    assert dialog.ruleset().values["blocks"][1]["kind"] == "ambush"  # hidden, kept
    assert dialog.check() == ""
    table.item(4, 2).setText("1, 7")
    assert (
        dialog.check()
        == "The value “General blocks › First 1 › Battles › 2” must be between 1 and 3, not 7."
    )


@pytest.mark.parametrize(
    ("game", "mine", "value", "gone", "stale"),
    [
        (
            "roue_de_vitesse",
            "counter_supplement",
            {"M": [3, 2, 2], "F": [2, 2, 2], "D": [2, 2, 2]},
            "first_turn_cases",
            None,
        ),
        ("cyclistes", "seconds_per_case", 20, None, ("case_capacity", 6)),
    ],
)
def test_a_ruleset_saved_before_a_rules_fix_stays_listed(
    game: str, mine: str, value: Any, gone: str | None, stale: tuple[str, Any] | None
) -> None:
    """A box owner's ruleset saved at an older rules revision (without a key added
    since, or with a value that has since become the rulebook's own) is carried onto
    today's rules, keeping its edits."""
    from peloton_desktop.core.registry import load_game

    standard = load_game(game).ruleset
    values = dict(standard.values)
    values[mine] = value
    values["rules_revision"] = max(1, int(values.get("rules_revision", 1)) - 1)
    if gone is not None:
        del values[gone]
    if stale is not None:
        values[stale[0]] = stale[1]
    old = standard.model_copy(update={"name": "Ma boîte", "values": values})
    path = ruleset_path(old)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(old.model_dump(mode="json")))
    (listed,) = user_rulesets(game)
    assert listed.name == "Ma boîte" and problems(listed) == []
    assert listed.values["rules_revision"] == standard.values.get("rules_revision", 1)
    assert listed.values[mine] == value
    if gone is not None:
        assert listed.values[gone] == standard.values[gone]
    if stale is not None:
        assert listed.values[stale[0]] == standard.values[stale[0]]
