"""A full serialisation of a match, to compare two states exactly.

`lines(m)` walks every slot of the match, its players, characters, entities, hand cards,
pending decisions, queued events and end-phase jobs, and the generator's state, and writes
one `path = value` line per leaf.  Definitions (cards, characters, skills) are immutable and
shared by every match, so they are written by id; the library itself by its identity.  Values
are written with `repr`, so `1`, `1.0` and `True` differ.  An object the walk does not know
raises TypeError instead of being skipped: a fingerprint is never partial.

Two objects reached twice (the same character held by a player and by a queued event) are
written once and then as a reference to the first path, so aliasing is part of the
fingerprint too."""
import hashlib
import random
import types

from .defs import Def, Skill

_LEAVES = (type(None), bool, int, float, str, bytes, complex)


def lines(m):
    """The match as `path = value` lines, in a fixed order."""
    out = []
    _walk(m, "m", out, {})
    return out


def fingerprint(m):
    """The match as one text (lines joined)."""
    return "\n".join(lines(m))


def digest(m):
    """A short hash of the fingerprint."""
    return hashlib.sha256(fingerprint(m).encode("utf-8")).hexdigest()[:16]


def diff(before, after, limit=20):
    """The lines that differ between two fingerprints (texts), for a failure message."""
    a, b = before.split("\n"), after.split("\n")
    out = []
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<none>"
        y = b[i] if i < len(b) else "<none>"
        if x != y:
            out.append("- %s\n+ %s" % (x, y))
            if len(out) >= limit:
                break
    return "\n".join(out)


def _slots(cls):
    names = []
    for k in reversed(cls.__mro__):
        s = k.__dict__.get("__slots__", ())
        names.extend((s,) if isinstance(s, str) else s)
    return [n for n in names if n not in ("__weakref__", "__dict__")]


def _walk(v, path, out, seen):
    t = type(v)
    if t in _LEAVES:
        out.append("%s = %r" % (path, v))
        return
    if isinstance(v, Def):
        out.append("%s = <%s %s %s>" % (path, v.kind, v.id, v.name))
        return
    if isinstance(v, Skill):
        out.append("%s = <skill %s>" % (path, v.id))
        return
    if isinstance(v, (types.FunctionType, types.BuiltinFunctionType, types.MethodType)):
        out.append("%s = <function %s.%s>" % (path, getattr(v, "__module__", "?"), v.__qualname__))
        return
    if isinstance(v, random.Random):
        out.append("%s = <rng %s>" % (path, hashlib.sha256(repr(v.getstate()).encode()).hexdigest()))
        return
    if t.__name__ == "Library" and t.__module__.endswith("library"):
        out.append("%s = <library %x>" % (path, id(v)))
        return
    if isinstance(v, (frozenset, set)):
        out.append("%s = %s{%s}" % (path, t.__name__, ", ".join(sorted(_flat(x) for x in v))))
        return
    key = id(v)
    if key in seen:
        out.append("%s = <same as %s>" % (path, seen[key][0]))
        return
    seen[key] = (path, v)            # keep v alive so its id is not reused during the walk
    if isinstance(v, (list, tuple)):
        out.append("%s = %s[%d]" % (path, t.__name__, len(v)))
        for i, x in enumerate(v):
            _walk(x, "%s[%d]" % (path, i), out, seen)
        return
    if isinstance(v, dict):
        out.append("%s = dict[%d]" % (path, len(v)))
        for k in sorted(v, key=_flat):
            _walk(v[k], "%s[%s]" % (path, _flat(k)), out, seen)
        return
    slots = _slots(t)
    if slots or hasattr(v, "__dict__"):
        out.append("%s = <%s>" % (path, t.__name__))
        caches = getattr(t, "CACHES", ())       # kept to save work, not state (Match.offered)
        for name in slots:
            if name not in caches:
                _walk(getattr(v, name, _Unset), "%s.%s" % (path, name), out, seen)
        for name in sorted(getattr(v, "__dict__", {})):
            _walk(v.__dict__[name], "%s.%s" % (path, name), out, seen)
        return
    raise TypeError("fingerprint: no way to write %s at %s" % (t.__name__, path))


class _UnsetType:
    __slots__ = ()

    def __repr__(self):
        return "<unset>"


_Unset = _UnsetType()
_LEAVES = _LEAVES + (_UnsetType,)


def _flat(x):
    """A one-line, order-stable text of a dict key or set member."""
    if isinstance(x, Def):
        return "<%s %s>" % (x.kind, x.id)
    if isinstance(x, (tuple, list)):
        return "(%s)" % ", ".join(_flat(y) for y in x)
    if isinstance(x, (frozenset, set)):
        return "{%s}" % ", ".join(sorted(_flat(y) for y in x))
    if type(x) in _LEAVES:
        return "%s:%r" % (type(x).__name__, x)
    if hasattr(type(x), "__slots__") or hasattr(x, "__dict__"):
        return "<%s %s>" % (type(x).__name__, ", ".join("%s=%s" % (n, _flat(getattr(x, n, None)))
                                                      for n in _slots(type(x))))
    raise TypeError("fingerprint: no way to write a %s key" % type(x).__name__)
