"""Where mutation testing found the engine's tests blind: the move generator against
`check` on positions with empty columns and runs in both rulesets (presences and
absences), moves into empty columns, supermove limits, run lengths, and files that
must be refused (a card three times, a save of version 0, an undo floor out of range)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from qvoleurs.engine import (
    DEFAULT_UNDO_DEPTH,
    DRAW,
    Deal,
    DealFileError,
    Game,
    Move,
    Position,
    PositionFormatError,
    Rule,
    SaveFormatError,
)
from qvoleurs.engine.cards import KING, RANK_CHARS, RANKS, SUIT_CHARS
from qvoleurs.engine.rules import (
    COLUMN_PILES,
    COLUMNS,
    FOUNDATIONS,
    PILE_COUNT,
    STOCK,
    WASTE,
    column_pile,
    foundation_pile,
    foundation_suit,
)
from tests.positions import build

C = column_pile
F = foundation_pile
FILLERS = ["KH", "KH", "KC", "KC", "QH", "QH", "QC", "QC"]  # cards that take none of the spades below


def filled(first: int, last: int) -> dict[int, list[str]]:
    """Columns first..last (1-based), one filler card each."""
    return {c: [FILLERS[i]] for i, c in enumerate(range(first, last + 1))}


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """Any placement of the two decks that play can reach the likes of: foundations built
    from the ace, several columns empty (often), runs in suit on top of columns (often)."""
    pool: Counter[str] = Counter(r + s for s in SUIT_CHARS for r in RANK_CHARS) + Counter(
        r + s for s in SUIT_CHARS for r in RANK_CHARS
    )
    foundations: list[list[str]] = []
    for f in range(FOUNDATIONS):
        suit = SUIT_CHARS[foundation_suit(foundation_pile(f + 1))]
        height = draw(st.sampled_from([0, 0, 1, 3, 7, 12, KING]))
        foundations.append([RANK_CHARS[r] + suit for r in range(height)])
        pool -= Counter(foundations[-1])
    empty = draw(st.sets(st.integers(0, COLUMNS - 1), max_size=COLUMNS))
    runs: dict[int, list[str]] = {}
    for col in sorted(set(range(COLUMNS)) - empty):
        if draw(st.booleans()):
            suit = draw(st.sampled_from(SUIT_CHARS))
            top = draw(st.integers(1, KING))
            run = []
            for rank in range(top, min(top + draw(st.integers(1, 6)), KING + 1)):
                face = RANK_CHARS[rank - 1] + suit
                if pool[face] == 0:
                    break
                pool[face] -= 1
                run.append(face)
            runs[col] = run[::-1]  # high card at the bottom, the lowest on top
    rest = sorted(pool.elements())
    rng = draw(st.randoms(use_true_random=False))  # one draw for the loose cards: generation stays fast
    rng.shuffle(rest)
    filled = sorted(set(range(COLUMNS)) - empty)
    stock: list[str] = []
    waste: list[str] = []
    columns: list[list[str]] = [[] for _ in range(COLUMNS)]
    for card in rest:  # each loose card goes to the stock, the waste or a non-empty column
        place = rng.randrange(len(filled) + 2)
        if place == 0:
            stock.append(card)
        elif place == 1:
            waste.append(card)
        else:
            columns[filled[place - 2]].append(card)
    for col, run in runs.items():
        columns[col] += run
    rules = draw(st.sampled_from("NS"))
    return Position.from_json(
        {"rules": rules, "columns": columns, "stock": stock, "waste": waste, "foundations": foundations}
    )


def every_candidate() -> list[Move]:
    """Every move between two piles, and every run length between two columns (and from
    the waste and the stock, whose runs must be refused)."""
    singles = [Move(s, d) for s in range(PILE_COUNT) for d in range(PILE_COUNT)]
    sources = [STOCK, WASTE, *COLUMN_PILES]
    runs = [Move(s, d, n) for s in sources for d in COLUMN_PILES for n in range(2, RANKS + 1)]
    return singles + runs


CANDIDATES = every_candidate()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_the_generator_yields_exactly_the_moves_check_accepts(position: Position) -> None:
    generated = list(position.generate_moves())
    assert len(generated) == len(set(generated)), "a move generated twice"
    legal = set(generated)
    view = position.legal_moves()
    for move in CANDIDATES:
        accepted = position.check(move) is None
        assert accepted == (move in legal), (str(move), position.check(move), position.to_json())
        assert (move in view) == accepted, str(move)
    assert view.count() == len(legal)
    assert bool(view) == bool(legal)


def test_the_property_s_positions_reach_empty_columns_runs_and_both_rulesets() -> None:
    """The strategy above meets what the played games of test_game_properties rarely do."""
    seen: Counter[str] = Counter()

    @settings(max_examples=80, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
    @given(positions())
    def look(position: Position) -> None:
        moves = list(position.generate_moves())
        if any(not position.piles[c] for c in COLUMN_PILES):
            seen["empty column"] += 1
        if any(not position.piles[m.dst] and m.dst in COLUMN_PILES for m in moves):
            seen["move into an empty column"] += 1
        if any(m.count > 1 for m in moves):
            seen[f"supermove {position.rules.letter}"] += 1
        seen[position.rules.letter] += 1

    look()
    assert {"empty column", "move into an empty column", "supermove S", "N", "S"} <= set(seen)
    assert "supermove N" not in seen


def test_every_source_has_a_move_into_each_empty_column() -> None:
    position = build(columns={1: ["KD", "9S"], 2: ["5H"]}, waste=["3C"], foundations={1: 4})
    moves = set(position.legal_moves())
    empties = [c for c in COLUMN_PILES if not position.piles[c]]
    assert len(empties) == COLUMNS - 2
    for dst in empties:
        assert Move(WASTE, dst) in moves
        assert Move(C(1), dst) in moves
        assert Move(F(1), dst) in moves  # a take-back into an empty column
        assert Move(C(2), dst) in moves  # a lone card may move too (the rules allow it)


@pytest.mark.parametrize(("empty", "onto_a_card", "into_empty"), [(1, 2, 1), (2, 4, 2), (3, 8, 4)])
def test_supermoves_are_generated_up_to_their_limit_and_not_one_card_more(
    empty: int, onto_a_card: int, into_empty: int
) -> None:
    run = ["9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    position = build(columns={1: ["KD", *run], 2: ["TS"], **filled(3, COLUMNS - empty)}, rules="S")
    assert position.empty_columns() == empty
    assert position.run_length(C(1)) == len(run)
    target = next(c for c in COLUMN_PILES if not position.piles[c])
    moves = set(position.generate_moves())
    # onto the ten of spades only the whole run fits (the 9 must land on the 10)
    assert (Move(C(1), C(2), len(run)) in moves) == (len(run) <= onto_a_card)
    into = sorted(m.count for m in moves if m.src == C(1) and m.dst == target)
    assert into == list(range(1, into_empty + 1))
    assert position.check(Move(C(1), target, into_empty + 1)) is Rule.SUPERMOVE_TOO_LONG
    assert position.check(Move(C(1), target, into_empty)) is None


def test_a_supermove_onto_a_card_is_limited_by_the_empty_columns() -> None:
    run = ["TS", "9S", "8S", "7S", "6S"]
    two = build(columns={1: ["KD", *run], 2: ["JS"], **filled(3, 8)}, rules="S")
    assert two.empty_columns() == 2
    assert Move(C(1), C(2), 5) not in set(two.generate_moves())  # five cards need three empty columns
    assert two.check(Move(C(1), C(2), 5)) is Rule.SUPERMOVE_TOO_LONG
    three = build(columns={1: ["KD", *run], 2: ["JS"], **filled(3, 7)}, rules="S")
    assert Move(C(1), C(2), 5) in set(three.generate_moves())


def test_no_move_is_in_the_legal_moves_when_it_is_refused() -> None:
    position = build(columns={1: ["8S"], 2: ["7H"], 3: ["7S"]})
    view = position.legal_moves()
    assert Move(C(3), C(1)) in view
    assert Move(C(2), C(1)) not in view  # wrong suit
    assert Move(C(1), C(1)) not in view
    assert Move(C(3), C(1), 2) not in view
    assert "c3-c1" not in view  # not a Move at all


@pytest.mark.parametrize(
    ("column", "length"),
    [([], 0), (["KS"], 1), (["9H", "KS"], 1), (["KS", "QS"], 2), (["KH", "QS"], 1), (["3S", "KS", "QS", "JS"], 3)],
)
def test_run_length_counts_the_top_cards_in_suit_and_sequence(column: list[str], length: int) -> None:
    assert build(columns={1: column}).run_length(C(1)) == length


def test_a_position_with_a_card_three_times_is_refused() -> None:
    data = build(columns={1: ["KS"]}).to_json()
    data["waste"] = ["KS"]  # the stock still holds the second KS: three in all
    with pytest.raises(PositionFormatError, match="KS"):
        Position.from_json(data)


def test_a_position_with_a_card_missing_is_refused() -> None:
    data = build().to_json()
    stock = data["stock"]
    assert isinstance(stock, list)
    stock.pop()
    with pytest.raises(PositionFormatError):
        Position.from_json(data)


def played(moves: int = 6) -> Game:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    for _ in range(moves):
        game.push(next(iter(game.legal_moves)))
    return game


@pytest.mark.parametrize("version", [0, -1, "1", None, 1.0])
def test_a_save_without_a_valid_version_is_refused(version: object) -> None:
    data = played().to_json()
    data["version"] = version
    with pytest.raises(SaveFormatError):
        Game.from_json(data)


@pytest.mark.parametrize("floor", [-1, 7, 100, "2", None])
def test_a_save_with_its_undo_floor_out_of_range_is_refused(floor: object) -> None:
    data = played(6).to_json()
    data["undo_floor"] = floor
    with pytest.raises(SaveFormatError):
        Game.from_json(data)


@pytest.mark.parametrize("floor", [0, 3, 6])
def test_a_save_with_its_undo_floor_in_range_keeps_it(floor: int) -> None:
    data = played(6).to_json()
    data["undo_floor"] = floor
    game = Game.from_json(data)
    assert game.undo_available() == 6 - floor


def test_a_new_game_remembers_the_last_100_actions() -> None:
    assert Game(Deal.from_code("FT1-N-AAAAAAV")).undo_depth == DEFAULT_UNDO_DEPTH == 100
    game = Game.from_position(build(columns={1: ["5H"]}))
    for i in range(101):  # a lone card moved to and fro between two columns
        game.push(Move(C(1), C(2)) if i % 2 == 0 else Move(C(2), C(1)))
    assert game.undo_available() == 100 and len(game.line) == 101


def test_a_game_without_undo_saves_and_loads() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"), undo_depth=0)
    game.push(DRAW)
    again = Game.loads(game.dumps())
    assert again == game and again.undo_depth == 0 and not again.can_undo()


def test_a_double_click_sends_a_card_to_the_longest_column_then_the_leftmost() -> None:
    longest = Game.from_position(build(columns={1: ["KD", "TS"], 2: ["QH", "JH", "TS"]}, waste=["9S"]))
    assert longest.double_click_move(WASTE) == Move(WASTE, C(2))  # longer, and before any empty column
    tie = Game.from_position(build(columns={1: ["KD", "TS"], 2: ["KH", "TS"]}, waste=["9S"]))
    assert tie.double_click_move(WASTE) == Move(WASTE, C(1))


def test_a_double_click_with_no_column_to_take_it_goes_to_the_first_empty_one() -> None:
    game = Game.from_position(build(columns={1: ["KD", "QD"], 2: ["5H"]}, waste=["9S"]))
    assert game.double_click_move(WASTE) == Move(WASTE, C(3))
    assert game.double_click_move(C(2)) is None  # a lone card into an empty column changes nothing


def test_a_double_click_never_takes_a_card_back_from_a_foundation() -> None:
    """A click or Enter on a foundation cost 15 points: a take-back is only dragged or picked up."""
    game = Game.from_position(build(columns={1: ["4S"]}, foundations={1: 3}))
    assert game.check(Move(F(1), C(1))) is None  # the take-back itself stays legal
    assert game.double_click_move(F(1)) is None


@pytest.mark.parametrize(("field", "value"), [("waste", ["AS"]), ("foundations", [["AS"], [], [], [], [], [], [], []])])
def test_a_deal_file_starts_with_an_empty_waste_and_foundations(field: str, value: object) -> None:
    data = Deal.from_number(3).to_json()
    data[field] = value
    with pytest.raises(DealFileError):
        Deal.from_json(data)


def test_a_deal_file_with_only_its_number_or_code_keeps_the_code_s_copies() -> None:
    expected = Deal.from_number(3)
    for keep in ("code", "number"):
        data = expected.to_json()
        del data["code" if keep == "number" else "number"]
        assert Deal.from_json(data) == expected


def test_a_copied_game_is_equal_and_independent() -> None:
    game = played(6)
    game.pop()
    twin = game.copy()
    assert twin == game and twin.position == game.position and twin.redo_moves == game.redo_moves
    twin.redo()
    twin.push(next(iter(twin.legal_moves)))
    assert game.move_counter == 6 and len(game.line) == 5 and game.can_redo()
    assert twin.move_counter == 7 and twin.position != game.position


def test_a_larger_undo_history_reaches_back_to_the_first_action() -> None:
    """Raised above the actions played, the history goes back to the deal, not to one after it."""
    game = Game(Deal.from_code("FT1-N-AAAAAAV"), undo_depth=2)
    for _ in range(3):
        game.push(DRAW)
    assert game.undo_available() == 2
    game.undo_depth = 10
    assert game.undo_available() == 3
    game.undo_depth = 1  # a smaller one closes off all but the last
    assert game.undo_available() == 1
    game.undo_depth = None
    assert game.undo_available() == 3


def test_peek_is_the_last_action() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    assert game.peek() is None
    game.push(DRAW)
    move = next(m for m in game.legal_moves if m != DRAW)
    game.push(move)
    assert game.peek() == move


def test_a_click_sends_a_column_s_card_only_home_and_the_waste_card_to_a_column_too() -> None:
    """A single click on a column card that only another column takes leaves it where it is."""
    game = Game.from_position(build(columns={1: ["KD", "TS"], 2: ["9S"]}, waste=["9S"]))
    assert game.click_move(C(2)) is None
    assert game.click_move(WASTE) == Move(WASTE, C(1))


def test_a_game_with_unlimited_undo_saves_and_loads() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"), undo_depth=None)
    game.push(DRAW)
    again = Game.loads(game.dumps())
    assert again == game and again.undo_depth is None and again.undo_available() == 1


def test_a_game_is_never_equal_to_what_is_not_a_game() -> None:
    game = played(2)
    assert (game == game.to_json()) is False and game != game.position


@pytest.mark.parametrize("depth", [-1, "5", 2.5])
def test_a_save_with_a_bad_undo_depth_is_refused(depth: object) -> None:
    data = played(2).to_json()
    data["undo_depth"] = depth
    with pytest.raises(SaveFormatError):
        Game.from_json(data)


def test_the_last_score_change_is_the_last_action_s_own() -> None:
    game = Game.from_position(build(columns={1: ["2S", "AS"]}))
    game.push(Move(C(1), F(1)))
    game.push(Move(C(1), F(1)))
    assert game.score == 20 and game.last_score_change() == 10


def test_a_game_is_started_by_its_first_action() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    assert not game.is_started()
    game.push(DRAW)
    assert game.is_started()


def test_a_game_with_no_legal_move_is_a_dead_end() -> None:
    from tests.solver_positions import stuck

    assert Game.from_position(stuck()).is_dead_end()
    assert not Game(Deal.from_code("FT1-N-AAAAAAV")).is_dead_end()


def test_an_undo_depth_of_zero_is_allowed_and_a_negative_one_refused() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.undo_depth = 0
    assert game.undo_depth == 0
    with pytest.raises(ValueError):
        game.undo_depth = -1


def test_the_move_counter_stops_at_the_largest_number_qt_shows() -> None:
    """2**31 - 1, Qt's int: a save never holds more (a larger one is refused at the start)."""
    data = Game(Deal.from_code("FT1-N-AAAAAAV")).to_json()
    data["move_counter"] = 2**31 - 2
    game = Game.from_json(data)
    game.push(DRAW)
    game.push(DRAW)
    assert game.move_counter == 2**31 - 1
    assert Game.from_json(game.to_json()).move_counter == 2**31 - 1


def test_a_save_is_of_version_1_and_a_custom_position_s_save_loads() -> None:
    """Version 1 is what every earlier release reads; a position with no deal code is saved whole."""
    assert Game(Deal.from_code("FT1-N-AAAAAAV")).to_json()["version"] == 1
    custom = Game.from_position(build(columns={1: ["2S", "AS"]}))
    custom.push(Move(C(1), F(1)))
    assert Game.loads(custom.dumps()) == custom


def test_a_dealt_game_s_save_names_its_deal_by_code_alone() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    assert game.to_json()["deal"] == {"code": "FT1-N-AAAAAAV"}


@pytest.mark.parametrize("counter", [2, "3", None])
def test_a_save_whose_move_counter_is_below_its_actions_is_refused(counter: object) -> None:
    game = played(3)
    game.pop()  # two actions in the line, one to redo: three counted
    data = game.to_json()
    data["move_counter"] = counter
    with pytest.raises(SaveFormatError):
        Game.from_json(data)


def test_a_game_shows_its_code_moves_and_score() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.push(DRAW)
    assert repr(game) == "<Game FT1-N-AAAAAAV moves=1 score=0>"


def test_a_game_from_a_position_plays_by_the_position_s_rules() -> None:
    position = Position.from_deal(Deal.from_number(7, "S"))
    assert Game.from_position(position, Deal.from_number(7, "N")).rules.letter == "S"


def test_the_leftmost_foundation_that_takes_a_card_is_found() -> None:
    game = Game.from_position(build(columns={1: ["AS"], 2: ["5H"]}))
    assert game.foundation_for(C(1)) == Move(C(1), F(1))
    assert game.foundation_for(C(2)) is None
