"""The workspace as the server knows it: every card file of the library, read once, and the
open documents' texts in place of their files' contents.

A file's Unit (compiler/build.py) is kept between checks, so a keystroke re-checks only the
edited document: the library around it is the kept units (their symbols and what they create),
never read or parsed again.  The definitions' names and the names the files use (for go to
definition and references) are parsed on first need, a file at a time."""
import os
from dataclasses import dataclass
from pathlib import Path

from .. import ast as A
from ..build import Build, display

WORKING = "<unsaved>"       # how a document that is no file is named in diagnostics


@dataclass
class Checked:
    """The outcome of checking one document: its diagnostics, its unit (parsed definitions)
    and its IR (None when it does not check)."""
    diags: list
    unit: object
    ir: list = None
    renamed: bool = False   # its definitions' kinds, ids or names changed: other documents may
                            # name them, and are checked again


class Library:
    """The card files under `roots`; `overlay` holds the open documents' texts by path."""

    def __init__(self, roots):
        self.roots = [Path(r) for r in roots]
        b = Build(self.roots, use_cache=False, library_paths=())
        self.units = {u.key: u for u in b.targets}
        self.disk = dict(self.units)    # the files' own units: what a closed document reverts to
        self.irs = {}                   # unit name -> IR of the last check of an open document
        self.generation = 0             # bumped whenever a unit changes
        self._uses = {}                 # id(unit) -> (unit, its uses)

    def warm(self):
        """Check a file of the library once, the result thrown away: the parser's tables and
        the checker are made now, not when the first document is opened."""
        u = next((u for u in self.units.values() if u.text), None)
        if u is not None:
            b = Build((), use_cache=False, library_paths=(), context=list(self.units.values()))
            b.add_text(u.path, u.text)
            b.check()

    # ---- checking --------------------------------------------------------------------------

    def check(self, path, text):
        """Check `text` as the file `path`, with the library around it; the document's unit
        then stands in for the file's in the library (other documents see its names)."""
        key = os.path.realpath(path)
        b = Build((), use_cache=False, library_paths=(), context=list(self.units.values()))
        u = b.add_text(path, text)
        irs = b.check() if not u.failed else {}
        ir = irs.get(u.name) if not b.diags.errors else None
        mine = [d for d in b.diags.sorted() if d.span.file == u.name]
        old = self.units.get(key)
        renamed = old is None or _names(old) != _names(u)
        if old is None or old.text != u.text:
            self.units[key] = u
            self.generation += 1
        if ir is not None:
            self.irs[u.name] = ir
        return Checked(mine, u, ir, renamed)

    def close(self, path):
        """A document closed: its file's own contents count again (True when that changes
        the names other files see)."""
        key = os.path.realpath(path)
        old = self.units.get(key)
        if key in self.disk:
            new = self.disk[key]
            self.units[key] = new
        else:
            new = None
            self.units.pop(key, None)
        self.irs.pop(display(path, key), None)
        if old is new:
            return False
        self.generation += 1
        return old is None or new is None or _names(old) != _names(new)

    def saved(self, path):
        """A document saved: its file's contents are what the document holds now."""
        key = os.path.realpath(path)
        if key in self.units:
            self.disk[key] = self.units[key]

    # ---- definitions and the names that use them --------------------------------------------

    def parsed(self, u):
        """The unit's definitions (parsed now if they came from the compile cache)."""
        if u.defs is None and u.text is not None:
            from ..build import parse_unit
            from ..diagnostics import Diagnostics
            parse_unit(u, Diagnostics())
        return u.defs or []

    def definitions(self):
        """(unit, Definition) of every definition of the library, in the files' order."""
        for u in list(self.units.values()):
            for d in self.parsed(u):
                yield u, d

    def names(self):
        """{lower-case name: (unit, Definition)} of every named definition but the reactions
        (the lowest id of a shared name, as the checker resolves names), and {id: (unit,
        Definition)}; kept until a unit changes."""
        if getattr(self, "_names_gen", None) != self.generation:
            by_name, by_id = {}, {}
            for u, d in self.definitions():
                if d.id is not None:
                    by_id.setdefault(d.id, (u, d))
                if d.kind == "reaction":
                    continue
                cur = by_name.get(d.name.lower())
                if cur is None or (d.id or 0) < (cur[1].id or 0):
                    by_name[d.name.lower()] = (u, d)
            self._names, self._ids, self._names_gen = by_name, by_id, self.generation
        return self._names, self._ids

    def lookup(self, ref):
        """(unit, Definition) that a name or an id names, or None."""
        by_name, by_id = self.names()
        if isinstance(ref, int):
            return by_id.get(ref)
        return by_name.get(str(ref).lower())

    def uses(self, u):
        """Every name, string and number the unit's definitions use, as (node, ref): a
        definition is named by any of them.  Kept with the unit (a changed file is a new unit)."""
        kept = self._uses.get(id(u))
        if kept is not None and kept[0] is u:
            return kept[1]
        out = []
        for d in self.parsed(u):
            _refs(d.body, out)
        if len(self._uses) > 2 * len(self.units) + 16:      # forget the units replaced since
            live = {id(v) for v in self.units.values()}
            self._uses = {k: v for k, v in self._uses.items() if k in live}
        self._uses[id(u)] = (u, out)
        return out

    def references(self, target):
        """(unit, span) of every use of the definition `target` in the library: its name where
        the name means it, and its id."""
        key = target.name.lower()
        found = self.lookup(key)
        by_name = found is not None and found[1] is target
        out = []
        for u in list(self.units.values()):
            for node, ref in self.uses(u):
                if isinstance(ref, int):
                    if target.id is not None and ref == target.id:
                        out.append((u, node.span))
                elif by_name and ref.lower() == key:
                    out.append((u, node.span))
        return out


def _names(u):
    """What other files may see of a unit: its definitions' kinds, ids and names, and what
    they create (W0204 is said of an entity nothing creates)."""
    return [(s.kind, s.id, s.name.lower(), s.skills, s.counters) for s in u.symbols], u.creates


def _refs(x, out):
    """The Name, Str and Num nodes under a node (or a list of them) that may name a definition."""
    if isinstance(x, list) or isinstance(x, tuple):
        for y in x:
            _refs(y, out)
        return
    if isinstance(x, A.Name):
        out.append((x, x.dotted))
    elif isinstance(x, A.Str):
        out.append((x, x.value))
    elif isinstance(x, A.Num):
        out.append((x, x.value))
    elif isinstance(x, A.Node):
        for k, v in vars(x).items():
            if k != "span" and isinstance(v, (A.Node, list, tuple)):
                _refs(v, out)


class Texts:
    """The library's card text (compiler/cardtext): made on first need, again after a change;
    the library is checked once, an open document's IR is its last check's."""

    def __init__(self, lib):
        self.lib = lib
        self._lib_irs = None
        self._made = None           # (generation, CardText)
        self._phrases = None
        self._names = None

    def card_text(self):
        from gicc.runtime.i18n import load_folders
        from ..cardtext import CardText
        lib = self.lib
        if self._made is not None and self._made[0] == lib.generation:
            return self._made[1]
        if self._lib_irs is None:
            b = Build((), use_cache=False, library_paths=(), context=[], units=list(lib.disk.values()))
            self._lib_irs = b.check()
            self._names = load_folders([r / "i18n" for r in lib.roots if r.is_dir()])
        irs = dict(self._lib_irs)
        irs.update(lib.irs)
        ct = CardText(irs, self._names, phrases=self._phrases)
        self._phrases = ct.phrases
        self._made = (lib.generation, ct)
        return ct

    def ir_of(self, u, d):
        """The IR of the definition `d` of the unit `u` (None when its file does not check)."""
        self.card_text()
        irs = self.lib.irs.get(u.name) or self._lib_irs.get(u.name) or []
        for x in irs:
            if x.id == d.id and x.name == d.name:
                return x
        return None
