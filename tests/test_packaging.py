"""Packaging: desktop entry, AppStream metainfo, icons, the .deb layout, and (when PyInstaller
is installed) a real .deb built, unpacked and run with packaging/build-deb + packaging/test-deb."""

from __future__ import annotations

import ast
import configparser
import gzip
import importlib
import itertools
import os
import re
import shutil
import socket
import stat
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
import zipimport
import zlib
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer

from qvoleurs import APP_ID, __version__
from qvoleurs.cli import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "resources" / "icons"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packaging")


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (Debian: add its package to QVOLEURS_EXTRA_APT)")
    return path


@pytest.fixture
def packaging_module(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Import a script from packaging/ (they import each other as top-level modules)."""
    monkeypatch.syspath_prepend(str(PACKAGING))

    def load(name: str) -> ModuleType:
        return importlib.import_module(name)

    yield load
    for name in ("deb_tree", "elf_needs", "elf_runpath", "build_version", "rthook_archive"):
        sys.modules.pop(name, None)


# --- desktop entry -------------------------------------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run([_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_desktop_entry_names_the_app_id_icon_and_a_card_game_category() -> None:
    entry = _desktop_entry()
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "qvoleurs"  # no command opens the window
    assert {"Game", "CardGame"} <= set(entry["Categories"].rstrip(";").split(";"))
    assert entry["Terminal"] == "false"


@pytest.mark.usefixtures("program_identity")
def test_desktop_entry_names_the_window_class_the_program_gives(qapp: object) -> None:
    """A dock that goes by the X11 window class (not the app id Qt also sets) showed the window
    apart from its menu entry: the window's class is the application's name, as it starts."""
    from PySide6.QtWidgets import QApplication

    from qvoleurs.ui.app import make_application

    make_application([])
    assert _desktop_entry()["StartupWMClass"] == QApplication.applicationName() == "qvoleurs"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_desktop_entry_speaks_every_app_language(lang: str) -> None:
    entry = _desktop_entry()
    for key in ("GenericName", "Comment", "Keywords"):
        assert entry.get(f"{key}[{lang}]", "").strip(), f"{key}[{lang}] missing"


# --- AppStream metainfo --------------------------------------------------------------------


def test_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_identity_matches_the_desktop_entry_and_the_version() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    # Debian 12's appstream 0.16 ignores <developer>: a software centre there shows <developer_name>
    assert component.findtext("developer_name") == component.findtext("developer/name") is not None
    newest = component.find("releases/release")
    assert newest is not None and newest.get("version") == __version__, "add a <release> for the new version"
    image = component.find("screenshots/screenshot/image")
    assert image is not None and image.text is not None
    assert image.text.startswith("https://") and image.text.endswith("/docs/screenshot.png")
    screenshot = ROOT / "docs" / "screenshot.png"
    if screenshot.is_file():  # the declared size is the committed screenshot's
        width, height = struct.unpack(">II", screenshot.read_bytes()[16:24])
        assert (image.get("width"), image.get("height")) == (str(width), str(height))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_metainfo_has_name_summary_and_description_in(lang: str) -> None:
    component = ET.parse(METAINFO).getroot()
    for path in ("name", "summary", "description/p", "description/ul/li"):
        localized = [e for e in component.findall(path) if e.get(XML_LANG) == lang]
        assert localized and all((e.text or "").strip() for e in localized), f"no {path} in {lang}"
    english_items = [e for e in component.findall("description/ul/li") if e.get(XML_LANG) is None]
    assert len([e for e in component.findall("description/ul/li") if e.get(XML_LANG) == lang]) == len(english_items)


# --- icons ---------------------------------------------------------------------------------


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_hicolor_png_has_its_size_and_a_transparent_rounded_corner(size: int) -> None:
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    data = path.read_bytes()
    width, height, _depth, colour_type = struct.unpack(">IIBB", data[16:26])
    assert (width, height, colour_type) == (size, size, 6)  # RGBA
    image = QImage(str(path))
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_svg_icon_renders_and_the_app_ships_the_same_file() -> None:
    svg = ICONS / f"{APP_ID}.svg"
    renderer = QSvgRenderer(str(svg))
    assert renderer.isValid() and renderer.defaultSize() == QSize(128, 128)
    assert (ROOT / "qvoleurs" / "data" / "icon.svg").read_bytes() == svg.read_bytes(), (
        "run packaging/render_icons.py after editing the SVG"
    )


@pytest.mark.parametrize(("name", "count"), [("windows/qvoleurs.ico", 7), ("macos/qvoleurs.icns", 11)])
def test_windows_and_macos_icons_hold_every_size(name: str, count: int) -> None:
    reader = QImageReader(str(PACKAGING / name))
    assert reader.canRead(), reader.errorString()
    assert reader.imageCount() == count
    sizes = set()
    for index in range(count):
        reader.jumpToImage(index)
        sizes.add(reader.read().width())
    assert {16, 32, 256} <= sizes


# --- the PyInstaller spec ------------------------------------------------------------------


def test_spec_keeps_qt_translations_for_every_app_language_and_reads_the_version(packaging_module) -> None:  # type: ignore[no-untyped-def]
    tree = ast.parse((PACKAGING / "qvoleurs.spec").read_text(encoding="utf-8"))
    values = {
        target.id: node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    assert ast.literal_eval(values["LANGUAGES"]) == tuple(TRANSLATED)
    assert ast.literal_eval(values["APP_ID"]) == APP_ID
    # the version the spec writes into Info.plist and the Windows version resource
    assert ast.unparse(values["VERSION"]) == "release(ROOT)"
    assert packaging_module("build_version").release(ROOT) == __version__


# --- the run-time hooks --------------------------------------------------------------------


def _pyz(path: Path, modules: dict[str, str]) -> Path:
    """A real PYZ archive as PyInstaller writes it into the program, of modules given as source."""
    from PyInstaller.archive.writers import ZlibArchiveWriter

    sources = path.with_name(f"{path.name}-sources")
    sources.mkdir()
    entries, code = [], {}
    for name, text in modules.items():
        (sources / f"{name}.py").write_text(text)
        entries.append((name, str(sources / f"{name}.py"), "PYMODULE"))
        code[name] = compile(text, f"{name}.py", "exec")
    ZlibArchiveWriter(str(path), entries, code)
    return path


@linux_only
def test_modules_still_load_after_an_upgrade_renames_a_new_program_over_the_running_one(  # type: ignore[no-untyped-def]
    packaging_module, tmp_path: Path
) -> None:
    """apt renames the new version's file over the program: PyInstaller's reader then read
    modules imported later (the dialogs) from the new file at the old one's offsets."""
    pytest.importorskip("PyInstaller")
    from PyInstaller.loader.pyimod01_archive import ZlibArchiveReader

    program = _pyz(tmp_path / "qvoleurs", {"dialog": "WORDS = 'old'\n"})
    pinned, unpinned = ZlibArchiveReader(str(program)), ZlibArchiveReader(str(program))
    assert packaging_module("rthook_archive").pin_archive(pinned) is not None
    newer = _pyz(tmp_path / "qvoleurs.dpkg-new", {"about": "WORDS = 'new'\n" * 50, "dialog": "WORDS = 'new'\n"})
    os.replace(newer, program)

    namespace: dict[str, object] = {}
    exec(pinned.extract("dialog"), namespace)
    assert namespace["WORDS"] == "old"
    with pytest.raises(zlib.error):  # what the game met without the hook
        unpinned.extract("dialog")


def _zip(path: Path, modules: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in modules.items():
            archive.writestr(f"{name}.py", text)
    return path


@linux_only
def test_standard_modules_still_load_from_base_library_zip_after_an_upgrade(packaging_module, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The bundle's base_library.zip (traceback, heapq, locale, ...) is replaced by the same rename."""
    internal = tmp_path / "_internal"
    internal.mkdir()
    library = _zip(internal / "base_library.zip", {"abc": "X = 1\n", "heapq": "WORDS = 'old'\n"})
    importers = {str(library): zipimport.zipimporter(str(library)), "elsewhere": object()}
    unpinned = zipimport.zipimporter(str(library))
    held = packaging_module("rthook_archive").pin_zip_importers(importers, str(internal))
    assert list(held) == [str(library)]
    _zip(tmp_path / "new.zip", {"abc": "X = 1\n" * 50, "heapq": "WORDS = 'new'\n"})  # another Python's
    os.replace(tmp_path / "new.zip", library)

    namespace: dict[str, object] = {}
    exec(importers[str(library)].get_code("heapq"), namespace)  # type: ignore[attr-defined]
    assert namespace["WORDS"] == "old"
    with pytest.raises(zipimport.ZipImportError):  # what the game met without the hook
        unpinned.get_code("heapq")


@linux_only
def test_the_archive_hook_leaves_a_reader_it_does_not_know_as_it_was(packaging_module, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    hook = packaging_module("rthook_archive")
    assert hook.pin_archive(None) is None  # another PyInstaller: no pyz_archive
    gone = type("Reader", (), {"_filename": str(tmp_path / "gone")})()
    assert hook.pin_archive(gone) is None and gone._filename == str(tmp_path / "gone")
    elsewhere = zipimport.zipimporter(str(_zip(tmp_path / "elsewhere.zip", {"m": ""})))
    assert hook.pin_zip_importers({"x": elsewhere}, str(tmp_path / "_internal")) == {}
    assert elsewhere.archive == str(tmp_path / "elsewhere.zip")


# --- the .deb tree -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pep440", "debian"),
    [("0.1.0", "0.1.0"), ("1.0rc2", "1.0~rc2"), ("1.0.dev4", "1.0~dev4"), ("1.0.post1", "1.0+post1")],
)
def test_debian_version_sorts_pre_releases_first(packaging_module, pep440: str, debian: str) -> None:  # type: ignore[no-untyped-def]
    assert packaging_module("deb_tree").debian_version(pep440) == debian


def _git(checkout: Path, *args: str) -> str:
    command = ["git", "-C", str(checkout), "-c", "user.name=Q", "-c", "user.email=q@example.org", *args]
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip()


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_build_of_a_git_checkout_is_a_snapshot_above_the_release_and_every_earlier_one(  # type: ignore[no-untyped-def]
    packaging_module, tmp_path: Path
) -> None:
    """Every build said 0.1.0: apt unpacked "0.1.0 over 0.1.0", a downgrade went unnoticed and
    a bug report could not name its build."""
    build_version = packaging_module("build_version").build_version
    debian_version = packaging_module("deb_tree").debian_version
    checkout = tmp_path / "qvoleurs-0.1.0"
    (checkout / "qvoleurs").mkdir(parents=True)
    (checkout / "qvoleurs" / "__init__.py").write_text('__version__ = "0.1.0"\n')
    assert build_version(checkout) == "0.1.0"  # a tarball: no git
    _git(checkout, "init", "-q")
    _git(checkout, "commit", "-q", "--allow-empty", "-m", "release")
    _git(checkout, "tag", "v0.1.0")
    versions = [build_version(checkout)]  # the release's own commit
    for n in range(2, 12):  # up to 11 commits: git10 must sort after git9
        _git(checkout, "commit", "-q", "--allow-empty", "-m", f"change {n}")
        versions.append(build_version(checkout))
        assert versions[-1] == f"0.1.0+git{n}.{_git(checkout, 'rev-parse', 'HEAD')[:8]}"
        assert build_version(checkout) == versions[-1]  # the same commit, the same version
    assert versions[0] == "0.1.0"
    dpkg = shutil.which("dpkg")
    if dpkg is None:
        return
    for older, newer in [*itertools.pairwise(versions), ("0.1.0+git700.abc", "0.1.0+git701.def")]:
        for a, relation, b in ((older, "lt", newer), (newer, "gt", older)):
            compared = subprocess.run([dpkg, "--compare-versions", debian_version(a), relation, debian_version(b)])
            assert compared.returncode == 0, (a, relation, b)


QXCB = Path(sys.modules["PySide6"].__file__ or "").parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
needs_qxcb = pytest.mark.skipif(not QXCB.is_file(), reason="PySide6 wheel without the xcb plugin")


@linux_only
@needs_qxcb
def test_elf_needs_reads_libraries_and_glibc_versions(packaging_module, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    elf_needs = packaging_module("elf_needs")
    needs = elf_needs.read_needs(QXCB)
    assert {"libxcb.so.1", "libQt6Gui.so.6", "libc.so.6"} <= set(needs.libraries)
    assert needs.glibc_versions and all(v[0] == 2 for v in needs.glibc_versions)
    text = tmp_path / "not-elf"
    text.write_text("#!/bin/sh\n")
    assert not elf_needs.is_elf(text)
    with pytest.raises(ValueError):
        elf_needs.read_needs(text)


@linux_only
def test_search_paths_into_the_build_machine_are_taken_out_of_an_elf_file(packaging_module, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """pyenv's Python gave 42 files of the bundle RUNPATH /root/.pyenv/...: only $ORIGIN stays."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        pytest.skip("no C compiler")
    elf_runpath = packaging_module("elf_runpath")
    (tmp_path / "main.c").write_text("int main(void) { return 0; }\n")
    cases = {  # the linker's options -> the search paths left
        "foreign": (["-Wl,-rpath,/root/.pyenv/versions/3.11.7/lib"], []),
        "mixed": (
            ["-Wl,--disable-new-dtags", "-Wl,-rpath,$ORIGIN/../lib:/some/where:${ORIGIN}"],
            ["$ORIGIN/../lib:${ORIGIN}"],
        ),
        "own": (["-Wl,-rpath,$ORIGIN/lib"], ["$ORIGIN/lib"]),
    }
    for name, (options, left) in cases.items():
        program = tmp_path / name
        subprocess.run([compiler, "-o", str(program), str(tmp_path / "main.c"), *options], check=True)
        before = elf_runpath.search_paths(program)
        assert elf_runpath.keep_origin_only(program) == (before != left), name
        assert elf_runpath.search_paths(program) == left, name
        assert subprocess.run([str(program)]).returncode == 0, f"{name}: the loader refuses it"
        if shutil.which("readelf"):  # binutils' own reading agrees
            dynamic = subprocess.run(["readelf", "-d", str(program)], capture_output=True, text=True).stdout
            assert "pyenv" not in dynamic and "/some/where" not in dynamic, dynamic
            assert ("(RPATH)" in dynamic) == (name == "mixed") and ("(RUNPATH)" in dynamic) == (name == "own")

    # a name the linker stored as the list's tail would be overwritten by the shorter list: refused
    shared = tmp_path / "shared"
    subprocess.run([compiler, "-o", str(shared), str(tmp_path / "main.c"), "-Wl,-rpath,$ORIGIN:/x"], check=True)
    data = bytearray(shared.read_bytes())
    offset, count, _strtab = elf_runpath._dynamic(data, elf_runpath._sections(data, shared))
    entries = [struct.unpack_from("<qQ", data, offset + 16 * i) for i in range(count)]
    runpath = next(value for tag, value in entries if tag == elf_runpath.DT_RUNPATH)
    needed = next(i for i, (tag, _) in enumerate(entries) if tag == 1)  # DT_NEEDED
    struct.pack_into("<qQ", data, offset + 16 * needed, 1, runpath + 2)  # "RIGIN:/x"
    shared.write_bytes(data)
    with pytest.raises(ValueError, match="shares its bytes"):
        elf_runpath.keep_origin_only(shared)


def _fake_bundle(path: Path, version: str, carried: tuple[str, ...]) -> Path:
    """A stand-in for PyInstaller's output: a program that prints a version, the real xcb plugin,
    and empty files named like the libraries a real bundle would carry."""
    internal = path / "_internal"
    internal.mkdir(parents=True)
    program = path / "qvoleurs"
    program.write_text(f"#!/bin/sh\necho 'qvoleurs {version}'\n")
    program.chmod(0o755)
    shutil.copyfile(QXCB, internal / "libqxcb.so")
    (internal / "libqxcb.so").chmod(0o755)  # as PyInstaller leaves many libraries
    for name in carried:
        (internal / name).write_bytes(b"")
    return path


CARRIED = ("libQt6XcbQpa.so.6", "libQt6Gui.so.6", "libQt6Core.so.6", "libstdc++.so.6", "libgcc_s.so.1")


def _deb_tree(bundle: Path, root: Path, version: str = __version__) -> subprocess.CompletedProcess[str]:
    options = ["--arch", "amd64", "--package-version", version]
    return subprocess.run(
        [sys.executable, str(PACKAGING / "deb_tree.py"), str(bundle), str(root), *options],
        capture_output=True,
        text=True,
    )


@linux_only
@needs_qxcb
def test_deb_tree_lays_out_usr_lib_games_launcher_metadata_and_control(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path / "bundle", __version__, CARRIED)
    root = tmp_path / "root"
    result = _deb_tree(bundle, root)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"qvoleurs_{__version__}_amd64.deb"

    # the bundle in a private folder, the launcher where Debian puts games; nothing under /opt
    assert os.readlink(root / "usr/games/qvoleurs") == "../lib/qvoleurs/qvoleurs"
    assert (root / "usr/games" / os.readlink(root / "usr/games/qvoleurs")).resolve() == (
        root / "usr/lib/qvoleurs/qvoleurs"
    ).resolve()
    assert not (root / "opt").exists() and not (root / "usr/bin").exists()
    assert stat.S_IMODE((root / "usr/lib/qvoleurs/qvoleurs").stat().st_mode) == 0o755
    share = root / "usr/share"
    assert (share / "applications" / DESKTOP.name).read_bytes() == DESKTOP.read_bytes()
    assert (share / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    assert (share / f"icons/hicolor/scalable/apps/{APP_ID}.svg").is_file()
    for size in HICOLOR_SIZES:
        icon = share / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        assert stat.S_IMODE(icon.stat().st_mode) == 0o644
    copyright_file = (share / "doc/qvoleurs/copyright").read_text()
    assert "/usr/share/common-licenses/GPL-3" in copyright_file and "/opt" not in copyright_file
    man = gzip.decompress((share / "man/man6/qvoleurs.6.gz").read_bytes()).decode()
    assert man.startswith(".TH QVOLEURS 6 ")
    overrides = (share / "lintian/overrides/qvoleurs").read_text()
    assert "hardening-no-pie" in overrides
    # lintian takes pyexpat's messages in libpython for a copy of expat (an error on Debian 12)
    assert "qvoleurs: embedded-library expat [usr/lib/qvoleurs/_internal/libpython3*]" in overrides
    changelog = gzip.decompress((share / "doc/qvoleurs/changelog.gz").read_bytes()).decode()
    assert changelog.startswith(f"qvoleurs ({__version__}) unstable; urgency=medium\n")
    # shared libraries are not executable; the program is
    assert stat.S_IMODE((root / "usr/lib/qvoleurs/_internal/libqxcb.so").stat().st_mode) == 0o644

    control = dict(line.split(": ", 1) for line in (root / "DEBIAN/control").read_text().splitlines() if ": " in line)
    assert control["Package"] == "qvoleurs" and control["Version"] == __version__
    depends = control["Depends"].split(", ")
    # what the xcb plugin needs and the bundle does not carry, and nothing it does carry
    assert {"libxcb1", "libgl1", "libxkbcommon0", "libxcb-cursor0", "fontconfig-config"} <= set(depends)
    assert "libstdc++6" not in depends and not any(d.startswith("libqt6") for d in depends)
    assert depends[0].startswith("libc6 (>= 2.")
    assert int(control["Installed-Size"]) > 0


@linux_only
@needs_qxcb
def test_deb_tree_refuses_a_stale_bundle_and_unknown_libraries(tmp_path: Path) -> None:
    stale = _fake_bundle(tmp_path / "stale", "0.0.0-old", CARRIED)
    result = _deb_tree(stale, tmp_path / "root1")
    assert result.returncode == 1 and "rebuild" in result.stderr
    assert not (tmp_path / "root1").exists()

    lacking = _fake_bundle(tmp_path / "lacking", __version__, CARRIED[1:])
    result = _deb_tree(lacking, tmp_path / "root2")
    assert result.returncode == 1 and "libQt6XcbQpa.so.6" in result.stderr
    assert "Traceback" not in result.stderr


@linux_only
@needs_qxcb
def test_a_snapshot_package_says_its_version_in_control_file_name_changelog_and_manual(tmp_path: Path) -> None:
    snapshot = f"{__version__}+git702.bbc479d1"
    bundle = _fake_bundle(tmp_path / "bundle", snapshot, CARRIED)
    root = tmp_path / "root"
    result = _deb_tree(bundle, root, snapshot)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"qvoleurs_{snapshot}_amd64.deb"
    assert f"Version: {snapshot}\n" in (root / "DEBIAN/control").read_text()
    changelog = gzip.decompress((root / "usr/share/doc/qvoleurs/changelog.gz").read_bytes()).decode()
    assert changelog.startswith(f"qvoleurs ({snapshot}) unstable; urgency=medium\n\n  * Snapshot of the source")
    assert f"\nqvoleurs ({__version__}) unstable" in changelog  # the release's entry follows
    if shutil.which("dpkg-parsechangelog"):
        (tmp_path / "changelog").write_text(changelog)
        parsed = subprocess.run(
            ["dpkg-parsechangelog", "-l", str(tmp_path / "changelog"), "--show-field", "Version"],
            capture_output=True,
            text=True,
        )
        assert parsed.stdout.strip() == snapshot, parsed.stderr
    man = gzip.decompress((root / "usr/share/man/man6/qvoleurs.6.gz").read_bytes()).decode()
    assert f'"qvoleurs {snapshot}"' in man.splitlines()[0]

    # a snapshot of another release, or a bundle of another build, is refused
    other = _deb_tree(bundle, tmp_path / "root2", "9.9.9+git1.abcdef12")
    assert other.returncode == 1 and "no build of release" in other.stderr
    stale = _deb_tree(bundle, tmp_path / "root3", f"{__version__}+git703.0123abcd")
    assert stale.returncode == 1 and "rebuild" in stale.stderr


@linux_only
@needs_qxcb
def test_dpkg_deb_builds_the_tree_with_the_version_from_the_package(tmp_path: Path) -> None:
    dpkg_deb = _tool("dpkg-deb")
    bundle = _fake_bundle(tmp_path / "bundle", __version__, CARRIED)
    assert _deb_tree(bundle, tmp_path / "root").returncode == 0
    deb = tmp_path / "out.deb"
    subprocess.run(
        [dpkg_deb, "--root-owner-group", "-Zxz", "--build", str(tmp_path / "root"), str(deb)],
        check=True,
        capture_output=True,
    )
    version = subprocess.run([dpkg_deb, "-f", str(deb), "Version"], capture_output=True, text=True, check=True)
    assert version.stdout.strip() == __version__


@linux_only
@pytest.mark.slow
def test_the_solver_s_core_builds_the_same_bytes_in_any_folder(tmp_path: Path) -> None:
    """The checkout's folder stays out of the compiled core (its debugging information), so a
    .deb built from two checkouts is byte-identical, not only two builds from one."""
    if shutil.which("cc") is None and shutil.which("gcc") is None:
        pytest.skip("no C compiler")
    built = []
    for name in ("one", "another/deeper/checkout"):
        tree = tmp_path / name
        (tree / "qvoleurs/engine/solver").mkdir(parents=True)
        shutil.copy(ROOT / "setup.py", tree)
        shutil.copy(ROOT / "qvoleurs/engine/solver/_core.c", tree / "qvoleurs/engine/solver")
        result = subprocess.run(
            [sys.executable, "setup.py", "-q", "build_ext", "--build-lib", "out", "--build-temp", "tmp"],
            cwd=tree,
            capture_output=True,
            text=True,
            env={**os.environ, "SOURCE_DATE_EPOCH": "1764547200"},
        )
        assert result.returncode == 0, result.stderr
        [core] = (tree / "out").rglob("_core*.so")
        assert str(tmp_path).encode() not in core.read_bytes()
        built.append(core.read_bytes())
    assert built[0] == built[1]


@linux_only
@needs_qxcb
def test_two_package_trees_of_one_bundle_are_byte_identical(tmp_path: Path) -> None:
    """With SOURCE_DATE_EPOCH, the tree deb_tree lays out and the .deb dpkg-deb packs from it do
    not depend on when or where they were made (packaging/check-reproducible does the whole build)."""
    dpkg_deb = _tool("dpkg-deb")
    debs = []
    for n in (1, 2):
        bundle = _fake_bundle(tmp_path / f"bundle{n}", __version__, CARRIED)
        os.utime(bundle / "qvoleurs", (1_000_000_000 + n, 1_000_000_000 + n))  # different build times
        env = {**os.environ, "SOURCE_DATE_EPOCH": "1764547200"}
        tree = [sys.executable, str(PACKAGING / "deb_tree.py"), str(bundle), str(tmp_path / f"root{n}")]
        tree += ["--arch", "amd64", "--package-version", __version__]
        result = subprocess.run(tree, capture_output=True, text=True, env=env)
        assert result.returncode == 0, result.stderr
        assert (tmp_path / f"root{n}" / "usr/lib/qvoleurs/qvoleurs").stat().st_mtime == 1764547200
        deb = tmp_path / f"{n}.deb"
        subprocess.run(
            [dpkg_deb, "--root-owner-group", "-Zxz", "--build", str(tmp_path / f"root{n}"), str(deb)],
            check=True,
            capture_output=True,
            env=env,
        )
        debs.append(deb.read_bytes())
    assert debs[0] == debs[1]


# --- the manual page -----------------------------------------------------------------------


def test_help_says_which_commands_open_no_window_and_what_code_or_file_is() -> None:
    run = [sys.executable, "-m", "qvoleurs.cli"]
    env = {**os.environ, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}  # the English help
    top = subprocess.run([*run, "--help"], capture_output=True, text=True, cwd=ROOT, env=env)
    assert top.returncode == 0
    text = " ".join(top.stdout.split())
    assert "Without a COMMAND, qvoleurs opens the game window" in text and "opens no window" in text
    assert "CODE|FILE names a deal" in text and "FT1-N-AAAAAAV" in text and "--json" in text
    for command in ("deal", "describe", "replay", "solve"):
        sub = subprocess.run([*run, command, "--help"], capture_output=True, text=True, cwd=ROOT, env=env)
        assert sub.returncode == 0 and f"usage: qvoleurs {command}" in sub.stdout
        said = " ".join(sub.stdout.split())
        if command in ("describe", "solve"):  # they take a position in a game too
            assert "a deal code such as FT1-N-AAAAAAV, a deal JSON file, or a position in a game" in said
        else:
            assert "a deal code such as FT1-N-AAAAAAV, or a deal JSON file" in said


def test_man_page_is_made_from_the_command_lines_own_help(packaging_module) -> None:  # type: ignore[no-untyped-def]
    import argparse
    import datetime

    from qvoleurs.cli import build_parser

    page = packaging_module("man_page").man_page(datetime.date(2026, 12, 1))
    assert page.startswith('.TH QVOLEURS 6 "2026-12-01"')
    parser = build_parser()
    subcommands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    assert set(subcommands) == {"deal", "describe", "replay", "solve"}
    for name, sub in subcommands.items():
        assert f".SS {name}\n" in page
        for action in sub._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help"):
                    assert option.replace("-", "\\-") in page, f"{name} {option}"
    assert "CODE|FILE" in page and "opens no window" in page
    assert page.isascii()  # typography by roff's names: a raw "▸" was dropped in the C locale
    man = shutil.which("man")
    if man is None:
        return
    out = Path(os.environ.get("TMPDIR", "/tmp")) / f"qvoleurs-{os.getpid()}.6"
    out.write_text(page, encoding="utf-8")
    try:
        # C: a fresh Debian system, where nothing sets LANG
        for locale, arrow in (("C.UTF-8", "→"), ("C", "->")):
            result = subprocess.run(
                [man, "--warnings", "-l", str(out)],
                capture_output=True,
                text=True,
                env={**os.environ, "MANWIDTH": "80", "LC_ALL": locale, "MAN_KEEP_STDERR": "1"},
            )
            assert result.returncode == 0 and "warning" not in result.stderr, (locale, result.stderr)
            text = re.sub(".\b", "", result.stdout)  # overstruck bold letters
            assert re.search(r"NAME\s+qvoleurs\s+-\s+Quarante\s+Voleurs", text), text[:300]
            flat = " ".join(re.sub("[-\u2010]\n\\s*", "", text).split())  # lines joined, hyphenation undone
            assert f"Preferences {arrow} Language" in flat, (locale, flat)
    finally:
        out.unlink()


# --- ./run, ./test: the set-up ----------------------------------------------------------------


def _checkout_with_fake_tools(tmp_path: Path, tools: dict[str, str]) -> tuple[Path, dict[str, str]]:
    """A copy of the set-up scripts and pyproject.toml, and a PATH holding only bash, the
    coreutils the scripts use, and the given fake tools (name -> shell script body)."""
    checkout = tmp_path / "checkout"
    (checkout / "scripts").mkdir(parents=True)
    for name in ("scripts/bootstrap.sh", "scripts/apt.sh", "pyproject.toml"):
        shutil.copy2(ROOT / name, checkout / name)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("bash", "cat", "grep", "awk", "touch", "tee", "sed", "tail", "dirname"):
        found = shutil.which(tool)
        if found:
            (bin_dir / tool).symlink_to(found)
    for name, body in tools.items():
        (bin_dir / name).write_text(f"#!{shutil.which('bash')}\n{body}\n")
        (bin_dir / name).chmod(0o755)
    return checkout, {"PATH": str(bin_dir), "HOME": str(tmp_path)}


def _source_bootstrap(checkout: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [env["PATH"] + "/bash", "-c", f"source {checkout}/scripts/bootstrap.sh && echo set-up-done"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


@linux_only
def test_a_current_set_up_is_checked_without_starting_any_program(tmp_path: Path) -> None:
    checkout, env = _checkout_with_fake_tools(tmp_path, {})
    python = checkout / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text("#!/bin/false\n")
    python.chmod(0o755)
    stamp = checkout / ".venv" / ".qvoleurs-stamp"
    stamp.touch()
    for name in ("pyproject.toml", "scripts/bootstrap.sh", "scripts/apt.sh"):
        os.utime(checkout / name, (1_000_000_000, 1_000_000_000))
    # no python3, no dpkg-query, no pip on PATH: a current stamp needs none of them
    result = _source_bootstrap(checkout, env)
    assert result.returncode == 0 and result.stdout.strip() == "set-up-done", result.stderr

    (checkout / "pyproject.toml").touch()  # edited after the set-up: it must be done again
    os.utime(stamp, (1_000_000_000, 1_000_000_000))
    result = _source_bootstrap(checkout, env)
    assert result.returncode != 0 and "python3" in result.stderr and "set-up-done" not in result.stdout


@linux_only
def test_run_tells_the_game_it_was_started_as_run(tmp_path: Path) -> None:
    """So that its messages name `./run --help`, not `qvoleurs --help` (not on the PATH in a checkout)."""
    checkout, env = _checkout_with_fake_tools(tmp_path, {})
    shutil.copy2(ROOT / "run", checkout / "run")
    game = checkout / ".venv" / "bin" / "qvoleurs"
    game.parent.mkdir(parents=True)
    game.write_text(f'#!{shutil.which("bash")}\necho "launcher=$QVOLEURS_LAUNCHER args=$*"\n')
    game.chmod(0o755)
    (checkout / ".venv" / "bin" / "python").symlink_to(game)
    (checkout / ".venv" / ".qvoleurs-stamp").touch()
    for name in ("pyproject.toml", "scripts/bootstrap.sh", "scripts/apt.sh"):
        os.utime(checkout / name, (1_000_000_000, 1_000_000_000))
    result = subprocess.run(
        [env["PATH"] + "/bash", "./run", "--version"], cwd=checkout, capture_output=True, text=True, env=env
    )
    assert result.stdout.strip() == "launcher=./run args=--version", result.stderr


@linux_only
def test_without_root_or_sudo_the_set_up_prints_the_one_command_to_run_as_root(tmp_path: Path) -> None:
    checkout, env = _checkout_with_fake_tools(
        tmp_path,
        {
            # as dpkg-query answers on a minimal Debian: bash installed, python3 never heard of
            "dpkg-query": 'echo "bash ii "; echo "libegl1 un "; echo "dpkg-query: no packages found" >&2; exit 1',
            "apt-get": "echo apt-get must not run >&2; exit 3",
            "id": "echo 1000",
        },
    )
    # what is missing, under the set-up's strict shell options
    missing = subprocess.run(
        [env["PATH"] + "/bash", "-c", f"set -euo pipefail; source {checkout}/scripts/apt.sh; apt_missing bash python3"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert missing.stdout.split() == ["python3"], missing.stderr
    result = _source_bootstrap(checkout, env)
    assert result.returncode == 1 and "set-up-done" not in result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "apt-get must not run" not in result.stderr
    command = lines[0].split("as root, run:", 1)[1].strip()
    assert command.startswith("apt-get update && apt-get install -y --no-install-recommends python3 python3-venv ")
    assert "libxcb-cursor0" in command and "pytest" not in command


@linux_only
def test_when_sudo_refuses_the_set_up_prints_the_one_command_to_run_as_root(tmp_path: Path) -> None:
    """A player not in sudoers (or started without a terminal for sudo's password) got sudo's
    refusal and nothing else: the apt-get line the README promises never came."""
    checkout, env = _checkout_with_fake_tools(
        tmp_path,
        {
            "dpkg-query": 'echo "bash ii "; echo "dpkg-query: no packages found" >&2; exit 1',
            "apt-get": "echo apt-get must not run >&2; exit 3",
            "id": "echo 1000",
            "sudo": 'echo "player is not in the sudoers file." >&2; exit 1',
        },
    )
    result = _source_bootstrap(checkout, env)
    assert result.returncode == 1 and "set-up-done" not in result.stdout
    lines = result.stderr.strip().splitlines()
    assert "player is not in the sudoers file." in lines and "apt-get must not run" not in result.stderr
    assert "installing the missing system packages with sudo" in lines[0]  # why sudo asks: it may refuse
    command = lines[-1].split("as root, run:", 1)[1].strip()
    assert command.startswith("apt-get update && apt-get install -y --no-install-recommends python3 ")


def test_run_installs_no_test_tool_and_test_adds_them() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    runtime = " ".join(project["dependencies"]).lower()
    for tool in ("pytest", "mypy", "ruff", "hypothesis", "pyinstaller"):
        assert tool not in runtime
    extras = project["optional-dependencies"]
    assert any(d.startswith("pytest") for d in extras["test"])
    assert any(d.startswith("pyinstaller") for d in extras["packaging"])
    bootstrap = (ROOT / "scripts" / "bootstrap.sh").read_text(encoding="utf-8")
    assert 'run) extras=""' in bootstrap and 'test) extras="[test,packaging]"' in bootstrap
    assert "QVOLEURS_SETUP=test" in (ROOT / "test").read_text(encoding="utf-8")
    assert "QVOLEURS_SETUP" not in (ROOT / "run").read_text(encoding="utf-8")


def test_each_system_package_is_listed_once_so_the_install_message_names_it_once() -> None:
    """./test installs apt_run, apt_packaging and apt_test together and names what it
    installs: a package in two lists was named twice (gcc was, on a fresh Debian)."""
    bootstrap = (ROOT / "scripts" / "bootstrap.sh").read_text(encoding="utf-8")
    listed: list[str] = []
    for name in ("apt_run", "apt_packaging", "apt_test"):
        body = re.search(rf"^{name}=\(\n(.*?)^\)", bootstrap, re.MULTILINE | re.DOTALL)
        assert body is not None, name
        listed += [line.split("#")[0].strip() for line in body[1].splitlines() if line.split("#")[0].strip()]
    assert "gcc" in listed and "binutils" in listed
    assert len(listed) == len(set(listed)), sorted(p for p in listed if listed.count(p) > 1)


# --- menu entry for pip users --------------------------------------------------------------


@linux_only
def test_install_desktop_entry_for_a_pip_install_and_remove_it(tmp_path: Path) -> None:
    program = tmp_path / "bin" / "qvoleurs"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    data = tmp_path / "share"
    env = {**os.environ, "XDG_DATA_HOME": str(data), "PATH": f"{program.parent}:{os.environ['PATH']}"}
    script = str(PACKAGING / "install-desktop-entry")
    subprocess.run([script], env=env, check=True, capture_output=True)

    entry = (data / "applications" / DESKTOP.name).read_text(encoding="utf-8")
    assert f"\nExec={program}\n" in entry and f"\nTryExec={program}\n" in entry
    assert (data / f"icons/hicolor/48x48/apps/{APP_ID}.png").is_file()
    assert (data / f"icons/hicolor/scalable/apps/{APP_ID}.svg").is_file()
    assert (data / "metainfo" / METAINFO.name).is_file()
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(data / "applications" / DESKTOP.name)], check=True)

    subprocess.run([script, "--uninstall"], env=env, check=True, capture_output=True)
    assert not list(data.rglob(f"{APP_ID}*"))


def test_install_desktop_entry_help_exits_0_and_a_wrong_argument_2(tmp_path: Path) -> None:
    script = str(PACKAGING / "install-desktop-entry")
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    helped = subprocess.run([script, "--help"], env=env, capture_output=True, text=True)
    assert helped.returncode == 0 and "--uninstall" in helped.stdout
    wrong = subprocess.run([script, "--bogus"], env=env, capture_output=True, text=True)
    assert wrong.returncode == 2 and "--bogus" in wrong.stderr
    assert not list(tmp_path.iterdir())  # neither wrote anything


def test_install_desktop_entry_without_a_program_says_what_to_do(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "home")}
    result = subprocess.run([str(PACKAGING / "install-desktop-entry")], env=env, capture_output=True, text=True)
    assert result.returncode == 1 and "pip install" in result.stderr
    assert not (tmp_path / "applications").exists()


def test_install_desktop_entry_right_after_pipx_finds_its_folder_off_path(tmp_path: Path) -> None:
    """`pipx install .` puts the command in ~/.local/bin, which a fresh account has on PATH
    only after a new login: the entry is made all the same, and the script says why."""
    home = tmp_path / "home"
    program = home / ".local/bin/qvoleurs"
    program.parent.mkdir(parents=True)
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share"), "PATH": "/usr/bin:/bin", "HOME": str(home)}
    result = subprocess.run([str(PACKAGING / "install-desktop-entry")], env=env, capture_output=True, text=True)
    assert result.returncode == 0 and "pipx ensurepath" in result.stderr
    entry = (tmp_path / "share/applications" / DESKTOP.name).read_text(encoding="utf-8")
    assert f"\nExec={program}\n" in entry


# --- the real thing: build the .deb, unpack it, run it ---------------------------------------


@linux_only
def test_built_deb_unpacks_runs_headless_and_paints_its_window(packaging_module, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """packaging/build-deb then packaging/test-deb (about 30 s: PyInstaller, dpkg-deb, runs)."""
    import PyInstaller  # noqa: F401  (a test dependency: pip install -e .[test])

    _tool("dpkg-deb")
    deb_tree = packaging_module("deb_tree")
    # gzip at level 1 keeps the suite fast; releases use xz, as Debian's tools expect
    env = {**os.environ, "QVOLEURS_BUILD_PYTHON": sys.executable, "QVOLEURS_DEB_COMPRESSION": "-Zgzip -z1"}
    build = subprocess.run(
        [str(PACKAGING / "build-deb"), "--out", str(tmp_path / "out"), "--work", str(tmp_path / "work")],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    deb = Path(build.stdout.strip().splitlines()[-1])
    assert deb.parent == tmp_path / "out"
    # the build's version (a snapshot's in a git checkout), in the package and in the program
    version = packaging_module("build_version").build_version(ROOT)
    assert deb.name == f"qvoleurs_{deb_tree.debian_version(version)}_{deb_tree.default_arch()}.deb"

    internal = tmp_path / "work" / "dist" / "qvoleurs" / "_internal"
    for qm in (ROOT / "qvoleurs" / "i18n").glob("*.qm"):
        assert (internal / "qvoleurs" / "i18n" / qm.name).is_file(), f"{qm.name} not bundled"
    assert (internal / "qvoleurs" / "data" / "icon.svg").is_file()
    qt_translations = {p.name for p in internal.rglob("qtbase_*.qm")}
    assert qt_translations == {f"qtbase_{lang}.qm" for lang in TRANSLATED}
    libraries = {p.name for p in internal.rglob("*.so*")}
    assert not {"libQt6Network.so.6", "libQt6Qml.so.6", "libQt6Quick.so.6", "libQt6Pdf.so.6"} & libraries
    # the system's libraries are Depends, not bundled copies (security updates reach them)
    assert not {"libz.so.1", "libstdc++.so.6", "libglib-2.0.so.0", "libfreetype.so.6", "libxcb.so.1"} & libraries
    if shutil.which("cc") or shutil.which("gcc"):  # ICU's 31 MB of data replaced by the empty stub
        assert (internal / "PySide6/Qt/lib/libicudata.so.73").stat().st_size < 100_000

    # `--version` loads no Qt library (PyInstaller's own PySide6 hook did, at every start)
    program = tmp_path / "work" / "dist" / "qvoleurs" / "qvoleurs"
    traced = subprocess.run(
        [str(program), "--version"], capture_output=True, text=True, env={**os.environ, "LD_DEBUG": "files"}
    )
    assert traced.stdout.strip() == f"qvoleurs {version}"
    assert "libpython3" in traced.stderr  # the trace works
    assert "libQt6Core" not in traced.stderr and "libicu" not in traced.stderr

    # libraries are searched in the bundle's own folders only, not in the build machine's (pyenv's)
    elf_runpath = packaging_module("elf_runpath")
    installed = tmp_path / "work" / "root" / "usr" / "lib" / "qvoleurs"
    is_elf = packaging_module("elf_needs").is_elf
    elf_files = [p for p in installed.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    searched = {str(p.relative_to(installed)): elf_runpath.search_paths(p) for p in elf_files}
    assert len(searched) > 50 and any(searched.values())  # the reading works
    foreign = {
        name: paths
        for name, paths in searched.items()
        if any(not e.startswith(("$ORIGIN", "${ORIGIN}")) for p in paths for e in p.split(":"))
    }
    assert not foreign, foreign

    test = subprocess.run([str(PACKAGING / "test-deb"), str(deb)], capture_output=True, text=True, timeout=300)
    assert test.returncode == 0, test.stdout + test.stderr
    assert "window painted offscreen" in test.stdout

    # an upgrade renamed new files over the program and base_library.zip while it ran: what it
    # imports afterwards (here the whole window) still comes from the files it started with
    upgraded = _start_while_a_new_file_is_renamed_over_the_program(program, tmp_path / "home")
    assert upgraded.returncode == 0 and "zlib" not in upgraded.stderr, upgraded.stderr[-3000:]
    assert upgraded.stdout.startswith("first-paint "), upgraded.stdout


def _start_while_a_new_file_is_renamed_over_the_program(program: Path, home: Path) -> subprocess.CompletedProcess[str]:
    """Open the window while a stand-in for a running copy holds the start at its question
    (qvoleurs/single_window.py, asked before Qt or the window's modules are imported), rename
    another file over the program meanwhile, then let the start go on and paint."""
    from qvoleurs.single_window import ELSEWHERE, address

    data = home / "data"
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_DATA_HOME": str(data),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "QT_QPA_PLATFORM": "offscreen",
        "QVOLEURS_QUIT_AFTER_PAINT": "1",
    }
    where = address(data / "qvoleurs")
    assert where is not None
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(where)
    listener.listen(1)
    listener.settimeout(120)
    start = subprocess.Popen([str(program)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        asking, _ = listener.accept()
        with asking:
            asking.settimeout(120)
            request = b""
            while not request.endswith(b"\n"):
                request += asking.recv(4096) or b"\n"
            # the new version's files, as dpkg unpacks them: as long, other bytes
            for path in (program, program.parent / "_internal" / "base_library.zip"):
                newer = path.with_name(f"{path.name}.dpkg-new")
                newer.write_bytes(bytes(path.stat().st_size))
                newer.chmod(path.stat().st_mode)
                os.replace(newer, path)
            listener.close()  # nobody listens any more: the start claims the place and goes on
            asking.sendall(ELSEWHERE)
        stdout, stderr = start.communicate(timeout=120)
    finally:
        listener.close()
        if start.poll() is None:
            start.kill()
            start.wait()
    return subprocess.CompletedProcess(start.args, start.returncode, stdout, stderr)
