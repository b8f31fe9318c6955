"""Without a display, or without Qt's system libraries, the program says so in one line and
exits with status 2 (qvoleurs/qt_check.py) instead of a traceback or Qt's abort."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from qvoleurs import qt_check
from qvoleurs.cli_text import CliText

from .desktop import xvfb

ROOT = Path(__file__).resolve().parent.parent
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check runs on Linux only")
PYSIDE = Path(sys.modules["PySide6"].__file__ or "").parent
QXCB = PYSIDE / "Qt" / "plugins" / "platforms" / "libqxcb.so"
needs_qxcb = pytest.mark.skipif(not QXCB.is_file(), reason="PySide6 wheel without the xcb plugin")

# Stands in for a machine without the library: the import of MODULE fails as the dynamic
# loader fails when a library is missing. Then runs the program with the given arguments.
FAILING_IMPORT = """
import sys
module, library, *argv = sys.argv[1:]
class Missing:
    def find_spec(self, name, path=None, target=None):
        if name == module:
            raise ImportError(f"{library}: cannot open shared object file: No such file or directory")
        return None
sys.meta_path.insert(0, Missing())
from qvoleurs.cli import main
sys.exit(main(argv))
"""


def _environment(**changes: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update({"LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8", "XDG_SESSION_TYPE": "tty"})
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def _qvoleurs(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "qvoleurs.cli", *args], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT
    )


def _without(module: str, library: str, args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """The program run with `args` on a machine where importing `module` fails for want of `library`."""
    return subprocess.run(
        [sys.executable, "-c", FAILING_IMPORT, module, library, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )


def _one_line_exit_2(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("qvoleurs: "), result.stderr
    return lines[0]


# --- no display -----------------------------------------------------------------------------


@linux_only
@pytest.mark.parametrize(
    "changes",
    [{}, {"QT_QPA_PLATFORM": "xcb"}, {"XDG_SESSION_TYPE": "wayland"}, {"QT_QPA_PLATFORM": "wayland;xcb"}],
    ids=["default", "xcb", "wayland-session", "wayland-then-xcb"],
)
def test_the_window_without_a_display_is_one_line_and_exit_2(changes: dict[str, str]) -> None:
    line = _one_line_exit_2(_qvoleurs([], _environment(**changes)))
    assert "no display" in line and "DISPLAY" in line and "qvoleurs --help" in line


@linux_only
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_platform_asked_for_without_its_display_is_named_not_no_display(lang: str) -> None:
    """QT_QPA_PLATFORM=wayland with an X display there (and no Wayland one) said "no display
    (neither DISPLAY nor WAYLAND_DISPLAY is set)", which was untrue."""
    env = {"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":91"}
    line = qt_check.gui_problem(lang, env)
    assert line is not None and "QT_QPA_PLATFORM=wayland" in line and "WAYLAND_DISPLAY" in line
    assert ("no display" if lang == "en" else "kein Bildschirm") not in line


@linux_only
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_started_by_run_the_no_display_line_names_run(lang: str) -> None:
    """A checkout's ./run has no `qvoleurs` on the PATH to ask for help."""
    line = qt_check.gui_problem(lang, {"QVOLEURS_LAUNCHER": "./run"})
    assert line is not None and "'./run --help'" in line and "qvoleurs --help" not in line


@linux_only
def test_the_no_display_line_speaks_the_players_language() -> None:
    line = _one_line_exit_2(_qvoleurs([], _environment(LANG="de_DE.UTF-8")))
    assert "kein Bildschirm" in line


@linux_only
def test_a_display_of_either_kind_or_a_platform_without_one_is_not_refused() -> None:
    for env in ({"DISPLAY": ":5"}, {"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}):
        assert [p for p in qt_check.platform_candidates(env) if qt_check.has_display(p, env)]
    for platform in ("offscreen", "minimal", "vnc:size=640x480", "eglfs", "linuxfb"):
        env = {"QT_QPA_PLATFORM": platform}
        assert all(qt_check.has_display(p, env) for p in qt_check.platform_candidates(env))
    # only wayland asked for, only an X display there: Qt would not fall back
    env = {"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}
    assert not [p for p in qt_check.platform_candidates(env) if qt_check.has_display(p, env)]


def _silent_display() -> str:
    """An X display number that nothing answers on this machine (no socket, no lock)."""
    for number in range(4242, 4342):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    pytest.skip("no free display number")


@linux_only
@needs_qxcb
@pytest.mark.parametrize("lang, words", [("C.UTF-8", "does not answer"), ("de_DE.UTF-8", "antwortet nicht")])
def test_a_display_that_does_not_answer_is_one_line_and_exit_2(lang: str, words: str) -> None:
    """DISPLAY set, but no X server behind it (gone, or a wrong number): Qt would abort with
    a core dump and a hint about a library that is installed."""
    display = _silent_display()
    line = _one_line_exit_2(_qvoleurs([], _environment(DISPLAY=display, LANG=lang)))
    assert words in line and f"DISPLAY={display}" in line and "qvoleurs --help" in line


@linux_only
def test_a_wayland_display_alone_is_tried_as_qt_tries_it(tmp_path: Path) -> None:
    """WAYLAND_DISPLAY set, no DISPLAY, no Wayland session type: Qt 6 tries wayland first,
    yet the start said "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)"."""
    env = _environment(WAYLAND_DISPLAY="wayland-9", XDG_RUNTIME_DIR=str(tmp_path), XDG_SESSION_TYPE=None)
    line = _one_line_exit_2(_qvoleurs([], env))
    assert "does not answer" in line and "WAYLAND_DISPLAY=wayland-9" in line and "no display" not in line


@linux_only
@pytest.mark.parametrize("lang, words", [("C.UTF-8", "is looked for in XDG_RUNTIME_DIR"), ("de_DE.UTF-8", "gesucht")])
def test_a_wayland_display_without_its_runtime_folder_is_one_line_and_exit_2(lang: str, words: str) -> None:
    """WAYLAND_DISPLAY=wayland-9 with XDG_RUNTIME_DIR unset (su, a bare chroot): libwayland
    finds such a name only in that folder, and Qt aborted (status 134) with its own lines."""
    env = _environment(WAYLAND_DISPLAY="wayland-9", XDG_RUNTIME_DIR=None, XDG_SESSION_TYPE=None, LANG=lang)
    line = _one_line_exit_2(_qvoleurs([], env))
    assert words in line and "wayland-9" in line and "XDG_RUNTIME_DIR" in line
    assert not qt_check.display_answers("wayland", {"WAYLAND_DISPLAY": "wayland-9"})


@linux_only
def test_a_wayland_display_answers_only_while_its_socket_listens(tmp_path: Path) -> None:
    env = {"WAYLAND_DISPLAY": "wayland-7", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert not qt_check.display_answers("wayland", env)  # no socket
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(tmp_path / "wayland-7"))
        server.listen(1)
        assert qt_check.display_answers("wayland", env)
        # a wayland display that does not answer, with X beside it: Qt falls back to X
        both = {**env, "XDG_SESSION_TYPE": "wayland", "DISPLAY": _silent_display()}
        assert qt_check.display_answers("wayland", both) and not qt_check.display_answers("xcb", both)
    assert not qt_check.display_answers("wayland", env)  # the server is gone: a socket file, no listener
    (tmp_path / "wayland-7").unlink()
    os.mkfifo(tmp_path / "wayland-7")  # something else in its place: no answer, and no hang
    assert not qt_check.display_answers("wayland", env)
    assert qt_check.display_answers("offscreen", {})


@linux_only
@needs_qxcb
def test_a_running_x_server_answers() -> None:
    with xvfb() as display:
        ours = Path(f"/tmp/.X11-unix/X{display[1:]}").stat().st_ino
        assert qt_check.display_answers("xcb", {"DISPLAY": display})
        # Xvfb with no client left resets and refuses connections meanwhile: the check's
        # connection stays open until Qt has its own
        assert qt_check.gui_problem("en", {"DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}) is None
    answers = qt_check.display_answers("xcb", {"DISPLAY": display})
    # another X server started meanwhile (a second suite on the machine) may take the free number
    taken = _socket_inode(display) not in (None, ours)
    assert not answers or taken  # gone with its server


def _socket_inode(display: str) -> int | None:
    try:
        return Path(f"/tmp/.X11-unix/X{display[1:]}").stat().st_ino
    except FileNotFoundError:
        return None


def _cookie_file(path: Path, cookie: bytes) -> Path:
    """An X authority file with one MIT-MAGIC-COOKIE-1 for any host and display."""

    def field(data: bytes) -> bytes:
        return len(data).to_bytes(2, "big") + data

    path.write_bytes(
        (0xFFFF).to_bytes(2, "big") + field(b"") + field(b"") + field(b"MIT-MAGIC-COOKIE-1") + field(cookie)
    )
    return path


@linux_only
@needs_qxcb
def test_an_x_server_that_refuses_the_user_is_told_as_such_in_one_line(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    server_auth = _cookie_file(tmp_path / "server", bytes(range(16)))
    wrong = _cookie_file(tmp_path / "wrong", bytes(16))
    with xvfb("-auth", str(server_auth)) as display:
        capfd.readouterr()
        env = {"DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "XAUTHORITY": str(wrong)}
        monkeypatch.setenv("XAUTHORITY", str(wrong))  # libxcb reads it from the process's environment
        problem = qt_check.gui_problem("en", env)
        assert problem == (
            f"cannot open the window: the display DISPLAY={display} refused the connection (may this user use"
            " it? see XAUTHORITY); the commands work without one (see 'qvoleurs --help')"
        )
        assert capfd.readouterr().err == ""  # libxcb's own line ("Invalid MIT-MAGIC-COOKIE-1 key") is not shown
    assert not qt_check.x_server_refuses(display)  # gone: it does not answer at all


# --- missing system libraries ---------------------------------------------------------------


@linux_only
def test_the_window_without_libegl_names_the_package_and_the_apt_line() -> None:
    env = _environment(DISPLAY=":99")
    result = _without("PySide6.QtGui", "libEGL.so.1", [], env)
    line = _one_line_exit_2(result)
    assert "libEGL.so.1" in line
    assert re.search(r"(sudo )?apt install libegl1$", line), line


@linux_only
def test_describe_in_another_language_without_libglib_is_one_line_and_exit_2() -> None:
    args = ["describe", "FT1-N-AAAAAAV", "--lang", "nl"]
    result = _without("PySide6.QtCore", "libglib-2.0.so.0", args, _environment())
    line = _one_line_exit_2(result)
    assert "systeembibliotheken" in line and line.endswith("apt install libglib2.0-0")


def _plugin_needing(tmp_path: Path, renamed: str) -> Path:
    """A copy of the real xcb plugin whose NEEDED entry for libxcb-cursor names a library
    no system has (same length, so the ELF stays valid): the dynamic loader cannot find it."""
    data = QXCB.read_bytes()
    assert data.count(b"libxcb-cursor.so.0\x00") == 1
    plugin = tmp_path / "platforms" / "libqxcb.so"
    plugin.parent.mkdir()
    plugin.write_bytes(data.replace(b"libxcb-cursor.so.0\x00", renamed.encode() + b"\x00"))
    return plugin


@linux_only
@needs_qxcb
def test_a_plugin_whose_library_is_missing_is_reported_by_ldd_with_its_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if shutil.which("ldd") is None:
        pytest.skip("no ldd")
    plugin = _plugin_needing(tmp_path, "libxcb-cursXr.so.0")
    assert "libxcb-cursXr.so.0" in qt_check.missing_libraries([plugin])
    assert qt_check.missing_libraries([QXCB]) == []  # this machine has what the real plugin needs

    # as the GUI start sees it: the plugin cannot be loaded, so one line instead of Qt's abort
    monkeypatch.setitem(qt_check.DEBIAN_PACKAGES, "libxcb-cursXr.so.0", "libxcb-cursor0")
    monkeypatch.setenv("QT_PLUGIN_PATH", str(tmp_path))
    problem = qt_check.gui_problem("en", {"DISPLAY": ":99", "QT_QPA_PLATFORM": "xcb"})
    assert problem is not None and "libxcb-cursXr.so.0" in problem
    assert problem.endswith("apt install libxcb-cursor0")


@linux_only
@needs_qxcb
def test_one_apt_line_covers_the_modules_and_the_platform_plugin(tmp_path: Path) -> None:
    """When QtGui cannot load, the platform plugin's missing libraries are named too, so the
    one printed line is enough (else the plugin's would come only after it was run)."""
    import ctypes.util

    if ctypes.util.find_library("gtk-3") is not None or shutil.which("ldd") is None:
        pytest.skip("needs a machine without GTK 3, and ldd")
    data = QXCB.read_bytes()
    plugin = tmp_path / "platforms" / "libqxcb.so"
    plugin.parent.mkdir()
    # a NEEDED entry for a library this machine lacks (NUL-padded to the old name's length)
    plugin.write_bytes(data.replace(b"libxcb-cursor.so.0\x00", b"libgtk-3.so.0".ljust(19, b"\x00")))
    env = _environment(DISPLAY=":99", QT_PLUGIN_PATH=str(tmp_path))
    result = _without("PySide6.QtGui", "libEGL.so.1", [], env)
    line = _one_line_exit_2(result)
    assert "libgtk-3.so.0" in line and line.endswith("apt install libegl1 libgtk-3-0"), line


@linux_only
@needs_qxcb
def test_the_real_plugin_loads_and_the_gui_start_is_not_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(qt_check, "_x_server_answers", lambda display: display == ":99")  # a desktop there
    assert qt_check.gui_problem("en", {"DISPLAY": ":99", "QT_QPA_PLATFORM": "xcb"}) is None
    assert qt_check.core_problem("de") is None


def test_the_message_names_unknown_libraries_without_an_apt_line() -> None:
    message = qt_check.missing_libraries_message(["libnothing.so.7"], CliText("en"))
    assert "libnothing.so.7" in message and "apt" not in message


def test_bootstrap_installs_every_package_the_check_can_name_for_the_wheels_libraries() -> None:
    """scripts/bootstrap.sh's list holds the package of every system library that QtCore,
    QtGui, QtWidgets, QtSvg and the xcb and wayland plugins load (except those every Debian
    has): a fresh Debian lacked libwayland-cursor0, and WAYLAND_DISPLAY alone met "missing
    system libraries" where Qt would have opened the window on Wayland."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from elf_needs import GLIBC_SONAMES, read_needs
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    text = (ROOT / "scripts" / "bootstrap.sh").read_text(encoding="utf-8")
    listed = set(re.search(r"^apt_run=\(\n(.*?)^\)", text, re.MULTILINE | re.DOTALL)[1].split())  # type: ignore[index]
    carried = {p.name: p for folder in (PYSIDE, PYSIDE.parent / "shiboken6") for p in folder.rglob("*.so*")}
    todo = [PYSIDE / f"{name}.abi3.so" for name in ("QtCore", "QtGui", "QtWidgets", "QtSvg")]
    todo += [plugin for plugin in (QXCB, QXCB.with_name("libqwayland.so")) if plugin.is_file()]
    seen: set[str] = set()
    needed: set[str] = set()
    while todo:
        for name in read_needs(todo.pop()).libraries:
            if name in seen or name in GLIBC_SONAMES:
                continue
            seen.add(name)
            if name in carried:
                todo.append(carried[name])
            else:
                assert name in qt_check.DEBIAN_PACKAGES, f"no package known for {name}"
                needed.add(qt_check.DEBIAN_PACKAGES[name])
    in_every_debian = {"libgcc-s1", "libstdc++6", "zlib1g", "libzstd1"}
    assert needed - in_every_debian <= listed, sorted(needed - in_every_debian - listed)


@linux_only
@pytest.mark.parametrize(("args", "changes"), [(["-platform", "nosuch"], {}), ([], {"QT_QPA_PLATFORM": "nosuch"})])
def test_a_platform_qt_does_not_have_is_one_line_in_the_language_not_an_abort(
    args: list[str], changes: dict[str, str]
) -> None:
    """Qt aborted (exit 134, "no Qt platform plugin could be initialized", in English) for a
    platform it does not have, by its option or by QT_QPA_PLATFORM."""
    line = _one_line_exit_2(_qvoleurs(args, _environment(LANG="de_DE.UTF-8", DISPLAY=":0", **changes)))
    assert "nosuch" in line and "offscreen" in line and line.startswith("qvoleurs: das Fenster kann nicht")


@linux_only
def test_platforms_qt_has_or_may_find_are_left_to_it() -> None:
    for asked in ("offscreen", "xcb", "wayland-egl", "vnc:size=640x480", "nosuch;offscreen"):
        assert qt_check.unknown_platforms(qt_check.platform_candidates({"QT_QPA_PLATFORM": asked}), {}) is None
    there = qt_check.unknown_platforms(["nosuch"], {})
    assert there is not None and "offscreen" in there and "xcb" in there
    assert qt_check.unknown_platforms(["nosuch"], {"QT_QPA_PLATFORM_PLUGIN_PATH": "/opt/plugins"}) is None
