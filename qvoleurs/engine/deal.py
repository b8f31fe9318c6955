"""FT1 deal codes and the layouts they deal (see design/deal-codes.md).

>>> d = Deal.from_code(" ft1-n-aaaaaav ")
>>> d.code, d.number
('FT1-N-AAAAAAV', 21)
>>> [card_text(c) for c in d.columns[0]]
['8S', '6C', '9H', '9D']
>>> encode_code(21, "S")
'FT1-S-AAAAAAV'
"""

from __future__ import annotations

import json
import secrets
import unicodedata
from dataclasses import dataclass, field
from enum import StrEnum

from .cards import (
    ACE,
    DECK_SIZE,
    KING,
    PACK_SIZE,
    RANK_OF,
    SUIT_OF,
    CardParseError,
    card_id,
    card_text,
    parse_card_face,
)
from .rules import COLUMNS, DEFAULT_RULESET, FOUNDATIONS, RULESETS, Ruleset, foundation_pile, foundation_suit, ruleset

BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
CODE_START = "FT1-"  # how every code of this version starts: its format's name, then a hyphen
CODE_CHARS = 7
MAX_NUMBER = 1 << (5 * CODE_CHARS)  # 2^35
ROWS = 4
MASK64 = (1 << 64) - 1


class CodeProblem(StrEnum):
    """What is wrong with a deal code. The values of a DealCodeError, in order:"""

    EMPTY = "empty"  # (none)
    NOT_A_CODE = "not-a-code"  # the text
    UNKNOWN_VERSION = "unknown-version"  # the text, its version part
    UNKNOWN_RULESET = "unknown-ruleset"  # the text, its ruleset letter, the known letters
    BAD_CHARACTER = "bad-character"  # the text, the first character not allowed
    SPACE_INSIDE = "space-inside"  # the text: a space (of any width) between its first and last character
    TAB_INSIDE = "tab-inside"  # the text: a tab inside it
    LINE_BREAK_INSIDE = "line-break-inside"  # the text: a line break inside it
    WRONG_LENGTH = "wrong-length"  # the text, how many characters follow the letter, how many should
    NUMBER_OUT_OF_RANGE = "number-out-of-range"  # the number, the largest one


class DealCodeError(ValueError):
    """A text that is not a valid FT1 deal code: `problem` says what is wrong and
    `values` hold the details, as texts; the floors above word them for the player.

    >>> try:
    ...     decode_code("FT1-X-AAAAAAA")
    ... except DealCodeError as exc:
    ...     print(exc.problem, exc.values)
    unknown-ruleset ('FT1-X-AAAAAAA', 'X', 'N, S')
    """

    def __init__(self, problem: CodeProblem, *values: object) -> None:
        self.problem = problem
        self.values = tuple(str(v) for v in values)
        super().__init__(problem, *self.values)


class FileProblem(StrEnum):
    """What is wrong with a deal file (JSON). The values of a DealFileError, in order:"""

    NOT_AN_OBJECT = "not-an-object"  # (none)
    UNKNOWN_RULESET = "unknown-ruleset"  # the ruleset given, the known letters
    NOT_NEW = "not-new"  # (none): cards on the waste or the foundations
    BAD_WASTE = "bad-waste"  # (none): a waste that is not a list
    BAD_FOUNDATIONS = "bad-foundations"  # how many foundations a deal has: they are not that many lists
    BAD_COLUMNS = "bad-columns"  # how many columns a deal has
    BAD_STOCK = "bad-stock"  # (none)
    BAD_COLUMN = "bad-column"  # the column's number
    NOT_A_CARD_IN_COLUMN = "not-a-card-in-column"  # the column's number, the text
    NOT_A_CARD_IN_STOCK = "not-a-card-in-stock"  # the text
    THIRD_COPY_IN_COLUMN = "third-copy-in-column"  # the column's number, the card
    THIRD_COPY_IN_STOCK = "third-copy-in-stock"  # the card
    # a position in a game (cards on the waste or the foundations: see read_layout)
    NOT_A_CARD_IN_WASTE = "not-a-card-in-waste"  # the text
    NOT_A_CARD_IN_FOUNDATION = "not-a-card-in-foundation"  # the foundation's number, the text
    THIRD_COPY_IN_WASTE = "third-copy-in-waste"  # the card
    THIRD_COPY_IN_FOUNDATION = "third-copy-in-foundation"  # the foundation's number, the card
    FOUNDATION_WRONG_SUIT = "foundation-wrong-suit"  # the foundation's number, the card, the card due there
    FOUNDATION_OUT_OF_ORDER = "foundation-out-of-order"  # the foundation's number, the card, the card due there
    FOUNDATION_PAST_KING = "foundation-past-king"  # the foundation's number, the card above its king
    BAD_STATE = "bad-state"  # (none): `replay --json`'s output whose state is not a JSON object
    WRONG_COUNT = "wrong-count"  # how many cards a deal has, how many this one has
    BAD_CODE = "bad-code"  # the code given
    BAD_NUMBER = "bad-number"  # the number given: not a whole number
    NUMBER_OUT_OF_RANGE = "number-out-of-range"  # the largest deal number


class DealFileError(ValueError):
    """A deal layout (JSON) that is malformed or not two full decks: `problem` says what is
    wrong and `values` hold the details, as texts (worded for the player above the engine,
    like DealCodeError's)."""

    def __init__(self, problem: FileProblem, *values: object) -> None:
        self.problem = problem
        self.values = tuple(str(v) for v in values)
        super().__init__(problem, *self.values)


def json_text(value: object) -> str:
    """A value of a deal file as written in it, cut short: for messages. A text is cut
    inside its quotes, so that the closing quote still shows where it ends."""
    if isinstance(value, str) and len(value) > 38:
        value = value[:37] + "…"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 40 else text[:39] + "…"


def splitmix64(state: int) -> tuple[int, int]:
    """One SplitMix64 step: (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def shuffled_pack(number: int) -> list[int]:
    """The pack after the FT1 Fisher-Yates shuffle for deal `number`."""
    pack = list(range(PACK_SIZE))
    state = number
    for i in range(PACK_SIZE - 1, 0, -1):
        state, r = splitmix64(state)
        j = r % (i + 1)
        pack[i], pack[j] = pack[j], pack[i]
    return pack


def encode_code(number: int, rules: str = DEFAULT_RULESET) -> str:
    """The code of deal `number` under ruleset `rules`."""
    if not 0 <= number < MAX_NUMBER:
        raise DealCodeError(CodeProblem.NUMBER_OUT_OF_RANGE, number, MAX_NUMBER - 1)
    chars = [BASE32[(number >> (5 * k)) & 31] for k in range(CODE_CHARS - 1, -1, -1)]
    return f"{CODE_START}{ruleset(rules)}-{''.join(chars)}"


# What a code typed on another keyboard layout, or copied from a word processor, holds in
# place of its characters: Cyrillic and Greek capitals that look like Latin ones, and dashes
# for its hyphens (full-width forms are folded by NFKC before).
LOOK_ALIKES = str.maketrans(
    "АВЕІЈКМНОРСЅТХҮΑΒΕΖΗΙΚΜΝΟΡΤΥΧ‐‑‒–—―−",
    "ABEIJKMHOPCSTXYABEZHIKMNOPTYX-------",
)


def _blank_problem(ch: str) -> CodeProblem:
    """What a white-space character inside a code is called for the player."""
    if ch == "\t":
        return CodeProblem.TAB_INSIDE
    if len(f"a{ch}b".splitlines()) > 1:  # str.splitlines' own line ends (\n, \r, \v, \f, U+2028, ...)
        return CodeProblem.LINE_BREAK_INSIDE
    return CodeProblem.SPACE_INSIDE  # a space of any width (no-break, em, ideographic, ...)


def decode_code(text: str) -> tuple[int, Ruleset]:
    """(deal number, ruleset) of a code; case, outer spaces, invisible characters (a word
    joiner the window keeps a shown code whole with, a zero-width space from a chat), dashes
    for hyphens and letters of other alphabets that look like its own don't matter. White
    space inside a code is refused (deal-codes.md forgives only the surrounding kind)."""
    shown = "".join(ch for ch in text if unicodedata.category(ch) != "Cf").strip()
    t = unicodedata.normalize("NFKC", shown).upper().translate(LOOK_ALIKES)
    if not t:
        raise DealCodeError(CodeProblem.EMPTY)
    blank = next((ch for ch in shown if ch.isspace()), None)
    if blank is not None:  # named, not quoted: a quoted space or tab looks like nothing at all
        raise DealCodeError(_blank_problem(blank), shown)
    parts = t.split("-")
    if len(parts) != 3:
        raise DealCodeError(CodeProblem.NOT_A_CODE, shown)
    version, letter, digits = parts
    if not version:  # "-N-AAAAAAV", "--json": no FT1 part at all, not a version named ""
        raise DealCodeError(CodeProblem.NOT_A_CODE, shown)
    if version != "FT1":
        raise DealCodeError(CodeProblem.UNKNOWN_VERSION, shown, version)
    if not letter:  # "FT1--AAAAAAV": not rules named "", a code without its rules letter
        raise DealCodeError(CodeProblem.NOT_A_CODE, shown)
    if letter not in RULESETS:
        raise DealCodeError(CodeProblem.UNKNOWN_RULESET, shown, letter, ", ".join(RULESETS))
    bad = [ch for ch in digits if ch not in BASE32]
    if bad:
        raise DealCodeError(CodeProblem.BAD_CHARACTER, shown, bad[0])
    if len(digits) != CODE_CHARS:
        raise DealCodeError(CodeProblem.WRONG_LENGTH, shown, len(digits), CODE_CHARS)
    number = 0
    for ch in digits:
        number = number * 32 + BASE32.index(ch)
    return number, RULESETS[letter]


@dataclass(frozen=True)
class Deal:
    """A starting layout: 10 columns of 4 (covered to exposed) and the 64-card stock.

    `stock[0]` is the first card drawn. `code`/`number` are None for a custom layout.
    """

    columns: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    rules: Ruleset = DEFAULT_RULESET
    code: str | None = None
    number: int | None = field(default=None)

    def __post_init__(self) -> None:
        object.__setattr__(self, "rules", ruleset(self.rules))  # a letter given becomes its Ruleset

    @classmethod
    def from_number(cls, number: int, rules: str = DEFAULT_RULESET) -> Deal:
        pack = shuffled_pack(number)
        columns = tuple(tuple(pack[row * COLUMNS + col] for row in range(ROWS)) for col in range(COLUMNS))
        stock = tuple(pack[COLUMNS * ROWS :])
        return cls(columns, stock, ruleset(rules), encode_code(number, rules), number)

    @classmethod
    def from_code(cls, text: str) -> Deal:
        number, rules = decode_code(text)
        return cls.from_number(number, rules)

    @classmethod
    def random(cls, rules: str = DEFAULT_RULESET) -> Deal:
        """A new deal whose number comes from `secrets` (unpredictable, uniform)."""
        return cls.from_number(secrets.randbelow(MAX_NUMBER), rules)

    @classmethod
    def _named(cls, code: object, number: object) -> Deal | None:
        """The deal a deal file's code or number names (the code when it gives both), None
        when it gives neither; DealFileError when either is not one."""
        if number is not None:
            if isinstance(number, float) and number.is_integer():
                number = int(number)  # 21.0: another program's way of writing 21
            if isinstance(number, bool) or not isinstance(number, int):  # never truncated: 21.7 is no deal
                raise DealFileError(FileProblem.BAD_NUMBER, json_text(number))
            if not 0 <= number < MAX_NUMBER:
                raise DealFileError(FileProblem.NUMBER_OUT_OF_RANGE, MAX_NUMBER - 1)
        if code is None:
            return None if number is None else cls.from_number(number)
        if isinstance(code, str):
            try:
                return cls.from_code(code)
            except DealCodeError:
                pass
        raise DealFileError(FileProblem.BAD_CODE, json_text(code))

    def with_rules(self, rules: str) -> Deal:
        """The same cards under another ruleset (the letter does not change the layout)."""
        code = encode_code(self.number, rules) if self.number is not None else None
        return Deal(self.columns, self.stock, ruleset(rules), code, self.number)

    def to_json(self) -> dict[str, object]:
        """The `deal --json` form of cli.md: the same keys for every deal, code and number null
        when custom (as `solve --json` and `replay --json` write its code), so a program reading
        it finds them; a deal file read back takes null as left out."""
        out: dict[str, object] = {"code": self.code, "number": self.number if self.code is not None else None}
        out["rules"] = self.rules
        out["columns"] = [[card_text(c) for c in col] for col in self.columns]
        out["stock"] = [card_text(c) for c in self.stock]
        out["waste"] = []
        out["foundations"] = [[] for _ in range(FOUNDATIONS)]
        return out

    @classmethod
    def from_json(cls, data: object) -> Deal:
        """A deal from the `deal --json` schema. Raises DealFileError with what is wrong."""
        layout = read_layout(data, new=True)
        expected = layout.named
        if expected is not None:
            same = [faces(c) for c in expected.columns] == [faces(c) for c in layout.columns] and faces(
                expected.stock
            ) == faces(layout.stock)
            if same:  # keep the code's own copy numbering
                return expected.with_rules(layout.rules)
        return cls(layout.columns, layout.stock, layout.rules)


def faces(cards: tuple[int, ...]) -> list[int]:
    """The cards as faces, the two copies of a card alike (card id % DECK_SIZE)."""
    return [c % DECK_SIZE for c in cards]


@dataclass(frozen=True)
class Layout:
    """The piles of a deal file, checked (read_layout): card ids, the copies of a card
    numbered in reading order (columns, stock, waste, foundations)."""

    rules: Ruleset
    named: Deal | None  # the deal the file's code or number names, if it names one
    columns: tuple[tuple[int, ...], ...]  # covered to exposed
    stock: tuple[int, ...]  # first drawn first
    waste: tuple[int, ...]  # bottom to top
    foundations: tuple[tuple[int, ...], ...]  # FOUNDATIONS of them, ace first


def read_layout(data: object, *, new: bool) -> Layout:
    """The piles of a deal file in the `deal --json` schema (cli.md), or DealFileError
    with what is wrong. `new`: a deal, whose waste and foundations must be empty (NOT_NEW);
    else a position in a game, whose foundations must each hold an ascending run of their
    own suit from the ace (f1..f8: spades, hearts, diamonds, clubs, twice)."""
    if not isinstance(data, dict):
        raise DealFileError(FileProblem.NOT_AN_OBJECT)
    rules = data.get("rules", DEFAULT_RULESET)
    if not isinstance(rules, str) or rules.strip().upper() not in RULESETS:
        raise DealFileError(FileProblem.UNKNOWN_RULESET, json_text(rules), ", ".join(RULESETS))
    rules = ruleset(rules)
    named = Deal._named(data.get("code"), data.get("number"))
    # both may be left out; in a deal they have the shape `deal --json` prints (no cards yet)
    waste_raw = data.get("waste")
    if waste_raw is None:
        waste_raw = []
    if not isinstance(waste_raw, list):
        raise DealFileError(FileProblem.BAD_WASTE)
    foundations_raw = data.get("foundations")
    if foundations_raw is None:
        foundations_raw = []
    if not isinstance(foundations_raw, list) or not all(isinstance(pile, list) for pile in foundations_raw):
        raise DealFileError(FileProblem.BAD_FOUNDATIONS, FOUNDATIONS)
    if new and (waste_raw or any(foundations_raw)):
        raise DealFileError(FileProblem.NOT_NEW)
    if len(foundations_raw) not in (0, FOUNDATIONS):
        raise DealFileError(FileProblem.BAD_FOUNDATIONS, FOUNDATIONS)
    columns_raw = data.get("columns")
    stock_raw = data.get("stock")
    if not isinstance(columns_raw, list) or len(columns_raw) != COLUMNS:
        raise DealFileError(FileProblem.BAD_COLUMNS, COLUMNS)
    if not isinstance(stock_raw, list):
        raise DealFileError(FileProblem.BAD_STOCK)
    seen: dict[tuple[int, int], int] = {}

    def take(text: object, not_a_card: FileProblem, third_copy: FileProblem, *where: int) -> int:
        """The card of `text` in the pile `where` names (a column's or foundation's number)."""
        try:
            if not isinstance(text, str):
                raise CardParseError(text)
            suit, rank = parse_card_face(text)
        except CardParseError:
            raise DealFileError(not_a_card, *where, json_text(text)) from None
        n = seen.get((suit, rank), 0)
        if n >= 2:
            raise DealFileError(third_copy, *where, text.strip().upper())
        seen[(suit, rank)] = n + 1
        # copies are numbered in reading order: the first one met is deck 1's
        return card_id(suit, rank, n)

    columns: list[tuple[int, ...]] = []
    for i, col in enumerate(columns_raw):
        if not isinstance(col, list):
            raise DealFileError(FileProblem.BAD_COLUMN, i + 1)
        in_column = (FileProblem.NOT_A_CARD_IN_COLUMN, FileProblem.THIRD_COPY_IN_COLUMN, i + 1)
        columns.append(tuple(take(t, *in_column) for t in col))
    stock = tuple(take(t, FileProblem.NOT_A_CARD_IN_STOCK, FileProblem.THIRD_COPY_IN_STOCK) for t in stock_raw)
    waste = tuple(take(t, FileProblem.NOT_A_CARD_IN_WASTE, FileProblem.THIRD_COPY_IN_WASTE) for t in waste_raw)
    foundations: list[tuple[int, ...]] = []
    for i, pile in enumerate(foundations_raw or [[] for _ in range(FOUNDATIONS)]):
        in_foundation = (FileProblem.NOT_A_CARD_IN_FOUNDATION, FileProblem.THIRD_COPY_IN_FOUNDATION, i + 1)
        cards = tuple(take(t, *in_foundation) for t in pile)
        _check_foundation(i + 1, cards)
        foundations.append(cards)
    total = sum(len(c) for c in columns) + len(stock) + len(waste) + sum(len(f) for f in foundations)
    if total != PACK_SIZE:
        raise DealFileError(FileProblem.WRONG_COUNT, PACK_SIZE, total)
    return Layout(rules, named, tuple(columns), stock, waste, tuple(foundations))


def _check_foundation(number: int, cards: tuple[int, ...]) -> None:
    """DealFileError unless foundation `number` (1..8) holds its suit's ace, 2, 3... with no gap."""
    suit = foundation_suit(foundation_pile(number))
    for k, card in enumerate(cards):
        if k >= KING:
            raise DealFileError(FileProblem.FOUNDATION_PAST_KING, number, card_text(card))
        due = card_text(card_id(suit, ACE + k))
        if SUIT_OF[card] != suit:  # the suit first: 5S on the hearts' foundation is not "out of order"
            raise DealFileError(FileProblem.FOUNDATION_WRONG_SUIT, number, card_text(card), due)
        if RANK_OF[card] != ACE + k:
            raise DealFileError(FileProblem.FOUNDATION_OUT_OF_ORDER, number, card_text(card), due)
