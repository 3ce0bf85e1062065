"""`gicc sim`: many matches between decks and agents, on every core or a Ray cluster, with a
result table and (with --out) one JSON line a match.  Also the parallel halves of `gicc fuzz
--jobs` and `gicc bench --jobs`."""
import json
import os
import random
import sys
import time

from gicc.runtime.terminal import visible

from .cli import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, UsageError, internal_error, library_roots, load_library
from . import simrun as R


def cores():
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:           # not on every system
        return os.cpu_count() or 1


def jobs_of(args, default):
    n = default if args.jobs is None else args.jobs
    if n < 1:
        raise UsageError("--jobs must be at least 1")
    return n


def labels_of(batch, lib):
    """Each deck spec's name in the table: the deck's own name, numbered when two share one."""
    from gicc.runtime.decks import load_deck
    names = [("random pool deck" if d == "pool" else load_deck(d, lib).name) for d in batch.decks]
    out = []
    for k, n in enumerate(names):
        out.append("%s #%d" % (n, k + 1) if names.count(n) > 1 else n)
    return out


def cmd_sim(args):
    from gicc.runtime import sim as S
    from gicc.runtime.decks import DeckError, load_deck
    from gicc.runtime.sim_table import render
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    jobs = jobs_of(args, cores())
    if args.address and args.backend != "ray":
        raise UsageError("--address is the Ray cluster's: give it with --backend ray")
    if args.backend == "ray":
        try:
            import ray  # noqa: F401
        except ImportError:
            print("gicc: error: --backend ray needs Ray: pip install 'gicc[ray]'", file=sys.stderr)
            return EXIT_ERRORS
    roots = library_roots(args)
    lib = load_library(roots)
    if lib is None:
        return EXIT_ERRORS
    specs = list(args.deck or [])
    if args.pool:
        specs.append(S.POOL)
    if not specs:
        from gicc.runtime.play import default_decks
        specs = [str(p) for p in default_decks()]
    from gicc.runtime.agents import AgentError, make_agent
    for spec in args.agent or ():
        try:
            make_agent(spec, 0)            # a name the runtime knows, a budget it takes
        except AgentError as e:
            print("gicc: error: --agent: %s" % visible(e), file=sys.stderr)
            return EXIT_USAGE
    batch = S.Batch(specs, args.agent or ["random"], seed=args.seed, stats=bool(args.out))
    try:
        names = labels_of(batch, lib)
        if args.pool:
            S.draw_pool_deck(lib, random.Random(args.seed))     # a library too small says so now
    except DeckError as e:
        print("gicc: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    out = None
    if args.out:
        try:
            out = open(args.out, "w", encoding="utf-8")
        except OSError as e:
            print("gicc: error: cannot write %s: %s" % (visible(args.out), visible(e.strerror or e)), file=sys.stderr)
            return EXIT_ERRORS
    spec = R.Library.of(roots)
    start = time.perf_counter()
    try:
        with R.Bar(args.games) as bar:
            if args.backend == "ray":
                records = R.run_ray(spec, batch, args.games, jobs, args.address, bar)
            else:
                records = R.run_local(spec, batch, args.games, jobs, bar, lib=lib)
    except KeyboardInterrupt:
        raise
    except Exception as e:
        if out is not None:
            out.close()
        return internal_error(e)
    took = time.perf_counter() - start
    if out is not None:
        with out:
            for r in records:
                out.write(json.dumps(r, ensure_ascii=False) + "\n")
    labels = [(visible(batch.label(a, names)), visible(batch.label(b, names))) for a, b in batch.combos]
    print(render(records, labels))
    where = "Ray" if args.backend == "ray" else "%d process%s" % (jobs, "" if jobs == 1 else "es")
    print("%d matches in %.1f s on %s: %.1f matches/s" % (args.games, took, where, args.games / took),
          file=sys.stderr)
    return EXIT_OK


def fuzz_jobs(args, lib, jobs):
    """`gicc fuzz --jobs N`: the games shared between processes, reported as one process does."""
    from gicc.runtime.fuzz import fuzz
    spec = R.Library.of(library_roots(args))
    R._STATE[spec.key()] = lib

    def run(seeds):
        return R.map_local(spec, R.fuzz_chunk, seeds, jobs)
    return fuzz(lib, args.games, args.seed, sys.stdout, run=run)


def bench_jobs(args, lib, decks, jobs):
    """`gicc bench --jobs N`: the same matches as one process plays, on N processes; wall-clock
    matches per second and matches per CPU-second of the workers."""
    from gicc.runtime import sim as S
    from gicc.runtime.play import default_decks
    spec = R.Library.of(library_roots(args))
    R._STATE[spec.key()] = lib
    specs = [str(d) for d in (args.deck or default_decks())]
    if len(specs) == 1:
        specs *= 2
    batch = S.Batch(specs, ["random"], seed=args.seed, swap=False)
    start = time.perf_counter()
    parts = R.map_local(spec, R.bench_chunk, list(range(args.games)), jobs, batch=batch)
    took = time.perf_counter() - start
    actions = sum(a for a, _ in parts)
    cpu = sum(c for _, c in parts)
    print("%d matches in %.2f s on %d processes: %.1f matches/s, %.0f actions/s; %.1f matches per CPU-second" % (
        args.games, took, jobs, args.games / took, actions / took, args.games / cpu if cpu else 0.0))
    return EXIT_OK


def add_commands(sub, library_options):
    from gicc.runtime.agents import AGENTS
    p = sub.add_parser("sim", help="play many matches between decks and agents and print a result table",
                       description="Play many matches between decks and agents, on every core (or a Ray "
                                   "cluster), and print a result table: per pairing of decks and agents, "
                                   "wins, losses and draws, the win rate with a 95%% confidence interval, "
                                   "the mean number of rounds and how often the first player won. Match "
                                   "i has the seed SEED+i, so the results are the same for any --jobs "
                                   "and either backend.")
    p.set_defaults(fn=cmd_sim, parser=p)
    library_options(p)
    p.add_argument("--games", type=int, default=100, metavar="N", help="how many matches to play (default 100)")
    p.add_argument("--deck", action="append", metavar="FILE|CODE",
                   help="a deck file or share code; repeat it: one deck plays itself, two or more "
                        "play every pair once (default: the two sample decks of `gicc play`)")
    p.add_argument("--pool", action="store_true",
                   help="also play random legal decks from the library, a new pair for every match "
                        "(drawn from the match's seed); alone, every match is pool against pool")
    p.add_argument("--agent", action="append", metavar="AGENT",
                   help="an agent (%s; search:N for N rollouts a move); repeat it: one plays both sides, "
                        "two or more play every pair once (default: random)" % ", ".join(sorted(AGENTS)))
    p.add_argument("--seed", type=int, default=0, help="the seed of match 0; match i has SEED+i (default 0)")
    p.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="processes to play on (default: every core, here %d)" % cores())
    p.add_argument("--out", metavar="FILE",
                   help="write every match as one JSON line (seed, decks with share codes, agents, "
                        "winner, rounds, per-card statistics)")
    p.add_argument("--backend", choices=("local", "ray"), default="local",
                   help="local processes (the default) or Ray tasks (pip install 'gicc[ray]')")
    p.add_argument("--address", metavar="ADDR",
                   help="with --backend ray: the cluster to join (e.g. auto, or ray://HOST:10001); "
                        "default: a new local Ray instance with --jobs CPUs")
