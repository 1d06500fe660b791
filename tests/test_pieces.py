"""The shared table pieces (ui/pieces): cards, hands, die, rider, seat styles, icon
rows, the action picker, the event-line table and the race part of a new-game panel;
none of them names a game."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QPushButton

from peloton_desktop import colours
from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.events import Payload, line, payload
from peloton_desktop.core.narrowing import Step, item
from peloton_desktop.core.protocol import Event
from peloton_desktop.draw.seat import CIRCLE, DIAMOND, HEXAGON, SQUARE, seat_icon, seat_style
from peloton_desktop.ui.pieces.card import CardBack, CardFace, CardItem, HandItem
from peloton_desktop.ui.pieces.die import DieItem
from peloton_desktop.ui.pieces.icons import IconRowItem, icon_row
from peloton_desktop.ui.pieces.log import EventLines
from peloton_desktop.ui.pieces.picker import ActionPicker
from peloton_desktop.ui.pieces.race_courses import RaceCourses
from peloton_desktop.ui.pieces.rider import RiderItem


def _view(qtbot, *items) -> QGraphicsView:  # type: ignore[no-untyped-def]
    view = QGraphicsView()
    scene = QGraphicsScene(view)
    for i in items:
        scene.addItem(i)
    view.setScene(scene)
    view.resize(600, 400)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def _click_item(qtbot, view: QGraphicsView, item, at: QPointF) -> None:  # type: ignore[no-untyped-def]
    pos = view.mapFromScene(item.mapToScene(at))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_seats_differ_by_shape_and_letter_not_only_colour(qapp) -> None:  # type: ignore[no-untyped-def]
    styles = [seat_style(s, "#0072B2", "ABCD"[s]) for s in range(4)]
    assert [s.shape for s in styles] == [CIRCLE, SQUARE, DIAMOND, HEXAGON]
    assert seat_style(1, None).colour == colours.SEAT_COLOURS[1]  # its seat's default, not grey
    assert styles[0].ink.name() == "#ffffff" and seat_style(0, "#F0E442").ink.name() == "#1a1a1a"
    assert not seat_icon(styles[2], 24).isNull()


def test_a_playable_card_click_emits_its_action(qtbot) -> None:  # type: ignore[no-untyped-def]
    card = CardItem(CardFace("Spy", tooltip="Reveal a block."), CardBack())
    view = _view(qtbot, card)
    assert "Spy" in card.toolTip()
    seen: list[object] = []
    card.chosen.connect(seen.append)
    assert card.acceptedMouseButtons() == Qt.MouseButton.NoButton  # not playable: no click
    card.set_playable(("spy", (0, 1)))
    _click_item(qtbot, view, card, QPointF(50, 25))
    assert seen == [("spy", (0, 1))]


def test_a_hand_shows_faces_only_to_its_owner(qtbot) -> None:  # type: ignore[no-untyped-def]
    hand = HandItem(CardBack("#A8322D"))
    view = _view(qtbot, hand)
    faces = [CardFace("Spy"), CardFace("Scout"), CardFace("Chaplain")]
    hand.show_hand(faces, owner_view=True)
    assert [c.face_up for c in hand.cards] == [True] * 3
    assert [c.toolTip() for c in hand.cards] == ["Spy", "Scout", "Chaplain"]
    assert hand.count_text() == ""
    hand.show_hand(faces, owner_view=False)
    assert len(hand.cards) == 3 and not any(c.face_up for c in hand.cards)
    assert all("Spy" not in c.toolTip() for c in hand.cards)
    assert hand.count_text() == "×3" and "3" in hand.toolTip()
    fan = HandItem(CardBack(), fan=8.0)
    fan.show_hand(faces, owner_view=True)
    assert [c.rotation() for c in fan.cards] == [-8.0, 0.0, 8.0]
    assert view.scene() is hand.scene()


def test_a_hand_forwards_the_click_of_a_playable_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    hand = HandItem(CardBack())
    view = _view(qtbot, hand)
    hand.show_hand([CardFace("Spy"), CardFace("Scout")], owner_view=True)
    hand.cards[1].set_playable(("scout", 0, 2))
    with qtbot.waitSignal(hand.chosen) as blocker:
        _click_item(qtbot, view, hand.cards[1], QPointF(50, 25))
    assert blocker.args == [("scout", 0, 2)]


def test_the_die_animation_ends_on_the_value(qtbot) -> None:  # type: ignore[no-untyped-def]
    die = DieItem(12)
    view = _view(qtbot, die)
    die.roll_to(9, duration_ms=120)
    assert die.value == 9  # the state never waits for the picture
    assert die.rolling()
    qtbot.waitUntil(lambda: not die.rolling(), timeout=2000)
    assert die.shown == 9 and die.rotation() == 0 and "9" in die.toolTip()
    d6 = DieItem(6)
    d6.roll_to(4, duration_ms=0)
    assert d6.shown == 4 and not d6.rolling()
    d6.roll_to(2, duration_ms=5000)
    d6.stop()  # e.g. the table is left while it tumbles
    assert d6.shown == 2 and not d6.rolling()
    assert view.scene() is die.scene()


def test_a_rider_paints_its_seat_and_letter(qtbot) -> None:  # type: ignore[no-untyped-def]
    rider = RiderItem(0, seat_style(2, "#009E73", "B"))
    rider.active, rider.badge = True, "Attack"
    assert rider.letter == "B"
    image = QImage(60, 60, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.translate(30, 40)
    rider.paint(p, None)  # type: ignore[arg-type]
    p.end()
    assert image.pixelColor(30, 40).name() != "#000000"
    rider.setProperty("pos", QPointF(12, 3))  # what Motion animates
    assert rider.pos() == QPointF(12, 3)


def test_icon_rows(qtbot) -> None:  # type: ignore[no-untyped-def]
    drawn: list[str] = []
    icon = icon_row(lambda p, r, x: drawn.append(x), ["a", "b"], 20)
    assert drawn == ["a", "b"] and icon.availableSizes()[0].width() == 2 * 23
    row = IconRowItem(lambda p, r, x: None, 20, "cubes")
    row.set_pieces(["MO", "KY", "DE"])
    assert row.boundingRect().width() == 3 * 23 and row.toolTip() == "cubes"


class _Picker(ActionPicker[object]):
    def routes(self) -> Mapping[Hashable, Callable[[], None]]:
        return {"pace": self._pace}

    def _pace(self) -> None:
        n = self.narrowing((Step(item(1)), Step(item(2))))
        self.prompt.setText(f"depth {n.depth}")
        for option in n.options():
            self.option_button(None, str(option), f"o_{option}", n, option)
        if n.depth:
            self.back_button("Back")


def _press(qtbot, picker: ActionPicker, name: str) -> None:  # type: ignore[no-untyped-def]
    button = picker.findChild(QPushButton, name)  # held: the click replaces the buttons
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_picker_narrows_then_emits_a_legal_action(qtbot) -> None:  # type: ignore[no-untyped-def]
    picker = _Picker("picker")
    qtbot.addWidget(picker)
    picker.show()
    legal = [("pace", "A", 1), ("pace", "A", 2), ("pace", "B", 1)]
    picker.show_decision({}, legal, None, "waiting")
    assert picker.prompt.text() == "depth 0"
    _press(qtbot, picker, "o_A")
    assert picker.prompt.text() == "depth 1"
    assert [b.objectName() for b in picker.buttons()] == ["o_1", "o_2", "back"]
    with qtbot.waitSignal(picker.chosen) as blocker:
        _press(qtbot, picker, "o_2")
    assert blocker.args == [("pace", "A", 2)] and picker.path == ()
    picker.redraw()  # the view shows the next decision; here: the same one again
    assert picker.prompt.text() == "depth 0"
    with qtbot.waitSignal(picker.chosen) as blocker:  # one action left: chosen at once
        _press(qtbot, picker, "o_B")
    assert blocker.args == [("pace", "B", 1)]
    picker.show_decision({}, [], None, "waiting for Bo")
    assert picker.prompt.text() == "waiting for Bo" and picker.buttons() == []


def test_event_lines_table() -> None:
    @payload
    class Moved(Payload, kind="moved"):
        to: int

    lines: EventLines[str] = EventLines(line(Moved, lambda p, c: f"{c}: {p.to}"))
    assert "moved" in lines and "other" not in lines
    assert lines.describe(Moved(4).event(), "Ana") == "Ana: 4"
    assert lines.describe(Event("moved", {"to": 5}), "Ana") == "Ana: 5"  # a dict decoded
    assert lines.describe(Event("other", {}), "Ana") is None


def test_the_race_part_orders_the_stages_and_says_what_is_wrong(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    def course_data(cid: str) -> dict[str, Any]:
        if cid == "nowhere":
            raise PelotonError("unreadable")
        return {"id": cid}

    race = RaceCourses("cyclistes", "classique_du_nord", 3, course_data)
    qtbot.addWidget(race)
    assert race.stages() == ["classique_du_nord"] and not race.is_stage_race()
    assert race.stage_list.isHidden() and not race.problem
    with qtbot.waitSignal(race.changed):
        race.stage_race.setChecked(True)
    first, second = race.stages()
    race.move_stage(-1)
    assert race.stages() == [second, first] and not race.stage_list.isHidden()
    assert race.summary().startswith("2 stages: ")
    race.add_stage("nowhere")
    assert not race.problem
    assert race.courses() == [{"id": second}, {"id": first}]
    assert race.problem == "A course of the race cannot be read."
    race.add_stage()
    assert race.problem == "At most 3 stages."
    for _ in range(3):
        race.remove_stage()
    assert race.problem == "A stage race needs at least two stages."


def test_the_shared_pieces_name_no_game() -> None:
    root = Path(__file__).resolve().parent.parent / "peloton_desktop" / "ui" / "pieces"
    for path in root.glob("*.py"):
        code = path.read_text(encoding="utf-8")
        for word in ("peloton_desktop.games", "cyclistes", "roue_de_vitesse", "coup_de_bordure"):
            assert word not in code, f"{path.name} mentions {word}"


def test_a_legend_paints_each_mark_beside_its_meaning(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 26: every mark a table uses has a legend, in the current language."""
    from peloton_desktop.games.cyclistes.view.legend import marks_legend as cyc
    from peloton_desktop.games.tape_l_etape.view.legend import marks_legend as tle

    for make in (cyc, tle):
        legend = make(17, 400)
        assert len(legend.entries) >= 4
        words = [label() for _, label in legend.entries]
        assert all(words) and len(set(words)) == len(words)
        slots = legend._slots()
        assert all(s.right() <= 400 for _, s, _ in slots)  # wrapped to its width
        image = QImage(400, int(legend.boundingRect().height()) + 1, QImage.Format.Format_ARGB32)
        image.fill(0)
        p = QPainter(image)
        legend.paint(p, None)  # type: ignore[arg-type]
        p.end()
        swatch = slots[0][0].center()
        assert image.pixelColor(int(swatch.x()), int(swatch.y())).alpha() > 0
