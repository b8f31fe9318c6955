"""The compiled search core against the engine, the authority on the rules: on random positions
from playouts of both rulesets the same legal moves and the same successor positions; its
key, safe home moves, score and rule 3 the same as the Python solver's; its verdicts the same
as plain exhaustive search; and the pure-Python solver still there when the core is not."""

from __future__ import annotations

import random
import sys
import types
from collections import Counter

import pytest

from qvoleurs.engine import Deal, Move, Position
from qvoleurs.engine.deal import MAX_NUMBER
from qvoleurs.engine.rules import COLUMN_PILES, FOUNDATION_BASE, FOUNDATION_PILES, RULESETS, STOCK, WASTE
from qvoleurs.engine.solver import SolverError, Verdict, compiled_core_available, solve
from qvoleurs.engine.solver import compiled as compiled_module
from qvoleurs.engine.solver.heuristics import PORTFOLIO, make_evaluator
from qvoleurs.engine.solver.key import position_key
from qvoleurs.engine.solver.moves import candidate_moves
from qvoleurs.engine.solver.portfolio import SEARCHES
from qvoleurs.engine.solver.proofs import auto_home, frozen_cards_prove_lost
from qvoleurs.engine.solver.search import CONFIRM_SEED
from qvoleurs.engine.solver.stock_order import stock_order_proves_lost
from tests.solver_positions import exhaustive_verdict, takeback_needed
from tests.test_solver_proofs import playout_position, random_small_position

core = compiled_module.core
needs_core = pytest.mark.skipif(core is None, reason="the compiled core was not built (no C compiler)")

Faces = tuple[int, bytes, tuple[bytes, ...], tuple[int, ...]]


def faces(p: Position) -> Faces:
    """The engine's position in the core's face form: the rules see only suit and rank."""
    piles = p.piles
    return (
        len(piles[STOCK]),
        bytes(c % 52 for c in piles[WASTE]),
        tuple(bytes(c % 52 for c in piles[q]) for q in COLUMN_PILES),
        tuple(len(piles[f]) for f in FOUNDATION_PILES),
    )


def playout_positions(rng: random.Random, rules: str, count: int) -> list[Position]:
    """Positions of games played at random, half of them branching off a winning line (a
    random game seldom empties a column), and some small positions: mostly moves rather than draws, home moves and
    moves that empty a column first, so columns empty, runs form (supermoves in S) and
    foundations fill (take-backs)."""
    out: list[Position] = []
    while len(out) < count:
        if rng.random() < 0.1:
            # and small positions where most columns are empty, to try every supermove's length
            for _ in range(20):
                small = random_small_position(rng, rng.randrange(10, 50), fill=False)
                out.append(Position(small.piles, RULESETS[rules]))
            continue
        p = Position.from_deal(Deal.from_number(rng.randrange(MAX_NUMBER), rules))
        if rng.random() < 0.5:
            line = solve(p, time_limit=None, max_states=20_000).moves
            for move in line[: rng.randrange(len(line) + 1)]:
                out.append(p.copy())
                p.apply(move)
        for _ in range(rng.randrange(20, 400)):
            moves = list(p.generate_moves())
            if not moves:
                break
            out.append(p.copy())
            home = [m for m in moves if m.dst >= FOUNDATION_BASE]
            others = [m for m in moves if m.src != STOCK]
            emptying = [m for m in others if m.src in COLUMN_PILES and len(p.piles[m.src]) == m.count]
            roll = rng.random()
            if emptying and roll < 0.3:
                move = rng.choice(emptying)
            elif home and roll < 0.5:
                move = rng.choice(home)
            elif others and roll < 0.9:
                move = rng.choice(others)
            else:
                move = rng.choice(moves)
            p.apply(move)
    return out[:count]


def check_against_engine(positions: list[Position]) -> Counter[str]:
    """Asserts the core's moves and successors are the engine's; counts what was covered."""
    assert core is not None
    seen: Counter[str] = Counter()
    for p in positions:
        rules = compiled_module.rule_bits(p)
        engine = {(m.src, m.dst, m.count) for m in p.generate_moves()}
        mine = core.legal_moves(p.piles, rules)
        assert len(mine) == len(set(mine)) and set(mine) == engine, p.to_json()
        # the narrower search for wins: the same moves less the take-backs
        narrow = core.legal_moves(p.piles, rules | compiled_module.NO_TAKEBACKS)
        assert set(narrow) == {m for m in engine if m[0] < FOUNDATION_BASE}, p.to_json()
        assert set(core.candidate_moves(p.piles, rules)) == {(m.src, m.dst, m.count) for m in candidate_moves(p)}
        for src, dst, count in mine:
            move = Move(src, dst, count)
            p.apply(move)
            after = faces(p)
            p.unapply(move)
            assert core.successor(p.piles, rules, (src, dst, count)) == after, (p.to_json(), str(move))
            seen["supermoves" if count > 1 else "single moves"] += 1
            seen["take-backs" if src >= FOUNDATION_BASE else "other"] += 1
        seen["with an empty column"] += p.empty_columns() > 0
        seen["positions"] += 1
    return seen


@needs_core
@pytest.mark.parametrize("rules", ["N", "S"])
def test_the_core_has_the_engines_moves_and_successors(rules: str) -> None:
    seen = check_against_engine(playout_positions(random.Random(16), rules, 5_000))
    assert seen["with an empty column"] > 150 and seen["take-backs"] > 500, seen
    assert (seen["supermoves"] > 100) == (rules == "S"), seen


@needs_core
@pytest.mark.slow
@pytest.mark.parametrize("rules", ["N", "S"])
def test_the_core_has_the_engines_moves_and_successors_on_a_hundred_thousand_positions(rules: str) -> None:
    seen = check_against_engine(playout_positions(random.Random(1600), rules, 50_000))
    assert seen["positions"] == 50_000 and seen["with an empty column"] > 1_500, seen


@needs_core
def test_the_core_keys_safe_moves_scores_and_rules_3_and_4_are_the_python_solvers() -> None:
    assert core is not None
    rng = random.Random(7)
    positions = playout_positions(rng, "N", 800) + playout_positions(rng, "S", 800)
    positions += [random_small_position(rng, rng.randrange(6, 40)) for _ in range(800)]
    positions += [playout_position(rng, rng.randrange(0, 30)) for _ in range(30)]
    weightings = set(PORTFOLIO) | {plan.weights for plan in SEARCHES}
    evaluators = [(compiled_module.weight_tuple(w), make_evaluator(w)) for w in weightings]
    by_key: dict[bytes, int] = {}
    frozen = 0
    for p in positions:
        piles = p.piles
        for weights, evaluate in evaluators:
            assert core.evaluate(piles, weights) == evaluate(piles)
        key = core.key(piles)
        assert by_key.setdefault(position_key(piles), key) == key  # symmetric copies: one key
        lost = frozen_cards_prove_lost(piles)
        assert core.frozen(piles) is lost, p.to_json()
        frozen += lost
        assert core.stock_order(piles) is stock_order_proves_lost(piles), p.to_json()
        homed = p.copy()
        moves: list[tuple[int, int, int]] = []
        auto_home(homed.piles, moves)
        assert core.auto_home(piles, compiled_module.rule_bits(p)) == (faces(homed), moves)
    assert len(set(by_key.values())) == len(by_key)  # and different positions, different keys
    assert frozen > 50, frozen


@needs_core
@pytest.mark.parametrize("proofs", ["rule 3", "rules 3 and 4"])
@pytest.mark.parametrize("seed", range(12))
def test_the_core_agrees_with_plain_exhaustive_search_on_small_positions(
    seed: int, proofs: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = compiled_module.FROZEN | (compiled_module.STOCK_ORDER if "4" in proofs else 0)
    monkeypatch.setattr(compiled_module, "IN_SEARCH_PROOFS", rules)
    rng = random.Random(500 + seed)
    for _ in range(5):
        p = random_small_position(rng, rng.randrange(6, 16))
        result = solve(p, time_limit=None, max_states=200_000, compiled_core=True)
        python = solve(p, time_limit=None, max_states=200_000, compiled_core=False)
        assert result.result is python.result, p.to_json()
        if result.result is Verdict.UNWINNABLE:
            assert exhaustive_verdict(p, budget=200_000) is False, p.to_json()
        else:
            assert result.result is Verdict.WON  # and solve() replayed the line


@needs_core
def test_the_core_finds_the_win_that_needs_a_take_back() -> None:
    p = takeback_needed()
    result = solve(p, time_limit=None, compiled_core=True)
    assert result.result is Verdict.WON
    assert any(m.src >= FOUNDATION_BASE for m in result.moves)


@needs_core
def test_a_line_from_the_core_that_does_not_replay_is_never_returned(monkeypatch: pytest.MonkeyPatch) -> None:
    real = compiled_module.search

    def broken(*args: object, **kwargs: object) -> tuple[int, list[Move], int, int, int, str | None]:
        verdict, line, *rest = real(*args, **kwargs)  # type: ignore[arg-type]
        return (verdict, line[:-1], *rest)  # type: ignore[return-value]

    monkeypatch.setattr(compiled_module, "search", broken)
    with pytest.raises(SolverError):
        solve(Position.from_deal(Deal.from_code("FT1-N-AAAAAAB")), time_limit=None, max_states=50_000)


@needs_core
def test_the_core_stops_for_cancel_states_and_memory() -> None:
    p = Position.from_deal(Deal.from_code("FT1-N-AAAAAAV"))
    assert solve(p, time_limit=None, max_states=5_000).stopped_by == "states"
    assert solve(p, time_limit=None, max_memory_mb=2).stopped_by == "memory"
    calls = []
    assert solve(p, time_limit=None, cancel=lambda: bool(calls.append(1)) or len(calls) > 3).stopped_by == "cancel"


def test_without_the_core_the_python_solver_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compiled_module, "core", None)
    assert not compiled_core_available()
    result = solve(Position.from_deal(Deal.from_code("FT1-N-AAAAAAB")), time_limit=None, max_states=50_000)
    assert result.result is Verdict.WON
    with pytest.raises(SolverError):
        solve(Position.from_deal(Deal.from_code("FT1-N-AAAAAAB")), compiled_core=True)


def test_a_core_built_from_another_version_of_the_source_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    stale = types.ModuleType("qvoleurs.engine.solver._core")
    stale.VERSION = compiled_module.CORE_VERSION - 1  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "qvoleurs.engine.solver._core", stale)
    monkeypatch.delattr("qvoleurs.engine.solver._core", raising=False)
    assert compiled_module._load() is None
    stale.VERSION = compiled_module.CORE_VERSION  # type: ignore[attr-defined]
    assert compiled_module._load() is stale


@needs_core
def test_keys_under_the_confirming_seed_are_other_numbers_for_the_same_positions() -> None:
    # a proof by exhaustion is confirmed by a search whose keys are made of other numbers:
    # under both seeds a symmetric copy has its position's key and different positions have
    # different keys, but no position has the same number under both
    assert core is not None
    rng = random.Random(11)
    positions = playout_positions(rng, "N", 300)
    positions += [random_small_position(rng, rng.randrange(6, 40)) for _ in range(300)]
    keys = {}
    for seed in (0, CONFIRM_SEED):
        by_key: dict[bytes, int] = {}
        for p in positions:
            key = core.key(p.piles, seed)
            assert by_key.setdefault(position_key(p.piles), key) == key
        assert len(set(by_key.values())) == len(by_key) > 500
        keys[seed] = set(by_key.values())
    assert not keys[0] & keys[CONFIRM_SEED]


@needs_core
@pytest.mark.parametrize("seed", [0, CONFIRM_SEED])
def test_the_same_cards_in_another_order_have_another_key(seed: int) -> None:
    # random positions seldom differ only in the order of a pile, so these are made: two
    # cards of the waste or of a column swapped (a key that forgot where in its pile a
    # card lies would give both the same number)
    assert core is not None
    rng = random.Random(23)
    swapped = 0
    for p in playout_positions(rng, "N", 300):
        for pile in (WASTE, *COLUMN_PILES):
            cards = p.piles[pile]
            if len(cards) < 2 or cards[-1] % 52 == cards[-2] % 52:
                continue
            i = rng.randrange(len(cards) - 1)
            other = p.copy()
            other.piles[pile][i], other.piles[pile][-1] = cards[-1], cards[i]
            if position_key(other.piles) != position_key(p.piles):
                assert core.key(other.piles, seed) != core.key(p.piles, seed), (pile, p.to_json())
                swapped += 1
    assert swapped > 500, swapped


@needs_core
@pytest.mark.parametrize("number", [88, 97])
def test_the_confirming_search_meets_the_same_positions(number: int) -> None:
    # deals the complete search proves lost: with either seed it runs dry after the same
    # positions, expanded in the same order
    p = Position.from_deal(Deal.from_number(number))
    plan = SEARCHES[-1]
    runs = [
        compiled_module.search(p, plan.weights, plan.proofs, None, 1 << 30, lambda *_: 0, plan.take_backs, seed)
        for seed in (0, CONFIRM_SEED)
    ]
    assert runs[0][0] == compiled_module.UNWINNABLE
    assert runs[0] == runs[1] and runs[0][2] > 1_000


def searches_by_seed(monkeypatch: pytest.MonkeyPatch, fake_first: bool, fake_confirm: bool) -> list[int]:
    """Record the seed of every core search solve() starts; with `fake_first`, the first
    complete search runs dry at once (as if a key collision had hidden the rest), with
    `fake_confirm` the confirming one is stopped by its positions."""
    real = compiled_module.search
    seeds: list[int] = []

    def search(*args: object) -> tuple[int, list[Move], int, int, int, str | None]:
        seed = args[7]
        assert isinstance(seed, int)
        seeds.append(seed)
        if seed == 0 and fake_first and args[6] and not any(s == 0 for s in seeds[:-1]):
            return compiled_module.UNWINNABLE, [], 1, 1, 0, None
        if seed == CONFIRM_SEED and fake_confirm:
            return 0, [], 1, 1, 0, "states"
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(compiled_module, "search", search)
    return seeds


@needs_core
def test_a_proof_by_exhaustion_is_confirmed_by_a_search_with_other_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = searches_by_seed(monkeypatch, fake_first=False, fake_confirm=False)
    result = solve(Position.from_deal(Deal.from_number(88)), time_limit=None)
    assert result.result is Verdict.UNWINNABLE and seeds[-2:] == [0, CONFIRM_SEED]


@needs_core
def test_a_win_a_key_collision_hid_is_found_by_the_confirming_search(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = searches_by_seed(monkeypatch, fake_first=True, fake_confirm=False)
    result = solve(takeback_needed(), time_limit=None)
    assert result.result is Verdict.WON and seeds == [0, CONFIRM_SEED]  # and solve() replayed the line


@needs_core
def test_a_proof_the_confirming_search_does_not_finish_is_not_given(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = searches_by_seed(monkeypatch, fake_first=True, fake_confirm=True)
    result = solve(takeback_needed(), time_limit=None)
    assert result.result is Verdict.UNKNOWN and result.stopped_by == "states" and seeds == [0, CONFIRM_SEED]
