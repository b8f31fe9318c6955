"""`qvoleurs FT1-N-AAAAAAV` (or `--deal CODE`): the window opens on that deal, or the window
already open plays it; a game in progress is asked about first, as New Game from Code asks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from qvoleurs import cli, settings, single_window
from qvoleurs.cli import main
from qvoleurs.deal_code_messages import WORD_JOINER
from qvoleurs.engine import Deal, Game
from qvoleurs.engine.moves import DRAW
from qvoleurs.i18n import install_translators
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.storage.game_store import GameStore
from qvoleurs.storage.problems import LockState
from qvoleurs.ui.window import MainWindow
from qvoleurs.ui.window_caller import WindowCaller
from tests.conftest import OpenWindow
from tests.languages import language_restored
from tests.running_copy import ROOT, qvoleurs, running_copy

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="abstract sockets")
ASKED, OTHER = "FT1-N-AAAAAAV", "FT1-N-AAAAAAE"


@pytest.fixture
def windows_opened(monkeypatch: pytest.MonkeyPatch) -> list[tuple[list[str], str | None]]:
    """What main() would open the window with (Qt's words, the deal), instead of opening it."""
    opened: list[tuple[list[str], str | None]] = []

    def gui_main(argv: list[str], deal: str | None = None) -> int:
        opened.append((list(argv), deal))
        return 0

    monkeypatch.setattr(cli, "gui_main", gui_main)
    return opened


@pytest.mark.parametrize(
    "words",
    [
        ["--deal", ASKED],
        [ASKED],
        [ASKED.lower()],  # as typed, in lower case: the code it names
        ["-style", "Fusion", ASKED],
        ["--lang", "de", "--deal=" + ASKED],
    ],
)
def test_a_code_on_the_command_line_opens_the_window_on_its_deal(
    words: list[str], windows_opened: list[tuple[list[str], str | None]]
) -> None:
    assert main(words) == 0
    [(qt_words, deal)] = windows_opened
    assert deal == ASKED and ASKED not in qt_words and ASKED.lower() not in qt_words


def test_without_a_code_the_window_opens_on_the_saved_game(windows_opened: list[tuple[list[str], str | None]]) -> None:
    assert main([]) == 0
    assert windows_opened == [([], None)]


BAD = [["FT1-N-AAAAAA"], ["--deal", "bogus"], ["--deal", ASKED, "solve", OTHER]]
TWO_DEALS = [[ASKED, OTHER], ["--deal", ASKED, "--deal", OTHER], [ASKED, "--deal=" + OTHER]]
A_FILE = [["my-deal.json"], ["--deal", "deals/one"]]  # what `deal --json` wrote, for the window
BEFORE_ITS_COMMAND = [[ASKED, "solve"], [ASKED, "replay", "s-w", "w-c3"], ["my-deal.json", "describe"]]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(
    "words",
    [*BAD, *TWO_DEALS, *A_FILE, *BEFORE_ITS_COMMAND],
)
def test_a_bad_code_a_code_with_a_command_or_two_deals_are_one_line_and_no_window(
    lang: str,
    words: list[str],
    windows_opened: list[tuple[list[str], str | None]],
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Two deals: `--deal A --deal B` played B and said nothing of A; `A B` was told that B is
    not a COMMAND. Both are named now. A deal file for the window (`qvoleurs my-deal.json`) was
    "invalid choice" or "not a deal code": the line says what reads it."""
    assert main(["--lang", lang, *words]) == 2
    said = capsys.readouterr()
    assert said.out == "" and said.err.startswith("qvoleurs: ") and said.err.count("\n") == 1, said.err
    assert windows_opened == []
    if lang == "de":
        assert "deal code" not in said.err and "takes its deal" not in said.err  # German words
    if words in TWO_DEALS:
        assert ASKED in said.err and OTHER in said.err and "COMMAND" not in said.err, said.err
        assert ("one deal at a time" in said.err) == (lang == "en")
    if words in BEFORE_ITS_COMMAND:  # was "--deal opens the window", or "CODE|FILE required"
        assert said.err.endswith(f": qvoleurs {' '.join([words[1], words[0], *words[2:]])}\n"), said.err
        assert "--deal" not in said.err
    if words in A_FILE:
        named = words[-1]
        assert f"qvoleurs solve {named}" in said.err and "COMMAND" not in said.err, said.err
        assert ("by its code" in said.err) == (lang == "en")


def test_one_deal_named_twice_is_that_deal(windows_opened: list[tuple[list[str], str | None]]) -> None:
    assert main([ASKED, "--deal", ASKED.lower()]) == 0
    assert windows_opened == [([], ASKED)]


def test_a_code_after_a_command_is_that_command_s(
    windows_opened: list[tuple[list[str], str | None]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["deal", ASKED, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["code"] == ASKED and windows_opened == []


def test_a_request_carries_the_deal_and_reads_back() -> None:
    plain, with_deal = single_window.request("xcb||:5"), single_window.request("xcb||:5", ASKED)
    assert single_window.displayed_by(plain) == single_window.displayed_by(with_deal) == "xcb||:5"
    assert single_window.deal_asked(plain) is None and single_window.deal_asked(with_deal) == ASKED
    assert single_window.deal_asked(b"nonsense\tdeal " + ASKED.encode() + b"\n") is None


def _game_in_progress(open_window: OpenWindow, prefs: Preferences) -> MainWindow:
    prefs.set(settings.CONFIRM_ABANDON, True)
    window: MainWindow = open_window(GameModel(Game(Deal.from_code(OTHER)), prefs), prefs, size=(900, 700))
    window.model.draw()
    return window


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No])
def test_the_window_asks_before_it_leaves_a_game_in_progress_for_the_deal(
    answer: QMessageBox.StandardButton,
    open_window: OpenWindow,
    prefs: Preferences,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[str] = []

    def question(_parent: object, title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(title)
        assert ASKED in text.replace(WORD_JOINER, ""), text  # which deal would replace the game
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    window = _game_in_progress(open_window, prefs)
    window.play_deal(ASKED)
    assert asked == ["Abandon this game?"]
    if answer == QMessageBox.StandardButton.Yes:
        assert window.model.deal_code == ASKED and window.model.move_counter == 0
    else:
        assert window.model.deal_code == OTHER and window.model.move_counter == 1  # kept as it was
    asked.clear()
    window.play_deal(window.model.deal_code)  # the deal on the table: it stays, nothing is asked
    assert asked == [] and window.model.move_counter == (0 if answer == QMessageBox.StandardButton.Yes else 1)


@linux_only
def test_the_open_window_plays_the_deal_a_second_start_names(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, tmp_path: Path
) -> None:
    window: MainWindow = open_window(GameModel(Game(Deal.from_code(OTHER)), prefs), prefs, size=(900, 700))
    here = {"DISPLAY": ":5"}
    caller = WindowCaller(window, tmp_path, single_window.display_of(here))
    caller.play_deal = window.play_deal
    try:
        answers: list[bool] = []
        asking = threading.Thread(
            target=lambda: answers.append(single_window.show_running_copy(tmp_path, here, deal=ASKED))
        )
        asking.start()
        qtbot.waitUntil(lambda: window.model.deal_code == ASKED, timeout=5000)
        asking.join()
        assert answers == [True]
    finally:
        caller.close()


def _saved_deal() -> str | None:
    """The deal of the saved game (None: none saved yet)."""
    try:
        saved = json.loads(GameStore.default().path.read_text())
    except FileNotFoundError:  # the start claims the socket before it loads Qt and the game
        return None
    return str(saved["deal"]["code"])


@linux_only
def test_from_the_player_s_seat_a_start_with_a_code_deals_it_here_or_in_the_open_window(qtbot: QtBot) -> None:
    """Two real `qvoleurs` processes on one profile: the first opens on a deal named on its
    command line; the second names another one, which the first plays, and ends."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "en", "LANG": "C.UTF-8"}
    with running_copy(qtbot, env, OTHER) as first:
        qtbot.waitUntil(lambda: _saved_deal() == OTHER, timeout=30000)  # a first start: the deal named, saved
        second = subprocess.run(
            qvoleurs("--deal", ASKED), env=env, cwd=ROOT, capture_output=True, text=True, timeout=60
        )
        assert second.returncode == 0
        assert second.stderr == "qvoleurs: Quarante Voleurs is already open: its window is now in front.\n"
        qtbot.waitUntil(lambda: _saved_deal() == ASKED, timeout=10000)  # no move played: nothing to ask
        assert first.poll() is None


@linux_only
def test_a_start_while_the_window_asks_about_the_game_in_progress_is_answered(qtbot: QtBot) -> None:
    """The question ("Abandon this game?") came before the window listened for later starts:
    a launcher clicked again meanwhile opened a second window, which does not save."""
    game = Game(Deal.from_code(OTHER))
    game.push(DRAW)  # a game in progress, saved as a quit saves it
    store = GameStore.default()
    assert store.acquire() is LockState.HELD
    store.save(game)
    store.release()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "en", "LANG": "C.UTF-8"}
    with running_copy(qtbot, env, ASKED):
        second = subprocess.run(qvoleurs(), env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert second.stderr == "qvoleurs: Quarante Voleurs is already open: its window is now in front.\n"
        assert _saved_deal() == OTHER  # the question still open: the game in progress is kept until answered


@pytest.mark.parametrize("lang", ["de", "uk"])
def test_the_question_names_the_deal_in_the_player_s_language(
    lang: str, qapp: QApplication, open_window: OpenWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        texts.append(text.replace(WORD_JOINER, ""))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    with language_restored(qapp):
        install_translators(qapp, lang)
        window = _game_in_progress(open_window, prefs)
        window.play_deal(ASKED)
    [text] = texts
    assert ASKED in text and "instead" not in text and "Start deal" not in text, text
