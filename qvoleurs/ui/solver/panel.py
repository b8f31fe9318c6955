"""The solver in the player's hands, on the Qt side: the "can this game still be won?"
indicator, Hint, Demo, Think Longer, "Where Did I Lose It?" and winnable deals only.

The panel decides nothing: the solver session (qvoleurs/analysis/) says what a position's
state is, what to search, what a hint is and what counts as help; the panel runs the
searches in SolverWorker threads, words the answers and hands them to its host (the
window) through the SolverHost interface. Two workers: `indicator` for the verdict on the
position on the table, `tasks` for what the player asked for, which pauses the indicator.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, QObject, QTimer
from PySide6.QtGui import QAccessible, QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressBar, QProgressDialog, QPushButton

from qvoleurs import __version__, settings
from qvoleurs.analysis.cache import Known, PositionKey, position_key
from qvoleurs.analysis.session import (
    DemoKind,
    HintKind,
    PositionState,
    Request,
    Search,
    SolverSession,
)
from qvoleurs.analysis.tasks import (
    DealHunt,
    DemoSearch,
    FoundDeal,
    GameFactory,
    LostOutcome,
    LostSearch,
    LostWalk,
    Task,
    random_game,
    replay_prefix,
)
from qvoleurs.engine import DRAW, Deal, Game, Move, Position
from qvoleurs.engine.rules import COLUMN_BASE, FOUNDATION_BASE, STOCK, WASTE, is_column, is_foundation
from qvoleurs.engine.solver import SolveProgress, SolveResult, Verdict, compiled_core_available
from qvoleurs.engine.solver.winnable import draw_winnable_deal, winnable_numbers
from qvoleurs.model.game_model import GameModel, PreferenceSource
from qvoleurs.translatable import arg
from qvoleurs.ui.input_hold import InputHold
from qvoleurs.ui.line_breaks import NO_BREAK_SPACE
from qvoleurs.ui.move_player import MovePlayer
from qvoleurs.ui.placement import FRAME_ALLOWANCE, available_geometry
from qvoleurs.ui.solver.host import SolverHost
from qvoleurs.ui.solver.worker import Job, SolverWorker, search_job

INDICATOR_DELAY_MS = 250  # quiet time after a move before the indicator starts a search
HINT_WAIT_MS = 1500  # how long H waits for a running search of this position
DEMO_INTERVAL_MS = 420
# with a screen reader each move of the demo is said, in about 2 s: the next waits for it
SPOKEN_DEMO_INTERVAL_MS = 2500
TASK_DIALOG_DELAY_MS = 400  # a task that ends sooner shows no progress dialog (it would only flash)
TOAST_MS = 6000
TITLE_BAR_ROOM = 160  # a window manager's icon and buttons beside a dialog's title, in px
PROGRESS_SAMPLE = 999_999_999  # the widest count a task's dialog is sized for

# the status bar fits the colours to its background (VerdictLabel); the ring is in the text's
# own colour: a thin ring in grey hardly showed, on any background
_DOTS = {
    Verdict.WON: '<span style="color:#3f8f4f">●</span> ',
    Verdict.UNWINNABLE: '<span style="color:#b5523b">●</span> ',
    Verdict.UNKNOWN: "○ ",
}


class SolverPanel(QObject):
    """Shows what the solver session knows and runs what the player asks of it."""

    def __init__(
        self, host: SolverHost, model: GameModel, prefs: PreferenceSource | None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.model = model
        self.prefs = prefs
        self.slow_core_said = False  # this start told that the compiled core is missing
        self.session = SolverSession()
        self.indicator = SolverWorker(self)
        self.tasks = SolverWorker(self)
        self.search_job: Callable[[Search], Job] = search_job
        self.game_factory: GameFactory = random_game
        # "winnable deals only" draws from the shipped table of won deals first (at once)
        self.deal_table: Callable[[str], Deal | None] = draw_winnable_deal
        self.demo_interval_ms = DEMO_INTERVAL_MS
        self.progress_dialog: QProgressDialog | None = None
        self.offer_box: QMessageBox | None = None
        self.lost_search: LostSearch | None = None
        self._shown = False  # the window is on screen: the indicator searches only then
        self._task_text = ""
        self._hint_piles: list[int] = []
        self._hint_text = ""
        self._hint_waiting = False  # H waits for the search of the position on the table
        self._announced = ""  # the verdict last told to a screen reader
        self._states = 0  # positions examined by the running search
        self._vouched: PositionKey | None = None  # a shipped table's deal: won before, line not kept
        self._lost_deal: PositionKey | None = None  # the start of a deal proven lost as dealt
        self._start: tuple[Deal, Position, PositionKey] | None = None  # the game's deal, its start and key
        self._build_actions()
        self._delay = self._timer(INDICATOR_DELAY_MS, self.refresh_indicator, single=True)
        self.hint_timer = self._timer(HINT_WAIT_MS, self._hint_waited, single=True)
        self.input_hold = InputHold(self)  # the task dialog's modality, before it shows
        self.dialog_timer = self._timer(TASK_DIALOG_DELAY_MS, self._open_task_dialog, single=True)
        self.demo_player = MovePlayer(model, self)
        self.demo_player.interrupted.connect(lambda: self._say(self.tr("Demo stopped.")))
        self.demo_player.stopped.connect(lambda: self.host.clear_status(self._demo_text()))
        self.indicator.progressed.connect(self._on_indicator_progress)
        self.indicator.finished.connect(self._on_indicator_result)
        self.tasks.progressed.connect(self._on_task_progress)
        self.tasks.finished.connect(self._on_task_result)
        model.state_changed.connect(self.on_state_changed)
        model.state_reset.connect(self._forget_announced)
        model.state_reset.connect(self._vouch_for_deal)
        if prefs is not None:
            prefs.subscribe(self.on_setting_changed)
        self._vouch_for_deal()
        self.on_state_changed()

    # -- construction and texts ----------------------------------------------------------

    def _timer(self, msecs: int, slot: Callable[[], None], single: bool) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(single)
        timer.setInterval(msecs)
        timer.timeout.connect(slot)
        return timer

    def _build_actions(self) -> None:
        parent = self.host.dialog_parent()
        self.hint_action = QAction(parent)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.hint)
        self.think_action = QAction(parent)
        self.think_action.triggered.connect(self.think_longer)
        self.demo_action = QAction(parent)
        self.demo_action.triggered.connect(self.demo)
        self.lost_action = QAction(parent)
        self.lost_action.triggered.connect(self.where_did_i_lose)
        self.host.add_solver_actions([self.hint_action, self.think_action, self.demo_action, self.lost_action])
        self.lost_button = QPushButton(parent)
        self.lost_button.clicked.connect(self.where_did_i_lose)
        self.host.add_banner_button(self.lost_button)

    def retranslate(self) -> None:
        self.hint_action.setText(self.tr("&Hint"))
        self.demo_action.setText(self.tr("&Demo"))
        self.lost_action.setText(self.tr("&Where Did I Lose It?"))
        self.lost_button.setText(self.tr("Where Did I Lose It?"))
        # the verdict in new words is news, and said; the same words again (a language chosen
        # that the system's already was) were said a second time as the preferences closed
        self.on_state_changed()

    def _about(self) -> str:
        return self.tr(
            "Can this game still be won? The solver looks for a win after every move. It knows the order"
            " of the cards in the stock, which you do not: “winnable” means that a win exists, not that"
            " it is easy to find."
        )

    # -- settings and the window's state ---------------------------------------------------

    def indicator_on(self) -> bool:
        return self.prefs is not None and bool(self.prefs.get(settings.SOLVER_INDICATOR))

    def missing_core_text(self) -> str | None:
        """What the player is told of a solver without its compiled core (installed where no C
        compiler was): every verdict then takes far longer. None when the core is there."""
        if compiled_core_available():
            return None
        return self.tr(
            "The solver's fast core is not installed, so the analysis is much slower. Installing "
            "a C compiler and Python's headers (on Debian: gcc and python3-dev) and then "
            "Quarante Voleurs again brings it."
        )

    def slow_analysis_notice(self) -> str | None:
        """The start-up notice of a missing core, with the indicator on, at the first start of
        each version: not at every start of a machine that has no compiler to install (Help ▸
        About keeps saying it). The window notes it as said when it closes. None when there is
        nothing to say."""
        text = self.missing_core_text()
        if text is None or self.prefs is None or not self.indicator_on():
            return None
        if self.prefs.get(settings.SLOW_CORE_TOLD) == __version__:
            return None
        self.slow_core_said = True
        return text

    def winnable_only(self) -> bool:
        return self.prefs is not None and bool(self.prefs.get(settings.WINNABLE_ONLY))

    def on_setting_changed(self, setting: settings.Setting) -> None:  # type: ignore[type-arg]
        if setting == settings.SOLVER_INDICATOR:
            self.refresh_indicator()
            self._update_actions()  # Think Longer goes with the indicator

    def set_shown(self, shown: bool) -> None:
        """The window was shown, or hidden or minimized: no search of the indicator's while
        nobody looks, and the demo waits. Think Longer goes on: the player asked for it, and
        may well minimize the window while it thinks (stopped, it was gone for good: a search
        cannot be resumed, and showing the window again started only the indicator's)."""
        self.demo_player.set_shown(shown)
        if shown == self._shown:
            return
        self._shown = shown
        if shown:
            self.refresh_indicator()  # the position's search starts now
        else:
            self._delay.stop()
            running = self.session.running
            if running is None or not running.long:
                self._stop_indicator()

    def shutdown(self) -> None:
        """The window closes: no thread may outlive it."""
        self.stop_demo()
        self._delay.stop()
        self.hint_timer.stop()
        self._stop_indicator()
        self.tasks.cancel()
        self._close_dialog()
        if self.prefs is not None:
            self.prefs.unsubscribe(self.on_setting_changed)

    def wait(self) -> bool:
        """Join both workers' threads (tests, shutdown): True when they have ended."""
        return self.indicator.wait() and self.tasks.wait()

    # -- after every change ---------------------------------------------------------------

    def known(self) -> Known | None:
        """The verdict on the position on the table, if the solver has one."""
        return self.session.known(self.model.position)

    def on_state_changed(self) -> None:
        if self._hint_piles and self.host.highlights() == self._hint_piles:
            self.host.set_highlights([])
        if self._hint_text:
            self.host.withdraw_toast(self._hint_text)  # the hint was about the position before
        self._hint_piles, self._hint_text = [], ""
        self._hint_waiting = False
        self.hint_timer.stop()
        position = self.model.position
        self._lost_by_its_deal(position)
        if self.session.needless(position):
            running = self.session.running
            if running is not None and running.long:  # asked for, and ended by a move: said, as its stop is
                self.host.announce(self.tr("Search stopped."))
            self._stop_indicator()  # about a position no longer on the table
        self._update_actions()
        if not self.indicator_on() or self.model.is_won():
            self.refresh_indicator()
        elif self.session.state(position) is not PositionState.UNSEEN:
            self.refresh_indicator()  # answers at once
        else:
            self._show_thinking(fresh=True)  # never the verdict of the position before
            self._delay.start()  # a burst of moves starts one search, not one per move

    def refresh_actions(self) -> None:
        """The menu items and the banner's button for the position now on the table, before
        the model's state_changed says so: a banner that shows now names its buttons."""
        self._update_actions()

    def _update_actions(self) -> None:
        state = self.session.state(self.model.position)
        has_line = bool(self.model.game.line)
        self.lost_action.setEnabled(state is PositionState.LOST and has_line and not self.tasks.busy)
        if self.lost_button.isHidden() == has_line:
            self.host.set_banner_button_visible(self.lost_button, has_line)
        playing = not self.model.is_won()
        self.hint_action.setEnabled(playing)  # stuck, it still answers: "can no longer be won"
        self.demo_action.setEnabled(playing and not self.model.is_stuck())  # no move to show
        long = state is PositionState.THINKING_LONG
        self.think_action.setText(self.tr("Stop &Thinking") if long else self.tr("Think &Longer"))
        undecided = state is PositionState.UNDECIDED
        self.think_action.setEnabled(long or (playing and self.indicator_on() and undecided))

    def _stop_indicator(self) -> None:
        if self.indicator.busy:
            self.indicator.cancel()
        self.session.stopped()

    def refresh_indicator(self) -> None:
        """Show the verdict on the position on the table, or start looking for it."""
        if not self.indicator_on() or self.model.is_won():
            self._delay.stop()
            self._stop_indicator()
            self.host.hide_verdict()
            return
        position = self.model.position
        if self.session.needless(position):
            self._stop_indicator()  # decided meanwhile: the search has nothing left to find
        state = self.session.state(position)
        if state is PositionState.WINNABLE:
            self._show_verdict(Verdict.WON)
        elif state is PositionState.LOST:
            self._show_verdict(Verdict.UNWINNABLE)
        elif state in (PositionState.UNDECIDED, PositionState.GAVE_UP):
            self._show_verdict(Verdict.WON if self._vouched_here() else Verdict.UNKNOWN)
        elif state is PositionState.UNSEEN and self._shown and not self.tasks.busy:
            search = self.session.search_for(position)
            if search is not None:
                self._delay.stop()
                self._start_search(search)
        else:  # searching, or waiting for the window to be shown or a task to end
            self._show_thinking()

    def _start_search(self, search: Search) -> None:
        self.indicator.start(search, self.search_job(search))
        self.session.started(search)
        self._show_thinking(fresh=True)

    def _show_verdict(self, verdict: Verdict) -> None:
        # the status bar's words, and a sentence for the ear when they come on their own (a
        # verdict half a minute after the deal, amid the arrows, said what about nothing)
        if verdict is Verdict.WON:
            words, alone = self.tr("Winnable"), self.tr("This game can be won")
        elif verdict is Verdict.UNWINNABLE and self._lost_as_dealt():
            words, alone = self.tr("Cannot be won"), self.tr("This deal cannot be won")
        elif verdict is Verdict.UNWINNABLE:
            words, alone = self.tr("Can no longer be won"), self.tr("This game can no longer be won")
        else:
            words, alone = self.tr("Not known yet"), self.tr("Not known yet whether this game can be won")
        self.host.show_verdict(_DOTS[verdict] + words, words, self._about(), "")
        if words != self._announced:
            self._announced = words
            self.host.announce_when_heard(words, "verdict", alone)

    def _lost_as_dealt(self) -> bool:
        """The deal itself cannot be won: the position is its start, or its start is known
        lost. "No longer" is said only where the player may have lost it (as KPatience does:
        a fresh deal read "Can no longer be won" before any move)."""
        return self.model.position == Position.from_deal(self.model.game.deal) or self.deal_known_lost()

    def deal_known_lost(self) -> bool:
        """The solver proved this game's deal lost as dealt (its save keeps that: a restart
        still says "Cannot be won", not "Can no longer be won")."""
        deal = self.model.game.deal
        if self._start is None or self._start[0] is not deal:  # asked at every save: made once a deal
            start = Position.from_deal(deal)
            self._start = (deal, start, position_key(start))
        _, start, key = self._start
        if self._lost_deal != key and self.session.state(start) is PositionState.LOST:
            self._lost_deal = key  # kept here too: the session's cache may drop the start
        return self._lost_deal == key

    def _learned(self) -> None:
        """After the session learnt verdicts: a deal just proven lost is saved as such at once
        (a quit right after it keeps it)."""
        before = self._lost_deal
        if self.deal_known_lost() and self._lost_deal != before:
            self.model.save()

    def resume_deal_lost(self, lost: bool) -> None:
        """A resumed game whose deal was proven lost: every position of it is lost, at once."""
        if lost:
            start = Position.from_deal(self.model.game.deal)
            self._lost_deal = position_key(start)
            self.session.learn(start, SolveResult(Verdict.UNWINNABLE))  # Where Did I Lose It? knows it too
            self.on_state_changed()

    def _lost_by_its_deal(self, position: Position) -> None:
        """A position of a game whose deal is lost is lost: no search, no "Thinking…"."""
        if self.session.known(position) is None and self.deal_known_lost():
            self.session.learn(position, SolveResult(Verdict.UNWINNABLE))

    def _lost_sentence(self) -> str:
        return (
            self.tr("This deal cannot be won.") if self._lost_as_dealt() else self.tr("This game can no longer be won.")
        )

    def _show_thinking(self, fresh: bool = False) -> None:
        if fresh:
            self._states = 0
        if not self.indicator_on():
            return  # a search for a hint alone: the player switched the verdict off
        if self._vouched_here():
            self._show_verdict(Verdict.WON)  # the search only looks for the line again
            return
        progress = self._progress_lines(self._states)[0] if self._states else ""
        words = self._thinking_longer_text() or self.tr("Thinking…")
        self.host.show_verdict(_DOTS[Verdict.UNKNOWN] + words, words, self._about(), progress)

    def _thinking_longer_text(self) -> str:
        """What the indicator says while Think Longer runs on the position on the table, and
        for how long at most (it said "Thinking…", as the search it was asked to outdo, so
        the player could not tell the request was taken); "" while it does not run."""
        running = self.session.running
        if running is None or self.session.state(self.model.position) is not PositionState.THINKING_LONG:
            return ""
        seconds = max(1, round(running.seconds))
        if seconds % 60 == 0:
            return arg(self.tr("Thinking longer (up to %1 min)…"), QLocale().toString(seconds // 60))
        return arg(self.tr("Thinking longer (up to %1 s)…"), QLocale().toString(seconds))

    def _vouch_for_deal(self) -> None:
        """A deal of the shipped winnable table is winnable at its start: say so at once,
        while the search finds the line again (the table keeps numbers, not lines)."""
        deal = self.model.game.deal
        vouched = deal.number is not None and deal.number in winnable_numbers(str(deal.rules))
        self._vouched = position_key(Position.from_deal(deal)) if vouched else None

    def _vouched_here(self) -> bool:
        return self._vouched is not None and self._vouched == position_key(self.model.position)

    def _forget_announced(self) -> None:
        self._announced = ""  # a new game: its first verdict is news

    def _on_indicator_progress(self, search: Search, news: object) -> None:
        if isinstance(news, SolveProgress) and search.key == position_key(self.model.position):
            self._states = news.states
            self._show_thinking()

    def _on_indicator_result(self, search: Search, result: object) -> None:
        self.session.finished(search, result)
        self._learned()
        if search.key != position_key(self.model.position):
            return
        if search.long and isinstance(result, SolveResult) and result.result is Verdict.UNKNOWN:
            # the player asked and waited: say why it ended undecided (out of memory, it ended
            # minutes early with only "Not known yet" to show for it)
            if result.stopped_by == "memory":
                self._say(self.tr("Think Longer stopped: the solver needed more memory than it may use."))
            elif result.stopped_by == "time":
                self._say(self.tr("Think Longer ran out of time; the game may still be winnable."))
        self.refresh_indicator()
        self._update_actions()
        if self._hint_waiting:
            self.hint_timer.stop()
            self._hint_waiting = False
            self._give_hint()

    def think_longer(self) -> None:
        """Search the position the indicator could not decide for much longer; again: stop."""
        position = self.model.position
        state = self.session.state(position)
        if state is PositionState.THINKING_LONG:
            self._stop_indicator()  # may be asked again: it was stopped, not run out
            self.host.announce(self.tr("Search stopped."))  # only the verdict was said, as if nothing was asked
            self._announced = ""  # asked for: the verdict it goes back to is said again
            self.refresh_indicator()
        elif self.indicator_on():
            search = self.session.think_longer(position)
            if search is not None:
                self._help(Request.THINK_LONGER)
                self._delay.stop()
                self._start_search(search)
                # asked for: said (the indicator's own search is not), as the verdict's name says it
                self.host.announce(self._thinking_longer_text())
        self._update_actions()

    def _help(self, request: Request) -> None:
        """The player asked the solver for something: the game counts as helped."""
        if self.session.mark_helped(self.model.game, request):
            self.model.note_help_used()
            self.model.save()  # its save marks it (helped): the statistics keep it only once it started

    def helped(self) -> bool:
        """The player asked for help in the game on the table (its save keeps that)."""
        return self.session.helped(self.model.game)

    def help_again(self) -> None:
        """Tell the statistics again that this game was helped: a game resumed from a save
        that says so (help asked before its first move was in memory only), or the game on
        the table once this copy takes over the statistics from another (which it reads
        anew, without the help asked here meanwhile)."""
        self.session.mark_helped(self.model.game, Request.HINT)
        self.model.note_help_used()

    def learn_line(self, position: Position, line: list[Move]) -> None:
        """`line` wins from `position` (the end that plays itself found it): known, and shown
        (and said) at once, before the finish says what it does."""
        self.session.learn_line(position, line)
        self.refresh_indicator()

    # -- hint ------------------------------------------------------------------------------

    def hint(self) -> None:
        if self.model.is_won():
            return
        self.stop_demo()
        self._help(Request.HINT)
        if self._delay.isActive():
            self.refresh_indicator()  # start the search now rather than guess beside it
        self._search_for_the_hint()
        self._give_hint()

    def _search_for_the_hint(self) -> None:
        """With the verdict switched off nothing searched the position, and Hint offered at
        once a guess that loses deals the solver wins in a moment (FT1-N-AAAAAAA): it is
        searched as the verdict's search would, for the hint alone (no verdict is shown)."""
        position = self.model.position
        if self.indicator_on() or self.tasks.busy or self.session.state(position) is not PositionState.UNSEEN:
            return
        search = self.session.search_for(position)
        if search is not None:
            self._start_search(search)  # (its "Thinking…" is not shown: the verdict is off)

    def _give_hint(self) -> None:
        position = self.model.position
        hint = self.session.hint(position)
        if hint.kind is HintKind.THINKING:
            self._hint_waiting = True  # answered when the search is, or with a guess below
            self.hint_timer.start()
            # by ear at once, as the status bar shows it: H heard nothing for up to 1.5 s, and
            # a key pressed meanwhile seemed to have swallowed it
            self.host.announce(self.tr("Thinking…"))
            return
        if hint.kind is HintKind.LOST:
            self._say(self._lost_sentence())
            return
        if hint.kind is HintKind.LINE:
            self._offer(hint.move, self.tr("Hint: %1."))
        else:
            self._offer(hint.move, self.tr("No winning line is known yet. A promising move: %1."))

    def _offer(self, move: Move | None, text: str) -> None:
        """Show `move` on the table and say `text` with it in words."""
        if move is None:
            self._say(self.tr("No move is left."))
            return
        self._hint_piles = [STOCK] if move == DRAW else [move.src, move.dst]
        self.host.set_highlights(self._hint_piles, (move.src, move.count) if move.count > 1 else None)
        said = self.move_text(move)
        if move != DRAW:  # with two packs the card named may lie in two places: say where
            said = arg(self.tr("%1, %2 %3"), said, self._from_place(move.src), self._to_place(move.dst))
        self._hint_text = arg(text, said)
        self._say(self._hint_text)

    def _from_place(self, pile: int) -> str:
        if is_column(pile):
            return arg(self.tr("from column %1"), pile - COLUMN_BASE + 1)
        if pile == WASTE:
            return self.tr("from the waste")
        return arg(self.tr("from foundation %1"), pile - FOUNDATION_BASE + 1)

    def _to_place(self, pile: int) -> str:
        if is_column(pile):
            return arg(self.tr("to column %1"), pile - COLUMN_BASE + 1)
        return arg(self.tr("to foundation %1"), pile - FOUNDATION_BASE + 1)

    def _hint_waited(self) -> None:
        """The search outlasted the wait: a player who asked gets a move now, said to be a guess."""
        if not self._hint_waiting:
            return
        self._hint_waiting = False
        hint = self.session.hint(self.model.position)
        if hint.kind is HintKind.THINKING and self._vouched_here():
            text = self.tr("This deal can be won; the solver is still finding the way. A promising move meanwhile: %1.")
            self._offer(hint.move, text)
        elif hint.kind is HintKind.THINKING:
            self._offer(hint.move, self.tr("Still thinking about this position. A promising move meanwhile: %1."))
        else:
            self._give_hint()

    def move_text(self, move: Move, position: Position | None = None, made: bool = False) -> str:
        """A move in words, made from `position` (the one on the table by default): "move the
        7 of spades onto the 8 of spades"; once `made`, a move of the game's past: "the 7 of
        spades moved onto the 8 of spades" (a hint's imperative would sound like an order)."""
        piles = (position or self.model.position).piles

        def name(card: int) -> str:  # one card's name on one line: "onto the 7 | of hearts" read badly
            return self.host.card_name(card).replace(" ", NO_BREAK_SPACE)

        if move == DRAW:
            return self.tr("a card drawn from the stock") if made else self.tr("draw a card from the stock")
        card = name(piles[move.src][-move.count])
        if is_foundation(move.dst):
            text = self.tr("the %1 moved to its foundation") if made else self.tr("move the %1 to its foundation")
            return arg(text, card)
        if not piles[move.dst]:
            text = self.tr("the %1 moved to the empty column") if made else self.tr("move the %1 to the empty column")
            return arg(text, card)
        onto = name(piles[move.dst][-1])
        if move.count > 1:
            if made:
                text = self.tr("the %1 cards from the %2 moved down onto the %3")
            else:
                text = self.tr("move the %1 cards from the %2 down onto the %3")
            return arg(text, move.count, card, onto)
        return arg(self.tr("the %1 moved onto the %2") if made else self.tr("move the %1 onto the %2"), card, onto)

    def _say(self, text: str) -> None:
        """A passing message, shown and told to a screen reader once."""
        self.host.show_toast(text)
        self.host.announce(text)

    # -- demo ------------------------------------------------------------------------------

    def demo_running(self) -> bool:
        return self.demo_player.running()

    def demo(self) -> None:
        if self.demo_running():
            self.stop_demo()
            return
        if self.model.is_won():
            return
        self._help(Request.DEMO)
        plan = self.session.demo_plan(self.model.position)
        if plan.kind is DemoKind.LOST:
            self._say(self._lost_sentence())
        elif plan.kind is DemoKind.PLAY:
            self.start_demo(list(plan.moves))
        else:
            limits = self.session.limits
            task = DemoSearch(self.model.position.copy(), limits.demo_seconds, workers=limits.workers)
            self._start_task(task, self.tr("Looking for a winning line…"))

    def _demo_text(self) -> str:
        return self.tr("Demo: click or press a key to stop it")

    def start_demo(self, moves: list[Move]) -> None:
        self.host.show_status(self._demo_text())
        self.host.announce(self._demo_text())  # how to stop it, heard too
        spoken = QAccessible.isActive()
        self.demo_player.start(moves, max(self.demo_interval_ms, SPOKEN_DEMO_INTERVAL_MS if spoken else 0))

    def stop_demo(self) -> None:
        self.demo_player.stop()

    # -- where did I lose it? ---------------------------------------------------------------

    def where_did_i_lose(self) -> None:
        if not self.model.game.line or self.tasks.busy:
            return
        self.stop_demo()
        self._help(Request.WHERE_DID_I_LOSE)
        walk = LostWalk.of(self.model.game, self.session)
        # titled as the answer's box after it is: one question, one name
        title = self.tr("Where Did I Lose It?")
        self._start_task(walk, self.tr("Looking back through the game…"), steps=walk.most_probes, title=title)

    def _lost_found(self, walk: LostWalk, found: LostSearch) -> None:
        self.lost_search = found
        for position, result in found.results:
            self.session.learn(position, result)
        self._learned()
        outcome = found.outcome
        # the answer to a question the player asked and waited for stays until read (a
        # passing notice was gone in 6 s, perhaps before the player looked back)
        if outcome is LostOutcome.DEAL_LOST:
            self._answer(self.tr("The solver found no position in this game that could be won."))
            return
        if outcome is LostOutcome.UNDECIDED:
            # "earlier": the position on the table is known lost (the banner just said so)
            self._answer(self.tr("The solver could not decide whether any earlier position of this game could be won."))
            return
        if outcome is LostOutcome.STILL_WINNABLE:
            self._answer(self.tr("This position can still be won."))
            return
        at = found.winnable
        number = QLocale().toString
        if at == 0:
            where = self.tr("The deal could be won.")
        else:
            where = arg(self.tr("After move %1 the game could still be won."), number(at))
        if outcome is LostOutcome.MISTAKE:
            text = self.move_text(walk.line[at], walk.positions[at], made=True)
            where += " " + arg(self.tr("Move %1 (%2) made it lost."), number(at + 1), text)
        else:
            where += " " + self.tr("The solver could not decide the positions after it.")
        target = walk.positions[at]
        self._answer(
            where + "\n\n" + self.tr("Go back there?"),
            lambda result: self._offer_answered(result, at, target),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )

    def _answer(
        self,
        text: str,
        finished: Callable[[int], None] | None = None,
        buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
    ) -> None:
        """Where Did I Lose It?'s answer, in a box kept in `offer_box` until it is closed;
        with Yes and No, a question whose Yes is the default."""
        question = buttons != QMessageBox.StandardButton.Ok
        icon = QMessageBox.Icon.Question if question else QMessageBox.Icon.Information
        box = QMessageBox(icon, self.tr("Where Did I Lose It?"), text, buttons, self.host.dialog_parent())
        if question:
            box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.finished.connect(finished or (lambda _result: setattr(self, "offer_box", None)))
        box.finished.connect(box.deleteLater)  # (a box kept after it closed stayed in a reader's tree)
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
            # said as one step: a screen reader read each move taken back, 57 sentences for a
            # lost game, and the verdict that came after them cut them off
            self.model.undo_many(back)
        else:
            rebuilt = replay_prefix(game, at)
            if rebuilt is None or rebuilt.position != position:
                self._say(self.tr("That position is beyond the undo history and cannot be rebuilt."))
                return
            # the same game, stepped back (its id and move counter kept, the later moves to
            # redo): not a loss and a new game, which would shed its help
            helped = self.session.helped(game)
            self.model.set_game(rebuilt)
            if helped:
                self.session.mark_helped(rebuilt, Request.WHERE_DID_I_LOSE)
        # undo would have said each move it took back; a screen reader heard "New game dealt"
        back_to = self.tr("Back to the position after move %1: the later moves can be redone.")
        self._say(arg(back_to, QLocale().toString(at)))

    # -- winnable deals only ----------------------------------------------------------------

    def deal_winnable(self) -> bool:
        """New Game with "winnable deals only": look for one in the background. False when
        the preference is off (the window deals as usual)."""
        if self.prefs is None or not self.winnable_only():
            return False
        rules = str(self.prefs.get(settings.RULESET))
        depth = settings.undo_depth_value(int(self.prefs.get(settings.UNDO_DEPTH)))
        self.stop_demo()
        known = self.deal_table(rules)
        if known is not None:
            self.host.finish_animation()
            self.model.set_game(Game(known, depth))
            self.host.show_status(self.tr("The solver has won this deal before: it can be won."), 5000)
            return True
        limits = self.session.limits
        hunt = DealHunt(rules, depth, limits.deal_seconds, self.game_factory, limits.workers)
        self._start_task(hunt, self.tr("Looking for a winnable deal…"))
        return True

    def _deal_found(self, found: FoundDeal) -> None:
        self.session.learn_line(found.game.position, found.line)
        self.host.finish_animation()
        self.model.set_game(found.game)
        self.host.show_status(self.tr("The solver has won this deal: it can be won."), 5000)

    # -- tasks ----------------------------------------------------------------------------

    def _start_task(self, task: Task, text: str, steps: int = 0, title: str | None = None) -> None:
        """`steps`: how many the task's reports count up to, for a bar that fills (a long
        "Where Did I Lose It?" showed only a busy bar and was silent to a screen reader, which
        reads a bar's value as it changes); 0: a busy bar, the end not known."""
        self._delay.stop()
        self._stop_indicator()  # the player's task has the solver; the indicator looks again afterwards
        self.tasks.start(task, task.run)
        dialog = QProgressDialog(text, self.tr("Cancel"), 0, steps, self.host.dialog_parent())
        dialog.setWindowTitle(title or self.tr("Solver"))
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(self._cancelled)
        dialog.setMinimumWidth(self._task_dialog_width(dialog, text))
        # a screen reader heard "Solver", "Cancel", then nothing for minutes: it says what the
        # search is for as the dialog opens, and names the bar (the counts below are not read)
        dialog.setAccessibleDescription(text)
        bar = dialog.findChild(QProgressBar)
        if bar is not None:
            bar.setAccessibleName(text)
            if steps:
                bar.setValue(0)  # not the dialog's setValue, whose timer would show it early
        self.progress_dialog = dialog
        self._task_text = text
        self.input_hold.hold()
        self.dialog_timer.start()
        self._update_actions()

    def _task_dialog_width(self, dialog: QProgressDialog, text: str) -> int:
        """Wide enough for its title and for any count it will show: a dialog sized to its
        first line cut a long title short ("Lösung…ogramm") and widened as the count grew."""
        lines = [text, *self._progress_lines(PROGRESS_SAMPLE)]
        label = max(dialog.fontMetrics().horizontalAdvance(line) for line in lines)
        title = QFontMetrics(QApplication.font()).horizontalAdvance(dialog.windowTitle()) + TITLE_BAR_ROOM
        margins = dialog.style().pixelMetric(dialog.style().PixelMetric.PM_LayoutLeftMargin) * 4
        room = available_geometry(self.host.dialog_parent()).marginsRemoved(FRAME_ALLOWANCE).width()
        return min(max(label + margins, title), room)  # a small screen: the label wraps instead

    def _progress_lines(self, count: int) -> tuple[str, str, str]:
        """A task's count under its text: states searched, deals tried, positions tried (in
        the plural form the count takes: "1 position", "2 Stellungen", "5 позицій")."""
        return (
            self.tr("%Ln positions examined", "", count),
            self.tr("%Ln deals tried", "", count),
            self.tr("%Ln positions of the game tried", "", count),
        )

    def _open_task_dialog(self) -> None:
        """The task goes on: show its dialog, which keeps the window's input from now on."""
        if self.progress_dialog is not None:
            self.progress_dialog.open()
        self.input_hold.release()

    def cancel_task(self) -> None:
        self.tasks.cancel()
        self._close_dialog()
        self.refresh_indicator()

    def _cancelled(self) -> None:
        """Cancel pressed: a screen reader heard the dialog go without a word."""
        self.cancel_task()
        self.host.announce(self.tr("Search stopped."))

    def _close_dialog(self) -> None:
        self.dialog_timer.stop()
        self.input_hold.release()
        dialog, self.progress_dialog = self.progress_dialog, None
        if dialog is not None:
            dialog.canceled.disconnect(self._cancelled)
            dialog.close()
            dialog.deleteLater()
        self._update_actions()

    def _on_task_progress(self, task: Task, news: object) -> None:
        dialog = self.progress_dialog
        if dialog is None:
            return
        if isinstance(news, SolveProgress):
            more = self._progress_lines(news.states)[0]
        elif isinstance(task, DealHunt) and isinstance(news, int):
            more = self._progress_lines(news)[1]
        elif isinstance(news, int):
            more = self._progress_lines(news)[2]
            bar = dialog.findChild(QProgressBar)
            if bar is not None and bar.maximum():  # the bar's own value: the dialog's setValue spins the event loop
                bar.setValue(min(news, bar.maximum()))
        else:
            return
        dialog.setLabelText(self._task_text + "\n" + more)

    def _on_task_result(self, task: Task, result: object) -> None:
        self._close_dialog()
        if isinstance(result, Exception):
            self._say(arg(self.tr("The solver failed: %1"), str(result)))
        elif isinstance(task, DemoSearch) and isinstance(result, SolveResult):
            self._demo_searched(task, result)
        elif isinstance(task, LostWalk) and isinstance(result, LostSearch):
            self._lost_found(task, result)
        elif isinstance(task, DealHunt) and isinstance(result, FoundDeal):
            self._deal_found(result)
        self.refresh_indicator()
        self._update_actions()

    def _demo_searched(self, task: DemoSearch, result: SolveResult) -> None:
        self.session.learn(task.position, result)
        self._learned()
        if result.result is Verdict.WON and task.position == self.model.position:
            self.start_demo(list(result.moves))
        elif result.result is Verdict.UNWINNABLE:
            self._say(self._lost_sentence())
        elif result.result is Verdict.UNKNOWN:
            self._say(self.tr("The solver found no win in time; the game may still be winnable."))
