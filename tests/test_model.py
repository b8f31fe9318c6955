"""GameModel: commands in, signals out, with no window at all."""

from __future__ import annotations

from pathlib import Path

import pytest

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, DealCodeError, Game, Move, Rule
from qvoleurs.engine.cards import card_text
from qvoleurs.engine.game import MAX_COUNTER
from qvoleurs.engine.rules import STOCK, WASTE, column_pile, foundation_pile
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.storage.game_store import GameStore
from tests.positions import build
from tests.test_window import game_at

CODE = "FT1-N-AAAAAAA"  # column 1 shows the ace of spades


class Recorder:
    """Every signal of a model, in order, as (name, args)."""

    NAMES = (
        "move_applied",
        "move_undone",
        "state_reset",
        "score_changed",
        "move_counter_changed",
        "stock_count_changed",
        "can_undo_changed",
        "can_redo_changed",
        "won",
        "stuck",
        "move_rejected",
        "state_changed",
        "game_abandoned",
    )

    def __init__(self, model: GameModel) -> None:
        self.events: list[tuple[str, tuple[object, ...]]] = []
        for name in self.NAMES:
            getattr(model, name).connect(lambda *args, n=name: self.events.append((n, args)))

    def names(self) -> list[str]:
        return [n for n, _ in self.events]

    def args(self, name: str) -> list[tuple[object, ...]]:
        return [a for n, a in self.events if n == name]


def make_model(code: str = CODE, prefs: Preferences | None = None, store: GameStore | None = None) -> GameModel:
    return GameModel(Game(Deal.from_code(code)), prefs=prefs, store=store)


def test_a_legal_move_emits_the_move_then_counters_then_state_changed() -> None:
    model = make_model()
    rec = Recorder(model)
    assert model.move(Move.parse("c1-f1"))
    assert rec.names() == [
        "move_applied",
        "score_changed",
        "move_counter_changed",
        "can_undo_changed",
        "state_changed",
    ]
    assert rec.args("move_applied") == [(Move.parse("c1-f1"),)]
    assert rec.args("score_changed") == [(10,)]
    assert model.position.piles[foundation_pile(1)] != []


def test_an_illegal_move_is_rejected_with_its_rule_and_changes_nothing() -> None:
    model = make_model()
    before = model.position.copy()
    rec = Recorder(model)
    assert not model.move(Move.parse("c2-c1"))
    assert rec.events == [("move_rejected", (Rule.NOTHING_ON_ACE,))]
    assert model.position == before and model.move_counter == 0


def test_draw_updates_the_stock_count_and_an_empty_stock_refuses() -> None:
    model = make_model()
    rec = Recorder(model)
    assert model.draw()
    assert rec.args("stock_count_changed") == [(63,)]
    assert rec.args("move_applied") == [(DRAW,)]
    for _ in range(63):
        model.draw()
    assert model.stock_count == 0
    assert not model.click_card(STOCK)
    assert rec.args("move_rejected")[-1] == (Rule.STOCK_EMPTY,)


def test_click_sends_the_ace_home_and_does_nothing_when_no_foundation_takes_it() -> None:
    model = make_model()
    assert model.click_card(column_pile(1))
    assert card_text(model.position.piles[foundation_pile(1)][-1]) == "AS"
    rec = Recorder(model)
    # c2's top card (TD? whatever it is) cannot go home: a click on it does nothing, silently
    assert card_text(model.position.piles[column_pile(2)][-1]) == "9S"  # no foundation takes it yet
    assert not model.click_card(column_pile(2))
    assert rec.events == []


def test_double_click_follows_the_engine_policy_and_makes_one_move() -> None:
    model = make_model()
    rec = Recorder(model)
    assert not model.double_click_card(column_pile(2))  # 9S: no foundation, no column, no empty column
    assert rec.events == []
    assert model.double_click_card(column_pile(1))  # the ace of spades goes home, to f1
    assert rec.args("move_applied") == [(Move.parse("c1-f1"),)]


def test_undo_and_redo_emit_their_moves_and_availability() -> None:
    model = make_model()
    model.move(Move.parse("c1-f1"))
    rec = Recorder(model)
    assert model.undo()
    assert rec.args("move_undone") == [(Move.parse("c1-f1"),)]
    assert ("can_undo_changed", (False,)) in rec.events and ("can_redo_changed", (True,)) in rec.events
    assert model.score == 0
    assert not model.undo()
    assert model.redo()
    assert rec.args("move_applied") == [(Move.parse("c1-f1"),)]
    assert model.score == 10 and not model.can_redo()


def test_drop_on_a_legal_pile_moves_and_on_an_illegal_pile_is_refused() -> None:
    model = make_model()
    rec = Recorder(model)
    assert not model.drop(column_pile(2), 1, column_pile(1))
    assert rec.args("move_rejected") == [(Rule.NOTHING_ON_ACE,)]
    assert not model.drop(column_pile(1), 1, None)  # released on nothing: no rule broken
    assert not model.drop(column_pile(1), 1, column_pile(1))  # back on its own pile
    assert len(rec.args("move_rejected")) == 1
    assert model.drop(column_pile(1), 1, foundation_pile(5))  # either spades foundation takes the ace
    assert model.position.piles[foundation_pile(5)]


def test_auto_place_sends_a_wrongly_dropped_card_to_its_best_place() -> None:
    prefs = Preferences.in_memory()
    prefs.set(settings.AUTO_PLACE, True)
    model = make_model(prefs=prefs)
    rec = Recorder(model)
    assert model.drop(column_pile(1), 1, None)
    assert rec.args("move_applied") == [(Move(column_pile(1), foundation_pile(1)),)]
    # 9S dropped on 3D fits nowhere else either: refused, with the rule the drop broke
    assert not model.drop(column_pile(2), 1, column_pile(1))
    assert rec.args("move_rejected") == [(Rule.WRONG_SUIT,)]
    assert len(rec.args("move_applied")) == 1


def test_accepting_piles_are_the_engine_legal_destinations() -> None:
    model = make_model()
    piles = model.accepting_piles(column_pile(1))
    assert foundation_pile(1) in piles and foundation_pile(5) in piles
    assert all(model.check(Move(column_pile(1), p)) is None for p in piles)
    assert WASTE not in piles and STOCK not in piles


def test_new_game_from_a_bad_code_raises_and_keeps_the_game() -> None:
    model = make_model()
    with pytest.raises(DealCodeError):
        model.new_game("FT1-N-!!!")
    assert model.deal_code == CODE


def test_new_game_resets_and_reports_an_abandoned_game() -> None:
    model = make_model()
    model.draw()
    rec = Recorder(model)
    model.new_game("FT1-S-AAAAAAV")
    assert rec.names()[:2] == ["game_abandoned", "state_reset"]
    assert model.deal_code == "FT1-S-AAAAAAV" and model.move_counter == 0 and model.stock_count == 64
    assert ("can_undo_changed", (False,)) in rec.events


def test_restart_deals_the_same_cards_again() -> None:
    model = make_model()
    start = model.position.copy()
    model.draw()
    model.restart()
    assert model.position == start and model.move_counter == 0


def test_random_new_game_uses_the_ruleset_preference() -> None:
    prefs = Preferences.in_memory()
    prefs.set(settings.RULESET, "S")
    model = GameModel(prefs=prefs)
    assert model.rules == "S"
    prefs.set(settings.RULESET, "N")
    model.new_game()
    assert model.rules == "N"


def test_undo_depth_preference_applies_at_once() -> None:
    prefs = Preferences.in_memory()
    model = make_model(prefs=prefs)
    assert model.game.undo_depth == 100
    prefs.set(settings.UNDO_DEPTH, 0)
    assert model.game.undo_depth is None


def test_a_larger_undo_history_gives_back_the_steps_a_smaller_one_closed_off(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game.json")
    prefs = Preferences.in_memory()
    prefs.set(settings.UNDO_DEPTH, 0)
    model = make_model("FT1-N-AAAAAAL", prefs=prefs, store=store)  # deal 11
    model.move(Move.parse("c2-c10"))  # the top card of c10 and of c7 are the same card
    for i in range(129):
        model.move(Move.parse("c10-c7" if i % 2 == 0 else "c7-c10"))
    assert len(model.game.line) == 130
    prefs.set(settings.UNDO_DEPTH, 100)
    assert model.game.undo_available() == 100
    model.undo()  # the limit counts back from where the game is when it is set
    prefs.set(settings.UNDO_DEPTH, 0)
    assert model.game.undo_available() == 129  # the whole line, as before the switch
    loaded, _ = store.load()  # and so after a restart
    assert loaded is not None and loaded.undo_available() == 129 and loaded.redo_moves == model.game.redo_moves
    prefs.set(settings.UNDO_DEPTH, 100)
    assert model.game.undo_available() == 100 and model.can_redo()


def test_every_action_is_saved_and_a_dealt_game_at_once(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game.json")
    model = make_model(store=store)
    model.new_game(CODE)
    loaded, problem = store.load()
    assert problem is None and loaded is not None and loaded.move_counter == 0
    model.draw()
    model.move(Move.parse("c1-f1"))
    model.undo()
    loaded, _ = store.load()
    assert loaded == model.game


def test_counters_edited_up_to_their_limit_stay_there_and_every_save_loads_again(tmp_path: Path) -> None:
    """A save whose move counter (or score) was edited to just below what a save may hold:
    the game plays on, shows and saves the counter at its limit, and the next start loads
    that save (it was set aside as damaged, and the moves since lost)."""
    store = GameStore(tmp_path / "game.json")
    game = Game(Deal.from_code(CODE))
    game.push(DRAW)
    edited = game.to_json() | {"move_counter": MAX_COUNTER - 1}
    model = GameModel(Game.from_json(edited), store=store)
    shown: list[int] = []
    model.move_counter_changed.connect(shown.append)
    for _ in range(3):
        assert model.draw()
    assert shown == [MAX_COUNTER]  # reached at the first draw, then unchanged
    loaded, problem = store.load()
    assert problem is None and loaded is not None
    assert (loaded.move_counter, len(loaded.position.piles[WASTE])) == (MAX_COUNTER, 4)
    scored = Game(Deal.from_code(CODE))
    scored.score = MAX_COUNTER - 5
    scored.push(Move.parse("c1-f1"))  # +10: the score stops at the limit too
    assert scored.score == MAX_COUNTER
    scored.pop()
    assert scored.score == MAX_COUNTER - 5  # and undo gives back the score it had


def near_won_game() -> Game:
    """Every card but one king home: one click on column 1 wins."""
    from qvoleurs.engine import Position

    data = {
        "rules": "N",
        "stock": [],
        "waste": [],
        "columns": [["KS"]] + [[] for _ in range(9)],
        "foundations": [
            [f"{r}{s}" for r in "A23456789TJQ" + ("" if i == 0 else "K")] for i, s in enumerate("SHDCSHDC")
        ],
    }
    return Game.from_position(Position.from_json(data), Deal.from_code(CODE))


def test_the_winning_move_emits_won() -> None:
    model = GameModel(near_won_game())
    rec = Recorder(model)
    assert model.click_card(column_pile(1))
    assert "won" in rec.names() and "stuck" not in rec.names()
    assert model.is_won()


def stuck_game() -> Game:
    """Stock used up, 2C on the waste, ten columns whose cards fit nowhere: no legal move."""
    from qvoleurs.engine import Position

    tops = ["2H", "4H", "6H", "8H", "TH", "QH", "2D", "4D", "6D", "8D"]
    rest = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK" for _ in range(2)]
    for card in [*tops, "2C"]:
        rest.remove(card)
    data = {"rules": "N", "stock": [], "waste": [*rest, "2C"], "columns": [[t] for t in tops]}
    return Game.from_position(Position.from_json(data), Deal.from_code(CODE))


def test_a_stuck_game_says_so_after_the_last_move_and_when_loaded() -> None:
    game = stuck_game()
    assert game.is_stuck()
    model = make_model()
    rec = Recorder(model)
    model.set_game(game)
    assert "stuck" in rec.names()
    # one step back from stuck: the last card drawn makes it stuck again
    game = stuck_game()
    game.position.piles[STOCK].append(game.position.piles[WASTE].pop())
    model.set_game(game)
    rec = Recorder(model)
    assert model.draw()
    assert "stuck" in rec.names() and "won" not in rec.names()


@pytest.mark.parametrize(
    ("rules", "count", "refused"),
    [("N", 1, None), ("N", 2, Rule.ONLY_TOP_CARD), ("S", 2, None), ("S", 3, Rule.NOT_A_RUN)],
)
def test_cards_are_taken_up_only_where_they_may_move_together(rules: str, count: int, refused: Rule | None) -> None:
    """A drag's start: a run in suit lifts with supermoves (where it may go is the drop's
    to say); a covered card without them, or cards that are no run, are refused with their rule."""
    model = GameModel(game_at(build(columns={1: ["2H", "9S", "8S"]}, rules=rules)))
    rec = Recorder(model)
    assert model.lift(column_pile(1), count) == (refused is None)
    assert rec.args("move_rejected") == ([] if refused is None else [(refused,)])
