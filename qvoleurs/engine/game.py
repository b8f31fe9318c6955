"""A game: a deal, the position, score and counters, and the undo/redo history.

>>> g = Game(Deal.from_code("FT1-N-AAAAAAA"))
>>> g.push(Move.parse("c1-f1")); g.score, g.move_counter
(10, 1)
>>> g.pop()
Move.parse('c1-f1')
>>> g.score, g.move_counter
(0, 1)
>>> g.push(Move.parse("c2-c1"))
Traceback (most recent call last):
...
qvoleurs.engine.game.IllegalMoveError: c2-c1 is not allowed: nothing-on-ace
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from typing import TypeGuard

from .dead_end import is_dead_end
from .deal import Deal, DealCodeError, DealFileError
from .moves import Move, MoveParseError
from .position import LegalMoves, Position, score_delta
from .rules import COLUMN_PILES, FOUNDATION_PILES, RULESETS, WASTE, Rule, Ruleset, is_column

DEFAULT_UNDO_DEPTH = 100
# The move counter and the score stop here: a save holds no more (GameStore refuses it) and
# Qt shows them as int. Play never comes near; a counter edited up to it stays at it, so the
# game never writes a save it would refuse at the next start.
MAX_COUNTER = 2**31 - 1
# The most actions a game's history holds, the line and the undone actions together (both
# are saved and replayed at every start: this many replay in about 2 s). A move beyond it is
# refused (Rule.HISTORY_FULL) until an undo makes room, so play never writes a save that the
# next start would refuse. Moving cards to and fro, a game can otherwise grow without end.
MAX_LINE = 500_000
SAVE_FORMAT = "qvoleurs-game"
SAVE_VERSION = 1


class IllegalMoveError(ValueError):
    """A well-formed move that the rules refuse; `rule` says which rule."""

    def __init__(self, move: Move, rule: Rule) -> None:
        super().__init__(f"{move} is not allowed: {rule.value}")
        self.move = move
        self.rule = rule


class NothingToUndoError(IndexError):
    """Undo with an empty (or exhausted) history, or redo with nothing undone."""


class SaveFormatError(ValueError):
    """A saved game that is corrupt, truncated, foreign or from a newer version."""


class Game:
    """One game of Quarante Voleurs with its history.

    The score before every action is stored, so undo restores it exactly (the clamp
    at 0 makes it impossible to recompute). The move counter never goes down.
    `undo_depth` None means unlimited undo.
    """

    def __init__(self, deal: Deal, undo_depth: int | None = DEFAULT_UNDO_DEPTH) -> None:
        self.deal = deal
        # Which game this is, kept in its save: an older save of it (a backup) is the same
        # game, the same cards dealt again are another (the statistics count each once).
        self.game_id = new_game_id()
        self.position = Position.from_deal(deal)
        self.score = 0
        self.move_counter = 0
        self._undo_depth = undo_depth
        self._line: list[Move] = []  # every action from the deal to now
        self._scores: list[int] = []  # the score before each action of _line
        self._floor = 0  # undo stops at this index of _line
        self._redo: list[Move] = []  # undone actions, the next to redo last

    # -- properties ------------------------------------------------------------

    @classmethod
    def from_position(cls, position: Position, deal: Deal | None = None) -> Game:
        """A game that starts from `position` (a hand-built one, or one met in play):
        score 0, no history. `deal` names it (for its code), else the default deal.

        >>> g = Game.from_position(Position.from_deal(Deal.from_number(7, "S")))
        >>> g.rules.letter, g.score, g.can_undo()
        ('S', 0, False)
        """
        if deal is None:
            deal = Deal.from_number(0, position.rules)
        elif deal.rules != position.rules:
            deal = deal.with_rules(position.rules)
        game = cls(deal)
        game.position = position
        return game

    @property
    def rules(self) -> Ruleset:
        return self.deal.rules

    @property
    def undo_depth(self) -> int | None:
        return self._undo_depth

    @undo_depth.setter
    def undo_depth(self, depth: int | None) -> None:
        if depth is not None and depth < 0:
            raise ValueError("undo depth must be >= 0 or None (unlimited)")
        if depth == self._undo_depth:
            return
        # The whole line is kept, so a new depth counts back from now, either way: a larger
        # one gives back steps an earlier, smaller one had closed off.
        self._undo_depth = depth
        self._floor = 0 if depth is None else max(0, len(self._line) - depth)

    @property
    def line(self) -> Sequence[Move]:
        """Every action from the deal to the current position."""
        return tuple(self._line)

    @property
    def redo_moves(self) -> Sequence[Move]:
        """Undone actions, the next one to redo first."""
        return tuple(reversed(self._redo))

    @property
    def legal_moves(self) -> LegalMoves:
        return self.position.legal_moves()

    def can_undo(self) -> bool:
        return len(self._line) > self._floor

    def undo_available(self) -> int:
        """How many actions can be undone now."""
        return len(self._line) - self._floor

    def can_redo(self) -> bool:
        return bool(self._redo)

    def peek(self) -> Move | None:
        return self._line[-1] if self._line else None

    def is_won(self) -> bool:
        return self.position.is_won()

    def is_stuck(self) -> bool:
        """No legal move is left and the game is not won."""
        return self.position.is_stuck()

    def is_dead_end(self) -> bool:
        """Lost with or without legal moves: none left, or the stock used up and none of the
        moves left can win (engine/dead_end.py)."""
        return is_dead_end(self.position)

    def is_started(self) -> bool:
        return self.move_counter > 0

    def check(self, move: Move) -> Rule | None:
        return self.position.check(move)

    # -- actions -----------------------------------------------------------------

    def push(self, move: Move) -> None:
        """Play a move (or draw). Raises IllegalMoveError with the rule it breaks."""
        rule = self.position.check(move)
        if rule is None and len(self._line) >= MAX_LINE:
            rule = Rule.HISTORY_FULL
        if rule is not None:
            raise IllegalMoveError(move, rule)
        self._apply(move)
        self.move_counter = min(self.move_counter + 1, MAX_COUNTER)
        self._redo.clear()

    def _apply(self, move: Move) -> None:
        self._scores.append(self.score)
        self.score = min(max(0, self.score + score_delta(move)), MAX_COUNTER)
        self.position.apply(move)
        self._line.append(move)
        self._clip_floor()

    def _clip_floor(self) -> None:
        if self._undo_depth is not None:
            self._floor = max(self._floor, len(self._line) - self._undo_depth)

    def last_score_change(self) -> int:
        """Points the last action still on the line changed the score by, after the clamp
        at 0 (a card taken back at a score of 10 costs 10); 0 with no action.

        >>> g = Game(Deal.from_code("FT1-N-AAAAAAA")); g.last_score_change()
        0
        >>> g.push(Move.parse("c1-f1")); g.last_score_change()
        10
        """
        return self.score - self._scores[-1] if self._scores else 0

    def pop(self) -> Move:
        """Undo the last action and return it; the score goes back to its stored value."""
        if not self.can_undo():
            raise NothingToUndoError("nothing to undo")
        move = self._line.pop()
        self.position.unapply(move)
        self.score = self._scores.pop()
        self._redo.append(move)
        return move

    def redo(self) -> Move:
        """Re-apply the last undone action. The move counter already counted it."""
        if not self._redo:
            raise NothingToUndoError("nothing to redo")
        move = self._redo.pop()
        self._apply(move)
        return move

    def copy(self) -> Game:
        other = Game.__new__(Game)
        other.deal = self.deal
        other.game_id = self.game_id
        other.position = self.position.copy()
        other.score = self.score
        other.move_counter = self.move_counter
        other._undo_depth = self._undo_depth
        other._line = list(self._line)
        other._scores = list(self._scores)
        other._floor = self._floor
        other._redo = list(self._redo)
        return other

    def stepped_back(self, at: int) -> Game:
        """The same game after its first `at` actions, rebuilt from the deal, as if every
        later action had been undone with no limit: they come first in its redo line, then
        the actions undone already; the game id and the move counter stay. Raises
        IllegalMoveError when the line does not replay from the deal (a game begun from a
        position)."""
        back = Game(self.deal, self._undo_depth)
        for move in self._line[:at]:
            back.push(move)
        back._redo = [*self._redo, *reversed(self._line[at:])]
        back.game_id, back.move_counter = self.game_id, self.move_counter
        return back

    def restart(self) -> None:
        """Back to the deal, as a new game of the same cards."""
        self.__init__(self.deal, self._undo_depth)  # type: ignore[misc]

    # -- click policies (rules.md, "Pointer behaviour") ---------------------------------

    def foundation_for(self, src: int) -> Move | None:
        """The leftmost foundation that accepts the top card of `src`."""
        for f in FOUNDATION_PILES:
            move = Move(src, f)
            if self.position.check(move) is None:
                return move
        return None

    def column_for(self, src: int) -> Move | None:
        """The longest column that accepts the top card of `src`, else an empty column.

        A lone card is not sent from its column into an empty one: that changes nothing.
        """
        piles = self.position.piles
        best: Move | None = None
        best_len = -1
        empty: Move | None = None
        for dst in COLUMN_PILES:
            if dst == src:
                continue
            move = Move(src, dst)
            if self.position.check(move) is not None:
                continue
            if piles[dst]:
                if len(piles[dst]) > best_len:
                    best, best_len = move, len(piles[dst])
            elif empty is None and not (is_column(src) and len(piles[src]) == 1):
                empty = move
        return best or empty

    def click_move(self, src: int) -> Move | None:
        """A click: to a foundation; the waste card, failing that, to a column."""
        move = self.foundation_for(src)
        if move is None and src == WASTE:
            move = self.column_for(src)
        return move

    def double_click_move(self, src: int) -> Move | None:
        """A double-click: to a foundation, else the longest column, else an empty one.

        Never from a foundation: taking a card back costs 15 points, so it is done by
        dragging it (or picking it up), not by a click or Enter that meant something else."""
        if src in FOUNDATION_PILES:
            return None
        return self.foundation_for(src) or self.column_for(src)

    # -- save format -----------------------------------------------------------------

    def to_json(self) -> dict[str, object]:
        """The versioned save form. Loading replays `line` from the deal, so the
        position and every stored score come back identical."""
        deal: dict[str, object]
        deal = {"code": self.deal.code} if self.deal.code is not None else self.deal.to_json()
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "deal": deal,
            "rules": self.deal.rules,
            "undo_depth": self._undo_depth,
            "line": [str(m) for m in self._line],
            "undo_floor": self._floor,
            "redo": [str(m) for m in reversed(self._redo)],
            "move_counter": self.move_counter,
            "score": self.score,
            "game_id": self.game_id,
        }

    def dumps(self, **extra: object) -> str:
        """The save as compact JSON; `extra` fields go beside the game's (from_json ignores
        them; the game's own are never replaced)."""
        return json.dumps({**extra, **self.to_json()}, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str | bytes) -> Game:
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise SaveFormatError(f"not a saved game: {exc}") from None
        return cls.from_json(data)

    @classmethod
    def from_json(cls, data: object) -> Game:
        """Rebuild a saved game; any inconsistency raises SaveFormatError."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveFormatError("not a qvoleurs saved game")
        version = data.get("version")
        if not isinstance(version, int) or version < 1:
            raise SaveFormatError("saved game without a valid version")
        if version > SAVE_VERSION:
            raise SaveFormatError(f"saved by a newer qvoleurs (format version {version})")
        try:
            rules = data["rules"]
            if rules not in RULESETS:
                raise SaveFormatError(f"unknown ruleset {rules!r}")
            deal_data = data["deal"]
            if isinstance(deal_data, dict) and set(deal_data) == {"code"}:
                deal = Deal.from_code(str(deal_data["code"])).with_rules(rules)
            else:
                deal = Deal.from_json(deal_data).with_rules(rules)
            depth = data["undo_depth"]
            if depth is not None and (not isinstance(depth, int) or depth < 0):
                raise SaveFormatError("bad undo depth")
            if type(depth) is bool:
                raise SaveFormatError("bad undo depth")
            game = cls(deal, depth)
            if len(data["line"]) + len(data["redo"]) > MAX_LINE:
                raise SaveFormatError(f"saved game holds more than {MAX_LINE} actions")
            for text in data["line"]:
                game.push(Move.parse(text))
            floor = data["undo_floor"]
            if type(floor) is not int or not 0 <= floor <= len(game._line):
                raise SaveFormatError("bad undo floor")
            # unlimited undo reaches back to the deal: saves from before that was so
            # kept the floor of the depth before it, and undo stopped short of the deal
            game._floor = 0 if depth is None else floor
            game._clip_floor()
            redo = [Move.parse(t) for t in data["redo"]]
            counter = data["move_counter"]
            # every action of the line and of the redo line was counted when it was played
            if type(counter) is not int or counter < len(game._line) + len(redo):
                raise SaveFormatError("bad move counter")
            game.move_counter = counter
            # check the redo line replays before keeping it
            probe = game.position.copy()
            for m in redo:
                if probe.check(m) is not None:
                    raise SaveFormatError(f"redo move {m} does not replay")
                probe.apply(m)
            game._redo = list(reversed(redo))
            if data.get("score") != game.score:
                raise SaveFormatError("score does not match the replayed game")
            game_id = data.get("game_id")  # a save from before game ids keeps the new one
            if is_game_id(game_id):
                game.game_id = game_id
        except SaveFormatError:
            raise
        except (KeyError, TypeError, AttributeError) as exc:
            raise SaveFormatError(f"saved game is missing or mangles {exc}") from None
        except (MoveParseError, IllegalMoveError, DealCodeError, DealFileError) as exc:
            raise SaveFormatError(f"saved game does not replay: {exc}") from None
        return game

    def __eq__(self, other: object) -> bool:
        """The same cards, history and counters (whichever game_id each has)."""
        if not isinstance(other, Game):
            return False
        mine, theirs = self.to_json(), other.to_json()
        del mine["game_id"], theirs["game_id"]
        return mine == theirs

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        code = self.deal.code or "custom deal"
        return f"<Game {code} moves={self.move_counter} score={self.score}>"


GAME_ID_LENGTH = 16  # hex digits: 64 random bits, so two games never share one


def new_game_id() -> str:
    return secrets.token_hex(GAME_ID_LENGTH // 2)


def is_game_id(value: object) -> TypeGuard[str]:
    """A game_id as saves hold it (anything else in a save is ignored, not refused: the
    game itself is whole without it)."""
    return isinstance(value, str) and len(value) == GAME_ID_LENGTH and all(c in "0123456789abcdef" for c in value)
