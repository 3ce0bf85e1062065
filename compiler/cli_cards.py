"""The commands that work on card files: check, build, fmt, cards, docs, new, i18n and lsp."""
import json
import os
import sys
from pathlib import Path

from gicc.runtime.terminal import visible, visible_json

from . import registry as R
from .build import CARDS, Build
from .cli import (EXIT_ERRORS, EXIT_OK, UsageError, library_roots, load_library, names_of, report,
                  warn_cache)


def targets_of(args, roots):
    """The files a check or build is about: the paths given, else the user's folders (--cards,
    GICC_PATH), else the built-in library.  The whole library stays around them."""
    if args.paths:
        paths = [Path(p) for p in args.paths]
        missing = [p for p in paths if not p.exists()]
        if missing:
            raise UsageError("no such file or folder: %s" % missing[0])
        return paths
    return [r for r in roots if r != CARDS] or list(roots)


def cmd_check(args):
    roots = library_roots(args)
    b = Build(targets_of(args, roots), use_cache=False, library_paths=roots)
    irs = b.check()
    if args.reference:
        from .facts import ReferenceError_, compare, load_reference
        try:
            ref = load_reference(args.reference)
        except ReferenceError_ as e:
            raise UsageError(e)
        for u in b.targets:
            if u.name in irs:
                b.capped(u, lambda: compare(u.defs, irs[u.name], ref, b.diags))
    report(b.diags, args.format, sys.stdout if args.format == "json" else sys.stderr)
    if args.format != "json" and not b.diags.items:
        n = len(b.targets)
        print("%d file%s, no problems" % (n, "" if n == 1 else "s"))
    return EXIT_ERRORS if b.diags.errors else EXIT_OK


def cmd_build(args):
    roots = library_roots(args)
    b = Build(targets_of(args, roots), library_paths=roots)
    mods = b.build()
    warn_cache(b)
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
        raise UsageError("no such file or folder: %s" % missing[0])
    res = format_paths(args.paths, check=args.check)
    report(res.diags, out=sys.stderr)
    n = len(res.changed)
    print("%d of %d file%s %s" % (n, res.files, "" if res.files == 1 else "s",
                                  "would be reformatted" if args.check else "reformatted"))
    return EXIT_ERRORS if res.errors or (args.check and n) else EXIT_OK


def cmd_cards(args):
    roots = library_roots(args)
    if args.paths:
        lib = load_library(targets_of(args, roots), library=roots)
    else:
        lib = load_library(roots)
    if lib is None:
        return EXIT_ERRORS
    from gicc.runtime.catalog import describe_all
    items = describe_all(lib, names_of(roots))
    if args.json:
        print(visible_json(json.dumps(items, indent=1, ensure_ascii=False)))
    else:
        for it in items:
            cost = " ".join("%s %d" % (c["type"], c["count"]) for c in it.get("cost", []))
            # names.en: the name, or marked missing (a 6.1-6.2 card without an official one)
            print("%-8s %-16s %s%s" % (it["id"], it["kind"], visible(it["names"]["en"]), ("  [" + cost + "]") if cost else ""))
    return EXIT_OK


def cmd_docs(args):
    from .docs import DocsError, build_docs
    roots = library_roots(args)
    try:
        n, diags = build_docs(args.out, args.format, paths=targets_of(args, roots) if args.paths else None,
                              library=roots)
    except DocsError as e:
        print("gicc: error: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    if n is None:
        report(diags)
        return EXIT_ERRORS
    print("%d page%s written to %s" % (n, "" if n == 1 else "s", visible(args.out)))
    return EXIT_OK


def cmd_new(args):
    from .newcard import NewCardError, new_card
    roots = library_roots(args, allow_empty=True)       # the folder written into counts too
    try:
        written = new_card(args.kind, args.name, out=Path(args.out), card_id=args.id, reference=args.reference,
                           library=roots, force=args.force)
    except NewCardError as e:
        raise UsageError(e)
    for path in written:
        print("wrote %s" % visible(path))
    return EXIT_OK


def cmd_i18n(args):
    from .i18n_sync import I18nSyncError, fill_names
    try:
        result = fill_names(args.paths, args.reference)
    except I18nSyncError as e:
        raise UsageError(e)
    result.report(sys.stdout, sys.stderr)
    from .share_ids import fill_share_ids
    n = fill_share_ids(args.paths, args.reference or os.environ.get("GICC_REFERENCE"))
    if n:
        print("%d share id%s written into card files" % (n, "" if n == 1 else "s"))
    return EXIT_ERRORS if result.errors else EXIT_OK


# kinds `gicc new` writes a starter file for (a reaction is a rule of the game, not a card)
NEW_KINDS = tuple(dict.fromkeys(k for k in R.KINDS if k != "reaction"))


def cmd_lsp(args):
    roots = library_roots(args)
    try:
        from .lsp.server import serve
    except ImportError as e:
        print("gicc: error: `gicc lsp` needs pygls (%s): pip install 'gicc[lsp]'" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    serve(roots)
    return EXIT_OK


def add_commands(sub, library_options):
    def command(name, fn, help, library=True):
        p = sub.add_parser(name, help=help, description=help[0].upper() + help[1:] + ".")
        p.set_defaults(fn=fn, parser=p)
        if library:
            library_options(p)
        return p

    paths_help = ("card files or folders to %s (default: the --cards folders, else the built-in library); "
                  "the rest of the library is read around them")
    p = command("check", cmd_check, "check card files and report every problem")
    p.add_argument("paths", nargs="*", metavar="PATH", help=paths_help % "check")
    p.add_argument("--format", choices=("text", "json"), default="text",
                   help="text for people (the default), or a JSON list of the problems for editors and CI")
    p.add_argument("--reference", metavar="DIR",
                   help="also compare each card's facts with reference files in DIR (characters.json, ...)")
    p = command("build", cmd_build, "compile card files into Python modules (cached)")
    p.add_argument("paths", nargs="*", metavar="PATH", help=paths_help % "compile")
    p = command("fmt", cmd_fmt, "format card files in the canonical layout", library=False)
    p.add_argument("paths", nargs="+", metavar="PATH", help="card files or folders to format in place")
    p.add_argument("--check", action="store_true",
                   help="write nothing; list the files that would change (exit 1 if any)")
    p = command("cards", cmd_cards, "list the compiled card library")
    p.add_argument("paths", nargs="*", metavar="PATH",
                   help="list only the cards of these files or folders (default: the whole library)")
    p.add_argument("--json", action="store_true",
                   help="print the cards as JSON (ids, names in three languages, costs, skills)")
    p = command("docs", cmd_docs, "write a static site of the card library (generated card text)")
    p.add_argument("paths", nargs="*", metavar="PATH",
                   help="document only these card files or folders (default: the whole library)")
    p.add_argument("--out", required=True, metavar="DIR", help="the folder to write the site into")
    p.add_argument("--format", choices=("html", "md"), default="html", help="HTML pages (the default) or Markdown")
    p = command("new", cmd_new, "write a starter card file, and a scenario for it, to fill in")
    p.add_argument("kind", choices=NEW_KINDS, metavar="KIND",
                   help="what to write: %s (status is a character status)" % ", ".join(NEW_KINDS))
    p.add_argument("name", metavar="NAME", help="the card's English name (quote it when it has spaces)")
    p.add_argument("--id", type=int, metavar="N",
                   help="the card's id (default: the reference's id for NAME, else a placeholder to change)")
    p.add_argument("--reference", metavar="DIR",
                   help="take the card's facts (id, cost, hp, element, skills, ...) from reference files in "
                        "DIR (default: the GICC_REFERENCE environment variable, if set)")
    p.add_argument("--out", default=".", metavar="DIR",
                   help="the card folder to write into (default: the current folder); the scenario goes "
                        "into its scenarios/ folder")
    p.add_argument("--force", action="store_true", help="overwrite files that are already there")
    command("lsp", cmd_lsp, "run the language server for editors (LSP over standard input and output)")
    p = command("i18n", cmd_i18n, "fill in cards' Chinese and Japanese names, and their share ids, from reference files",
                library=False)
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="card folders (or card files) whose i18n/zh_hans.yaml and i18n/ja.yaml to fill in")
    p.add_argument("--reference", metavar="DIR", default=None,
                   help="the reference folder (characters.json, action_cards.json, entities.json); "
                        "default: the GICC_REFERENCE environment variable")
