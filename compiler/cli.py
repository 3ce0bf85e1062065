"""The `gicc` command."""
import argparse
import json
import sys
from pathlib import Path

from runtime.terminal import visible, visible_json, visible_lines
from runtime.yamlfile import YamlFileError

from . import VERSION
from .build import CARDS, Build, CacheError, build_library, source_lines

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2


class Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print("gicc: error: %s" % visible(message), file=sys.stderr)
        sys.exit(EXIT_USAGE)


def report(diags, fmt="text", out=sys.stderr):
    items = diags.sorted()
    if fmt == "json":
        print(visible_json(json.dumps([d.as_dict() for d in items], indent=1, ensure_ascii=False)))
        return
    cache = {}      # each file read once, however many of its problems are shown
    for d in items:
        if d.span.file not in cache:
            cache[d.span.file] = source_lines(d.span.file)
        print(d.render(cache[d.span.file]), file=out)
    if items:
        ne = sum(1 for d in items if d.severity == "error")
        print("%d error%s, %d warning%s" % (ne, "" if ne == 1 else "s", len(items) - ne,
                                             "" if len(items) - ne == 1 else "s"), file=out)


def load_library(paths=None, quiet=False):
    """Build (or take from the cache) and import the card library; None after reporting errors."""
    from runtime.library import LoadError, load_modules
    mods, diags, _ = build_library(tuple(paths) if paths else (CARDS,))
    if mods is None:
        report(diags)
        return None
    try:
        return load_modules(mods)
    except LoadError as e:
        print("gicc: error: %s" % visible(e), file=sys.stderr)
        return None


def cmd_check(args):
    paths = [Path(p) for p in args.paths] or [CARDS]
    missing = [p for p in paths if not p.exists()]
    if missing:
        print("gicc: error: no such file or folder: %s" % visible(missing[0]), file=sys.stderr)
        return EXIT_USAGE
    b = Build(paths, use_cache=False)
    irs = b.check()
    if args.reference:
        from .facts import ReferenceError_, compare, load_reference
        try:
            ref = load_reference(args.reference)
        except ReferenceError_ as e:
            print("gicc: error: %s" % visible(e), file=sys.stderr)
            return EXIT_USAGE
        for u in b.targets:
            if u.name in irs:
                b.capped(u, lambda: compare(u.defs, irs[u.name], ref, b.diags))
    report(b.diags, args.format, sys.stdout if args.format == "json" else sys.stderr)
    if args.format != "json" and not b.diags.items:
        n = len(b.targets)
        print("%d file%s, no problems" % (n, "" if n == 1 else "s"))
    return EXIT_ERRORS if b.diags.errors else EXIT_OK


def cmd_build(args):
    paths = [Path(p) for p in args.paths] or [CARDS]
    b = Build(paths)
    mods = b.build()
    report(b.diags)
    if mods is None:
        return EXIT_ERRORS
    print("%d module%s ready (%d compiled, %d from the cache)" % (
        len(mods), "" if len(mods) == 1 else "s", len(b.compiled), len(mods) - len(b.compiled)))
    return EXIT_OK


def cmd_fmt(args):
    from .formatter import format_paths
    missing = [p for p in args.paths if not Path(p).exists()]
    if missing:
        print("gicc: error: no such file or folder: %s" % visible(missing[0]), file=sys.stderr)
        return EXIT_USAGE
    res = format_paths(args.paths, check=args.check)
    report(res.diags, out=sys.stderr)
    n = len(res.changed)
    print("%d of %d file%s %s" % (n, res.files, "" if res.files == 1 else "s",
                                  "would be reformatted" if args.check else "reformatted"))
    return EXIT_ERRORS if res.errors or (args.check and n) else EXIT_OK


def cmd_scenario(args):
    from runtime import scenario as S
    lib = load_library()
    if lib is None:
        return EXIT_ERRORS
    files = S.discover(args.paths)
    passed = failed = 0
    for f in files:
        ok, name, msg = S.run_file(f, lib)
        if ok:
            passed += 1
            if not args.quiet:
                print("PASS %s" % visible(name))
        else:
            failed += 1
            print("FAIL %s: %s" % (visible(name), visible(msg)))
    print("%d passed, %d failed" % (passed, failed))
    return EXIT_OK if failed == 0 and files else EXIT_ERRORS


def cmd_state(args):
    from runtime import scenario as S
    from runtime.view import view
    from ruamel.yaml import YAML
    lib = load_library()
    if lib is None:
        return EXIT_ERRORS
    try:
        sc = S.load(args.file)
        mismatches = []
        m = S.run(sc, lib, mismatches)
        S.settle(m)
        for text in mismatches:
            print("gicc: note: %s" % visible(text), file=sys.stderr)
    except (S.ScenarioError, S.Failure) as e:
        print("gicc: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    except Exception as e:
        return internal_error(e)
    y = YAML()
    y.default_flow_style = None
    import io
    buf = io.StringIO()
    y.dump(view(m), buf)
    sys.stdout.write(visible_lines(buf.getvalue()))     # names from card and scenario files
    return EXIT_OK


def cmd_cards(args):
    lib = load_library(args.paths or None)
    if lib is None:
        return EXIT_ERRORS
    from runtime.catalog import describe_all
    from runtime.i18n import load as load_names
    items = describe_all(lib, load_names(CARDS / "i18n"))
    if args.json:
        print(visible_json(json.dumps(items, indent=1, ensure_ascii=False)))
    else:
        for it in items:
            cost = " ".join("%s %d" % (c["type"], c["count"]) for c in it.get("cost", []))
            print("%-8s %-16s %s%s" % (it["id"], it["kind"], visible(it["name"]), ("  [" + cost + "]") if cost else ""))
    return EXIT_OK


def two_decks(args, lib):
    """(the two decks of `--deck A --deck B`, or the first two sample decks; None and the exit
    code after saying what is wrong)."""
    from runtime import play as P
    from runtime.decks import DeckError, load_deck
    files = args.deck or P.default_decks()
    if len(files) != 2:
        print("gicc: error: give two --deck files, or none", file=sys.stderr)
        return None, EXIT_USAGE
    try:
        return [load_deck(d, lib) for d in files], EXIT_OK
    except DeckError as e:
        print("gicc: %s" % visible(e), file=sys.stderr)
        return None, EXIT_ERRORS


def cmd_play(args):
    from runtime import play as P
    if args.round_limit is not None and args.round_limit < 1:
        print("gicc: error: --round-limit must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    lib = load_library()
    if lib is None:
        return EXIT_ERRORS
    decks, code = two_decks(args, lib)
    if decks is None:
        return code
    try:
        P.play_match(lib, decks, seed=args.seed, agents=(args.agent, args.agent),
                     rules={"round_limit": args.round_limit} if args.round_limit is not None else None,
                     out=sys.stdout)
    except Exception as e:
        return internal_error(e)
    return EXIT_OK


def internal_error(e):
    """A bug, not a user's mistake: say where, in card terms when card code raised it."""
    from runtime.library import card_location
    loc = card_location(sys.exc_info()[2])
    where = " in card code at %s:%d" % loc if loc else ""
    print("gicc: internal error%s: %s: %s" % (visible(where), type(e).__name__, visible(e)), file=sys.stderr)
    return EXIT_ERRORS


def cmd_fuzz(args):
    from runtime.fuzz import fuzz
    if args.games < 0:
        print("gicc: error: --games must be at least 0", file=sys.stderr)
        return EXIT_USAGE
    lib = load_library()
    if lib is None:
        return EXIT_ERRORS
    return EXIT_ERRORS if fuzz(lib, args.games, args.seed, sys.stdout) else EXIT_OK


def cmd_bench(args):
    import time
    from runtime import play as P
    if args.games < 1:
        print("gicc: error: --games must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    lib = load_library()
    if lib is None:
        return EXIT_ERRORS
    decks, code = two_decks(args, lib)
    if decks is None:
        return code
    actions = 0
    start = time.perf_counter()
    for i in range(args.games):
        m = P.play_match(lib, decks, seed=args.seed + i, verbose=False)
        actions += m.actions
    took = time.perf_counter() - start
    print("%d matches in %.2f s: %.1f matches/s, %.0f actions/s" % (
        args.games, took, args.games / took, actions / took))
    return EXIT_OK


def cmd_docs(args):
    from .docs import DocsError, build_docs
    try:
        n, diags = build_docs(args.out, args.format)
    except DocsError as e:
        print("gicc: error: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    if n is None:
        report(diags)
        return EXIT_ERRORS
    print("%d page%s written to %s" % (n, "" if n == 1 else "s", args.out))
    return EXIT_OK


def main(argv=None):
    ap = Parser(prog="gicc", description="The Genius Invokation card compiler.")
    ap.add_argument("--version", action="version", version="gicc " + VERSION)
    sub = ap.add_subparsers(dest="command", parser_class=Parser)
    p = sub.add_parser("check", help="check card files and report every problem")
    p.add_argument("paths", nargs="*")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--reference", metavar="DIR", help="also compare each card's facts with reference files in DIR")
    p.set_defaults(fn=cmd_check)
    p = sub.add_parser("build", help="compile card files into Python modules (cached)")
    p.add_argument("paths", nargs="*")
    p.set_defaults(fn=cmd_build)
    p = sub.add_parser("fmt", help="format card files in the canonical layout (files or folders)")
    p.add_argument("paths", nargs="+", metavar="PATH")
    p.add_argument("--check", action="store_true", help="write nothing; list the files that would change (exit 1 if any)")
    p.set_defaults(fn=cmd_fmt)
    p = sub.add_parser("scenario", help="run scenario files (files or folders)")
    p.add_argument("paths", nargs="+")
    p.add_argument("-q", "--quiet", action="store_true", help="print only failures and the total")
    p.set_defaults(fn=cmd_scenario)
    p = sub.add_parser("state", help="print a scenario's state view after its last step")
    p.add_argument("file")
    p.set_defaults(fn=cmd_state)
    p = sub.add_parser("cards", help="list the compiled card library")
    p.add_argument("paths", nargs="*")
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_cards)
    p = sub.add_parser("play", help="play a whole match between two agents")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--deck", action="append", metavar="FILE")
    p.add_argument("--agent", choices=("random", "greedy"), default="random")
    p.add_argument("--round-limit", type=int, default=None)
    p.set_defaults(fn=cmd_play)
    p = sub.add_parser("fuzz", help="random matches between random legal decks, checking invariants")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(fn=cmd_fuzz)
    p = sub.add_parser("bench", help="measure matches per second between random agents")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--deck", action="append", metavar="FILE")
    p.set_defaults(fn=cmd_bench)
    p = sub.add_parser("docs", help="write a static site of the card library (generated card text)")
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--format", choices=("html", "md"), default="html")
    p.set_defaults(fn=cmd_docs)
    args = ap.parse_args(argv)
    if not getattr(args, "fn", None):
        ap.print_help()
        return EXIT_USAGE
    try:
        return args.fn(args)
    except CacheError as e:
        print("gicc: error: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    except YamlFileError as e:          # a translation file, say, that is not what it should be
        print("gicc: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
