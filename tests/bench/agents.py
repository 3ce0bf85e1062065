"""Win rates of the agents against each other on the sample decks (not a timed test: run it
by hand).  Each pairing plays N matches; the decks are drawn from cards/decks/ by the match
number, and every second match swaps the seats, so both agents play both sides and decks.

    python tests/bench/agents.py --games 20                      # search vs greedy, greedy vs random
    python tests/bench/agents.py --games 40 --pair greedy random --pair search:50 greedy
"""
import argparse
import glob
import sys
import time
from pathlib import Path

from gicc.compiler.cli import load_library
from gicc.runtime.decks import load_deck
from gicc.runtime.play import play_match

DECKS = Path(__file__).resolve().parents[2] / "cards" / "decks"


def pairing(lib, decks, a, b, games, seed):
    """(a's wins, b's wins, draws) over `games` matches."""
    wins = {a: 0, b: 0, "draw": 0}
    for g in range(games):
        i = (g // 2) % len(decks)
        j = (g // 2 * 7 + 3) % len(decks)        # another deck, spread over the pairs
        swap = g % 2 == 1
        agents = (b, a) if swap else (a, b)
        m = play_match(lib, [decks[i], decks[j]] if not swap else [decks[j], decks[i]],
                       seed=seed + g // 2, agents=agents, verbose=False)
        if m.winner in (0, 1):
            wins[agents[m.winner]] += 1
        else:
            wins["draw"] += 1
    return wins[a], wins[b], wins["draw"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pair", nargs=2, action="append", metavar=("A", "B"))
    args = ap.parse_args(argv)
    pairs = args.pair or [("search", "greedy"), ("greedy", "random")]
    lib = load_library()
    decks = [load_deck(f, lib) for f in sorted(glob.glob(str(DECKS / "*.yaml")))]
    for a, b in pairs:
        start = time.perf_counter()
        wa, wb, d = pairing(lib, decks, a, b, args.games, args.seed)
        took = time.perf_counter() - start
        print("%-10s vs %-10s %3d games: %s wins %d (%.0f%%), %s wins %d, draws %d  [%.0f s]" % (
            a, b, args.games, a, wa, 100.0 * wa / args.games, b, wb, d, took), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
