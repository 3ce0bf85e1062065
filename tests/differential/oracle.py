#!/usr/bin/env python3
"""The differential oracle: random matches played by the reference engine, written as scenarios.

    python tests/differential/oracle.py gen --seed N --games K --out DIR [--versions 3.4-4.2] [--cards A,B,...]
    python tests/differential/oracle.py check [FILES/DIRS] [--strict]
    python tests/differential/oracle.py coverage [FILES/DIRS] [--versions 3.4-4.2]

`gen` plays K random legal matches in the reference engine (the `gitcg` package, 0.21.0, game
data v6.0.0; `pip install 'gicc[oracle]'`) and writes each one as a scenario file
(../shared/scenario-format.md): the state when round 1's action phase starts, then every step
with an `expect:` of what the reference engine shows after it.  Match i is seeded with N + i
alone (its decks, every choice of both players, and the engine's own random seed), so the same
seed writes the same file, byte for byte.  Dice are all Omni and the decks are not shuffled.

`check` runs gicc on scenario files (the runner of `gicc scenario`) and prints each file's first
mismatch; `--strict` compares the whole state after every step instead of only the keys the file
names there, which finds the step where gicc first parts from the reference engine.

docs/differential.md describes the files, the known differences of the reference engine and how
the tool avoids them.
"""
import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # its parts, the package difforacle/ beside it

from difforacle import DEFAULT_MAX_STEPS, UsageError, gicc_library  # noqa: E402
from difforacle.checking import discover, load_known, strict_check  # noqa: E402
from difforacle.pool import card_pool  # noqa: E402
from difforacle.recorder import import_gitcg  # noqa: E402
from difforacle.writer import gen_job  # noqa: E402


def cmd_gen(args):
    only = [x.strip() for x in ",".join(args.cards or []).split(",") if x.strip()] or None
    import_gitcg()
    lib = gicc_library()
    card_pool(lib, only, args.versions)               # refuse a bad pool before any match
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UsageError("cannot write to %s: %s" % (out, e.strerror or e))
    seeds = [args.seed + i for i in range(args.games)]
    # the command that writes this one file again (the same with any --games that covers it)
    import shlex
    line = "gen --seed {seed} --games 1"
    if args.versions:
        line += " --versions " + shlex.quote(args.versions)
    if only:
        line += " --cards " + shlex.quote(",".join(only))
    if args.max_steps != DEFAULT_MAX_STEPS:
        line += " --max-steps %d" % args.max_steps
    work = [(s, only, args.versions, str(out), args.max_steps, line) for s in seeds]
    if args.jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(gen_job, work, chunksize=1)
    else:
        results = [gen_job(w) for w in work]
    bad = 0
    for s, (path, info) in zip(seeds, results):
        if path is None:
            bad += 1
            print("seed %d: no scenario: %s" % (s, info))
        else:
            print("%s: %d steps; %s" % (path, info[0], info[1]))
    print("%d scenarios written to %s" % (len(seeds) - bad, out))
    return 0


def cmd_check(args):
    from gicc.runtime.scenario import run_file
    lib = gicc_library()
    files = discover(args.paths or [HERE / "scenarios"])
    if not files:
        raise UsageError("no scenario files in %s" % " ".join(args.paths))
    known = load_known()
    passed = failed = 0
    for f in files:
        if args.strict:
            try:
                msg = strict_check(f, lib, args.every)
            except Exception as e:           # a malformed file or a crash: the runner's word
                ok, _, msg = run_file(f, lib)
                msg = msg or "%s: %s: %s" % (f, type(e).__name__, e)
            ok = msg is None
        else:
            ok, _, msg = run_file(f, lib)
        tag = " [known: %s]" % known[f.name] if f.name in known else ""
        if ok:
            passed += 1
            if not args.quiet:
                print("PASS %s%s" % (f, tag))
        else:
            failed += 1
            print("FAIL %s%s: %s" % (f, tag, msg))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


def cmd_coverage(args):
    """Which cards of the pool (--versions, default 3.3) the files' decks hold and their steps
    play (characters: use a skill), and which none does."""
    from ruamel.yaml import YAML
    lib = gicc_library()
    chars, cards = card_pool(lib, None, args.versions)
    files = discover(args.paths or [HERE / "scenarios"])
    in_deck, played, used = {}, {}, {}
    for f in files:
        data = YAML(typ="safe").load(f.read_text(encoding="utf-8"))
        actives = []
        for p in data["players"]:
            cs = [lib.get(c["card"] if isinstance(c, dict) else c) for c in p["characters"]]
            actives.append([cs, p.get("active", 0)])
            for d in cs + [lib.get(n) for n in (p.get("hand") or []) + (p.get("deck") or [])]:
                in_deck[d.id] = in_deck.get(d.id, 0) + 1
        for st in data.get("steps") or []:
            if "play" in st:
                d = lib.get(st["play"])
                played[d.id] = played.get(d.id, 0) + 1
            if "switch" in st or "choose" in st:
                actives[st["player"]][1] = st.get("switch", st.get("choose"))
            if "skill" in st:
                cs, a = actives[st["player"]]
                used[cs[a].id] = used.get(cs[a].id, 0) + 1
    rows = []
    for d in chars + cards:
        n = used.get(d.id, 0) if d.kind == "character" else played.get(d.id, 0)
        rows.append((d.kind, d.id, d.name, in_deck.get(d.id, 0), n))
    print("%d files; %d of %d pool cards in some deck; %d of %d played (characters: a skill used)" % (
        len(files), sum(1 for r in rows if r[3]), len(rows), sum(1 for r in rows if r[4]), len(rows)))
    for kind, i, name, nd, n in rows:
        if args.all or not n:
            print("  %-14s %6d %-45s in decks %4d  %s %d" % (kind, i, name, nd, "skills" if kind == "character" else "played", n))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(prog="oracle.py", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="play random matches in the reference engine and write them as scenarios")
    g.add_argument("--seed", type=int, required=True)
    g.add_argument("--games", type=int, default=1)
    g.add_argument("--out", required=True)
    g.add_argument("--cards", action="append", metavar="A,B,...",
                   help="only these cards (names or ids; characters among them are the only characters)")
    g.add_argument("--versions", metavar="V[-W],...",
                   help="the pool: the library's cards of these versions (3.4-4.2, 3.3,3.7); default 3.3")
    g.add_argument("--max-steps", type=int, default=DEFAULT_MAX_STEPS)
    g.add_argument("--jobs", type=int, default=1, help="matches played at once (the files do not depend on it)")
    c = sub.add_parser("check", help="run gicc on scenario files and print each file's first mismatch")
    c.add_argument("paths", nargs="*")
    c.add_argument("--strict", action="store_true", help="compare the whole state after every step")
    c.add_argument("--every", action="store_true", help="with --strict: every difference at the first step that has one")
    c.add_argument("-q", "--quiet", action="store_true", help="print only failures and the total")
    v = sub.add_parser("coverage", help="which cards of a pool (--versions) the files play, and which none does")
    v.add_argument("paths", nargs="*")
    v.add_argument("--versions", metavar="V[-W],...", help="the pool whose cards are counted (default 3.3)")
    v.add_argument("--all", action="store_true", help="list every card, not only the unplayed ones")
    args = ap.parse_args(argv)
    try:
        if args.cmd == "gen":
            if args.games < 1 or args.max_steps < 1 or args.jobs < 1:
                raise UsageError("--games, --max-steps and --jobs are at least 1")
            return cmd_gen(args)
        if args.cmd == "coverage":
            return cmd_coverage(args)
        return cmd_check(args)
    except UsageError as e:
        print("oracle: %s" % e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
