"""Ctrl+C while Qt's Python modules load waits until they have loaded.

shiboken runs Python code from C while PySide6 starts; a KeyboardInterrupt raised there is a
fatal error to it: the process aborts with "Fatal Python error: libshiboken/signature: could
not initialize part 2", a stack dump and status 134, where Ctrl+C anywhere else ends the
command quietly with status 130. So SIGINT is blocked while those modules import; one that
came meanwhile is delivered when they are in, and ends the command as usual.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator


@contextlib.contextmanager
def interrupts_held() -> Iterator[None]:
    """SIGINT waits (this thread; the program has no other yet) until the block ends."""
    if not hasattr(signal, "pthread_sigmask"):  # not on Windows: nothing to hold there
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
