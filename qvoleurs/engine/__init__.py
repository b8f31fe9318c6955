"""The Quarante Voleurs engine: pure Python, no Qt anywhere below this package.

>>> from qvoleurs.engine import Deal, Game, Move
>>> g = Game(Deal.from_code("FT1-N-AAAAAAV"))
>>> g.push(Move.parse("s-w")); g.position.top(1) is not None
True
"""

from .cards import Card, CardParseError, Suit, card_text
from .deal import CodeProblem, Deal, DealCodeError, DealFileError, FileProblem, decode_code, encode_code
from .describe import ENGLISH, BoardDescription, Phrasebook, describe, describe_board
from .game import (
    DEFAULT_UNDO_DEPTH,
    Game,
    IllegalMoveError,
    NothingToUndoError,
    SaveFormatError,
)
from .moves import DRAW, Move, MoveParseError
from .position import LegalMoves, Position, PositionFile, PositionFormatError, score_delta
from .rules import RULESETS, Rule, Ruleset, UnknownRulesetError, ruleset

__all__ = [
    "DEFAULT_UNDO_DEPTH",
    "DRAW",
    "ENGLISH",
    "RULESETS",
    "BoardDescription",
    "Card",
    "CardParseError",
    "CodeProblem",
    "Deal",
    "DealCodeError",
    "DealFileError",
    "FileProblem",
    "Game",
    "IllegalMoveError",
    "LegalMoves",
    "Move",
    "MoveParseError",
    "NothingToUndoError",
    "Phrasebook",
    "Position",
    "PositionFile",
    "PositionFormatError",
    "Rule",
    "Ruleset",
    "SaveFormatError",
    "Suit",
    "UnknownRulesetError",
    "card_text",
    "decode_code",
    "describe",
    "describe_board",
    "encode_code",
    "ruleset",
    "score_delta",
]
