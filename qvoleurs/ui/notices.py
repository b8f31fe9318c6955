"""What the player is told about the game's files: damaged files set aside, a restored
save, a second running copy, a lock that could not be made, saves that fail.

Storage reports problems as data (qvoleurs.storage.problems); this puts them in plain
words in the player's language. Start-up notices wait until the window is on screen;
a failing save of each file is told once, until it saves again (said too). A notice that comes while another is
still on screen joins it (neither is lost), and a passing message (a rule reminder) only
interrupts it. A notice that comes while a dialog covers the table (a setting changed in
Preferences that cannot be saved) waits for it to close, then is shown and said: behind the
dialog it ran out unseen. Once the window is closing, notices go to standard error: a save that
fails as the game quits is still told, where a terminal shows it, once the quit is over
(a failure that the last try at the quit made good was no loss, and is not told).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from ..cli_streams import discard
from ..storage.files import config_dir, data_dir, in_the_way, link_to_nothing
from ..storage.problems import LoadProblem, LockState, ReadFault, SaveProblem, StoredFile, WriteFault
from ..translatable import arg
from .window import MainWindow

MAX_NOTICE_CHARS = 1200  # a notice is read in a few seconds: never a wall of text
_MS_PER_CHAR = 70  # time to read it, within the bounds below
_MIN_MS, _MAX_MS = 8000, 25000


class FileNotices(QObject):
    """Tells the player about the files' problems, once, over the table of `window`."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._pending: list[str] = []
        self._told: set[StoredFile] = set()
        self._started = False  # the start-up notices were shown: later ones show at once
        self._closing = False  # the window is closing: notices go to standard error
        self.shown: list[str] = []  # every notice shown, for tests
        self._lock_notice: str | None = None  # the lock could not be made: its words, while pending
        self._lock_fault: WriteFault | None = None  # and why
        self._folder_notice: str | None = None  # the folder may be neither read nor written: its words
        self._at_quit: dict[StoredFile, str] = {}  # saves that failed as the window closed, told at the end
        self._last_failure: tuple[SaveProblem, str] | None = None  # the last failed save told, and its words
        self._waiting: list[tuple[str, str | None, str | None]] = []  # show()'s arguments, until a dialog closes
        self._dialog: QWidget | None = None  # the modal dialog they wait for
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self._closing = True  # the window always accepts it (MainWindow.closeEvent)
        elif watched is self._dialog and event.type() == QEvent.Type.Hide:
            watched.removeEventFilter(self)
            self._dialog = None
            QTimer.singleShot(0, self, self._show_waiting)  # once Qt has let the dialog go (and the focus back)
        return False

    def _dialog_over_window(self) -> QWidget | None:
        """The modal dialog in front of the window (Preferences, Statistics), if any."""
        modal = QApplication.activeModalWidget()
        return modal if modal is not None and modal is not self.window and modal.isVisible() else None

    def _show_waiting(self) -> None:
        waiting, self._waiting = self._waiting, []
        for text, instead_of, heard in waiting:
            self.show(text, instead_of, heard)  # (waits again behind a dialog still open under it)

    # -- at start ---------------------------------------------------------------------------

    def add_load_problem(self, problem: LoadProblem | None) -> None:
        if problem is None:
            return
        if self._in_a_closed_folder(problem):
            if self._folder_notice is None:  # one notice of the cause, the folder, not three of its effects
                self._folder_notice = arg(
                    self.tr(
                        "Quarante Voleurs may neither read nor write in its folder %1 (no permission): your saved "
                        "game and statistics there are left as they are, and this window will save neither its "
                        "game nor the statistics. To play on with them, give yourself permission on that folder."
                    ),
                    _where(data_dir().parent, data_dir().name),
                )
                self._pending = [self._folder_notice if t == self._lock_notice else t for t in self._pending]
            return
        self._pending.append(self.load_text(problem))

    def _in_a_closed_folder(self, p: LoadProblem) -> bool:
        """A file of the data folder that may not be read, where the lock may not be written:
        the folder itself is closed to this user (its owner another, or its permissions none)."""
        unreadable = ReadFault.NOT_ALLOWED in (p.fault, p.backup_fault)
        if p.file is StoredFile.SETTINGS or not unreadable or self._lock_fault is not WriteFault.NOT_ALLOWED:
            return False
        return self._folder_notice is not None or self._lock_notice in self._pending

    def add_text(self, text: str | None) -> None:
        """Any other start-up notice, already worded (None: nothing to say)."""
        if text:
            self._pending.append(text)

    def _another_window(self) -> str:
        return self.tr(
            "Quarante Voleurs is already running in another window. This one will not save its game or"
            " the statistics until that window closes."
        )

    def add_lock_state(self, state: LockState, fault: WriteFault | None = None) -> None:
        if state is LockState.BUSY:
            self._pending.append(self._another_window())
        elif state is LockState.FAILED:
            self._lock_fault = fault
            self._lock_notice = arg(
                self.tr(
                    "Quarante Voleurs could not check whether it is already running (%1). Do not open the game twice."
                ),
                self.reason(fault or WriteFault.OTHER, data_dir()),
            ) + self._advice(fault, data_dir())
            self._pending.append(self._lock_notice)

    def took_over(self, problem: LoadProblem | None = None, kept: str | None = None) -> None:
        """This second window saves now: the one that did has ended (`problem`: what was
        wrong with the statistics it read then; `kept`: the name the other window's
        unfinished game was kept under)."""
        text = self.tr(
            "The other window of Quarante Voleurs has closed: this one now saves its game and the statistics."
        )
        if kept is not None:
            text += " " + arg(self.tr("The other window's game was kept as %1."), _where(data_dir(), kept))
        if problem is not None:
            text += "\n\n" + self.load_text(problem)
        self.show(text)

    def show_pending(self) -> None:
        """Show what was gathered at start, once the window has its size (call after show)."""
        self._started = True
        if self._pending:
            texts, self._pending = self._pending, []
            self.show("\n\n".join(texts))

    # -- during play -------------------------------------------------------------------------

    def lock_lost(self) -> None:
        """Another copy took the lock from under this one (its file was removed): said as a
        second copy's start says it."""
        self.show(self._another_window())

    def save_failed(self, problem: SaveProblem | None) -> None:
        """A file could not be written: say so the first time for each file."""
        if problem is None or problem.file in self._told:
            return
        self._told.add(problem.file)
        if not self._started and problem.file is not StoredFile.SETTINGS and self._lock_notice in self._pending:
            # the lock failed for the same reason: one notice of the cause, the folder, not two of its effects
            self._pending.remove(self._lock_notice)
            self._told.update((StoredFile.GAME, StoredFile.STATISTICS))
            link = _link_to_nothing(data_dir())
            if problem.fault is WriteFault.NOT_A_FOLDER and link is not None:  # a drive not connected?
                text = self.tr(
                    "Quarante Voleurs cannot write in its folder: %1 leads to %2, which is not there. Make %2 (or "
                    "connect the drive it is on) or remove the link, or your game and your statistics will not be "
                    "kept after you quit."
                )
                self._pending.append(arg(text, *link))
                return
            if problem.fault is WriteFault.NOT_A_FOLDER:  # the thing in the way, named once, and what to do
                text = self.tr(
                    "Quarante Voleurs cannot write in its folder: %1 is not a folder. Move or rename it, or your "
                    "game and your statistics will not be kept after you quit."
                )
                self._pending.append(arg(text, _in_the_way(data_dir())))
                return
            folder = data_dir()
            if problem.fault is WriteFault.NOT_ALLOWED and not _is_folder(folder):
                # never made: the folder it would go in is the one that takes nothing, and
                # there is no record there to stay as it was
                above = next((parent for parent in folder.parents if _is_folder(parent)), folder.parent)
                text = self.tr(
                    "Quarante Voleurs cannot make its folder in %1 (%2): nothing you play will be kept after you quit."
                )
                self._pending.append(arg(text, _where(above.parent, above.name), self.reason(problem.fault, above)))
                return
            # what the folder holds stays: only what is played from now on is lost ("your game and
            # your statistics will not be kept" read as if the record already there would go)
            text = self.tr(
                "Quarante Voleurs cannot write in its folder %1 (%2): nothing you play from now on will be "
                "kept after you quit; what was saved before stays as it is."
            )
            self._pending.append(arg(text, _where(folder.parent, folder.name), self.reason(problem.fault, folder)))
            return
        if self._closing:  # told once the quit is over, unless a later try saves the file
            self._at_quit[problem.file] = self.save_text(problem, closing=True)
        elif self._started:
            self._show_save_failure(problem)
        else:
            self._pending.append(self.save_text(problem))  # with the start-up notices

    def _show_save_failure(self, problem: SaveProblem) -> None:
        """During play. The game and the statistics, in one folder, mostly fail together (the
        first move of a game in progress saves both): the second, for the same reason while the
        first is still on screen, joins it as one sentence, not a paragraph more."""
        last, self._last_failure = self._last_failure, None
        if (
            last is not None
            and {last[0].file, problem.file} == {StoredFile.GAME, StoredFile.STATISTICS}
            and last[0].fault is problem.fault
            and self.window.view.toast.held_text().endswith(last[1])
        ):
            text = self.tr(
                "Your game and your statistics could not be saved (%1): if you quit now, they will not be kept."
            )
            both = arg(text, self.reason(problem.fault, data_dir())) + self._advice(problem.fault, data_dir())
            self.show(both, instead_of=last[1], heard=self.save_text(problem))  # the ear heard the first
            return
        text = self.save_text(problem)
        self.show(text)
        self._last_failure = problem, text

    def saved_again(self, file: StoredFile) -> None:
        """A file that could not be written is saved again: said, when its failure was, and a
        later failure is told again (the player who made room must hear that it ran out)."""
        if file not in self._told:
            return
        self._told.discard(file)
        if self._at_quit.pop(file, None) is not None:
            return  # it failed only as the window closed: nothing was lost, nothing to tell
        if file is StoredFile.GAME:
            text = self.tr("Your game is saved again.")
        elif file is StoredFile.SETTINGS:
            text = self.tr("Your settings are saved again.")
        else:
            text = self.tr("Your statistics are saved again.")
        if self._started:
            self.show(text)

    def quit_over(self) -> None:
        """The quit's last saves are done: tell what they could not keep (standard error),
        and what still waited for a dialog (the quit closed it before its notice was shown)."""
        self._closing = True
        self._show_waiting()
        texts, self._at_quit = list(self._at_quit.values()), {}
        for text in texts:
            self.show(text)

    # -- words ------------------------------------------------------------------------------

    def show(self, text: str, instead_of: str | None = None, heard: str | None = None) -> None:
        """Tell `text`: over the table, joining a notice still on screen, or in place of
        `instead_of` there (a notice it says more than); a screen reader, which said that one
        already, says `heard` (what is new) in its place."""
        if not self._closing and (dialog := self._dialog_over_window()) is not None:
            self._waiting.append((text, instead_of, heard))
            if self._dialog is not dialog:
                if self._dialog is not None:
                    self._dialog.removeEventFilter(self)
                self._dialog = dialog
                dialog.installEventFilter(self)
            return
        if instead_of is not None and instead_of in self.shown:
            self.shown.remove(instead_of)
        self.shown.append(text)
        if self._closing:
            # no standard error (a closed terminal, a reader gone): nobody is left to tell
            try:
                print(f"qvoleurs: {text}", file=sys.stderr, flush=True)
            except (OSError, ValueError):
                discard(sys.stderr)  # its buffer kept the text: Python's exit would fail on it (status 120)
            except AttributeError:
                pass  # no standard error at all (started with 2>&-)
            return
        self.window.herald.say(heard or text)  # heard once, as it is seen (a start-up notice once the window is active)
        toast = self.window.view.toast
        on_screen = toast.held_text()
        if instead_of is not None and on_screen.endswith(instead_of):
            on_screen = on_screen.removesuffix(instead_of).removesuffix("\n\n")
        if on_screen:  # a notice still being read: this one joins it
            text = on_screen + "\n\n" + text
        if len(text) > MAX_NOTICE_CHARS:
            text = text[: MAX_NOTICE_CHARS - 1] + "…"
        msecs = max(_MIN_MS, min(_MAX_MS, len(text) * _MS_PER_CHAR))
        toast.show_message(text, msecs, hold=True)

    def reason(self, fault: WriteFault, folder: Path) -> str:
        """Why a file in `folder` could not be written, to go in brackets."""
        if fault is WriteFault.DISK_FULL:
            return self.tr("the disk is full")
        if fault is WriteFault.NOT_ALLOWED:
            return self.tr("the folder may not be written to")
        if fault is WriteFault.PATH_TOO_LONG:  # not the disk's doing: "the disk refused it" misled
            return self.tr("the folder's path is too long")
        if fault is WriteFault.NOT_A_FOLDER and (link := _link_to_nothing(folder)) is not None:
            return arg(self.tr("%1 leads to %2, which is not there"), *link)  # not "not a folder": it was one
        if fault is WriteFault.NOT_A_FOLDER:  # not the disk's doing either: something is in the way
            return arg(self.tr("%1 is not a folder"), _in_the_way(folder))
        return self.tr("the disk refused it")

    def _advice(self, fault: WriteFault | None, folder: Path) -> str:
        """What the player can do about `fault` (a sentence after the notice), or nothing."""
        if fault is not WriteFault.NOT_A_FOLDER:
            return ""
        link = _link_to_nothing(folder)
        if link is not None:  # moved or renamed, the link the player made would be lost
            return " " + arg(self.tr("Make %2 (or connect the drive it is on), or remove the link %1."), *link)
        text = self.tr("Move or rename %1 so that Quarante Voleurs can make its folder there.")
        return " " + arg(text, _in_the_way(folder))

    def load_text(self, p: LoadProblem) -> str:
        text = self._load_sentence(p)
        folder = config_dir() if p.file is StoredFile.SETTINGS else data_dir()
        if p.kept is not None:
            text += " " + arg(self.tr("The file was kept as %1."), _where(folder, p.kept))
        if p.kept_backup is not None:  # both saves were bad: the player may want either
            text += " " + arg(self.tr("The save before it was kept as %1."), _where(folder, p.kept_backup))
        return text

    def _load_sentence(self, p: LoadProblem) -> str:
        if p.backup_fault is ReadFault.NOT_ALLOWED and p.fault is ReadFault.MISSING:
            return self.tr(
                "Your saved game was missing and the save before it could not be read (no permission). That "
                "save is left as it is, and this window will save neither its game nor the statistics."
            )
        if p.backup_fault is ReadFault.NOT_ALLOWED:
            return self.tr(
                "Your saved game could not be used, and the save before it could not be read (no permission). "
                "That save is left as it is, and this window will save neither its game nor the statistics."
            )
        if p.fault is ReadFault.NOT_ALLOWED:
            return self._not_allowed_sentence(p.file)
        if p.fault is ReadFault.NEWER:
            return self._newer_sentence(p.file)
        if p.file is StoredFile.GAME:
            if p.restored and p.fault is ReadFault.MISSING:
                return self.tr("Your saved game was missing, so the save before it was restored.")
            if p.restored:
                return self.tr("Your saved game was damaged, so the save before it was restored.")
            if p.fault is ReadFault.MISSING:
                return self.tr(
                    "Your saved game was missing and the save before it was damaged, so a new game was dealt."
                )
            return self.tr("Your saved game was damaged and could not be restored, so a new game was dealt.")
        if p.file is StoredFile.SETTINGS:
            if p.restored:
                return self.tr("Your settings were damaged, so the settings saved before them were restored.")
            return self.tr("Your settings were damaged, so the defaults are used.")
        if p.restored and p.fault is ReadFault.MISSING:
            return self.tr("Your statistics were missing, so the copy saved before them was restored.")
        if p.restored:
            return self.tr("Your statistics were damaged, so the copy saved before them was restored.")
        if p.partly:  # no copy before them: their good figures were kept
            return self.tr("Part of your statistics was damaged, so only that part was dropped and the rest was kept.")
        return self.tr("Your statistics were damaged, so they start again from zero.")

    def _newer_sentence(self, file: StoredFile) -> str:
        """A newer version's file: left as it is for that version (it was set aside, and that
        version then found no game, or a record started from zero), and never written over."""
        if file is StoredFile.GAME:
            return self.tr(
                "Your saved game was made by a newer version of Quarante Voleurs. It is left as it is for that "
                "version, and this window will save neither its game nor the statistics."
            )
        if file is StoredFile.SETTINGS:
            return self.tr(
                "Your settings were made by a newer version of Quarante Voleurs, so the defaults are used. The "
                "file is left as it is for that version, and changes will not be saved."
            )
        return self.tr(
            "Your statistics were made by a newer version of Quarante Voleurs. They are left as they are for "
            "that version, and the games of this session will not be counted."
        )

    def _not_allowed_sentence(self, file: StoredFile) -> str:
        """A file this run may not read: left as it is, and never written over."""
        if file is StoredFile.GAME:
            return self.tr(
                "Your saved game could not be read (no permission). It is left as it is, and this window will "
                "save neither its game nor the statistics."
            )
        if file is StoredFile.SETTINGS:
            return self.tr(
                "Your settings could not be read (no permission), so the defaults are used. The file is left "
                "as it is, and changes will not be saved."
            )
        return self.tr(
            "Your statistics could not be read (no permission). They are left as they are, and the games of "
            "this session will not be counted."
        )

    def save_text(self, p: SaveProblem, closing: bool = False) -> str:
        """A failed save's notice; `closing`: the window is going, so nothing is left to warn of,
        only what was lost (written on standard error)."""
        folder = config_dir() if p.file is StoredFile.SETTINGS else data_dir()
        if closing:
            if p.file is StoredFile.GAME:
                text = self.tr("Your game could not be saved as you left it (%1).")
            elif p.window_only:  # no setting the player chose is lost
                text = self.tr("The window's size and place could not be saved (%1).")
            elif p.file is StoredFile.SETTINGS:
                text = self.tr("Your settings could not be saved (%1): your changes are not kept.")
            else:
                text = self.tr("Your statistics could not be saved (%1): the games of this session are not kept.")
            return arg(text, self.reason(p.fault, folder)) + self._advice(p.fault, folder)
        if p.file is StoredFile.GAME:
            text = self.tr("Your game could not be saved (%1): if you quit now, it will not be kept.")
        elif p.file is StoredFile.SETTINGS:
            text = self.tr("Your settings could not be saved (%1): your changes will not be kept after you quit.")
        else:
            text = self.tr(
                "Your statistics could not be saved (%1): the games of this session will not be kept after you quit."
            )
        return arg(text, self.reason(p.fault, folder)) + self._advice(p.fault, folder)


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:  # a name too long, a folder that may not be looked in
        return False


def _in_the_way(folder: Path) -> str:
    """What stands where the game's `folder` (or a folder above it) should be, as `_where` shows it."""
    place = in_the_way(folder)
    return _where(place.parent, place.name)


def _link_to_nothing(folder: Path) -> tuple[str, str] | None:
    """The link in the way of the game's `folder` and where it leads, as `_where` shows them,
    when it leads to nothing; else None."""
    place = in_the_way(folder)
    target = link_to_nothing(place)
    if target is None:
        return None
    return _where(place.parent, place.name), _where(target.parent, target.name)


def _where(folder: Path, name: str) -> str:
    """Where a file was kept, as the player finds it: its folder (the home folder as ~),
    then its name (names storage made are short already); a long folder loses its middle."""
    name = name if len(name) <= 80 else name[:79] + "…"
    home = Path.home()
    shown = "~/" + folder.relative_to(home).as_posix() if folder.is_relative_to(home) else str(folder)
    shown = shown.removesuffix("/.")  # the home folder itself ("~/./.local" for ~/.local)
    if len(shown) > 60:
        shown = shown[:28] + "…" + shown[-28:]
    return f"{shown}/{name}"
