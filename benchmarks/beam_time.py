"""Whether a beam search (compiled.beam) given its seconds reaches the end of the stock in
them, as solve() runs it: stopped at its deadline, a beam loses its last draws, where its
wins are. For each deal: won, reached the end without a win, or stopped by the clock.

    .venv/bin/python benchmarks/beam_time.py [--seconds 1.667] [--weights WASTE_500]
        [--take-backs | --no-take-backs] [--deals 3,4,7,...|2001-2100] [--width N]

The default deals are 85 that runs of benchmarks/solver.py left undecided (the deals the
longer searches are for); the default beam is the one of the rounds after SEARCHES that
takes cards back, with its weights and its seconds in the first round (LONGER[1]). Measured
with WASTE_300: 33 of the 85 stopped by the clock when the beam kept half the time left for
the draws to come, 17 with a quarter (_core.c's margin for beams that take cards back); one
won either way. Then, with that margin, two runs each: WASTE_300 won 3 and 2 (7 and 10
stopped by the clock), WASTE_500 5 and 6 (4 and 4), so LONGER[1] weighs as WASTE_500; in
3 1/3 s, 5 against 6.

--width N gives every deal a beam of exactly N positions and no clock (the same search on
every machine, so two widths or weightings compare without noise); deals may be given as a
range (2001-2100: deals the portfolio was not tuned on). Measured in the twenty-second
session on deals 2001-2100 without take-backs: WASTE_300 won 49 at 1,000 wide and 53 at
20,000 (W2: 50), nearly the same deals: twenty times the width wins four deals in a hundred.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qvoleurs.engine import Deal, Game, Position
from qvoleurs.engine.solver import compiled, portfolio

UNDECIDED = (
    "3,4,7,12,21,22,23,25,28,32,34,36,43,44,46,47,51,52,54,56,57,58,61,63,66,67,68,69,71,72,73,75,76,77,82,"
    "92,93,96,98,1918816413,13996677302,17223370213,12427662692,30182321538,26878914851,7678650831,8477768839,"
    "3394446673,23722704984,8872251199,33068178232,30120896741,2111113548,6927899573,1585912035,2315930299,"
    "31436474365,22453277442,13406804175,2949784817,13982160488,8241972824,25935522680,33201179086,"
    "19158790564,167656844,10453921624,29379817374,9610156638,12382147942,26735637964,22267691995,"
    "14912975537,7167284255,5031410719,24528358528,5975052612,13842538523,2710321443,17418145235,"
    "13840868246,21111914539,31003925662,32558114163,25474643310"
)
WEIGHTS = {
    "W0": portfolio.W0,
    "W2": portfolio.W2,
    "WASTE_150": portfolio.WASTE_150,
    "WASTE_300": portfolio.WASTE_300,
    "WASTE_500": portfolio.WASTE_500,
    "GREEDY": portfolio.GREEDY,
}


def run(number: int, weights: str, seconds: float, take_backs: bool, width: int | None = None) -> tuple[str, float]:
    """('won' | 'end' | 'clock', seconds taken) for one deal; a win is replayed through Game.
    With `width`, a beam of that width and no clock instead of one narrowed to `seconds`."""
    deal = Deal.from_number(number)
    start = time.perf_counter()
    deadline = start + seconds if width is None else float("inf")

    def poll(*_: int) -> int:
        return 1 if time.perf_counter() >= deadline else 0

    verdict, line, _states, _expanded, _best, stopped = compiled.beam(
        Position.from_deal(deal),
        WEIGHTS[weights],
        int(portfolio.BEAM * seconds) if width is None else width,
        seconds if width is None else None,
        None,
        1 << 30,
        poll,
        take_backs,
    )
    taken = time.perf_counter() - start
    if verdict == compiled.WON:
        game = Game(deal, undo_depth=None)
        for move in line:
            game.push(move)
        return ("won" if game.is_won() else "WRONG"), taken
    return ("clock" if stopped == "time" else "end"), taken


def deal_numbers(text: str) -> list[int]:
    """`3,4,7` or `2001-2100` (both ends included) as deal numbers."""
    first, dash, last = text.partition("-")
    if dash:
        return list(range(int(first), int(last) + 1))
    return [int(word) for word in text.split(",")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=portfolio.LONGER[1].seconds)
    default = next(name for name, w in WEIGHTS.items() if w == portfolio.LONGER[1].weights)
    parser.add_argument("--weights", choices=sorted(WEIGHTS), default=default)
    parser.add_argument("--take-backs", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--deals", default=UNDECIDED, help="deal numbers, comma-separated, or FIRST-LAST")
    parser.add_argument("--width", type=int, help="a fixed width and no clock (--seconds is then ignored)")
    args = parser.parse_args()
    if compiled.core is None:
        print("the compiled core is not built: no beam search")
        return 1
    counts: dict[str, int] = {}
    for number in deal_numbers(args.deals):
        outcome, taken = run(number, args.weights, args.seconds, args.take_backs, args.width)
        counts[outcome] = counts.get(outcome, 0) + 1
        print(number, outcome, f"{taken:.2f} s", flush=True)
    total = sum(counts.values())
    print(
        f"{args.weights} beam, {'with' if args.take_backs else 'without'} take-backs, "
        + (f"{args.seconds:.2f} s each: " if args.width is None else f"{args.width} wide: ")
        + f"{total} deals, won {counts.get('won', 0)}, reached the end of the stock without a win "
        f"{counts.get('end', 0)}, stopped by the clock first {counts.get('clock', 0)}"
        + (f", WRONG {counts['WRONG']}" if "WRONG" in counts else "")
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
