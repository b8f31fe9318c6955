"""The table view: turns the pointer and the keyboard into model commands.

Click policy (rules.md): a click acts on release; a double-click acts only when the
click before it did nothing, so one double-click never makes two moves. On the stock
every click draws (a quick double-click there draws twice, as two clicks would).

Keyboard: the arrow keys move a visible focus between piles (Home and End to a row's
first and last; Tab and Shift+Tab through all of them in turn); Enter plays the focused
card (the click, else the double-click policy); Space picks a card up and puts it down on
the focused pile (Escape puts it back; Space again on the same column takes one more card
of a run, for supermoves); D draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QBrush, QFocusEvent, QKeyEvent, QKeySequence, QMouseEvent, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from qvoleurs import settings
from qvoleurs.engine.rules import COLUMN_PILES, FOUNDATION_PILES, STOCK, WASTE, is_column, is_foundation
from qvoleurs.model.game_model import GameModel, PreferenceSource
from qvoleurs.translatable import QT_TRANSLATE_NOOP
from qvoleurs.ui import announce as speaker
from qvoleurs.ui.table.access import TableAccess
from qvoleurs.ui.table.cardart import TABLE_COLOUR
from qvoleurs.ui.table.items import Z_FLYING, CardItem
from qvoleurs.ui.table.overlays import Banner, Toast
from qvoleurs.ui.table.scene import TableScene
from qvoleurs.ui.table.speech import Edge

# keyboard focus grid: the top row (stock, waste, 8 foundations) over the 10 columns
TOP_ROW = (STOCK, WASTE, *FOUNDATION_PILES)
BOTTOM_ROW = tuple(COLUMN_PILES)

# the keys that move the keyboard's focus, and the edge each stops at
FOCUS_KEYS = {
    Qt.Key.Key_Left: Edge.FIRST,
    Qt.Key.Key_Home: Edge.FIRST,
    Qt.Key.Key_Right: Edge.LAST,
    Qt.Key.Key_End: Edge.LAST,
    Qt.Key.Key_Up: Edge.TOP,
    Qt.Key.Key_Down: Edge.BOTTOM,
}

# the smallest table whose long columns still show every suit mark at one device pixel per
# pixel (tests/test_long_columns.py); on a screen with fewer pixels to lay out in (a laptop
# at 200 %, where a pixel is two; a 768-wide portrait screen) the window goes down to SMALLEST_SIZE
MINIMUM_SIZE = QSize(480, 340)
SMALLEST_SIZE = QSize(340, 240)

# The keys keyPressEvent answers (besides the window's actions, such as D for Draw a Card), in
# QKeySequence's names, for Help ▸ Keyboard Shortcuts; tests/test_shortcuts_page.py keeps them in step.
TABLE_KEYS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("Left", "Right", "Up", "Down"), QT_TRANSLATE_NOOP("TableKeys", "Move the focus between the piles")),
    (("Home", "End"), QT_TRANSLATE_NOOP("TableKeys", "Move the focus to the first or last pile of the row")),
    (
        ("Tab", "Shift+Tab"),
        QT_TRANSLATE_NOOP(
            "TableKeys",
            "Move the focus to the next or previous pile, all of them in turn; to a message's buttons when it has some",
        ),
    ),
    (
        ("Return", "Enter"),
        QT_TRANSLATE_NOOP(
            "TableKeys", "Play the focused card, as a click or a double-click; with a card picked up, put it there"
        ),
    ),
    (
        ("Space",),
        QT_TRANSLATE_NOOP(
            "TableKeys",
            "Pick up the focused card (with supermoves, again on its column: one more card of its run); "
            "on another pile, put it there",
        ),
    ),
    (("Esc",), QT_TRANSLATE_NOOP("TableKeys", "Put a picked-up card back, or close the message over the cards")),
)


# a banner shown, hidden, moved or resized: the room the columns leave it changes
_BANNER_ROOM = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Move, QEvent.Type.Resize)


@dataclass
class Press:
    """A mouse press on a card, until release: maybe the start of a drag."""

    at: QPointF
    card: int
    pile: int
    index: int
    dragging: bool = False
    clicks: bool = True  # False for the second press of a double-click: its release is no click
    items: list[CardItem] = field(default_factory=list)
    starts: list[QPointF] = field(default_factory=list)
    last: QPointF | None = None  # where the pointer was last seen while dragging
    width: float = 0.0  # the cards' width when the drag started or the table was last laid out

    def held(self) -> list[int]:
        return [item.card for item in self.items]


class TableView(QGraphicsView):
    """Shows the table scene at 1:1 (scene units are pixels) and handles input."""

    first_painted = Signal()

    def __init__(
        self, model: GameModel, scene: TableScene, prefs: PreferenceSource | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(scene, parent)
        self.model = model
        self.table_scene = scene
        self.prefs = prefs
        self._press: Press | None = None
        self._last_click: tuple[int, bool] | None = None  # (card, did it move)
        self._painted = False
        self._focus_index = (1, 0)  # (row, position): starts on column 1
        self._mark_away = False  # the keyboard's pile frame, hidden while the focus is away
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setBackgroundBrush(QBrush(TABLE_COLOUR))
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)  # the pointer's shape tells what can be moved
        self.toast = Toast(self.viewport())
        self.toast.keep_clear = self._marked_cards
        self.stuck_banner = Banner(self.viewport())
        self.won_banner = Banner(self.viewport())
        self.access = TableAccess(self)  # the piles as a screen reader's objects
        for banner in (self.stuck_banner, self.won_banner):
            banner.closed.connect(self.access.message_closed)  # from its buttons or from the cards
            banner.installEventFilter(self)  # the columns keep out from under it
        self.setMinimumSize(MINIMUM_SIZE)  # MainWindow lowers it on a screen too small for it
        # after the scene's own handlers: the cards a drag holds may have left under it
        model.move_applied.connect(self._check_drag)
        model.move_undone.connect(self._check_drag)
        model.state_reset.connect(self.cancel_drag)

    def pref(self, setting: settings.Setting) -> object:  # type: ignore[type-arg]
        return self.prefs.get(setting) if self.prefs is not None else setting.default

    # -- geometry and painting -------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        vp = self.viewport()
        self.table_scene.resize_table(vp.width(), vp.height(), self.devicePixelRatioF())
        self._follow_resize()
        for overlay in (self.toast, self.stuck_banner, self.won_banner):
            if not overlay.isHidden():  # shown, even before the window itself (a start-up notice)
                overlay.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _BANNER_ROOM and watched in (self.stuck_banner, self.won_banner):
            self._keep_banner_room()
        return super().eventFilter(watched, event)

    def _marked_cards(self) -> list[QRect]:
        """The cards lit, picked up or framed by the focus, where they lie in the viewport."""
        return [self.mapFromScene(rect).boundingRect() for rect in self.table_scene.marks.marked()]

    def _keep_banner_room(self) -> None:
        """The columns end above a banner: it waits for an answer (undo or a new game),
        and the tops of the longest columns, which that answer is about, lay under it."""
        tops = [b.geometry().top() for b in (self.stuck_banner, self.won_banner) if not b.isHidden()]
        height = self.viewport().height()
        # a banner taller than a third of a small table (a large font) covers the columns' ends
        # rather than shrink the cards to stamps
        self.table_scene.keep_clear(min(height - min(tops), height // 3) if tops else 0)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            vp = self.viewport()
            self.table_scene.resize_table(vp.width(), vp.height(), self.devicePixelRatioF())
        elif event.type() == QEvent.Type.LanguageChange:
            self.access.refresh()  # the piles' names, in the new language

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowBlocked:
            # a dialog opened by a shortcut takes the pointer's release: a card under the
            # pointer goes back at once rather than float over the table
            self.cancel_drag()
        elif (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self._letter_action(event) is not None
        ):
            # a letter's menu item (D draws, H hints) is pressed here as a key (keyPressEvent):
            # Qt tells a screen reader of key presses, not of shortcuts, and Orca stops
            # talking only at a press it is told of: 64 draws piled up four minutes of words
            event.accept()
            return True
        return super().event(event)

    def _letter_action(self, event: QKeyEvent) -> QAction | None:
        """The window's enabled menu item whose shortcut is this letter, pressed alone."""
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods != Qt.KeyboardModifier.NoModifier or not Qt.Key.Key_A <= event.key() <= Qt.Key.Key_Z:
            return None
        pressed = QKeySequence(event.keyCombination())
        for action in self.window().actions():
            if action.isEnabled() and pressed in action.shortcuts():
                return action
        return None

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.cancel_drag()  # a menu or another window takes the pointer's release
        # the focus on a banner's button or in a dialog: the keyboard's pile is no longer
        # where keys go, so its frame goes (one focus seen at a time), and comes back with the
        # focus; a menu opened over the table leaves it. A click took it (a banner's button):
        # the pointer took over, as a click on the cards does, and the frame waits for a key
        if event.reason() != Qt.FocusReason.PopupFocusReason and self.table_scene.focus_pile is not None:
            self._mark_away = event.reason() != Qt.FocusReason.MouseFocusReason
            self.table_scene.set_focus_pile(None)

    def focusInEvent(self, event: QFocusEvent) -> None:
        # Tab or Shift+Tab from a banner's buttons is a key too: the frame shows where it went,
        # even before any key on the cards (the focus was on the table, seen nowhere). Qt gives
        # the reason Tab also when a clicked button hides; only a key frames the window's focus
        by_tab = event.reason() in (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
        ) and self.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        if self._mark_away or by_tab:
            self._mark_away = False
            self._set_keyboard(True)
        super().focusInEvent(event)
        # after Qt's own focus event for the view: a screen reader then hears the pile
        speaker.focus_coming()
        QTimer.singleShot(0, self.access, self._tell_focus)

    def _tell_focus(self) -> None:
        try:
            self.access.focus_moved()
        finally:
            speaker.focus_told()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def scene_point(self, card: int) -> QPointF:
        """The centre of the visible strip of a card (tests and pointer helpers)."""
        pile, index = self.table_scene.places[card]
        rect = self.table_scene.card_rect(pile, index)
        count = self.table_scene.pile_count(pile)
        if is_column(pile) and index < count - 1:
            return QPointF(rect.center().x(), rect.top() + self.table_scene.table.fan(count) / 2)
        return rect.center()

    # -- pointer -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._set_keyboard(False)
        self._last_click = None
        scene = self.table_scene
        scene.finish_animation()
        pos = self.mapToScene(event.position().toPoint())
        item = scene.card_at(pos)
        if item is None:
            self._press = None
            if scene.pile_at(pos) == STOCK:
                self.model.draw()  # the empty stock: the reminder says there is no redeal
            return
        pile, index = scene.places[item.card]
        if pile == STOCK:
            self._press = None
            self.model.draw()
            return
        self._press = Press(pos, item.card, pile, index)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        pos = self.mapToScene(event.position().toPoint())
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            self._hover(pos)
            return
        if not press.dragging:
            if (pos - press.at).manhattanLength() < QApplication.startDragDistance():
                return
            if not self.model.lift(press.pile, self.table_scene.pile_count(press.pile) - press.index):
                self._press = None  # not taken up: the rule is shown now, not when let go
                return
            self._start_drag(press)
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        press.last = pos
        delta = pos - press.at
        for item, start in zip(press.items, press.starts, strict=True):
            item.setPos(start + delta)

    def cancel_drag(self) -> None:
        """Forget a press; cards under the pointer go back to their pile (Escape, the focus
        gone to a dialog, the table changed under them, a new game)."""
        press, self._press = self._press, None
        if press is None or not press.dragging:
            return
        scene = self.table_scene
        scene.set_highlights([])
        self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        if scene.dragging:  # a new game has dealt them already
            scene.dragging = set()
            scene.sync(animate=scene.animations_on())  # fly back

    def _check_drag(self, _move: object) -> None:
        """A move made while cards are dragged (an undo or a draw by key, the demo): the drag
        goes on if they are still where it took them from, otherwise they go back."""
        press = self._press
        if (
            press is not None
            and press.dragging
            and self.model.position.piles[press.pile][press.index :] != press.held()
        ):
            self.cancel_drag()

    def _follow_resize(self) -> None:
        """The table laid out again under a drag: its cards stay under the pointer, held at
        the same place on the first card's new size, and fanned as the new layout fans them."""
        press = self._press
        if press is None or not press.dragging or press.last is None:
            return
        table = self.table_scene.table
        count = self.table_scene.pile_count(press.pile)
        origins = [table.card_origin(press.pile, press.index + k, count) for k in range(len(press.items))]
        first = press.items[0]
        scale = table.card_width / press.width
        top_left = press.last - (press.last - first.pos()) * scale
        press.at, press.width = press.last, table.card_width
        press.starts = [top_left + origin - origins[0] for origin in origins]
        for item, start in zip(press.items, press.starts, strict=True):
            item.setPos(start)

    def _hover(self, pos: QPointF) -> None:
        """A hand over what can be picked up or clicked, the arrow elsewhere."""
        scene = self.table_scene
        item = scene.card_at(pos)
        shape = Qt.CursorShape.ArrowCursor
        if item is not None:
            pile, _ = scene.places[item.card]
            shape = Qt.CursorShape.PointingHandCursor if pile == STOCK else Qt.CursorShape.OpenHandCursor
        elif scene.pile_at(pos) == STOCK:
            shape = Qt.CursorShape.PointingHandCursor
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)

    def _start_drag(self, press: Press) -> None:
        scene = self.table_scene
        scene.put_back_hand()  # the pointer takes over from the keyboard
        cards = self.model.position.piles[press.pile]
        press.dragging = True
        press.items = [scene.cards[c] for c in cards[press.index :]]
        press.starts = [item.pos() for item in press.items]
        press.width = scene.table.card_width
        scene.dragging = {item.card for item in press.items}
        for order, item in enumerate(press.items):
            item.setZValue(Z_FLYING + 100 + order)
        if self.pref(settings.PLACEMENT_HELP):
            count = len(press.items)
            scene.set_highlights([p for p in self.model.accepting_piles(press.pile, count) if p != press.pile])

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            # another button let go during a drag: the drag goes on (it ended the drag, the
            # cards stuck where they were and the lit piles lit until the next drag)
            return
        press, self._press = self._press, None
        if press is None:
            return
        scene = self.table_scene
        if press.dragging:
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            first = press.items[0]
            rect = QRectF(first.pos(), first.boundingRect().size())
            target = scene.drop_target(rect, press.pile, self.model.accepting_piles(press.pile, len(press.items)))
            scene.dragging = set()
            scene.set_highlights([])
            if not self.model.drop(press.pile, len(press.items), target):
                scene.sync(animate=scene.animations_on())  # fly back
            self._last_click = None
            return
        if not press.clicks:
            return
        moved = False
        if press.index == scene.pile_count(press.pile) - 1:
            moved = self.model.click_card(press.pile)
        self._last_click = (press.card, moved)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        scene = self.table_scene
        scene.finish_animation()
        pos = self.mapToScene(event.position().toPoint())
        item = scene.card_at(pos)
        if item is None:
            if scene.pile_at(pos) == STOCK:
                self.model.draw()
            return
        pile, index = scene.places[item.card]
        if pile == STOCK:
            self.model.draw()
            return
        last, self._last_click = self._last_click, None
        # a synthetic double-click without its first click counts as a first click that did nothing
        first_click_moved = last is not None and (last[1] or last[0] != item.card)
        if not first_click_moved and self.pref(settings.DOUBLE_CLICK) and index == scene.pile_count(pile) - 1:
            self.model.double_click_card(pile)
            return
        # no double-click move: this press may still start a drag, but its release is no click
        self._press = Press(pos, item.card, pile, index, clicks=False)

    # -- keyboard ------------------------------------------------------------------------------

    def focused_pile(self) -> int:
        row, col = self._focus_index
        return (TOP_ROW, BOTTOM_ROW)[row][col]

    def set_focused_pile(self, pile: int) -> None:
        before = self.focused_pile()
        row = 0 if pile in TOP_ROW else 1
        self._focus_index = (row, (TOP_ROW, BOTTOM_ROW)[row].index(pile))
        self._set_keyboard(True)
        if pile != before:
            self.access.focus_moved()

    def _set_keyboard(self, active: bool) -> None:
        """Show the keyboard's pile (a key was pressed) or hide it (the mouse took over)."""
        self.table_scene.set_focus_pile(self.focused_pile() if active else None)

    def _move_focus(self, key: Qt.Key) -> None:
        """An arrow key, Home or End. Every press moves, the first too: a screen reader has
        already said the pile the focus is on, so a first press that only showed it would
        seem lost; at the table's edge the pile says so, or the key would seem lost too."""
        row, col = self._focus_index
        last = len((TOP_ROW, BOTTOM_ROW)[row]) - 1
        target = {
            Qt.Key.Key_Left: (row, max(0, col - 1)),
            Qt.Key.Key_Right: (row, min(last, col + 1)),
            Qt.Key.Key_Home: (row, 0),
            Qt.Key.Key_End: (row, last),
            Qt.Key.Key_Up: (0, col),
            Qt.Key.Key_Down: (1, col),
        }[key]
        moved = target != self._focus_index
        self._focus_index = target
        self._set_keyboard(True)
        if moved:
            self.access.focus_moved()
        else:
            self.access.at_edge(FOCUS_KEYS[key])

    def _step_focus(self, forward: bool) -> None:
        """Tab or Shift+Tab: the next or previous pile in the order a screen reader lists them
        (the top row, then the columns), round from the last to the first: Tab, a reader's
        first key, found nothing on the table and said nothing."""
        order = TOP_ROW + BOTTOM_ROW
        self.set_focused_pile(order[(order.index(self.focused_pile()) + (1 if forward else -1)) % len(order)])

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab leaves the table for a banner's buttons; with none shown, it walks the piles
        (keyPressEvent gets the key when this declines it)."""
        if self.hasFocus() and self._shown_banner() is None:
            return False
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not mods & ~Qt.KeyboardModifier.ShiftModifier:
            self._step_focus(key == Qt.Key.Key_Tab and not mods)
            return
        if mods not in (Qt.KeyboardModifier.NoModifier,):
            super().keyPressEvent(event)
            return
        scene = self.table_scene
        if key in FOCUS_KEYS:
            self._move_focus(Qt.Key(key))
        elif (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and scene.picked is not None
            and (scene.picked[0] != self.focused_pile() or is_foundation(self.focused_pile()))
        ):
            # cards in the hand, and the focus on a pile just said to take them (or not): Enter
            # puts them there as Space does (it put them back and played the focused card); on
            # the foundation it came from, back (it said to pick it up with Space, just done)
            self._set_keyboard(True)
            self._pick_or_put(self.focused_pile())
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._set_keyboard(True)
            scene.finish_animation()
            pile = self.focused_pile()
            scene.put_back_hand()  # on the hand's own pile, Enter plays the focused card
            played = self.model.click_card(pile) or (pile != STOCK and self.model.double_click_card(pile))
            if not played and pile != STOCK:  # a draw from the empty stock says its own rule
                words = self.access.stays(pile)
                if scene.pile_count(pile) and self.pref(settings.RULE_REMINDERS):
                    self.toast.show_about_the_table(speaker.shown_sentence(words))  # the eye sees why nothing moved
            scene.update_marks()
        elif key == Qt.Key.Key_Space:
            self._set_keyboard(True)
            self._pick_or_put(self.focused_pile())
        elif key == Qt.Key.Key_Escape and scene.picked is not None:
            scene.put_back_hand()
        elif key == Qt.Key.Key_Escape and self._press is not None:
            self.cancel_drag()  # a card under the pointer goes back (full screen stays)
        elif key == Qt.Key.Key_Escape and self.toast.isVisible() and not self.window().isFullScreen():
            # a message over the cards, read: gone (clicks go through it to the cards). In full
            # screen Escape leaves it, as the message there says, and that message goes with it
            self.toast.dismiss()
            scene.set_highlights([])  # a hint's lights go with its words
            self.access.message_closed()
        elif key == Qt.Key.Key_Escape and (banner := self._shown_banner()) and not self.window().isFullScreen():
            banner.dismiss()  # its ✕ says "(Esc)": from the cards too, not only from its buttons (it is heard)
        elif key == Qt.Key.Key_Escape and scene.highlighted:
            scene.set_highlights([])  # a hint's lights, after its words went
        elif (action := self._letter_action(event)) is not None:
            action.trigger()
        elif key == Qt.Key.Key_D:  # the stock used up (Draw a Card greyed): its rule is said
            scene.finish_animation()
            self.model.draw()
        else:
            super().keyPressEvent(event)

    def _shown_banner(self) -> Banner | None:
        return next((b for b in (self.stuck_banner, self.won_banner) if b.isVisible()), None)

    def _pick_or_put(self, pile: int) -> None:
        scene = self.table_scene
        scene.finish_animation()
        picked = scene.picked
        if picked is None:
            count = scene.pile_count(pile)
            if pile == STOCK:
                self.model.draw()
            elif count:
                # a hint's lights go: they came back with the hand put back, and looked like
                # places the card in it may go
                scene.set_highlights([])
                scene.picked = (pile, count - 1)
                scene.update_marks()
                self.access.picked_up(pile, count - 1)
            else:
                self.access.stays(pile)  # an empty pile: said, or the key would seem lost
            return
        src, index = picked
        if pile == src:
            # Space again on the same column takes one more card of its run (supermoves; in
            # ruleset N, where cards move one at a time, it puts the card back)
            count = scene.pile_count(src) - index
            position = self.model.position
            extend = position.rules.supermoves and is_column(src) and position.run_length(src) > count
            if extend:
                scene.picked = (src, index - 1)
                scene.update_marks()
                self.access.picked_up(src, index - 1)
            else:
                scene.put_back_hand()
            return
        scene.picked = None
        count = scene.pile_count(src) - index
        if not self.model.drop(src, count, pile):
            self.access.put_back(src, index)  # refused (its rule is said first): the hand is empty again
        scene.update_marks()
