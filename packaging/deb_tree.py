"""Lay out the Debian package tree for a PyInstaller bundle, ready for `dpkg-deb --build`.

    python packaging/deb_tree.py BUNDLE ROOT [--arch amd64]

BUNDLE is PyInstaller's one-folder output (dist/qvoleurs). ROOT (created; must not exist)
receives /opt/qvoleurs, the /usr/bin/qvoleurs launcher, the desktop entry, icons and
metainfo under /usr/share, and DEBIAN/control. Prints the .deb file name to use.

The package version is qvoleurs.__version__ (the bundled program must report the same);
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

from elf_needs import GLIBC_SONAMES, is_elf, read_needs

import qvoleurs
from qvoleurs import APP_ID, __version__

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "qvoleurs"
INSTALL_DIR = Path("opt") / PACKAGE
MAINTAINER = "The qvoleurs developers <maintainers@qvoleurs.org>"  # placeholder address
HOMEPAGE = "https://github.com/qvoleurs/qvoleurs"  # placeholder, as in the metainfo

# Debian package of each library a Qt bundle may leave to the system (Debian 12 / Ubuntu names).
# PyInstaller bundles most of these; only the ones the bundle lacks become Depends.
SYSTEM_PACKAGES: dict[str, str] = {
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
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libgtk-3.so.0": "libgtk-3-0",
    "libgdk-3.so.0": "libgtk-3-0",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libpng16.so.16": "libpng16-16",
    "libexpat.so.1": "libexpat1",
}
# The bundled fontconfig reads the system's /etc/fonts; this package holds it and pulls in a font.
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

COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: qvoleurs
Source: {homepage}

Files: *
Copyright: 2026 The qvoleurs developers
License: GPL-3.0-or-later
 On Debian systems the full text of the GNU General Public License version 3
 is in /usr/share/common-licenses/GPL-3.

Files: opt/qvoleurs/_internal/*
Comment: The bundled runtime built by PyInstaller: the Python interpreter and
 standard library (PSF-2.0), Qt 6 and Qt for Python / PySide6 (LGPL-3.0-only),
 platformdirs (MIT), and shared libraries copied from the Debian build system
 under their own licences (see /usr/share/doc of the corresponding packages).
 The libraries are separate files and can be replaced.
"""


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


def changelog_text(metainfo: Path) -> str:
    """The Debian changelog of this native package, one entry per <release> of the metainfo."""
    entries = []
    for release in ET.parse(metainfo).getroot().iterfind("releases/release"):
        notes = [" ".join((p.text or "").split()) for p in release.iterfind("description/*")]
        day = datetime.date.fromisoformat(release.get("date", "1970-01-01"))
        stamp = email.utils.format_datetime(datetime.datetime(day.year, day.month, day.day, tzinfo=datetime.UTC))
        items = "".join(f"  * {note}\n" for note in notes if note) or "  * New release.\n"
        version = debian_version(release.get("version", "0"))
        entries.append(f"{PACKAGE} ({version}) unstable; urgency=medium\n\n{items}\n -- {MAINTAINER}  {stamp}\n")
    return "\n".join(entries)


def lay_out(bundle: Path, root: Path, arch: str) -> str:
    """Fill `root` with the package tree; returns the .deb file name."""
    if not (bundle / PACKAGE).is_file():
        raise PackagingError(f"{bundle} holds no '{PACKAGE}' program: build it with PyInstaller first")
    if Path(qvoleurs.__file__).resolve().parent != ROOT / "qvoleurs":
        raise PackagingError(f"qvoleurs is imported from {qvoleurs.__file__}, not from this checkout")
    reported = bundled_version(bundle)
    if reported != __version__:
        raise PackagingError(
            f"the bundle says version {reported!r} but qvoleurs/__init__.py says {__version__!r}: rebuild it"
        )
    if root.exists():
        raise PackagingError(f"{root} exists already")
    depends = system_depends(bundle)

    shutil.copytree(bundle, root / INSTALL_DIR, symlinks=True)
    launcher = root / "usr" / "bin" / PACKAGE
    launcher.parent.mkdir(parents=True)
    launcher.symlink_to(Path("/") / INSTALL_DIR / PACKAGE)
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
    (doc / "copyright").write_text(COPYRIGHT.format(homepage=HOMEPAGE), encoding="utf-8")
    changelog = changelog_text(linux / f"{APP_ID}.metainfo.xml").encode("utf-8")
    (doc / "changelog.gz").write_bytes(gzip.compress(changelog, compresslevel=9, mtime=0))
    _normalise_modes(root)

    size = installed_size_kib(root)
    debian = root / "DEBIAN"
    debian.mkdir(mode=0o755)
    (debian / "control").write_text(control_text(__version__, arch, depends, size), encoding="utf-8")
    (debian / "control").chmod(0o644)
    return f"{PACKAGE}_{debian_version(__version__)}_{arch}.deb"


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
    args = parser.parse_args(argv)
    try:
        print(lay_out(args.bundle, args.root, args.arch or default_arch()))
    except PackagingError as exc:
        print(f"deb_tree: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
