"""The command line's output streams, whatever they are attached to.

- A terminal whose character set lacks a character (a Latin-1 or KOI8-U locale and the
  program's typographic quotes, dashes or ▸) gets a plain look-alike, or "?", instead of a
  traceback; a message whose translation it cannot hold even so is said in English
  (`writable`, asked by cli_text), not as a row of "?".
- A reader that stops reading (`| head`, quitting `less`) ends the output quietly; a stream
  that cannot be written (a full disk) is said in one line with exit status 1. Python would
  otherwise report either at exit, after `main` has returned, with its own words and status 120.
- A message to a standard error nobody reads any more is dropped, and the command goes on:
  its exit status (2 for bad input, 1 for an illegal move) and its output still say what
  happened (the failed write raised BrokenPipeError, which ended the command with status 0).
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import io
import os
import sys
from collections.abc import Callable
from typing import TextIO

from .cli_os_errors import os_reason
from .translatable import QT_TRANSLATE_NOOP

_LOOK_ALIKES = str.maketrans(
    {
        "„": '"',
        "“": '"',
        "”": '"',
        "«": '"',
        "»": '"',
        "‘": "'",
        "’": "'",
        "‚": "'",
        "–": "-",
        "—": "-",
        "‑": "-",
        "−": "-",
        "…": "...",
        "▸": ">",
        "→": "->",
        "×": "x",
        "\u00a0": " ",
        "\u202f": " ",
        "\u2009": " ",
        "\u2060": "",
    }
)
_HANDLER = "qvoleurs.look-alike"


def _look_alike(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start : error.end].translate(_LOOK_ALIKES)
    try:
        text.encode(error.encoding)
    except UnicodeEncodeError:
        text = "".join(ch if _encodes(ch, error.encoding) else "?" for ch in text)
    return text, error.end


def writable(text: str) -> bool:
    """Whether standard output and error can write `text`, look-alikes allowed: a language
    whose letters they cannot hold (Ukrainian in a Latin-1 locale) would come out as "????",
    so cli_text says such a message in English instead."""
    plain = text.translate(_LOOK_ALIKES)
    for stream in (sys.stdout, sys.stderr):
        encoding = getattr(stream, "encoding", None) or "utf-8"
        try:
            plain.encode(encoding)
        except (UnicodeEncodeError, LookupError):
            return False
    return True


def _encodes(ch: str, encoding: str) -> bool:
    try:
        ch.encode(encoding)
    except UnicodeEncodeError:
        return False
    return True


codecs.register_error(_HANDLER, _look_alike)


class _Closed(io.TextIOBase):
    """Standard output closed at start (`>&-`): writing to it is a write error, as in other tools."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))


class _StandardError(io.TextIOBase):
    """Standard error whose reader may be gone: what cannot be written there is dropped, once
    and for all (the stream is pointed at the null device), instead of raising in the middle
    of a command."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self._stream = stream

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        try:
            self._stream.write(text)
            if "\n" in text:
                self._stream.flush()  # as Python's own standard error: line by line
        except (OSError, ValueError):
            discard(self._stream)  # its buffer keeps the text: Python's exit would fail on it
        return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except (OSError, ValueError):
            discard(self._stream)

    def fileno(self) -> int:
        return self._stream.fileno()

    def isatty(self) -> bool:
        return self._stream.isatty()

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._stream.encoding


def readable_streams() -> None:
    """Standard output and error write what their character set cannot hold as look-alikes.

    A stream closed at start (Python's None) is made explicit: errors go nowhere rather than
    into the output (print's default), and output fails as a write error (status 1)."""
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 (open for the rest of the run)
    if sys.stdout is None:
        sys.stdout = _Closed()
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors=_HANDLER)
    if not isinstance(sys.stderr, _StandardError):
        sys.stderr = _StandardError(sys.stderr)


OUTPUT_FAULTS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG, errno.EIO, errno.EBADF})


def finish_output(code: int, say: Callable[..., str]) -> int:
    """Write out what is still buffered; the exit status once it is (or could not be).

    `say` translates a message of the "Cli" context."""
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
    except BrokenPipeError:
        _discard_stdout()  # the reader has what it wanted
        return code
    except OSError as exc:
        return output_failed(exc, say)
    return code


def output_failed(exc: OSError, say: Callable[..., str]) -> int:
    """Standard output could not be written (a full disk): one line on standard error, status 1."""
    _discard_stdout()
    if exc.errno == errno.EBADF:
        reason = say(QT_TRANSLATE_NOOP("Cli", "standard output is closed"))
    else:  # never os.strerror's English
        reason = os_reason(exc.errno, say)
    told = say(QT_TRANSLATE_NOOP("Cli", "the output could not be written: %1"), reason)
    with contextlib.suppress(OSError, ValueError, AttributeError):  # no standard error either: the status says it
        print(f"qvoleurs: {told}", file=sys.stderr, flush=True)
    return 1


def _discard_stdout() -> None:
    discard(sys.stdout)


def discard(stream: TextIO | None) -> None:
    """What is left in `stream`'s buffer goes nowhere: Python would try again at exit, fail,
    and end with status 120 (standard output or error whose reader is gone)."""
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError, AttributeError):
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, stream.fileno())
        os.close(nowhere)
