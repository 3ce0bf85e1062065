"""`gicc replay`: a recorded match played again, walked through, viewed at a step, or turned
into a scenario (runtime/replay.py holds the file format)."""
import io
import sys

from gicc.runtime.terminal import visible, visible_lines

from .cli import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, internal_error, library_roots, load_library


def _fail(text):
    print("gicc: error: %s" % visible(text), file=sys.stderr)
    return EXIT_ERRORS


def cmd_replay(args):
    from gicc.runtime import replay as R
    from .cli_play import log_options
    try:
        rep = R.load(args.file)
    except R.ReplayError as e:
        return _fail(e)
    n = len(rep.decisions)
    if args.at is not None and not 0 <= args.at <= n:
        print("gicc: error: --at takes a step from 0 to %d (the replay's decisions)" % n, file=sys.stderr)
        return EXIT_USAGE
    lib = load_library(library_roots(args))
    if lib is None:
        return EXIT_ERRORS
    changed = R.changes(rep, lib)
    for text in changed:
        print("gicc: %s: %s: %s" % ("warning" if args.force else "error", visible(rep.path), visible(text)),
              file=sys.stderr)
    if changed and not args.force:
        print("gicc: the replay may no longer play the match it recorded; --force plays it anyway, "
              "up to the first decision that is no longer legal", file=sys.stderr)
        return EXIT_ERRORS
    try:
        if args.scenario is not None:
            return _scenario(rep, lib, args.scenario)
        if args.at is not None:
            return _at(rep, lib, args.at)
        return _play(rep, lib, args, log_options(args))
    except R.ReplayError as e:
        return _fail(e)
    except BrokenPipeError:
        raise
    except Exception as e:
        return internal_error(e)


def _scenario(rep, lib, out):
    from gicc.runtime.replay_scenario import to_scenario
    text = to_scenario(rep, lib)
    if out == "-":
        sys.stdout.write(visible_lines(text))
        return EXIT_OK
    try:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        return _fail("cannot write %s: %s" % (out, e.strerror or e))
    print("wrote %s (%d steps)" % (visible(out), len(rep.decisions)), file=sys.stderr)
    return EXIT_OK


def _at(rep, lib, at):
    from gicc.runtime import replay as R
    from gicc.runtime.view import view
    from ruamel.yaml import YAML
    m = R.start(rep, lib)
    m.verbose = False           # nobody reads this log
    for i in range(at):
        R.step(rep, m, i)
    y = YAML()
    y.default_flow_style = None
    buf = io.StringIO()
    y.dump({"step": at, "of": len(rep.decisions), "state": view(m)}, buf)
    sys.stdout.write(visible_lines(buf.getvalue()))
    return EXIT_OK


def _play(rep, lib, args, opts):
    from gicc.runtime import replay as R
    from gicc.runtime.play import Printer
    m = R.start(rep, lib)
    printer = Printer(sys.stdout, opts["level"], opts["fmt"])
    printer.flush(m)
    walking = args.step
    n = len(rep.decisions)
    for i in range(n):
        if walking:
            sys.stdout.flush()
            print("-- step %d/%d: %s [Enter: play it, q: stop stepping] "
                  % (i + 1, n, visible(R.describe(m, rep.decisions[i][1]))), end="", file=sys.stderr, flush=True)
            try:
                answer = input()
            except EOFError:
                answer = "q"
            if answer.strip().lower() in ("q", "quit"):
                walking = False
        R.step(rep, m, i)
        printer.flush(m)
    why = R.finish(rep, m)
    printer.flush(m)
    if why is not None:
        return _fail(why)
    return EXIT_OK
