"""The one way a YAML input file is read (decks, scenarios, name translations), and positions in
what it gives, for messages with a line.

load() reads a file of at most a format's size limit and builds the document from the events of
ruamel's safe parser (libyaml's, where ruamel.yaml.clib is installed: several times faster than
the round-trip loader, whose comments no input format needs), every mapping and sequence with
its lines; the document must be plain data: every key a scalar (a word, a number, true/false),
no mapping or list repeated through an alias (an alias bomb or a cycle), nothing nested deeper
than a format could mean.  Every problem is a
YamlFileError whose message starts `file:line:`; what each format means by its keys and values
is checked by that format's own loader, on what comes back from here."""
import os
import stat
from collections.abc import Mapping

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError
from ruamel.yaml.nodes import ScalarNode

KIB = 1024
# The size limit of each input format (docs/errors.md "Limits of input files").  Share codes and
# replays do not exist yet; their limits are set here for when they do.
LIMITS = {
    "deck": 64 * KIB,           # 33 names: a real deck is under 1 KiB
    "scenario": 256 * KIB,      # the largest scenario of the suite is under 2 KiB
    "i18n": 256 * KIB,          # names of every id in one language: ~10 KiB today
    "share code": 1 * KIB,      # a share code is about 70 characters of base64
    "replay": 16 * 1024 * KIB,  # a match is at most 5,000 actions (runtime.play.MAX_ACTIONS)
}
MAX_DEPTH = 32          # no format nests deeper than about 6 levels


class YamlFileError(Exception):
    """A YAML input that is not what its format says; str() is `file:line: message`."""

    def __init__(self, path, line, message):
        super().__init__("%s:%d: %s" % (path, line or 1, message))
        self.path, self.line, self.message = str(path), line or 1, message


def line_of(node, key=None, index=None):
    """The 1-based line of a mapping key, a sequence item, or the node; None when unknown."""
    try:
        if key is not None:
            return node.lc.key(key)[0] + 1
        if index is not None:
            return node.lc.item(index)[0] + 1
        return node.lc.line + 1
    except (AttributeError, KeyError, IndexError, TypeError):
        return None


def read_limited(path, what, limit=None):
    """The text of a file of format `what`, refused past the format's size limit, when it is not
    a regular file (a FIFO would block) or not UTF-8."""
    limit = LIMITS[what] if limit is None else limit
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise YamlFileError(path, 1, "cannot read the %s file: it is not a regular file" % what)
        with open(path, "rb") as fh:
            raw = fh.read(limit + 1)
    except OSError as e:
        raise YamlFileError(path, 1, "cannot read the %s file: %s" % (what, e.strerror or e))
    if len(raw) > limit:
        raise YamlFileError(path, 1, "the %s file is larger than %d bytes (the limit of a %s file)" % (what, limit, what))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise YamlFileError(path, raw[:e.start].count(b"\n") + 1, "the %s file is not UTF-8 text" % what)


def load(path, what, limit=None):
    """The checked document of a YAML file of format `what` (a key of LIMITS)."""
    text = read_limited(path, what, limit)
    try:
        return _load(path, text)
    finally:
        # the constructor keeps every node it built until told otherwise (its own loader clears
        # them after a document): so must this one, or a replay's nodes stay for the process
        for y in (_Y, _PURE):
            if y is not None:
                y.constructor.constructed_objects.clear()


def _load(path, text):
    try:
        try:
            return _build(path, text, _yaml())
        except YAMLError:
            if _PURE is _yaml():
                raise
            # libyaml is stricter than ruamel's own parser in places (a plain scalar ending in
            # `?` inside a flow list: `[Where Is the Unseen Razor?]`): what ruamel reads, gicc reads
            return _build(path, text, _PURE)
    except YamlFileError:
        raise
    except YAMLError as e:
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        problem = getattr(e, "problem", None) or getattr(e, "context", None) or str(e).splitlines()[0]
        raise YamlFileError(path, mark.line + 1 if mark else 1, "bad YAML: %s" % problem)
    except Exception as e:          # ruamel raises a few kinds that are not YAMLError
        raise YamlFileError(path, 1, "bad YAML: %s" % (str(e).splitlines() or [type(e).__name__])[0])


class Lines:
    """Where a mapping or a sequence and its keys or items are (0-based line, column), as
    ruamel's round-trip `lc` has it: line_of reads either."""
    __slots__ = ("line", "col", "_at")

    def __init__(self, mark):
        self.line, self.col, self._at = mark.line, mark.column, {}

    def key(self, k):
        return self._at[k]

    def item(self, i):
        return self._at[i]


class Map(dict):
    __slots__ = ("lc",)


class Seq(list):
    __slots__ = ("lc",)


_PLAIN_TAGS = {None, "!", "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}


def _yaml():
    # the safe loader's parser and resolver: libyaml's parser (ruamel.yaml.clib) when it is
    # installed, ruamel's own otherwise; the same events either way
    global _Y, _PURE
    if _Y is None:
        _Y = YAML(typ="safe", pure=False)
        _PURE = _Y if _Y.Parser.__name__ != "CParser" else YAML(typ="safe", pure=True)
    return _Y


_Y = _PURE = None


def _build(path, text, y):
    """The document, built from the parser's events without recursion: a nesting past
    MAX_DEPTH, a key that is no scalar, a repeated key, an alias of a mapping or a list, or a
    tag beyond YAML's own is refused at its line as soon as it is seen."""
    resolver, constructor = y.resolver, y.constructor
    anchors = {}
    stack = []              # [container, key waiting for its value or _NO_KEY]
    root = _NONE
    docs = 0

    def refuse(mark, message):
        raise YamlFileError(path, mark.line + 1 if mark else 1, message)

    def put(value, mark):
        nonlocal root
        if not stack:
            root = value
            return
        top = stack[-1]
        c = top[0]
        if type(c) is Seq:
            c.lc._at[len(c)] = (mark.line, mark.column)
            c.append(value)
        elif top[1] is _NO_KEY:
            if not _hashable_scalar(value):
                refuse(mark, "a key must be a word or a number, not %s" % _kind(value))
            if value in c:
                refuse(mark, "bad YAML: found duplicate key %s" % describe(value))
            c.lc._at[value] = (mark.line, mark.column)
            top[1] = value
        else:
            c[top[1]] = value
            top[1] = _NO_KEY

    for ev in y.parse(text):
        kind = type(ev).__name__
        if kind == "ScalarEvent":
            tag = ev.tag
            if tag is None or tag == "!":
                tag = resolver.resolve(ScalarNode, ev.value, ev.implicit)
            if tag == "tag:yaml.org,2002:merge":
                refuse(ev.start_mark, "a merge key (<<) repeats a mapping: write it out where it is used")
            value = constructor.construct_object(ScalarNode(tag, ev.value, ev.start_mark, ev.end_mark, ev.style))
            if ev.anchor is not None:
                anchors[ev.anchor] = value
            put(value, ev.start_mark)
        elif kind in ("MappingStartEvent", "SequenceStartEvent"):
            if ev.tag not in _PLAIN_TAGS:
                refuse(ev.start_mark, "bad YAML: the tag %s is not plain data" % describe(ev.tag))
            if len(stack) >= MAX_DEPTH:
                refuse(ev.start_mark, "nested more than %d levels deep" % MAX_DEPTH)
            c = Map() if kind == "MappingStartEvent" else Seq()
            c.lc = Lines(ev.start_mark)
            if ev.anchor is not None:
                anchors[ev.anchor] = c
            put(c, ev.start_mark)
            stack.append([c, _NO_KEY])
        elif kind in ("MappingEndEvent", "SequenceEndEvent"):
            stack.pop()
        elif kind == "AliasEvent":
            if ev.anchor not in anchors:
                refuse(ev.start_mark, "bad YAML: found undefined alias %s" % describe(ev.anchor))
            value = anchors[ev.anchor]
            if isinstance(value, (Map, Seq)):
                refuse(ev.start_mark, "an alias repeats a mapping or a list: write it out where it is used")
            put(value, ev.start_mark)
        elif kind == "DocumentStartEvent":
            docs += 1
            if docs > 1:
                refuse(ev.start_mark, "bad YAML: expected a single document in the stream")
    return None if root is _NONE else root


_NONE = object()
_NO_KEY = object()


def _hashable_scalar(k):
    return k is None or isinstance(k, (str, int, float))


def _kind(v):
    if isinstance(v, Mapping):
        return "a mapping"
    if isinstance(v, (list, tuple, set)):
        return "a sequence"
    return "a %s" % type(v).__name__


def describe(value):
    """A value of a YAML file as a message shows it: short, and one line."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
