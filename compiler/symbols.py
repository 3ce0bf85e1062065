"""The symbol table the checker looks names up in, and what one file's check read of it.

A file's generated module depends on its own text and on the answers the table gave its check
(the definitions its names resolved to: kind, id, name, skills, counters).  The compile cache
keeps those answers with the module and asks the table again on the next build (build.py): a
file whose answers are unchanged is fresh, however many other files came or went.  A check that
read the whole table (the names of a "did you mean": a check with errors, which is not cached
anyway) keeps no answers, and such a file is fresh only while every symbol of the library is the
same.  Light on purpose: a warm build
replays the answers without importing the checker."""
import json

# `status` is the short word for a character status (registry/props.py re-exports it)
KIND_ALIASES = {"status": "character_status"}


def _answer(found):
    """A lookup's result as plain JSON data: what the cache keeps and compares."""
    if found is None:
        return None
    kind, d = found
    counters = getattr(d, "counters", None)
    return [kind, d.kind, d.id, d.name, list(getattr(d, "skills", ()) or ()),
            None if counters is None else list(counters), bool(getattr(d, "blessing", False))]


class Symbols:
    """Every definition of the library, by id and by lower-case name (the lowest id wins)."""

    def __init__(self):
        self.by_id = {}
        self.by_name = {}
        self.reactions = {}
        self.shared = set()     # names several Nightsoul's Blessings have: named by id (E0730)
        self._reads = None      # while recording: (question, argument) -> answer
        self._everything = False

    def add(self, d):
        kind = KIND_ALIASES.get(d.kind, d.kind)
        if kind == "reaction":
            self.reactions[d.name.lower()] = d
            return
        if d.id is not None:
            self.by_id.setdefault(d.id, (kind, d))
        key = d.name.lower()
        cur = self.by_name.get(key)
        if cur is not None and getattr(d, "blessing", False) and getattr(cur[1], "blessing", False) and cur[1].id != d.id:
            self.shared.add(key)
        if cur is None or (d.id or 0) < (cur[1].id or 0):
            self.by_name[key] = (kind, d)

    # ---- the questions a check asks --------------------------------------------------------
    def lookup(self, ref):
        key = ref if isinstance(ref, int) else str(ref).lower()
        found = self.by_id.get(key) if isinstance(ref, int) else self.by_name.get(key)
        if self._reads is not None:
            self._reads.setdefault(("lookup", key), _answer(found))
        return found

    def is_shared(self, ref):
        """Whether a name is the Nightsoul's Blessing of several characters."""
        key = str(ref).lower()
        shared = key in self.shared
        if self._reads is not None:
            self._reads.setdefault(("shared", key), shared)
        return shared

    def reaction_names(self):
        names = [d.name for d in self.reactions.values()]
        if self._reads is not None:
            self._reads.setdefault(("reactions", None), names)
        return names

    def character_counters(self, counters_of=None):
        """Every counter a character of the table declares (E0740), sorted.  `counters_of(d)`
        reads a definition's (the checker's, for a parsed one without `counters`)."""
        read = counters_of or (lambda d: getattr(d, "counters", None) or ())
        found = set()
        for kind, d in list(self.by_id.values()) + list(self.by_name.values()):
            if kind == "character":
                found.update(read(d))
        found = sorted(found)
        if self._reads is not None:
            self._reads.setdefault(("character_counters", None), found)
        return found

    def names(self, kinds):
        """The names of every definition of those kinds (a "did you mean" hint): the whole table."""
        self._everything = True
        return [d.name for k, d in self.by_name.values() if k in kinds]

    # ---- recording them for the cache ------------------------------------------------------
    def record(self):
        self._reads, self._everything = {}, False

    def recorded(self):
        """The answers since `record` as a list of [question, argument, answer], or None when the
        check read the whole table."""
        reads, self._reads = self._reads, None
        if self._everything or reads is None:
            return None
        return json.loads(json.dumps([[q, a, v] for (q, a), v in reads.items()]))

    def answers_again(self, reads):
        """Whether every recorded question gets the same answer now."""
        for q, a, v in reads:
            if q == "lookup":
                now = _answer(self.by_id.get(a) if isinstance(a, int) else self.by_name.get(a))
            elif q == "shared":
                now = a in self.shared
            elif q == "reactions":
                now = [d.name for d in self.reactions.values()]
            elif q == "character_counters":
                now = self.character_counters()
            else:
                return False
            if now != v:
                return False
        return True
