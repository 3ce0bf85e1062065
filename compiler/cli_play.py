"""The commands that play the compiled library: scenario, state, play, fuzz and bench (their
--jobs halves, and `sim`, are in cli_sim.py)."""
import io
import sys

from gicc.runtime.terminal import visible, visible_lines

from .cli import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, internal_error, library_roots, load_library


def cmd_scenario(args):
    from gicc.runtime import scenario as S
    lib = load_library(library_roots(args))
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
    from gicc.runtime import scenario as S
    from gicc.runtime.view import view
    from ruamel.yaml import YAML
    lib = load_library(library_roots(args))
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
    buf = io.StringIO()
    y.dump(view(m), buf)
    sys.stdout.write(visible_lines(buf.getvalue()))     # names from card and scenario files
    return EXIT_OK


def two_decks(args, lib):
    """(the two decks of `--deck A --deck B`, or the first two sample decks; None and the exit
    code after saying what is wrong)."""
    from gicc.runtime import play as P
    from gicc.runtime.decks import DeckError, load_deck
    files = args.deck or P.default_decks()
    if len(files) == 1:
        files = files * 2       # one deck: both players play it
    if len(files) != 2:
        print("gicc: error: give one or two --deck files (or share codes), or none", file=sys.stderr)
        return None, EXIT_USAGE
    try:
        return [load_deck(d, lib) for d in files], EXIT_OK
    except DeckError as e:
        print("gicc: %s" % visible(e), file=sys.stderr)
        return None, EXIT_ERRORS


def library_and_decks(args):
    """(the library, the two decks of the match, EXIT_OK), or (..., None, the exit code) after
    saying what is wrong."""
    lib = load_library(library_roots(args))
    if lib is None:
        return None, None, EXIT_ERRORS
    decks, code = two_decks(args, lib)
    return lib, decks, code


def play_agents(args):
    """The two sides' agents (a name, or a HumanAgent) from --agent, --p0/--p1, --human and
    --budget; None after saying what is wrong."""
    from gicc.runtime.agents import AgentError, make_agent
    sides = [args.p0 or args.agent, args.p1 or args.agent]
    if args.human is not None:
        if args.human not in (0, 1):
            print("gicc: error: --human takes the side a person plays, 0 or 1", file=sys.stderr)
            return None
        if (args.p0, args.p1)[args.human] not in (None, "human"):
            print("gicc: error: --human %d and --p%d %s name two players for one side" % (
                args.human, args.human, (args.p0, args.p1)[args.human]), file=sys.stderr)
            return None
        sides[args.human] = "human"
    if args.budget is not None:
        if args.budget < 1:
            print("gicc: error: --budget must be at least 1", file=sys.stderr)
            return None
        sides = ["search:%d" % args.budget if s == "search" else s for s in sides]
    out = []
    for i, s in enumerate(sides):
        if s == "human":
            from .play_human import HumanAgent
            out.append(HumanAgent())
            continue
        try:
            make_agent(s, 0)            # a name the runtime knows, a budget it takes
        except AgentError as e:
            print("gicc: error: --p%d: %s" % (i, visible(e)), file=sys.stderr)
            return None
        out.append(s)
    return out


def cmd_play(args):
    from gicc.runtime import play as P
    if args.round_limit is not None and args.round_limit < 1:
        print("gicc: error: --round-limit must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    agents = play_agents(args)
    if agents is None:
        return EXIT_USAGE
    lib, decks, code = library_and_decks(args)
    if decks is None:
        return code
    from .play_human import Quit
    rules = {"round_limit": args.round_limit} if args.round_limit is not None else None
    recorder, record = None, None
    if args.record:
        from gicc.runtime.replay import Recorder
        from . import VERSION
        try:
            record = open(args.record, "w", encoding="utf-8")
        except OSError as e:
            print("gicc: error: cannot write the replay %s: %s" % (visible(args.record), visible(e.strerror or e)),
                  file=sys.stderr)
            return EXIT_ERRORS
        recorder = Recorder(record, lib, decks, args.seed, rules, VERSION)
    try:
        m = P.play_match(lib, decks, seed=args.seed, agents=agents, rules=rules,
                         out=sys.stdout, **log_options(args),
                         on_decision=recorder.on_decision if recorder else None)
        if recorder is not None:
            recorder.finish(m)
    except Quit:
        print("\nMatch left unfinished.")
        return EXIT_OK
    except BrokenPipeError:
        raise               # `gicc play | head`: the reader has enough (main ends quietly)
    except Exception as e:
        return internal_error(e)
    finally:
        if record is not None:
            record.close()
    return EXIT_OK


def log_options(args):
    """play_match's log level and format from --quiet / --verbose / --format."""
    from gicc.runtime import log as L
    level = L.QUIET if args.quiet else L.VERBOSE if args.verbose else L.NORMAL
    return {"level": level, "fmt": args.format}


def add_log_options(p):
    g = p.add_mutually_exclusive_group()
    g.add_argument("--verbose", action="store_true",
                   help="log everything: usages counting down, choices asked (default: the play as a player follows it)")
    g.add_argument("--quiet", action="store_true", help="log only rounds, actions, defeats and the result")
    p.add_argument("--format", choices=("text", "json"), default="text",
                   help="the log as text lines (default) or one JSON object a line, for tools")


def cmd_replay(args):
    from .cli_replay import cmd_replay as run
    return run(args)


def cmd_fuzz(args):
    from gicc.runtime.fuzz import fuzz
    if args.games < 0:
        print("gicc: error: --games must be at least 0", file=sys.stderr)
        return EXIT_USAGE
    if args.jobs < 1:
        print("gicc: error: --jobs must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    lib = load_library(library_roots(args))
    if lib is None:
        return EXIT_ERRORS
    if args.jobs > 1:
        from .cli_sim import fuzz_jobs
        return EXIT_ERRORS if fuzz_jobs(args, lib, args.jobs) else EXIT_OK
    return EXIT_ERRORS if fuzz(lib, args.games, args.seed, sys.stdout) else EXIT_OK


def cmd_bench(args):
    import time
    from gicc.runtime import play as P
    if args.games < 1:
        print("gicc: error: --games must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    if args.jobs < 1:
        print("gicc: error: --jobs must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    lib, decks, code = library_and_decks(args)
    if decks is None:
        return code
    if args.jobs > 1:
        from .cli_sim import bench_jobs
        return bench_jobs(args, lib, decks, args.jobs)
    actions = 0
    start = time.perf_counter()
    for i in range(args.games):
        m = P.play_match(lib, decks, seed=args.seed + i, verbose=False)
        actions += m.actions
    took = time.perf_counter() - start
    print("%d matches in %.2f s: %.1f matches/s, %.0f actions/s" % (
        args.games, took, args.games / took, actions / took))
    return EXIT_OK


DECK_HELP = ("a deck file (YAML: characters and cards by name) or a share code (the game's 68-character "
             "code); give one, which both players play, or two, one for each (default: two sample decks)")


def add_commands(sub, library_options):
    def command(name, fn, help):
        p = sub.add_parser(name, help=help, description=help[0].upper() + help[1:] + ".")
        p.set_defaults(fn=fn, parser=p)
        library_options(p)
        return p

    p = command("scenario", cmd_scenario, "run scenario files (files or folders)")
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="scenario files, or folders searched recursively for *.yaml (decks/ folders left out)")
    p.add_argument("-q", "--quiet", action="store_true", help="print only failures and the total")
    p = command("state", cmd_state, "print a scenario's state view after its last step")
    p.add_argument("file", metavar="FILE", help="the scenario file")
    p = command("play", cmd_play, "play a whole match between two agents")
    p.add_argument("--seed", type=int, default=0, help="the match's seed: the same seed plays the same match (default 0)")
    p.add_argument("--deck", action="append", metavar="FILE|CODE", help=DECK_HELP)
    p.add_argument("--agent", default="greedy", metavar="AGENT",
                   help="both players' agent: greedy (one-step lookahead, the default), random (uniform over "
                        "the legal actions), search (Monte-Carlo rollouts; search:N for N a move) or human")
    p.add_argument("--p0", metavar="AGENT", help="player 0's agent (instead of --agent)")
    p.add_argument("--p1", metavar="AGENT", help="player 1's agent (instead of --agent)")
    p.add_argument("--human", type=int, metavar="N",
                   help="a person plays side N (0 or 1) in the terminal: the same as --pN human")
    p.add_argument("--budget", type=int, metavar="N",
                   help="rollouts a move for a search agent (default 24)")
    p.add_argument("--round-limit", type=int, default=None, metavar="N",
                   help="end the match as a draw after round N (default 15)")
    p.add_argument("--record", metavar="FILE", help="write the match as a replay (JSON lines) to FILE")
    add_log_options(p)
    p = command("replay", cmd_replay, "play a recorded match again (gicc play --record)")
    p.add_argument("file", metavar="FILE", help="the replay file")
    p.add_argument("--step", action="store_true", help="stop after each decision: Enter for the next one, q to stop")
    p.add_argument("--at", type=int, metavar="N", help="print the state view after decision N (0: before the first)")
    p.add_argument("--scenario", nargs="?", const="-", metavar="OUT",
                   help="write the replay as a scenario file to OUT (default: standard output)")
    p.add_argument("--force", action="store_true",
                   help="play it again even when the cards or the rules changed since it was recorded")
    add_log_options(p)
    p = command("fuzz", cmd_fuzz, "random matches between random legal decks, checking invariants")
    p.add_argument("--games", type=int, default=100, metavar="N", help="how many matches to play (default 100)")
    p.add_argument("--seed", type=int, default=0, help="the seed of the first match; the others follow it (default 0)")
    p.add_argument("--jobs", type=int, default=1, metavar="N",
                   help="processes to play on (default 1); the report is the same for any N")
    p = command("bench", cmd_bench, "measure matches per second between random agents")
    p.add_argument("--games", type=int, default=200, metavar="N", help="how many matches to play (default 200)")
    p.add_argument("--seed", type=int, default=0, help="the seed of the first match; the others follow it (default 0)")
    p.add_argument("--deck", action="append", metavar="FILE|CODE", help=DECK_HELP)
    p.add_argument("--jobs", type=int, default=1, metavar="N",
                   help="processes to play the same matches on (default 1); also reports matches "
                        "per CPU-second")
