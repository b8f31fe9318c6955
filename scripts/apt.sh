# Sourced by scripts/bootstrap.sh and packaging/build-deb: apt_install PACKAGE...
# installs the Debian packages that are not installed yet (no-op when all are there).
apt_install() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null; then
        echo "qvoleurs: please install: ${missing[*]}" >&2
        return 0
    fi
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "qvoleurs: installing system packages: ${missing[*]}" >&2
    $sudo apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}
