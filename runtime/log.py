"""The match log: structured records, rendered as text for a player or as JSON for tools.

The runtime appends one `Rec` per event to `m.log` while `m.verbose` is on; every call site
checks `m.verbose` before building one, so a match nobody reads (fuzz, bench, sim, an agent's
look-ahead) builds nothing.  A record holds plain data only (numbers, strings, lists, small
dicts), copied when the event happens, never a live object: the log says what was true then.

Each record has a level: QUIET records (rounds, actions, defeats, the result) are shown by
`--quiet`, NORMAL ones (damage, reactions, healing, dice paid and gained, energy, statuses and
summons entering and leaving play, their usages, cards drawn, the end phase's effects) by
default, VERBOSE ones (the dice rolled before the reroll, choices asked) only with `--verbose`.  The level filters what
is shown, never what is recorded, so the same seed gives the same records at every level.

Text is built here from the names the records carry; what prints it passes each line through
terminal.visible (names come from card files)."""
import json

QUIET, NORMAL, VERBOSE = 0, 1, 2
LEVEL_NAMES = ("quiet", "normal", "verbose")


class Rec:
    """One log event: its kind, its level, how deep in what caused it it happened (0: a
    player's action or a phase; 1: what follows from it), and its data."""
    __slots__ = ("kind", "level", "depth", "data", "waiting")

    def __init__(self, kind, level, depth, data):
        self.kind, self.level, self.depth, self.data = kind, level, depth, data
        # a payment whose action has not been announced yet (action() below); not logged data
        self.waiting = kind == "dice_paid"

    def __eq__(self, other):
        return (isinstance(other, Rec) and self.kind == other.kind and self.level == other.level
                and self.depth == other.depth and self.data == other.data)

    __hash__ = None

    def __repr__(self):
        return "<Rec %s>" % text(self)

    def __str__(self):
        return text(self)


def add(m, kind, level=NORMAL, depth=1, **data):
    """Append a record (callers check m.verbose first: building the data is the cost)."""
    m.log.append(Rec(kind, level, depth, data))


def action(m, kind, level=QUIET, depth=0, **data):
    """An action's record.  The dice an action pays are paid just before what it does is
    announced (actions.spend): the action goes first, its payment under it."""
    rec = Rec(kind, level, depth, data)
    log = m.log
    last = log[-1] if log else None
    if last is not None and last.waiting and last.data["player"] == data.get("player"):
        last.waiting = False        # one action per payment: what the action then does follows it
        log.insert(len(log) - 1, rec)
    else:
        log.append(rec)


# ---- references: plain data for what a record names ------------------------------------------

def char(c):
    return {"player": c.player, "index": c.idx, "id": c.defn.id, "name": c.defn.name}


def ent(e):
    return {"id": e.defn.id, "name": e.defn.name, "kind": e.defn.kind}


def card(defn):
    return {"id": defn.id, "name": defn.name}


# ---- text ------------------------------------------------------------------------------------

def _c(ref):
    return "P%d %s" % (ref["player"], ref["name"])


def _n(k, one, many=None):
    return "%d %s" % (k, one if k == 1 else (many or one + "s"))


def _dice(names):
    return ", ".join(names) if names else "nothing"


def _damage(d):
    src = d["source"]
    who = _c(src) if "player" in src and "index" in src else (
        src["name"] if "name" in src else "P%d" % src["player"])
    el = d["element"].capitalize()
    parts = ["%s deals %d %s to %s" % (who, d["amount"], el, _c(d["target"]))]
    if d.get("base") is not None and d["base"] != d["amount"]:
        parts[0] += " (base %d)" % d["base"]
    if d.get("reaction"):
        parts.append(d["reaction"])
    for step in d.get("steps", ()):
        if step["how"] == "shield":
            parts.append("%s absorbs %d" % (step["by"], step["n"]))
        else:
            parts.append("%s reduces it by %d" % (step["by"], step["n"]))
    if d.get("immune"):
        parts.append("%s takes none of it" % d["target"]["name"])
    parts.append("%s %d → %d HP" % (d["target"]["name"], d["hp_before"], d["hp"]))
    return " — ".join(parts)


def _entity_in(d):
    at = d.get("on")
    return "" if at is None else " on %s" % at["name"]


def _gained(d):
    if d.get("again"):
        what = "%s is added again%s" % (d["entity"]["name"], _entity_in(d))
    else:
        what = "P%d gains %s%s" % (d["player"], d["entity"]["name"], _entity_in(d))
    return what + _counts(d)


def _counts(d):
    bits = []
    for key, one in (("usage", "usage"), ("duration", "round"), ("shield", "Shield point")):
        if d.get(key) is not None:
            bits.append(_n(d[key], one))
    return " (%s)" % ", ".join(bits) if bits else ""


RENDER = {
    "match": lambda d: "gicc match, seed %d: %s" % (d["seed"], " vs ".join(d["decks"])),
    "lineup": lambda d: "P%d: %s" % (d["player"], ", ".join(c["name"] for c in d["characters"])),
    "first": lambda d: "P%d goes first" % d["player"],
    "round": lambda d: "Round %d" % d["round"],
    "phase": lambda d: "%s Phase" % d["phase"].capitalize(),
    "skill": lambda d: "%s uses %s" % (_c(d["user"]), d["skill"]),
    "technique": lambda d: "%s uses the technique %s (%s)" % (_c(d["user"]), d["skill"], d["by"]),
    "play": lambda d: "P%d plays %s%s" % (d["player"], d["card"]["name"],
                                          "" if d.get("target") is None else " on %s" % d["target"]),
    "tune": lambda d: "P%d tunes %s: one %s die becomes %s" % (d["player"], d["card"]["name"], d["die"], d["into"]),
    "switch": lambda d: "P%d switches to %s" % (d["player"], d["to"]["name"]),
    "choose": lambda d: "P%d chooses %s" % (d["player"], d["to"]["name"]),
    "initial": lambda d: "P%d starts with %s" % (d["player"], d["to"]["name"]),
    "redraw": lambda d: "P%d redraws %s" % (d["player"], _n(d["count"], "card")),
    "end_round": lambda d: "P%d declares round end" % d["player"],
    "roll": lambda d: "P%d rolls %s" % (d["player"], _dice(d["dice"])),
    "reroll": lambda d: "P%d rerolls %s into %s" % (d["player"], _dice(d["dice"]), _dice(d["into"])),
    "dice_paid": lambda d: "P%d pays %s (%s left)" % (d["player"], _dice(d["dice"]), _n(d["left"], "die", "dice")),
    "dice_gained": lambda d: "P%d gains %s: %s%s" % (d["player"], _n(len(d["dice"]), "die", "dice"), _dice(d["dice"]),
                                                    " (%s)" % d["by"]["name"] if d.get("by") else ""),
    "energy": lambda d: "%s %s %d Energy (%d/%d)" % (
        _c(d["character"]), "gains" if d["after"] >= d["before"] else "loses",
        abs(d["after"] - d["before"]), d["after"], d["max"]),
    "damage": _damage,
    "reaction": lambda d: "%s on %s" % (d["reaction"], _c(d["target"])),
    "heal": lambda d: "%s heals %d — %s %d → %d HP" % (_c(d["target"]), d["healed"], d["target"]["name"],
                                                      d["hp"] - d["healed"], d["hp"]),
    "gained": _gained,
    "removed": lambda d: "%s leaves play%s" % (d["entity"]["name"], _entity_in(d)),
    "usage": lambda d: "%s has %s" % (d["entity"]["name"], _n(d["usage"], "usage")),
    "duration": lambda d: "%s has %s left" % (d["entity"]["name"], _n(d["duration"], "round")),
    "asked": lambda d: "P%d is asked to choose (%s): %s" % (d["player"], d["choice"], ", ".join(d["options"])),
    "drew": lambda d: "P%d draws %s" % (d["player"], d["card"]["name"]),
    "end_phase": lambda d: "End Phase: P%d %s" % (d["player"], d["what"]["name"]),
    "defeated": lambda d: "%s is defeated" % _c(d["character"]),
    "result": lambda d: ("Result: a draw after round %d" % d["round"] if d["winner"] == "draw" else
                         "Result: P%d wins in round %d" % (d["winner"], d["round"]) if d["winner"] is not None
                         else "Result: stopped after %d actions" % d["actions"]),
    "note": lambda d: d["text"],
}


def text(rec):
    """One line of the log for a player (not yet through terminal.visible)."""
    return "  " * rec.depth + RENDER[rec.kind](rec.data)


def as_json(rec):
    """One JSON object (a line) for a tool: kind, level, depth, then the record's data."""
    out = {"kind": rec.kind, "level": LEVEL_NAMES[rec.level], "depth": rec.depth}
    out.update(rec.data)
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))


def shown(rec, level):
    return rec.level <= level
