"""The end of a game plays itself: once the stock is drawn and moves home alone win, the
window sends the cards home one by one (engine/finish.py finds the order), as a good
mobile patience does, instead of leaving the player forty clicks.

It starts only after the player's own move forward (never after an undo, so an undone
move home stays undone), never during a demo, and only with its setting on. Any click or
key stops it, and it leaves the rest of that game to the player. It is no help in the
statistics: every move it plays is a move home the player could see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

from .. import settings
from ..engine import Move
from ..engine.finish import finishing_line
from ..model.game_model import GameModel
from ..preferences import Preferences

if TYPE_CHECKING:
    from .window import MainWindow

STEP_MS = 250  # a card home every quarter second: quick, and still seen going


class AutoFinish(QObject):
    """Plays the winning moves home of `window`'s game when nothing else is left to do."""

    def __init__(self, window: MainWindow, model: GameModel, prefs: Preferences | None) -> None:
        super().__init__(window)
        self.window = window
        self.model = model
        self.prefs = prefs
        self.step_ms = STEP_MS
        self._moves: list[Move] = []
        self._playing = False  # one of our own moves is being applied
        self._declined = False  # stopped by the player: the rest of this game is theirs
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._step)
        model.move_applied.connect(self._after_move)
        model.move_undone.connect(lambda _move: self.stop())
        model.state_reset.connect(self._new_game)

    def running(self) -> bool:
        return self.timer.isActive()

    def _enabled(self) -> bool:
        return self.prefs is None or bool(self.prefs.get(settings.AUTO_FINISH))

    def _after_move(self, _move: Move) -> None:
        if self._playing or self.running() or self._declined or not self._enabled():
            return
        if self.model.can_redo() or self.window.solver.demo_running():
            return  # a redo on the way back through the game, or the demo plays already
        line = finishing_line(self.model.position)
        if line:
            self._start(line)

    def _text(self) -> str:
        return self.tr("Only moves home are left: the cards go home. Click or press a key to stop.")

    def _start(self, line: list[Move]) -> None:
        self._moves = line
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.window.show_status(self._text())
        self.window.announce(self._text())
        self.timer.start(self.step_ms)

    def stop(self) -> None:
        if not self.timer.isActive():
            return
        self.timer.stop()
        self._moves = []
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.window.clear_status(self._text())

    def _new_game(self) -> None:
        self.stop()
        self._declined = False

    def _step(self) -> None:
        if not self._moves or self.model.is_won():
            self.stop()
            return
        move = self._moves.pop(0)
        if self.model.position.check(move) is not None:
            self.stop()  # the table changed under it (a game loaded, a test's move): no reminder
            return
        self._playing = True
        access = self.window.view.access
        access.quiet = True  # said once as a whole when it started, not card by card
        try:
            played = self.model.move(move)
        finally:
            self._playing = False
            access.quiet = False
        if not played or not self._moves:
            self.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.timer.isActive() and event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self.stop()
            self._declined = True
            text = self.tr("Stopped: the rest of the game is yours.")
            self.window.show_status(text, 4000)
            self.window.announce(text)
            return True  # the click or key only stops it
        return False
