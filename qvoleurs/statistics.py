"""The player's record per ruleset, and the recorder that feeds it from the game's events.

Pure Python. Stored as versioned JSON in the platform's data folder, written
atomically; a broken file is set aside and the record before it comes back, or the file's
good figures are kept, or the record starts empty (`problem` says which). Fields and
rulesets this version does not know (a newer version's, in a file of the same version) are
no damage: they are written back as they were, a game's own with that game only.

Counting rules (issue 4, issue 13):
- a game counts as played when it ends: won, or lost (a started, unwon game replaced by
  a new game, a restart or another deal). The started game on the table is kept apart
  (`Statistics.in_progress`) and counts in no figure until then;
- a win with help (hint, solver, demo) counts as a win but apart from clean wins: it
  neither extends a winning streak nor sets a record (best score, fewest moves); it does
  end a losing streak. Best score, fewest moves and best time come from clean games only;
  the best time only from games timed from their first move (the window's game timer).
"""

from __future__ import annotations

import hashlib
import json
import weakref
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, TypeVar

from .engine import Game
from .engine.game import is_game_id
from .engine.rules import RULESETS
from .storage.files import data_dir, unknown_fields
from .storage.problems import StoredFile
from .storage.versioned import VersionedStore

FORMAT = "qvoleurs-statistics"
VERSION = 1
MAX_FIGURE = 2**31 - 1  # no figure comes near; the dialog's numbers stay in Qt's int
MAX_KEY_LENGTH = 200  # a deal code or a custom deal's digest
_Part = TypeVar("_Part")
_RECORDS = ("best_score", "fewest_moves", "best_time")  # None until a game sets them
# a damaged ruleset keeps what it can of these, in this order (each bounded by the ones before)
_SALVAGED = ("longest_win_streak", "longest_loss_streak", "streak", *_RECORDS)
_PARTS = ("rulesets", "in_progress", "last_finished")  # the file's fields (beside format, version)


def _good_figure(name: str, value: object) -> bool:
    """`value` is one a figure called `name` can have, on its own."""
    if value is None:
        return name in _RECORDS
    if type(value) is not int or abs(value) > MAX_FIGURE:
        return False
    return value >= 0 or name == "streak"


@dataclass
class _Tally:
    """What is stored per ruleset: finished games only (the game in progress is apart)."""

    finished: int = 0  # games won or lost
    won: int = 0  # all wins, clean and assisted
    won_assisted: int = 0
    streak: int = 0  # > 0: clean wins in a row; < 0: losses in a row; 0: neither
    longest_win_streak: int = 0
    longest_loss_streak: int = 0
    best_score: int | None = None
    fewest_moves: int | None = None
    best_time: int | None = None  # seconds of play

    def check(self) -> None:
        """Raise ValueError unless the figures are consistent."""
        for f in fields(self):
            if not _good_figure(f.name, getattr(self, f.name)):
                raise ValueError(f"bad {f.name}")
        if not (self.won_assisted <= self.won <= self.finished):
            raise ValueError("more wins than games")
        losses = self.finished - self.won
        clean = self.won - self.won_assisted
        if self.longest_win_streak > clean or self.longest_loss_streak > losses:
            raise ValueError("a streak longer than the games")
        if not -self.longest_loss_streak <= self.streak <= self.longest_win_streak:
            raise ValueError("a current streak longer than the longest")
        if self.fewest_moves is not None and clean == 0:
            raise ValueError("fewest moves without a clean win")
        if self.best_time is not None and clean == 0:
            raise ValueError("a best time without a clean win")


@dataclass(frozen=True)
class RulesetStats:
    """The figures of one ruleset, as the statistics dialog shows them."""

    rules: str
    played: int  # finished games: won or lost (not the game in progress)
    won: int  # all wins
    won_assisted: int  # of which with help
    in_progress: bool  # a started game of this ruleset is on the table
    current_streak: int  # > 0 wins in a row, < 0 losses in a row
    longest_win_streak: int
    longest_loss_streak: int
    best_score: int | None
    fewest_moves: int | None
    best_time: int | None = None  # seconds of play of the quickest clean, fully timed win

    @property
    def won_clean(self) -> int:
        return self.won - self.won_assisted

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> float:
        """Wins over games played, 0.0 .. 1.0 (0.0 before any game)."""
        return self.won / self.played if self.played else 0.0


@dataclass
class InProgress:
    """The started game on the table (kept on disk so a restart does not lose it)."""

    key: str
    rules: str
    assisted: bool = False
    game_id: str | None = None  # Game.game_id (None in files from before game ids)


@dataclass
class _Finished:
    """The game finished last: a won game whose undo and redo must not count twice."""

    key: str
    move_counter: int
    game_id: str | None = None  # Game.game_id (None in files from before game ids)


@dataclass
class _Foreign:
    """The parts of a file this version does not know, written back as they were: a newer
    version added them without a new format version, so they are no damage, and dropping
    them would lose what that version counted (a figure, a ruleset, a mark on a game)."""

    fields: dict[str, Any] = field(default_factory=dict)  # beside the rulesets
    rulesets: dict[str, Any] = field(default_factory=dict)  # rulesets of its own
    figures: dict[str, dict[str, Any]] = field(default_factory=dict)  # of a known ruleset
    # a game's own fields, kept with the object they came with (a new game has none)
    in_progress: tuple[InProgress, dict[str, Any]] | None = None
    last_finished: tuple[_Finished, dict[str, Any]] | None = None


def _split(kind: type, stored: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """`stored`'s fields of dataclass `kind`, and the others (a number out of any range left
    out: it cannot be written again, and a newer version reads none either)."""
    names = {f.name for f in fields(kind)}
    return {k: v for k, v in stored.items() if k in names}, unknown_fields(stored, names)


def _with_foreign(part: Any, own: tuple[Any, dict[str, Any]] | None) -> dict[str, Any]:
    """A game's stored fields, with those a newer version gave it when it is the same game."""
    foreign = own[1] if own is not None and own[0] is part else {}
    return {**foreign, **asdict(part)}


def game_key(game: Game) -> str:
    """The identity of the deal a game plays: its code, or a digest of a custom layout."""
    if game.deal.code is not None:
        return game.deal.code
    layout = json.dumps(game.deal.to_json(), sort_keys=True, separators=(",", ":"))
    return f"custom-{game.rules}-" + hashlib.sha256(layout.encode()).hexdigest()[:16]


class Statistics(VersionedStore):
    """The record of every ruleset; saved at once on each change.

    `problem`: a LoadProblem when the file on disk was unusable at load (set aside), or
    partly so (`partly`: its good figures are used).
    `save_error`: a SaveProblem while the last save failed (the figures stay in memory).
    """

    FORMAT = FORMAT
    VERSION = VERSION
    FILE = StoredFile.STATISTICS
    KEEPS_BACKUP = True  # a player's whole record: a damaged file gives the one before it back

    def __init__(self, path: Path | None, writable: bool = True) -> None:
        super().__init__(path, writable)
        self._tallies: dict[str, _Tally] = {r: _Tally() for r in RULESETS}
        self.in_progress: InProgress | None = None
        self._last_finished: _Finished | None = None
        self._foreign = _Foreign()
        self._listeners: list[Callable[[], None]] = []
        # the records (_RECORDS' names) the game counted last bettered; none the first time
        self.last_records: tuple[str, ...] = ()

    def counted_won(self, game: Game) -> bool:
        """`game` is the last won game, continued (undone, replayed) or back from an older
        save of it (a damaged save's backup): counted as won already, and leaving it costs no
        loss. The same game_id, while the same deal dealt again has another; a record from
        before game ids goes by the move counter, which only grows in a game and starts from
        0 when it is dealt again."""
        last = self._last_finished
        if last is None or last.key != game_key(game):
            return False
        if last.game_id is not None:
            return last.game_id == game.game_id
        return game.move_counter >= last.move_counter

    def subscribe(self, listener: Callable[[], None]) -> None:
        """Call `listener` after every change (a dialog that is open shows it at once)."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[], None]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    # -- loading ------------------------------------------------------------------------

    @classmethod
    def default_path(cls) -> Path:
        return data_dir() / "statistics.json"

    def _recover(self, data: dict[str, Any] | None) -> None:
        """A damaged or missing file: the record from before the last change, else the damaged
        file's good figures, else an empty record."""
        # damaged (set aside by _read) or missing: the record from before the last change. It is
        # taken over the damaged file's good figures: it is whole and true, one change (one
        # game) behind at most, where those may lack every game of a ruleset (a bad count) or a
        # record set long ago.
        if self._restore_backup(self._use, when_missing=True) is not None:
            self._write_back(self._figures())  # at once: never lost at the next start
        elif data is None or not self._salvage(data):
            self._salvage_backup()

    def _salvage_backup(self) -> None:
        """The file, unusable, has no good figure, and the copy before it is damaged too: the
        copy's good figures, rather than none (the record of every game played, but one)."""
        if self.problem is not None and not self.problem.fault.left_as_it_is:
            backup = self._read_backup()
            if backup is not None:
                self._salvage(backup)

    def _use(self, data: dict[str, Any], salvage: bool = False) -> bool:
        """Take the figures of a stored object; False when they are inconsistent (`salvage`:
        only when its shape is wrong, as its bad parts are dropped)."""
        try:
            self._tallies, self.in_progress, self._last_finished, self._foreign = _parse(data, salvage)
        except (ValueError, TypeError, KeyError, AttributeError):
            return False
        return True

    def _salvage(self, data: dict[str, Any]) -> bool:
        """A damaged file (set aside) and no whole record before it: keep the good figures of
        `data`, when it has any, rather than start from zero, and write them at once (the next
        start would find no file, and nothing to restore). False when it has none."""
        problem = self.problem
        before = (self._tallies, self.in_progress, self._last_finished, self._foreign)
        assert problem is not None
        if not self._use(data, salvage=True) or all(t == _Tally() for t in self._tallies.values()):
            self._tallies, self.in_progress, self._last_finished, self._foreign = before  # none left
            return False
        self.problem = replace(problem, partly=True)
        if problem.kept is not None:  # not where the damaged file still is (it was not moved)
            self._write(self._figures())
        return True

    # -- figures ------------------------------------------------------------------------

    def for_ruleset(self, rules: str) -> RulesetStats:
        t = self._tallies[rules]
        open_here = self.in_progress is not None and self.in_progress.rules == rules
        return RulesetStats(
            rules=rules,
            played=t.finished,
            won=t.won,
            won_assisted=t.won_assisted,
            in_progress=open_here,
            current_streak=t.streak,
            longest_win_streak=t.longest_win_streak,
            longest_loss_streak=t.longest_loss_streak,
            best_score=t.best_score,
            fewest_moves=t.fewest_moves,
            best_time=t.best_time,
        )

    # -- changes ------------------------------------------------------------------------

    def record(
        self, rules: str, won: bool, score: int | None, moves: int, assisted: bool = False, seconds: int | None = None
    ) -> None:
        """Count one finished game (ValueError for an unknown ruleset or negative figures).
        `score` None: not known (a game whose save was lost); it sets no record.
        `seconds`: the play time of a won game timed from its first move (None: not timed)."""
        if rules not in self._tallies:
            raise ValueError(f"unknown ruleset {rules!r}")
        if (score is not None and score < 0) or moves < 0 or (seconds is not None and seconds < 0):
            raise ValueError("score, moves and time are never negative")
        t = self._tallies[rules]
        before = [getattr(t, name) for name in _RECORDS]
        # no figure goes past MAX_FIGURE: one past it, the next start took the whole record
        # (and its backup, written the same) as damaged and began again from zero. The count
        # of games bounds all the others, so at its limit the record stays as it is.
        if t.finished >= MAX_FIGURE:
            self.last_records = ()
            return
        moves = min(moves, MAX_FIGURE)
        seconds = None if seconds is None else min(seconds, MAX_FIGURE)
        score = None if score is None else min(score, MAX_FIGURE)
        t.finished += 1
        if won:
            t.won += 1
            if assisted:
                t.won_assisted += 1
                t.streak = 0
            else:
                t.streak = t.streak + 1 if t.streak > 0 else 1
                t.longest_win_streak = max(t.longest_win_streak, t.streak)
                t.fewest_moves = moves if t.fewest_moves is None else min(t.fewest_moves, moves)
                if seconds is not None:
                    t.best_time = seconds if t.best_time is None else min(t.best_time, seconds)
        else:
            t.streak = t.streak - 1 if t.streak < 0 else -1
            t.longest_loss_streak = max(t.longest_loss_streak, -t.streak)
        if not assisted and score is not None:
            t.best_score = score if t.best_score is None else max(t.best_score, score)
        self.last_records = tuple(
            name for name, old in zip(_RECORDS, before, strict=True) if old is not None and getattr(t, name) != old
        )
        self.save()

    def take_over(self) -> None:
        """The copy that wrote the file has ended and this one holds the lock now: read the
        record as that copy left it, and write it from now on (what this copy counted
        meanwhile was never written, as its player was told)."""
        if self.path is None:
            return
        self.writable, self.problem = True, None
        self._read()
        for listener in list(self._listeners):
            listener()

    def reset(self) -> None:
        """Every figure back to zero (a newer version's rulesets and figures too). The game on
        the table still counts when it ends."""
        self._tallies = {r: _Tally() for r in RULESETS}
        self._foreign.rulesets, self._foreign.figures = {}, {}
        self.save()

    def save(self) -> None:
        """Write the file atomically (a failure is kept in `save_error`, never raised),
        then tell the listeners."""
        self._save_file()
        for listener in list(self._listeners):
            listener()

    def _save_file(self) -> None:
        self._write(self._figures())

    def _figures(self) -> dict[str, Any]:
        foreign = self._foreign
        rulesets = {r: {**foreign.figures.get(r, {}), **asdict(t)} for r, t in self._tallies.items()}
        return {
            **foreign.fields,
            "rulesets": {**foreign.rulesets, **rulesets},
            "in_progress": _with_foreign(self.in_progress, foreign.in_progress) if self.in_progress else None,
            "last_finished": (
                _with_foreign(self._last_finished, foreign.last_finished) if self._last_finished else None
            ),
        }


def _parse(
    data: dict[str, Any], salvage: bool = False
) -> tuple[dict[str, _Tally], InProgress | None, _Finished | None, _Foreign]:
    """The stored figures, and the fields this version does not know; ValueError/TypeError/
    KeyError for anything inconsistent.
    `salvage`: raise only when the shape is wrong (no object of rulesets), and drop each bad
    part: a ruleset whose counts are bad starts from zero, a bad streak or record of a ruleset
    whose counts are good is dropped alone, a bad game in progress or last game is none."""
    rulesets = data["rulesets"]
    if not isinstance(rulesets, dict):
        raise ValueError("no rulesets")
    foreign = _Foreign(
        fields=unknown_fields(data, ("format", "version", *_PARTS)),
        rulesets=unknown_fields(rulesets, RULESETS),
    )
    tallies = {}
    for rules in RULESETS:
        stored = rulesets.get(rules, {})
        if isinstance(stored, dict):
            stored, foreign.figures[rules] = _split(_Tally, stored)
        tallies[rules] = _salvaged_tally(stored) if salvage else _tally(stored)
    in_progress, foreign.in_progress = _optional(_in_progress, data.get("in_progress"), salvage)
    last, foreign.last_finished = _optional(_last_finished, data.get("last_finished"), salvage)
    return tallies, in_progress, last, foreign


def _optional(
    parse: Callable[[Any], _Part], stored: object, salvage: bool
) -> tuple[_Part | None, tuple[_Part, dict[str, Any]] | None]:
    """`stored` parsed with its unknown fields, None for none (or, when salvaging, a bad one)."""
    if stored is None:
        return None, None
    try:
        part = parse(stored)
    except (ValueError, TypeError, KeyError, AttributeError):
        if salvage:
            return None, None
        raise
    assert isinstance(stored, dict)  # (parse took it: an object)
    return part, (part, _split(type(part), stored)[1])


def _tally(stored: object) -> _Tally:
    if not isinstance(stored, dict):
        raise ValueError("bad ruleset")
    tally = _Tally(**stored)  # (unknown keys are split off before) a missing one is 0, or None
    tally.check()
    return tally


def _salvaged_tally(stored: object) -> _Tally:
    """The good figures of a ruleset's stored record, kept consistent (`_Tally.check`).

    The counts (games finished, won, won with help) are the record: when one is bad, or they
    disagree, nothing else can be trusted, and the ruleset starts from zero. The streaks and
    records are figures of the same games: each is kept when it is good on its own and agrees
    with the counts and the figures kept before it, else dropped (0, or None: no record). The
    counts are trusted over them, as what the player reads first; a dropped streak or record
    shows less than was achieved, never more, and the next games set it again."""
    try:
        tally = _tally(stored)
    except (ValueError, TypeError):
        pass
    else:
        return tally
    if not isinstance(stored, dict):
        return _Tally()
    counts = {k: stored[k] for k in ("finished", "won", "won_assisted") if k in stored}
    tally = _Tally(**counts)  # streaks 0 and no records: consistent with any good counts
    try:
        tally.check()
    except ValueError:
        return _Tally()
    for name in _SALVAGED:
        if name not in stored:
            continue
        empty = getattr(tally, name)
        setattr(tally, name, stored[name])
        try:
            tally.check()
        except ValueError:
            setattr(tally, name, empty)
    return tally


def _names_a_game(key: object, game_id: object) -> bool:
    """A stored game's key and id are of the kinds the recorder writes."""
    return type(key) is str and len(key) <= MAX_KEY_LENGTH and (game_id is None or is_game_id(game_id))


def _in_progress(stored: Any) -> InProgress:
    in_progress = InProgress(**_split(InProgress, stored)[0])
    if (
        not _names_a_game(in_progress.key, in_progress.game_id)
        or in_progress.rules not in RULESETS
        or type(in_progress.assisted) is not bool
    ):
        raise ValueError("bad game in progress")
    return in_progress


def _last_finished(stored: Any) -> _Finished:
    last = _Finished(**_split(_Finished, stored)[0])
    if (
        not _names_a_game(last.key, last.game_id)
        or type(last.move_counter) is not int
        or not 0 <= last.move_counter <= MAX_FIGURE
    ):
        raise ValueError("bad last game")
    return last


class GameRecorder:
    """Turns the game's events into statistics, counting each game exactly once.

    Call `game_started` after every applied move (it does nothing after the first),
    `game_won` when the game is won, `game_abandoned` when a started, unwon game is
    replaced, and `help_used` when a hint, the solver or the demo helped. The game in
    progress is kept in the statistics file, so a game resumed after a restart is the
    same game, and a won game that is undone and won again is not counted again.
    """

    def __init__(self, statistics: Statistics) -> None:
        self.statistics = statistics
        self._left: weakref.ref[Game] | None = None  # the game last abandoned: gone for good
        self._helped: weakref.ref[Game] | None = None  # helped before its first move

    def _is_left(self, game: Game) -> bool:
        return self._left is not None and self._left() is game

    def _open(self, game: Game) -> None:
        self.statistics.in_progress = InProgress(game_key(game), game.rules, game_id=game.game_id)
        self.statistics._last_finished = None
        self.statistics.save()

    def _is_open(self, game: Game) -> bool:
        p = self.statistics.in_progress
        return p is not None and p.key == game_key(game) and p.rules == game.rules

    def _is_finished(self, game: Game) -> bool:
        return self.statistics.counted_won(game)

    def _close_stale(self) -> None:
        """A game left open that is not on the table any more (its save was lost): a loss."""
        p = self.statistics.in_progress
        if p is not None:
            self.statistics.in_progress = None
            self.statistics.record(p.rules, won=False, score=None, moves=0, assisted=p.assisted)

    def game_started(self, game: Game) -> None:
        """A move was made: the first one makes the game count as played."""
        if not game.is_started() or self._is_open(game) or self._is_finished(game) or self._is_left(game):
            return
        if game.is_won():
            return  # a won game resumed at start: game_won (if it comes) counts it
        self._close_stale()
        self._open(game)
        if self._helped is not None and self._helped() is game:
            self.help_used(game)

    def help_used(self, game: Game) -> None:
        """A hint, the solver or the demo helped in this game: a win will count as assisted."""
        p = self.statistics.in_progress
        if p is not None and self._is_open(game):
            if not p.assisted:
                p.assisted = True
                self.statistics.save()
        elif not game.is_started():
            self._helped = weakref.ref(game)  # counts once the game has started
        elif self._is_finished(game):
            pass  # help after the win changes nothing
        else:
            self.game_started(game)  # a start the recorder missed
            if self._is_open(game):
                self.help_used(game)

    def game_won(self, game: Game, assisted: bool = False, seconds: int | None = None) -> None:
        """The game was won (more signals for the same win are ignored); `seconds` is its
        play time when the whole game was timed. `statistics.last_records` says afterwards
        which records it bettered (none for a win not counted again)."""
        self.statistics.last_records = ()
        if self._is_open(game):
            p = self.statistics.in_progress
            assert p is not None
            assisted = assisted or p.assisted
            self.statistics.in_progress = None
        elif self._is_finished(game) or self._is_left(game):
            return
        else:
            self._close_stale()  # the start was never seen (statistics lost): count it now
        self.statistics._last_finished = _Finished(game_key(game), game.move_counter, game.game_id)
        self.statistics.record(game.rules, True, game.score, game.move_counter, assisted, seconds)

    def game_abandoned(self, game: Game) -> None:
        """A started, unwon game is being replaced (new game, restart, another deal): a loss."""
        if self._is_left(game) or not game.is_started():
            return
        self._left = weakref.ref(game)
        if self._is_open(game):
            p = self.statistics.in_progress
            assert p is not None
            self.statistics.in_progress = None
            self.statistics._last_finished = None
            self.statistics.record(game.rules, False, game.score, game.move_counter, p.assisted)
        elif self._is_finished(game):
            self.statistics._last_finished = None  # a won game, undone and left: no loss
            self.statistics.save()
        else:
            self._close_stale()
            self.statistics.record(game.rules, False, game.score, game.move_counter)
