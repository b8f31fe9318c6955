"""The command line: `qvoleurs [deal|describe|replay|solve] ...`; no command opens the window.

Only `describe` (in a language other than English) and the window import Qt; everything
else stays pure Python so it starts fast and runs without a display. `deal`, `replay` and
`solve` speak the player's language through qvoleurs.cli_text; their --json output never
changes with the language.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from . import __version__, qt_options
from .cli_argparse import current, speaking
from .cli_interrupts import interrupts_held
from .cli_os_errors import os_reason
from .cli_streams import OUTPUT_FAULTS, discard, finish_output, output_failed, readable_streams, writable
from .cli_text import LANGUAGES, CliText, environment_language
from .deal_code_messages import DEAL_CODE_MESSAGES, message_values
from .deal_file_messages import DEAL_FILE_MESSAGES
from .engine import (
    Deal,
    DealCodeError,
    DealFileError,
    FileProblem,
    Game,
    IllegalMoveError,
    Move,
    MoveParseError,
    Position,
    PositionFile,
    decode_code,
    describe,
)
from .engine import game as game_rules
from .engine.deal import CODE_START, MAX_NUMBER, CodeProblem
from .engine.game import SAVE_FORMAT
from .engine.rules import COLUMN_BASE, Rule
from .launch import launcher
from .reminders import REMINDER_CONTEXT, RULE_REMINDERS
from .storage.files import (
    OUT_OF_RANGE,
    FileTooLargeError,
    NotRegularFileError,
    NotTextError,
    OutOfRangeError,
    TooDeepError,
    data_dir,
    loads_bounded,
    read_text_limited,
)
from .translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

# The solver's verdicts as the player reads them (Verdict values are for programs).
VERDICT_WORDS = {
    "won": QT_TRANSLATE_NOOP("Cli", "won"),
    "unwinnable": QT_TRANSLATE_NOOP("Cli", "unwinnable"),
    "unknown": QT_TRANSLATE_NOOP("Cli", "unknown"),
}


class UsageError(Exception):
    """Bad input on the command line: one line on stderr, exit status 2.

    The message is a template (marked for translation in `context`) and its values, so
    main() can say it in the player's language; a value that is itself words (a Said) is
    said in that language too.
    """

    def __init__(self, template: str, *values: object, context: str = "Cli") -> None:
        self.template = template
        self.values = tuple(v if isinstance(v, Said) else one_line(str(v)) for v in values)
        self.context = context
        super().__init__(self.say(CliText("en")))

    def say(self, t: CliText) -> str:
        values = (v.words(t) if isinstance(v, Said) else v for v in self.values)
        return t.translate(self.context, self.template, *values)


class Said:
    """Words inside a UsageError's message, said once the player's language is known."""

    def __init__(self, words: Callable[[CliText], str]) -> None:
        self.words = words


MAX_VALUE_CHARS = 200  # of a value quoted in a message: the message stays one readable line


def one_line(text: str) -> str:
    """`text` fit for a one-line message: no line breaks or control characters, nothing
    the terminal cannot encode, at most MAX_VALUE_CHARS characters."""
    text = text.encode("utf-8", "replace").decode("utf-8")
    text = "".join(c if c.isprintable() else "?" for c in text)
    return text if len(text) <= MAX_VALUE_CHARS else text[: MAX_VALUE_CHARS - 1] + "…"


class _Parser(argparse.ArgumentParser):
    commands: tuple[str, ...] = ()  # the COMMANDs, for a bare deal code told from them (build_parser)

    def error(self, message: str) -> NoReturn:
        # argparse's own part of the message is in the player's language while main() parses (cli_argparse)
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "%1 (see '%2 --help')"), message, self.prog)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse drops a failed write of the help or the version; main() says it (cli_streams)
        if message:
            (file or sys.stderr).write(message)


class _CommandParser(_Parser):
    """A command's parser: its MOVEs may follow its options (`replay CODE --json s-w`), and a
    word it has no place for is its own usage error, pointing to the command's own help."""

    _intermixing = False

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        if self._intermixing:  # one of parse_known_intermixed_args's own two passes
            return super().parse_known_args(args, namespace)
        held: list[str] = []
        if args is not None:
            args = self._dash_values_joined(list(args))
            if "--" in args:  # the words after it stand in for themselves, dash or not
                cut = args.index("--")
                held = args[cut + 1 :]
                args = [*args[:cut], "--", *(_held_word(k) for k in range(len(held)))]
        self._intermixing = True
        saved_usage = self.usage
        if saved_usage is None:  # what parse_known_intermixed_args makes, cut by the prefix as said, not by 7
            self.usage = self.format_usage().removeprefix(argparse._("usage: "))  # type: ignore[attr-defined]
        try:
            parsed, extras = self.parse_known_intermixed_args(args, namespace)
        finally:
            self._intermixing = False
            self.usage = saved_usage
        if held:
            for name, value in vars(parsed).items():
                setattr(parsed, name, _given_back(value, held))
            extras = _given_back(extras, held)
        if extras:
            self.error(argparse._("unrecognized arguments: %s") % " ".join(extras))  # type: ignore[attr-defined]
        return parsed, []

    def _dash_values_joined(self, args: list[str]) -> list[str]:
        """`--time-limit -1e-3` as `--time-limit=-1e-3`: argparse takes a value that starts
        with a dash and is not a plain negative number (-inf, -1e-3, -x) for an option of its
        own and says "expected one argument"; our own check of the value words it better.
        A dash word that is one of the command's options (`--time-limit --json`) stays one."""
        names = [name for action in self._actions for name in action.option_strings]
        valued = {name for action in self._actions if action.nargs is None for name in action.option_strings}

        def option(word: str) -> str | None:  # the option `word` names, abbreviated or not
            if word in names:
                return word
            found = [name for name in names if name.startswith(word)] if word.startswith("--") else []
            return found[0] if len(found) == 1 else None

        joined: list[str] = []
        for i, word in enumerate(args):
            if word == "--":
                return joined + args[i:]
            after_valued = bool(joined) and option(joined[-1]) in valued
            if after_valued and word.startswith("-") and not word.startswith("--") and option(word) is None:
                joined[-1] = f"{joined[-1]}={word}"
            else:
                joined.append(word)
        return joined


def _held_word(k: int) -> str:
    """A stand-in for the k-th word after "--" while argparse parses: parse_known_intermixed_args
    took a word there that starts with a dash (`deal -- -d.json`) for an option, so the
    command said its CODE|FILE was missing. No command line holds a NUL."""
    return f"\0{k}"


def _given_back(value: Any, held: list[str]) -> Any:
    """`value` (a parsed value, or a list of them) with the words after "--" in place of their stand-ins."""
    if isinstance(value, list):
        return [_given_back(item, held) for item in value]
    if isinstance(value, str) and value.startswith("\0") and value[1:].isdigit():
        return held[int(value[1:])]
    return value


DEAL_FILE_BYTES = 1024 * 1024  # a deal file is about 1 KB
NOT_REGULAR = QT_TRANSLATE_NOOP("Cli", "deal file %1 is not a regular file")


def load_deal(source: str) -> Deal:
    """A deal from a code, or from a deal JSON file when `source` names a file.

    A position in a game (cards on the waste or the foundations, or `replay --json`'s
    output) is no deal: it is told so, and which commands take it. Every failure is a
    UsageError."""
    if not _names_a_file(source):
        return _deal_from_code(source)
    data = _read_deal_file(source)
    if PositionFile.is_mid_game(data):
        _refuse_position(source, data)
    return _deal_from_json(source, data)


def load_position(source: str) -> Deal | PositionFile:
    """For `solve` and `describe`: a deal as load_deal reads it, or a position in a game
    from a file (PositionFile). Every failure is a UsageError."""
    if not _names_a_file(source):
        return _deal_from_code(source)
    data = _read_deal_file(source)
    if PositionFile.is_mid_game(data):
        return _position_from_json(source, data)
    return _deal_from_json(source, data)


def _names_a_file(source: str) -> bool:
    """Whether `source` is read as a file (ending in .json, holding a slash, or naming
    something that is there) rather than as a deal code."""
    try:  # anything there, not only a regular file: a FIFO or a folder is told as such
        is_file = os.path.lexists(source)  # not `path`: Path("") is the current folder
    except (OSError, ValueError):  # a name too long for the file system, a NUL byte...
        is_file = False
    if is_file and _folder_named_like_a_code(source):
        is_file = False  # a folder is no deal file: the code keeps its meaning
    return _file_like(source) or is_file


def _file_like(word: str) -> bool:
    """Whether `word` reads as a file's name whether or not it is there: it ends in .json or
    holds a slash."""
    return word.lower().endswith(".json") or "/" in word


def _read_deal_file(source: str) -> object:
    """The JSON a deal file holds. It is read only when it is a regular file of at most
    DEAL_FILE_BYTES (a FIFO or a device never hangs); a saved game is told apart."""
    path = Path(source)
    try:
        text = read_text_limited(path, DEAL_FILE_BYTES)
        if not text.strip():  # not "invalid JSON at line 1, column 1": nothing is there
            raise UsageError(QT_TRANSLATE_NOOP("Cli", "deal file %1 is empty"), source)
        data = loads_bounded(text, strict=True)
    except (FileNotFoundError, NotADirectoryError):
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "no such deal file: %1"), source) from None
    except NotRegularFileError:  # a folder, a FIFO, a device
        raise UsageError(NOT_REGULAR, source) from None
    except FileTooLargeError:
        raise UsageError(
            QT_TRANSLATE_NOOP("Cli", "deal file %1 is larger than %2 bytes"), source, DEAL_FILE_BYTES
        ) from None
    except PermissionError:
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "deal file %1 may not be read (no permission)"), source) from None
    except OSError as exc:
        if exc.errno == errno.ENAMETOOLONG:
            raise UsageError(QT_TRANSLATE_NOOP("Cli", "the name of deal file %1 is too long"), source) from None
        if exc.errno in (errno.ENXIO, errno.ENODEV):  # a socket, or a device that is not there, cannot be opened
            raise UsageError(NOT_REGULAR, source) from None
        code = exc.errno
        reason = Said(lambda t: os_reason(code, t))
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "cannot read deal file %1: %2"), source, reason) from None
    except NotTextError:
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "deal file %1 is not text (not UTF-8)"), source) from None
    except TooDeepError:
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "deal file %1 is nested too deeply"), source) from None
    except OutOfRangeError:
        if _deal_number_out_of_range(text):  # in the same words as a deal number of 2^35
            problem = FileProblem.NUMBER_OUT_OF_RANGE
            raise UsageError(DEAL_FILE_MESSAGES[problem], source, MAX_NUMBER - 1, context="DealFile") from None
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "deal file %1 holds a number out of range"), source) from None
    except json.JSONDecodeError as exc:  # the parser's own words stay out: where, not what
        raise UsageError(
            QT_TRANSLATE_NOOP("Cli", "deal file %1 is not valid JSON (line %2, column %3)"),
            source,
            exc.lineno,
            exc.colno,
        ) from None
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        deal = data.get("deal")
        code = deal.get("code") if isinstance(deal, dict) else None
        if isinstance(code, str):
            raise UsageError(
                QT_TRANSLATE_NOOP("Cli", "%1 is a saved game, not a deal file; its deal is %2"), source, code
            )
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "%1 is a saved game, not a deal file"), source)
    return data


def _deal_from_json(source: str, data: object) -> Deal:
    return _read_as(source, data, Deal.from_json)


def _position_from_json(source: str, data: object) -> PositionFile:
    return _read_as(source, data, PositionFile.from_json)


_Read = TypeVar("_Read")


def _read_as(source: str, data: object, read: Callable[[object], _Read]) -> _Read:
    """What `read` makes of a deal file's JSON; what is wrong with it as a UsageError."""
    try:
        return read(data)
    except DealFileError as exc:
        raise UsageError(DEAL_FILE_MESSAGES[exc.problem], source, *exc.values, context="DealFile") from None
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError, RecursionError) as exc:
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "bad deal file %1: %2"), source, type(exc).__name__) from None


def _refuse_position(source: str, data: object) -> NoReturn:
    """`deal` and `replay` start a game from its deal: a position in a game is told so, and
    that `solve` and `describe` take it. One the game cannot be in is told what is wrong:
    as a position when it is `replay --json`'s output, else as a deal (NOT_NEW: no cards on
    the waste or the foundations, or what a deal file is told before that)."""
    try:
        position = _position_from_json(source, data)
    except UsageError:
        if not (isinstance(data, dict) and "state" in data):
            _deal_from_json(source, data)  # raises: mid-game cards are no deal
        raise
    if position.code is not None:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Cli", "%1 is a position in a game, not a deal (its deal is %2); solve and describe take it"
            ),
            source,
            position.code,
        )
    raise UsageError(
        QT_TRANSLATE_NOOP("Cli", "%1 is a position in a game, not a deal; solve and describe take it"), source
    )


def _deal_from_code(source: str) -> Deal:
    try:
        return Deal.from_code(source)
    except DealCodeError as exc:
        if exc.problem is CodeProblem.EMPTY:  # the window's "Type a deal code" asks for typing
            raise UsageError(
                QT_TRANSLATE_NOOP("Cli", "no deal code given (a deal code looks like FT1-N-AAAAAAV)")
            ) from None
        raise UsageError(DEAL_CODE_MESSAGES[exc.problem], *message_values(exc), context="DealCode") from None


def _folder_named_like_a_code(source: str) -> bool:
    """Whether `source` is a valid deal code and names a folder (`mkdir FT1-N-AAAAAAV`)."""
    try:
        decode_code(source)
    except DealCodeError:
        return False
    return os.path.isdir(source)


def _deal_number_out_of_range(text: str) -> bool:
    """Whether the number out of range in a deal file's `text` is its deal number."""
    try:
        data = loads_bounded(text)
    except ValueError:  # bad JSON after the number (the strict parse stopped at the number)
        return False
    return isinstance(data, dict) and data.get("number") is OUT_OF_RANGE


def _print_json(data: object) -> None:
    print(json.dumps(data, ensure_ascii=False))


def cmd_deal(args: argparse.Namespace) -> int:
    deal = load_deal(args.deal)
    if args.json:
        _print_json(deal.to_json())
        return 0
    from .engine import card_text

    t = CliText(args.lang)
    print(t(QT_TRANSLATE_NOOP("Cli", "%1 (ruleset %2)"), _deal_name(deal, t), deal.rules))
    for i, col in enumerate(deal.columns):
        print(t(QT_TRANSLATE_NOOP("Cli", "column %1: %2"), i + 1, " ".join(card_text(c) for c in col)))
    print(t(QT_TRANSLATE_NOOP("Cli", "stock, first drawn first: %1"), " ".join(card_text(c) for c in deal.stock)))
    return 0


def _deal_name(deal: Deal, t: CliText) -> str:
    return deal.code or t(QT_TRANSLATE_NOOP("Cli", "custom deal"))


def _position_name(read: Deal | PositionFile, t: CliText) -> str:
    """What `solve` calls what it searches: a deal, or a position in a game (of a deal when its code is known)."""
    if isinstance(read, Deal):
        return _deal_name(read, t)
    if read.code is not None:
        return t(QT_TRANSLATE_NOOP("Cli", "position from %1"), read.code)
    return t(QT_TRANSLATE_NOOP("Cli", "custom position"))


def _start(read: Deal | PositionFile) -> Position:
    return Position.from_deal(read) if isinstance(read, Deal) else read.position


def cmd_describe(args: argparse.Namespace) -> int:
    position = _start(load_position(args.deal))
    if args.lang == "en":
        print(describe(position))
    else:
        with interrupts_held():  # Ctrl+C inside PySide6's start aborts the process
            from .qt_check import core_problem

            problem = core_problem(args.lang)
            if problem:  # Qt's system libraries are missing: one line, not a traceback
                print(f"qvoleurs: {problem}", file=sys.stderr)
                return 2
            from .i18n.describe import describe_in  # loads QtCore translations only here

        text = describe_in(position, args.lang)
        # in English where the output cannot hold the language's letters, as every other line is
        print(text if writable(text) else describe(position))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    deal = load_deal(args.deal)
    game = Game(deal, undo_depth=None)
    moves = []
    for text in args.moves:
        try:
            moves.append(Move.parse(text))
        except MoveParseError:  # said in the player's language, not in the engine's English
            raise UsageError(
                QT_TRANSLATE_NOOP("Cli", "not a move: %1 (piles: s, w, c1..c10, f1..f8; moves like w-c3, c3-f1, s-w)"),
                text,
            ) from None
    for index, move in enumerate(moves):
        try:
            game.push(move)
        except IllegalMoveError as exc:
            t = CliText(args.lang)
            reminder = _reminder(exc.rule, move, game, t)
            line = t(QT_TRANSLATE_NOOP("Cli", "move %1 (%2) is illegal: %3"), index + 1, move, reminder)
            # said before the JSON: a full disk or a closed output must not swallow it
            print(f"qvoleurs: {line}", file=sys.stderr)
            if args.json:
                try:
                    _print_json(
                        {
                            "code": deal.code,
                            "error": {"index": index, "move": str(move), "rule": exc.rule.value},
                            **_replay_summary(game, index),
                        }
                    )
                except BrokenPipeError:  # the reader is gone: the status still says the move was illegal
                    discard(sys.stdout)
            return 1
    summary = _replay_summary(game, len(moves))
    if args.json:
        _print_json({"code": deal.code, **summary})
    else:
        t = CliText(args.lang)
        if game.is_won():
            state = t(QT_TRANSLATE_NOOP("Cli", "won"))
        elif game.is_stuck():
            state = t(QT_TRANSLATE_NOOP("Cli", "no legal move left"))
        elif game.is_dead_end():  # moves are left, but none that can win (engine/dead_end.py)
            state = t(QT_TRANSLATE_NOOP("Cli", "lost: the stock is used up and no move left can win"))
        else:
            state = t(QT_TRANSLATE_NOOP("Cli", "not won"))
        print(
            t(
                QT_TRANSLATE_NOOP("Cli", "%1: moves played: %2, move counter: %3, score: %4, %5"),
                _deal_name(deal, t),
                t.number(len(moves)),
                t.number(game.move_counter),
                t.number(game.score),
                state,
            )
        )
    return 0


# Rules whose reminder speaks of the window (a click, a drag): the command line's own words
CLI_REMINDERS: dict[Rule, str] = {
    Rule.STOCK_ONLY_DRAWS: QT_TRANSLATE_NOOP("Cli", "A stock card goes only onto the waste, one at a time: s-w."),
}


def _reminder(rule: Rule, move: Move, game: Game, t: CliText) -> str:
    """Why `move` is illegal in `game`, in the player's words."""
    held = len(game.position.piles[move.src])
    if rule is Rule.NOT_A_RUN and move.count > held:  # c1-c2/9999: no run of cards that are not there
        fewer = QT_TRANSLATE_NOOP("Cli", "Column %1 holds fewer than %2 cards.")
        return t(fewer, move.src - COLUMN_BASE + 1, t.number(move.count))
    if rule is Rule.HISTORY_FULL:  # the window's words ask for an undo, which a replay has none of
        full = QT_TRANSLATE_NOOP("Cli", "A game holds at most %1 actions, as many as a saved game can hold.")
        return t(full, t.number(game_rules.MAX_LINE))
    if rule in CLI_REMINDERS:
        return t(CLI_REMINDERS[rule])
    return t.translate(REMINDER_CONTEXT, RULE_REMINDERS[rule])


def _replay_summary(game: Game, played: int) -> dict[str, object]:
    return {
        "moves_played": played,
        "move_counter": game.move_counter,
        "score": game.score,
        "won": game.is_won(),
        "state": game.position.to_json(),
    }


HELP_CONTEXT = "CliHelp"
# The help's words: paragraphs, each wrapped to the terminal (_HelpFormatter), so that a
# translation needs no line breaks of its own.
HELP_DESCRIPTION = (
    QT_TRANSLATE_NOOP("CliHelp", "Quarante Voleurs (Forty Thieves), the two-deck patience game, with a solver."),
    QT_TRANSLATE_NOOP(
        "CliHelp",
        "Without a COMMAND, qvoleurs opens the game window. With a COMMAND it answers on the command line "
        "and opens no window (and needs no display).",
    ),
)
HELP_EPILOG = (
    QT_TRANSLATE_NOOP(
        "CliHelp",
        "CODE|FILE names a deal: either a deal code such as FT1-N-AAAAAAV (FT1, the ruleset N or S, and seven "
        "characters; the game's Game menu copies the code of the deal on the table), or a JSON file holding a "
        "deal, as `qvoleurs deal CODE --json` prints it (any layout of two full decks). An argument ending in "
        ".json, holding a slash, or naming an existing file is read as a file.",
    ),
    QT_TRANSLATE_NOOP(
        "CliHelp",
        "The commands solve and describe also take a position in a game: a deal file with cards on the waste or the "
        "foundations, or the whole output of `qvoleurs replay CODE MOVE... --json`. The moves solve prints "
        "then start from that position.",
    ),
    QT_TRANSLATE_NOOP(
        "CliHelp",
        "Moves (replay) are written s-w (draw), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (a supermove of three "
        "cards); piles s, w, c1 to c10, f1 to f8.",
    ),
    QT_TRANSLATE_NOOP(
        "CliHelp",
        "Exit status: 0 done, 1 an illegal move in replay or an output that could not be written, 2 bad input "
        "(one line on standard error), or no display or missing system libraries for the window, 130 stopped "
        "by Ctrl+C.",
    ),
    QT_TRANSLATE_NOOP("CliHelp", "Each command has its own help: qvoleurs COMMAND --help."),
)
DEAL_HELP = QT_TRANSLATE_NOOP("CliHelp", "a deal code such as FT1-N-AAAAAAV, or a deal JSON file (see qvoleurs --help)")
POSITION_HELP = QT_TRANSLATE_NOOP(
    "CliHelp", "a deal code such as FT1-N-AAAAAAV, a deal JSON file, or a position in a game (see qvoleurs --help)"
)
PRINT_JSON = QT_TRANSLATE_NOOP("CliHelp", "print JSON")
WINDOW_DEAL_HELP = QT_TRANSLATE_NOOP(
    "CliHelp",
    "open the window on the deal of this code, such as FT1-N-AAAAAAV (a game in progress is asked about first, "
    "as New Game from Code asks); qvoleurs CODE does the same",
)


class _HelpFormatter(argparse.HelpFormatter):
    """The description and epilog as paragraphs (blank lines kept), each wrapped to the width."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n\n".join(super(_HelpFormatter, self)._fill_text(p, width, indent) for p in text.split("\n\n"))

    def _format_usage(self, usage: str | None, actions: Any, groups: Any, prefix: str | None) -> str:
        """A usage written out (the program's own) is wrapped as argparse wraps those it makes:
        it was one line of 86-93 characters in every language, at any width."""
        text = super()._format_usage(usage, actions, groups, prefix)
        line = text.rstrip("\n")
        if usage is None or "\n" in line or len(line) <= self._width:
            return text
        start = line.index(self._prog) + len(self._prog)  # after "usage: qvoleurs", in any language
        lines, indent = [line[:start]], " " * (start + 1)
        for part in re.findall(r"\[[^\]]*\]|\S+", line[start:]):
            if len(lines[-1]) + 1 + len(part) > self._width and lines[-1].strip() != line[:start].strip():
                lines.append(indent + part)
            else:
                lines[-1] += " " + part
        return "\n".join(lines) + "\n\n"


def build_parser(t: CliText | None = None) -> _Parser:
    """The command line's parser; its help in `t`'s language (English without it: the manual
    page is made from it). argparse's own words of the help come from cli_argparse.speaking."""

    def h(text: str) -> str:
        return t.translate(HELP_CONTEXT, text) if t is not None else text

    def paragraphs(texts: tuple[str, ...]) -> str:
        return "\n\n".join(h(text) for text in texts)

    parser = _Parser(
        prog=launcher(),
        # written out for its [COMMAND ...]; --lang's values as its entry under the options lists them
        usage=f"%(prog)s [-h] [--version] [--lang {{{','.join(LANGUAGES)}}}] [--deal CODE] [COMMAND ...]",
        description=paragraphs(HELP_DESCRIPTION),
        epilog=paragraphs(HELP_EPILOG),
        formatter_class=_HelpFormatter,
    )
    # argparse's own words, which Python 3.11 does not offer for translation
    version_help = QT_TRANSLATE_NOOP("CliHelp", "show program's version number and exit")
    parser.add_argument("--version", action="version", version=f"qvoleurs {__version__}", help=h(version_help))
    # before a COMMAND too (a command's own --lang wins), and for the window
    parser.add_argument(
        "--lang",
        dest="lang_before",
        choices=LANGUAGES,
        default=None,
        help=h(
            QT_TRANSLATE_NOOP(
                "CliHelp",
                "language of a command's text, and of the window where Preferences ▸ Language follows the "
                "system (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)",
            )
        ),
    )
    # appended, so that a second deal is refused rather than silently played in place of the first
    parser.add_argument(
        "--deal", dest="window_deal", action="append", metavar="CODE", default=None, help=h(WINDOW_DEAL_HELP)
    )
    qt_options.add_to(parser)  # for the window, before any command
    sub = parser.add_subparsers(dest="command", parser_class=_CommandParser, metavar="COMMAND", prog=launcher())
    p = sub.add_parser(
        "deal",
        help=h(QT_TRANSLATE_NOOP("CliHelp", "the layout of a deal")),
        description=h(QT_TRANSLATE_NOOP("CliHelp", "Print the layout of a deal (CODE or FILE).")),
    )
    p.add_argument("deal", metavar="CODE|FILE", help=h(DEAL_HELP))
    p.add_argument("--json", action="store_true", help=h(PRINT_JSON))
    _add_lang(p, h)
    p.set_defaults(run=cmd_deal)
    p = sub.add_parser(
        "describe",
        help=h(QT_TRANSLATE_NOOP("CliHelp", "the board read out as text")),
        description=h(QT_TRANSLATE_NOOP("CliHelp", "Read the board of a deal out as text.")),
    )
    p.add_argument("deal", metavar="CODE|FILE", help=h(POSITION_HELP))
    _add_lang(p, h)
    p.set_defaults(run=cmd_describe)
    p = sub.add_parser(
        "replay",
        help=h(QT_TRANSLATE_NOOP("CliHelp", "play moves from a deal and report the result")),
        description=h(
            QT_TRANSLATE_NOOP(
                "CliHelp", "Play MOVEs from a deal and report the score and the state; exit 1 at an illegal move."
            )
        ),
    )
    p.add_argument("deal", metavar="CODE|FILE", help=h(DEAL_HELP))
    p.add_argument(
        "moves",
        nargs="*",
        default=[],
        metavar="MOVE",
        help=h(QT_TRANSLATE_NOOP("CliHelp", "moves like s-w w-c3 c3-f1")),
    )
    p.add_argument("--json", action="store_true", help=h(PRINT_JSON))
    _add_lang(p, h)
    p.set_defaults(run=cmd_replay)
    p = sub.add_parser(
        "solve",
        help=h(QT_TRANSLATE_NOOP("CliHelp", "a winning line, a proof that none exists, or unknown")),
        description=h(
            QT_TRANSLATE_NOOP(
                "CliHelp",
                "Search a deal for a winning line and print it, or prove that none exists; the result is "
                "unknown when the time limit runs out first.",
            )
        ),
    )
    p.add_argument("deal", metavar="CODE|FILE", help=h(POSITION_HELP))
    p.add_argument(
        "--time-limit",
        type=_seconds,
        default=10.0,
        metavar="S",
        help=h(QT_TRANSLATE_NOOP("CliHelp", "seconds to search, more than 0 and at most 86400 (a day); default 10")),
    )
    p.add_argument("--json", action="store_true", help=h(PRINT_JSON))
    _add_lang(p, h)
    p.set_defaults(run=cmd_solve)
    parser.commands = tuple(sub.choices)
    return parser


def _add_lang(parser: argparse.ArgumentParser, h: Callable[[str], str]) -> None:
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help=h(
            QT_TRANSLATE_NOOP(
                "CliHelp", "language of the text (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)"
            )
        ),
    )


MAX_TIME_LIMIT = 24 * 3600.0  # seconds: a longer search is a typing error, not a wish


def _seconds(text: str) -> float:
    t = current()  # argparse puts the message after "argument --time-limit: "
    try:
        if "_" in text:  # float() reads 1_0 as 10: a typing error, not a number of seconds
            raise ValueError(text)
        value = float(text)
    except ValueError:
        not_seconds = QT_TRANSLATE_NOOP("Cli", "not a number of seconds: %1")
        raise argparse.ArgumentTypeError(t(not_seconds, repr(text))) from None
    if not 0 < value <= MAX_TIME_LIMIT:
        raise argparse.ArgumentTypeError(
            t(
                QT_TRANSLATE_NOOP("Cli", "the time limit must be more than 0 and at most %1 seconds, not %2"),
                f"{MAX_TIME_LIMIT:.0f}",
                repr(text),
            )
        )
    return value


def cmd_solve(args: argparse.Namespace) -> int:
    from .engine.solver import default_workers, solve

    read = load_position(args.deal)
    # on two cores where the machine has them: the complete search on one, the others beside it
    result = solve(_start(read), time_limit=args.time_limit, workers=default_workers())
    moves = [str(m) for m in result.moves]  # from the position read: a deal's start, or a game in progress
    if args.json:
        _print_json(
            {
                "code": read.code,
                # a position's code names its deal, and its moves start from the position
                "from": "deal" if isinstance(read, Deal) else "position",
                "result": result.result.value,
                "moves": moves,
                "seconds": round(result.seconds, 3),
                "states": result.states,
            }
        )
        return 0
    t = CliText(args.lang)
    verdict = t(VERDICT_WORDS.get(result.result.value, result.result.value))
    print(
        t(
            QT_TRANSLATE_NOOP("Cli", "%1: %2 in %3 s, positions examined: %4"),
            _position_name(read, t),
            verdict,
            t.number(result.seconds, 2),
            t.number(result.states),
        )
    )
    if moves:
        print(" ".join(moves))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    readable_streams()
    args_list = list(sys.argv[1:] if argv is None else argv)
    say = CliText(_lang_asked(args_list) or environment_language())
    try:
        code = _command(args_list)
    except SystemExit as exc:  # argparse's --help and --version: their text is still to be written
        code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
    except BrokenPipeError:
        return finish_output(0, say)  # the reader stopped reading
    except OSError as exc:
        if exc.errno not in OUTPUT_FAULTS:
            raise
        return output_failed(exc, say)
    return finish_output(code, say)


def _command(args_list: list[str]) -> int:
    args: argparse.Namespace | None = None
    try:
        lang = _lang_asked(args_list) or environment_language()
        helping = _asks_for_help(args_list)
        with speaking(lang, helping):
            # the help's words are read only for a help: the window's start reads no catalogue
            parser = build_parser(CliText(lang) if helping else None)
            args = parser.parse_args(_bare_code_as_deal(args_list, parser.commands))
        if getattr(args, "lang", "") is None:
            args.lang = args.lang_before or environment_language()
        if args.window_deal is not None and args.command is not None:
            raise UsageError(
                QT_TRANSLATE_NOOP("Cli", "--deal opens the window; the command %1 takes its deal as its CODE|FILE"),
                args.command,
            )
        files = [code for code in args.window_deal or [] if _names_a_file(code)]
        if files:  # `qvoleurs deal.json`: the window plays deals by their codes
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Cli",
                    "the window opens a deal by its code; a deal file such as %1 is read by the commands, as in: %2",
                ),
                files[0],
                f"{launcher()} solve {files[0]}",
            )
        named = list(dict.fromkeys(code.upper() for code in args.window_deal or []))  # one code twice is one deal
        if len(named) > 1:
            raise UsageError(
                QT_TRANSLATE_NOOP("Cli", "the window plays one deal at a time, and %1 and %2 were both named"),
                *named[:2],
            )
        if args.command is None:
            if args.lang_before is not None:
                os.environ["LANGUAGE"] = args.lang_before  # the system's language, for this run
            unreadable = qt_options.unreadable_file(args)
            if unreadable is not None:
                option, path, size = unreadable
                if size < 0:
                    raise UsageError(
                        QT_TRANSLATE_NOOP(
                            "Cli", "cannot open the window: %1 needs a file that can be read, and %2 is not one"
                        ),
                        option,
                        path,
                    )
                raise UsageError(
                    QT_TRANSLATE_NOOP(
                        "Cli", "cannot open the window: %1 takes a file of at most %2 MB, and %3 is larger"
                    ),
                    option,
                    str(qt_options.LARGEST_FILE_MB),
                    path,
                )
            deal = None if args.window_deal is None else _deal_from_code(args.window_deal[0]).code
            return gui_main(qt_options.given(args), deal)
        return int(args.run(args))
    except UsageError as exc:
        lang = getattr(args, "lang", None) or _lang_asked(args_list) or environment_language()
        print(f"qvoleurs: {exc.say(CliText(lang))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _bare_code_as_deal(args_list: list[str], commands: Sequence[str]) -> list[str]:
    """`qvoleurs FT1-N-AAAAAAV` as `qvoleurs --deal FT1-N-AAAAAAV`: a code copied from the Game
    menu, or from a friend, opens the window on its deal (it was an unknown COMMAND). Only
    words before any command, and only ones that start as every deal code does, or name a
    deal file (which the window then refuses in words of its own); each is a --deal, so that
    two are refused as two deals (argparse took the second for a COMMAND)."""
    end = args_list.index("--") if "--" in args_list else len(args_list)
    read: list[str] = []
    bare: list[str] = []
    for i, word in enumerate(args_list[:end]):
        if word in commands:
            if bare and not _asks_for_help(args_list):  # `qvoleurs CODE solve`: the order mixed up
                raise UsageError(
                    QT_TRANSLATE_NOOP("Cli", "the command %1 takes its deal after it, as in: %2"),
                    word,
                    " ".join([launcher(), word, bare[0], *args_list[i + 1 :]]),  # the moves of a replay too
                )
            return [*read, *args_list[i:]]
        after_option = i > 0 and args_list[i - 1].startswith("-") and "=" not in args_list[i - 1]
        looks_like_a_file = not word.startswith("-") and _file_like(word)  # not `there`: --lang's "de"
        if (word.upper().startswith(CODE_START) or looks_like_a_file) and not after_option:
            read.append("--deal")
            bare.append(word)
        read.append(word)
    return [*read, *args_list[end:]]


def _asks_for_help(args_list: list[str]) -> bool:
    """Whether argparse may print a help or usage for this command line (before a "--")."""
    words = args_list[: args_list.index("--")] if "--" in args_list else args_list
    return any(word in ("-h", "--help") or (word.startswith("--h") and "--help".startswith(word)) for word in words)


def _is_lang(word: str) -> bool:
    """`word` (before any "=") is --lang, or a shortening argparse takes for it (--la, --lan:
    no other option starts with --l), so that the errors and the help speak it too."""
    name = word.partition("=")[0]
    return len(name) >= 3 and "--lang".startswith(name)


def _lang_asked(args_list: list[str]) -> str | None:
    """The --lang of a command line that did not parse, when it names a language we speak."""
    words = args_list[: args_list.index("--")] if "--" in args_list else args_list
    for i, word in enumerate(words):
        if not _is_lang(word):
            continue
        if "=" in word:
            value = word.partition("=")[2]
        elif i + 1 < len(words):
            value = words[i + 1]
        else:
            continue
        if value in LANGUAGES:
            return value
    return None


def gui_main(argv: Sequence[str] | None = None, deal: str | None = None) -> int:
    """Open the game window (imports Qt only now), or show the one already open; `deal`: the
    code of a deal to play there (asked about first when a game is in progress)."""
    from .single_window import ask_while_starting, claim, show_running_copy

    folder = data_dir()
    shown = show_running_copy(folder, deal=deal)
    server = None if shown else claim(folder)
    if not shown and server is None:  # another start claimed it a moment ago: it answers once it has its window
        shown = ask_while_starting(folder, deal=deal)
    if shown:
        told = QT_TRANSLATE_NOOP("Cli", "Quarante Voleurs is already open: its window is now in front.")
        print(f"qvoleurs: {CliText(environment_language())(told)}", file=sys.stderr)
        return 0
    with interrupts_held():  # Ctrl+C inside PySide6's start aborts the process
        from .qt_check import gui_problem

        words = list(sys.argv[1:] if argv is None else argv)
        # -platform and -display as Qt takes them over the environment
        problem = gui_problem(environment_language(), qt_options.environment(words, os.environ))
        unknown = None if problem else qt_options.unknown_style(words)
        if unknown is not None:  # as for -platform: one line, not Qt's English and its own style
            no_style = QT_TRANSLATE_NOOP("Cli", "cannot open the window: Qt has no style %1 here (it has %2)")
            problem = CliText(environment_language())(no_style, one_line(unknown[0]), ", ".join(unknown[1]))
        if problem:  # no display or a missing system library: one line, where Qt would abort
            if server is not None:
                server.close()
            print(f"qvoleurs: {problem}", file=sys.stderr)
            return 2
        from .ui.app import run_app

    return run_app(words, server, deal)


if __name__ == "__main__":
    sys.exit(main())
