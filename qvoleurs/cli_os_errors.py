"""The system's reason for a failed read or write, in the player's words.

os.strerror() is English whatever the language ("Too many levels of symbolic links"), so the
command line says the common reasons itself, and any other by its errno name (ELOOP, EIO...),
which the player can look up, never in the system's prose.

>>> import errno
>>> os_reason(errno.ELOOP, lambda text, *values: text)
'symbolic links lead round in a loop'
>>> os_reason(errno.EOVERFLOW, lambda text, *values: text.replace("%1", str(values[0])))
'system error EOVERFLOW'
"""

from __future__ import annotations

import errno
from collections.abc import Callable

from .translatable import QT_TRANSLATE_NOOP

OS_REASONS: dict[int, str] = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("Cli", "the disk is full"),
    getattr(errno, "EDQUOT", errno.ENOSPC): QT_TRANSLATE_NOOP("Cli", "the disk is full"),
    errno.ELOOP: QT_TRANSLATE_NOOP("Cli", "symbolic links lead round in a loop"),
    errno.EIO: QT_TRANSLATE_NOOP("Cli", "an input/output error (a fault of the disk or the device)"),
    errno.EFBIG: QT_TRANSLATE_NOOP("Cli", "the file has grown too large"),
    errno.EMFILE: QT_TRANSLATE_NOOP("Cli", "too many files are open"),
    errno.ENFILE: QT_TRANSLATE_NOOP("Cli", "too many files are open"),
    errno.ENOMEM: QT_TRANSLATE_NOOP("Cli", "not enough memory"),
    errno.EACCES: QT_TRANSLATE_NOOP("Cli", "no permission"),
    errno.EPERM: QT_TRANSLATE_NOOP("Cli", "no permission"),
}
SYSTEM_ERROR = QT_TRANSLATE_NOOP("Cli", "system error %1")  # %1: the errno name, such as EOVERFLOW


def os_reason(code: int | None, say: Callable[..., str]) -> str:
    """Why a read or a write failed with errno `code`, said by `say` (a "Cli" translator)."""
    if code in OS_REASONS:
        return say(OS_REASONS[code])
    return say(SYSTEM_ERROR, errno.errorcode.get(code, str(code)) if code is not None else "?")
