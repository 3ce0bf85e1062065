"""The benchmark report (issue 15, item 6), run by hand, the same way before and after a change:

    python tests/bench/report.py [--games N] [--save FILE] [--compare FILE]

On the anchor decks (runtime/play.py DEFAULT_DECKS), random agents, seeds 0..N-1 (default 30),
in this one process:
  matches per CPU-second and decisions (applied actions) per CPU-second, over the N matches;
  clone time: the mean CPU time of Match.clone() on match 0 stopped at its 40th decision;
  warm start: the median wall and CPU time of `gicc play --seed 1` in a fresh interpreter,
  cache warm;
  log digest: SHA-256 of the N matches' logs, so a faster engine can show it plays the same
  matches byte for byte.
--save writes the numbers as JSON; --compare reads such a file and prints each number's ratio
to it and whether the logs are the same.  CPU time, not wall time: the machine may be shared.

--instructions N: instead, the instructions the engine executes for matches 0..N-1 (valgrind's
callgrind, counting only while the matches play, after one warm-up match): a count that does
not move with the machine's load, to compare two versions of the engine on a shared machine.
Run it from each version's checkout; it needs valgrind."""
import argparse
import hashlib
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

from gicc.compiler.cli import load_library
from gicc.runtime import engine as E
from gicc.runtime import play as P
from gicc.runtime.agents import AGENTS
from gicc.runtime.decks import load_deck

CLONE_AT = 40


def timed_matches(lib, decks, games):
    start = time.process_time()
    actions = 0
    for i in range(games):
        actions += P.play_match(lib, decks, seed=i, verbose=False).actions
    cpu = time.process_time() - start
    return games / cpu, actions / cpu, actions


def log_digest(lib, decks, games):
    h = hashlib.sha256()
    for i in range(games):
        m = P.play_match(lib, decks, seed=i, verbose=True)
        h.update(("\n".join(str(r) for r in m.log) + "\n=%r %d\n" % (m.winner, m.round)).encode("utf-8"))
    return h.hexdigest()


def clone_time(lib, decks, reps=200):
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=0)
    m.verbose = False
    agents = [AGENTS["random"](1), AGENTS["random"](2)]
    for _ in range(CLONE_AT):
        options = E.legal_actions(m)
        if m.winner is not None or not options:
            break
        E.apply(m, agents[options[0].player].act(m, options))
    start = time.process_time()
    for _ in range(reps):
        m.clone()
    return (time.process_time() - start) / reps


WARM = "from gicc.compiler.cli import main; import sys; sys.exit(main(['play', '--seed', '1']))"


def _child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def warm_start(runs=5):
    """(median wall seconds, median CPU-seconds) of a warm `gicc play --seed 1`."""
    env = dict(os.environ)
    env.setdefault("GICC_CACHE", os.path.join(tempfile.gettempdir(), "gicc-bench-cache"))
    subprocess.run([sys.executable, "-c", WARM], env=env, capture_output=True, check=True)    # fill the cache
    wall, cpu = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), _child_cpu()
        subprocess.run([sys.executable, "-c", WARM], env=env, capture_output=True, check=True)
        wall.append(time.perf_counter() - t)
        cpu.append(_child_cpu() - c)
    return statistics.median(wall), statistics.median(cpu)


def count_child(lib, decks, games):
    """Under callgrind: one warm-up match, then instrumentation on for matches 0..games-1."""
    P.play_match(lib, decks, seed=10 ** 6, verbose=False)
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True, check=True)
    actions = sum(P.play_match(lib, decks, seed=i, verbose=False).actions for i in range(games))
    subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], capture_output=True, check=True)
    print("decisions %d" % actions)


def instructions(games):
    """(instructions, decisions) of matches 0..games-1 under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        r = subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no",
                            "--callgrind-out-file=" + os.path.join(tmp, "cg.out"),
                            sys.executable, __file__, "--count-child", str(games)],
                           capture_output=True, text=True, check=True)
    total = int(re.search(r"Collected : (\d+)", r.stderr).group(1))
    return total, int(re.search(r"decisions (\d+)", r.stdout).group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--save", metavar="FILE")
    ap.add_argument("--compare", metavar="FILE")
    ap.add_argument("--instructions", type=int, metavar="N")
    ap.add_argument("--count-child", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.instructions:
        total, actions = instructions(args.instructions)
        print("anchor decks %s, random agents, seeds 0..%d" % (" vs ".join(P.DEFAULT_DECKS), args.instructions - 1))
        print("%-42s %.1fM" % ("instructions per match", total / args.instructions / 1e6))
        print("%-42s %.0fk" % ("instructions per decision (%d decisions)" % actions, total / actions / 1e3))
        return
    lib = load_library()
    if lib is None:
        sys.exit(1)
    decks = [load_deck(d, lib) for d in P.default_decks()]
    if args.count_child:
        count_child(lib, decks, args.count_child)
        return
    mps, dps, actions = timed_matches(lib, decks, args.games)
    wall, cpu = warm_start()
    res = {"games": args.games, "decks": list(P.DEFAULT_DECKS), "matches_per_cpu_s": mps,
           "decisions_per_cpu_s": dps, "decisions": actions, "clone_us": clone_time(lib, decks) * 1e6,
           "warm_start_s": wall, "warm_start_cpu_s": cpu, "log_sha256": log_digest(lib, decks, args.games)}
    print("anchor decks %s, random agents, seeds 0..%d" % (" vs ".join(P.DEFAULT_DECKS), args.games - 1))
    rows = [("matches per CPU-second", "matches_per_cpu_s", "%.1f"),
            ("decisions per CPU-second", "decisions_per_cpu_s", "%.0f"),
            ("Match.clone() at decision %d (CPU, mean)" % CLONE_AT, "clone_us", "%.0f us"),
            ("warm start, gicc play --seed 1 (median)", "warm_start_s", "%.3f s"),
            ("warm start, CPU-seconds (median)", "warm_start_cpu_s", "%.3f s")]
    base = None
    if args.compare:
        with open(args.compare, encoding="utf-8") as f:
            base = json.load(f)
    for label, key, fmt in rows:
        line = "%-42s %s" % (label, fmt % res[key])
        if base is not None and base.get(key):
            line += "   (before %s: %.2fx)" % (fmt % base[key], res[key] / base[key])
        print(line)
    print("%-42s %s" % ("log digest (%d decisions)" % actions, res["log_sha256"][:16]), end="")
    if base is not None:
        same = base.get("log_sha256") == res["log_sha256"] and base.get("games") == args.games
        print("   (%s)" % ("the same logs as before" if same else "LOGS DIFFER from before"), end="")
    print()
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
