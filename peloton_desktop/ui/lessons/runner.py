"""The lesson runner: a lesson on the real game page, one step at a time.

It shows each step's bubble beside the piece it is about (found by the game's view,
followed as the window resizes or the table redraws), lets the learner play on the
table as usual, hears from the session whether the move was the one asked (else the
bubble says why and the move is not kept), lets the other seats play the script,
saves the progress after every step, and ticks the lesson when it ends; the race can
then go on against the bots.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QPushButton, QWidget
from shiboken6 import isValid

from peloton_desktop.core.lessons import CONTEXT, Lesson, Step, Words, fill_figures
from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.lessons.bubble import Bubble
from peloton_desktop.ui.lessons.catalogue import all_lessons
from peloton_desktop.ui.lessons.progress import progress
from peloton_desktop.ui.lessons.session import LessonSession
from peloton_desktop.ui.table.decision_panel import DecisionPanelBase
from peloton_desktop.ui.table.game_page import GamePage

FOLLOW_MS = 150  # how often the bubble checks where its piece went (a cheap look)


def words(w: Words) -> str:
    """A lesson's text in the language in use (its English is the catalogue's source)."""
    return translate(CONTEXT, w.en)


class LessonRunner(QObject):
    stepShown = Signal(int)  # the step on screen (its index)
    wrongShown = Signal(str)
    finished = Signal(str)  # the lesson's id
    nextRequested = Signal(str)  # the next lesson's id, from the end's button

    def __init__(self, page: GamePage, lesson: Lesson, step: int = 0, played: Any = ()) -> None:
        super().__init__(page)
        self.page, self.lesson = page, lesson
        session = page.session
        assert isinstance(session, LessonSession)
        self.session: LessonSession = session
        self.step = step
        self.played: list[Any] = list(played)[:step]
        self.played += [None] * (step - len(self.played))
        self.ended = False
        self.bubble = Bubble(page)
        self.next_button = self.bubble.add_button("lessonNext")
        self.next_button.clicked.connect(self._next)
        self.next_lesson_button = self.bubble.add_button("lessonNextLesson")
        self.next_lesson_button.clicked.connect(self._next_lesson)
        self.close_button = self.bubble.add_button("lessonClose")
        self.close_button.clicked.connect(self._close)
        self.leave_button = self.bubble.add_button("lessonLeave")
        self.leave_button.clicked.connect(page.leaveRequested)
        self.bubble.languageChanged.connect(self.retranslate)
        self.session.refused.connect(self._refused)
        self.session.accepted.connect(self._accepted)
        self.session.stateChanged.connect(self._later)
        self.session.scriptDone.connect(self._later)
        page.installEventFilter(self)
        page.view.installEventFilter(self)
        # the stage break opens and closes in the panel's place: the board keeps its size
        page.stage_break.installEventFilter(self)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.follow)
        self.timer.start(FOLLOW_MS)
        self._shown = -1
        self._clear: list[QRect] = []
        self.retranslate()
        QTimer.singleShot(0, self.show_step)

    # -- the step on screen ---------------------------------------------------------------
    def current(self) -> Step | None:
        return self.lesson.steps[self.step] if self.step < len(self.lesson.steps) else None

    def _later(self) -> None:
        QTimer.singleShot(0, self.show_step)

    def gone(self) -> bool:
        """The page was closed (left): a late timer finds nothing to show."""
        return not isValid(self.bubble) or not isValid(self.page)

    def show_step(self) -> None:
        """The current step's bubble, once the other seats' scripted moves are played."""
        if self.gone():
            return
        if self.ended:
            return  # the end's bubble stays until it is closed
        if self.session.busy():
            self.bubble.hide()
            self.bubble.ring.hide()
            self.session.expect = []
            self._shown = -1
            return
        step = self.current()
        if step is None:
            self._finish()
            return
        self.session.expect = [self.session.decode(a) for a in step.expect]
        self.session.after = [(a.seat, self.session.decode(a.action)) for a in step.then]
        if self._shown != self.step:
            self.bubble.wrong.hide()
        self._shown = self.step
        self.bubble.heading.setText(self._heading())
        self.bubble.text.setText(fill_figures(words(step.say), self.session.classifications()))
        self.next_button.setVisible(not step.expect)
        self.close_button.hide()
        self.leave_button.hide()
        self.next_lesson_button.hide()
        self.follow(force=True)
        self.session.undoAvailable.emit(self.session.can_undo())  # none while it guides
        self.stepShown.emit(self.step)

    def showing(self) -> int:
        """The step whose bubble is up and whose move is awaited (-1: none yet)."""
        return self._shown if self.bubble.isVisible() else -1

    def _heading(self) -> str:
        return translate("Lesson", "{title} · step {step} of {count}").format(
            title=words(self.lesson.title), step=self.step + 1, count=len(self.lesson.steps)
        )

    # -- what it points at ----------------------------------------------------------------
    def target(self) -> QGraphicsItem | QWidget | None:
        """The first piece of the step's list that is on screen now."""
        step = self.current()
        if step is None:
            return None
        for point in step.point:
            found = self.page.view.lesson_piece(point.piece, point.key)
            if self.rect_of(found) is not None:
                return found
        return None

    def rect_of(self, piece: QGraphicsItem | QWidget | None) -> QRect | None:
        """Where a piece is on the page, or None when it is not to be seen."""
        if isinstance(piece, QWidget):
            if not piece.isVisibleTo(self.page) or piece.width() <= 0:
                return None
            return QRect(piece.mapTo(self.page, QPoint(0, 0)), piece.size())
        if isinstance(piece, QGraphicsItem) and piece.isVisible() and piece.scene() is not None:
            board = self.page.view.board
            port = board.viewport()
            rect = board.mapFromScene(piece.sceneBoundingRect()).boundingRect()
            rect = rect.intersected(port.rect())
            if rect.isEmpty() or not port.isVisibleTo(self.page):
                return None
            return rect.translated(port.mapTo(self.page, QPoint(0, 0)))
        return None

    def target_rect(self) -> QRect | None:
        return self.rect_of(self.target())

    def keep_clear(self) -> list[QRect]:
        """What the bubble must not cover: every piece of the step's list on screen, and
        the decision panel's prompt and buttons (the controls the step may need)."""
        step = self.current()
        out = []
        for point in step.point if step is not None else []:
            rect = self.rect_of(self.page.view.lesson_piece(point.piece, point.key))
            if rect is not None:
                out.append(rect)
        for panel in self.page.view.findChildren(DecisionPanelBase):
            for widget in [panel.prompt, *panel.findChildren(QPushButton)]:
                rect = self.rect_of(widget) if widget.isEnabled() else None
                if rect is not None:
                    out.append(rect)
        return out

    def pieces_on_table(self) -> list[QRect]:
        """The table's pieces (its scene's top items, the backdrop left out), which the
        bubble covers as little as it can."""
        board = getattr(self.page.view, "board", None)
        if board is None or board.scene() is None:
            return []
        whole = board.scene().sceneRect()
        out = []
        for item in board.scene().items():
            if item.parentItem() is not None or not item.isVisible():
                continue
            box = item.sceneBoundingRect()
            if box.width() * box.height() > whole.width() * whole.height() / 4:
                continue  # a backdrop or a frame round the table
            rect = self.rect_of(item)
            if rect is not None:
                out.append(rect)
        return out

    def follow(self, force: bool = False) -> None:
        """Keep the bubble beside its piece (the window resized, the table redrawn)."""
        if self.gone() or self.ended or (not self.bubble.isVisible() and not force):
            return
        rect = self.target_rect()
        clear = self.keep_clear() if rect is not None else []
        if force or rect != self.bubble.target or clear != self._clear:
            self._clear = clear
            self.bubble.aim(rect, clear, self.pieces_on_table() if rect is not None else [])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
            QEvent.Type.LayoutRequest,
        ):
            QTimer.singleShot(0, self.follow)
        return False

    # -- the learner's moves ----------------------------------------------------------------
    def _refused(self, action: Action) -> None:
        step = self.current()
        if step is None:
            return
        said = next(
            (
                w.say
                for w in step.wrong
                if w.action is not None and self.session.decode(w.action) == action
            ),
            next((w.say for w in step.wrong if w.action is None), None),
        )
        if said is not None:
            text = words(said)
        elif not step.expect:
            text = translate("Lesson", "Read this first, then click Next.")
        else:
            text = translate("Lesson", "Not this move: the bubble shows the one to make.")
        self.bubble.wrong.setText(text)
        self.bubble.wrong.show()
        self.follow(force=True)
        self.wrongShown.emit(text)

    def _accepted(self, action: Action) -> None:
        self.bubble.wrong.hide()  # the reason went with the wrong move
        self.played.append(self.session.game.encode_action(action))
        self._advance()

    def _next(self) -> None:
        self.played.append(None)
        self._advance()

    def _advance(self) -> None:
        self.step += 1
        done = self.step >= len(self.lesson.steps)
        progress().save(self.lesson.id, 0 if done else self.step, [] if done else self.played, done)
        self.session.expect = []  # until the next step is shown
        self._shown = -1
        self._later()

    def following(self) -> Lesson | None:
        """The game's next lesson in the course, if any."""
        course = [x for _e, x in all_lessons() if x.game == self.lesson.game]
        ids = [x.id for x in course]
        at = ids.index(self.lesson.id) if self.lesson.id in ids else len(ids)
        return course[at + 1] if at + 1 < len(course) else None

    def end_text(self) -> str:
        """What the learner learnt, and what comes next."""
        learnt = translate("Lesson", "Lesson finished: {summary}").format(
            summary=words(self.lesson.summary)
        )
        after = self.following()
        if after is not None:
            then = translate(
                "Lesson",
                "Next lesson: {title}. Or race on against the bots from here, or go back "
                "to the lessons.",
            ).format(title=words(after.title))
        else:
            then = translate(
                "Lesson",
                "That was this game's last lesson: race on against the bots from here, "
                "or start a race of your own from the start page.",
            )
        return f"{learnt}<br><br>{then}"

    def _finish(self) -> None:
        self.ended = True
        self.session.expect = None  # free play: the bots take their seats again
        self.session.stateChanged.emit()  # the coach and the table see the free play
        self.session.schedule_bots()
        self.bubble.heading.setText(
            translate("Lesson", "{title} · finished").format(title=words(self.lesson.title))
        )
        self.bubble.text.setText(self.end_text())
        self.bubble.wrong.hide()
        self.next_button.hide()
        self.next_lesson_button.setVisible(self.following() is not None)
        self.close_button.show()
        self.leave_button.show()
        self.bubble.aim(None)
        self.finished.emit(self.lesson.id)

    def _next_lesson(self) -> None:
        after = self.following()
        if after is not None:
            QTimer.singleShot(0, lambda: self.nextRequested.emit(after.id))

    def _close(self) -> None:
        self.bubble.hide()
        self.timer.stop()

    def retranslate(self) -> None:
        self.next_button.setText(translate("Lesson", "Next"))
        self.next_lesson_button.setText(translate("Lesson", "Next lesson"))
        self.close_button.setText(translate("Lesson", "Race on"))
        self.leave_button.setText(translate("Lesson", "Back to the lessons"))
        if self.ended:
            self._finish()
        elif self.bubble.isVisible():
            self.show_step()
