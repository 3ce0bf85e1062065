"""Card files → checked, generated, cached Python modules.

The cache is keyed by the card text, the compiler's own fingerprint (its sources, grammar and
templates) and the library's symbol table (the kinds, ids and names of all definitions): an
edit that renames nothing recompiles only the edited file.  A cached module whose bytes do not
match the manifest is rebuilt, never imported."""
import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from .cache import (MANIFEST, CacheError, ModulePath, cache_dir, fingerprint, load_manifest,  # noqa: F401
                    module_path, write_atomic)
from .diagnostics import Diagnostics, Span, TooManyProblems
from .limits import MAX_BYTES

# The parser (Lark), the checker and the code generator (Jinja2) are imported only when a file
# has to be parsed, checked or compiled: a build that takes everything from the cache needs
# none of them, and importing them was most of a warm start's time.

MAX_PROBLEMS = 200      # problems the checker reports in one file before it stops checking it

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"


def sha(data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    return hashlib.sha256(data).hexdigest()


def discover(paths):
    """Card files under the given paths (files or folders), sorted, without duplicates."""
    return [f for f, _ in _discover(paths)]


def _discover(paths):
    """(path, resolved path) of each card file under the paths: resolving is a system call per
    folder of the path, so each file is resolved once, here."""
    out = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(x for x in p.rglob("*.card") if x.is_file()))
        else:
            out.append(p)
    seen, uniq = set(), []
    for f in out:
        k = os.path.realpath(f)
        if k not in seen:
            seen.add(k)
            uniq.append((f, k))
    return uniq


def source_name(path):
    """How generated code names its card file: relative to the project when it is in it (so the
    module does not depend on the directory gicc ran from), else absolute."""
    p = Path(path).resolve()
    try:
        return p.relative_to(ROOT).as_posix()
    except ValueError:
        return p.as_posix()


def display(path, real=None):
    """How diagnostics name a file: relative to the working directory."""
    try:
        return os.path.relpath(real or os.path.realpath(path), os.getcwd())
    except ValueError:
        return str(path)


@dataclass
class Summary:
    kind: str
    id: int
    name: str
    skills: tuple = ()       # a character's skill names, so talents can be checked against them
    counters: tuple = None   # the counters it declares (`counter_of` checks them); None: not known
    blessing: bool = False   # a character status with `nightsoul`: one character's own Nightsoul's
                             # Blessing (seed 003), whose name every such status shares


@dataclass
class Unit:
    path: Path
    name: str            # as shown in diagnostics
    text: str = None
    digest: str = None
    defs: list = None    # parsed AST definitions (None until parsed)
    symbols: list = field(default_factory=list)
    module: Path = None
    failed: bool = False
    key: str = None      # the resolved path: the manifest's name for it
    creates: list = None  # [creator id, creator name, name or id] of each entity it puts into play


def declared_counters(d):
    """The counters a definition declares (`counter`, `round_counter`), in order."""
    from . import ast as A
    return tuple(a.dotted for s in d.body if isinstance(s, A.Command) and s.word in ("counter", "round_counter")
                 for g in s.groups for a in g if isinstance(a, A.Name))


def shares_name(d):
    """A character status holding Nightsoul points (`nightsoul`): every character that enters
    Nightsoul's Blessing has its own status of that one official name (seed 003), so such
    statuses may share a name across files and are named by their ids (E0730)."""
    from . import ast as A
    return d.kind in ("status", "character_status") and any(
        isinstance(s, A.Command) and s.word == "nightsoul" for s in d.body)


def read_card(path, diags):
    name = display(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as e:
        diags.error(Span(name, 1, 1, 1, 1), "E0002", "cannot read the file: %s" % e.strerror)
        return None
    if len(raw) > MAX_BYTES:
        diags.error(Span(name, 1, 1, 1, 1), "E0003", "the file is larger than %d bytes" % MAX_BYTES)
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        diags.error(Span(name, line, 1, line, 2), "E0001", "the file is not UTF-8 text")
        return None


def parse_unit(u, diags):
    from . import ast as A
    from .checker import created_refs
    from .parser import SyntaxProblem, parse_text
    try:
        u.defs = parse_text(u.name, u.text)
    except SyntaxProblem as e:
        diags.error(e.span, e.code, e.message, e.hint, getattr(e, "notes", ()))
        u.failed = True
        u.defs = []
    u.symbols = [Summary(d.kind, d.id, d.name,
                         tuple(s.name for s in d.body if isinstance(s, A.Skill)) if d.kind == "character" else (),
                         declared_counters(d), shares_name(d))
                 for d in u.defs]
    u.creates = created_refs(u.defs)


class Build:
    """One run of the compiler over a set of card files (the targets), with the symbols of the
    library around them (the context: definitions they may name, and ids and names they must
    not take again)."""

    def __init__(self, paths, use_cache=True, library_paths=(CARDS,), context=None, units=()):
        """`context`, when given, is the library around the targets as units already read (an
        editor keeps them between checks): `library_paths` are not read then, nor the cache's
        manifest when nothing is to be compiled.  `units`: more targets, already read."""
        self.diags = Diagnostics()
        self.units = []
        self.use_cache = use_cache
        self.cache_problem = None   # the CacheError that made this build compile in memory
        self.memory = False         # nothing more is written to the cache in this build
        self.manifest_path = cache_dir() / MANIFEST
        try:
            self.manifest = {} if context is not None and not use_cache else load_manifest(cache_dir())
        except CacheError as e:
            # the cache only holds what can be made again: without it, compile in memory.  A
            # check writes nothing and takes only unchanged files' symbols from the manifest,
            # so it has nothing to say about a cache it cannot use.
            self.manifest = {}
            if use_cache:
                self._in_memory(e)
        self.compiled = []      # names of units compiled in this run (not from the cache)
        self.stopped = set()    # names of units whose problems reached MAX_PROBLEMS
        self._kept = None       # the symbols that survived the duplicate checks
        self._table = None
        self._spans = {}
        mine = _discover(paths)
        keys = {k for _, k in mine}
        self.targets = [self._unit(p, k) for p, k in mine] + list(units)
        keys |= {u.key for u in units}
        if context is not None:
            self.context = [u for u in context if u.key not in keys]
        else:
            extra = [(p, k) for p, k in _discover(library_paths) if k not in keys]
            self.context = [self._unit(p, k) for p, k in extra]

    def add_text(self, path, text):
        """One more target file whose text is given (an editor's unsaved document) instead of
        read from disk; a unit of the context with its path leaves the context."""
        key = os.path.realpath(path)
        self.context = [u for u in self.context if u.key != key]
        self._kept = self._table = None
        if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
            u = Unit(Path(path), display(path, key), key=key, failed=True, defs=[])
            self.diags.error(Span(u.name, 1, 1, 1, 1), "E0003", "the file is larger than %d bytes" % MAX_BYTES)
        else:
            u = self._unit(Path(path), key, text)
        self.targets.append(u)
        return u

    def _in_memory(self, problem):
        if self.cache_problem is None:
            self.cache_problem = problem
        self.memory = True

    def _unit(self, p, key, text=None):
        u = Unit(Path(p), display(p, key))
        u.key = key
        u.text = read_card(p, self.diags) if text is None else text
        if u.text is None:
            u.failed = True
            u.defs = []
            return u
        u.digest = sha(u.text)
        cached = self.manifest.get("files", {}).get(u.key)
        if cached and cached.get("digest") == u.digest and cached.get("creates") is not None:
            u.symbols = [Summary(s[0], s[1], s[2], tuple(s[3]) if len(s) > 3 else (),
                                 tuple(s[4]) if len(s) > 4 else None, bool(s[5]) if len(s) > 5 else False)
                         for s in cached["symbols"]]
            u.creates = cached["creates"]
        else:
            parse_unit(u, self.diags)
        return u

    def _name_spans(self, u):
        """{id: [name spans]} and {lower-case name: [name spans]} of a file's definitions."""
        found = self._spans.get(id(u))
        if found is None:
            self._ensure_parsed(u)
            by_id, by_name = {}, {}
            for d in u.defs or []:
                by_id.setdefault(d.id, []).append(d.name_span)
                by_name.setdefault(d.name.lower(), []).append(d.name_span)
            found = self._spans[id(u)] = (by_id, by_name)
        return found

    def kept_symbols(self):
        """The symbols of every file, less those whose id another definition already has.
        Reported on a target file (never on the library around it): E0230 for an id another
        definition has, E0232 for a name that another file gives (one file may give a name to
        several definitions: a status and its upgraded variant).  The first one in the build's
        order stays; the problem is said on the later one, or on the target when the other is
        in the library around it."""
        if self._kept is not None:
            return self._kept
        kept = []
        by_id = {}          # id -> (unit, symbol)
        by_name = {}        # (reaction or not, lower-case name) -> (unit, summary)
        targets = {id(u) for u in self.targets}
        for u in self.targets + self.context:
            earlier = {}        # id -> how many of the file's symbols before this one have it
            for s in list(u.symbols):
                k = earlier.get(s.id, 0)
                earlier[s.id] = k + 1
                if s.id is not None and s.id in by_id:
                    first, first_sym = by_id[s.id]
                    first_name = first_sym.name
                    if id(u) in targets:
                        same = self._name_spans(u)[0].get(s.id, [])
                        if first is u and len(same) > 1:      # twice in one file: the later ones
                            span = same[min(k, len(same) - 1)]
                            where = "line %d" % same[0].line
                        else:
                            span = same[0] if same else Span(u.name, 1, 1, 1, 1)
                            where = _where(first)
                        self._duplicate(u, span, "E0230", "id %d is already used by `%s` (%s)" % (s.id, first_name, where))
                    elif id(first) in targets and (first_sym.kind, first_name.lower()) != (s.kind, s.name.lower()):
                        # (the same definition in a target file is the library's own being
                        # edited in a copy: it stands in for the library's, silently)
                        span = (self._name_spans(first)[0].get(s.id) or [Span(first.name, 1, 1, 1, 1)])[0]
                        self._duplicate(first, span, "E0230", "id %d is also used by `%s` (%s)" % (s.id, s.name, _where(u)))
                    continue
                if s.id is not None:
                    by_id[s.id] = (u, s)
                nk = (s.kind == "reaction", s.name.lower())
                other = by_name.setdefault(nk, (u, s))
                # every character that enters Nightsoul's Blessing has its own status of that
                # name (seed 003; each its own id, beside the character): they share the name,
                # which means the lowest id, and cards name their own by id
                if other[0] is not u and not (s.blessing and other[1].blessing):
                    ou, os_ = other
                    what = "%s %s" % (os_.kind.replace("_", " "), os_.id) if os_.id is not None else os_.kind
                    if id(u) in targets:
                        span = (self._name_spans(u)[1].get(nk[1]) or [Span(u.name, 1, 1, 1, 1)])[0]
                        self._duplicate(u, span, "E0232", "the name `%s` is already used by %s (%s)" % (s.name, what, _where(ou)))
                    elif id(ou) in targets:
                        mine = "%s %s" % (s.kind.replace("_", " "), s.id) if s.id is not None else s.kind
                        span = (self._name_spans(ou)[1].get(nk[1]) or [Span(ou.name, 1, 1, 1, 1)])[0]
                        self._duplicate(ou, span, "E0232", "the name `%s` is also used by %s (%s)" % (os_.name, mine, _where(u)))
                kept.append(s)
        self._kept = kept
        return kept

    def _duplicate(self, u, span, code, message):
        if not self.within_cap(u, span):
            return
        hint = ("every definition needs an id of its own" if code == "E0230" else
                "decks, scenarios and other cards find a definition by its name: give it a name of its own")
        self.diags.error(span, code, message, hint)

    def symbols(self):
        """The symbol table the checker looks names up in (the checker is imported here, when
        something is to be checked)."""
        if self._table is None:
            from .symbols import Symbols
            kept = self.kept_symbols()
            table = Symbols()
            for s in kept:
                table.add(s)
            self._table = table
        return self._table

    def _ensure_parsed(self, u):
        if u.defs is None and u.text is not None:
            parse_unit(u, self.diags)

    def symbol_key(self):
        items = sorted((s.kind, s.id or 0, s.name) for u in self.targets + self.context for s in u.symbols)
        return sha(json.dumps(items))

    def check(self):
        """Check the target files; returns the IR per unit."""
        table = self.symbols()
        out = {}
        for u in self.targets:
            self._ensure_parsed(u)
            if u.failed:
                continue
            out[u.name] = self.check_unit(table, u)
        self.warn_uncreated(table, [u for u in self.targets if not u.failed])
        return out

    def within_cap(self, u, span):
        """Whether one more problem of `u` may be reported: a file with more than MAX_PROBLEMS
        problems (of any kind) is not checked further, and an error says where it stopped.
        What comes after is noise, and no file, however large, keeps the checker busy for long."""
        if u.name in self.stopped:
            return False
        if self.diags.count(u.name) >= MAX_PROBLEMS:
            self.stop(u, span)
            return False
        return True

    def stop(self, u, span):
        self.stopped.add(u.name)
        self.diags.limit = None
        self.diags.error(span, "E0004", "more than %d problems in this file: checking stopped here" % MAX_PROBLEMS,
                         "fix the problems reported so far and check again")
        u.failed = True

    def capped(self, u, fn, default=None):
        """fn(), which reports problems of `u`, stopped at u's cap (see within_cap)."""
        if u.name in self.stopped:
            return default
        from .parser import no_gc
        self.diags.limit = len(self.diags.items) + MAX_PROBLEMS - self.diags.count(u.name)
        try:
            with no_gc():
                return fn()
        except TooManyProblems as e:
            self.stop(u, e.diagnostic.span)
            return default
        finally:
            self.diags.limit = None

    def check_unit(self, table, u):
        """The IR of one parsed file (see within_cap for the files with too many problems)."""
        from .checker import Checker
        return self.capped(u, lambda: Checker(table, self.diags).check_file(u.defs), [])

    def warn_uncreated(self, table, units):
        """W0204: a status, combat status or summon that no `add` or `summon` of any file (nor
        the runtime itself) puts into play.  Said only when every file could be read: a file
        that does not parse may hold the missing `add`."""
        everything = self.targets + self.context
        if not units or any(u.failed or u.creates is None for u in everything):
            return
        from . import registry as R
        created = set()
        refs = [c for u in everything for c in u.creates] + [[None, None, n] for n in R.RUNTIME_ENTITIES]
        for cid, cname, key in refs:
            found = table.lookup(key)
            if found is None:
                continue
            made = (found[1].id, found[1].name.lower())
            if made != (cid, (cname or "").lower()):        # re-adding itself does not count
                created.add(made)
        for u in units:
            for d in u.defs or []:
                kind = R.KIND_ALIASES.get(d.kind, d.kind)
                if kind not in ("character_status", "combat_status", "summon"):
                    continue
                if (d.id, d.name.lower()) in created:
                    continue
                if any(getattr(s, "word", None) == "rules_state" for s in d.body):
                    continue         # a state of the rules themselves (seed 003), created by the game's modes
                if not self.within_cap(u, d.name_span):
                    break
                verb = "summon" if kind == "summon" else "add"
                self.diags.warning(d.name_span, "W0204",
                                   "nothing creates %s `%s`: no `%s` in the library names it" % (
                                       kind.replace("_", " "), d.name, verb),
                                   "create it with `%s %s` in a skill or handler; one that only a scenario "
                                   "uses may stay" % (verb, d.name if d.name.isidentifier() else '"%s"' % d.name))

    def build(self):
        """Check and generate; returns the module paths in target order (None when errors).
        Nothing but what must be compiled is parsed or checked: a build whose every file is
        fresh in the cache imports neither the parser, the checker nor the code generator."""
        self.kept_symbols()
        skey = self.symbol_key()
        cdir = cache_dir()
        files = dict(self.manifest.get("files", {}))
        modules = []
        checked = []
        for u in self.targets:
            if u.failed:
                continue
            entry = files.get(u.key)
            if self.use_cache and entry and self._fresh(entry, u, skey):
                mod = cdir / entry["module"]
                try:
                    if sha(mod.read_bytes()) == entry.get("module_sha"):
                        modules.append(module_path(mod, entry["module_sha"]))
                        continue
                except OSError:
                    pass        # gone or unreadable: made again below
            self._ensure_parsed(u)
            if u.failed:
                continue
            n_before = self.diags.error_count
            table = self.symbols()
            table.record()
            try:
                ir = self.check_unit(table, u)
            finally:
                reads = table.recorded()
            if self.diags.error_count > n_before:
                u.failed = True
                continue
            checked.append(u)
            from .codegen import generate       # Jinja2 only when something is compiled
            code = generate(ir, source_name(u.path), u.text)
            stem = "m_" + sha(u.key)[:12] + "_" + "".join(c if c.isalnum() else "_" for c in u.path.stem)
            mod = cdir / (stem + ".py")
            self.compiled.append(u.name)
            if not self._write(mod, code):
                modules.append(module_path(Path("<memory>") / mod.name, sha(code), code.encode("utf-8")))
                continue
            files[u.key] = {"digest": u.digest, "key": self._key(u, skey, reads), "reads": reads,
                            "module": mod.name, "module_sha": sha(code),
                            "symbols": [[s.kind, s.id, s.name, list(s.skills), list(s.counters or ()), s.blessing]
                                        for s in u.symbols],
                            "creates": u.creates}
            modules.append(module_path(mod, sha(code)))
        self.warn_uncreated(self.symbols() if checked else None, checked)
        if self.diags.errors:
            return None
        data = {"fingerprint": fingerprint(), "files": files}
        if self.use_cache and data != self.manifest:        # a warm build writes nothing
            self._write(self.manifest_path, json.dumps(data, indent=1, sort_keys=True))
        return modules

    @staticmethod
    def _key(u, skey, reads):
        """A module's key: the compiler and the file's text, and the whole library's symbols only
        when its check read the whole table (symbols.py); else its answers are kept beside it."""
        return sha(fingerprint() + (skey if reads is None else "answers") + u.digest)

    def _fresh(self, entry, u, skey):
        """Whether the cached module of `u` is what compiling it now would give."""
        reads = entry.get("reads")
        if entry.get("key") != self._key(u, skey, reads):
            return False
        return reads is None or self.symbols().answers_again(reads)

    def _write(self, path, text):
        """Write a file of the cache; False (and the build goes on in memory) when it cannot."""
        if self.memory:
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, text)
            return True
        except OSError as e:
            where = path if isinstance(e, IsADirectoryError) or path.parent.is_dir() else path.parent
            self._in_memory(CacheError(where, "cannot be written: %s" % (e.strerror or e),
                                       "make it writable, or set GICC_CACHE to a folder that is"))
            return False


def _where(u):
    """How a diagnostic names another file: a file of the built-in library as such (wherever
    gicc is installed and run from), any other as diagnostics name files."""
    lib = os.path.realpath(CARDS) + os.sep
    if u.key and u.key.startswith(lib):
        return "the built-in cards/%s" % u.key[len(lib):].replace(os.sep, "/")
    return u.name


def build_library(paths=(CARDS,), use_cache=True):
    """Build the card library made of the files under `paths` (folders or files: the built-in
    library and the user's folders); returns (module paths or None, diagnostics, build)."""
    b = Build(paths, use_cache=use_cache, library_paths=())
    mods = b.build()
    return mods, b.diags, b


def source_lines(name):
    """The lines of a file as diagnostics count them: only '\n' ends a line (a form feed, a
    lone '\r' or U+2028 in a comment or a string does not, as str.splitlines() would have it)."""
    try:
        text = Path(name).read_bytes().decode("utf-8", errors="replace")    # no newline translation
    except OSError:
        return None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [ln[:-1] if ln.endswith("\r") else ln for ln in lines]
