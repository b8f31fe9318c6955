"""Which events the screen reader listens for, as the AT-SPI registry knows them.

Qt 6.8's announcements reach the reader as `object:announcement`, which Orca speaks from
version 46 on. Debian 12 ships Orca 43, which has no listener for them: every move, reminder
and verdict was silent there. Such a reader is told through a notification instead
(ui/spoken_notice.py), which Orca 43 speaks when it appears; a reader that listens for
announcements gets only those, not both. Linux only: elsewhere, and wherever the registry
cannot be asked, announcements are taken to be heard.
"""

from __future__ import annotations

import os
import sys
import time

try:  # a pure-Python D-Bus client (PySide6 cannot read the registry's answer, an a(ss))
    from jeepney import DBusAddress, new_method_call  # type: ignore[import-untyped]
    from jeepney.io.blocking import open_dbus_connection  # type: ignore[import-untyped]
except ImportError:  # an install without it: announcements, as before
    open_dbus_connection = None

ANNOUNCEMENT = "object:announcement"
ASK_EVERY = 5.0  # seconds: a reader started (or stopped) meanwhile is noticed this soon
TIMEOUT = 0.5  # seconds for each step on the bus (a connection's handshake, a question): never a hang
ASK_AGAIN_AFTER_NO_ANSWER = 60.0  # seconds: a bus that does not answer costs the window a moment a minute, no more

_asked_at: float | None = None  # when to ask next
_heard = True


def announcements_heard() -> bool:
    """Whether a client of the accessibility bus listens for announcements (asked again
    at most every ASK_EVERY seconds; after no answer, every ASK_AGAIN_AFTER_NO_ANSWER)."""
    global _asked_at, _heard
    now = time.monotonic()
    if _asked_at is None or now >= _asked_at:
        events = registered_events()
        _asked_at = now + (ASK_EVERY if events is not None else ASK_AGAIN_AFTER_NO_ANSWER)
        _heard = events is None or any(covers(event) for event in events)
    return _heard


def forget() -> None:
    """Ask again next time (a test, or a reader known to have changed)."""
    global _asked_at
    _asked_at = None


def covers(event: str) -> bool:
    """Whether a listener for `event` hears announcements: the event itself, or a class of
    events it belongs to ("object:", "" for all); written with or without dashes and case."""
    parts = [part for part in event.lower().replace("-", "").replace("_", "").split(":") if part]
    return parts == ["object", "announcement"][: len(parts)]


def registered_events() -> list[str] | None:
    """The events the readers on the accessibility bus listen for; None when it cannot be
    asked (not Linux, no session bus, no accessibility bus, no answer in time)."""
    if not sys.platform.startswith("linux") or open_dbus_connection is None:
        return None
    try:
        address = os.environ.get("AT_SPI_BUS_ADDRESS")
        if not address:
            if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
                return None
            launcher = DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus", interface="org.a11y.Bus")
            with open_dbus_connection(bus="SESSION", auth_timeout=TIMEOUT) as session:
                address = session.send_and_get_reply(new_method_call(launcher, "GetAddress"), timeout=TIMEOUT).body[0]
        registry = DBusAddress(
            "/org/a11y/atspi/registry", bus_name="org.a11y.atspi.Registry", interface="org.a11y.atspi.Registry"
        )
        with open_dbus_connection(bus=address, auth_timeout=TIMEOUT) as bus:
            reply = bus.send_and_get_reply(new_method_call(registry, "GetRegisteredEvents"), timeout=TIMEOUT)
        return [str(event) for _name, event in reply.body[0]]
    except Exception:  # any failure of the bus (or a reply of another shape) leaves announcements as they are
        return None
