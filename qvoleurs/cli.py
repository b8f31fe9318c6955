"""The command line: `qvoleurs [deal|describe|replay|solve] ...`; no command opens the window.

Only `describe` (in a language other than English) and the window import Qt; everything
else stays pure Python so it starts fast and runs without a display. `deal`, `replay` and
`solve` speak the player's language through qvoleurs.cli_text; their --json output never
changes with the language.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from . import __version__
from .cli_text import LANGUAGES, CliText, environment_language
from .deal_code_messages import DEAL_CODE_MESSAGES
from .engine import (
    Deal,
    DealCodeError,
    DealFileError,
    Game,
    IllegalMoveError,
    Move,
    MoveParseError,
    describe,
)
from .reminders import REMINDER_CONTEXT, RULE_REMINDERS
from .translatable import QT_TRANSLATE_NOOP, arg

# The solver's verdicts as the player reads them (Verdict values are for programs).
VERDICT_WORDS = {
    "won": QT_TRANSLATE_NOOP("Cli", "won"),
    "unwinnable": QT_TRANSLATE_NOOP("Cli", "unwinnable"),
    "unknown": QT_TRANSLATE_NOOP("Cli", "unknown"),
}


class UsageError(Exception):
    """Bad input on the command line: one line on stderr, exit status 2.

    The message is a template (marked for translation in `context`) and its values, so
    main() can say it in the player's language.
    """

    def __init__(self, template: str, *values: object, context: str = "Cli") -> None:
        self.template = template
        self.values = tuple(str(v) for v in values)
        self.context = context
        super().__init__(arg(template, *self.values))

    def say(self, t: CliText) -> str:
        return t.translate(self.context, self.template, *self.values)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse's own part of the message stays in English
        raise UsageError(QT_TRANSLATE_NOOP("Cli", "%1 (see '%2 --help')"), message, self.prog)


def load_deal(source: str) -> Deal:
    """A deal from a code, or from a deal JSON file when `source` names a file."""
    path = Path(source)
    looks_like_file = source.lower().endswith(".json") or "/" in source or path.is_file()
    if looks_like_file:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise UsageError(QT_TRANSLATE_NOOP("Cli", "no such deal file: %1"), source) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(QT_TRANSLATE_NOOP("Cli", "cannot read deal file %1: %2"), source, exc) from None
        except ValueError as exc:
            raise UsageError(QT_TRANSLATE_NOOP("Cli", "deal file %1 is not valid JSON: %2"), source, exc) from None
        try:
            return Deal.from_json(data)
        except DealFileError as exc:
            raise UsageError(QT_TRANSLATE_NOOP("Cli", "bad deal file %1: %2"), source, exc) from None
    try:
        return Deal.from_code(source)
    except DealCodeError as exc:
        raise UsageError(DEAL_CODE_MESSAGES[exc.problem], *exc.values, context="DealCode") from None


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


def cmd_describe(args: argparse.Namespace) -> int:
    deal = load_deal(args.deal)
    game = Game(deal)
    if args.lang == "en":
        print(describe(game.position))
    else:
        from .i18n.describe import describe_in  # loads QtCore translations only here

        print(describe_in(game.position, args.lang))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    deal = load_deal(args.deal)
    game = Game(deal, undo_depth=None)
    try:
        moves = [Move.parse(t) for t in args.moves]
    except MoveParseError as exc:
        raise UsageError("%1", exc) from None
    for index, move in enumerate(moves):
        try:
            game.push(move)
        except IllegalMoveError as exc:
            t = CliText(args.lang)
            reminder = t.translate(REMINDER_CONTEXT, RULE_REMINDERS[exc.rule])
            if args.json:
                _print_json(
                    {
                        "code": deal.code,
                        "error": {"index": index, "move": str(move), "rule": exc.rule.value},
                        **_replay_summary(game, index),
                    }
                )
            line = t(
                QT_TRANSLATE_NOOP("Cli", "move %1 (%2) is illegal: %3: %4"), index + 1, move, exc.rule.value, reminder
            )
            print(f"qvoleurs: {line}", file=sys.stderr)
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
        else:
            state = t(QT_TRANSLATE_NOOP("Cli", "not won"))
        print(
            t(
                QT_TRANSLATE_NOOP("Cli", "%1: moves played: %2, move counter: %3, score: %4, %5"),
                _deal_name(deal, t),
                len(moves),
                game.move_counter,
                game.score,
                state,
            )
        )
    return 0


def _replay_summary(game: Game, played: int) -> dict[str, object]:
    return {
        "moves_played": played,
        "move_counter": game.move_counter,
        "score": game.score,
        "won": game.is_won(),
        "state": game.position.to_json(),
    }


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="qvoleurs", description="Quarante Voleurs (Forty Thieves) patience.")
    parser.add_argument("--version", action="version", version=f"qvoleurs {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    p = sub.add_parser("deal", help="the layout of a deal")
    p.add_argument("deal", metavar="CODE|FILE")
    p.add_argument("--json", action="store_true", help="print JSON")
    _add_lang(p)
    p.set_defaults(run=cmd_deal)
    p = sub.add_parser("describe", help="the board read out as text")
    p.add_argument("deal", metavar="CODE|FILE")
    _add_lang(p)
    p.set_defaults(run=cmd_describe)
    p = sub.add_parser("replay", help="play moves from a deal and report the result")
    p.add_argument("deal", metavar="CODE|FILE")
    p.add_argument("moves", nargs="*", metavar="MOVE", help="moves like s-w w-c3 c3-f1")
    p.add_argument("--json", action="store_true", help="print JSON")
    _add_lang(p)
    p.set_defaults(run=cmd_replay)
    p = sub.add_parser("solve", help="a winning line, a proof that none exists, or unknown")
    p.add_argument("deal", metavar="CODE|FILE")
    p.add_argument("--time-limit", type=_seconds, default=10.0, metavar="S", help="seconds to search (default 10)")
    p.add_argument("--json", action="store_true", help="print JSON")
    _add_lang(p)
    p.set_defaults(run=cmd_solve)
    return parser


def _add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="language of the text (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)",
    )


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"the time limit must be a positive number of seconds, not {text!r}")
    return value


def cmd_solve(args: argparse.Namespace) -> int:
    from .engine import Position
    from .engine.solver import solve

    deal = load_deal(args.deal)
    result = solve(Position.from_deal(deal), time_limit=args.time_limit)
    moves = [str(m) for m in result.moves]
    if args.json:
        _print_json(
            {
                "code": deal.code,
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
            _deal_name(deal, t),
            verdict,
            f"{result.seconds:.2f}",
            result.states,
        )
    )
    if moves:
        print(" ".join(moves))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args: argparse.Namespace | None = None
    try:
        args = parser.parse_args(args_list)
        if getattr(args, "lang", "") is None:
            args.lang = environment_language()
        if args.command is None:
            return gui_main(args_list)
        return int(args.run(args))
    except UsageError as exc:
        lang = getattr(args, "lang", None) or _lang_asked(args_list) or environment_language()
        print(f"qvoleurs: {exc.say(CliText(lang))}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


def _lang_asked(args_list: list[str]) -> str | None:
    """The --lang of a command line that did not parse, when it names a language we speak."""
    for i, word in enumerate(args_list):
        if word == "--lang" and i + 1 < len(args_list):
            value = args_list[i + 1]
        elif word.startswith("--lang="):
            value = word.removeprefix("--lang=")
        else:
            continue
        if value in LANGUAGES:
            return value
    return None


def gui_main(argv: Sequence[str] | None = None) -> int:
    """Open the game window (imports Qt only now)."""
    from .ui.app import run_app

    return run_app(list(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
