"""The compile cache: where it is, its manifest, and writing its files safely.

The manifest maps each card file (by resolved path) to the digest of its text, the key it was
compiled under, its module's name and SHA-256, its symbols, and the answers its check got from the symbol
table (symbols.py); build.py decides what is fresh."""
import hashlib
import json
import os
import re
import stat
import tempfile
from pathlib import Path

from . import VERSION

GRAMMAR = Path(__file__).resolve().parent.parent / "grammar" / "gicc.lark"
MANIFEST = "manifest.json"

_fingerprint = None


def fingerprint():
    """What the compiler is: its version and the bytes of everything that shapes its output."""
    global _fingerprint
    if _fingerprint is None:
        h = hashlib.sha256(VERSION.encode())
        here = Path(__file__).resolve().parent
        # every source of the compiler (the checker's too: it decides the generated code),
        # the templates and the grammar
        files = sorted(here.rglob("*.py")) + sorted((here / "templates").glob("*.j2")) + [GRAMMAR]
        for f in files:
            h.update(f.relative_to(here.parent).as_posix().encode())
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
    """The cache folder cannot be used as it is (not a folder, unreadable, unwritable, a broken
    manifest); the message says what and how to mend it.  The cache only holds what the
    compiler can make again, so deleting it is always safe, and a build whose cache cannot be
    used compiles in memory instead (Build.cache_problem; the command line warns once)."""

    def __init__(self, where, problem, fix="delete it and it is made again, or set GICC_CACHE to another folder"):
        super().__init__("the compiler cache %s: %s (%s)" % (where, problem, fix))
        self.where, self.problem, self.fix = where, problem, fix

    def warning(self):
        """The one line said when a build compiled in memory because of this."""
        return "the compiler cache %s: %s, so the cards were compiled in memory (%s)" % (
            self.where, self.problem, self.fix)


class ModulePath(type(Path())):
    """A generated module's path, with the SHA-256 of the text the build verified it holds:
    runtime.library.load_modules compiles that text only, and only when it still has that hash.
    A module compiled in memory (the cache could not be written) carries its text as `data`."""
    sha256 = None
    data = None


def module_path(path, digest, data=None):
    p = ModulePath(path)
    p.sha256 = digest
    p.data = data
    return p


# how the build names a module in the cache: nothing a manifest says can point elsewhere
MODULE_NAME = re.compile(r"m_[0-9a-f]{12}_[A-Za-z0-9_]+\.py")


def write_atomic(path, text):
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


def check_manifest(data):
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
                isinstance(x, list) and 3 <= len(x) <= 6 and isinstance(x[0], str)
                and (x[1] is None or isinstance(x[1], int)) and isinstance(x[2], str)
                and (len(x) < 4 or isinstance(x[3], list) and all(isinstance(n, str) for n in x[3]))
                and (len(x) < 5 or isinstance(x[4], list) and all(isinstance(n, str) for n in x[4]))
                and (len(x) < 6 or isinstance(x[5], bool))
                for x in syms):
            return "the manifest's entry for %s has broken `symbols`" % key
        reads = e.get("reads")
        if reads is not None and not (isinstance(reads, list) and all(
                isinstance(r, list) and len(r) == 3 and isinstance(r[0], str)
                and (r[1] is None or type(r[1]) in (str, int)) for r in reads)):
            return "the manifest's entry for %s has broken `reads`" % key
        creates = e.get("creates")
        if creates is not None and not (isinstance(creates, list) and all(
                isinstance(c, list) and len(c) == 3 and isinstance(c[2], (str, int)) for c in creates)):
            return "the manifest's entry for %s has broken `creates`" % key
    return None


def load_manifest(cdir):
    """The manifest of the cache in `cdir` ({} for a new cache, or one of another compiler
    version); CacheError when the cache cannot be used."""
    mp = cdir / MANIFEST
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
    problem = check_manifest(data)
    if problem:
        raise CacheError(mp, problem)
    return data
