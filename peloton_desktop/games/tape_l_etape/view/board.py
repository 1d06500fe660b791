"""Tape l'étape's table: the coloured columns in the middle, each rider's place (hand, five
stage cards, three jokers) around them, the viewer's below; playable cards are ringed and
played by a click; the panel holds the choices that are not cards (profile, start, target)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsScene, QVBoxLayout

from peloton_desktop import colours
from peloton_desktop.core.protocol import Action, Event, Result
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.textbox import text_scale
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape import palette
from peloton_desktop.games.tape_l_etape.rules.events import CardLaid, StageDealt
from peloton_desktop.games.tape_l_etape.rules.observation import TleObservation
from peloton_desktop.games.tape_l_etape.rules.state import JOKERS, PROFILES
from peloton_desktop.games.tape_l_etape.view import text
from peloton_desktop.games.tape_l_etape.view.items import (
    CARD_H,
    CARD_W,
    NumberCard,
    arm,
    title_card,
)
from peloton_desktop.games.tape_l_etape.view.joker_ask import joker_confirmed
from peloton_desktop.games.tape_l_etape.view.lesson_pieces import table_piece
from peloton_desktop.games.tape_l_etape.view.middle import add_text, draw_middle
from peloton_desktop.games.tape_l_etape.view.panel import TlePanel
from peloton_desktop.games.tape_l_etape.view.sizes import MIDDLE_H, OWN_H, PLACE_H, tle_sizes
from peloton_desktop.ui.pieces.card import CardItem
from peloton_desktop.ui.pieces.motion import Motion
from peloton_desktop.ui.table.game_view import BoardView, GameView
from peloton_desktop.ui.table.session import GameSession

PROFILE_FILL = palette.PROFILE.light
JOKER_FILL = palette.JOKER.light
STEP = "__step__"  # a card that opens a choice in the panel (a target, a card to give)


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
        self.sizes = z = tle_sizes(text_scale())  # the words at the settings' text size
        obs = self.obs = self.observation()
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        if self.step is not None and not any(a[0] == self.step[0] for a in legal):
            self.step = None
        self.motion.settle()  # its flying card belongs to the scene cleared here
        self.scene.clear()
        others = [p for p in range(obs.players) if p != self.viewer]
        place_w = z.place_w
        width = max(z.width, len(others) * (place_w + 12))
        gap = (width - len(others) * place_w) / max(len(others) - 1, 1) if len(others) > 1 else 0
        x0 = 0.0 if len(others) > 1 else (width - place_w) / 2
        for i, seat in enumerate(others):
            self._place(seat, x0 + i * (place_w + gap), 0.0, legal, small=True)
        # while held, the session shows the stage's end
        self._columns = draw_middle(self.scene, obs, PLACE_H + 12, z, self.name, self.shown_last())
        if self.viewer is not None:
            self._place(self.viewer, 0.0, PLACE_H + MIDDLE_H + 24, legal, small=False)
        # the places' rectangle, not the cards' (a hand's width changes at every card):
        # the board never moves as cards are played (issue 43)
        bottom = PLACE_H + MIDDLE_H + 24 + (OWN_H if self.viewer is not None else 0.0)
        self.board.frame = QRectF(0.0, 0.0, width, bottom).adjusted(-10, -10, 10, 10)
        self.scene.setSceneRect(self.board.frame)
        self.board.fit()
        self._fly_laid_card()
        self.panel.show_decision(obs, legal, self.viewer, text.waiting_text(obs, self.name))
        self.ring_pieces()  # the coach's choices, on the rebuilt cards

    def _place(self, seat: int, x: float, y: float, legal: list[Action], small: bool) -> None:
        obs, s, z = self.obs, self.session, self.sizes
        height = PLACE_H if small else OWN_H
        width = z.place_w if small else z.width
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
        mark = z.px(20) if z.grown else 20
        swatch = self.scene.addRect(QRectF(x + 6, y + 6, mark, mark))
        swatch.setBrush(QColor(s.seat_colour(seat)))
        shown = text.fit(self.name(seat), 16 if small else 40)
        name = add_text(self.scene, shown, x + 12 + mark, y + 3, z.px(19), True)
        status = add_text(
            self.scene, self._status(seat), x + 8, y + 28, z.px(16), colour=colours.TABLE_MUTED
        )
        cy = y + (52 if small else 56)
        if z.grown:  # each line under the last; the viewer's time beside his name
            below = name.y() + name.boundingRect().height()
            if small:
                status.setY(below)
                below = status.y() + status.boundingRect().height()
            else:
                lift = (name.boundingRect().height() - status.boundingRect().height()) / 2
                status.setPos(name.x() + name.boundingRect().width() + 24, name.y() + lift)
            cy = below + 2
        self._places[seat] = QPointF(x + 8, cy)
        hand = obs.hands[seat]
        count = obs.hand_counts[seat]
        scale = z.back_card if small else z.own_card
        card_w, card_h = CARD_W * scale, CARD_H * scale
        if hand is None:
            label = translate("TapeLEtape", "%n card(s)", None, count)
            words = add_text(self.scene, label, x + width - 84, cy + 6, z.px(16))
            if z.grown:
                words.setPos(
                    x + width - 8 - words.boundingRect().width(),
                    cy + (card_h - words.boundingRect().height()) / 2,
                )
            for i in range(count):
                back = NumberCard(0, 0, card_w, card_h, face_up=False)
                back.setPos(x + 8 + i * card_w * 0.5, cy)
                back.setToolTip(translate("TapeLEtape", "%n card(s) in hand", None, count))
                self.scene.addItem(back)
        else:
            room = width - 30 - card_w - (0 if small else 5 * (z.title[0] + 4) + 20)
            spacing = min(card_w + 6, room / max(len(hand) - 1, 1))
            for i, (c, v) in enumerate(hand):
                card = NumberCard(c, v, card_w, card_h)
                card.setPos(x + 8 + i * spacing, cy)
                card.setToolTip(text.card_text(c, v))
                if seat == self.viewer:
                    self._arm_hand_card(card, c, v, legal)
                    card.setToolTip(text.hand_card_tip(self.obs, self.viewer, c, v, legal))
                self.scene.addItem(card)
        if small and z.grown:  # initials: the five stage cards and the three jokers a row
            size = (z.initial, z.initial)
            row = cy + card_h + 4
            positions = [(x + 8 + i * (z.initial + 3), row) for i in range(8)]
        elif small:  # initials: the five stage cards on a row, the three jokers below
            size = (28.0, 28.0)
            positions = [(x + 8 + i * 31, y + 92) for i in range(5)]
            positions += [(x + 8 + i * 31, y + 122) for i in range(3)]
        else:  # full titles, beside the hand on the right
            size = z.title
            step, top = size[0] + 4, cy if z.grown else y + 56
            right = x + width - 5 * step - 10
            positions = [(right + i * step, top) for i in range(5)]
            positions += [(right + i * step, top + size[1] + 8) for i in range(3)]
        for (px, py), profile in zip(positions, PROFILES, strict=False):
            used = profile not in obs.profiles_left[seat]
            title = text.profile_initial(profile) if small else text.profile_name(profile)
            stage_card = title_card(title, PROFILE_FILL, *size, used=used, text_px=z.px(17))
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
            joker_card = title_card(title, JOKER_FILL, *size, used=left == 0, text_px=z.px(17))
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
        w, h = CARD_W * self.sizes.back_card, CARD_H * self.sizes.back_card
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
