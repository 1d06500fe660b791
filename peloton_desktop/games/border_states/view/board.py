"""The Border States table: battles, state tracks, rounds, files, hands."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.games.border_states.view.art import (
    INK,
    ROMAN,
    SIDE_STYLES,
    STATE_COLOURS,
    draw_block,
    draw_canon,
    draw_cube,
)
from peloton_desktop.games.border_states.view.decision import BsDecisionPanel
from peloton_desktop.games.border_states.view.text import (
    card_help,
    card_name,
    describe_event,
    describe_result,
    front_name,
    side_name,
    state_name,
)
from peloton_desktop.ui.game_view import GameView
from peloton_desktop.ui.pieces.card import CardBack, CardFace, HandItem
from peloton_desktop.ui.pieces.seat import draw_seat_mark
from peloton_desktop.ui.session import GameSession

translate = QCoreApplication.translate
BATTLE_W, SLOT_W, SLOT_H = 340.0, 66.0, 84.0
WIDTH, HEIGHT = 1040.0, 900.0
HANDS_AT = QPointF(10, 720)
# a state track's cells: Union control, Union side, centre, Confederate side, control
TRACK_SHADES = {-2: "#C9D6EC", -1: "#E4EBF6", 0: "#F6F1E4", 1: "#F4DEDC", 2: "#EAC3BF"}


class _Part(QGraphicsItem):
    """One region of the table, cached, repainted only when its data changed."""

    def __init__(self, table: TableItem, rect: QRectF, draw, key) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.table, self.rect, self.draw, self.key = table, rect, draw, key
        self.last: str | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect

    def refresh(self) -> None:
        key = json.dumps(self.key(), sort_keys=True, default=str)
        if key != self.last:
            self.last = key
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None):
        if self.table.obs:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.draw(p)


class TableItem:
    """The whole table, drawn from one observation in parts (the scene scales it)."""

    def __init__(self, game: Any, scene: QGraphicsScene) -> None:
        self.game = game
        self.obs: dict[str, Any] = {}
        self.viewer: int | None = None
        o = lambda: self.obs  # noqa: E731
        self.parts = [
            _Part(
                self,
                QRectF(0, 0, WIDTH, 45),
                self._rounds,
                lambda: [o()[k] for k in ("year", "initiative", "bag", "bible_used", "canon_used")],
            ),
            *[
                _Part(
                    self,
                    QRectF(5 + b * BATTLE_W, 45, BATTLE_W, 370),
                    lambda p, b=b: self._battle(p, b, QPointF(10 + b * BATTLE_W, 50)),
                    lambda b=b: [
                        o()["battles"][b],
                        o()["conquest"][b],
                        o()["slots"][b],
                        self._accessible(b),
                        o()["phase"],
                        o()["resolving"],
                    ],
                )
                for b in range(3)
            ],
            _Part(
                self,
                QRectF(0, 420, WIDTH, 290),
                lambda p: self._tracks(p, QPointF(10, 460)),
                lambda: [o()["markers"], o()["won"]],
            ),
            _Part(
                self,
                QRectF(0, 715, WIDTH, 185),
                lambda p: self._hands(p, HANDS_AT),
                lambda: (
                    [
                        o()[k]
                        for k in (
                            "available",
                            "file",
                            "characters",
                            "president",
                            "cards_played",
                            "over",
                        )
                    ]
                    + [self.viewer]
                ),
            ),
        ]
        for part in self.parts:
            scene.addItem(part)
        self.hands = [HandItem(CardBack(SIDE_STYLES[s].colour), show_count=False) for s in (0, 1)]
        for side, hand in enumerate(self.hands):
            hand.setPos(HANDS_AT.x() + 492, HANDS_AT.y() + side * 90 + 30)
            scene.addItem(hand)

    def update(self) -> None:
        for part in self.parts:
            part.refresh()
        if self.obs:
            for side, hand in enumerate(self.hands):
                mine = self.viewer is None or self.viewer == side or self.obs["over"]
                faces = [
                    CardFace(card_name(c), tooltip=card_help(c))
                    for c in self.obs["characters"][side]
                ]
                hand.show_hand(faces, mine)

    def _accessible(self, b: int) -> bool:
        obs = self.obs
        return (
            self.viewer is not None
            and obs["phase"] == "place"
            and bool(obs["order"])
            and obs["order"][0] == self.viewer
            and b in obs["access"][self.viewer]
        )

    # -- parts ------------------------------------------------------------------
    def _text(
        self,
        p: QPainter,
        rect: QRectF,
        text: str,
        size: int = 14,
        bold: bool = False,
        colour: QColor = INK,
        align=Qt.AlignmentFlag.AlignLeft,
    ) -> None:  # type: ignore[no-untyped-def]
        font = QFont(p.font())
        font.setPixelSize(size)
        font.setBold(bold)
        p.setFont(font)
        p.setPen(colour)
        p.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)

    def _rounds(self, p: QPainter) -> None:
        obs = self.obs
        v = self.game.v
        for i, year in enumerate(range(v["first_year"], v["first_year"] + v["rounds"])):
            r = QRectF(10 + i * 64, 8, 60, 30)
            p.setBrush(QColor("#F2E3B3") if year == obs["year"] else QColor("#FBF6EA"))
            p.setPen(QPen(INK, 2 if year == obs["year"] else 1))
            p.drawRoundedRect(r, 4, 4)
            self._text(
                p, r, str(year), 15, year == obs["year"], align=Qt.AlignmentFlag.AlignHCenter
            )
        # initiative token, bag, Bible and Canon
        x = 350
        side = obs["initiative"]
        mark = QRectF(x, 8, 30, 30)
        draw_seat_mark(p, SIDE_STYLES[side], mark.center(), 14, QPen(INK, 1.5), 14, None, mark)
        self._text(
            p,
            QRectF(x + 36, 8, 200, 30),
            translate("BorderStates", "Initiative: {side}").format(side=side_name(side)),
            13,
        )
        self._text(
            p,
            QRectF(x + 230, 8, 220, 30),
            translate("BorderStates", "Bag: {count} cubes").format(count=obs["bag"]),
            13,
        )
        used = []
        if obs["bible_used"]:
            used.append(translate("BorderStates", "Bible used"))
        if obs["canon_used"]:
            used.append(translate("BorderStates", "Canon used"))
        self._text(p, QRectF(x + 430, 8, 260, 30), " · ".join(used), 13)

    def _battle(self, p: QPainter, b: int, at: QPointF) -> None:
        obs = self.obs
        card = obs["battles"][b]
        accessible = self._accessible(b)
        resolving = obs["phase"] == "resolve" and obs["resolving"] == b
        frame = QRectF(at.x(), at.y(), BATTLE_W - 16, 360)
        p.setBrush(QColor("#FFF4D6") if accessible else QColor("#F6F1E4"))
        p.setPen(
            QPen(
                QColor("#E0A000") if accessible or resolving else INK,
                4 if accessible or resolving else 1.5,
            )
        )
        p.drawRoundedRect(frame, 10, 10)
        self._text(p, QRectF(at.x() + 10, at.y() + 6, 60, 34), ROMAN[b], 26, True)
        self._text(p, QRectF(at.x() + 64, at.y() + 6, 200, 22), card["name"], 15, True)
        most = max(c["intensity"] for c in self.game.v["battle_cards"])
        dots = "●" * card["intensity"] + "○" * (most - card["intensity"])
        self._text(
            p,
            QRectF(at.x() + 64, at.y() + 26, 240, 18),
            translate("BorderStates", "Intensity {n} {dots}").format(
                n=card["intensity"], dots=dots
            ),
            12,
        )
        for i, cube in enumerate(obs["conquest"][b]):
            draw_cube(
                p, QRectF(at.x() + 200 + (i % 4) * 26, at.y() + 28 + (i // 4) * 26, 22, 22), cube
            )
        for f in (0, 1):
            y = at.y() + 70 + f * 140
            label = front_name(f)
            self._text(p, QRectF(at.x() + 10, y - 4, 200, 16), label, 11)
            arrow = QPolygonF(
                [
                    QPointF(at.x() + 12, y + 40),
                    QPointF(at.x() + 30, y + 52),
                    QPointF(at.x() + 12, y + 64),
                ]
            )
            p.setBrush(QColor("#E0A000"))
            p.setPen(QPen(INK, 1))
            p.drawPolygon(arrow)
            for i, piece in enumerate(obs["slots"][b][f]):
                r = QRectF(at.x() + 38 + i * (SLOT_W + 6), y + 12, SLOT_W, SLOT_H)
                if piece is None:
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.setPen(QPen(QColor("#B8AE96"), 1.5, Qt.PenStyle.DashLine))
                    p.drawRoundedRect(r, 5, 5)
                elif piece.get("canon"):
                    draw_canon(p, r, self.game.v["canon_value"])
                else:
                    info = self.game.block(piece["block"]) if piece["block"] is not None else None
                    draw_block(
                        p,
                        r,
                        piece["side"],
                        info,
                        piece["bible"],
                        dim=not piece["face_up"] and info is not None,
                    )
                    if not piece["face_up"] and info is not None:
                        self._text(
                            p,
                            QRectF(r.x(), r.bottom() - 16, r.width(), 14),
                            translate("BorderStates", "face down"),
                            9,
                            colour=QColor("#FFFFFF"),
                            align=Qt.AlignmentFlag.AlignHCenter,
                        )
        totals = self.game.front_sums_obs(obs, b)
        self._text(
            p,
            QRectF(at.x() + 10, at.y() + 330, 300, 22),
            translate("BorderStates", "Shown: upper {a}, lower {b}").format(
                a=totals[0], b=totals[1]
            ),
            11,
        )

    def _tracks(self, p: QPainter, at: QPointF) -> None:
        obs = self.obs
        self._text(
            p,
            QRectF(at.x(), at.y() - 28, 300, 24),
            translate("BorderStates", "Border states"),
            16,
            True,
        )
        cells = [
            translate("BorderStates", "Union control"),
            side_name(0),
            "",
            side_name(1),
            translate("BorderStates", "Confederate control"),
        ]
        cell_w = 110.0
        for k, text in enumerate(cells):
            self._text(
                p,
                QRectF(at.x() + 200 + k * cell_w, at.y() - 26, cell_w + 20, 20),
                text,
                10,
                align=Qt.AlignmentFlag.AlignHCenter,
            )
        for row, (code, positions) in enumerate(obs["markers"].items()):
            y = at.y() + row * 46
            p.setBrush(QColor(STATE_COLOURS[code]))
            p.setPen(QPen(INK, 1))
            p.drawRect(QRectF(at.x(), y + 8, 24, 24))
            self._text(p, QRectF(at.x() + 30, y, 178, 40), state_name(code), 13, True)
            control = self.game.v["track_control"]  # the track runs -control..+control
            for k in range(2 * control + 1):
                r = QRectF(at.x() + 210 + k * cell_w, y + 2, cell_w - 4, 38)
                p.setBrush(QColor(TRACK_SHADES[k - control]))
                p.setPen(QPen(INK, 2 if abs(k - control) == control else 1))
                p.drawRoundedRect(r, 4, 4)
                count = positions.count(k - control)
                for m in range(count):
                    c = QPointF(r.x() + 16 + m * 24, r.center().y())
                    p.setBrush(QColor(STATE_COLOURS[code]))
                    p.setPen(QPen(QColor("#FFFFFF"), 2))
                    p.drawEllipse(c, 10, 10)
                    self._text(
                        p,
                        QRectF(c.x() - 10, c.y() - 10, 20, 20),
                        code,
                        8,
                        True,
                        QColor("#FFFFFF") if code != "MD" else INK,
                        Qt.AlignmentFlag.AlignHCenter,
                    )
            won = [obs["won"][s].get(code, 0) for s in (0, 1)]
            if any(won):
                self._text(
                    p,
                    QRectF(at.x() + 210 + 5 * cell_w + 6, y, 160, 40),
                    translate("BorderStates", "cubes U {u} · C {c}").format(u=won[0], c=won[1]),
                    12,
                )

    def _hands(self, p: QPainter, at: QPointF) -> None:
        obs = self.obs
        for side in (0, 1):
            y = at.y() + side * 90
            mine = self.viewer is None or self.viewer == side or obs["over"]
            p.setBrush(QColor(SIDE_STYLES[side].colour))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRect(QRectF(at.x(), y, 8, 80))
            self._text(p, QRectF(at.x() + 14, y, 200, 20), side_name(side), 15, True)
            self._text(
                p, QRectF(at.x() + 14, y + 20, 80, 16), translate("BorderStates", "Available"), 11
            )
            available = obs["available"][side]
            blocks = available if isinstance(available, list) else [None] * available
            for i, block in enumerate(blocks):
                info = self.game.block(block) if block is not None else None
                draw_block(p, QRectF(at.x() + 14 + i * 40, y + 38, 36, 44), side, info)
            self._text(
                p,
                QRectF(at.x() + 240, y + 20, 200, 16),
                translate("BorderStates", "Recruitment file"),
                11,
            )
            file = obs["file"][side]
            blocks = (
                file
                if isinstance(file, list) and mine
                else [None] * (len(file) if isinstance(file, list) else file)
            )
            for i, block in enumerate(blocks):
                info = self.game.block(block) if block is not None else None
                draw_block(p, QRectF(at.x() + 240 + i * 40, y + 38, 36, 44), side, info)
            x = at.x() + 500  # after a file of 6; the character cards are `hands`
            president = (
                translate("BorderStates", "President ready")
                if obs["president"][side]
                else translate("BorderStates", "President used")
            )
            self._text(
                p,
                QRectF(x, y + 4, 420, 20),
                president
                + " · "
                + translate("BorderStates", "cards played: {n}").format(
                    n=obs["cards_played"][side]
                ),
                12,
            )


class BsView(GameView):
    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("bsView")
        self.decision = BsDecisionPanel(session.game)
        scene = self.build_table("#E9E4D4", self.decision)
        self.table = TableItem(session.game, scene)
        scene.setSceneRect(QRectF(-10, -10, WIDTH + 20, HEIGHT + 20))
        self.refresh()

    def refresh(self) -> None:
        obs = self.observation()
        self.table.obs = obs
        self.table.viewer = self.viewer
        self.table.update()
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        self.decision.show_decision(obs, self.viewer, legal, self._waiting(obs))

    def _waiting(self, obs: dict[str, Any]) -> str:
        if obs["over"]:
            return translate("BorderStates", "The war is over.")
        names = ", ".join(self.session.seat_name(s) for s in self.session.to_move())
        return translate("BorderStates", "{year}, turn {turn}: waiting for {names}.").format(
            year=obs["year"], turn=obs["turn"], names=names
        )

    def seat_label(self, seat: int) -> str:
        return f"{self.session.seat_name(seat)} ({side_name(seat)})"

    def opening_lines(self) -> list[str]:
        obs = self.session.initial_observation()  # also for a resumed game
        event = Event(
            "round_started", {"year": obs["year"], "battles": [b["card"] for b in obs["battles"]]}
        )
        return [describe_event(event, self.session.game, obs) or ""]

    def describe_event(self, event: Event) -> str | None:
        return describe_event(event, self.session.game, self.table.obs)

    def describe_result(self, result: Result) -> str:
        return describe_result(result)
