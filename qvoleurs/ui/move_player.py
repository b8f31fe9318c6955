"""Moves played for the player at a walking pace: the demo's winning line, the end of a
game that plays itself. Any click or key stops them, and does nothing else (a click meant
to stop a demo must not also move a card). They wait while the window is minimized or
hidden, as the game's clock does: nobody would see the moves they came to watch."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication

from ..engine import Move
from ..model.game_model import GameModel

_REST_OF_A_CLICK = frozenset(
    (QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonPress)
)
# input that may come from the player's own play just before the moves started
_TYPED_AHEAD = frozenset(
    (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
)
_MODIFIERS = frozenset((Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr))


class MovePlayer(QObject):
    """Plays a list of moves on `model`, one every `interval_ms`, until the list ends, the
    game is won, a move no longer fits the table, or the player clicks or presses a key.

    `play` makes each move (the model's own by default); `stopped` is emitted whenever it
    stops, `interrupted` first when the player stopped it. A key or a click within
    `typed_ahead_ms` of the start came before the player could see anything begin: it
    stops the moves and goes on to do its work, and `gave_way` is emitted (not `interrupted`)."""

    stopped = Signal()
    interrupted = Signal()
    gave_way = Signal()

    def __init__(self, model: GameModel, parent: QObject, play: Callable[[Move], bool] | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._play = play or model.move
        self._moves: list[Move] = []
        self._swallowing = False  # stopped by a click: the rest of it goes nowhere
        self._waiting = False  # paused while the table is not seen (set_shown)
        self.typed_ahead_ms = 0  # keys this soon after the start are the player's own (see above)
        self._since = QElapsedTimer()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._step)

    def running(self) -> bool:
        return self.timer.isActive() or self._waiting

    def set_shown(self, shown: bool) -> None:
        """The window was minimized or hidden (wait), or shown again (go on where it was)."""
        if not shown and self.timer.isActive():
            self.timer.stop()
            self._waiting = True
        elif shown and self._waiting:
            self._waiting = False
            self.timer.start()

    def start(self, moves: list[Move], interval_ms: int) -> None:
        self._moves = list(moves)
        self._swallowing = False
        self._waiting = False
        self._since.start()
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.timer.start(interval_ms)

    def stop(self) -> None:
        if not self.running():
            return
        self.timer.stop()
        self._waiting = False
        self._moves = []
        if not self._swallowing:
            self._stop_filtering()
        self.stopped.emit()

    def _stop_filtering(self) -> None:
        self._swallowing = False
        app = QCoreApplication.instance()
        if app is not None and not self.running():  # (not if it started again meanwhile)
            app.removeEventFilter(self)

    def _step(self) -> None:
        if not self._moves or self.model.is_won():
            self.stop()
            return
        move = self._moves.pop(0)
        if self.model.position.check(move) is not None:
            self.stop()  # the table changed under it (a game loaded meanwhile): no rule reminder
            return
        if not self._play(move) or not self._moves:
            self.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._swallowing and not self.running():
            return event.type() in _REST_OF_A_CLICK
        if not self.running():
            return False
        kind = event.type()
        if kind in _TYPED_AHEAD and self._since.elapsed() < self.typed_ahead_ms:
            if isinstance(event, QKeyEvent) and event.key() in _MODIFIERS:
                return False  # Ctrl of a Ctrl+Z: the Z decides
            # Enter, Enter on two cards home; a double-click whose first click sent the card
            # home: the second key, the second press, was used up and ended the finish
            self.stop()
            self.gave_way.emit()
            return False
        if kind == QEvent.Type.ShortcutOverride:
            if isinstance(event, QKeyEvent) and _is_quit(event):
                # the one key not to press twice: it stops the moves, and quits (the game is
                # saved). No interruption by the player: an automatic finish goes on at the
                # next start, as after a crash (a keyboard player found it left theirs)
                self.stop()
                return False
            event.accept()  # no shortcut fires (Ctrl+Z, H): its key press comes, and only stops it
            return True
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in _MODIFIERS:
            return False  # Ctrl of a Ctrl+Z: the Z decides
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress):
            if kind != QEvent.Type.KeyPress:
                # the rest of that click (a double-click's second press moved a card) is taken too
                self._swallowing = True
                QTimer.singleShot(QApplication.doubleClickInterval(), self, self._stop_filtering)
            self.interrupted.emit()
            self.stop()
            return True  # the click or key only stops it
        return False


def _is_quit(event: QKeyEvent) -> bool:
    """The key of Game > Quit: the platform's, else Ctrl+Q (as the window's action has it)."""
    pressed = QKeySequence(event.keyCombination())
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
    return any(pressed == key for key in keys)
