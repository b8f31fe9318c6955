# Sourced by ./run, ./test and packaging/build-deb: makes .venv with what the caller needs.
#   QVOLEURS_SETUP=run        (default, ./run) the game: PySide6 and platformdirs
#   QVOLEURS_SETUP=packaging  (packaging/build-deb) adds PyInstaller and binutils
#   QVOLEURS_SETUP=test       (./test) adds the test tools and everything packaging needs
# Works on a fresh Debian 12 as root: installs python3-venv and Qt's system libraries when
# missing (as a user, through sudo, or it prints the one command to run as root).
# Once set up, it only compares the modification times of a stamp and of the files that
# decide the set-up (no process is started): a few milliseconds.
set -euo pipefail
here=$(cd "${BASH_SOURCE[0]%/*}/.." && pwd)
venv="$here/.venv"
setup=${QVOLEURS_SETUP:-run}

# ---- Debian packages: the one list (one package a line, so merges stay easy) ----------
# The game: Python with venv, and the system libraries the PySide6 wheels load (Qt's xcb
# and wayland platform plugins included; those in every Debian, libstdc++6 and zlib1g, are
# left out).
# qvoleurs/qt_check.py names the same packages when one is missing (a test keeps the two in step).
apt_run=(
    python3
    python3-venv
    # the solver's compiled core is built from source by pip
    gcc
    libc6-dev
    python3-dev
    libdbus-1-3
    libegl1
    libfontconfig1
    libfreetype6
    libgl1
    libglib2.0-0
    libwayland-client0
    libwayland-cursor0
    libx11-6
    libx11-xcb1
    libxcb-cursor0
    libxcb-icccm4
    libxcb-image0
    libxcb-keysyms1
    libxcb-randr0
    libxcb-render-util0
    libxcb-render0
    libxcb-shape0
    libxcb-shm0
    libxcb-sync1
    libxcb-util1
    libxcb-xfixes0
    libxcb-xkb1
    libxcb1
    libxkbcommon-x11-0
    libxkbcommon0
)
# packaging/build-deb: strip and objdump for PyInstaller (its C compiler for the ICU stub,
# gcc, is in apt_run already)
apt_packaging=(
    binutils
)
# ./test: the validators the packaging tests run (desktop-file-validate, appstreamcli), and
# the X server the display checks start (tests/test_qt_check.py: skipped without it, on a
# fresh Debian they were), and the window manager that frames windows there
# (tests/test_fractional_scale.py)
apt_test=(
    appstream
    desktop-file-utils
    openbox
    xvfb
)
# -------------------------------------------------------------------------------------------

case "$setup" in
    run) extras=""; stamp="$venv/.qvoleurs-stamp" ;;
    packaging) extras="[packaging]"; stamp="$venv/.qvoleurs-stamp-packaging" ;;
    test) extras="[test,packaging]"; stamp="$venv/.qvoleurs-stamp-test" ;;
    *) echo "bootstrap.sh: unknown QVOLEURS_SETUP=$setup (run, packaging or test)" >&2; exit 2 ;;
esac

# The set-up is current when its stamp is newer than every file that decides it
# (`-nt` is also true for a file that does not exist, such as an absent setup.py).
bootstrap_current() {
    [ -x "$venv/bin/python" ] || return 1
    local input
    for input in pyproject.toml setup.py qvoleurs/engine/solver/_core.c scripts/bootstrap.sh scripts/apt.sh; do
        [ "$stamp" -nt "$here/$input" ] || return 1
    done
}

if ! bootstrap_current; then
    source "$here/scripts/apt.sh"
    if command -v dpkg-query >/dev/null; then
        wanted=("${apt_run[@]}")
        if [ "$setup" != run ]; then wanted+=("${apt_packaging[@]}"); fi
        if [ "$setup" = test ]; then wanted+=("${apt_test[@]}"); fi
        apt_install "${wanted[@]}"
    fi
    command -v python3 >/dev/null || { echo "qvoleurs: python3 (3.11 or newer) is needed" >&2; exit 1; }
    if [ ! -x "$venv/bin/python" ]; then
        echo "qvoleurs: creating .venv..." >&2
        python3 -m venv "$venv"
    fi
    log="$venv/pip-install.log"
    echo "qvoleurs: installing Python packages into .venv (${extras:-the game only}; again only when its set-up files change)..." >&2
    pip=("$venv/bin/python" -m pip install --disable-pip-version-check -e "$here$extras")
    if [ -t 2 ]; then
        # a terminal: pip's own progress bars
        "${pip[@]}" >&2 || { echo "qvoleurs: pip install failed" >&2; exit 1; }
    else
        # no terminal (CI, a log): one line for each package fetched, the whole output in $log
        if ! "${pip[@]}" --progress-bar off 2>&1 | tee "$log" |
            sed -u -n -e 's/^ *\(Downloading\|Using cached\) \([^ ]*\)\(.*\)$/qvoleurs:   \2\3/p' \
                -e 's/^\(Successfully installed\).*/qvoleurs:   \1/p' >&2; then
            tail -n 30 "$log" >&2
            echo "qvoleurs: pip install failed; full log in $log" >&2
            exit 1
        fi
    fi
    # a wider set-up holds the narrower ones
    touch "$stamp"
    if [ "$setup" != run ]; then touch "$venv/.qvoleurs-stamp"; fi
    if [ "$setup" = test ]; then touch "$venv/.qvoleurs-stamp-packaging"; fi
fi
