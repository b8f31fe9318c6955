"""The table as a screen reader sees it: a list of 20 piles, the keyboard's pile focused.

The table is drawn in one QGraphicsView, which Qt shows to assistive technology as one
object without parts. An accessibility factory gives the view an interface whose children
are the piles (stock, waste, columns 1-10, foundations 1-8, in keyboard order): each has a
short name ("Column 3: 8 of clubs, 3 cards"), a column's cards as its description, a
screen rectangle, and the focus when the keyboard is on it; while a card is held, a column's
or a foundation's name ends with whether it takes the card. `TableAccess` fires the events
AT-SPI passes on to Orca: focus when the keyboard moves, name changes after a move or a change
of the hand, and a short announcement of what happened (never the whole board again).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QApplication

from qvoleurs.engine.moves import Move
from qvoleurs.engine.rules import COLUMN_PILES, FOUNDATION_PILES, STOCK, WASTE, is_column, is_foundation
from qvoleurs.ui import announce as speaker
from qvoleurs.ui.access_factory import install_once
from qvoleurs.ui.table.speech import Edge, TableSpeech

if TYPE_CHECKING:
    from qvoleurs.ui.table.view import TableView

# the order of the table's accessible children: the top row as the keyboard walks it, then the columns
PILE_ORDER = (
    STOCK,
    WASTE,
    *FOUNDATION_PILES,
    *COLUMN_PILES,
)

Text = QAccessible.Text


class PileInterface(QAccessibleInterface):
    """One pile of the table, as an accessible object without a QObject of its own."""

    def __init__(self, access: TableAccess, pile: int) -> None:
        super().__init__()
        self.access = access
        self.pile = pile

    def _view(self) -> TableView | None:
        view = self.access.view
        return view if shiboken6.isValid(view) else None

    def isValid(self) -> bool:
        return self._view() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        view = self._view()
        return view.window().windowHandle() if view is not None else None

    def relations(self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations) -> list:  # type: ignore[override,type-arg]
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self._view()
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        view = self._view()
        if view is None:
            return ""
        if kind == Text.Name:
            return self.access.name(self.pile)
        if kind == Text.Description:
            return self.access.speech.pile_detail(view.model.position, self.pile)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        view = self._view()
        if view is None:
            return QRect()
        scene = view.table_scene
        area = view.mapFromScene(scene.table.drop_rect(self.pile, scene.pile_count(self.pile))).boundingRect()
        return QRect(view.viewport().mapToGlobal(area.topLeft()), area.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        view = self._view()
        if view is None:
            state.invalid = True
            return state
        state.focusable = True
        state.focused = view.hasFocus() and view.focused_pile() == self.pile
        picked = view.table_scene.picked
        state.selectable = True
        state.selected = picked is not None and picked[0] == self.pile
        return state


class TableInterface(QAccessibleWidget):
    """The view: a list whose children are the 20 piles, then the view's own widgets."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.List)
        self.view = view

    def _piles(self) -> list[PileInterface]:
        return self.view.access.piles if shiboken6.isValid(self.view) else []

    def childCount(self) -> int:
        return len(self._piles()) + super().childCount()

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        piles = self._piles()
        if 0 <= index < len(piles):
            return piles[index]
        return super().child(index - len(piles)) if index >= len(piles) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        piles = self._piles()
        for index, pile in enumerate(piles):
            if pile is child:
                return index
        found = super().indexOfChild(child)
        return found + len(piles) if found >= 0 else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if not shiboken6.isValid(self.view) or not self.view.hasFocus():
            return None
        return self.view.access.interface(self.view.focused_pile())


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from qvoleurs.ui.table.view import TableView

    if isinstance(obj, TableView):
        return TableInterface(obj)
    return None


# Qt's accessibility cache may hold a pile's interface by address once AT-SPI asked for it:
# the Python objects live here until their view is gone and the cache has let go of them.
_alive: dict[int, list[PileInterface]] = {}


class TableAccess(QObject):
    """Keeps the piles' accessible objects and speaks for the table when something happens."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        install_once(_factory)
        self.view = view
        self.speech = TableSpeech()
        self.piles = [PileInterface(self, pile) for pile in PILE_ORDER]
        self._by_pile = {pile.pile: pile for pile in self.piles}
        self._names: list[tuple[str, str]] = []  # each pile's (name, description), as last told
        self.quiet = False  # moves made for the player (the end that plays itself) are not said one by one
        key = id(self)
        _alive[key] = self.piles
        view.destroyed.connect(lambda *_: _release(key))
        model = view.model
        model.move_applied.connect(self.on_move)
        model.move_undone.connect(self.on_undo)
        model.state_reset.connect(self.on_reset)
        model.state_changed.connect(self.refresh)
        view.table_scene.hand_changed.connect(self.refresh)  # the piles' verdicts on the hand
        view.table_scene.hand_put_back.connect(self.cards_put_back)
        view.table_scene.hand_places_changed.connect(self.hand_places_changed)
        self.refresh()

    def interface(self, pile: int) -> PileInterface:
        return self._by_pile[pile]

    def name(self, pile: int) -> str:
        """A pile's accessible name; while cards are in the keyboard's hand, a column's or a
        foundation's ends with whether it takes them: the eye sees those lit (placement help),
        the ear learns it on arriving at the pile. The engine decides (`hand_targets`)."""
        return self._name(pile, self.view.table_scene.hand_targets())

    def _name(self, pile: int, targets: list[int] | None) -> str:
        position = self.view.model.position
        name = self.speech.pile_name(position, pile)
        scene = self.view.table_scene
        if targets is None or scene.picked is None or pile in (STOCK, WASTE, scene.picked[0]):
            return name  # the stock and the waste never take a card; the hand's own pile is "selected"
        src, index = scene.picked
        return self.speech.with_verdict(name, pile in targets, len(position.piles[src]) - index)

    def _send(self, pile: PileInterface, kind: QAccessible.Event) -> None:
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(pile, kind))

    # -- the keyboard ----------------------------------------------------------------------

    def focus_moved(self) -> None:
        """The keyboard's pile changed (or the table took the focus): that pile is focused.
        Not once a menu (which takes the focus) or a dialog has come up meanwhile: a closing
        menu gives the table the focus back for a moment before its command's dialog opens,
        and the pile said then would come before the dialog."""
        if not self.view.hasFocus():
            return
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not self.view.window():
            return
        self._send(self.interface(self.view.focused_pile()), QAccessible.Event.Focus)

    def at_edge(self, edge: Edge) -> None:
        """A focus key found no pile further its way. The focus stays, so no focus event (a
        screen reader says nothing for the object it is already on): a short announcement
        that the key was heard, and why nothing moved."""
        speaker.announce(self.view, self.speech.edge(self.view.focused_pile(), edge))

    def picked_up(self, pile: int, index: int) -> None:
        self._send(self.interface(pile), QAccessible.Event.SelectionAdd)
        cards = self.view.model.position.piles[pile][index:]
        speaker.announce(self.view, self.speech.picked_up(cards, self.view.table_scene.hand_targets()))

    def put_back(self, pile: int, index: int) -> None:
        self.cards_put_back(pile, self.view.model.position.piles[pile][index:])

    def cards_put_back(self, pile: int, cards: Sequence[int]) -> None:
        self._send(self.interface(pile), QAccessible.Event.SelectionRemove)
        speaker.announce(self.view, self.speech.put_back(cards))

    def hand_places_changed(self, cards: Sequence[int], places: Sequence[int]) -> None:
        speaker.announce(self.view, self.speech.in_hand(cards, places))

    def message_closed(self) -> None:
        """Escape (on the table or a banner's button) or a banner's ✕ closed the message over
        the cards: the eye saw it go, the ear heard nothing (from a button, only the pile the
        focus came back to), and the banner's buttons were no longer there for Tab."""
        speaker.announce(self.view, self.speech.message_closed())

    def stays(self, pile: int) -> str:
        """Enter (or Space) played nothing: the pile's top card has no place to go, or the
        pile is empty (its name says so): said, never silent. Returns the words."""
        position = self.view.model.position
        cards = position.piles[pile][-1:]
        if not cards:
            said = self.speech.pile_name(position, pile)
        elif is_foundation(pile) and self.view.model.accepting_piles(pile):
            # it has a place, which Enter does not take it to: taking a card back costs points
            said = self.speech.stays_home(cards[0])
        elif is_column(pile) and len(position.piles[pile]) == 1 and self.view.model.accepting_piles(pile):
            # a card alone in its column, which an empty column takes (its pick-up says so):
            # Enter sends no card there, as that changes nothing; "no place to go" was untrue
            said = self.speech.alone(cards[0])
        else:
            said = self.speech.stays(cards)
        speaker.announce(self.view, said)
        return said

    # -- the model ---------------------------------------------------------------------------

    def on_move(self, move: Move) -> None:
        if self.quiet:
            return
        model = self.view.model
        position = model.position
        cost = -model.last_score_change() if is_foundation(move.src) else 0  # the eye sees the score drop
        said = self.speech.redone(position, move, cost) if model.redoing else self.speech.moved(position, move, cost)
        if not move.is_draw and not self.view.model.is_won():
            # what the move uncovered, the next card to play (or what a foundation keeps of a
            # card taken back): the pile's new name alone came as a name change, which a
            # screen reader drops for the announcement
            said = speaker.joined([said, self.speech.pile_name(position, move.src)])
        speaker.announce(self.view, said)

    def on_undo(self, move: Move) -> None:
        if self.view.model.stepping_back:
            return  # many moves taken back at once: the one who asked says where the game is now
        speaker.announce(self.view, self.speech.undone(self.view.model.position, move))

    def on_reset(self) -> None:
        if not self.view.model.same_game:  # the same game stepped back says where it went itself
            # and what the focused pile now holds: its new name came as a name change only,
            # which the announcement cut off (Ctrl+N said nothing of the new cards)
            said = [self.speech.new_game(restarted=self.view.model.restarting)]
            # unless the focus is coming back to the table (a question closed): then the
            # reader says the pile, and the words said it a second time
            if self.view.hasFocus() and not speaker.focus_is_coming():
                said.append(self.speech.pile_name(self.view.model.position, self.view.focused_pile()))
            speaker.announce(self.view, speaker.joined(said))

    def refresh(self) -> None:
        """After any change (a move, a card picked up or put back): tell the screen reader
        which piles have a new name or description (only those), so that it reads none it kept."""
        position = self.view.model.position
        targets = self.view.table_scene.hand_targets()
        names = [(self._name(pile.pile, targets), self.speech.pile_detail(position, pile.pile)) for pile in self.piles]
        if QAccessible.isActive() and self._names:
            focused = self.view.focused_pile() if self.view.hasFocus() else None
            for pile, old, new in zip(self.piles, self._names, names, strict=True):
                if old[0] != new[0]:
                    self._send(pile, QAccessible.Event.NameChanged)
                if old[1] != new[1] and pile.pile != focused:
                    self._send(pile, QAccessible.Event.DescriptionChanged)
        self._names = names


def _release(key: int) -> None:
    """The view is gone: take its piles out of Qt's cache, then let Python free them."""
    for pile in _alive.pop(key, []):
        if shiboken6.isValid(pile):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(pile))
