"""Learn to play: every lesson of every game played to its end by clicking what the
bubbles point at; a wrong move explained and not kept; leave, resume, and the tick."""

from __future__ import annotations

import pytest
from catalogues import ts as catalogue
from lesson_helpers import lesson_ids, open_lesson_page, play_lesson, play_step
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.lessons import check_lesson, lesson_files, lessons_of, read_lesson
from peloton_desktop.ui.lessons.progress import progress


def test_every_lesson_file_is_sound_and_its_steps_legal() -> None:
    for entry in registry.entries():
        files = lesson_files(entry)
        assert len(lessons_of(entry)) == len(files)  # none left out as broken
        for path in files:
            lesson = read_lesson(path)
            assert lesson.game == entry.id and path.stem == lesson.id
            check_lesson(lesson, entry.create())  # every step's moves legal where asked


def test_the_two_games_of_the_done_when_have_lessons() -> None:
    assert len(lesson_ids("roue_de_vitesse")) >= 2
    assert len(lesson_ids("coup_de_bordure")) >= 2


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_a_lesson_is_played_to_its_end_by_clicking_the_bubbles(qtbot, english, lesson_id) -> None:  # type: ignore[no-untyped-def]
    runner = open_lesson_page(qtbot, lesson_id)
    play_lesson(qtbot, runner)
    assert progress().done(lesson_id)
    assert runner.close_button.isVisible() and runner.leave_button.isVisible()
    runner.page.session.close()


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_in_french_no_bubble_covers_what_its_step_needs(qtbot, english, lesson_id) -> None:  # type: ignore[no-untyped-def]
    """Every step of every lesson at 1366×768 in French (English above: `play_step`
    checks the bubble covers neither its pieces, nor the panel's prompt, nor the
    buttons of the moves asked)."""
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply("fr")
    runner = open_lesson_page(qtbot, lesson_id)
    assert runner.page.size().width() == 1366
    play_lesson(qtbot, runner)
    assert progress().done(lesson_id)
    runner.page.session.close()


def test_every_lesson_text_is_in_the_catalogues_with_its_french() -> None:
    import sys
    import xml.etree.ElementTree as ET
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root / "tools"))
    import lesson_texts

    for entry in registry.entries():  # each game's lessons, in its own catalogue
        french = {
            m.findtext("source"): m.findtext("translation")
            for c in ET.parse(catalogue(entry.id, "fr")).getroot().iter("context")
            if c.findtext("name") == "Lesson"
            for m in c.iter("message")
        }
        for text in lesson_texts.texts(entry.id):
            assert french.get(text["en"]) == text["fr"], text["en"]
        # what lupdate read is what the files say (else: tools/update_translations.sh)
        generated = lesson_texts.sources_path(entry.id)
        if lesson_files(entry):
            assert generated.read_text(encoding="utf-8") == lesson_texts.sources_text(entry.id)
        else:
            assert not generated.exists()


def test_a_wrong_move_is_explained_and_not_kept(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    runner = open_lesson_page(qtbot, "rdv-2-breakaway", 2)  # "click A1 to attack"
    session = runner.session
    before = len(session.record.actions)
    wrong = runner.page.view.findChild(QPushButton, "no_attack")
    with qtbot.waitSignal(runner.wrongShown) as said:
        qtbot.mouseClick(wrong, Qt.MouseButton.LeftButton)
    assert said.args == ["This lesson is about the breakaway: attack with A1."]
    assert runner.bubble.wrong.isVisible() and "breakaway" in runner.bubble.wrong.text()
    assert len(session.record.actions) == before and runner.step == 2  # nothing kept
    assert ("no_attack",) in session.legal_actions(0)  # the same question again
    play_step(qtbot, runner, 2)  # the move asked is then played
    assert session.record.actions[before].action == ["attack", 0]
    assert not runner.bubble.wrong.isVisible()  # the reason went with the wrong move
    session.close()


def test_a_lesson_left_is_resumed_where_it_was_and_ticked_once_finished(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.main_window import MainWindow

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    lessons = window.start.lessons
    item = lessons.item_of("rdv-1-start-and-pace")
    assert item is not None and item.checkState() == Qt.CheckState.Unchecked
    assert not item.flags() & Qt.ItemFlag.ItemIsUserCheckable  # a tick shown, not clicked
    lessons.list.setCurrentItem(item)
    assert lessons.start.text() == "Start the lesson"
    qtbot.mouseClick(lessons.start, Qt.MouseButton.LeftButton)
    runner = window.page.lesson  # type: ignore[union-attr]
    runner.session.bot_delay_ms = 0
    for k in range(4):
        play_step(qtbot, runner, k)
    qtbot.waitUntil(lambda: runner.showing() == 4)
    position = [a.action for a in runner.session.record.actions]
    qtbot.mouseClick(window.page.leave_button, Qt.MouseButton.LeftButton)  # type: ignore[union-attr]
    assert window.page is None and window.stack.currentWidget() is window.start
    item = lessons.item_of("rdv-1-start-and-pace")
    assert item is not None and "(left at step 5 of 12)" in item.text()
    lessons.list.setCurrentItem(item)
    assert lessons.start.text() == "Resume the lesson"
    qtbot.mouseClick(lessons.start, Qt.MouseButton.LeftButton)
    runner = window.page.lesson  # type: ignore[union-attr]
    runner.session.bot_delay_ms = 0
    qtbot.waitUntil(lambda: runner.showing() == 4)
    assert [a.action for a in runner.session.record.actions] == position
    play_lesson(qtbot, runner)
    qtbot.mouseClick(runner.leave_button, Qt.MouseButton.LeftButton)
    assert window.page is None
    item = lessons.item_of("rdv-1-start-and-pace")
    assert item is not None and item.checkState() == Qt.CheckState.Checked
    action = window.learn_menu.actions_by_id["rdv-1-start-and-pace"]
    assert action.isCheckable() and action.isChecked()
    assert not window.learn_menu.actions_by_id["rdv-2-breakaway"].isChecked()


def test_the_game_menu_opens_a_lesson(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.main_window import MainWindow

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    assert window.learn_menu.title() == "&Learn to play"
    assert window.learn_menu.menuAction() in window.game_menu.actions()
    window.learn_menu.actions_by_id["cdb-1-paces"].trigger()
    assert window.page is not None and window.page.entry.id == "coup_de_bordure"
    runner = window.page.lesson  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: runner.showing() == 0)
    assert runner.target() is runner.page.view.plaquettes[0]  # type: ignore[attr-defined]
    window.leave_game()


def test_a_lesson_speaks_french(qtbot) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply("fr")
    try:
        runner = open_lesson_page(qtbot, "rdv-2-breakaway", 1)
        assert (
            "Pour s'échapper il faudra obtenir un score d'au moins 6" in runner.bubble.text.text()
        )
        assert "étape 2 sur 12" in runner.bubble.heading.text()
        assert runner.next_button.text() == "Suivant"
        runner.session.close()
    finally:
        manager.apply("en")


def test_a_game_card_opens_its_first_lesson_not_finished(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.main_window import MainWindow

    progress().save("rdv-1-start-and-pace", 0, [], done=True)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    button = window.start.findChild(QPushButton, "learn_roue_de_vitesse")
    assert button is not None and button.isVisible() and button.text() == "Learn to play"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.page is not None and window.page.lesson.lesson.id == "rdv-2-breakaway"  # type: ignore[attr-defined]
    window.leave_game()


def test_the_race_goes_on_against_the_bots_once_a_lesson_ends(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    runner = open_lesson_page(qtbot, "rdv-2-breakaway", 11)  # the last step: a rival to move
    session = runner.session
    session.bot_delay_ms = 0
    before = len(session.record.actions)
    assert session.to_move() == (1,) and not session.thinking()  # the bot waits for the lesson
    qtbot.mouseClick(runner.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.actions) > before, timeout=20000)
    assert session.record.actions[before].seat == 1
    qtbot.mouseClick(runner.close_button, Qt.MouseButton.LeftButton)
    assert not runner.bubble.isVisible()
    session.close()


def test_a_broken_progress_file_only_forgets_the_ticks(qtbot, user_home) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.lessons.progress import LessonProgress

    path = LessonProgress.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"lessons": {"rdv-1-start-and-pace": {"step": "lots"}}', encoding="utf-8")
    store = progress()
    assert not store.done("rdv-1-start-and-pace") and not store.started("rdv-1-start-and-pace")
    store.save("rdv-1-start-and-pace", 2, [None, ["place", 0, 0]])
    assert LessonProgress().state("rdv-1-start-and-pace").step == 2  # written sound again


def test_the_bubble_follows_its_piece_when_the_window_resizes(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    runner = open_lesson_page(qtbot, "rdv-2-breakaway", 1)  # points at the wheel
    before = runner.target_rect()
    assert before is not None and runner.bubble.target == before
    runner.page.resize(1100, 700)
    qtbot.waitUntil(lambda: runner.target_rect() != before)
    qtbot.waitUntil(lambda: runner.bubble.target == runner.target_rect())
    after = runner.bubble.target
    bubble = runner.bubble.geometry()
    assert after is not None and runner.page.rect().contains(bubble)
    tip = runner.bubble.mapTo(runner.page, runner.bubble.tip)
    assert abs(tip.x() - after.center().x()) <= 2  # the arrow on the piece's middle
    assert min(abs(tip.y() - after.bottom()), abs(tip.y() - after.top())) <= 8
    assert runner.bubble.ring.geometry().contains(after)
    runner.session.close()


def test_a_resumed_lesson_replays_the_move_the_player_chose(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from lesson_helpers import click_piece

    from peloton_desktop.ui.lessons.catalogue import find
    from peloton_desktop.ui.lessons.launch import lesson_session

    runner = open_lesson_page(qtbot, "cdb-1-paces", 2)  # Sagan's Accélération: any tokens
    marker = runner.page.view.lesson_piece("marker", [0, "acceleration"])
    assert marker is not None
    click_piece(qtbot, runner, marker)
    last = runner.page.view.findChild(QPushButton, "pay_3")  # not the pointed pay_0
    assert last is not None and last.isVisible()
    with qtbot.waitSignal(runner.session.accepted) as chosen:
        qtbot.mouseClick(last, Qt.MouseButton.LeftButton)
    runner.session.close()
    state = progress().state("cdb-1-paces")
    assert state.step == 3 and state.played[2] == runner.session.game.encode_action(chosen.args[0])
    found = find("cdb-1-paces")
    assert found is not None
    again = lesson_session(*found, state.step, state.played)
    assert again.record.actions[-1].action == state.played[2]  # the tokens paid, as chosen


def test_a_lesson_switches_language_while_open(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.shell.i18n import manager

    runner = open_lesson_page(qtbot, "cdb-1-paces", 0)
    assert runner.bubble.text.text().startswith("Energy is the small square tokens")
    manager.apply("fr")
    qtbot.waitUntil(lambda: runner.bubble.text.text().startswith("L'énergie est représentée"))
    assert (
        runner.next_button.text() == "Suivant" and "étape 1 sur 7" in runner.bubble.heading.text()
    )
    manager.apply("en")
    qtbot.waitUntil(lambda: runner.next_button.text() == "Next")
    runner.session.close()


def test_a_lesson_ends_with_what_was_learnt_and_the_next_one(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.lessons.launch import open_lesson
    from peloton_desktop.ui.shell.main_window import MainWindow

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    runner = open_lesson(window, "tle-5-broom-wagon")
    assert runner is not None
    runner.session.bot_delay_ms = 0
    coach = window.page.coach_bar  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: runner.showing() == 0)
    assert not coach.button.isVisible() and not coach.toggle.isVisible()  # off: it guides
    play_lesson(qtbot, runner)
    assert runner.bubble.isVisible()
    text = runner.bubble.text.text()
    assert "Lesson finished: Choose the Broom wagon" in text
    assert "Next lesson: The final mountain and the general classification" in text
    assert runner.next_lesson_button.isVisible() and runner.close_button.isVisible()
    qtbot.waitUntil(lambda: coach.button.isVisible())  # free play: the coach is back
    runner.show_step()  # as when the bots race on: the end's words stay until closed
    assert runner.bubble.isVisible() and "Lesson finished" in runner.bubble.text.text()
    qtbot.mouseClick(runner.next_lesson_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.page is not None and window.page.lesson is not runner)  # type: ignore[union-attr]
    assert window.page.lesson.lesson.id == "tle-6-final-mountain"  # type: ignore[union-attr]
    window.leave_game()


def test_the_learner_shares_out_his_own_points_and_the_lesson_goes_on(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    runner = open_lesson_page(qtbot, "rdv-1-start-and-pace")
    view = runner.page.view
    qtbot.mouseClick(view.findChild(QPushButton, "preset_sprinter"), Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(runner.stepShown):
        qtbot.mouseClick(view.findChild(QPushButton, "confirmSkills"), Qt.MouseButton.LeftButton)
    assert runner.session.record.actions[0].action == ["profile", 10, 5, 0]
    play_lesson(qtbot, runner)  # the rest of the lesson holds with a sprinter A1
    assert runner.played[0] == ["profile", 10, 5, 0]
    runner.page.session.close()


def test_after_a_wrong_first_block_the_bubble_points_at_back(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    runner = open_lesson_page(qtbot, "bs-1-a-turn-of-combat", 2)  # "click the 1, then the 3"
    view = runner.page.view
    wrong = view.findChild(QPushButton, "top_8")  # not the 1 the step asks to show
    assert wrong is not None
    qtbot.mouseClick(wrong, Qt.MouseButton.LeftButton)
    back = view.findChild(QPushButton, "back")
    qtbot.waitUntil(lambda: runner.target() is back and back.isVisible())
    qtbot.waitUntil(lambda: runner.bubble.target == runner.target_rect())  # it followed
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    play_step(qtbot, runner, 2)  # and the step is then played as asked
    runner.page.session.close()


@pytest.mark.parametrize(
    ("lesson_id", "step", "said", "dit"),
    [
        (
            "tle-1-first-stage",
            10,
            "Rival 1 kept a 9 and a 10 (1:00, so 1:40 behind you)",
            "(1:00, soit 1:40 derrière vous)",
        ),
        ("tle-6-final-mountain", 0, "you are last, 2:50 behind Rival 1", "à 2:50 de"),
        (
            "tle-6-final-mountain",
            9,
            "has you in place 2, 1:40 behind Rival 1",
            "vous êtes 2e, à 1:40 de",
        ),
    ],
)
def test_the_figures_of_a_text_are_the_races_own(
    qtbot, english, lesson_id, step, said, dit
) -> None:  # type: ignore[no-untyped-def]
    """The text says what the classification says ({stage_gap:1} and the like are
    filled from the race on screen), in French too."""
    from peloton_desktop.ui.shell.i18n import manager

    runner = open_lesson_page(qtbot, lesson_id, step)
    assert said in runner.bubble.text.text()
    manager.apply("fr")
    qtbot.waitUntil(lambda: dit in runner.bubble.text.text())
    assert "{" not in runner.bubble.text.text()
    runner.page.session.close()
