"""GameModel: the Qt face of the engine's `Game` — commands in, signals out.

The model never touches graphics items and never decides a rule itself: every
question of legality goes to the engine. Views listen to the signals and re-read
the state (`position`, `score`, ...) after each one.

Signals, in the order they are emitted after an action:
  move_applied(Move) / move_undone(Move) / state_reset()   what changed on the table
  score_changed(int), move_counter_changed(int), stock_count_changed(int)
  can_undo_changed(bool), can_redo_changed(bool)          only when the value changes
  won() / stuck()                                          after a move that ends the game
  state_changed()                                          after every change, last
move_rejected(Rule) is emitted instead when the engine refuses a move.
game_abandoned(Game) is emitted before a started, unwon game is replaced;
help_used() when note_help_used() is called (the solver helped).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, Game, IllegalMoveError, Move, Position, Rule
from qvoleurs.engine.rules import COLUMN_PILES, PILE_COUNT, STOCK, WASTE

if TYPE_CHECKING:
    from qvoleurs.settings import Setting


class GameSaver(Protocol):
    """What the model needs of a game store (qvoleurs.storage.game_store.GameStore)."""

    @property
    def save_error(self) -> object | None:
        """Set while the last save failed (at the start too: a restored save not yet written back)."""

    def save(self, game: Game) -> None: ...


class PreferenceSource(Protocol):
    """What the model needs of the preferences (qvoleurs.preferences.Preferences)."""

    def get(self, setting: Any) -> Any: ...
    def subscribe(self, callback: Any) -> None: ...
    def unsubscribe(self, callback: Any) -> None: ...


class GameModel(QObject):
    """One game in play, with the app's click policies and persistence."""

    move_applied = Signal(object)  # Move (a played move, a draw, or a redone move)
    move_undone = Signal(object)  # Move (the action that was taken back)
    state_reset = Signal()  # a new game, a restart, or a loaded game: re-read everything
    score_changed = Signal(int)
    move_counter_changed = Signal(int)
    stock_count_changed = Signal(int)
    can_undo_changed = Signal(bool)
    can_redo_changed = Signal(bool)
    won = Signal()
    stuck = Signal()  # lost: no legal move left, or none that can win (said once, as it comes)
    move_rejected = Signal(object)  # Rule: why the engine refused the move
    state_changed = Signal()  # after any of the above changes, last
    game_abandoned = Signal(object)  # Game: a started, unwon game about to be replaced
    save_failed = Signal(str)  # the game could not be written (message)
    saved_again = Signal()  # the game was written after a save that failed
    help_used = Signal()  # a hint, the solver or a demo helped in this game (statistics)

    def __init__(
        self,
        game: Game | None = None,
        prefs: PreferenceSource | None = None,
        store: GameSaver | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._prefs = prefs
        self._store = store
        self._game = game if game is not None else Game(Deal.random(self._ruleset()), self._undo_depth())
        self._last = self._snapshot()
        # a game that comes back over is told as such by the window; a first move within its
        # dead end is then no news
        self._was_stuck = self.is_stuck()
        # True while state_reset is emitted for the same game rebuilt (Game.stepped_back):
        # what the window keeps for a game (its play time, a stopped finish) stays
        self.same_game = False
        self.redoing = False  # True while move_applied is emitted for a redo
        self.stepping_back = False  # True while `undo_many` takes moves back, said as one step
        self.restarting = False  # True while state_reset is emitted for `restart`: the same cards again
        self.rejected: Move | None = None  # the move move_rejected was last emitted for
        if prefs is not None:
            prefs.subscribe(self._on_setting_changed)
            self._game.undo_depth = self._undo_depth()

    # -- state (read-only views; the engine owns it) ----------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def position(self) -> Position:
        return self._game.position

    @property
    def score(self) -> int:
        return self._game.score

    def last_score_change(self) -> int:
        """What the last move did to the score (after the clamp at 0): see Game.last_score_change."""
        return self._game.last_score_change()

    @property
    def move_counter(self) -> int:
        return self._game.move_counter

    @property
    def stock_count(self) -> int:
        return len(self._game.position.piles[STOCK])

    @property
    def deal_code(self) -> str | None:
        return self._game.deal.code

    @property
    def rules(self) -> str:
        return self._game.rules

    def can_undo(self) -> bool:
        return self._game.can_undo()

    def can_redo(self) -> bool:
        return self._game.can_redo()

    def is_won(self) -> bool:
        return self._game.is_won()

    def is_stuck(self) -> bool:
        """Lost: no legal move left, or the stock used up and none of the moves left can win."""
        return self._game.is_dead_end()

    def has_moves_left(self) -> bool:
        """Stuck (is_stuck) with legal moves still left, none of which can win."""
        return self.is_stuck() and not self._game.is_stuck()

    def check(self, move: Move) -> Rule | None:
        """Why `move` is refused now, or None when it is legal."""
        return self._game.check(move)

    def accepting_piles(self, src: int, count: int = 1) -> list[int]:
        """Every pile that would accept `count` cards from `src` now (for placement help)."""
        return [dst for dst in range(WASTE + 1, PILE_COUNT) if self._game.check(Move(src, dst, count)) is None]

    def auto_place_enabled(self) -> bool:
        return bool(self._prefs.get(settings.AUTO_PLACE)) if self._prefs is not None else False

    # -- commands -------------------------------------------------------------------------

    def move(self, move: Move) -> bool:
        """Play `move`; on refusal emit move_rejected(rule) and return False."""
        try:
            self._game.push(move)
        except IllegalMoveError as exc:
            self.rejected = move
            self.move_rejected.emit(exc.rule)
            return False
        self.move_applied.emit(move)
        self._after_change(ended_check=True)
        return True

    def draw(self) -> bool:
        """Turn the next stock card onto the waste (refused when the stock is used up)."""
        return self.move(DRAW)

    def click_card(self, pile: int) -> bool:
        """A click on the top card of `pile` (rules.md): the stock draws; a card goes to a
        foundation that takes it, the waste card failing that to a column. False when the
        click does nothing."""
        if pile == STOCK:
            return self.draw()
        move = self._game.click_move(pile)
        return move is not None and self.move(move)

    def double_click_card(self, pile: int) -> bool:
        """A double-click: to a foundation, else the longest column, else an empty one."""
        if pile == STOCK:
            return self.draw()
        move = self._game.double_click_move(pile)
        return move is not None and self.move(move)

    def lift(self, src: int, count: int) -> bool:
        """`count` cards from `src` taken up by the pointer (a drag's start): False, with the
        rule said as a drop's is, where they may never move together (a covered card in the
        rules without supermoves, cards that are no run in suit), which lifted them all and
        refused them only once they were let go (as neither Aisleriot nor KPatience does)."""
        if count == 1:
            return True
        # the engine's rules about cards moving together come before any about where they go:
        # asked for another column, those are the rules it answers with
        elsewhere = next(column for column in COLUMN_PILES if column != src)
        rule = self._game.check(Move(src, elsewhere, count))
        if rule not in (Rule.ONLY_TOP_CARD, Rule.NOT_A_RUN, Rule.WASTE_TOP_ONLY):
            return True  # whether a pile takes them is for the drop to say
        self.rejected = None  # no pile to say where the card goes instead
        self.move_rejected.emit(rule)
        return False

    def drop(self, src: int, count: int, dst: int | None) -> bool:
        """Cards dragged from `src` released on `dst` (None: on no pile).

        Legal: played. Otherwise, with auto-place on, the top card goes to its best place
        (the double-click policy). Otherwise a drop on a pile is refused with its rule and
        a drop on nothing just returns False (the view flies the cards back). A drop back on
        its own pile cancels the drag, always (auto-place never moves a card put back)."""
        if dst == src:
            return False
        rule: Rule | None = None
        if dst is not None:
            move = Move(src, dst, count)
            rule = self._game.check(move)
            if rule is None:
                return self.move(move)
        if self.auto_place_enabled() and count == 1 and src != STOCK:
            best = self._game.double_click_move(src)
            if best is not None:
                return self.move(best)
        if rule is not None:
            self.rejected = Move(src, dst, count) if dst is not None else None
            self.move_rejected.emit(rule)
        return False

    def undo(self) -> bool:
        if not self._game.can_undo():
            return False
        move = self._game.pop()
        self.move_undone.emit(move)
        self._after_change(ended_check=False)
        return True

    def undo_many(self, count: int) -> int:
        """Take back `count` actions (fewer when the undo history ends first) as one step:
        `stepping_back` is set meanwhile, so that they are not said one by one. Returns
        how many were taken back."""
        taken = 0
        self.stepping_back = True
        try:
            while taken < count and self.undo():
                taken += 1
        finally:
            self.stepping_back = False
        return taken

    def redo(self) -> bool:
        if not self._game.can_redo():
            return False
        move = self._game.redo()
        self.redoing = True  # a move played again, told as such (the screen reader says "Redone")
        try:
            self.move_applied.emit(move)
        finally:
            self.redoing = False
        self._after_change(ended_check=True)
        return True

    def new_game(self, code: str | None = None) -> None:
        """Deal a new game: from `code` (raises DealCodeError, nothing changes) or at random
        with the ruleset preference."""
        deal = Deal.from_code(code) if code is not None else Deal.random(self._ruleset())
        self.set_game(Game(deal, self._undo_depth()))

    def restart(self) -> None:
        """The same deal again from the start (a new game of the same cards)."""
        self.restarting = True
        try:
            self.set_game(Game(self._game.deal, self._undo_depth()))
        finally:
            self.restarting = False

    def set_game(self, game: Game) -> None:
        """Replace the game (a loaded one, a test position); saves it at once. A game with
        the same game_id is the same game (rebuilt from its deal, stepped back), not a game
        abandoned."""
        old = self._game
        same = old is not game and old.game_id == game.game_id
        if old.is_started() and not old.is_won() and old is not game and not same:
            self.game_abandoned.emit(old)
        self._game = game
        self.same_game = same
        try:
            self.state_reset.emit()
        finally:
            self.same_game = False
        self._after_change(ended_check=True, reset=True)

    def note_help_used(self) -> None:
        """Say that the solver (or a hint, a demo) helped: a win then counts as assisted."""
        self.help_used.emit()

    def is_in_progress(self) -> bool:
        """Started and not won: replacing it abandons a game."""
        return self._game.is_started() and not self._game.is_won()

    # -- internals ------------------------------------------------------------------------

    def _snapshot(self) -> tuple[int, int, int, bool, bool]:
        g = self._game
        return (g.score, g.move_counter, len(g.position.piles[STOCK]), g.can_undo(), g.can_redo())

    def _after_change(self, ended_check: bool, reset: bool = False) -> None:
        now = self._snapshot()
        before = self._last
        self._last = now
        signals = (
            self.score_changed,
            self.move_counter_changed,
            self.stock_count_changed,
            self.can_undo_changed,
            self.can_redo_changed,
        )
        for signal, old, new in zip(signals, before, now, strict=True):
            if reset or old != new:
                signal.emit(new)
        self.save()
        if ended_check:
            if self._game.is_won():
                if not reset:  # a resumed won game is no new win
                    self.won.emit()
            elif self.is_stuck() and (reset or not self._was_stuck):
                self.stuck.emit()  # not again at each move still left
        self._was_stuck = self.is_stuck()
        self.state_changed.emit()

    def attach_store(self, store: GameSaver | None) -> None:
        """Save to `store` from now on (a second window whose first one has ended; None: save
        nowhere, another copy having taken the lock)."""
        self._store = store

    def save(self) -> None:
        """Write the game to the store (done after every change; call it after dealing)."""
        if self._store is None:
            return
        failing = self._store.save_error is not None  # the first save that works after it says so
        try:
            self._store.save(self._game)
        except OSError as exc:
            self.save_failed.emit(str(exc))
        else:
            if failing:
                self.saved_again.emit()

    def _ruleset(self) -> str:
        return str(self._prefs.get(settings.RULESET)) if self._prefs is not None else "N"

    def _undo_depth(self) -> int | None:
        if self._prefs is None:
            return 100
        return settings.undo_depth_value(int(self._prefs.get(settings.UNDO_DEPTH)))

    def _on_setting_changed(self, setting: Setting) -> None:  # type: ignore[type-arg]
        if setting is settings.UNDO_DEPTH or setting == settings.UNDO_DEPTH:
            self._game.undo_depth = self._undo_depth()
            self._after_change(ended_check=False)
