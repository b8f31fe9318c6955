# Sourced by scripts/bootstrap.sh and packaging/build-deb: apt_install PACKAGE...
# installs the Debian packages that are not installed yet (no-op when all are there).
# Without root and without sudo, or when sudo refuses (the player is not in sudoers, or no
# terminal asks for the password), it prints the one command to run as root, then stops.
apt_missing() {
    # one dpkg-query for all: prints the packages of "$@" that are not installed
    local installed
    # (dpkg-query exits 1 when it has never heard of one of them: that one is missing too)
    installed=$(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' "$@" 2>/dev/null | awk '$2 == "ii" { print $1 }' || true)
    local p
    for p in "$@"; do
        grep -qxF "$p" <<<"$installed" || echo "$p"
    done
}

apt_install() {
    local missing
    mapfile -t missing < <(apt_missing "$@")
    [ ${#missing[@]} -eq 0 ] && return 0
    local command="apt-get install -y --no-install-recommends ${missing[*]}"
    if ! command -v apt-get >/dev/null; then
        echo "qvoleurs: please install these system packages: ${missing[*]}" >&2
        return 0
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null; then
            echo "qvoleurs: system packages are missing; as root, run:  apt-get update && $command" >&2
            exit 1
        fi
        sudo=(sudo)
    fi
    # apt's own lines are left out: say that the quiet minute that follows is not a hang, and,
    # before sudo asks for a password, why (it may still refuse: then not "installing")
    local how=""
    [ ${#sudo[@]} -eq 0 ] || how=" with sudo"
    echo "qvoleurs: installing the missing system packages${how} (a minute or two on a fresh machine): ${missing[*]}" >&2
    if [ ${#sudo[@]} -gt 0 ] && ! sudo true; then  # sudo said why; then what to do instead
        echo "qvoleurs: system packages are missing; as root, run:  apt-get update && $command" >&2
        exit 1
    fi
    "${sudo[@]}" apt-get update -q >/dev/null
    # DEBCONF_NOWARNINGS: no "delaying package configuration, since apt-utils is not installed"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}
