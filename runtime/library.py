"""A compiled card library: modules loaded, definitions indexed by id and name."""
import hashlib
import linecache
import sys
import types
from pathlib import Path

from .defs import CARD_KINDS


class UnknownName(LookupError):
    pass


class Library:
    def __init__(self, defs):
        self.defs = sorted(defs, key=lambda d: (d.id is None, d.id or 0, d.name))
        self.by_id = {}
        self.by_name = {}
        self.by_share_id = {}     # the game's deck share codes (runtime/sharecode.py)
        self.deckable = {}        # what a deck names: characters and cards by name (a talent and a
                                  # status may share one: Surging Undercurrent)
        self.reactions = {}
        events = set()
        for d in self.defs:
            events.update(d.handlers)
            if d.kind != "reaction":      # reactions have no id and are not named in play
                if d.id is not None:
                    self.by_id.setdefault(d.id, d)
                self.by_name.setdefault(d.name.lower(), d)      # sorted by id: the lowest wins
                if d.share_id:
                    self.by_share_id.setdefault(d.share_id, d)
                if d.kind == "character" or d.kind in CARD_KINDS:
                    self.deckable.setdefault(d.name.lower(), d)
            if d.kind == "reaction" and d.elements:
                first, second = d.elements
                for a in first:
                    for b in second:
                        self.reactions.setdefault((a, b), []).append(d)
                        if a != b:
                            self.reactions.setdefault((b, a), []).append(d)
        self.subscribed = frozenset(events)
        # status name -> the definitions that raise its stacking limit while in play (raises_max_usage)
        self.raisers = {}
        for d in self.defs:
            if getattr(d, "raises_max_usage", None):
                self.raisers.setdefault(d.raises_max_usage[0], []).append(d)
        self.satiated = self.by_name.get("satiated")
        self.module_digests = None

    def __deepcopy__(self, memo):
        return self            # immutable and shared by every match: a clone shares it too

    def get(self, ref):
        if isinstance(ref, int) or (isinstance(ref, str) and ref.isdigit()):
            d = self.by_id.get(int(ref))
        else:
            d = self.by_name.get(str(ref).lower())
        if d is None:
            raise UnknownName(ref)
        return d

    entity = card = get

    def characters(self):
        return [d for d in self.defs if d.kind == "character"]

    def cards(self):
        return [d for d in self.defs if d.kind in CARD_KINDS]


class LoadError(Exception):
    """A generated module that is not the one the build verified; the message says which."""


def _verified(item):
    """(path, SHA-256) of one module as the build hands it over: a path that carries its
    `sha256` (compiler.build.ModulePath), or a (path, sha256) pair."""
    if isinstance(item, tuple) and len(item) == 2:
        path, digest = item
    else:
        path, digest = item, getattr(item, "sha256", None)
    if not isinstance(digest, str):
        raise LoadError("%s: no verified hash for this module: only modules a build verified are loaded" % (path,))
    return Path(path), digest


def load_modules(modules):
    """The library of generated modules.  Each is read once and compiled from exactly the text
    whose hash the build verified: never from a `.pyc` (Python's own loader trusts one whose
    recorded mtime and size match, whatever it holds), never from a file changed since."""
    defs = []
    digests = []
    for item in modules:
        path, digest = _verified(item)
        digests.append(digest)
        data = getattr(item, "data", None)      # a module compiled in memory carries its text
        try:
            if data is None:
                data = path.read_bytes()
        except OSError as e:
            raise LoadError("%s: cannot read the module: %s" % (path, e.strerror or e))
        if hashlib.sha256(data).hexdigest() != digest:
            raise LoadError("%s: the module changed after the build verified it: build again" % path)
        try:
            text = data.decode("utf-8")
            code = compile(text, str(path), "exec", dont_inherit=True)
        except (UnicodeDecodeError, SyntaxError, ValueError) as e:
            raise LoadError("%s: not a module the build wrote: %s" % (path, e))
        name = "gicc_cards.%s" % path.stem
        mod = types.ModuleType(name)
        mod.__file__ = str(path)
        # tracebacks and card_location read the lines that were compiled, not the file again
        # (an entry without an mtime is never reloaded from disk)
        linecache.cache[str(path)] = (len(text), None, text.splitlines(True), str(path))
        sys.modules[name] = mod
        exec(code, mod.__dict__)
        defs.extend(mod.DEFS)
    lib = Library(defs)
    lib.module_digests = digests      # what a replay's fingerprint of the cards reads (replay.py)
    return lib


def card_location(tb):
    """(card file, line) of the innermost frame of compiled card code in a traceback."""
    found = None
    while tb is not None:
        f = tb.tb_frame
        src = f.f_globals.get("SOURCE")
        if src and f.f_globals.get("DIGEST"):
            text = linecache.getline(f.f_code.co_filename, tb.tb_lineno)
            if "# card:" in text:
                found = (src, int(text.rsplit("# card:", 1)[1].split()[0]))
        tb = tb.tb_next
    return found
