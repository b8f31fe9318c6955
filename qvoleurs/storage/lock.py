"""A lock file so that two running copies of the game do not write the same files.

An OS-level lock (flock / msvcrt) is released by the OS when the process dies, so a
crash never leaves a stale lock behind (QLockFile's PID files need a staleness guess).

The lock file is opened without following a symlink and used only when it is a regular
file: a symlink, folder or FIFO in its place is set aside and a fresh lock made, so the
lock never truncates a file elsewhere. Only a lock another process really holds means
"already running"; a lock that cannot be made at all is reported as such.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from pathlib import Path

from .files import OWN_FILE, is_present, make_folder, set_aside
from .problems import LockState, WriteFault

_FLAGS = (
    os.O_RDWR
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_NOCTTY", 0)
)


class _NotALockFile(OSError):
    def __init__(self) -> None:
        super().__init__(errno.EINVAL, "not a regular file")


class FileLock:
    """An exclusive, non-blocking lock on a file.

    After `acquire`: `fault` says why a FAILED lock could not be made; `kept` names the
    bad file that was set aside to make room for the lock, if any.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self.fault: WriteFault | None = None
        self.kept: str | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def _open(self) -> int:
        fd = os.open(self.path, _FLAGS, 0o644)
        try:
            mode = os.fstat(fd).st_mode
            if not stat.S_ISREG(mode):
                raise _NotALockFile()
            if mode & OWN_FILE != OWN_FILE:  # made under umask 0777
                with contextlib.suppress(OSError):
                    os.fchmod(fd, (mode & 0o7777) | OWN_FILE)
        except BaseException:
            os.close(fd)
            raise
        return fd

    def _mended(self, exc: OSError) -> int | None:
        """The player's own lock file lost its permissions (chmod 000): they are given back and
        it is opened (None: not so). Set aside instead, it took the lock from under the running
        copy still holding it, and both copies saved the same game."""
        if not isinstance(exc, PermissionError):
            return None
        try:
            info = os.lstat(self.path)
            if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid():
                return None
            os.chmod(self.path, (info.st_mode & 0o7777) | OWN_FILE)
            return self._open()
        except OSError:
            return None

    def still_held(self) -> bool:
        """The lock this process holds is still the file at `path`. One removed or replaced
        since (by hand, by a cleaner) leaves it holding a file that no other copy sees."""
        if self._fd is None:
            return False
        try:
            here, ours = os.stat(self.path, follow_symlinks=False), os.fstat(self._fd)
        except OSError:
            return False
        return (here.st_dev, here.st_ino) == (ours.st_dev, ours.st_ino)

    def acquire(self) -> LockState:
        """HELD when this process now holds the lock (or already did), BUSY when another
        process holds it, FAILED when no lock could be made (`fault` says why)."""
        if self._fd is not None:
            return LockState.HELD
        self.fault = None
        try:
            make_folder(self.path.parent)
            try:
                fd = self._open()
            except OSError as exc:
                if not is_present(self.path):
                    raise  # nothing in the way: the folder itself refuses
                mended = self._mended(exc)
                if mended is None:
                    self.kept = set_aside(self.path).name  # a folder, FIFO, symlink or unusable file
                fd = self._open() if mended is None else mended
        except (OSError, ValueError) as exc:
            self.fault = WriteFault.of(exc)
            return LockState.FAILED
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK):
                return LockState.BUSY
            self.fault = WriteFault.of(exc)  # e.g. a file system without locks
            return LockState.FAILED
        self._fd = fd
        try:  # who holds it, for a curious player; the lock works without it (a full disk)
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        return LockState.HELD

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            if sys.platform == "win32":
                import msvcrt

                os.lseek(self._fd, 0, os.SEEK_SET)
                msvcrt.locking(self._fd, msvcrt.LK_UNLCK, 1)
            else:
                import fcntl

                fcntl.flock(self._fd, fcntl.LOCK_UN)
        except OSError:
            pass
        finally:
            os.close(self._fd)
            self._fd = None
