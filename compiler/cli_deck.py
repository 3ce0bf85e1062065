"""`gicc deck`: deck files and the game's share codes — encode, decode, check."""
import sys

from gicc.runtime.terminal import visible, visible_lines

from .cli import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, library_roots, load_library


def _deck(args, lib):
    from gicc.runtime.decks import DeckError, load_deck
    try:
        return load_deck(args.deck, lib)
    except DeckError as e:
        print("gicc: %s" % visible(e), file=sys.stderr)
        return None


def cmd_encode(args):
    from gicc.runtime.decks import DeckError, deck_code
    lib = load_library(library_roots(args))
    deck = _deck(args, lib) if lib is not None else None
    if deck is None:
        return EXIT_ERRORS
    try:
        print(deck_code(deck))
    except DeckError as e:
        print("gicc: %s" % visible(e), file=sys.stderr)
        return EXIT_ERRORS
    return EXIT_OK


def deck_yaml(deck, name=None):
    """A deck as deck-file YAML: its characters, then its cards with their counts, in order."""
    from ruamel.yaml import YAML
    import io
    counts = {}
    for d in deck.cards:
        counts[d.name] = counts.get(d.name, 0) + 1
    y = YAML()
    y.allow_unicode = True
    y.width = 4096
    buf = io.StringIO()
    y.dump({"name": name or deck.name}, buf)
    y.default_flow_style = True
    y.dump({"characters": [c.name for c in deck.characters]}, buf)
    y.default_flow_style = False
    y.dump({"cards": counts}, buf)
    return buf.getvalue()


def cmd_decode(args):
    lib = load_library(library_roots(args))
    deck = _deck(args, lib) if lib is not None else None
    if deck is None:
        return EXIT_ERRORS
    text = deck_yaml(deck, args.name)
    if args.out:
        try:
            with open(args.out, "w", encoding="utf-8") as fh:
                fh.write(text)
        except OSError as e:
            print("gicc: error: cannot write %s: %s" % (visible(args.out), visible(e.strerror)), file=sys.stderr)
            return EXIT_ERRORS
    else:
        sys.stdout.write(visible_lines(text))     # names from card files: shown, never obeyed
    return EXIT_OK


def cmd_check(args):
    lib = load_library(library_roots(args))
    deck = _deck(args, lib) if lib is not None else None
    if deck is None:
        return EXIT_ERRORS
    print("%s: a legal deck (%s; 30 cards)" % (visible(args.deck), ", ".join(visible(c.name) for c in deck.characters)))
    return EXIT_OK


def add_commands(sub, library_options):
    deck = sub.add_parser("deck", help="deck files and the game's share codes: encode, decode, check",
                          description="Deck files and the game's deck share codes.")
    deck.set_defaults(parser=deck, fn=lambda args: (deck.print_help(), EXIT_USAGE)[1])
    verbs = deck.add_subparsers(dest="verb", metavar="VERB", parser_class=sub._parser_class)

    def verb(name, fn, help, what):
        p = verbs.add_parser(name, help=help, description=help[0].upper() + help[1:] + ".")
        p.set_defaults(fn=fn, parser=p)
        library_options(p)
        p.add_argument("deck", metavar=what,
                       help="a deck file (YAML), or a share code (the game's 68-character code)")
        return p

    verb("encode", cmd_encode, "print the share code of a deck", "FILE")
    p = verb("decode", cmd_decode, "print a share code's deck as a deck file (YAML)", "CODE")
    p.add_argument("--out", metavar="FILE", help="write the deck file there instead of printing it")
    p.add_argument("--name", help="the deck's name in the file (default: the code)")
    verb("check", cmd_check, "check a deck against the deck-building rules and list every rule it breaks",
         "FILE|CODE")
