#!/usr/bin/env python3
"""Print what a screen reader would hear from qvoleurs: AT-SPI focus, announcement and
name-change events, one line each, until killed (or for --seconds).

Run with the system's Python, which has pyatspi (apt-get install python3-pyatspi), inside
the same D-Bus session as the program (dbus-run-session); scripts/listen-session drives a
whole session (Xvfb, the program, keys pressed with xdotool) around it.

    python3 scripts/listen_atspi.py --seconds 30 > heard.txt
    python3 scripts/listen_atspi.py --as-orca-43     (no ear for announcements: notifications instead)
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time

import pyatspi  # type: ignore[import-not-found]

EVENTS = (
    "object:state-changed:focused",
    "object:state-changed:showing",  # a notification appearing (what Orca 43 speaks)
    "object:announcement",
    "object:property-change:accessible-name",
    "object:state-changed:selected",
)
# heard by Orca too but not printed: listening keeps the AT-SPI cache fresh. Qt tells a combo
# box's new value (its name) only to a reader that listens for value changes, as Orca does:
# without them this listener heard a changed list by its old value.
QUIET = ("object:property-change:accessible-description", "object:value-changed", "object:selection-changed")


def _name(acc: object) -> str:
    try:
        return f"{acc.getRoleName()} '{acc.name}'"  # type: ignore[attr-defined]
    except Exception:  # an object gone away while the event travelled
        return "(gone)"


def on_event(event: object) -> None:
    kind = event.type  # type: ignore[attr-defined]
    if kind in QUIET:
        return
    source = event.source  # type: ignore[attr-defined]
    if kind.startswith("object:state-changed") and not event.detail1:  # type: ignore[attr-defined]
        return  # only the gain of focus or selection, a notification appearing
    if kind.endswith(":showing"):
        with contextlib.suppress(Exception):  # an object gone away while the event travelled
            if source.getRoleName() == "notification":
                print(f"NOTIFIED  {source.name}", flush=True)
        return
    if kind == "object:announcement":
        said = str(event.any_data)  # type: ignore[attr-defined]
        print(f"ANNOUNCE  {said}   [from {_name(source)}]", flush=True)
    elif kind == "object:property-change:accessible-name":
        print(f"NAME      {_name(source)}", flush=True)
    elif kind.endswith(":focused"):
        description = ""
        with contextlib.suppress(Exception):  # an object gone away while the event travelled
            description = source.description
        extra = f"  -- {description}" if description else ""
        print(f"FOCUS     {_name(source)}{extra}", flush=True)
    else:
        print(f"SELECTED  {_name(source)}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=0, help="stop after this long (default: when killed)")
    parser.add_argument("--as-orca-43", action="store_true", help="do not listen for announcements, as Orca 43")
    args = parser.parse_args()
    for kind in EVENTS + QUIET:
        if args.as_orca_43 and kind == "object:announcement":
            continue
        pyatspi.Registry.registerEventListener(on_event, kind)
    if args.seconds:
        from gi.repository import GLib  # type: ignore[import-not-found]

        GLib.timeout_add(int(args.seconds * 1000), lambda: pyatspi.Registry.stop() or False)
    print(f"listening ({time.strftime('%H:%M:%S')})", flush=True)
    pyatspi.Registry.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
