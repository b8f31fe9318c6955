"""Random play through the model: the scene never drifts from the engine."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import Deal, Game
from qvoleurs.engine.rules import PILE_COUNT, STOCK, is_column
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.window import MainWindow
from tests.test_window import assert_in_place


@pytest.fixture(scope="module")
def shared_prefs() -> Preferences:
    return Preferences.in_memory()


@pytest.fixture(scope="module")
def shared_window(qapp: object, shared_prefs: Preferences) -> Iterator[MainWindow]:
    """One window for every example (building one per example would be slow); closed, and
    its solver threads joined, when the module is done."""
    prefs = shared_prefs
    prefs.set(settings.CONFIRM_ABANDON, False)
    prefs.set(settings.ANIMATION_SPEED, "fast")
    win = MainWindow(GameModel(Game(Deal.from_code("FT1-S-AAAAAAV")), prefs), prefs)
    win.resize(900, 650)
    win.show()
    yield win
    win.close()
    assert win.solver.wait()


def assert_visible_right(win: MainWindow) -> None:
    """Columns show every card; stacked piles show their top two; no card is lost."""
    scene = win.table_scene
    piles = win.model.position.piles
    assert sorted(scene.places) == list(range(104))
    for pile in range(PILE_COUNT):
        n = len(piles[pile])
        for index, card in enumerate(piles[pile]):
            assert scene.cards[card].isVisible() == (is_column(pile) or index >= n - 2)
    assert scene.badge.isVisible() == bool(piles[STOCK])


@hsettings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    number=st.integers(0, 2**35 - 1),
    rules=st.sampled_from("NS"),
    steps=st.lists(
        st.tuples(st.sampled_from(["move", "move", "move", "undo", "redo"]), st.integers(0, 10**6)), max_size=40
    ),
    animate=st.booleans(),
)
def test_random_play_keeps_every_card_where_the_engine_says(
    qtbot: QtBot,
    shared_window: MainWindow,
    shared_prefs: Preferences,
    number: int,
    rules: str,
    steps: list[tuple[str, int]],
    animate: bool,
) -> None:
    win = shared_window
    model = win.model
    shared_prefs.set(settings.ANIMATIONS, animate)
    model.set_game(Game(Deal.from_number(number, rules)))
    win.table_scene.finish_animation()  # the deal lands
    assert_in_place(win)
    for action, pick in steps:
        if action == "undo":
            model.undo()
        elif action == "redo":
            model.redo()
        else:
            moves = list(model.game.legal_moves)
            if not moves:
                break
            assert model.move(moves[pick % len(moves)])
        # animated or not, once any flight lands every card is exactly in its place
        win.table_scene.finish_animation()
        assert_in_place(win)
        assert_visible_right(win)
