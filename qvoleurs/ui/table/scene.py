"""The table scene: 104 card items and 20 pile places, kept in step with the model.

After every model signal the scene re-reads the whole position and puts each card
where the engine says (pile and index): items never carry state of their own that
could drift. Moves are animated from where the cards are to where they belong; a
new change first snaps any running animation to its end.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsScene

from qvoleurs import settings
from qvoleurs.engine.cards import PACK_SIZE
from qvoleurs.engine.rules import COLUMN_PILES, FOUNDATION_PILES, PILE_COUNT, STOCK, is_column
from qvoleurs.model.game_model import GameModel, PreferenceSource
from qvoleurs.ui.table.cardart import CARD_ASPECT, CardArt
from qvoleurs.ui.table.items import Z_CARD, Z_FLYING, BadgeItem, CardItem, MarksItem, SlotItem
from qvoleurs.ui.table.layout import TableLayout

DURATIONS_MS = {"slow": 340, "normal": 200, "fast": 110}
DEAL_STAGGER_MS = 14  # between two cards of a deal


@dataclass(slots=True)
class Flight:
    """A card on its way: where it must end and the stacking it gets back there."""

    item: CardItem
    target: QPointF
    z: float


class TableScene(QGraphicsScene):
    """Cards, places, stock counter and marks, laid out for the view's size."""

    hand_changed = Signal()  # the keyboard's hand (`picked`) changed, as its marks show it
    hand_put_back = Signal(int, list)  # (pile, cards): the hand emptied for the player, the cards where they lie
    hand_places_changed = Signal(list, list)  # (cards, piles): the held cards' places changed under them

    def __init__(self, model: GameModel, art: CardArt, prefs: PreferenceSource | None = None) -> None:
        super().__init__()
        self.model = model
        self.art = art
        self.prefs = prefs
        self.table = TableLayout.fit(800, 600, CARD_ASPECT)
        self.dpr = 1.0
        self.cards = [CardItem(card, art) for card in range(PACK_SIZE)]
        self.slots = [SlotItem(pile, art) for pile in range(PILE_COUNT)]
        self.badge = BadgeItem()
        self.marks = MarksItem()
        for item in (*self.slots, *self.cards, self.badge, self.marks):
            self.addItem(item)
        self.places: dict[int, tuple[int, int]] = {}  # card -> (pile, index) at the last sync
        self.highlighted: list[int] = []
        self.highlighted_run: tuple[int, int] | None = None  # (pile, count): lit from that many cards down
        self.focus_pile: int | None = None
        self._picked: tuple[int, int] | None = None
        self._held: tuple[int, ...] = ()  # the cards in the hand, as picked up
        self._places_told: list[int] | None = None  # where the hand's cards may go, as last said
        self._hand_shown: tuple[int, int] | None = None  # `picked` as update_marks last showed it
        self.dragging: set[int] = set()  # cards under the pointer: sync leaves them alone
        self._group: QAbstractAnimation | None = None
        self._flights: list[Flight] = []
        self._relayout = False  # the table changed under a running animation: lay out again after it
        model.move_applied.connect(self.on_move)
        model.move_undone.connect(self.on_move)
        model.state_reset.connect(self.on_reset)
        self.sync(animate=False)

    # -- settings ----------------------------------------------------------------------

    def animations_on(self) -> bool:
        return self.prefs is None or bool(self.prefs.get(settings.ANIMATIONS))

    def duration_ms(self) -> int:
        speed = str(self.prefs.get(settings.ANIMATION_SPEED)) if self.prefs is not None else "normal"
        return DURATIONS_MS.get(speed, DURATIONS_MS["normal"])

    def refresh_art(self) -> None:
        """Colours changed (four-colour deck): every card fetches its picture again."""
        for item in self.cards:
            item.refresh()
        for slot in self.slots:
            slot.update()

    # -- geometry --------------------------------------------------------------------------

    def longest_column(self) -> int:
        return max(len(self.model.position.piles[pile]) for pile in COLUMN_PILES)

    def resize_table(self, width: float, height: float, dpr: float) -> None:
        self.table = TableLayout.fit(width, height, CARD_ASPECT, self.longest_column(), self.table.kept_clear)
        self.dpr = dpr
        rect = QRectF(0, 0, width, height)
        self.setSceneRect(rect)
        self.marks.set_bounds(rect)
        self.sync(animate=False)

    def keep_clear(self, band: float) -> None:
        """Keep the columns out of a band of `band` pixels at the bottom (a banner there)."""
        if band == self.table.kept_clear:
            return
        t = self.table
        self.table = TableLayout.fit(t.width, t.height, CARD_ASPECT, self.longest_column(), band)
        if self.is_animating():  # the last move's cards land first, then the columns close up
            self._relayout = True
        else:
            self.sync(animate=self.animations_on())

    def pile_count(self, pile: int) -> int:
        return len(self.model.position.piles[pile])

    def card_rect(self, pile: int, index: int) -> QRectF:
        o = self.table.card_origin(pile, index, self.pile_count(pile))
        return QRectF(o.x(), o.y(), self.table.card_width, self.table.card_height)

    def top_rect(self, pile: int) -> QRectF:
        return self.table.top_card_rect(pile, self.pile_count(pile))

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The visible card under a scene point, top-most first."""
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.isVisible() and item.card not in self.dragging:
                return item
        return None

    def pile_at(self, pos: QPointF) -> int | None:
        """The pile whose place (or fanned column) holds a scene point."""
        for pile in range(PILE_COUNT):
            if self.table.drop_rect(pile, self.pile_count(pile)).contains(pos):
                return pile
        return None

    def drop_target(self, rect: QRectF, source: int, accepting: Collection[int]) -> int | None:
        """The pile a dragged card of `rect` from `source` is dropped on: the one it overlaps
        most, unless that one refuses it and a pile that takes it (lit) is overlapped too: then
        the most overlapped of those, as KPatience chooses (a 5 of spades let go on the lit 6
        of spades, but over more of the column beside, flew back with the rule about the 6).
        Over its own pile most, it is put back."""
        areas: dict[int, float] = {}
        for pile in range(PILE_COUNT):
            overlap = rect.intersected(self.table.drop_rect(pile, self.pile_count(pile)))
            if overlap.width() > 0 and overlap.height() > 0:
                areas[pile] = overlap.width() * overlap.height()
        if not areas:
            return None
        best = max(areas, key=areas.__getitem__)
        taking = [pile for pile in areas if pile in accepting]
        if best == source or best in accepting or not taking:
            return best
        return max(taking, key=areas.__getitem__)

    @property
    def picked(self) -> tuple[int, int] | None:
        """(pile, index): the cards from there up are in the keyboard's hand."""
        return self._picked

    @picked.setter
    def picked(self, hand: tuple[int, int] | None) -> None:
        self._picked = hand
        self._held = () if hand is None else tuple(self.model.position.piles[hand[0]][hand[1] :])
        self._places_told = self.hand_targets()  # said with the pick-up

    def put_back_hand(self) -> None:
        """Empty the keyboard's hand; the screen reader hears it (`hand_put_back`)."""
        if self._picked is None:
            return
        pile, held = self._picked[0], list(self._held)
        self.picked = None
        self.update_marks()
        self.hand_put_back.emit(pile, held)

    def _check_hand(self) -> None:
        """The hand holds the cards picked up, no others: when the table changed under it (an
        undo, a draw, a card put onto them by the pointer, the demo) it is put back, said, or
        dropped unsaid when its cards left (the move that took them is said)."""
        if self._picked is None:
            return
        pile, index = self._picked
        cards = tuple(self.model.position.piles[pile][index:])
        if cards == self._held:
            self._tell_new_places()
            return
        if cards[: len(self._held)] == self._held:
            self.put_back_hand()
        else:
            self.picked = None

    def _tell_new_places(self) -> None:
        """The hand still holds its cards, but where they may go changed (an undo took away
        their only place, a move made one): said after the change's own words, which come
        once the model's signal has reached every listener."""
        places = self.hand_targets()
        if places is None or places == self._places_told:
            return
        self._places_told = places
        held = self._held

        def tell() -> None:
            if self._held == held:  # not put back meanwhile
                self.hand_places_changed.emit(list(held), places)

        QTimer.singleShot(0, self, tell)

    # -- syncing with the model ------------------------------------------------------------

    def on_move(self, _move: object) -> None:
        self.sync(animate=self.animations_on())

    def on_reset(self) -> None:
        """A new game: its cards are dealt from the stock when animations are on and the
        table is on screen (a game loaded at start just appears)."""
        self.picked = None
        self.dragging = set()  # a card under the pointer is dealt with the others
        self.finish_animation()
        shown = any(view.isVisible() for view in self.views())
        if self.animations_on() and shown:
            origin = self.table.slot_origin(STOCK)
            for item in self.cards:
                item.setPos(origin)
            self.sync(animate=True, deal=True)
        else:
            self.sync(animate=False)

    def sync(self, animate: bool = False, deal: bool = False) -> None:
        """Put every card where the engine's position says (animated when asked)."""
        self._relayout = False  # laid out here, with the table as it is now
        self.finish_animation()
        # a column grown too long for the tightest fan makes the cards smaller (and back)
        t = self.table
        self.table = TableLayout.fit(t.width, t.height, CARD_ASPECT, self.longest_column(), t.kept_clear)
        table, dpr = self.table, self.dpr
        w, h = table.card_width, table.card_height
        piles = self.model.position.piles
        flights: list[Flight] = []
        self.places.clear()
        for pile in range(PILE_COUNT):
            cards = piles[pile]
            n = len(cards)
            fanned = is_column(pile)
            for index, card in enumerate(cards):
                item = self.cards[card]
                self.places[card] = (pile, index)
                item.set_look(w, h, dpr, face_up=pile != STOCK)
                # stacked piles show only their top two cards (the second for a card leaving)
                item.setVisible(fanned or index >= n - 2)
                target = table.card_origin(pile, index, n)
                z = Z_CARD + index
                if card in self.dragging:
                    continue
                if animate and item.pos() != target:
                    flights.append(Flight(item, target, z))
                else:
                    item.setPos(target)
                    item.setZValue(z)
        for pile, slot in enumerate(self.slots):
            slot.set_look(w, h, dpr, no_redeal=pile == STOCK and not piles[STOCK])
            slot.setPos(table.slot_origin(pile))
        stock = table.slot_rect(STOCK)
        count = len(piles[STOCK])
        self.badge.set_text(str(count) if count else "", w)
        self.badge.setPos(stock.center().x(), stock.bottom() - h * 0.14)
        self._check_hand()
        self.update_marks()
        if flights:
            if deal:  # row by row, left to right, as a dealer lays them out
                flights.sort(key=lambda f: (f.target.y(), f.target.x()))
            self._fly(flights, stagger_ms=DEAL_STAGGER_MS if deal else 0)

    def _fly(self, flights: list[Flight], stagger_ms: int = 0) -> None:
        group = QParallelAnimationGroup(self)
        duration = self.duration_ms()
        for order, flight in enumerate(flights):
            flight.item.setZValue(Z_FLYING + order)
            # an animation made with a group as parent joins that group (which owns it)
            holder: QAbstractAnimation = group
            if stagger_ms and order:
                holder = QSequentialAnimationGroup(group)
                holder.addPause(order * stagger_ms)
            anim = QPropertyAnimation(flight.item, b"pos", holder)
            anim.setStartValue(flight.item.pos())
            anim.setEndValue(flight.target)
            anim.setDuration(duration)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._start(group, flights)

    def _start(self, group: QAbstractAnimation, flights: list[Flight]) -> None:
        self._group = group
        self._flights = flights
        group.finished.connect(self._landed)
        group.start()

    def is_animating(self) -> bool:
        return self._group is not None

    def finish_animation(self) -> None:
        """Snap a running animation to its end (cards on their places, stacked right)."""
        group, self._group = self._group, None
        if group is None:
            return
        group.finished.disconnect(self._landed)
        group.stop()
        for flight in self._flights:
            flight.item.setPos(flight.target)
            flight.item.setZValue(flight.z)
        self._flights = []
        group.deleteLater()
        if self._relayout:  # snapped: the cards go to the new places at once too
            self._relayout = False
            self.sync(animate=False)

    def _landed(self) -> None:
        """The animation ran to its end: the columns close up (or open out) after it."""
        again, self._relayout = self._relayout, False
        self.finish_animation()
        if again:
            self.sync(animate=self.animations_on())

    def celebrate(self) -> None:
        """A win: the eight kings bow on their foundations one after another. They dip into
        the empty table below them: a hop upwards went past the top of the table, cut off
        by the window's edge (the margin above the foundations is a tenth of a card)."""
        self.finish_animation()
        if not self.animations_on():
            return
        piles = self.model.position.piles
        group = QSequentialAnimationGroup(self)
        flights: list[Flight] = []
        hop = self.table.card_height * 0.35
        for pile in FOUNDATION_PILES:
            if not piles[pile]:
                continue
            item = self.cards[piles[pile][-1]]
            rest = item.pos()
            anim = QPropertyAnimation(item, b"pos", group)
            anim.setDuration(self.duration_ms() * 2)
            anim.setStartValue(rest)
            anim.setKeyValueAt(0.45, rest + QPointF(0, hop))
            anim.setEndValue(rest)
            anim.setEasingCurve(QEasingCurve.Type.InOutSine)
            flights.append(Flight(item, rest, item.zValue()))
        self._start(group, flights)

    # -- marks -------------------------------------------------------------------------

    def set_highlights(self, piles: list[int], run: tuple[int, int] | None = None) -> None:
        """Light `piles`' top cards; `run` (pile, count): that pile from its count-th card
        from the top (a hint that moves a run lit only the run's last card)."""
        if piles:
            self.put_back_hand()  # a hint's or a drag's lights take the place of the hand's
        self.highlighted = piles
        self.highlighted_run = run
        self.update_marks()

    def _lit_rect(self, pile: int) -> QRectF:
        rect = self.top_rect(pile)
        if self.highlighted_run is not None and self.highlighted_run[0] == pile:
            count = len(self.model.position.piles[pile])
            first = count - self.highlighted_run[1]
            if 0 <= first < count - 1:
                rect = self.card_rect(pile, first).united(rect)
        return rect

    def set_focus_pile(self, pile: int | None) -> None:
        self.focus_pile = pile
        self.update_marks()

    def hand_targets(self) -> list[int] | None:
        """The piles the cards in the keyboard's hand may go to, lit as a drag lights them
        (placement help); None when the hand is empty or the player switched that help off."""
        if self.picked is None or (self.prefs is not None and not self.prefs.get(settings.PLACEMENT_HELP)):
            return None
        pile, index = self.picked
        count = len(self.model.position.piles[pile]) - index
        return [p for p in self.model.accepting_piles(pile, count) if p != pile]

    def update_marks(self) -> None:
        targets = self.hand_targets()  # a card in the hand: where it may go, as for a drag
        if targets is None:
            highlights = [self._lit_rect(p) for p in self.highlighted]
        else:
            highlights = [self.top_rect(p) for p in targets]
        focus = self.top_rect(self.focus_pile) if self.focus_pile is not None else None
        picked = None
        if self.picked is not None:
            pile, index = self.picked
            picked = self.card_rect(pile, index)
            if is_column(pile):
                picked = picked.united(self.top_rect(pile))
        self.marks.set_marks(highlights, focus, picked)
        if self.picked != self._hand_shown:  # told with the marks: every change of the hand shows them
            self._hand_shown = self.picked
            self.hand_changed.emit()
