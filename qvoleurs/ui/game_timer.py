"""The game timer: the play time of the game on the table, as Aisleriot keeps it.

It starts with the game's first move, stops when the game is won, and pauses while the
window is hidden or minimized (time away from the table is not play). A game resumed
from an earlier run goes on from the time saved with it (`resume`); a save without one
(an older version's) is timed from its resumption only. The time is `complete` when it
counts the game from its first move: only such a time can be a best time, and only such
a time is saved with the game (`known_seconds`).

The clock is injected (seconds, monotonic) so that tests need no sleeping.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from qvoleurs.model.game_model import GameModel


class GameTimer(QObject):
    """Seconds of play of the current game; `ticked` each second while it runs."""

    ticked = Signal()

    def __init__(
        self, model: GameModel, clock: Callable[[], float] = time.monotonic, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._clock = clock
        self._elapsed = 0.0  # seconds counted before the current run
        self._since: float | None = None  # the clock when the current run began
        self._visible = False
        self.complete = not model.game.is_started()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.ticked)
        model.state_reset.connect(self.restart)
        model.state_changed.connect(self.update)

    def seconds(self) -> int:
        """Whole seconds of play so far (never below 0)."""
        return max(0, int(self._elapsed + self._running()))

    def _running(self) -> float:
        """Seconds of the current run. A clock that went back (a faked or badly kept one: a
        monotonic clock should not) counts the run from now: a negative time cost the win
        its place in the statistics (they refuse a negative time), and the shown time froze
        until the clock had caught up."""
        if self._since is None:
            return 0.0
        now = self._clock()
        if now < self._since:
            self._since = now
        return now - self._since

    def is_running(self) -> bool:
        return self._since is not None

    def known_seconds(self) -> int | None:
        """The play time to save with the game: None when it does not count from the first move."""
        return self.seconds() if self.complete else None

    def resume(self, seconds: int | None) -> None:
        """The game on the table was resumed with `seconds` of play saved with it (None: unknown)."""
        if seconds is None or not self._model.game.is_started():
            return
        self._elapsed = seconds - self._running()  # from now on `seconds()` goes on from the saved time
        self.complete = True
        self.ticked.emit()

    def best_time_candidate(self) -> int | None:
        """The time of the game just won, when the whole game was timed (else None)."""
        return self.seconds() if self.complete and self._model.is_won() else None

    def set_visible(self, visible: bool) -> None:
        """The window was shown or restored (True), hidden or minimized (False)."""
        self._visible = visible
        self.update()

    def restart(self) -> None:
        """A new game, a restart, or a game loaded: from zero. The same game stepped back
        (GameModel.same_game) goes on with its time, as after an undo."""
        if self._model.same_game:
            self.update()
            return
        self._elapsed, self._since = 0.0, None
        self.complete = not self._model.game.is_started()
        self.update()
        self.ticked.emit()

    def update(self) -> None:
        """Run while the game is started, not won, and the window is on screen."""
        game = self._model.game
        should_run = self._visible and game.is_started() and not game.is_won()
        if should_run and self._since is None:
            self._since = self._clock()
            self._tick.start()
        elif not should_run and self._since is not None:
            self._elapsed += self._running()
            self._since = None
            self._tick.stop()
            self.ticked.emit()


def clock_text(seconds: int) -> str:
    """`m:ss`, or `h:mm:ss` from an hour on (digits read the same in every language)."""
    minutes, secs = divmod(max(0, seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"
