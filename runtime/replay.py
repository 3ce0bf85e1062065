"""Replays: what makes a match (seed, decks, rules) and every decision in it, as JSON lines.

A replay file is one JSON object a line:
  1. the header: {"gicc_replay": FORMAT, "gicc": version, "seed", "rules" (every setting, the
     defaults too), "first" (null: the seed decides), "decks": [{"name", "characters" and
     "cards" (ids, in the deck's own order: the shuffle depends on it), "share_code"}, x2],
     "fingerprint": {"cards", "engine", "rules"}};
  2. one line per decision, in order: {"step": 1.., "player", "kind", and the action's other
     fields that are set (skill, index, target, payment, dice, choice, die)};
  3. the end: {"end": true, "steps", "winner", "round", "log": the SHA-256 of the match's log
     records as JSON}.
Playing the decisions again on the same library gives the same match, so the same log; the
fingerprints say when the cards or the engine that plays them changed since the recording, and
the log digest whether the match played again is the one recorded."""
import hashlib
import json
from pathlib import Path

from . import engine as E
from . import log as L
from .decks import Deck
from .state import DEFAULT_RULES
from .validate import FIELDS, shape_problem

FORMAT = 1
# runtime modules that present a match or drive one, and cannot change what a decision does:
# left out of the engine's fingerprint, so a new agent or a better log keeps old replays valid
PRESENTATION = {"log.py", "play.py", "replay.py", "replay_scenario.py", "view.py", "terminal.py",
                "agents.py", "fuzz.py", "scenario.py", "i18n.py", "sharecode.py", "yamlfile.py",
                "fingerprint.py", "validate.py", "catalog.py"}
MAX_LINE = 1 << 20


class ReplayError(Exception):
    """A replay that cannot be read or played again; the message names the file (and line)."""


# ---- fingerprints --------------------------------------------------------------------------

def cards_fingerprint(lib):
    """The card library: the verified hashes of its generated modules (the card sources and the
    compiler that turned them into code), in a fixed order."""
    digests = getattr(lib, "module_digests", None)
    if digests is None:             # a library built in memory: its definitions by id and name
        digests = ["%s:%s:%s" % (d.kind, d.id, d.name) for d in lib.defs]
    return hashlib.sha256("\n".join(sorted(digests)).encode("utf-8")).hexdigest()[:16]


_ENGINE = None


def engine_fingerprint():
    """The runtime that plays the rules: its modules' text, but the presentation's."""
    global _ENGINE
    if _ENGINE is None:
        here = Path(__file__).resolve().parent
        h = hashlib.sha256()
        for f in sorted(here.rglob("*.py")):
            rel = f.relative_to(here).as_posix()
            if rel in PRESENTATION:
                continue
            h.update(rel.encode("utf-8") + b"\0" + f.read_bytes() + b"\0")
        _ENGINE = h.hexdigest()[:16]
    return _ENGINE


def rules_fingerprint(rules):
    return hashlib.sha256(json.dumps(rules, sort_keys=True).encode("utf-8")).hexdigest()[:16]


def fingerprints(lib, rules):
    return {"cards": cards_fingerprint(lib), "engine": engine_fingerprint(), "rules": rules_fingerprint(rules)}


def log_digest(m):
    h = hashlib.sha256()
    for rec in m.log:
        h.update(L.as_json(rec).encode("utf-8") + b"\n")
    return h.hexdigest()[:32]


# ---- writing -------------------------------------------------------------------------------

def action_record(step, a):
    out = {"step": step, "player": a.player, "kind": a.kind}
    for f in FIELDS:
        v = getattr(a, f)
        if v is not None:
            out[f] = list(v) if isinstance(v, tuple) else v
    return out


def _share_code(deck):
    from .decks import DeckError, deck_code
    from .sharecode import ShareCodeError
    try:
        return deck_code(deck)
    except (DeckError, ShareCodeError):
        return None


class Recorder:
    """Writes a replay while a match is played: `on_decision` for play.play_match, then
    `finish(m)` once the match is over."""

    def __init__(self, out, lib, decks, seed, rules, version):
        self.out, self.steps = out, 0
        full = dict(DEFAULT_RULES)
        full.update(rules or {})
        header = {"gicc_replay": FORMAT, "gicc": version, "seed": seed, "rules": full, "first": None,
                  "decks": [{"name": d.name, "characters": [c.id for c in d.characters],
                             "cards": [c.id for c in d.cards], "share_code": _share_code(d)} for d in decks],
                  "fingerprint": fingerprints(lib, full)}
        self._write(header)

    def _write(self, obj):
        self.out.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n")

    def on_decision(self, m, step, a):
        self.steps = step + 1
        self._write(action_record(step + 1, a))

    def finish(self, m):
        self._write({"end": True, "steps": self.steps, "winner": m.winner, "round": m.round,
                     "log": log_digest(m)})
        self.out.flush()


# ---- reading -------------------------------------------------------------------------------

class Replay:
    def __init__(self, path, header, decisions, end):
        self.path, self.header, self.decisions, self.end = path, header, decisions, end

    @property
    def seed(self):
        return self.header["seed"]

    @property
    def rules(self):
        return self.header["rules"]


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def load(path):
    """The replay in a file; ReplayError (file:line: what is wrong) for anything malformed."""
    path = str(path)
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise ReplayError("%s: cannot read the replay: %s" % (path, e.strerror or e))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ReplayError("%s: not a replay: not UTF-8 text (byte %d)" % (path, e.start))
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        raise ReplayError("%s:1: an empty file, not a replay" % path)
    objs = []
    for n, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise ReplayError("%s:%d: a line longer than %d characters" % (path, n, MAX_LINE))
        try:
            obj = json.loads(line)
        except ValueError as e:
            raise ReplayError("%s:%d: not JSON: %s" % (path, n, getattr(e, "msg", e)))
        if not isinstance(obj, dict):
            raise ReplayError("%s:%d: each line of a replay is a JSON object" % (path, n))
        objs.append((n, obj))
    header = _header(path, objs[0][1])
    decisions, end = [], None
    for n, obj in objs[1:]:
        if end is not None:
            raise ReplayError("%s:%d: a line after the replay's end" % (path, n))
        if "end" in obj:
            end = _end(path, n, obj, len(decisions))
            continue
        decisions.append((n, _decision(path, n, obj, len(decisions) + 1)))
    return Replay(path, header, decisions, end)


def _header(path, h):
    if "gicc_replay" not in h:
        raise ReplayError("%s:1: not a gicc replay: the first line has no `gicc_replay` format number" % path)
    v = h["gicc_replay"]
    if not _is_int(v) or v < 1:
        raise ReplayError("%s:1: `gicc_replay` is a format number, not %r" % (path, v))
    if v > FORMAT:
        raise ReplayError("%s:1: a replay of format %d, written by a newer gicc (%s); this one reads format %d"
                          % (path, v, h.get("gicc"), FORMAT))
    for key, ok, what in (("seed", _is_int, "an integer"), ("rules", lambda x: isinstance(x, dict), "a mapping"),
                          ("decks", lambda x: isinstance(x, list) and len(x) == 2, "a list of two decks"),
                          ("fingerprint", lambda x: isinstance(x, dict), "a mapping")):
        if key not in h:
            raise ReplayError("%s:1: the header has no `%s`" % (path, key))
        if not ok(h[key]):
            raise ReplayError("%s:1: the header's `%s` is %s" % (path, key, what))
    for i, d in enumerate(h["decks"]):
        if not isinstance(d, dict) or not all(isinstance(d.get(k), list) and all(_is_int(x) for x in d[k])
                                              for k in ("characters", "cards")):
            raise ReplayError("%s:1: deck %d lists its `characters` and `cards` by id (integers)" % (path, i))
    if h.get("first") not in (None, 0, 1):
        raise ReplayError("%s:1: `first` is 0, 1 or null" % path)
    return h


def _decision(path, n, obj, step):
    if obj.get("step") != step:
        raise ReplayError("%s:%d: expected decision step %d, found %r" % (path, n, step, obj.get("step")))
    unknown = [k for k in obj if k not in ("step", "player", "kind") + FIELDS]
    if unknown:
        raise ReplayError("%s:%d: step %d: unknown field `%s`" % (path, n, step, unknown[0]))
    fields = {f: obj.get(f) for f in FIELDS}
    if isinstance(fields["target"], list):
        fields["target"] = tuple(fields["target"])
    a = E.Action(obj.get("kind"), obj.get("player"), **fields)
    why = shape_problem(a)
    if why:
        raise ReplayError("%s:%d: step %d: not a decision: %s" % (path, n, step, why))
    return a


def _end(path, n, obj, steps):
    if obj.get("steps") != steps:
        raise ReplayError("%s:%d: the end says %r decisions, the file holds %d" % (path, n, obj.get("steps"), steps))
    if not isinstance(obj.get("log"), str):
        raise ReplayError("%s:%d: the end has no `log` digest" % (path, n))
    return obj


# ---- playing again -------------------------------------------------------------------------

def changes(rep, lib):
    """What changed since the replay was recorded: one sentence per fingerprint that differs."""
    old = rep.header["fingerprint"]
    now = fingerprints(lib, rep.rules)
    out = []
    for key, what in (("cards", "the card library"), ("engine", "the rules engine (runtime)"),
                      ("rules", "the rule settings")):
        if old.get(key) != now[key]:
            out.append("%s changed since the replay was recorded (fingerprint %s, now %s)"
                       % (what, old.get(key), now[key]))
    return out


def decks_of(rep, lib):
    out = []
    for i, d in enumerate(rep.header["decks"]):
        try:
            chars = [lib.by_id[x] for x in d["characters"]]
            cards = [lib.by_id[x] for x in d["cards"]]
        except KeyError as e:
            raise ReplayError("%s:1: deck %d names card id %s, which the library does not have"
                              % (rep.path, i, e.args[0]))
        out.append(Deck(str(d.get("name") or "deck %d" % i), chars, cards))
    return out


def start(rep, lib):
    """The match of a replay before its first decision, logging."""
    from . import play as P
    decks = decks_of(rep, lib)
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=rep.seed, rules=rep.rules,
                    first=rep.header.get("first"))
    m.verbose = True
    P.announce(m, rep.seed, decks)
    return m


def step(rep, m, i):
    """Apply decision i (0-based); ReplayError naming the step when it is no longer legal."""
    n, a = rep.decisions[i]
    if m.winner is not None:
        raise ReplayError("%s:%d: step %d: the match is already over" % (rep.path, n, i + 1))
    why = E.why_illegal(m, a)
    if why is not None:
        raise ReplayError("%s:%d: step %d: P%s's decision %r is no longer legal: %s"
                          % (rep.path, n, i + 1, a.player, a, why))
    E.apply(m, a)


def finish(rep, m):
    """Close the match's log; a sentence when it is not the log recorded, else None."""
    from . import play as P
    P.finish(m, len(rep.decisions))
    if rep.end is None:
        return "%s: the replay has no end line: the recording stopped early" % rep.path
    if log_digest(m) != rep.end["log"]:
        return ("%s: the match played again differs from the one recorded (log %s, recorded %s)"
                % (rep.path, log_digest(m), rep.end["log"]))
    return None


def describe(m, a):
    """A decision in words, for `gicc replay --step` (before it is applied)."""
    pl = m.players[a.player]
    who = "P%d" % a.player
    k = a.kind
    if k in ("skill", "technique"):
        act = pl.characters[pl.active]
        names = [s.name for s in act.defn.skills if s.id == a.skill]
        names += [s.name for e in act.equipment + act.statuses for s in e.defn.skills if s.id == a.skill]
        return "%s %s uses %s" % (who, act.defn.name, names[0] if names else "skill %s" % a.skill)
    if k in ("play", "tune"):
        ok = isinstance(a.index, int) and 0 <= a.index < len(pl.hand)
        return "%s %ss %s" % (who, k, pl.hand[a.index].defn.name if ok else "hand card %s" % a.index)
    if k in ("switch", "choose", "initial"):
        i = a.index if k == "switch" else a.choice
        ok = isinstance(i, int) and 0 <= i < len(pl.characters)
        verb = {"switch": "switches to", "choose": "chooses", "initial": "starts with"}[k]
        return "%s %s %s" % (who, verb, pl.characters[i].defn.name if ok else "character %s" % i)
    if k == "end":
        return "%s declares round end" % who
    if k == "reroll":
        return "%s rerolls %s" % (who, ", ".join(a.dice) if a.dice else "nothing")
    if k == "mulligan":
        return "%s redraws %d card(s)" % (who, len(a.choice or ()))
    return "%s selects %s" % (who, a.choice)
