"""Can a platform that draws without a display server (linuxfb, eglfs, minimalegl) find a
screen here? Asked before Qt starts, for the start check (qvoleurs/qt_check.py).

Where they find none, Qt does not say so and stop: linuxfb warns in English and then crashes
(signal 11) on the window it has no screen for; eglfs and minimalegl abort (signal 6) when
they find no EGL display. A player on a Linux console without X meets exactly that. So:

- linuxfb: its framebuffer device (the platform's `fb=` option, else /dev/fb0, else
  /dev/graphics/fb0, as Qt picks it) is opened for reading and writing and asked for its
  screen information, which is what Qt does first.
- eglfs and minimalegl (and linuxfb on DRM, QT_QPA_FB_DRM): which EGL display or DRM
  device they take depends on the drivers and Qt's device integrations, so no look at
  /dev answers for them; a short trial start in a forked child (QGuiApplication alone,
  well under a second) does, and its abort or crash is the child's, not the player's.
"""

from __future__ import annotations

import errno
import fcntl
import os
import re
import resource
import select
import signal
from collections.abc import Mapping

from .cli_os_errors import os_reason
from .cli_text import CliText
from .translatable import QT_TRANSLATE_NOOP

TRIAL_PLATFORMS = ("eglfs", "minimalegl")
FRAMEBUFFER_DEVICES = ("/dev/fb0", "/dev/graphics/fb0")  # Qt's own choice, in its order
# <linux/fb.h>: the screen information Qt reads first
FBIOGET_VSCREENINFO = 0x4600
FBIOGET_FSCREENINFO = 0x4602
# options Qt reads before it looks for fb= in one (their value may hold "fb=")
_BEFORE_FB = re.compile(r"mmsize=\d+x\d+|size=\d+x\d+|offset=\d+x\d+|tty=")
TRIAL_SECONDS = 30  # a trial that takes longer is left to Qt itself


def platform_options(platform: str, environ: Mapping[str, str]) -> list[str]:
    """The options of `platform` in QT_QPA_PLATFORM ("linuxfb:fb=/dev/fb1:size=800x600").

    >>> platform_options("linuxfb", {"QT_QPA_PLATFORM": "vnc;linuxfb:fb=/dev/fb1:nographicsmodeswitch"})
    ['fb=/dev/fb1', 'nographicsmodeswitch']
    """
    for entry in environ.get("QT_QPA_PLATFORM", "").split(";"):
        name, *options = entry.split(":")
        if name.strip() == platform:
            return options
    return []


def framebuffer_device(options: list[str]) -> str:
    """The device linuxfb takes: its `fb=` option, else the first of FRAMEBUFFER_DEVICES there
    (Qt searches `fb=` anywhere in an option, and the last such option wins).

    >>> framebuffer_device(["size=800x600", "fb=/dev/fb1"])
    '/dev/fb1'
    """
    given = ""
    for option in options:
        if option != "nographicsmodeswitch" and not _BEFORE_FB.search(option) and "fb=" in option:
            given = option.partition("fb=")[2]
    if given:
        return given
    found = [device for device in FRAMEBUFFER_DEVICES if os.path.lexists(device)]
    return found[0] if found else FRAMEBUFFER_DEVICES[0]


def framebuffer_problem(device: str) -> int | None:
    """None when `device` is a framebuffer this user can draw on, else why not: an errno
    (ENOENT: not there; ENOTTY: not a framebuffer; EACCES...)."""
    try:
        fd = os.open(device, os.O_RDWR | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError as exc:
        return exc.errno
    except ValueError:  # a NUL byte in the name
        return errno.ENOENT
    try:
        for request in (FBIOGET_FSCREENINFO, FBIOGET_VSCREENINFO):
            fcntl.ioctl(fd, request, bytearray(256))  # either struct fits; the kernel fills it
    except OSError:
        return errno.ENOTTY  # answered as no framebuffer does (/dev/null, a file, a folder)
    finally:
        os.close(fd)
    return None


def trial_fails(environ: Mapping[str, str]) -> bool:
    """Whether Qt, started on the platform `environ` asks for, aborts, crashes or finds no
    screen. Tried in a forked copy of this process, which has Qt's modules loaded and no
    QGuiApplication yet (a new interpreter would not do: a bundled qvoleurs is no Python);
    a trial that does not end in time is left to Qt."""
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is not None:  # Qt runs here already (its threads too): no copy of it
        return False
    try:
        pid = os.fork()
    except OSError:
        return False
    if pid == 0:  # pragma: no cover (the child: its coverage is not gathered)
        os._exit(_trial(environ))
    return _trial_status(pid) != 0


def _trial(environ: Mapping[str, str]) -> int:
    """In the forked child: 0 when Qt starts with a screen, 3 when without one (linuxfb's
    failure, before its crash); Qt's abort ends the child with its signal."""
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # an abort here is expected: no core dump
        nowhere = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):  # Qt's English reasons stay out: the player reads ours
            os.dup2(nowhere, fd)
        os.environ.clear()
        os.environ.update(environ)
        from PySide6.QtGui import QGuiApplication

        app = QGuiApplication(["qvoleurs"])
        screen = app.primaryScreen() is not None
        app.shutdown()  # gives back what it took: a console's text mode, the DRM device
        return 0 if screen else 3
    except BaseException:  # whatever it is, the trial failed
        return 4


def _trial_status(pid: int) -> int:
    """The trial's exit status (a signal counts as failed), 0 when it takes too long."""
    try:
        ended = os.pidfd_open(pid)
    except (AttributeError, OSError):  # a kernel before 5.3: wait as Qt would have
        ended = None
    if ended is not None:
        try:
            ready, _, _ = select.select([ended], [], [], TRIAL_SECONDS)
        finally:
            os.close(ended)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return 0
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def screen_problem(platform: str, environ: Mapping[str, str], t: CliText, help_command: str) -> str | None:
    """Why `platform` finds no screen here, in one line, or None (also for the platforms this
    does not concern: those with a display server, offscreen, minimal, vnc...)."""
    drm = environ.get("QT_QPA_FB_DRM", "").strip() not in ("", "0")
    if platform == "linuxfb" and not drm:
        device = framebuffer_device(platform_options(platform, environ))
        code = framebuffer_problem(device)
        if code is None:
            return None
        if code in (errno.ENOENT, errno.ENOTDIR):
            none = QT_TRANSLATE_NOOP(
                "Cli",
                "cannot open the window: Qt's platform %1 needs a framebuffer device, and there is no %2; "
                "the commands work without one (see '%3')",
            )
            return t(none, platform, device, help_command)
        if code in (errno.ENOTTY, errno.EISDIR, errno.ENXIO, errno.ENODEV, errno.EINVAL):
            not_one = QT_TRANSLATE_NOOP(
                "Cli",
                "cannot open the window: Qt's platform %1 needs a framebuffer device, and %2 is not one; "
                "the commands work without one (see '%3')",
            )
            return t(not_one, platform, device, help_command)
        unopened = QT_TRANSLATE_NOOP(
            "Cli",
            "cannot open the window: Qt's platform %1 cannot open the framebuffer device %2 (%3); "
            "the commands work without one (see '%4')",
        )
        return t(unopened, platform, device, os_reason(code, t), help_command)
    if (platform in TRIAL_PLATFORMS or platform == "linuxfb") and trial_fails(environ):
        no_screen = QT_TRANSLATE_NOOP(
            "Cli",
            "cannot open the window: Qt's platform %1 finds no screen it can use here; "
            "the commands work without one (see '%2')",
        )
        return t(no_screen, platform, help_command)
    return None
