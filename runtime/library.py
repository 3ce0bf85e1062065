"""A compiled card library: modules loaded, definitions indexed by id and name."""
import importlib.util
import sys

from .defs import CARD_KINDS


class UnknownName(LookupError):
    pass


class Library:
    def __init__(self, defs):
        self.defs = sorted(defs, key=lambda d: (d.id is None, d.id or 0, d.name))
        self.by_id = {}
        self.by_name = {}
        self.reactions = {}
        events = set()
        for d in self.defs:
            events.update(d.handlers)
            if d.kind != "reaction":      # reactions have no id and are not named in play
                if d.id is not None:
                    self.by_id.setdefault(d.id, d)
                self.by_name.setdefault(d.name.lower(), d)      # sorted by id: the lowest wins
            if d.kind == "reaction" and d.elements:
                first, second = d.elements
                for a in first:
                    for b in second:
                        self.reactions.setdefault((a, b), []).append(d)
                        if a != b:
                            self.reactions.setdefault((b, a), []).append(d)
        self.subscribed = frozenset(events)
        self.satiated = self.by_name.get("satiated")

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


def load_modules(paths):
    defs = []
    for i, path in enumerate(paths):
        name = "gicc_cards.%s" % path.stem
        spec = importlib.util.spec_from_file_location(name, str(path))
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
        defs.extend(mod.DEFS)
    return Library(defs)


def card_location(tb):
    """(card file, line) of the innermost frame of compiled card code in a traceback."""
    import linecache
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
