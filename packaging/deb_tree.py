"""Lay out the Debian package tree for a PyInstaller bundle, ready for `dpkg-deb --build`.

    python packaging/deb_tree.py BUNDLE ROOT [--arch amd64] [--package-version V]

BUNDLE is PyInstaller's one-folder output (dist/qvoleurs). ROOT (created; must not exist)
receives /usr/lib/qvoleurs (the bundle), the /usr/games/qvoleurs launcher, the desktop entry,
icons, metainfo, the manual page qvoleurs(6), the copyright file with every bundled licence
and the lintian overrides under /usr/share, and DEBIAN/control. Prints the .deb file name.
With SOURCE_DATE_EPOCH set, every file's time is that moment (reproducible builds).

The package version is the build's (build_version.py: the release in qvoleurs/__init__.py,
or a snapshot of a git checkout above it); the bundled program must report the same.
Depends lists the system packages behind every library the bundle needs but does not carry.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import gzip
import os
import re
import shutil
import stat
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

from build_version import build_version
from elf_needs import GLIBC_SONAMES, is_elf, read_needs
from elf_runpath import keep_origin_only
from man_page import build_date, man_page

import qvoleurs
from qvoleurs import APP_ID, __version__
from qvoleurs.qt_check import DEBIAN_PACKAGES

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "qvoleurs"
INSTALL_DIR = Path("usr") / "lib" / PACKAGE  # the bundle: a private folder, as Debian's policy wants
LAUNCHER = Path("usr") / "games" / PACKAGE  # where Debian puts games' programs
MAINTAINER = "The qvoleurs developers <maintainers@qvoleurs.org>"  # placeholder address
HOMEPAGE = "https://github.com/qvoleurs/qvoleurs"  # placeholder, as in the metainfo

# Debian package of each library a Qt bundle may leave to the system (Debian 12 / Ubuntu names):
# the same table that names the packages when a pip install lacks one (qvoleurs/qt_check.py).
SYSTEM_PACKAGES: dict[str, str] = DEBIAN_PACKAGES
# fontconfig reads the system's /etc/fonts; this package holds it and pulls in a font.
ALWAYS_DEPENDS = ("fontconfig-config",)
RECOMMENDS = ("fonts-dejavu-core",)

DESCRIPTION = """\
Forty Thieves (Quarante Voleurs), the two-deck patience game
 Quarante Voleurs is one of the hardest classic patience games: two packs
 shuffled together, forty cards face up in ten columns, one card moved at a
 time onto the next higher card of its suit, and a stock turned only once.
 .
 Deal codes to replay or share a deal, undo and redo, a reminder of the rule
 when a move is refused; in English, Dutch, German, Ukrainian and Danish."""

LICENSES = ROOT / "packaging" / "licenses"

# Why each lintian tag that bundling makes unavoidable is overridden (one line each).
LINTIAN_OVERRIDES = """\
# The program is a PyInstaller bundle: the Python interpreter, Qt 6 and PySide6 from their wheels.
# PyInstaller's prebuilt bootloader is not built with Debian's hardening flags (no PIE).
qvoleurs: hardening-no-pie [usr/lib/qvoleurs/qvoleurs]
# The wheels' libraries are private to the bundle (found through RUNPATH $ORIGIN), not public shared libraries.
qvoleurs: shared-library-lacks-prerequisites [usr/lib/qvoleurs/_internal/*]
# libpython holds pyexpat's error messages, which lintian takes for a copy of expat (so says Debian's libpython3.11).
qvoleurs: embedded-library expat [usr/lib/qvoleurs/_internal/libpython3*]
# Some of Python's extension modules use only libpython and libm; they are loaded by the bundled interpreter.
qvoleurs: library-not-linked-against-libc [usr/lib/qvoleurs/_internal/python3*/lib-dynload/*]
"""


def _license_paragraph(name: str, text: str) -> str:
    """A DEP-5 stand-alone License paragraph: the text indented, blank lines as ' .'."""
    lines = [f" {line}" if line.strip() else " ." for line in text.strip("\n").splitlines()]
    return f"License: {name}\n" + "\n".join(lines) + "\n"


def _distribution_text(distribution: str, suffix: str) -> str | None:
    """A licence file shipped in an installed distribution's metadata, when there is one."""
    from importlib import metadata

    try:
        files = metadata.files(distribution) or []
    except metadata.PackageNotFoundError:
        return None
    for file in files:
        if str(file).endswith(suffix):
            return file.read_text(encoding="utf-8")
    return None


def _version_of(distribution: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "unknown"


def copyright_text() -> str:
    """debian/copyright (DEP-5) for the package and everything bundled with it, with the full
    text of each licence that /usr/share/common-licenses lacks."""
    internal = f"{INSTALL_DIR}/_internal"
    qt = _version_of("PySide6-Essentials")
    paragraphs = [
        f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: qvoleurs
Source: {HOMEPAGE}
Comment: The program in {INSTALL_DIR} is a PyInstaller bundle. Besides qvoleurs it carries
 the Python {sys.version.split()[0]} interpreter and standard library, Qt 6 and Qt for Python
 {qt} (PySide6, shiboken6) with ICU from the PyPI wheels, platformdirs
 {_version_of("platformdirs")} and jeepney {_version_of("jeepney")}. System libraries (zlib,
 expat, freetype, glib, libpng, xcb, ...) are not bundled: they come from the Debian packages
 in Depends.
""",
        """\
Files: *
Copyright: 2026 The qvoleurs developers
License: GPL-3+
""",
        f"""\
Files: {internal}/PySide6/* {internal}/shiboken6/* {internal}/libQt6* {internal}/libpyside6* {internal}/libshiboken6*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
Comment: Qt 6 and Qt for Python {qt}, used under the LGPL version 3: the libraries are
 separate files in this folder that can be replaced by modified versions. Qt's libraries
 contain third-party code under permissive licences, among them HarfBuzz (MIT), PCRE2
 (BSD-3-clause), double-conversion (BSD-3-clause), md4c (MIT), libpng (libpng), and
 FreeType-derived rasterisation code (FTL); see https://doc.qt.io/qt-6/licenses-used-in-qt.html.
""",
        f"""\
Files: {internal}/PySide6/Qt/lib/libicu*
Copyright: 1991-2023 Unicode, Inc. and others
License: Unicode-3.0
Comment: ICU, as linked by Qt. libicudata is replaced by an empty data package built from
 packaging/icu_stubdata.c (GPL-3+, part of qvoleurs) when the build machine has a C compiler.
""",
        f"""\
Files: {internal}/libpython3* {internal}/python3*/* {internal}/base_library.zip
Copyright: 2001-2023 Python Software Foundation; 2000 BeOpen.com; 1995-2001 CNRI;
 1991-1995 Stichting Mathematisch Centrum
License: PSF-2.0
""",
        f"""\
Files: {INSTALL_DIR}/{PACKAGE}
Copyright: 2005-2026 PyInstaller Development Team; 2026 The qvoleurs developers; 2001-2023 Python Software Foundation;
 2017 Thomas Kluyver (jeepney)
License: GPL-2+ with PyInstaller bootloader exception
Comment: PyInstaller's bootloader, followed by an archive of compiled Python modules:
 qvoleurs (GPL-3+), the Python standard library (PSF-2.0), platformdirs (MIT), jeepney (MIT)
 and PyInstaller's run-time hooks (Apache-2.0).
""",
        """\
License: GPL-3+
 This program is free software: you can redistribute it and/or modify it under the terms
 of the GNU General Public License as published by the Free Software Foundation, either
 version 3 of the License, or (at your option) any later version.
 .
 On Debian systems, the complete text of the GNU General Public License version 3 can be
 found in /usr/share/common-licenses/GPL-3.
""",
        """\
License: Apache-2.0
 On Debian systems, the complete text of the Apache License version 2.0 can be found in
 /usr/share/common-licenses/Apache-2.0.
""",
        """\
License: LGPL-3
 On Debian systems, the complete text of the GNU Lesser General Public License version 3
 can be found in /usr/share/common-licenses/LGPL-3, and that of the GNU General Public
 License version 3, which it supplements, in /usr/share/common-licenses/GPL-3.
""",
    ]
    bootloader = _distribution_text("pyinstaller", "COPYING.txt")
    if bootloader:  # PyInstaller's own terms, without the GPL's and Apache's full texts that follow them
        bootloader = bootloader.split("\n================================\nGNU General Public License")[0]
    exception = (
        "On Debian systems, the complete text of the GNU General Public License version 2 can be\n"
        "found in /usr/share/common-licenses/GPL-2."
    )
    if bootloader:
        exception = bootloader + "\n\n" + exception
    paragraphs.append(_license_paragraph("GPL-2+ with PyInstaller bootloader exception", exception))
    paragraphs.append(_license_paragraph("PSF-2.0", (LICENSES / "Python.txt").read_text(encoding="utf-8")))
    paragraphs.append(_license_paragraph("Unicode-3.0", (LICENSES / "Unicode-ICU.txt").read_text(encoding="utf-8")))
    mit = _distribution_text("platformdirs", "LICENSE")
    if mit:
        paragraphs.append(_license_paragraph("MIT", mit))
    return "\n".join(paragraphs)


class PackagingError(Exception):
    """The bundle cannot be packaged as it is (stale, or needs an unknown system library)."""


def debian_version(version: str) -> str:
    """A PEP 440 version as a Debian version that sorts the same way.

    >>> [debian_version(v) for v in ("1.2.0", "1.2.0rc1", "1.2.0.dev3", "1.2.0a2", "1.2.0.post1", "1.2+local.7")]
    ['1.2.0', '1.2.0~rc1', '1.2.0~dev3', '1.2.0~a2', '1.2.0+post1', '1.2+local.7']
    """
    match = re.fullmatch(
        r"(\d+(?:\.\d+)*)(?:(a|b|rc)(\d+))?(?:\.post(\d+))?(?:\.dev(\d+))?(?:\+([A-Za-z0-9.]+))?", version
    )
    if match is None:
        raise PackagingError(f"cannot turn version {version!r} into a Debian version")
    release, pre, pre_n, post, dev, local = match.groups()
    result = release
    if pre:
        result += f"~{pre}{pre_n}"
    if post:
        result += f"+post{post}"
    if dev:
        result += f"~dev{dev}"
    if local:
        result += f"+{local}"
    return result


def system_depends(bundle: Path) -> list[str]:
    """Depends for the libraries the bundle's ELF files need and do not carry, plus glibc's minimum."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    carried = {p.name for p in bundle.rglob("*")}
    packages: set[str] = set(ALWAYS_DEPENDS)
    unknown: dict[str, str] = {}
    glibc: set[tuple[int, ...]] = set()
    for path in files:
        if not is_elf(path):
            continue
        needs = read_needs(path)
        glibc |= needs.glibc_versions
        for soname in needs.libraries:
            if soname in carried or soname in GLIBC_SONAMES:
                continue
            if soname in SYSTEM_PACKAGES:
                packages.add(SYSTEM_PACKAGES[soname])
            else:
                unknown.setdefault(soname, str(path.relative_to(bundle)))
    if unknown:
        listed = ", ".join(f"{name} (needed by {who})" for name, who in sorted(unknown.items()))
        raise PackagingError(f"the bundle needs libraries it does not carry and no package is known for: {listed}")
    libc = "libc6" if not glibc else f"libc6 (>= {'.'.join(map(str, max(glibc)))})"
    return [libc, *sorted(packages)]


def installed_size_kib(root: Path) -> int:
    total = sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() or p.is_symlink())
    return (total + 1023) // 1024


def control_text(version: str, arch: str, depends: Iterable[str], size_kib: int) -> str:
    fields = {
        "Package": PACKAGE,
        "Version": debian_version(version),
        "Architecture": arch,
        "Maintainer": MAINTAINER,
        "Installed-Size": str(size_kib),
        "Depends": ", ".join(depends),
        "Recommends": ", ".join(RECOMMENDS),
        "Section": "games",
        "Priority": "optional",
        "Homepage": HOMEPAGE,
        "Description": DESCRIPTION,
    }
    return "".join(f"{key}: {value}\n" for key, value in fields.items())


def bundled_version(bundle: Path) -> str:
    program = bundle / PACKAGE
    try:
        result = subprocess.run([str(program), "--version"], capture_output=True, text=True, timeout=60, check=True)
    except (OSError, subprocess.SubprocessError) as exc:
        raise PackagingError(f"cannot run {program} --version: {exc}") from None
    return result.stdout.strip().removeprefix(f"{PACKAGE} ")


def _install(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def _normalise_modes(root: Path) -> None:
    """0755 for folders and programs, 0644 for everything else (shared libraries included:
    they are mapped, not executed), whatever the umask and the build machine's modes were."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        library = ".so" in path.name
        executable = path.is_dir() or (path.stat().st_mode & stat.S_IXUSR and not library)
        path.chmod(0o755 if executable else 0o644)


def _normalise_times(root: Path) -> None:
    """Every file and folder dated SOURCE_DATE_EPOCH when it is set (reproducible builds)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    if not epoch.isdigit():
        return
    for path in [*root.rglob("*"), root]:
        os.utime(path, (int(epoch), int(epoch)), follow_symlinks=False)


def _changelog_entry(version: str, notes: list[str], day: datetime.date) -> str:
    stamp = email.utils.format_datetime(datetime.datetime.combine(day, datetime.time(), datetime.UTC))
    items = "".join(f"  * {note}\n" for note in notes if note) or "  * New release.\n"
    return f"{PACKAGE} ({debian_version(version)}) unstable; urgency=medium\n\n{items}\n -- {MAINTAINER}  {stamp}\n"


def changelog_text(metainfo: Path, version: str = __version__) -> str:
    """The Debian changelog of this native package, one entry per <release> of the metainfo,
    and first one for `version` when it is a snapshot (no release of the metainfo's)."""
    releases = list(ET.parse(metainfo).getroot().iterfind("releases/release"))
    entries = []
    if version not in [release.get("version") for release in releases]:
        after = releases[0].get("version") if releases else "none"
        entries.append(_changelog_entry(version, [f"Snapshot of the source after release {after}."], build_date()))
    for release in releases:
        notes = [" ".join((p.text or "").split()) for p in release.iterfind("description/*")]
        day = datetime.date.fromisoformat(release.get("date", "1970-01-01"))
        entries.append(_changelog_entry(release.get("version", "0"), notes, day))
    return "\n".join(entries)


def lay_out(bundle: Path, root: Path, arch: str, version: str = __version__) -> str:
    """Fill `root` with the package tree of `version`; returns the .deb file name."""
    if not (bundle / PACKAGE).is_file():
        raise PackagingError(f"{bundle} holds no '{PACKAGE}' program: build it with PyInstaller first")
    if Path(qvoleurs.__file__).resolve().parent != ROOT / "qvoleurs":
        raise PackagingError(f"qvoleurs is imported from {qvoleurs.__file__}, not from this checkout")
    if version != __version__ and not version.startswith(f"{__version__}+"):
        raise PackagingError(f"version {version!r} is no build of release {__version__!r} (qvoleurs/__init__.py)")
    reported = bundled_version(bundle)
    if reported != version:
        raise PackagingError(f"the bundle says version {reported!r} but this build is {version!r}: rebuild it")
    if root.exists():
        raise PackagingError(f"{root} exists already")
    depends = system_depends(bundle)

    shutil.copytree(bundle, root / INSTALL_DIR, symlinks=True)
    for path in sorted((root / INSTALL_DIR).rglob("*")):
        if path.is_file() and not path.is_symlink() and is_elf(path):
            keep_origin_only(path)  # no search path into the build machine's folders (pyenv's)
    launcher = root / LAUNCHER
    launcher.parent.mkdir(parents=True)
    launcher.symlink_to(os.path.relpath(INSTALL_DIR / PACKAGE, LAUNCHER.parent))
    share = root / "usr" / "share"
    linux = ROOT / "packaging" / "linux"
    _install(linux / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _install(linux / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    icons = ROOT / "resources" / "icons"
    _install(icons / f"{APP_ID}.svg", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")
    for png in sorted((icons / "hicolor").glob(f"*/apps/{APP_ID}.png")):
        _install(png, share / "icons" / "hicolor" / png.relative_to(icons / "hicolor"))
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    changelog = changelog_text(linux / f"{APP_ID}.metainfo.xml", version).encode("utf-8")
    (doc / "changelog.gz").write_bytes(gzip.compress(changelog, compresslevel=9, mtime=0))
    man = share / "man" / "man6" / f"{PACKAGE}.6.gz"
    man.parent.mkdir(parents=True)
    man.write_bytes(gzip.compress(man_page(build_date(), version).encode("utf-8"), compresslevel=9, mtime=0))
    overrides = share / "lintian" / "overrides" / PACKAGE
    overrides.parent.mkdir(parents=True)
    overrides.write_text(LINTIAN_OVERRIDES, encoding="utf-8")
    _normalise_modes(root)

    size = installed_size_kib(root)
    debian = root / "DEBIAN"
    debian.mkdir(mode=0o755)
    (debian / "control").write_text(control_text(version, arch, depends, size), encoding="utf-8")
    (debian / "control").chmod(0o644)
    _normalise_times(root)
    return f"{PACKAGE}_{debian_version(version)}_{arch}.deb"


def default_arch() -> str:
    try:
        result = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True)
        return result.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(os.uname().machine, os.uname().machine)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="PyInstaller one-folder output (dist/qvoleurs)")
    parser.add_argument("root", type=Path, help="package tree to create")
    parser.add_argument("--arch", default=None, help="Debian architecture (default: this machine's)")
    parser.add_argument("--package-version", default=None, help="default: this checkout's (build_version.py)")
    args = parser.parse_args(argv)
    try:
        version = args.package_version or build_version(ROOT)
        print(lay_out(args.bundle, args.root, args.arch or default_arch(), version))
    except PackagingError as exc:
        print(f"deb_tree: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
