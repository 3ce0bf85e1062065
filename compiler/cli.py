"""The `gicc` command: its arguments, and what every subcommand shares (reporting problems,
the card library a command reads).  The subcommands live in cli_cards.py (check, build, fmt,
cards, docs, new, i18n) and cli_play.py (scenario, state, play, fuzz, bench) and cli_sim.py (sim)."""
import argparse
import importlib.util
import json
import os
import sys
from pathlib import Path

from gicc.runtime.terminal import visible, visible_json
from gicc.runtime.yamlfile import YamlFileError

from . import VERSION
from .build import CARDS, Build, CacheError, source_lines

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2


class Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print("gicc: error: %s" % visible(message), file=sys.stderr)
        sys.exit(EXIT_USAGE)


class UsageError(Exception):
    """A mistake in how a command was called: said with the usage line, exit 2."""


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


def warn_cache(b):
    """The one line said when a build could not use its cache and compiled in memory."""
    if b.cache_problem is not None:
        print("gicc: warning: %s" % visible(b.cache_problem.warning()), file=sys.stderr)


# ---- the card library a command reads ------------------------------------------------------

def add_library_options(p):
    p.add_argument("--cards", action="append", metavar="DIR", default=[],
                   help="also read the card files in DIR (a folder, searched recursively, or one "
                        ".card file) on top of the built-in library; repeatable. The folders of "
                        "the GICC_PATH environment variable (separated by %r) are read after them"
                        % os.pathsep)
    p.add_argument("--no-builtin", action="store_true",
                   help="leave out gicc's own card library: read only --cards and GICC_PATH")


def library_roots(args, allow_empty=False):
    """The card folders (and files) a command reads: the built-in library unless --no-builtin,
    then each --cards, then each folder of GICC_PATH.  UsageError for one that is not there."""
    user = [(Path(p), "--cards") for p in getattr(args, "cards", None) or []]
    user += [(Path(p), "GICC_PATH") for p in os.environ.get("GICC_PATH", "").split(os.pathsep) if p.strip()]
    for p, where in user:
        if not p.exists():
            raise UsageError("no such card folder: %s (from %s)" % (p, where))
        if not p.is_dir() and p.suffix != ".card":
            raise UsageError("%s (from %s) is neither a folder nor a .card file" % (p, where))
    roots = ([] if getattr(args, "no_builtin", False) else [CARDS]) + [p for p, _ in user]
    if not roots and not allow_empty:
        raise UsageError("--no-builtin leaves no cards: give --cards DIR or set GICC_PATH")
    return roots


def names_of(roots):
    """The names in Simplified Chinese and Japanese of the library's folders: each folder's
    i18n/<lang>.yaml; an id named by an earlier folder keeps that name."""
    from gicc.runtime.i18n import load_folders
    return load_folders([Path(r) / "i18n" for r in roots if Path(r).is_dir()])


def load_library(paths=None, quiet=False, library=None):
    """Build (or take from the cache) and import the card files under `paths` (the built-in
    library when None), with the symbols of `library` around them (when given); None after
    reporting errors."""
    from gicc.runtime.library import LoadError, load_modules
    roots = tuple(paths) if paths else (CARDS,)
    b = Build(roots, library_paths=tuple(r for r in library or () if r not in roots))
    mods = b.build()
    warn_cache(b)
    if mods is None:
        report(b.diags)
        return None
    try:
        return load_modules(mods)
    except LoadError as e:
        print("gicc: error: %s" % visible(e), file=sys.stderr)
        return None


def internal_error(e):
    """A bug, not a user's mistake: say where, in card terms when card code raised it."""
    from gicc.runtime.library import card_location
    loc = card_location(sys.exc_info()[2])
    where = " in card code at %s:%d" % loc if loc else ""
    print("gicc: internal error%s: %s: %s" % (visible(where), type(e).__name__, visible(e)), file=sys.stderr)
    return EXIT_ERRORS


# ---- the arguments -------------------------------------------------------------------------

def engine_kind():
    """"compiled" when `pip install .` built the runtime's hot modules as extension modules
    (setup.py), else "pure Python": pip shows the build's fallback warning only with -v, so
    `gicc --version` says which engine is installed."""
    spec = importlib.util.find_spec("gicc.runtime.engine")
    return "pure Python" if spec is None or (spec.origin or "").endswith(".py") else "compiled"


def build_parser():
    from . import cli_cards as C
    from . import cli_play as P
    from . import cli_deck as D
    from . import cli_sim as Sim
    ap = Parser(prog="gicc", description="The Genius Invokation card compiler.",
                epilog="Every command that reads the card library also reads the folders of "
                       "--cards DIR and of the GICC_PATH environment variable.")
    ap.add_argument("--version", action="version", version="gicc %s (engine: %s)" % (VERSION, engine_kind()),
                    help="print gicc's version, and whether its engine is compiled, and exit")
    sub = ap.add_subparsers(dest="command", parser_class=Parser, metavar="COMMAND")
    C.add_commands(sub, add_library_options)
    P.add_commands(sub, add_library_options)
    D.add_commands(sub, add_library_options)
    Sim.add_commands(sub, add_library_options)
    return ap


def main(argv=None):
    ap = build_parser()
    args = ap.parse_args(argv)
    if not getattr(args, "fn", None):
        ap.print_help()
        return EXIT_USAGE
    try:
        return args.fn(args)
    except UsageError as e:
        args.parser.print_usage(sys.stderr)
        print("gicc: error: %s" % visible(e), file=sys.stderr)
        return EXIT_USAGE
    except CacheError as e:
        print("gicc: error: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    except YamlFileError as e:          # a translation file, say, that is not what it should be
        print("gicc: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader of the output went away: nothing more to say, and nothing at exit either
        # (Python would complain when it flushes the standard output again)
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return EXIT_OK


if __name__ == "__main__":
    # `python -m gicc.compiler.cli`: run the module the subcommands import, not this copy of it
    # (two copies would hold two different UsageError classes)
    from gicc.compiler.cli import main as _main
    sys.exit(_main())
