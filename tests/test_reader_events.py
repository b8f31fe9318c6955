"""Asking the accessibility registry who listens for announcements (ui/reader_events.py):
never a hang, and not at every move."""

from __future__ import annotations

from pathlib import Path

import pytest

from qvoleurs.ui import reader_events


def test_a_bus_that_never_answers_is_given_up_on_and_asked_rarely(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """An accessibility bus that takes the connection and then says nothing (a hung bus)
    costs the window a moment, not a hang; and it is asked again a minute later, not at the
    next move."""
    import socket
    import threading

    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "bus"))
    server.listen(4)
    held: list[socket.socket] = []
    taker = threading.Thread(target=lambda: held.append(server.accept()[0]), daemon=True)
    taker.start()
    monkeypatch.undo()  # the real question, not the suite's stand-in
    monkeypatch.setenv("AT_SPI_BUS_ADDRESS", f"unix:path={tmp_path / 'bus'}")
    try:
        assert reader_events.registered_events() is None  # the handshake timed out
    finally:
        taker.join()
        for connection in [*held, server]:
            connection.close()
    answers: list[list[str] | None] = [None, [], []]
    asked: list[float] = []
    clock = [1000.0]
    monkeypatch.setattr(reader_events.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(reader_events, "registered_events", lambda: asked.append(clock[0]) or answers.pop(0))
    reader_events.forget()
    for clock[0] in (1000.0, 1010.0, 1059.0, 1060.0, 1062.0, 1065.0):
        reader_events.announcements_heard()
    assert asked == [1000.0, 1060.0, 1065.0]  # no answer: a minute's rest; an answer: 5 s
