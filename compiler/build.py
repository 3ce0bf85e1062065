"""Card files → checked, generated, cached Python modules.

The cache is keyed by the card text, the compiler's own fingerprint (its sources, grammar and
templates) and the library's symbol table (the kinds, ids and names of all definitions): an
edit that renames nothing recompiles only the edited file.  A cached module whose bytes do not
match the manifest is rebuilt, never imported."""
import hashlib
import json
import os
import re
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from . import VERSION
from . import ast as A
from . import registry as R
from .checker import Checker, Symbols, created_refs
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
    """GICC_CACHE, else the user's cache directory (platformdirs: ~/.cache/gicc on Linux,
    ~/Library/Caches/gicc on macOS, %LOCALAPPDATA%\\gicc\\Cache on Windows) — never next to
    the installed package, which may be read-only."""
    env = os.environ.get("GICC_CACHE")
    if env:
        return Path(env)
    from platformdirs import user_cache_dir
    return Path(user_cache_dir("gicc", appauthor=False))


class CacheError(Exception):
    """The cache folder cannot be used as it is (not a folder, unreadable, a broken manifest);
    the message says what and how to mend it.  The cache only holds what the compiler can
    make again, so deleting it is always safe."""

    def __init__(self, where, problem, fix="delete it and it is made again, or set GICC_CACHE to another folder"):
        super().__init__("the compiler cache %s: %s (%s)" % (where, problem, fix))


class ModulePath(type(Path())):
    """A generated module's path, with the SHA-256 of the text the build verified it holds:
    runtime.library.load_modules compiles that text only, and only when it still has that hash."""
    sha256 = None


def _module_path(path, digest):
    p = ModulePath(path)
    p.sha256 = digest
    return p


# how the build names a module in the cache: nothing a manifest says can point elsewhere
MODULE_NAME = re.compile(r"m_[0-9a-f]{12}_[A-Za-z0-9_]+\.py")


def _write_atomic(path, text):
    """Write a file of the cache whole or not at all, with a temporary name of its own (two
    builds at once never write into one temporary file)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix="." + path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _check_manifest(data):
    """The problem with a manifest's structure, or None when it is what build() writes."""
    if not isinstance(data, dict):
        return "the manifest is not a JSON object"
    files = data.get("files", {})
    if not isinstance(files, dict):
        return "the manifest's `files` is not an object"
    for key, e in files.items():
        if not isinstance(e, dict):
            return "the manifest's entry for %s is not an object" % key
        for k in ("digest", "key", "module", "module_sha"):
            if not isinstance(e.get(k), str):
                return "the manifest's entry for %s has no `%s` string" % (key, k)
        if not MODULE_NAME.fullmatch(e["module"]):
            return "the manifest's entry for %s names a module that is not one of the cache's" % key
        syms = e.get("symbols")
        if not isinstance(syms, list) or not all(
                isinstance(x, list) and 3 <= len(x) <= 4 and isinstance(x[0], str)
                and (x[1] is None or isinstance(x[1], int)) and isinstance(x[2], str)
                and (len(x) < 4 or isinstance(x[3], list) and all(isinstance(n, str) for n in x[3]))
                for x in syms):
            return "the manifest's entry for %s has broken `symbols`" % key
        creates = e.get("creates")
        if creates is not None and not (isinstance(creates, list) and all(
                isinstance(c, list) and len(c) == 3 and isinstance(c[2], (str, int)) for c in creates)):
            return "the manifest's entry for %s has broken `creates`" % key
    return None


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
        if use_cache:
            self.manifest = self._load_manifest()
        else:
            # nothing is written, and no module is taken from the cache; but the symbols of a
            # file whose text is unchanged are taken from its manifest rather than parsing the
            # whole library again (a cache that cannot be read is no cache here)
            try:
                self.manifest = self._load_manifest()
            except CacheError:
                self.manifest = {}
        self.compiled = []      # names of units compiled in this run (not from the cache)
        self.stopped = set()    # names of units whose problems reached MAX_PROBLEMS
        mine = discover(paths)
        extra = [p for p in discover(library_paths) if p.resolve() not in {m.resolve() for m in mine if m.exists()}]
        self.targets = [self._unit(p) for p in mine]
        self.context = [self._unit(p) for p in extra]

    def _load_manifest(self):
        """The cache's manifest ({} for a new cache, or one of another compiler version);
        CacheError when the cache cannot be used."""
        cdir, mp = cache_dir(), self.manifest_path
        try:
            st = os.stat(cdir)
        except FileNotFoundError:
            return {}
        except OSError as e:
            raise CacheError(cdir, "cannot be read: %s" % (e.strerror or e))
        if not stat.S_ISDIR(st.st_mode):
            raise CacheError(cdir, "is not a folder", "set GICC_CACHE to a folder of its own, or unset it")
        try:
            st = os.stat(mp)
        except FileNotFoundError:
            return {}
        except OSError as e:
            raise CacheError(mp, "cannot be read: %s" % (e.strerror or e))
        if not stat.S_ISREG(st.st_mode):        # a folder, or a FIFO that would block the read
            raise CacheError(mp, "is not a regular file")
        try:
            data = json.loads(mp.read_bytes().decode("utf-8"))
        except OSError as e:
            raise CacheError(mp, "cannot be read: %s" % (e.strerror or e))
        except UnicodeDecodeError:
            raise CacheError(mp, "is not UTF-8 text")
        except ValueError as e:
            raise CacheError(mp, "is not valid JSON: %s" % e)
        except RecursionError:
            raise CacheError(mp, "is nested too deeply to be a manifest")
        if isinstance(data, dict) and data.get("fingerprint") != fingerprint():
            return {}       # written by another version of the compiler: rebuilt whole
        problem = _check_manifest(data)
        if problem:
            raise CacheError(mp, problem)
        return data

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
                        modules.append(_module_path(mod, entry["module_sha"]))
                        continue
                except OSError:
                    pass        # gone or unreadable: made again below
            self._ensure_parsed(u)
            if u.failed:
                continue
            n_before = self.diags.error_count
            ir = self.check_unit(table, u)
            if self.diags.error_count > n_before:
                u.failed = True
                continue
            checked.append(u)
            from .codegen import generate       # Jinja2 only when something is compiled
            code = generate(ir, source_name(u.path), u.text)
            stem = "m_" + sha(str(u.path.resolve()))[:12] + "_" + "".join(c if c.isalnum() else "_" for c in u.path.stem)
            mod = cdir / (stem + ".py")
            self._write(mod, code)
            self.compiled.append(u.name)
            files[str(u.path.resolve())] = {"digest": u.digest, "key": key, "module": mod.name,
                                            "module_sha": sha(code),
                                            "symbols": [[s.kind, s.id, s.name, list(s.skills)] for s in u.symbols],
                                            "creates": u.creates}
            modules.append(_module_path(mod, sha(code)))
        self.warn_uncreated(table, checked)
        if self.diags.errors:
            return None
        if self.use_cache:
            data = {"fingerprint": fingerprint(), "files": files}
            self._write(self.manifest_path, json.dumps(data, indent=1, sort_keys=True))
        return modules

    def _write(self, path, text):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            _write_atomic(path, text)
        except OSError as e:
            where = path if isinstance(e, IsADirectoryError) or path.parent.is_dir() else path.parent
            raise CacheError(where, "cannot be written: %s" % (e.strerror or e))


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
