"""Tape l'étape's table: the coloured columns in the middle, each rider's place (hand, five
stage cards, three jokers) around them, the viewer's below; playable cards are ringed and
played by a click; the panel holds the choices that are not cards (profile, start, target)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QVBoxLayout

from peloton_desktop import colours
from peloton_desktop.colours import Shade
from peloton_desktop.core.protocol import Action, Event, Result
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape import palette
from peloton_desktop.games.tape_l_etape.rules.events import CardLaid, StageDealt
from peloton_desktop.games.tape_l_etape.rules.observation import TleObservation
from peloton_desktop.games.tape_l_etape.rules.state import JOKERS, PROFILES, SPRINT
from peloton_desktop.games.tape_l_etape.view import text
from peloton_desktop.games.tape_l_etape.view.items import (
    CARD_H,
    CARD_W,
    ColumnItem,
    NumberCard,
    arm,
    title_card,
)
from peloton_desktop.games.tape_l_etape.view.joker_ask import joker_confirmed
from peloton_desktop.games.tape_l_etape.view.legend import marks_legend
from peloton_desktop.games.tape_l_etape.view.lesson_pieces import table_piece
from peloton_desktop.games.tape_l_etape.view.panel import TlePanel
from peloton_desktop.ui.pieces.card import CardItem
from peloton_desktop.ui.pieces.motion import Motion
from peloton_desktop.ui.pieces.table_text import TableText
from peloton_desktop.ui.table.game_view import BoardView, GameView
from peloton_desktop.ui.table.session import GameSession

WIDTH = 1150.0
PLACE_W, PLACE_H = 222.0, 152.0
MIDDLE_H = 262.0
SMALL_W, SMALL_H = 88.0, 40.0
PROFILE_FILL = palette.PROFILE.light
JOKER_FILL = palette.JOKER.light
STEP = "__step__"  # a card that opens a choice in the panel (a target, a card to give)


def _text(
    scene: QGraphicsScene,
    value: str,
    x: float,
    y: float,
    px: int = 17,
    bold: bool = False,
    colour: Shade = colours.TABLE_INK,
) -> QGraphicsSimpleTextItem:
    item = TableText(value, colour)  # follows the scheme (light or dark table)
    scene.addItem(item)
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    item.setFont(font)
    item.setPos(x, y)
    return item


class TleView(GameView[TleObservation]):
    observed = TleObservation

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.scene = QGraphicsScene()
        self.use_table(palette.TABLE)
        self.board = BoardView(self.scene)
        self.decision = self.panel = TlePanel(self)  # the base hides it at the end, in review
        self.panel.chosen.connect(self._play)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.panel)
        self.step: tuple[str, int] | None = None  # ("vitamine", victim) while giving
        self.last: Action | None = None
        self._dealt = False  # the last move dealt a new stage (after its last card)
        self.motion = Motion(self)
        self._flight: tuple[int, int, int] | None = None  # (seat, colour, value) just laid
        self._places: dict[int, QPointF] = {}
        self.obs: TleObservation  # what the viewer sees, from the last refresh

    # -- names ---------------------------------------------------------------------
    pieces = table_piece  # what a lesson's bubble may point at

    def name(self, seat: int) -> str:
        return self.session.seat_name(seat)

    # -- drawing -------------------------------------------------------------------
    def refresh(self) -> None:
        obs = self.obs = self.observation()
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        if self.step is not None and not any(a[0] == self.step[0] for a in legal):
            self.step = None
        self.motion.settle()  # its flying card belongs to the scene cleared here
        self.scene.clear()
        others = [p for p in range(obs.players) if p != self.viewer]
        width = max(WIDTH, len(others) * (PLACE_W + 12))
        gap = (width - len(others) * PLACE_W) / max(len(others) - 1, 1) if len(others) > 1 else 0
        x0 = 0.0 if len(others) > 1 else (width - PLACE_W) / 2
        for i, seat in enumerate(others):
            self._place(seat, x0 + i * (PLACE_W + gap), 0.0, legal, small=True)
        self._middle(obs, PLACE_H + 12)  # while held, the session shows the stage's end
        if self.viewer is not None:
            self._place(self.viewer, 0.0, PLACE_H + MIDDLE_H + 24, legal, small=False)
        # the places' rectangle, not the cards' (a hand's width changes at every card):
        # the board never moves as cards are played (issue 43)
        bottom = PLACE_H + MIDDLE_H + 24 + (160.0 if self.viewer is not None else 0.0)
        self.board.frame = QRectF(0.0, 0.0, width, bottom).adjusted(-10, -10, 10, 10)
        self.scene.setSceneRect(self.board.frame)
        self.board.fit()
        self._fly_laid_card()
        self.panel.show_decision(obs, legal, self.viewer, text.waiting_text(obs, self.name))
        self.ring_pieces()  # the coach's choices, on the rebuilt cards

    def _place(self, seat: int, x: float, y: float, legal: list[Action], small: bool) -> None:
        obs, s = self.obs, self.session
        self._places[seat] = QPointF(x + 8, y + (52 if small else 56))
        height = PLACE_H if small else 160.0
        width = PLACE_W if small else WIDTH
        box = self.scene.addRect(QRectF(x, y, width, height))
        asked = (seat == obs.current and obs.phase == "play") or (
            obs.phase != "play" and seat == obs.chooser
        )
        box.setPen(
            QPen(
                qcolor(colours.HIGHLIGHT_STRONG if asked else colours.TABLE_FRAME),
                stroke(3 if asked else 1.5),
            )
        )
        box.setToolTip(self._status(seat, full=True))
        swatch = self.scene.addRect(QRectF(x + 6, y + 6, 20, 20))
        swatch.setBrush(QColor(s.seat_colour(seat)))
        _text(self.scene, text.fit(self.name(seat), 16 if small else 40), x + 32, y + 3, 19, True)
        _text(self.scene, self._status(seat), x + 8, y + 28, 16, colour=colours.TABLE_MUTED)
        hand = obs.hands[seat]
        count = obs.hand_counts[seat]
        card_w, card_h = (CARD_W * 0.45, CARD_H * 0.45) if small else (CARD_W * 1.1, CARD_H * 1.1)
        cy = y + (52 if small else 56)
        if hand is None:
            label = translate("TapeLEtape", "%n card(s)", None, count)
            _text(self.scene, label, x + width - 84, cy + 6, 16)
            for i in range(count):
                back = NumberCard(0, 0, card_w, card_h, face_up=False)
                back.setPos(x + 8 + i * card_w * 0.5, cy)
                back.setToolTip(translate("TapeLEtape", "%n card(s) in hand", None, count))
                self.scene.addItem(back)
        else:
            room = width - 30 - card_w - (0 if small else 5 * (SMALL_W + 4) + 20)
            spacing = min(card_w + 6, room / max(len(hand) - 1, 1))
            for i, (c, v) in enumerate(hand):
                card = NumberCard(c, v, card_w, card_h)
                card.setPos(x + 8 + i * spacing, cy)
                card.setToolTip(text.card_text(c, v))
                if seat == self.viewer:
                    self._arm_hand_card(card, c, v, legal)
                    card.setToolTip(text.hand_card_tip(self.obs, self.viewer, c, v, legal))
                self.scene.addItem(card)
        if small:  # initials: the five stage cards on a row, the three jokers below
            size = (28.0, 28.0)
            positions = [(x + 8 + i * 31, y + 92) for i in range(5)]
            positions += [(x + 8 + i * 31, y + 122) for i in range(3)]
        else:  # full titles, beside the hand on the right
            size = (SMALL_W, SMALL_H)
            right = x + width - 5 * (SMALL_W + 4) - 10
            positions = [(right + i * (SMALL_W + 4), y + 56) for i in range(5)]
            positions += [(right + i * (SMALL_W + 4), y + 64 + SMALL_H) for i in range(3)]
        for (px, py), profile in zip(positions, PROFILES, strict=False):
            used = profile not in obs.profiles_left[seat]
            title = text.profile_initial(profile) if small else text.profile_name(profile)
            stage_card = title_card(title, PROFILE_FILL, *size, used=used)
            tip = text.profile_name(profile) + " — " + text.profile_help(profile)
            if used:
                tip += "\n" + translate("TapeLEtape", "(already ridden)")
            stage_card.setToolTip(tip)
            stage_card.setPos(px, py)
            if seat == self.viewer and ("profile", profile) in legal:
                stage_card.set_playable(("profile", profile))
                stage_card.chosen.connect(self._play)
            self.scene.addItem(stage_card)
        for (px, py), joker in zip(positions[5:], JOKERS, strict=True):
            left = obs.jokers[seat][joker]
            title = text.joker_initial(joker) if small else text.joker_title(joker)
            joker_card = title_card(title, JOKER_FILL, *size, used=left == 0)
            tip = text.joker_name(joker) + " — " + text.joker_help(joker)
            if left == 0:
                tip += "\n" + translate("TapeLEtape", "(used)")
            joker_card.setToolTip(tip)
            joker_card.setPos(px, py)
            self._arm_joker(joker_card, seat, joker, legal)
            self.scene.addItem(joker_card)

    def _status(self, seat: int, full: bool = False) -> str:
        """General time and marks; `full` spells the marks out (the tooltip)."""
        obs = self.obs
        total = obs.book.totals[GENERAL][seat]
        time = text.signed(total) if total else "0:00"
        parts = [translate("TapeLEtape", "GC {time}").format(time=time)]
        skips, done = obs.skips[seat], seat in obs.finished
        if full:
            if skips:
                parts.append(translate("TapeLEtape", "loses %n turn(s)", None, skips))
            if done:
                parts.append(translate("TapeLEtape", "hand empty"))
            if seat == obs.dealer:
                parts.append(translate("TapeLEtape", "dealer"))
            return " · ".join(parts)
        marks = ("⊘" * skips) + ("✔" if done else "")
        return parts[0] + (f"  {marks}" if marks else "")

    def _arm_hand_card(self, card: NumberCard, c: int, v: int, legal: list[Action]) -> None:
        if self.step is not None and self.step[0] == "vitamine":
            action: Action = ("vitamine", self.step[1], c, v)
            arm(card, action if action in legal else None)
        elif ("lay", c, v) in legal:
            arm(card, ("lay", c, v))
        else:
            arm(card, None, text.why_not(self.obs, self.viewer, c, v))
        card.chosen.connect(self._play)
        card.refused.connect(self.panel.explain)
        if self.shown_last() == ("lay", c, v):
            card.marked = True

    def _arm_joker(self, card: CardItem, seat: int, joker: str, legal: list[Action]) -> None:
        s = self.session
        if seat == self.viewer and joker == "braquet" and ("braquet",) in legal:
            card.set_playable(("braquet",))
        elif seat == self.viewer and any(
            a[0] == joker or (joker == "crevaison" and a[0] == "puncture") for a in legal
        ):
            card.set_playable((STEP, joker, seat))
            card.leads_to = [a for a in legal if a[0] in (joker, "puncture")]
        elif (
            joker == "crevaison"
            and seat != self.viewer
            and self.shared_screen  # a secret table: he asks for the laptop
            and s.is_human(seat)
            and seat in self.obs.window
        ):
            card.set_playable((STEP, joker, seat))  # a waiting rider's Puncture, out of turn
        card.chosen.connect(self._play)

    def _middle(self, obs: TleObservation, y: float) -> None:
        info = self.scene.addRect(QRectF(0, y, 330, MIDDLE_H))
        info.setPen(QPen(qcolor(colours.TABLE_FRAME), stroke(1.5)))
        stage = translate("TapeLEtape", "Stage {stage} of {total}").format(
            stage=obs.stage, total=obs.stages
        )
        _text(self.scene, stage, 12, y + 8, 22, True)
        if obs.profile:
            _text(
                self.scene,
                text.profile_name(obs.profile),
                12,
                y + 38,
                24,
                True,
                colours.TABLE_ACCENT,
            )
            if obs.phase == "play":
                way = text.direction_text(obs.direction)
                line = translate("TapeLEtape", "Start {start}, {way}").format(
                    start=obs.start, way=way
                )
                _text(self.scene, line, 12, y + 72, 18)
            help_item = _text(self.scene, "", 12, y + 102, 16, colour=colours.TABLE_MUTED)
            help_item.setText(text.wrap(text.profile_help(obs.profile), 34))
        if obs.mode == SPRINT and obs.stage == obs.stages:  # opened, not chosen
            chooser = translate("TapeLEtape", "Final mountain, opened by {name}").format(
                name=self.name(obs.chooser)
            )
        else:
            chooser = translate("TapeLEtape", "Chosen by {name}").format(
                name=self.name(obs.chooser)
            )
        chooser = text.wrap(chooser, 34)  # whole, on two lines when long
        rows = chooser.count("\n")
        bottom = y + MIDDLE_H - 28 - 20 * rows
        _text(self.scene, chooser, 12, bottom, 16, colour=colours.TABLE_MUTED)
        x = 360.0
        self._columns: dict[int, ColumnItem] = {}
        for colour in range(obs.colours):
            column = ColumnItem(colour, obs.low, obs.high)
            laid = obs.columns.get(colour)
            start = obs.start if obs.phase == "play" else 0
            column.set_state(laid, start, obs.direction)
            last = self.shown_last()
            if last is not None and last[0] == "lay" and last[1] == colour:
                column.last = last[2]
            column.setPos(x, y)
            self._columns[colour] = column
            column.setScale(min(1.0, MIDDLE_H / column.boundingRect().height()))
            self.scene.addItem(column)
            x += 86
        legend = marks_legend(17, WIDTH - x - 10)
        legend.setPos(x + 10, y + 8)
        self.scene.addItem(legend)

    # -- acting --------------------------------------------------------------------
    def describe_action(self, action: Action) -> str | None:
        return text.hinted_action(action, self.session.seat_name)

    def _play(self, action: Action) -> None:
        if action[0] == STEP:
            _, joker, seat = action
            if joker == "vitamine":
                self.panel.ask_vitamine_victim(self.session.legal_actions(seat))
            else:
                self.panel.ask_puncture_target(seat, self.session.legal_actions(seat))
            return
        if action[0] == "victim":
            self.step = ("vitamine", action[1])
            self.refresh()
            return
        seat = action[-1] if action[0] == "puncture_as" else self.viewer
        if action[0] == "puncture_as":
            action = ("puncture", action[1])
        if seat is None or not joker_confirmed(self, action, self.session.seat_name):
            return
        if self.session.play(seat, action):
            self.step = None

    def shown_last(self) -> Action | None:
        """The card marked as just laid: a stage's last card only while its end is held
        on screen, not on the new stage's columns once the players go on (in review
        too: the review hands the view each move's events, ui/table/review.py)."""
        session = self.session
        held = session.held or (session.reviewing and session.stage_end is not None)
        if self._dealt and not held:
            return None
        return self.last

    def forget_moves(self) -> None:
        """The review jumps: no mark carried over."""
        self.last, self._dealt = None, False

    def show_events(self, seat: int, events: list[Event]) -> None:
        laid = CardLaid.among(events)
        dealt_before, self._dealt = (
            self._dealt,
            any(e.kind in ("stage_dealt", "final_stage") for e in events),
        )
        if laid:
            self.last = ("lay", laid[-1].colour, laid[-1].value)
        elif self._dealt or dealt_before:
            self.last = None  # new columns: no card laid yet (a stage's last card is
            # marked only while its finish was held, never on the next stage's columns)
        # else the last card laid stays marked through passes and turns ended
        self._flight = (laid[-1].seat, *self.last[1:]) if laid and self.last else None

    def _fly_laid_card(self) -> None:
        """The card just laid travels from its player's place to its column."""
        flight, self._flight = self._flight, None
        if flight is None or self.session.reviewing:
            return
        seat, colour, value = flight
        column, start = self._columns.get(colour), self._places.get(seat)
        if column is None or start is None:
            return
        w, h = CARD_W * 0.45, CARD_H * 0.45
        slot = column.mapToScene(column.slot_rect(value)).boundingRect()
        card = NumberCard(colour, value, w, h)
        card.setZValue(50)
        self.scene.addItem(card)
        end = QPointF(slot.center().x() - w / 2, slot.center().y() - h / 2)
        self.motion.arrive([], self.animation_speed, [(card, start, end)])

    def opening_lines(self) -> list[str]:
        obs = self.initial_observation()
        event = StageDealt(1, obs.chooser).event()
        return [text.LINES.describe(event, self.name) or ""]

    def describe_event(self, event: Event) -> str | None:
        return text.LINES.describe(event, self.name)

    def describe_result(self, result: Result) -> str:
        return text.describe_result(result, self.name)

    def retranslate(self) -> None:
        self.panel.retranslate()
        self.refresh()


VIEW = TleView
