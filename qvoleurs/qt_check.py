"""Can Qt start here? Asked before QApplication exists, so that a missing system library or
a missing display gives one line and exit status 2 instead of a traceback or Qt's abort.

A pip or pipx install brings Qt's own libraries but not the system libraries they load
(libEGL, libxcb-cursor, ...), and Qt's xcb platform plugin aborts the process (a core dump
with a misleading hint) when it cannot load one of them or finds no display. So:

- `core_problem()` (for `describe --lang xx`, which needs QtCore) and `gui_problem()` (for
  the window: QtGui, QtWidgets, and the platform plugin Qt will choose) import what is
  needed; a library that fails to load is looked up with `ldd`, which lists every missing
  library at once, and named with the Debian/Ubuntu package that holds it.
- Without DISPLAY or WAYLAND_DISPLAY, where Qt would use the xcb or wayland platform, it
  says so; and when the display they name does not answer (a server that is gone, a wrong
  number) or refuses the connection (a wrong X authority), it says that, where Qt would
  abort with a hint about a library that is there.
  Other platforms (offscreen, minimal, vnc, eglfs, ...) need no display; those that draw on
  the machine's own screen (linuxfb, eglfs, minimalegl) must find one (qvoleurs/qt_screens.py),
  where Qt would crash or abort.

Each answer is one line in the player's language (the command line's catalogues: no Qt).
Only Linux is checked; elsewhere Qt brings what it needs.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import importlib.util
import os
import re
import shutil
import socket
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path

from .cli_text import CliText
from .launch import launcher
from .qt_screens import screen_problem
from .translatable import QT_TRANSLATE_NOOP

# The Debian/Ubuntu package of each system library Qt's wheels or a Qt bundle may need.
# scripts/bootstrap.sh installs the ones the game needs; packaging/deb_tree.py turns the ones
# a bundle does not carry into Depends.
DEBIAN_PACKAGES: dict[str, str] = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libdrm.so.2": "libdrm2",
    "libgbm.so.1": "libgbm1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libgmodule-2.0.so.0": "libglib2.0-0",
    "libgtk-3.so.0": "libgtk-3-0",
    "libgdk-3.so.0": "libgtk-3-0",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libbz2.so.1.0": "libbz2-1.0",
    "liblzma.so.5": "liblzma5",
    "libffi.so.8": "libffi8",
    "libpng16.so.16": "libpng16-16",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
    "libexpat.so.1": "libexpat1",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libuuid.so.1": "libuuid1",
    "libsystemd.so.0": "libsystemd0",
}

# Platform plugins that talk to a display server, and the variables that name one.
DISPLAY_VARIABLES = {"xcb": ("DISPLAY",), "wayland": ("WAYLAND_DISPLAY",)}
PLUGIN_FILES = {"xcb": "libqxcb.so", "wayland": "libqwayland.so"}

_MISSING_IN_MESSAGE = re.compile(r"(\S+\.so(?:\.[0-9.]+)?): cannot open shared object file")
_LDD_NOT_FOUND = re.compile(r"^\s*(\S+) => not found", re.MULTILINE)


def platform_candidates(environ: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in order: QT_QPA_PLATFORM's, else Qt 6's own order on
    Linux (wayland first when WAYLAND_DISPLAY is set or the session is Wayland, then xcb).

    >>> platform_candidates({}), platform_candidates({"XDG_SESSION_TYPE": "wayland"})
    (['xcb'], ['wayland', 'xcb'])
    >>> platform_candidates({"WAYLAND_DISPLAY": "wayland-0"}), platform_candidates({"DISPLAY": ":0"})
    (['wayland', 'xcb'], ['xcb'])
    >>> platform_candidates({"QT_QPA_PLATFORM": "offscreen"}), platform_candidates({"QT_QPA_PLATFORM": "wayland;xcb"})
    (['offscreen'], ['wayland', 'xcb'])
    >>> platform_candidates({"QT_QPA_PLATFORM": "vnc:size=800x600"})
    ['vnc']
    """
    asked = environ.get("QT_QPA_PLATFORM", "").strip()
    if asked:
        return [name.split(":", 1)[0].strip() for name in asked.split(";") if name.strip()]
    # Qt asks whether the variable is set at all, not whether it is empty
    if "WAYLAND_DISPLAY" in environ or environ.get("XDG_SESSION_TYPE") == "wayland":
        return ["wayland", "xcb"]
    return ["xcb"]


def has_display(platform: str, environ: Mapping[str, str]) -> bool:
    """Whether the platform can find its display server (True for platforms that need none)."""
    variables = DISPLAY_VARIABLES.get(platform)
    return variables is None or any(environ.get(name) for name in variables)


def display_answers(platform: str, environ: Mapping[str, str]) -> bool:
    """Whether the platform's display server takes a connection now (True for platforms that
    need none, and where this cannot be asked: Qt then finds out itself)."""
    if platform == "xcb":
        return _x_server_answers(environ.get("DISPLAY", ""))
    if platform == "wayland":
        name, runtime = _wayland_socket(environ)
        if not name.startswith("/") and not runtime:
            return False  # libwayland looks for such a name only there: it refuses, and Qt aborts
        return _socket_answers(os.path.join(runtime, name))
    return True


def _wayland_socket(environ: Mapping[str, str]) -> tuple[str, str]:
    """The Wayland display's name as libwayland takes it (wayland-0 unless named) and the
    folder it looks for a relative name in (XDG_RUNTIME_DIR, or "" when unset)."""
    return environ.get("WAYLAND_DISPLAY", "") or "wayland-0", environ.get("XDG_RUNTIME_DIR", "")


def _x_server_answers(display: str) -> bool:
    """Connect with libxcb, the library Qt's xcb plugin connects with, so that it judges
    the display name, the socket and the X authority as Qt will."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # the plugin check names the missing library
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    with _quiet_stderr():  # libxcb writes a refusal's reason ("Invalid MIT-MAGIC-COOKIE-1 key") there
        connection = xcb.xcb_connect(display.encode(), None)
    if not connection:
        return False
    if xcb.xcb_connection_has_error(connection):
        xcb.xcb_disconnect(connection)  # frees a connection that failed too
        return False
    # Kept open until Qt has its own connection (`release_display_probe`): an X server with
    # no other client (Xvfb) resets when its last one leaves, and refuses connections while
    # it does, Qt's among them.
    _probes.append(lambda: xcb.xcb_disconnect(connection))
    return True


_probes: list[Callable[[], None]] = []


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """File descriptor 2 goes nowhere meanwhile (the player reads one line: the program's)."""
    try:
        saved = os.dup(2)
    except OSError:
        yield  # no standard error to quiet
        return
    try:
        with open(os.devnull, "wb") as nowhere:
            os.dup2(nowhere.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def x_server_refuses(display: str) -> bool:
    """Whether a local X display's server is there but refused the check's connection (a
    wrong or missing X authority: another user's display, or sudo without XAUTHORITY)."""
    local = re.fullmatch(r"(?:unix)?:(\d+)(?:\.\d+)?", display)
    if local is None:
        return False
    path = f"/tmp/.X11-unix/X{local[1]}"
    return _socket_answers("\0" + path) or _socket_answers(path)  # Linux's abstract socket first


def release_display_probe() -> None:
    """Close the connection the display check kept open (call once QApplication exists)."""
    while _probes:
        _probes.pop()()


def _socket_answers(path: str) -> bool:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(path)
        except OSError:
            return False
    return True


def missing_libraries(files: Iterable[Path]) -> list[str]:
    """Every shared library the files need that the dynamic loader cannot find (by `ldd`)."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    missing: list[str] = []
    for path in files:
        try:
            result = subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=20)
        except (OSError, subprocess.SubprocessError):
            continue
        for name in _LDD_NOT_FOUND.findall(result.stdout):
            if name not in missing:
                missing.append(name)
    return missing


def libraries_named_in(error: BaseException) -> list[str]:
    """The library an import or dlopen error says it could not open.

    >>> libraries_named_in(ImportError("libEGL.so.1: cannot open shared object file: No such file or directory"))
    ['libEGL.so.1']
    """
    return _MISSING_IN_MESSAGE.findall(str(error))


def _sudo() -> str:
    return "" if hasattr(os, "geteuid") and os.geteuid() == 0 else "sudo "


def missing_libraries_message(libraries: list[str], t: CliText) -> str:
    """One line naming the libraries and, where their packages are known, the apt command.

    >>> line = missing_libraries_message(["libEGL.so.1", "libxcb-cursor.so.0"], CliText("en"))
    >>> line.split("; ")[1]  # doctest: +ELLIPSIS
    'on Debian or Ubuntu install them with: ...apt install libegl1 libxcb-cursor0'
    """
    packages = sorted({DEBIAN_PACKAGES[name] for name in libraries if name in DEBIAN_PACKAGES})
    names = ", ".join(libraries)
    if not packages:
        return t(QT_TRANSLATE_NOOP("Cli", "Qt cannot start: missing system libraries: %1"), names)
    command = f"{_sudo()}apt install {' '.join(packages)}"
    return t(
        QT_TRANSLATE_NOOP(
            "Cli", "Qt cannot start: missing system libraries: %1; on Debian or Ubuntu install them with: %2"
        ),
        names,
        command,
    )


def _module_files(modules: Iterable[str]) -> list[Path]:
    """The extension-module files of PySide6 modules, found without importing them."""
    files = []
    for name in modules:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is not None and spec.origin and Path(spec.origin).is_file():
            files.append(Path(spec.origin))
    return files


def _import_problem(modules: tuple[str, ...], t: CliText, plugins: Iterable[Path] = ()) -> str | None:
    """Import the modules; when one fails, name every library that they and the plugins Qt
    would load next lack, so that one apt line is enough."""
    try:
        for name in modules:
            importlib.import_module(name)
    except ImportError as exc:
        libraries = missing_libraries([*_module_files(modules), *plugins])
        for name in libraries_named_in(exc):
            if name not in libraries:
                libraries.append(name)
        if libraries:
            return missing_libraries_message(libraries, t)
        return t(QT_TRANSLATE_NOOP("Cli", "Qt cannot start: %1"), exc)
    return None


def _plugin_file(platform: str) -> Path | None:
    """The platform plugin Qt would load, looked up where Qt looks (QT_PLUGIN_PATH, then the
    PySide6 package's own Qt/plugins), without importing Qt."""
    name = PLUGIN_FILES.get(platform)
    if name is None:
        return None
    for folder in _platform_folders():
        if (folder / name).is_file():
            return folder / name
    return None


def _platform_folders() -> list[Path]:
    folders = [Path(p) for p in os.environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    try:
        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.submodule_search_locations:
        folders += [Path(p) / "Qt" / "plugins" for p in spec.submodule_search_locations]
    return [folder / "platforms" for folder in folders]


def unknown_platforms(candidates: list[str], environ: Mapping[str, str]) -> list[str] | None:
    """The platforms Qt has here (by their plugins' names) when none of `candidates` is one of
    them, else None: Qt would abort ("no Qt platform plugin could be initialized"). A plugin
    may serve several names (libqwayland.so: wayland, wayland-egl), so a name that begins
    like a plugin's, or a plugin's that begins like it, counts as there; with a plugin folder
    of the player's own, Qt is left to look."""
    if environ.get("QT_QPA_PLATFORM_PLUGIN_PATH"):
        return None
    found = sorted(
        {f.name.removeprefix("libq").partition(".so")[0] for folder in _platform_folders() for f in _files(folder)}
    )
    if not found:
        return None  # a Qt laid out otherwise: let it look
    if any(name.startswith(have) or have.startswith(name) for name in candidates for have in found):
        return None
    return found


def _files(folder: Path) -> list[Path]:
    try:
        return [f for f in folder.iterdir() if f.name.startswith("libq") and ".so" in f.name]
    except OSError:
        return []


def _plugin_problem(plugin: Path, t: CliText) -> str | None:
    """Load the plugin's libraries now (Qt loads them a moment later anyway): a failure here
    is a message, where in Qt it is an abort."""
    try:
        ctypes.CDLL(str(plugin), mode=os.RTLD_LAZY | os.RTLD_LOCAL)
    except OSError as exc:
        libraries = missing_libraries([plugin]) or libraries_named_in(exc)
        if libraries:
            return missing_libraries_message(libraries, t)
        return t(QT_TRANSLATE_NOOP("Cli", "Qt cannot start: %1"), exc)
    return None


def core_problem(lang: str) -> str | None:
    """Why QtCore cannot be loaded here (for translated text without a window), or None."""
    if not sys.platform.startswith("linux"):
        return None
    return _import_problem(("PySide6.QtCore",), CliText(lang))


def gui_problem(lang: str, environ: Mapping[str, str] | None = None) -> str | None:
    """Why the window cannot open here, in one line, or None when Qt should start."""
    if not sys.platform.startswith("linux"):
        return None
    env = os.environ if environ is None else environ
    t = CliText(lang)
    candidates = platform_candidates(env)
    there = unknown_platforms(candidates, env)
    if there is not None:
        return t(
            QT_TRANSLATE_NOOP("Cli", "cannot open the window: Qt has no platform %1 here (it has %2)"),
            ", ".join(candidates),
            ", ".join(there),
        )
    usable = [name for name in candidates if has_display(name, env)]
    if (
        not usable
        and env.get("QT_QPA_PLATFORM", "").strip()
        and any(has_display(name, env) for name in DISPLAY_VARIABLES)
    ):
        # a display is there, but not for the platform asked for ("no display" was untrue)
        return t(
            QT_TRANSLATE_NOOP(
                "Cli",
                "cannot open the window: QT_QPA_PLATFORM=%1 asks for a display that is not set (%2); "
                "unset QT_QPA_PLATFORM to use the one there is",
            ),
            env.get("QT_QPA_PLATFORM", "").strip(),
            " ".join(v for name in candidates for v in DISPLAY_VARIABLES.get(name, ())),
        )
    if not usable:
        return t(
            QT_TRANSLATE_NOOP(
                "Cli",
                "cannot open the window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); "
                "the commands work without one (see '%1')",
            ),
            help_command(env),
        )
    plugins = {platform: _plugin_file(platform) for platform in usable}
    modules = ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
    problem = _import_problem(modules, t, [plugin for plugin in plugins.values() if plugin])
    if problem:
        return problem
    first_problem = None
    for platform, plugin in plugins.items():  # Qt falls back along the list, as here
        if plugin is None:  # a platform without a display server: can it find a screen?
            return screen_problem(platform, env, t, help_command(env))
        problem = _plugin_problem(plugin, t)
        if problem is None and display_answers(platform, env):
            return None
        first_problem = first_problem or problem or _no_answer(platform, env, t)
    return first_problem


def help_command(environ: Mapping[str, str]) -> str:
    """The command that lists the commands, as the player started the program."""
    return f"{launcher(environ)} --help"


def _no_answer(platform: str, environ: Mapping[str, str], t: CliText) -> str:
    variable = DISPLAY_VARIABLES[platform][0]
    if platform == "wayland":
        name, runtime = _wayland_socket(environ)
        if not name.startswith("/") and not runtime:
            return t(
                QT_TRANSLATE_NOOP(
                    "Cli",
                    "cannot open the window: the display WAYLAND_DISPLAY=%1 is looked for in XDG_RUNTIME_DIR, "
                    "which is not set; the commands work without one (see '%2')",
                ),
                name,
                help_command(environ),
            )
    if platform == "xcb" and x_server_refuses(environ.get(variable, "")):
        return t(
            QT_TRANSLATE_NOOP(
                "Cli",
                "cannot open the window: the display %1=%2 refused the connection (may this user use it? "
                "see XAUTHORITY); the commands work without one (see '%3')",
            ),
            variable,
            environ.get(variable, ""),
            help_command(environ),
        )
    return t(
        QT_TRANSLATE_NOOP(
            "Cli",
            "cannot open the window: the display %1=%2 does not answer (is its server running?); "
            "the commands work without one (see '%3')",
        ),
        variable,
        environ.get(variable, ""),
        help_command(environ),
    )
