"""The end of a game plays itself: once the stock is drawn and moves home alone win, the
window sends the cards home one by one (engine/finish.py finds the order), as a good
mobile patience does, instead of leaving the player forty clicks.

It starts only after the player's own move forward (never after an undo, so an undone
move home stays undone), or at the start of a game it had not finished (quit or killed
on the way), never during a demo, and only with its setting on. Any click or
key stops it, and it leaves the rest of that game to the player, after a restart too (the
save records it: storage/game_store.py); but a key or a click that comes before the first
card goes home by itself is the player's own play (Enter, Enter on two cards; a double-click
whose first click started it): it does its work, and the rest still goes home. It is no help in the
statistics: every move it plays is a move home the player could see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from .. import settings
from ..engine import Move
from ..engine.finish import finishing_line
from ..model.game_model import GameModel
from ..preferences import Preferences
from .move_player import MovePlayer

if TYPE_CHECKING:
    from .window import MainWindow

STEP_MS = 250  # a card home every quarter second: quick, and still seen going
TYPED_AHEAD_MS = STEP_MS  # a key or click before the first card goes home by itself was meant for the game


class AutoFinish(QObject):
    """Plays the winning moves home of `window`'s game when nothing else is left to do."""

    def __init__(self, window: MainWindow, model: GameModel, prefs: Preferences | None) -> None:
        super().__init__(window)
        self.window = window
        self.model = model
        self.prefs = prefs
        self.step_ms = STEP_MS
        self._declined = False  # stopped by the player: the rest of this game is theirs
        self.player = MovePlayer(model, self, self._play)
        self.player.interrupted.connect(self._interrupted)
        self.player.typed_ahead_ms = TYPED_AHEAD_MS
        self.player.gave_way.connect(self._gave_way)
        self._said = False  # it gave way to a key typed ahead: starting again, it is not said again
        self.player.stopped.connect(lambda: self.window.clear_status(self._text()))
        model.move_applied.connect(self._after_move)
        model.move_undone.connect(lambda _move: self.stop())
        model.state_reset.connect(self._new_game)

    def running(self) -> bool:
        return self.player.running()

    def declined(self) -> bool:
        """Whether the player stopped it in this game (which then is theirs to finish)."""
        return self._declined

    def resume(self, declined: bool) -> None:
        """A resumed game whose automatic finish the player had stopped stays theirs; one
        it did not finish otherwise (the program was killed on the way, or the power cut)
        finishes now, once the window is on screen: it sat with only moves home left, and
        nothing said so."""
        self._declined = declined
        QTimer.singleShot(0, self, lambda: self._after_move(None, resumed=True))

    def stop(self) -> None:
        self.player.stop()

    def _enabled(self) -> bool:
        return self.prefs is None or bool(self.prefs.get(settings.AUTO_FINISH))

    def _gave_way(self) -> None:
        """A key or click typed ahead went to the game, not to stopping it: the rest still goes
        home by itself once it has done its work (its move starts it again, if it made one)."""
        self._said = True
        QTimer.singleShot(0, self, lambda: self._after_move(None))

    def _after_move(self, _move: Move | None, resumed: bool = False) -> None:
        said, self._said = self._said, False
        if self.running() or self._declined or not self._enabled():
            return  # (its own moves come here too, while it runs)
        if self.model.can_redo() or self.window.solver.demo_running():
            return  # a redo on the way back through the game, or the demo plays already
        line = finishing_line(self.model.position)
        if line:
            # a winning line known: the indicator says "Winnable" at each card home, not
            # "Thinking…" at each position it had not seen (its search would start too late)
            self.window.solver.learn_line(self.model.position, line)
            self.window.show_status(self._text())
            if not said and resumed:  # after the resumed game's words, which wait for the window
                self.window.announce_when_heard(self._text(), "auto finish")
            elif not said:
                self.window.announce(self._text())
            self.player.start(line, self.step_ms)

    def _text(self) -> str:
        return self.tr("Only moves home are left: the cards go home. Click or press a key to stop.")

    def _play(self, move: Move) -> bool:
        access = self.window.view.access
        access.quiet = True  # said once as a whole when it started, not card by card
        try:
            return self.model.move(move)
        finally:
            access.quiet = False

    def _new_game(self) -> None:
        self.stop()
        if self.model.same_game:
            return  # stepped back in the same game: a stop stays, as after an undo
        self._declined = False
        self.window.clear_status(self._stopped_text())  # it was about the game before

    def _stopped_text(self) -> str:
        return self.tr("Stopped: the rest of the game is yours.")

    def _interrupted(self) -> None:
        self._declined = True
        self.model.save()  # kept with the game: a restart does not start it again
        self.window.show_status(self._stopped_text(), 4000)
        self.window.announce(self._stopped_text())
