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

from . import VERSION
from . import ast as A
from . import registry as R
from .checker import Checker, Symbols, created_refs
from .codegen import generate
from .diagnostics import Diagnostics, Span, TooManyProblems
from .parser import MAX_BYTES, SyntaxProblem, no_gc, parse_text

MAX_PROBLEMS = 200      # problems the checker reports in one file before it stops checking it

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"


def sha(data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    return hashlib.sha256(data).hexdigest()


_fingerprint = None


def fingerprint():
    """What the compiler is: its version and the bytes of everything that shapes its output."""
    global _fingerprint
    if _fingerprint is None:
        h = hashlib.sha256(VERSION.encode())
        here = Path(__file__).resolve().parent
        files = sorted(here.glob("*.py")) + sorted((here / "templates").glob("*")) + [ROOT / "grammar" / "gicc.lark"]
        for f in files:
            h.update(f.name.encode())
            h.update(f.read_bytes())
        _fingerprint = h.hexdigest()
    return _fingerprint


def cache_dir():
    return Path(os.environ.get("GICC_CACHE") or (ROOT / ".gicc-cache"))


def discover(paths):
    """Card files under the given paths (files or folders), sorted, without duplicates."""
    out = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(x for x in p.rglob("*.card") if x.is_file()))
        else:
            out.append(p)
    seen, uniq = set(), []
    for f in out:
        k = str(f.resolve()) if f.exists() else str(f)
        if k not in seen:
            seen.add(k)
            uniq.append(f)
    return uniq


def source_name(path):
    """How generated code names its card file: relative to the project when it is in it (so the
    module does not depend on the directory gicc ran from), else absolute."""
    p = Path(path).resolve()
    try:
        return p.relative_to(ROOT).as_posix()
    except ValueError:
        return p.as_posix()


def display(path):
    try:
        return os.path.relpath(Path(path).resolve(), Path.cwd())
    except ValueError:
        return str(path)


@dataclass
class Summary:
    kind: str
    id: int
    name: str
    skills: tuple = ()       # a character's skill names, so talents can be checked against them


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
    creates: list = None  # [creator id, creator name, name or id] of each entity it puts into play


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
    try:
        u.defs = parse_text(u.name, u.text)
    except SyntaxProblem as e:
        diags.error(e.span, e.code, e.message, e.hint)
        u.failed = True
        u.defs = []
    u.symbols = [Summary(d.kind, d.id, d.name,
                         tuple(s.name for s in d.body if isinstance(s, A.Skill)) if d.kind == "character" else ())
                 for d in u.defs]
    u.creates = created_refs(u.defs)


class Build:
    """One run of the compiler over a set of card files (plus the standard library's symbols)."""

    def __init__(self, paths, use_cache=True, library_paths=(CARDS,)):
        self.diags = Diagnostics()
        self.units = []
        self.use_cache = use_cache
        self.manifest_path = cache_dir() / "manifest.json"
        self.manifest = self._load_manifest() if use_cache else {}
        self.compiled = []      # names of units compiled in this run (not from the cache)
        self.stopped = set()    # names of units whose problems reached MAX_PROBLEMS
        mine = discover(paths)
        extra = [p for p in discover(library_paths) if p.resolve() not in {m.resolve() for m in mine if m.exists()}]
        self.targets = [self._unit(p) for p in mine]
        self.context = [self._unit(p) for p in extra]

    def _load_manifest(self):
        try:
            data = json.loads(self.manifest_path.read_text(encoding="utf-8"))
            return data if isinstance(data, dict) and data.get("fingerprint") == fingerprint() else {}
        except (OSError, ValueError):
            return {}

    def _unit(self, p):
        u = Unit(Path(p), display(p))
        u.text = read_card(p, self.diags)
        if u.text is None:
            u.failed = True
            u.defs = []
            return u
        u.digest = sha(u.text)
        cached = self.manifest.get("files", {}).get(str(Path(p).resolve()))
        if cached and cached.get("digest") == u.digest and cached.get("creates") is not None:
            u.symbols = [Summary(s[0], s[1], s[2], tuple(s[3]) if len(s) > 3 else ()) for s in cached["symbols"]]
            u.creates = cached["creates"]
        else:
            parse_unit(u, self.diags)
        return u

    def symbols(self):
        table = Symbols()
        seen = {}
        targets = {id(u) for u in self.targets}
        for u in self.targets + self.context:
            spans = None        # id -> the name spans of the file's definitions with that id
            earlier = {}        # id -> how many of the file's symbols before this one have it
            for s in list(u.symbols):
                k = earlier.get(s.id, 0)
                earlier[s.id] = k + 1
                if s.id is not None and s.id in seen:
                    if id(u) in targets:
                        if spans is None:
                            self._ensure_parsed(u)
                            spans = {}
                            for d in u.defs:
                                spans.setdefault(d.id, []).append(d.name_span)
                        first, first_name = seen[s.id]
                        same = spans.get(s.id, [])
                        if first is u and len(same) > 1:      # twice in one file: the later ones
                            span = same[min(k, len(same) - 1)]
                            where = "line %d" % same[0].line
                        else:
                            span = same[0] if same else Span(u.name, 1, 1, 1, 1)
                            where = first.name
                        if not self.within_cap(u, span):
                            continue
                        self.diags.error(span, "E0230", "id %d is already used by `%s` (%s)" % (s.id, first_name, where),
                                         "every definition needs an id of its own")
                    continue
                if s.id is not None:
                    seen[s.id] = (u, s.name)
                table.add(s)
        return table

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
        return self.capped(u, lambda: Checker(table, self.diags).check_file(u.defs), [])

    def warn_uncreated(self, table, units):
        """W0204: a status, combat status or summon that no `add` or `summon` of any file (nor
        the runtime itself) puts into play.  Said only when every file could be read: a file
        that does not parse may hold the missing `add`."""
        everything = self.targets + self.context
        if any(u.failed or u.creates is None for u in everything):
            return
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
                if not self.within_cap(u, d.name_span):
                    break
                verb = "summon" if kind == "summon" else "add"
                self.diags.warning(d.name_span, "W0204",
                                   "nothing creates %s `%s`: no `%s` in the library names it" % (
                                       kind.replace("_", " "), d.name, verb),
                                   "create it with `%s %s` in a skill or handler; one that only a scenario "
                                   "uses may stay" % (verb, d.name if d.name.isidentifier() else '"%s"' % d.name))

    def build(self):
        """Check and generate; returns the module paths in target order (None when errors)."""
        table = self.symbols()
        skey = self.symbol_key()
        cdir = cache_dir()
        files = dict(self.manifest.get("files", {}))
        modules = []
        checked = []
        for u in self.targets:
            if u.failed:
                continue
            key = sha(fingerprint() + skey + u.digest)
            entry = files.get(str(u.path.resolve()))
            if self.use_cache and entry and entry.get("key") == key:
                mod = cdir / entry["module"]
                try:
                    if sha(mod.read_bytes()) == entry.get("module_sha"):
                        modules.append(mod)
                        continue
                except OSError:
                    pass
            self._ensure_parsed(u)
            if u.failed:
                continue
            n_before = self.diags.error_count
            ir = self.check_unit(table, u)
            if self.diags.error_count > n_before:
                u.failed = True
                continue
            checked.append(u)
            code = generate(ir, source_name(u.path), u.text)
            stem = "m_" + sha(str(u.path.resolve()))[:12] + "_" + "".join(c if c.isalnum() else "_" for c in u.path.stem)
            mod = cdir / (stem + ".py")
            cdir.mkdir(parents=True, exist_ok=True)
            tmp = mod.with_suffix(".tmp")
            tmp.write_text(code, encoding="utf-8")
            os.replace(tmp, mod)
            self.compiled.append(u.name)
            files[str(u.path.resolve())] = {"digest": u.digest, "key": key, "module": mod.name,
                                            "module_sha": sha(code),
                                            "symbols": [[s.kind, s.id, s.name, list(s.skills)] for s in u.symbols],
                                            "creates": u.creates}
            modules.append(mod)
        self.warn_uncreated(table, checked)
        if self.diags.errors:
            return None
        if self.use_cache:
            data = {"fingerprint": fingerprint(), "files": files}
            cdir.mkdir(parents=True, exist_ok=True)
            tmp = self.manifest_path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
            os.replace(tmp, self.manifest_path)
        return modules


def build_library(paths=(CARDS,), use_cache=True):
    """Build the card library; returns (module paths or None, diagnostics, build)."""
    b = Build(paths, use_cache=use_cache, library_paths=(CARDS,) if paths != (CARDS,) else ())
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
