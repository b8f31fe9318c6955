"""The main window: the table, the menus, the status bar, and the messages of play."""

from __future__ import annotations

import html
import platform
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt, QTimer, qVersion
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAction,
    QCloseEvent,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QShortcut,
    QShowEvent,
    QWindowStateChangeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from qvoleurs.model.game_model import GameModel
from qvoleurs.ui import announce as speaker
from qvoleurs.ui.auto_finish import AutoFinish
from qvoleurs.ui.code_text import codes_kept_whole
from qvoleurs.ui.dialogs.once import exec_once
from qvoleurs.ui.full_screen_edge import TopEdgeMenus
from qvoleurs.ui.game_timer import GameTimer, clock_text
from qvoleurs.ui.keyboard_frame import keep_keyboard_frames
from qvoleurs.ui.late_keys import LateAltPress
from qvoleurs.ui.line_breaks import NO_BREAK_SPACE
from qvoleurs.ui.lit_menu_bar import LitMenuBar, leave_keyboard_mode
from qvoleurs.ui.main_thread_gc import collect_in_main_thread
from qvoleurs.ui.menu_focus import DialogItems, MenuBarFocusReturn, hold_the_keys
from qvoleurs.ui.menu_style import GreyedItemsReachable
from qvoleurs.ui.placement import FRAME_ALLOWANCE, DialogKeeper, available_geometry
from qvoleurs.ui.solver.panel import SolverPanel
from qvoleurs.ui.status_figures import StatusFigures
from qvoleurs.ui.status_message import MessageLabel
from qvoleurs.ui.table.cardart import CardArt
from qvoleurs.ui.table.overlays import Banner
from qvoleurs.ui.table.scene import TableScene
from qvoleurs.ui.table.view import MINIMUM_SIZE, SMALLEST_SIZE, TableView
from qvoleurs.ui.verdict_label import VerdictLabel
from qvoleurs.ui.window_keys import OPEN_MENUS
from qvoleurs.ui.window_place import WindowPlace

from .. import __version__, settings
from ..engine import BoardDescription, Deal, DealCodeError, Rule
from ..engine.cards import KING, RANK_OF, SUIT_OF, card_id
from ..engine.deal import CODE_START
from ..engine.describe import describe_lines
from ..i18n.phrasebook import BoardPhrasebook
from ..reminders import RULE_REMINDERS
from ..storage.game_store import DEAL_LOST, FINISH_DECLINED, HELPED
from ..translatable import arg
from .spoken_notice import SpokenNotice

if TYPE_CHECKING:
    from ..preferences import Preferences

# the window's size on a screen with room for it
PREFERRED_SIZE = QSize(1180, 800)

CUT_MESSAGE_MS = 6000  # a status message cut by the status bar, shown whole over the table


def _shortcut(standard: QKeySequence.StandardKey, fallback: str, *also: str) -> list[QKeySequence]:
    """The platform's standard keys, or `fallback` where the platform has none; then the keys
    `also` the platform lacks (after its own, so the menus show the platform's first)."""
    keys = list(_platform_keys(standard)) or [QKeySequence(fallback)]
    return keys + [QKeySequence(key) for key in also if QKeySequence(key) not in keys]


_platform_keys = QKeySequence.keyBindings  # a name of this module's, for tests of another platform's keys


class MainWindow(QMainWindow):
    """Quarante Voleurs: one game on the table, played with pointer or keyboard."""

    def __init__(
        self,
        model: GameModel,
        prefs: Preferences | None = None,
        art: CardArt | None = None,
        stats: Any = None,
        parent: QWidget | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(parent)
        collect_in_main_thread()  # before any solver thread can free a cycle that holds a Qt object
        self.model = model
        self.prefs = prefs
        self.stats = stats  # handed to the statistics dialog
        self._won_records: tuple[str, ...] = ()  # the records the win on the table bettered
        self._stuck_with_moves = False  # the stuck banner says that moves are left (none can win)
        self.phrasebook = BoardPhrasebook()  # the board read out in the installed language
        four = bool(prefs.get(settings.FOUR_COLOUR)) if prefs is not None else False
        self.art = art if art is not None else CardArt(four_colour=four)
        self.table_scene = TableScene(model, self.art, prefs)
        self.view = TableView(model, self.table_scene, prefs, self)
        self.setCentralWidget(self.view)
        self.spoken_notice = SpokenNotice(self.view)  # what announcements say, for a reader deaf to them
        self.herald = speaker.Herald(self, self.view)  # before the solver: its first verdict waits here
        self._build_actions()
        self._build_menus()
        self._build_status_bar()
        self.game_timer = GameTimer(model, clock, self) if clock is not None else GameTimer(model, parent=self)
        self._build_timer_label()
        self.solver = SolverPanel(self, model, prefs, self)  # after the menus and labels it fills
        # H once the game is won (Hint greyed): said why, as the other keys with nothing to do are
        self._while_disabled(self.solver.hint_action, self._say_the_game_is_won)
        self.auto_finish = AutoFinish(self, model, prefs)
        self.view.stuck_banner.primary.clicked.connect(self.undo)
        self.view.stuck_banner.secondary.clicked.connect(self.new_game)
        self.view.won_banner.primary.clicked.connect(self.new_game)
        self.view.won_banner.secondary.hide()
        model.state_changed.connect(self.update_state)
        model.move_rejected.connect(self.show_reminder)
        model.state_changed.connect(self.view.toast.table_changed)
        model.won.connect(self.on_won)
        model.stuck.connect(self.on_stuck)
        if prefs is not None:
            prefs.subscribe(self.on_setting_changed)
        self.retranslate()
        self.update_state()
        self.dialog_keeper = DialogKeeper(self)  # every dialog inside the screen
        self.placement = WindowPlace(self, prefs, PREFERRED_SIZE, self._fit_minimum_to_screen)
        self.placement.place()
        self.view.setFocus()
        self.menu_focus = MenuBarFocusReturn(self, self.view)
        keep_keyboard_frames()  # a banner's button stays framed after a dialog or a menu
        self.top_edge = TopEdgeMenus(
            self.view.viewport(),
            self.isFullScreen,
            self._show_full_screen_bar,
            lambda: self._hide_menu_bar_in_full_screen(pointer_left=True),
        )
        dialogs = {
            self.new_code_action,
            self.statistics_action,
            self.preferences_action,
            self.read_board_action,
            self.rules_action,
            self.shortcuts_action,
            self.about_action,
        }
        questions = {self.new_action, self.restart_action}  # "Abandon this game?" while one is in progress
        self.dialog_items = DialogItems(
            self.view,
            self.menus,
            dialogs | questions,
            lambda action: action in dialogs or self._asks_before_abandoning(),
        )
        self.late_alt = LateAltPress(self, self.menus)
        self._action_texts: dict[QAction, str] = {}
        self._renamed_unseen: set[tuple[QMenu, QAction]] = set()  # items renamed while their menu was closed
        for menu in self.menus:
            for action in menu.actions():
                self._action_texts[action] = action.text()
                action.changed.connect(lambda action=action: self._action_changed(action))
            menu.aboutToShow.connect(lambda menu=menu: self._tell_renamed_in(menu))
        # a resumed game that has ended shows its banner at once; its words wait, as a start-up
        # notice's do, for the window to be active: said now, before Qt's link to a screen
        # reader is up, they were dropped unheard
        if model.is_won():  # its banner and New Game (the kings hop no more)
            self.view.won_banner.show_banner(self._won_text())
            self.herald.say(self._ending_words(self.view.won_banner, self._won_text()))
        elif model.is_stuck():  # no move left
            self._show_stuck()
            self.herald.say(self._ending_words(self.view.stuck_banner, self._stuck_text()))
        elif model.game.is_started():  # heard as a fresh deal is, the verdict alone, before
            self.herald.say(self.resumed_text())

    def resumed_text(self) -> str:
        return arg(
            self.tr("Your game is back as you left it, at move %1."), QLocale().toString(self.model.move_counter)
        )

    # -- construction ----------------------------------------------------------------------

    def _action(self, slot: Any, keys: list[QKeySequence] | None = None) -> QAction:
        action = QAction(self)
        if keys:
            action.setShortcuts(keys)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even with the menu bar hidden
        return action

    def _while_disabled(self, action: QAction, slot: Callable[[], None]) -> QShortcut:
        """`action`'s keys do `slot` while the action is disabled (its menu item stays
        greyed): a disabled action takes no key, so a press was met with silence. Only one
        of the two is enabled at a time, so the keys are never ambiguous."""
        shortcut = QShortcut(self)
        shortcut.setKeys(action.shortcuts())
        shortcut.setEnabled(not action.isEnabled())
        shortcut.activated.connect(slot)
        action.enabledChanged.connect(lambda enabled: shortcut.setEnabled(not enabled))
        return shortcut

    def _say_nothing_to_undo(self) -> None:
        if self.model.game.line:  # moves played, but older than the undo history keeps
            # shown too: the greyed menu item alone does not tell the eye why, nor where to change it
            text = self.tr("Nothing more to undo: the undo limit is set in the preferences")
            self.show_status(text, 4000)
            self.announce(text)
        else:
            self.announce(self.tr("Nothing to undo"))

    def _say_the_game_is_won(self) -> None:
        self.announce(QCoreApplication.translate("RuleReminder", RULE_REMINDERS[Rule.GAME_WON]))

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.new_action = self._action(self.new_game, _shortcut(K.New, "Ctrl+N"))
        self.new_code_action = self._action(self.new_game_from_code, [QKeySequence("Ctrl+Shift+N")])
        self.copy_code_action = self._action(self.copy_deal_code, _shortcut(K.Copy, "Ctrl+C"))
        self.restart_action = self._action(self.restart, [QKeySequence("Ctrl+R")])
        self.statistics_action = self._action(self.show_statistics)
        self.quit_action = self._action(self.close, _shortcut(K.Quit, "Ctrl+Q"))
        self.undo_action = self._action(self.undo, _shortcut(K.Undo, "Ctrl+Z"))
        self.redo_action = self._action(self.redo, _shortcut(K.Redo, "Ctrl+Shift+Z", "Ctrl+Y"))
        # Ctrl+Y as well: X11 binds only Ctrl+Shift+Z, and a player from Windows or an office suite presses Ctrl+Y
        self._while_disabled(self.undo_action, self._say_nothing_to_undo)
        self._while_disabled(self.redo_action, lambda: self.announce(self.tr("Nothing to redo")))
        self.draw_action = self._action(self.model.draw)
        self.preferences_action = self._action(self.show_preferences, _shortcut(K.Preferences, "Ctrl+,"))
        self.read_board_action = self._action(self.read_board, [QKeySequence("Ctrl+B")])
        self.rules_action = self._action(self.show_rules, _shortcut(K.HelpContents, "F1"))
        self.shortcuts_action = self._action(self.show_shortcuts)
        self.about_action = self._action(self.show_about)
        self.full_screen_action = self._action(self.toggle_full_screen, _shortcut(K.FullScreen, "F11"))
        self.full_screen_action.setCheckable(True)
        self.menus_action = self._action(self.open_menus, [QKeySequence("F10")])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.setEnabled(self.prefs is not None)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _build_menus(self) -> None:
        self.setMenuBar(LitMenuBar(self))
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.new_action, self.new_code_action, self.copy_code_action, self.restart_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.statistics_action)
        self.solver_separator = self.game_menu.addSeparator()  # the solver's actions go here
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        for action in (self.undo_action, self.redo_action, self.draw_action):
            self.edit_menu.addAction(action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.preferences_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.full_screen_action)
        self.help_menu = bar.addMenu("")
        for action in (self.read_board_action, self.rules_action, self.shortcuts_action, self.about_action):
            self.help_menu.addAction(action)
        self.menus = (self.game_menu, self.edit_menu, self.view_menu, self.help_menu)
        self._menu_style = GreyedItemsReachable()
        self._menu_style.setParent(self)  # a widget does not own its style; a child made after the menus outlives them
        for menu in self.menus:
            menu.setStyle(self._menu_style)
        self.full_screen_bar: QMenuBar | None = None  # made at the first menu opened in full screen
        self._full_screen = False  # as last seen by _fit_full_screen (the action's tick changes first)
        self._way_out = ""  # what full screen showed about leaving it
        for menu in self.menus:
            # after the event that closed it, when the next menu (arrow keys) is open
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._hide_menu_bar_in_full_screen))

    def _build_status_bar(self) -> None:
        """Messages on the left, in a label of their own; the verdict and the figures on the
        right, permanent: a message never covers the verdict."""
        bar = self.statusBar()
        # no size grip: the window's frame resizes it (as in Aisleriot and KPatience), and a
        # grip is one more nameless object for a screen reader
        bar.setSizeGripEnabled(False)
        self.message_label = MessageLabel()
        self.message_label.setContentsMargins(8, 0, 8, 0)
        # a long message is cut at the verdict rather than widening the window (show_status),
        # once the stock and the deal code gave way to it (StatusFigures)
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message_label.clear)
        # a message that fitted and is cut later (the score grew a digit during a demo): whole over the table too
        self.message_label.cut.connect(lambda: self.show_toast(self.message_label.text()))
        bar.addWidget(self.message_label, 1)
        self.verdict_label = VerdictLabel()  # the solver's verdict on the position goes here
        self.verdict_label.setContentsMargins(8, 0, 8, 0)
        self.verdict_label.hide()
        bar.addPermanentWidget(self.verdict_label)
        self.score_label = QLabel()
        self.timer_label = QLabel()  # the game timer beside the score, when the player wants it
        self.moves_label = QLabel()
        self.stock_label = QLabel()
        self.code_label = QLabel()
        self.code_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.code_label.setCursor(Qt.CursorShape.IBeamCursor)
        for label in (self.score_label, self.timer_label, self.moves_label, self.stock_label, self.code_label):
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)

    def _build_timer_label(self) -> None:
        """The game timer in the status bar, when the player wants it (off by default)."""
        self.game_timer.ticked.connect(self.update_timer_label)
        # by importance: a figure left out for want of room stays in Read the Board or the menus
        by_importance = [self.verdict_label, self.score_label, self.timer_label, self.moves_label]
        give_way = [self.stock_label, self.code_label]  # on the table and in the title bar too
        self.figures = StatusFigures(self.statusBar(), by_importance + give_way, self.message_label, give_way)
        timer_on = bool(self.prefs.get(settings.GAME_TIMER)) if self.prefs is not None else False
        self.figures.want(self.timer_label, timer_on)

    def update_timer_label(self) -> None:
        if not self.figures.wanted(self.timer_label):
            return  # switched off: no name change each second for a screen reader to hear
        self.timer_label.setText(arg(self.tr("Time: %1"), clock_text(self.game_timer.seconds())))

    # -- texts ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text of the window, in the current language."""
        self._update_title()
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.full_screen_action.setText(self.tr("&Full Screen"))
        self.help_menu.setTitle(self.tr("&Help"))
        for menu in self.menus:  # an open menu is a window of its own: a screen reader named it "qvoleurs"
            menu.setAccessibleName(menu.title().replace("&", ""))
        self.new_action.setText(self.tr("&New Game"))
        self.new_code_action.setText(self.tr("New Game from &Code…"))
        self.copy_code_action.setText(self.tr("Cop&y Deal Code"))
        self.restart_action.setText(self.tr("&Restart Deal"))
        self.statistics_action.setText(self.tr("&Statistics…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.draw_action.setText(self.tr("&Draw a Card"))
        self.draw_action.setShortcut(QKeySequence(self.tr("D")))
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.read_board_action.setText(self.tr("Read the &Board"))
        self.menus_action.setText(QCoreApplication.translate("WindowKeys", OPEN_MENUS))  # the shortcuts page's words
        self.rules_action.setText(self.tr("&Rules"))
        self.shortcuts_action.setText(self.tr("&Keyboard Shortcuts"))
        self.about_action.setText(self.tr("&About Quarante Voleurs"))
        self.code_label.setToolTip(self.tr("The deal code: select it to copy it, or use Game ▸ Copy Deal Code"))
        self.view.setAccessibleName(self.tr("Card table"))
        # a stable description: Orca reads a changed one again, so the board itself is on Ctrl+B
        keys = QKeySequence.SequenceFormat.NativeText
        self.view.setAccessibleDescription(
            arg(
                self.tr(
                    "Arrow keys move between the piles, Space picks up and puts down, Enter plays a card, "
                    "%1 draws a card, %2 gives a hint, Ctrl+B shows the whole board as text."
                ),
                self.draw_action.shortcut().toString(keys),
                self.solver.hint_action.shortcut().toString(keys),
            )
        )
        self.view.stuck_banner.primary.setText(self.tr("Undo"))
        self.view.stuck_banner.secondary.setText(self.tr("New Game"))
        self.view.won_banner.primary.setText(self.tr("New Game"))
        for banner in (self.view.stuck_banner, self.view.won_banner):
            # as a screen reader's description too: not "Close" again, nor the message the
            # banner is named by
            banner.close_button.setToolTip(self.tr("Close this message (Esc)"))
            banner.close_button.setAccessibleName(self.tr("Close"))
        self.solver.retranslate()
        if self.view.won_banner.isVisible():
            self.view.won_banner.show_banner(self._won_banner_text())
        self.update_state()  # the stuck banner's words too

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._rename_menu_items()
            if self.art.retranslate():
                self.table_scene.refresh_art()
        elif event.type() == QEvent.Type.WindowStateChange:
            assert isinstance(event, QWindowStateChangeEvent)
            self.placement.state_changed(event.oldState())
            self._fit_full_screen()
            self._on_table_seen()  # minimized: the timer and the indicator pause
        super().changeEvent(event)

    def _rename_menu_items(self) -> None:
        """Tell a screen reader the menus' items have new names: Qt sends no event when an
        action's text changes, and a reader kept saying the old language's words."""
        if not QAccessible.isActive():
            return
        for container in (self.menuBar(), *self.menus):
            for index in range(len(container.actions())):
                _tell_renamed(container, index)

    def _action_changed(self, action: QAction) -> None:
        """A menu item renamed while the window runs (Think Longer is Stop Thinking while it
        thinks): a screen reader is told, as Qt does not, or it kept saying the old name.
        Told as its menu opens, not at once: chosen by its letter, the item is renamed as its
        menu closes, and Orca 43 read the new name as the answer ("Stop Thinking" for L)."""
        if self._action_texts.get(action) == action.text():
            return
        self._action_texts[action] = action.text()
        for menu in self.menus:
            if action in menu.actions():
                self._renamed_unseen.add((menu, action))
                if menu.isVisible():
                    self._tell_renamed_in(menu)

    def _tell_renamed_in(self, menu: QMenu) -> None:
        """Tell a screen reader the new names of `menu`'s items renamed since it was last told."""
        told = {(m, action) for m, action in self._renamed_unseen if m is menu}
        self._renamed_unseen -= told
        if QAccessible.isActive():
            for _, action in told:
                if action in menu.actions():
                    _tell_renamed(menu, menu.actions().index(action))

    def _update_title(self) -> None:
        """The deal in the title bar, as KPatience does: there it stays in sight (and in the
        task switcher) when a narrow window leaves the code out of the status bar."""
        deal = self.model.deal_code or self.tr("Custom deal")
        self.setWindowTitle(arg(self.tr("%1 — Quarante Voleurs"), deal))

    def _stuck_text(self) -> str:
        if self.model.has_moves_left():  # e.g. a card back and forth between two equal places
            return self.tr(
                "The stock is used up and none of the moves left can win the game. "
                "Undo some moves to try another way, or start a new game."
            )
        return self.tr("No legal move is left. Undo some moves to try another way, or start a new game.")

    def _won_text(self) -> str:
        score = QLocale().toString(self.model.score)
        return arg(self.tr("You won! All 104 cards are home. Score: %1"), score)

    # -- state -----------------------------------------------------------------------------------

    def update_state(self) -> None:
        """Status bar, action states and the board description, from the model."""
        model, locale = self.model, QLocale()
        self.score_label.setText(arg(self.tr("Score: %1"), locale.toString(model.score)))
        self.moves_label.setText(arg(self.tr("Moves: %1"), locale.toString(model.move_counter)))
        if model.stock_count:
            stock = arg(self.tr("Stock: %1"), locale.toString(model.stock_count))
        else:
            stock = self.tr("Stock: empty")
        self.stock_label.setText(stock)
        self.code_label.setText(model.deal_code or self.tr("Custom deal"))
        self._update_title()
        self.update_timer_label()
        self.copy_code_action.setEnabled(model.deal_code is not None)
        self.undo_action.setEnabled(model.can_undo())
        self.redo_action.setEnabled(model.can_redo())
        self.draw_action.setEnabled(model.stock_count > 0)
        if not model.is_stuck():
            self.view.stuck_banner.hide()
        elif self.view.stuck_banner.isVisible():
            had_moves = self._stuck_with_moves
            self._show_stuck()  # its words and Undo as the position now is (an undo within the end)
            if self._stuck_with_moves != had_moves:
                # the last moves that could not win played: the ear hears the ending change
                # after the move, as the eye sees the banner's words change
                self.announce(self._stuck_text())
        if not model.is_won():
            self.view.won_banner.hide()

    def board_text(self) -> str:
        """The whole board read out, after the status bar's figures (it may leave some out
        where it is narrow, see StatusFigures): the verdict, the score (a won game says so),
        the move counter, the time and the deal code."""
        locale = QLocale()
        figures = []
        if self.figures.wanted(self.verdict_label) and self.verdict_label.accessibleName():
            figures.append(self.verdict_label.accessibleName())
        if self.model.is_won():
            figures.append(self._won_text())  # its score with it
        else:
            figures.append(arg(self.tr("Score: %1"), locale.toString(self.model.score)))
        figures.append(arg(self.tr("Moves: %1"), locale.toString(self.model.move_counter)))
        if self.figures.wanted(self.timer_label):
            figures.append(arg(self.tr("Time: %1"), clock_text(self.game_timer.seconds())))
        code = self.model.deal_code
        figures.append(arg(self.tr("Deal code: %1"), code) if code else self.tr("Custom deal"))
        said = [text if text.endswith((".", "…", "!", "?")) else text + "." for text in figures]
        # a line for the figures, then one for each part of the table: a reader reads by lines
        board = describe_lines(BoardDescription.of(self.model.position), self.phrasebook)
        return codes_kept_whole("\n".join([" ".join(said), *board]))

    # -- messages of play ------------------------------------------------------------------------

    def show_reminder(self, rule: Rule) -> None:
        # a full history is no rule to be reminded of: without its words a move does nothing
        wanted = rule is Rule.HISTORY_FULL or self.prefs is None or self.prefs.get(settings.RULE_REMINDERS)
        if not wanted:
            return
        text = RULE_REMINDERS.get(rule)
        if text:
            reminder = QCoreApplication.translate("RuleReminder", text)
            where = self._where_it_goes() if rule in (Rule.WRONG_SUIT, Rule.NOT_ONE_LOWER) else ""
            if where:
                reminder = speaker.joined([reminder, where])
            self.view.toast.show_about_the_table(reminder)
            self.announce(reminder)

    def _where_it_goes(self) -> str:
        """The refused card's own place, after the rule's example: the rule gave spades 7 and 8
        only, about a hearts 4 (and a spades 7 that happened to lie in that very column)."""
        move = self.model.rejected
        pile = self.model.position.piles[move.src] if move is not None else []
        if move is None or len(pile) < move.count:
            return ""
        card = pile[-move.count]

        def name(card: int) -> str:  # one card's name on one line ("«2" and "пік»." wrapped apart)
            return self.card_name(card).replace(" ", NO_BREAK_SPACE)

        if RANK_OF[card] == KING:
            return arg(self.tr("%1 goes onto no card, only into an empty column."), name(card))
        return arg(self.tr("%1 goes only onto %2."), name(card), name(card_id(SUIT_OF[card], RANK_OF[card] + 1)))

    def show_message(self, text: str) -> None:
        """A passing message over the table (a problem at start, a save failure)."""
        self.view.toast.show_message(text, 8000)
        speaker.announce(self.view, text, assertive=True)

    def on_won(self) -> None:
        self.view.stuck_banner.hide()
        # the statistics counted the win first (open_session connects them first)
        self._won_records = tuple(getattr(self.stats, "last_records", ()))
        text = self._won_banner_text()
        self.view.won_banner.show_banner(text)
        self.announce(self._ending_words(self.view.won_banner, text))
        self.table_scene.celebrate()

    def _won_banner_text(self) -> str:
        records = self._records_text(self._won_records)
        return speaker.joined([self._won_text(), records]) if records else self._won_text()

    def _records_text(self, names: tuple[str, ...]) -> str:
        """The records this win bettered, said where they happen: they were only to be found
        in the statistics."""
        said = {
            "best_score": self.tr("A new best score!"),
            "fewest_moves": self.tr("Your fewest moves yet!"),
            "best_time": self.tr("Your best time yet!"),
        }
        return " ".join(said[name] for name in names if name in said)

    def on_stuck(self) -> None:
        # a card held by the keyboard goes back, said before the ending: it stayed in the hand,
        # unmentioned, when a draw ended the game, and came back at the next Space
        self.table_scene.put_back_hand()
        self._show_stuck()
        self.announce(self._ending_words(self.view.stuck_banner, self._stuck_text()))

    def _ending_words(self, banner: Banner, text: str) -> str:
        """A banner's message, and for the ear what its buttons offer: the words named none
        of them, so a player by ear did not know that Tab reached "Where Did I Lose It?"."""
        names = banner.button_names()
        return speaker.joined([text, arg(self.tr("With Tab: %1"), ", ".join(names))]) if names else text

    def _show_stuck(self) -> None:
        self._stuck_with_moves = self.model.has_moves_left()
        self.solver.refresh_actions()  # "Where Did I Lose It?" on the banner before it is said
        self.view.stuck_banner.primary.setEnabled(self.model.can_undo())
        self.view.stuck_banner.show_banner(self._stuck_text())

    def on_setting_changed(self, setting: Any) -> None:
        if setting == settings.FOUR_COLOUR and self.prefs is not None:
            self.art.four_colour = bool(self.prefs.get(settings.FOUR_COLOUR))
            self.table_scene.refresh_art()
        elif setting == settings.RULE_REMINDERS and self.prefs is not None:
            if not self.prefs.get(settings.RULE_REMINDERS):
                self.view.toast.withdraw()  # a reminder on screen; never a file notice
        elif setting == settings.ANIMATIONS:
            self.table_scene.finish_animation()
        elif setting == settings.PLACEMENT_HELP:
            # a card in the hand: the piles that take it lit, or no longer, and said so at once
            self.table_scene.update_marks()
            self.view.access.refresh()
        elif setting == settings.GAME_TIMER and self.prefs is not None:
            self.figures.want(self.timer_label, bool(self.prefs.get(settings.GAME_TIMER)))
            self.update_timer_label()

    # -- commands --------------------------------------------------------------------------------

    def _asks_before_abandoning(self) -> bool:
        """Whether New Game and Restart Deal ask first (a question the player can say no to)."""
        if not self.model.is_in_progress():
            return False
        if self.stats is not None and self.stats.counted_won(self.model.game):
            return False  # a win undone: already counted as won, leaving it is no loss
        if self.model.is_stuck():
            return False  # lost, as its banner says: asking again whether to lose it (KPatience does not)
        return self.prefs is None or bool(self.prefs.get(settings.CONFIRM_ABANDON))

    def _may_abandon(self, restart: bool = False, for_deal: str | None = None) -> bool:
        """Ask before throwing away a game in progress (when the player wants to be asked);
        `restart`: to play the same deal again rather than another one; `for_deal`: the code
        of the deal to play instead, named in the question (one typed, or named by a start)."""
        if not self._asks_before_abandoning():
            return True
        from PySide6.QtWidgets import QMessageBox  # dialogs load when first needed

        if restart:
            text = self.tr("The game in progress will count as lost. Start this deal again from the beginning?")
        elif for_deal is not None:
            text = codes_kept_whole(
                arg(self.tr("The game in progress will count as lost. Start deal %1 instead?"), for_deal)
            )
        else:
            text = self.tr("The game in progress will count as lost. Start another one?")
        answer = QMessageBox.question(
            self,
            self.tr("Restart this deal?") if restart else self.tr("Abandon this game?"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_game(self) -> None:
        if self._may_abandon():
            if self.solver.deal_winnable():
                return  # dealt when the solver has won a deal (cancel keeps this game)
            self.table_scene.finish_animation()
            self.model.new_game()

    def deal_first_game(self) -> None:
        """A first start (no saved game): with "winnable deals only" on, look for a winnable
        deal as New Game does; the plain deal on the table stays if the player cancels."""
        self.solver.deal_winnable()

    def play_deal(self, code: str) -> None:
        """The deal a start named (`qvoleurs FT1-N-AAAAAAV`), dealt as New Game from Code deals
        it: a game in progress is asked about first, and a no keeps it. A game of that deal on
        the table stays as it is (the player comes back to it)."""
        try:
            deal = Deal.from_code(code)
        except DealCodeError:
            return  # checked by the start that named it; a request on the socket may be anything
        if deal.code == self.model.deal_code:
            return
        if self._may_abandon(for_deal=deal.code):
            self.table_scene.finish_animation()
            self.model.new_game(deal.code)

    def new_game_from_code(self) -> None:
        from .dialogs.deal_code import DealCodeDialog  # dialogs load when first needed

        clip = QGuiApplication.clipboard().text().strip()
        dialog = DealCodeDialog(clip if clip.upper().startswith(CODE_START) and len(clip) < 40 else "", self)
        accepted = dialog.exec() == DealCodeDialog.DialogCode.Accepted
        deal = dialog.deal()
        dialog.deleteLater()  # (as exec_once: read before it goes)
        if not accepted or deal is None or deal.code is None:
            return
        if deal.code == self.model.deal_code:
            self.restart()  # the code of the game on the table (pasted back): asked as a restart
            return
        if self._may_abandon(for_deal=deal.code):
            self.table_scene.finish_animation()
            self.model.new_game(deal.code)

    def copy_deal_code(self) -> None:
        if self.model.deal_code:
            QGuiApplication.clipboard().setText(self.model.deal_code)
            copied = self.tr("Deal code copied")
            self.show_status(copied, 3000)
            self.announce(copied)  # a status message alone is not heard

    def restart(self) -> None:
        if self._may_abandon(restart=True):
            self.table_scene.finish_animation()
            self.model.restart()

    def undo(self) -> None:
        self.model.undo()

    def redo(self) -> None:
        self.model.redo()

    def read_board(self) -> None:
        from qvoleurs.ui.dialogs.text import TextDialog

        exec_once(TextDialog(self.tr("The Board"), self.board_text(), self, plain=True))

    def show_rules(self) -> None:
        from qvoleurs.ui.dialogs.text import RulesDialog

        exec_once(RulesDialog(self))

    def show_shortcuts(self) -> None:
        from qvoleurs.ui.dialogs.shortcuts import ShortcutsDialog

        exec_once(ShortcutsDialog(self))

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        # the warranty line as the GPL asks of an interactive program; Qt's and Python's
        # versions for a bug report (Help ▸ About Qt says only Qt's)
        QMessageBox.about(
            self,
            self.tr("About Quarante Voleurs"),
            arg(
                self.tr(
                    "<h3>Quarante Voleurs %1</h3><p>Forty Thieves, the two-deck patience game.</p>"
                    "<p>Free software under the GNU General Public License, version 3 or later. It comes "
                    "with absolutely no warranty.</p><p>Qt %2, Python %3</p>"
                ),
                __version__,
                qVersion(),
                platform.python_version(),
            )
            + _paragraph(self.solver.missing_core_text()),
        )

    def show_preferences(self) -> None:
        from qvoleurs.ui.dialogs.preferences import PreferencesDialog

        from ..preferences import Preferences

        if isinstance(self.prefs, Preferences):
            exec_once(PreferencesDialog(self.prefs, self, say_in_window=self.announce))

    def show_statistics(self) -> None:
        from qvoleurs.ui.dialogs.statistics import StatisticsDialog

        # open on the figures of the rules of the game on the table (it always opened on N's)
        exec_once(StatisticsDialog(self.stats, self, rules=self.model.game.rules.letter))

    # -- the solver panel's host (SolverHost) ------------------------------------------------

    def marks(self) -> set[str]:
        """What the window knows of the game that its save keeps (storage/game_store.py)."""
        marks = set()
        if self.auto_finish.declined():
            marks.add(FINISH_DECLINED)
        if self.solver.deal_known_lost():
            marks.add(DEAL_LOST)
        if self.solver.helped():
            marks.add(HELPED)
        return marks

    def resume_marks(self, marks: Collection[str]) -> None:
        """The marks of a resumed game's save."""
        self.auto_finish.resume(FINISH_DECLINED in marks)
        self.solver.resume_deal_lost(DEAL_LOST in marks)
        if HELPED in marks:
            self.solver.help_again()

    def dialog_parent(self) -> QWidget:
        return self

    def show_verdict(self, text: str, words: str, about: str, progress: str) -> None:
        label = self.verdict_label
        label.setText(text)
        label.setToolTip(about + ("\n\n" + progress if progress else ""))
        if label.accessibleName() != words:  # the name changes with the verdict, not the counter
            label.setAccessibleName(words)
        if label.accessibleDescription() != about:
            label.setAccessibleDescription(about)
        self.figures.want(label, True)

    def hide_verdict(self) -> None:
        self.figures.want(self.verdict_label, False)

    def show_toast(self, text: str) -> None:
        self.view.toast.show_message(text, CUT_MESSAGE_MS)

    def withdraw_toast(self, text: str) -> None:
        self.view.toast.withdraw(text)

    def show_status(self, text: str, msecs: int = 0) -> None:
        self.message_label.setText(text)
        if not self.message_label.fits():
            self.show_toast(text)  # cut at the verdict: the whole of it over the table, once
            if msecs:
                msecs = max(msecs, CUT_MESSAGE_MS)  # the two go together, and leave time to read
        if msecs:
            self._message_timer.start(msecs)
        else:
            self._message_timer.stop()

    def clear_status(self, text: str) -> None:
        if self.message_label.text() == text:
            self._message_timer.stop()
            self.message_label.clear()
        self.withdraw_toast(text)  # shown whole over the table where the bar cut it: over too

    def set_highlights(self, piles: list[int], run: tuple[int, int] | None = None) -> None:
        self.table_scene.set_highlights(piles, run)

    def highlights(self) -> list[int]:
        return self.table_scene.highlighted

    def add_solver_actions(self, actions: list[QAction]) -> None:
        for action in actions:
            self.addAction(action)  # shortcuts work even with the menu bar hidden
        self.game_menu.insertActions(self.solver_separator, actions)
        self.game_menu.insertSeparator(actions[0])

    def add_banner_button(self, button: QPushButton) -> None:
        self.view.stuck_banner.add_button(button)

    def set_banner_button_visible(self, button: QPushButton, visible: bool) -> None:
        if not visible and button.hasFocus():
            # to the table, not to the ✕ beside it: the banner mostly goes with it (a restart, a
            # new game), and a reader said the ✕, about to vanish, before the pile
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        button.setVisible(visible)
        banner = self.view.stuck_banner
        if banner.isVisible():
            banner.place()  # room for the button (the banner may be up already)

    def announce(self, text: str) -> None:
        speaker.announce(self.view, text)

    def announce_when_heard(self, text: str, slot: str, alone: str | None = None) -> None:
        self.herald.say(text, slot, alone)

    def card_name(self, card: int) -> str:
        return self.phrasebook.name(card)

    def finish_animation(self) -> None:
        self.table_scene.finish_animation()

    def _on_table_seen(self) -> None:
        """Time away from the table is not play, nobody waits for a verdict there, and the
        moves played for the player (the demo, the end) wait to be seen."""
        seen = self.isVisible() and not self.isMinimized()
        self.game_timer.set_visible(seen)
        self.solver.set_shown(seen)
        self.auto_finish.player.set_shown(seen)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.placement.follow()
        self._on_table_seen()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._on_table_seen()

    # -- size and place on the screen ---------------------------------------------------------

    def _fit_minimum_to_screen(self) -> None:
        """The table's minimum, lowered (down to SMALLEST_SIZE) where the window with its
        menus, status bar and title bar would not fit the screen (1366x768 at 200 %)."""
        room = available_geometry(self).marginsRemoved(FRAME_ALLOWANCE).size()
        chrome = self.menuBar().sizeHint().height() + self.statusBar().sizeHint().height()
        fits = QSize(room.width(), room.height() - chrome)
        self.view.setMinimumSize(MINIMUM_SIZE.boundedTo(fits).expandedTo(SMALLEST_SIZE))

    def toggle_full_screen(self) -> None:
        """F11: the table on the whole screen, and back (to maximized if it was)."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def _fit_full_screen(self) -> None:
        """In full screen the menu bar gives its height to the table, as in Aisleriot; its
        actions keep their shortcuts (each is added to the window too, see `_action`). The
        status bar stays, as in Aisleriot: it holds what the player plays by (score, moves,
        stock, time, the solver's verdict), which no menu shows."""
        full, was_full = self.isFullScreen(), self._full_screen
        self._full_screen = full
        if full and not was_full:
            # the way out, as a browser says it: the menus are gone (and after a start in full
            # screen, which the last run's placement brings back, nothing else says it)
            keys = self.full_screen_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            way_out = arg(self.tr("Full screen: press %1 or Esc to leave it"), keys)
            # seen: a player with a mouse alone learns the top edge's menus too (heard: the keys)
            self._way_out = arg(
                self.tr("Full screen: press %1 or Esc to leave it, or move the pointer to the top edge for the menus"),
                keys,
            )
            self.show_toast(self._way_out)
            self.herald.say(way_out, "full screen")  # heard too, at a start once the window is active
        elif was_full and not full:
            self.withdraw_toast(self._way_out)  # said, and done: it would stay over the window
            self.herald.say(self.tr("Full screen left"), "full screen")  # heard: the menus are back
        self.full_screen_action.setChecked(full)
        self.menuBar().setVisible(not full)
        if not full and self.full_screen_bar is not None:
            leave_keyboard_mode(self.full_screen_bar)  # F11 with its title lit: the focus back first
            self.full_screen_bar.hide()

    def open_menus(self, menu: QMenu | None = None) -> None:
        """F10 opens the Game menu, also in full screen (Alt and a menu's letter too): there a
        bar of the same menus lies over the table's top edge while a menu is open. The
        window's own bar would push the table down and every card with it, and back after."""
        bar = self._show_full_screen_bar() if self.isFullScreen() else self.menuBar()
        menu = menu or self.game_menu
        bar.setActiveAction(menu.menuAction())
        hold_the_keys(bar)  # the focus in the menus, as after Alt, not on the table behind them
        # its first item lit, as Alt and a menu's letter open it: Enter then acts at once
        first = next((a for a in menu.actions() if a.isEnabled() and not a.isSeparator() and a.isVisible()), None)
        if first is not None:
            menu.setActiveAction(first)

    def _show_full_screen_bar(self) -> QMenuBar:
        bar = self._full_screen_bar()
        bar.setGeometry(0, 0, self.width(), bar.sizeHint().height())
        bar.show()
        bar.raise_()
        return bar

    def _full_screen_bar(self) -> QMenuBar:
        if self.full_screen_bar is None:
            self.full_screen_bar = LitMenuBar(self)
            for menu in self.menus:
                self.full_screen_bar.addMenu(menu)
            app = QApplication.instance()
            if isinstance(app, QApplication):
                app.focusChanged.connect(self._focus_left_full_screen_bar)
        return self.full_screen_bar

    def _hide_menu_bar_in_full_screen(self, pointer_left: bool = False) -> None:
        """The bar over the table goes once no menu of it is open and it does not hold the
        keys: Escape in a menu leaves its title lit there, and a second Escape (which gives
        the focus back where it was, a banner's button or the table) the table. The pointer
        back on the table (`pointer_left`) is that second Escape for a bar the top edge
        showed: a menu opened there with the mouse and closed by Escape left the bar holding
        the arrow keys, whatever the pointer did."""
        bar = self.full_screen_bar
        if bar is None or not bar.isVisible() or any(m.isVisible() for m in self.menus):
            return
        if pointer_left:
            leave_keyboard_mode(bar)
        if not bar.hasFocus():
            bar.hide()

    def _focus_left_full_screen_bar(self, old: QWidget | None, _now: QWidget | None) -> None:
        if old is not None and old is self.full_screen_bar:
            QTimer.singleShot(0, self, self._hide_menu_bar_in_full_screen)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape leaves full screen, when nothing on the table took it first (a picked-up
        card is put back, a dragged card stays in the hand: the view keeps those keys)."""
        plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
        if event.key() == Qt.Key.Key_Escape and plain and self.isFullScreen():
            self.toggle_full_screen()
            return
        if self.isFullScreen() and not self.menuBar().isVisible():
            # a hidden menu bar does not take Alt and a menu's letter: the window does
            pressed = QKeySequence(event.keyCombination())
            for menu in self.menus:
                if QKeySequence.mnemonic(menu.title()).matches(pressed) == QKeySequence.SequenceMatch.ExactMatch:
                    self.open_menus(menu)
                    return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.solver.slow_core_said and self.prefs is not None:
            # noted as the window's place is, at the end: written at the start, a settings
            # folder that cannot be written would have made a notice of its own
            self.prefs.set(settings.SLOW_CORE_TOLD, __version__)
        self.placement.save()
        self.solver.shutdown()
        self.table_scene.finish_animation()
        super().closeEvent(event)


def _paragraph(text: str | None) -> str:
    """Plain text as a rich text paragraph ("" for None)."""
    return f"<p>{html.escape(text)}</p>" if text else ""


def _tell_renamed(container: QWidget, index: int) -> None:
    """Tell a screen reader that the item at `index` of a menu or menu bar has a new name."""
    event = QAccessibleEvent(container, QAccessible.Event.NameChanged)
    event.setChild(index)
    QAccessible.updateAccessibility(event)
