"""Pushing saved files to the disk in the background, so saving never stalls play.

`os.fsync` takes from under a millisecond to tens of milliseconds (more than a frame),
so the game store renames its save into place at once and lets this one worker
thread make it durable a moment later (half a second, so that a burst of actions
costs one sync, and the disk's journal is not kept busy under the next save). A crash of the program loses nothing (the
renamed file is in the OS already); a power cut in that moment can at worst spoil
the newest save, and the store then falls back to its backup, synced long before.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path


class DiskSync:
    """One worker thread that fsyncs requested files (and their folders), coalescing repeats."""

    def __init__(self, delay: float = 0.5) -> None:
        self.delay = delay  # gather the saves of a burst of actions into one sync
        self._urgent = False
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._pending: set[Path] = set()
        self._busy = False
        self._running = False  # a worker thread is on duty (it ends when nothing is pending)
        self._thread: threading.Thread | None = None

    def request(self, path: Path) -> None:
        with self._lock:
            self._pending.add(path)
            if not self._running:
                self._running = True
                self._thread = threading.Thread(target=self._run, name="qvoleurs-disk-sync", daemon=True)
                self._thread.start()
            self._wake.notify_all()

    def wait(self, timeout: float | None = 10.0) -> bool:
        """Block until every requested file is synced; False on timeout."""
        with self._lock:
            self._urgent = True
            self._wake.notify_all()
            done = self._wake.wait_for(lambda: not self._pending and not self._busy, timeout)
            if done:
                self._urgent = False  # the next burst waits its delay again
            return done

    def stop(self, timeout: float = 10.0) -> bool:
        """Sync what is pending and join the worker thread; True when it has ended.
        A later request starts a new one."""
        if not self.wait(timeout):
            return False
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return thread is None or not thread.is_alive()

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._running = False  # idle: the thread ends, the next request starts one
                    return
                self._wake.wait_for(lambda: self._urgent, self.delay)
                batch, self._pending = self._pending, set()
                self._urgent = False
                self._busy = True
            try:
                for path in batch:
                    sync_path(path)
            finally:
                with self._lock:
                    self._busy = False
                    self._wake.notify_all()


def sync_path(path: Path) -> None:
    """fsync a file and, on POSIX, its folder (which makes the rename durable). Best effort.
    A symlink is followed: the rename was made in the folder of the file it leads to."""
    path = Path(os.path.realpath(path))
    targets = [path] if sys.platform == "win32" else [path, path.parent]
    for target in targets:
        try:
            fd = os.open(target, os.O_RDONLY)
        except OSError:
            continue  # replaced or removed meanwhile: the next request covers it
        try:
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)


disk_sync = DiskSync()
