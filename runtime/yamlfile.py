"""The one way a YAML input file is read (decks, scenarios, name translations), and positions in
what it gives, for messages with a line.

load() reads a file of at most a format's size limit, parses it with ruamel's round-trip loader
(so every mapping and sequence knows its line) and checks that the document is plain data:
every key a scalar (a word, a number, true/false), no node repeated through an alias (an alias
bomb or a cycle), nothing nested deeper than a format could mean.  Every problem is a
YamlFileError whose message starts `file:line:`; what each format means by its keys and values
is checked by that format's own loader, on what comes back from here."""
import os
import stat
from collections.abc import Mapping

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

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
        data = YAML(typ="rt").load(text)
    except YAMLError as e:
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        problem = getattr(e, "problem", None) or getattr(e, "context", None) or str(e).splitlines()[0]
        raise YamlFileError(path, mark.line + 1 if mark else 1, "bad YAML: %s" % problem)
    except RecursionError:
        raise YamlFileError(path, 1, "bad YAML: nested too deeply")
    except Exception as e:          # ruamel raises a few kinds that are not YAMLError
        raise YamlFileError(path, 1, "bad YAML: %s" % (str(e).splitlines() or [type(e).__name__])[0])
    check_plain(path, data)
    return data


def check_plain(path, data):
    """Refuse what no format means: a key that is a mapping or a sequence, a node repeated
    through an alias, nesting past MAX_DEPTH.  Iterative: no document exhausts the stack."""
    seen = set()
    stack = [(data, None, 1)]       # (node, line of the node's parent, depth)
    while stack:
        node, parent_line, depth = stack.pop()
        if not isinstance(node, (dict, list)):
            continue
        line = line_of(node) or parent_line
        if id(node) in seen:
            raise YamlFileError(path, line, "an alias repeats a mapping or a list: write it out where it is used")
        seen.add(id(node))
        if depth > MAX_DEPTH:
            raise YamlFileError(path, line, "nested more than %d levels deep" % MAX_DEPTH)
        if isinstance(node, dict):
            for k in node:
                if not _hashable_scalar(k):
                    raise YamlFileError(path, line_of(node, key=k) or line,
                                        "a key must be a word or a number, not %s" % _kind(k))
                stack.append((node[k], line_of(node, key=k) or line, depth + 1))
        else:
            for i, v in enumerate(node):
                stack.append((v, line_of(node, index=i) or line, depth + 1))


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
