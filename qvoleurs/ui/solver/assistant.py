"""The solver in the player's hands: the "can this game still be won?" indicator, Hint,
Demo, "Where did I lose it?" and winnable deals only.

Searches run in SolverWorker threads: `indicator` for the verdict on the position on the
table, `tasks` for what the player asked for (a demo's search, the walk back through the
history, the hunt for a winnable deal), which pauses the indicator while it runs. Every
answer goes into the verdict cache, so that a position met again answers at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QProgressDialog, QPushButton

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, Game, Move, Position
from qvoleurs.engine.rules import STOCK, is_foundation
from qvoleurs.engine.solver import SolveProgress, SolveResult, Verdict, best_heuristic_move, solve
from qvoleurs.ui.solver.worker import Known, SolverWorker, VerdictCache, position_key, solve_job

if TYPE_CHECKING:
    from qvoleurs.ui.window import MainWindow

INDICATOR_DELAY_MS = 250  # quiet time after a move before the indicator starts a search
INDICATOR_SECONDS = 30.0  # the indicator's search per position
# "Think Longer", when the indicator could not decide: proofs of whole deals can need
# minutes (FT1-N-AAAAAA5 is proven lost after 1.5 M positions, in about 150 s)
THINK_LONGER_SECONDS = 600.0
THINK_LONGER_MEMORY_MB = 1024
DEMO_SEARCH_SECONDS = 60.0  # a demo's own search when no winning line is known
PROBE_SECONDS = 5.0  # each position tried by "where did I lose it?"
DEAL_SECONDS = 5.0  # each deal tried for "winnable deals only"
DEMO_INTERVAL_MS = 420

GameFactory = Callable[[str, int | None], Game]


def random_game(rules: str, undo_depth: int | None) -> Game:
    return Game(Deal.random(rules), undo_depth)


@dataclass
class LostSearch:
    """What the walk back through a lost game's history found."""

    winnable: int  # the last prefix length known winnable (-1: none)
    lost: int  # the first prefix length after it that was proven lost or not decided
    proven: bool  # `lost` was proven unwinnable (so the move that made it was the mistake)
    results: list[tuple[Position, SolveResult]]  # for the cache


class SolverAssistant(QObject):
    """Everything the window shows or does with the solver."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.model = window.model
        self.prefs = window.prefs
        self.cache = VerdictCache()
        self.indicator = SolverWorker(self)
        self.tasks = SolverWorker(self)
        self.game_factory: GameFactory = random_game
        self.demo_interval_ms = DEMO_INTERVAL_MS
        self.progress_dialog: QProgressDialog | None = None
        self.offer_box: QMessageBox | None = None
        self.lost_search: LostSearch | None = None
        self._undecided: set[Any] = set()  # positions whose search ran out of time
        self._thought_long: set[Any] = set()  # ... even when the player asked to think longer
        self._long_key: Any = None  # the position of the running "think longer" search
        self._helped: Game | None = None  # the game already marked as helped
        self._hint_piles: list[int] = []
        self._hint_text = ""
        self._demo_moves: list[Move] = []
        self._thinking_states = 0
        self._build_actions()
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setInterval(INDICATOR_DELAY_MS)
        self._delay.timeout.connect(self.refresh_indicator)
        self.demo_timer = QTimer(self)
        self.demo_timer.timeout.connect(self._demo_step)
        self.indicator.progressed.connect(self._on_indicator_progress)
        self.indicator.finished.connect(self._on_indicator_result)
        self.tasks.progressed.connect(self._on_task_progress)
        self.tasks.finished.connect(self._on_task_result)
        self.model.state_changed.connect(self.on_state_changed)
        if self.prefs is not None:
            self.prefs.subscribe(self.on_setting_changed)
        self.on_state_changed()

    # -- construction and texts ----------------------------------------------------------

    def _build_actions(self) -> None:
        w = self.window
        self.hint_action = QAction(w)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.hint)
        self.think_action = QAction(w)
        self.think_action.triggered.connect(self.think_longer)
        self.demo_action = QAction(w)
        self.demo_action.triggered.connect(self.demo)
        self.lost_action = QAction(w)
        self.lost_action.triggered.connect(self.where_did_i_lose)
        actions = [self.hint_action, self.think_action, self.demo_action, self.lost_action]
        for action in actions:
            w.addAction(action)
        w.game_menu.insertActions(w.solver_separator, actions)
        w.game_menu.insertSeparator(self.hint_action)
        banner = w.view.stuck_banner
        self.lost_button = QPushButton(banner)
        self.lost_button.clicked.connect(self.where_did_i_lose)
        row = banner.layout()
        if isinstance(row, QHBoxLayout):
            row.insertWidget(3, self.lost_button)  # before the close button

    def retranslate(self) -> None:
        self.hint_action.setText(self.tr("&Hint"))
        self.demo_action.setText(self.tr("&Demo"))
        self.lost_action.setText(self.tr("&Where Did I Lose It?"))
        self.lost_button.setText(self.tr("Where did I lose it?"))
        self.window.verdict_label.setToolTip(
            self.tr(
                "Can this game still be won? The solver looks for a win after every move. It knows the order"
                " of the cards in the stock, which you do not: “winnable” means that a win exists, not that"
                " it is easy to find."
            )
        )
        self.on_state_changed()

    # -- settings ------------------------------------------------------------------------

    def indicator_on(self) -> bool:
        return self.prefs is not None and bool(self.prefs.get(settings.SOLVER_INDICATOR))

    def winnable_only(self) -> bool:
        return self.prefs is not None and bool(self.prefs.get(settings.WINNABLE_ONLY))

    def on_setting_changed(self, setting: Any) -> None:
        if setting == settings.SOLVER_INDICATOR:
            self.refresh_indicator()
            self._update_actions()  # Think Longer goes with the indicator

    def shutdown(self) -> None:
        """The window closes: no thread may outlive it."""
        self.stop_demo()
        self._delay.stop()
        self.indicator.cancel()
        self.tasks.cancel()
        unsubscribe = getattr(self.prefs, "unsubscribe", None)
        if unsubscribe is not None:
            unsubscribe(self.on_setting_changed)

    # -- after every change ---------------------------------------------------------------

    def known(self) -> Known | None:
        """The verdict on the position on the table, if the solver has one."""
        position = self.model.position
        known = self.cache.get(position)
        if known is None and position.is_stuck():
            known = Known(Verdict.UNWINNABLE)
        return known

    def on_state_changed(self) -> None:
        if self._hint_piles and self.window.table_scene.highlighted == self._hint_piles:
            self.window.table_scene.set_highlights([])
        toast = self.window.view.toast
        if self._hint_text and toast.isVisible() and toast.text() == self._hint_text:
            toast.hide()  # the hint was about the position before
        self._hint_piles = []
        self._hint_text = ""
        self._update_actions()
        if not self.indicator_on():
            self.refresh_indicator()
            return
        if self.known() is not None or self.model.is_won():
            self.refresh_indicator()  # answers at once
        else:
            self._show_thinking(fresh=True)  # never the verdict of the position before
            self._delay.start()  # a burst of moves starts one search, not one per move

    def _update_actions(self) -> None:
        known = self.known()
        lost = known is not None and known.verdict is Verdict.UNWINNABLE
        has_line = bool(self.model.game.line)
        self.lost_action.setEnabled(lost and has_line and not self.tasks.busy)
        if self.lost_button.isHidden() == has_line:
            self.lost_button.setVisible(has_line)
            banner = self.window.view.stuck_banner
            if banner.isVisible():
                banner.place()  # room for the button (the banner may be up already)
        playing = not self.model.is_won()
        self.hint_action.setEnabled(playing)
        self.demo_action.setEnabled(playing)
        key = position_key(self.model.position)
        thinking_long = self._thinking_long(key)
        self.think_action.setText(self.tr("Stop &Thinking") if thinking_long else self.tr("Think &Longer"))
        self.think_action.setEnabled(
            thinking_long
            or (playing and self.indicator_on() and key in self._undecided and key not in self._thought_long)
        )

    def _thinking_long(self, key: Any) -> bool:
        """Is a "think longer" search running on the position with this key (the one on the table)?"""
        running: Any = self.indicator.tag
        return running is not None and running[0] == self._long_key == key

    def think_longer(self) -> None:
        """Search the position the indicator could not decide for much longer; again: stop."""
        key = position_key(self.model.position)
        if self._thinking_long(key):
            self.indicator.cancel()
            self._long_key = None
            self._undecided.add(key)  # may be asked again: it was stopped, not run out
            self._show_verdict(Verdict.UNKNOWN)
        elif key in self._undecided and key not in self._thought_long and self.indicator_on():
            self._undecided.discard(key)
            self._long_key = key
            position = self.model.position
            job = solve_job(position, THINK_LONGER_SECONDS, THINK_LONGER_MEMORY_MB)
            self.indicator.start((key, position.copy()), job)
            self._show_thinking(fresh=True)
        self._update_actions()

    def refresh_indicator(self) -> None:
        """Show the verdict on the position on the table, or start looking for it."""
        label = self.window.verdict_label
        if not self.indicator_on() or self.model.is_won():
            self._delay.stop()
            self.indicator.cancel()
            label.hide()
            return
        known = self.known()
        key = position_key(self.model.position)
        if known is not None:
            self.indicator.cancel()
            self._show_verdict(known.verdict)
            return
        if key in self._undecided:
            self.indicator.cancel()
            self._show_verdict(Verdict.UNKNOWN)
            return
        if self.tasks.busy:
            return  # the player's task has the solver; the indicator looks again afterwards
        running: Any = self.indicator.tag
        if running is not None and running[0] == key:
            return
        self._thinking_states = 0
        self._long_key = None
        self.indicator.start((key, self.model.position.copy()), solve_job(self.model.position, INDICATOR_SECONDS))
        self._show_thinking()

    def _show_verdict(self, verdict: Verdict) -> None:
        label = self.window.verdict_label
        if verdict is Verdict.WON:
            label.setText('<span style="color:#3f8f4f">●</span> ' + self.tr("Winnable"))
        elif verdict is Verdict.UNWINNABLE:
            label.setText('<span style="color:#b5523b">●</span> ' + self.tr("Can no longer be won"))
        else:
            label.setText('<span style="color:#9a9a9a">○</span> ' + self.tr("Not known yet"))
        label.setContentsMargins(8, 0, 8, 0)
        label.show()
        if verdict is not Verdict.UNKNOWN:
            self._note_help()

    def _show_thinking(self, fresh: bool = False) -> None:
        label = self.window.verdict_label
        if fresh:
            self._thinking_states = 0
        if self._thinking_states:
            states = QLocale().toString(self._thinking_states)
            text = self.tr("Thinking… %1 positions").replace("%1", states)
        else:
            text = self.tr("Thinking…")
        label.setText('<span style="color:#9a9a9a">○</span> ' + text)
        label.setContentsMargins(8, 0, 8, 0)
        label.show()

    def _on_indicator_progress(self, tag: Any, news: object) -> None:
        if isinstance(news, SolveProgress) and tag[0] == position_key(self.model.position):
            self._thinking_states = news.states
            self._show_thinking()

    def _on_indicator_result(self, tag: Any, result: object) -> None:
        key, position = tag
        if isinstance(result, SolveResult) and result.result is not Verdict.UNKNOWN:
            self.cache.put(position, result)
        else:
            self._undecided.add(key)
            if key == self._long_key:
                self._thought_long.add(key)  # the same search again would end the same way
        if key == self._long_key:
            self._long_key = None
        if key == position_key(self.model.position):
            self.refresh_indicator()
            self._update_actions()

    def _note_help(self) -> None:
        """The solver told the player something about this game: it counts as assisted."""
        if self._helped is not self.model.game:
            self._helped = self.model.game
            self.model.note_help_used()

    # -- hint ------------------------------------------------------------------------------

    def hint(self) -> None:
        if self.model.is_won():
            return
        self.stop_demo()
        self._note_help()
        known = self.known()
        if known is not None and known.verdict is Verdict.UNWINNABLE:
            self._toast(self.tr("This game can no longer be won."))
            return
        if known is not None and known.moves:
            move: Move | None = known.moves[0]
            text = self.tr("Hint: %1.")
        else:
            move = best_heuristic_move(self.model.position)
            text = self.tr("No winning line is known yet. A promising move: %1.")
        if move is None:
            self._toast(self.tr("No move is left."))
            return
        self._hint_piles = [STOCK] if move == DRAW else [move.src, move.dst]
        self.window.table_scene.set_highlights(self._hint_piles)
        self._hint_text = text.replace("%1", self.move_text(move))
        self._toast(self._hint_text)

    def move_text(self, move: Move, position: Position | None = None) -> str:
        """A move in words, made from `position` (the one on the table by default):
        "move the 7 of spades onto the 8 of spades"."""
        piles = (position or self.model.position).piles
        name = self.window.phrasebook.name
        if move == DRAW:
            return self.tr("draw a card from the stock")
        card = name(piles[move.src][-move.count])
        if is_foundation(move.dst):
            return self.tr("move the %1 to its foundation").replace("%1", card)
        if not piles[move.dst]:
            return self.tr("move the %1 to the empty column").replace("%1", card)
        onto = name(piles[move.dst][-1])
        if move.count > 1:
            text = self.tr("move the %1 cards from the %2 down onto the %3").replace("%1", str(move.count))
            return text.replace("%2", card).replace("%3", onto)
        return self.tr("move the %1 onto the %2").replace("%1", card).replace("%2", onto)

    def _toast(self, text: str) -> None:
        self.window.view.toast.show_message(text, 6000)

    # -- demo ------------------------------------------------------------------------------

    def demo_running(self) -> bool:
        return self.demo_timer.isActive()

    def demo(self) -> None:
        if self.demo_running():
            self.stop_demo()
            return
        if self.model.is_won():
            return
        known = self.known()
        if known is not None and known.verdict is Verdict.UNWINNABLE:
            self._toast(self.tr("This game can no longer be won."))
            return
        if known is not None and known.verdict is Verdict.WON:
            self.start_demo(known.moves)
            return
        position = self.model.position.copy()
        self._start_task(
            ("demo", position), solve_job(position, DEMO_SEARCH_SECONDS), self.tr("Looking for a winning line…")
        )

    def start_demo(self, moves: list[Move]) -> None:
        self._note_help()
        self._demo_moves = list(moves)
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.window.statusBar().showMessage(self.tr("Demo: click or press a key to stop it"))
        self.demo_timer.start(self.demo_interval_ms)

    def stop_demo(self) -> None:
        if not self.demo_timer.isActive():
            return
        self.demo_timer.stop()
        self._demo_moves = []
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.window.statusBar().clearMessage()

    def _demo_step(self) -> None:
        if not self._demo_moves or self.model.is_won():
            self.stop_demo()
            return
        move = self._demo_moves.pop(0)
        if not self.model.move(move) or not self._demo_moves:
            self.stop_demo()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if self.demo_timer.isActive() and kind in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self.stop_demo()
            self._toast(self.tr("Demo stopped."))
            return True  # the click or key only stops the demo
        return False

    # -- where did I lose it? ---------------------------------------------------------------

    def where_did_i_lose(self) -> None:
        game = self.model.game
        line = list(game.line)
        if not line or self.tasks.busy:
            return
        self.stop_demo()
        self._note_help()
        # every position of the history, from the one on the table backwards
        positions = [self.model.position.copy()]
        for move in reversed(line):
            probe = positions[-1].copy()
            probe.unapply(move)
            positions.append(probe)
        positions.reverse()
        known = {k: self.cache.get(p) for k, p in enumerate(positions)}
        self._start_task(("lost", positions), _lost_job(positions, known), self.tr("Looking back through the game…"))

    def _lost_found(self, positions: list[Position], found: LostSearch) -> None:
        self.lost_search = found
        for position, result in found.results:
            self.cache.put(position, result)
        n = len(positions) - 1
        locale = QLocale()
        if found.winnable < 0:
            self._toast(self.tr("The solver found no position in this game that could be won."))
            return
        at = found.winnable
        if at == n:
            self._toast(self.tr("This position can still be won."))
            return
        if at == 0:
            where = self.tr("The deal could be won.")
        else:
            where = self.tr("After move %1 the game could still be won.").replace("%1", locale.toString(at))
        if found.proven and found.lost == at + 1:
            text = self.move_text(self.model.game.line[at], positions[at])
            where += " " + self.tr("Move %1 (%2) made it lost.").replace("%1", locale.toString(at + 1)).replace(
                "%2", text
            )
        else:
            where += " " + self.tr("The solver could not decide the positions after it.")
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Where did I lose it?"),
            where + "\n\n" + self.tr("Go back there?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda result: self._offer_answered(result, at, positions[at]))
        self.offer_box = box
        box.open()

    def _offer_answered(self, result: int, at: int, position: Position) -> None:
        self.offer_box = None
        if result == QMessageBox.StandardButton.Yes:
            self.go_back_to(at, position)

    def go_back_to(self, at: int, position: Position) -> None:
        """Back to the position after `at` actions: by undo when the undo window reaches
        it, else as a game rebuilt from the deal."""
        game = self.model.game
        back = len(game.line) - at
        if back <= game.undo_available():
            for _ in range(back):
                self.model.undo()
            return
        rebuilt = Game(game.deal, game.undo_depth)
        try:
            for move in game.line[:at]:
                rebuilt.push(move)
        except ValueError:
            rebuilt = None  # type: ignore[assignment]
        if rebuilt is None or position_key(rebuilt.position) != position_key(position):
            self._toast(self.tr("That position is beyond the undo history and cannot be rebuilt."))
            return
        self.model.set_game(rebuilt)

    # -- winnable deals only ----------------------------------------------------------------

    def deal_winnable(self) -> bool:
        """New Game with "winnable deals only": look for one in the background. False when
        the preference is off (the window deals as usual)."""
        if not self.winnable_only():
            return False
        rules = str(self.prefs.get(settings.RULESET)) if self.prefs is not None else "N"
        depth = settings.undo_depth_value(int(self.prefs.get(settings.UNDO_DEPTH))) if self.prefs is not None else 100
        self.stop_demo()
        self._start_task(
            ("deal", None), _deal_job(self.game_factory, rules, depth), self.tr("Looking for a winnable deal…")
        )
        return True

    def _deal_found(self, game: Game, line: list[Move]) -> None:
        self.cache.put_line(game.position, line)
        self.window.table_scene.finish_animation()
        self.model.set_game(game)
        self.window.statusBar().showMessage(self.tr("The solver has won this deal: it can be won."), 5000)

    # -- tasks ----------------------------------------------------------------------------

    def _start_task(self, tag: tuple[str, Any], job: Any, text: str) -> None:
        self._delay.stop()
        self.indicator.cancel()
        self.tasks.start(tag, job)
        dialog = QProgressDialog(text, self.tr("Cancel"), 0, 0, self.window)
        dialog.setWindowTitle(self.tr("Solver"))
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(self.cancel_task)
        self.progress_dialog = dialog
        self._task_text = text
        dialog.open()
        self._update_actions()

    def cancel_task(self) -> None:
        self.tasks.cancel()
        self._close_dialog()
        self.refresh_indicator()

    def _close_dialog(self) -> None:
        dialog, self.progress_dialog = self.progress_dialog, None
        if dialog is not None:
            dialog.canceled.disconnect(self.cancel_task)
            dialog.close()
            dialog.deleteLater()
        self._update_actions()

    def _on_task_progress(self, tag: tuple[str, Any], news: object) -> None:
        dialog = self.progress_dialog
        if dialog is None:
            return
        locale = QLocale()
        if isinstance(news, SolveProgress):
            more = self.tr("%1 positions examined").replace("%1", locale.toString(news.states))
        elif tag[0] == "deal":
            more = self.tr("%1 deals tried").replace("%1", locale.toString(int(news)))  # type: ignore[call-overload]
        else:
            more = self.tr("%1 positions of the game tried").replace("%1", locale.toString(int(news)))  # type: ignore[call-overload]
        dialog.setLabelText(self._task_text + "\n" + more)

    def _on_task_result(self, tag: tuple[str, Any], result: object) -> None:
        self._close_dialog()
        kind, data = tag
        if isinstance(result, Exception):
            self._toast(self.tr("The solver failed: %1").replace("%1", str(result)))
        elif kind == "demo" and isinstance(result, SolveResult):
            self.cache.put(data, result)
            if result.result is Verdict.WON and position_key(data) == position_key(self.model.position):
                self.start_demo(result.moves)
            elif result.result is Verdict.UNWINNABLE:
                self._toast(self.tr("This game can no longer be won."))
            elif result.result is Verdict.UNKNOWN:
                self._toast(self.tr("The solver found no win in time; the game may still be winnable."))
        elif kind == "lost" and isinstance(result, LostSearch):
            self._lost_found(data, result)
        elif kind == "deal" and isinstance(result, tuple):
            self._deal_found(*result)
        self.refresh_indicator()
        self._update_actions()


def _lost_job(positions: list[Position], known: dict[int, Known | None]) -> Any:
    """Binary search for the last winnable position of a lost game's history.

    Winnable positions form a prefix of the history (a position that can be won makes
    every earlier one winnable: replay the moves), so bisection over the prefix lengths
    finds the boundary. A probe that times out counts as "not shown winnable": the search
    goes on to the left of it, and the answer is always a position proven winnable.
    """
    mine = [p.copy() for p in positions]

    def job(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> LostSearch | None:
        lo, hi = -1, len(mine) - 1  # mine[hi] is lost: the search starts from a lost game
        proven = True
        results: list[tuple[Position, SolveResult]] = []
        tried = 0
        while hi - lo > 1:
            mid = (lo + hi) // 2
            seen = known.get(mid)
            if seen is not None:
                verdict = seen.verdict
            else:
                result = solve(mine[mid], time_limit=PROBE_SECONDS, max_memory_mb=512, cancel=should_stop)
                if should_stop():
                    return None
                results.append((mine[mid], result))
                verdict = result.result
            tried += 1
            report(tried)
            if verdict is Verdict.WON:
                lo = mid
            else:
                hi, proven = mid, verdict is Verdict.UNWINNABLE
        return LostSearch(lo, hi, proven, results)

    return job


def _deal_job(factory: GameFactory, rules: str, depth: int | None) -> Any:
    def job(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> tuple[Game, list[Move]] | None:
        tried = 0
        while not should_stop():
            game = factory(rules, depth)
            tried += 1
            report(tried)
            result = solve(game.position, time_limit=DEAL_SECONDS, max_memory_mb=512, cancel=should_stop)
            if result.result is Verdict.WON:
                return game, list(result.moves)
        return None

    return job
