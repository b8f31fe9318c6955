"""One window per player: a second start brings the running window to the front instead.

As in other desktop card games, starting the game while it is open shows the open game,
not a second window that may not save it (only the copy holding the game's lock writes the
game and the statistics). The copy holding the lock listens on a local socket named after
the player and the data folder (Linux's abstract namespace: no file to leave behind, and
no Qt module to load at start). A start first asks there, naming its display; the running
copy answers "shown" when it showed its window on that same display, and the start ends (a
deal the start named, `qvoleurs FT1-N-AAAAAAV`, goes with the question: that window plays it).
Anything else (no copy listening, another display, no answer within a moment, a system
without abstract sockets, a listener that is not this player's) lets the start go on as
before: the lock then decides which copy saves.

Two starts at the same moment (a launcher clicked twice) both found nobody listening, and
the second opened a window that does not save. So a start that finds nobody claims the
socket at once (`claim`), before it loads Qt: only one of the two can, and the other asks
again (`ask_while_starting`); its question waits in the queue until the first copy's window
answers it.

No Qt here: the command line asks before it loads Qt; the window's side
(`ui/window_caller.py`) serves the requests.
"""

from __future__ import annotations

import hashlib
import os
import socket
import struct
import sys
from collections.abc import Mapping
from pathlib import Path

ANSWER_SECONDS = 2.0  # the running copy answers from its event loop: a busy moment may delay it
SHOWN = b"shown\n"
ELSEWHERE = b"elsewhere\n"
MAX_REQUEST = 4096


def address(folder: Path) -> bytes | None:
    """The socket address of the copy that saves in `folder` (None: not on this system)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        where = folder.resolve()
    except (OSError, RuntimeError):  # a symbolic link loop (RuntimeError up to Python 3.12): the
        where = Path(os.path.abspath(folder))  # path as given, the same for every copy that meets it
    digest = hashlib.sha256(os.fsencode(where)).hexdigest()[:32]
    return f"\0qvoleurs/{os.getuid()}/{digest}".encode()


def display_of(environ: Mapping[str, str]) -> str:
    """The display a window of this process goes to ("" for none): a copy shows its window
    for a start on the same display only. An X display's screen number (":0.0") is dropped."""
    wayland = environ.get("WAYLAND_DISPLAY", "")
    x = environ.get("DISPLAY", "")
    if x.rpartition(":")[2].count(".") == 1:
        x = x.rpartition(".")[0]
    return f"{environ.get('QT_QPA_PLATFORM', '')}|{wayland}|{x}"


DEAL_MARK = b"\tdeal "  # after the display: the deal a start names (`qvoleurs FT1-N-AAAAAAV`)


def request(display: str, deal: str | None = None) -> bytes:
    """ "show DISPLAY", and the code of a deal to play there when the start named one. A copy
    of a version before deals were asked for reads it all as the display, another one than
    its own: it answers "elsewhere", and the start opens its own window on the deal."""
    asked = b"" if deal is None else DEAL_MARK + deal.encode("ascii", "replace")
    return b"show " + display.encode("utf-8", "surrogateescape") + asked + b"\n"


def displayed_by(data: bytes) -> str | None:
    """The display a request names (None: not a request)."""
    if not data.startswith(b"show ") or not data.endswith(b"\n"):
        return None
    return data[5:-1].partition(DEAL_MARK)[0].decode("utf-8", "surrogateescape")


def deal_asked(data: bytes) -> str | None:
    """The deal code a request names (None: none, or not a request)."""
    if displayed_by(data) is None or DEAL_MARK not in data:
        return None
    return data[:-1].partition(DEAL_MARK)[2].decode("ascii", "replace")


def same_user(peer: socket.socket) -> bool:
    """The process at the other end of `peer` runs as this player. An abstract socket's name
    is open to every user: another one could listen there and answer "shown", and the game
    never opened. The kernel's own word on the peer is asked (SO_PEERCRED)."""
    try:
        _pid, uid, _gid = struct.unpack("3i", peer.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12))
    except (OSError, AttributeError):  # AttributeError: no SO_PEERCRED on this system
        return False
    return uid == os.getuid()


def show_running_copy(folder: Path, environ: Mapping[str, str] | None = None, deal: str | None = None) -> bool:
    """Ask the copy that saves in `folder` to show its window here (and to play `deal`, a
    deal code, there): True when it did."""
    where = address(folder)
    if where is None:
        return False
    display = display_of(os.environ if environ is None else environ)
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as ask:
            ask.settimeout(ANSWER_SECONDS)
            ask.connect(where)
            if not same_user(ask):
                return False  # not this player's game: its answer counts for nothing
            ask.sendall(request(display, deal))
            answer = b""
            while not answer.endswith(b"\n") and len(answer) < 64:
                chunk = ask.recv(64)
                if not chunk:
                    break
                answer += chunk
    except OSError:  # nobody listening (the usual case), a copy that hangs, no such sockets
        return False
    return answer == SHOWN


ASKS_WHILE_STARTING = 3  # each waits up to ANSWER_SECONDS: a copy still starting on a busy machine


def claim(folder: Path) -> socket.socket | None:
    """Listen where starts ask, before this copy has a window (ui/window_caller.py answers
    once it has one). None: another copy listens or is starting there (or no such sockets)."""
    where = address(folder)
    if where is None:
        return None
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(where)
        server.listen(8)
    except OSError:
        server.close()
        return None
    return server


def ask_while_starting(folder: Path, environ: Mapping[str, str] | None = None, deal: str | None = None) -> bool:
    """`show_running_copy` again for a start that could not `claim`: the copy that did may
    still be opening its window. True when it showed it here."""
    for _ in range(ASKS_WHILE_STARTING):
        if show_running_copy(folder, environ, deal):
            return True
        if claim_free(folder):
            return False  # nobody there any more: that copy ended
    return False


def claim_free(folder: Path) -> bool:
    """Nobody listens where starts ask (a claim would succeed now)."""
    where = address(folder)
    if where is None:
        return True
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        return probe.connect_ex(where) != 0
