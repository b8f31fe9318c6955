"""Starting the app: identity, resuming the saved game, a broken save, first paint."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

import qvoleurs
from qvoleurs.storage.files import data_dir
from qvoleurs.ui.app import make_application, utf8_for_c_locale


def launch(**extra: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QVOLEURS_QUIT_AFTER_PAINT="1", QT_QPA_PLATFORM="offscreen", **extra)
    return subprocess.run(
        [sys.executable, "-c", "import sys; from qvoleurs.cli import main; sys.exit(main([]))"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def saved() -> dict[str, object]:
    return json.loads((data_dir() / "game.json").read_text())


@pytest.mark.usefixtures("program_identity")
def test_identity_matches_platformdirs_and_the_desktop_file(qapp: QApplication) -> None:
    make_application([])
    assert QApplication.applicationName() == "qvoleurs"
    assert QApplication.organizationName() == ""
    assert QGuiApplication.desktopFileName() == qvoleurs.APP_ID


def test_first_start_deals_and_saves_at_once_and_the_next_start_resumes_it() -> None:
    first = launch()
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("first-paint ")
    dealt = saved()
    assert dealt["line"] == [] and str(dealt["deal"]["code"]).startswith("FT1-N-")  # type: ignore[index]
    # play a move in the saved game, then start again: the same game comes back
    from qvoleurs.engine import Game

    game = Game.loads(json.dumps(dealt))
    game.push(next(iter(game.legal_moves)))
    (data_dir() / "game.json").write_text(game.dumps())
    second = launch()
    assert second.returncode == 0, second.stderr
    assert Game.loads(json.dumps(saved())) == game


def test_a_broken_save_is_set_aside_and_a_new_game_dealt() -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "game.json").write_text("{ not json")
    result = launch()
    assert result.returncode == 0
    assert "Traceback" not in result.stderr
    assert saved()["format"] == "qvoleurs-game"
    kept = [p.name for p in Path(folder).iterdir() if p.name.startswith("game.json") and p.name != "game.json"]
    assert kept, "the broken file is kept under another name"


def test_the_statistics_hear_of_started_won_and_abandoned_games(qapp: QApplication) -> None:
    from qvoleurs.engine import Deal, Game
    from qvoleurs.model.game_model import GameModel
    from qvoleurs.statistics import GameRecorder, Statistics
    from qvoleurs.ui.app import StatisticsFeed
    from tests.positions import build
    from tests.test_window import game_at

    stats = Statistics.in_memory()
    model = GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")))
    StatisticsFeed(model, GameRecorder(stats))
    model.draw()
    model.new_game("FT1-N-AAAAAAA")  # the started game is abandoned: a loss
    assert stats.for_ruleset("N").played == 1 and stats.for_ruleset("N").lost == 1
    two_kings_left = build(columns={1: ["KS"], 2: ["KH"]}, foundations={1: 12, 2: 12} | {n: 13 for n in range(3, 9)})
    model.set_game(game_at(two_kings_left))
    model.click_card(2)
    model.note_help_used()  # the solver helped: the win counts apart
    model.click_card(3)  # the last king goes home
    assert stats.for_ruleset("N").won == 1 and stats.for_ruleset("N").won_assisted == 1


def test_a_c_locale_starts_without_qt_s_warning_and_in_english() -> None:
    """LC_ALL=C (a script, `env -i`): every start printed Qt's four lines about switching to
    C.UTF-8, which the program now does before Qt starts."""
    started = launch(LC_ALL="C", LANGUAGE="")
    assert started.returncode == 0, started.stderr
    assert "locale" not in started.stderr.lower() and started.stdout.startswith("first-paint ")
    cases = [
        ({"LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"}, {"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}),
        ({"LANG": "C"}, {"LANG": "C", "LC_CTYPE": "C.UTF-8"}),  # the messages' language stays C's
        ({}, {"LC_CTYPE": "C.UTF-8"}),  # nothing set (su -l, env -i): C
        ({"LC_ALL": "", "LC_CTYPE": "C"}, {"LC_ALL": "", "LC_CTYPE": "C.UTF-8"}),
        ({"LC_ALL": "de_DE.UTF-8"}, {"LC_ALL": "de_DE.UTF-8"}),  # a chosen locale: left alone
        ({"LANG": "uk_UA.UTF-8", "LC_ALL": ""}, {"LANG": "uk_UA.UTF-8", "LC_ALL": ""}),
    ]
    for environ, after in cases:
        utf8_for_c_locale(environ)
        assert environ == after


def test_a_locale_named_but_not_installed_starts_without_qt_s_warning_and_in_its_language() -> None:
    """LC_ALL=de_DE.UTF-8 where that locale was never generated (a minimal Debian; the
    installed package, where Python does not switch LANG's characters either): every start
    printed Qt's four lines about the C locale. The window still speaks the language named."""
    started = launch(LC_ALL="de_ZZ.UTF-8", LANGUAGE="", PYTHONCOERCECLOCALE="0")  # no territory ZZ
    assert started.returncode == 0, started.stderr
    assert "locale" not in started.stderr.lower() and started.stdout.startswith("first-paint ")
    script = (
        "from PySide6.QtCore import QLocale; from qvoleurs.ui.app import make_application;"
        " from qvoleurs.cli_text import environment_language; make_application([]);"
        " print(environment_language(), QLocale().toString(1120))"
    )
    env = dict(os.environ, LC_ALL="de_ZZ.UTF-8", LANGUAGE="", PYTHONCOERCECLOCALE="0", QT_QPA_PLATFORM="offscreen")
    asked = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert "locale" not in asked.stderr.lower()
    assert asked.stdout.split() == ["de", "1.120"]  # German words, German numbers
