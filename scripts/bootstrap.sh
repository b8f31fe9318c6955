# Sourced by ./run and ./test: makes .venv with everything qvoleurs needs.
# Works on a fresh Debian 12 as root: installs python3-venv and Qt's system
# libraries when they are missing.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
venv="$here/.venv"

source "$here/scripts/apt.sh"

if command -v dpkg-query >/dev/null; then
    apt_install libglib2.0-0 libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 \
        libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
        libxcb-shape0 libxkbcommon-x11-0 gcc libc6-dev python3-dev ${QVOLEURS_EXTRA_APT:-}
    command -v python3 >/dev/null || apt_install python3
    python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
fi

stamp="$venv/.qvoleurs-stamp"
want=$(cat "$here/pyproject.toml" | sha256sum | cut -c1-16)
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
    log="$venv/pip-install.log"
    echo "qvoleurs: installing Python packages into .venv (first run only)..." >&2
    if ! { "$venv/bin/python" -m pip install --upgrade pip &&
           "$venv/bin/python" -m pip install -e "$here[test]"; } >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        echo "qvoleurs: pip install failed; full log in $log" >&2
        exit 1
    fi
    echo "$want" > "$stamp"
fi
