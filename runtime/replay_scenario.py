"""A replay as a scenario file (scenario-format.md, with its `decks:` key and `mulligan` steps):
the same seed, decks and rules, every decision as a step, and the state the match ended in as
the last step's `expect` — so a match seen in play becomes a test in one command."""
import io

from . import replay as R
from .dice import dice_names
from .scenario import PICK_KINDS, settle
from .view import view


def _name(lib, defn):
    """A definition by its name where the name means it (scenario-format.md "Names"), else by id."""
    try:
        if lib.get(defn.name) is defn:
            return defn.name
    except LookupError:
        pass
    return defn.id


def step_of(m, a):
    """The scenario step that makes decision `a` in match `m` (before it is applied)."""
    lib = m.lib
    p = a.player
    pl = m.players[p]
    out = {"player": p}
    k = a.kind
    if k == "skill":
        # by its name where the name picks it (scenario.action_of), else by id
        act = pl.characters[pl.active]
        named = [x for x in act.defn.skills if x.id == a.skill]
        same = [x for x in act.defn.skills if named and x.name.lower() == named[0].name.lower()]
        out["skill"] = named[0].name if len(same) == 1 and named[0].kind in ("normal", "elemental", "burst") else a.skill
    elif k == "technique":
        out["technique"] = a.skill
    elif k == "switch":
        out["switch"] = a.index
    elif k in ("play", "tune"):
        defn = pl.hand[a.index].defn
        out[k] = _name(lib, defn)
        if k == "tune" and a.die is not None:
            out["die"] = a.die
        t = a.target
        if t is not None:
            if t[0] == "own":
                out["target"] = t[1]
            elif t[0] == "opp":
                out["target"] = {"opponent": t[1]}
            else:
                out["target"] = t[1]
    elif k == "end":
        out["end"] = True
    elif k in ("choose", "initial"):
        out["choose"] = a.choice
    elif k == "reroll":
        out["reroll"] = list(a.dice or ())
    elif k == "mulligan":
        out["mulligan"] = list(a.choice or ())
    elif k == "select":
        d = m.pending[0]
        if d.kind in PICK_KINDS:
            out["select"] = list(d.options).index(a.choice)    # `select: N`: the Nth option offered
        elif isinstance(a.choice, (list, tuple)):
            out["select"] = list(a.choice)
        else:
            out["select"] = a.choice
    if a.payment is not None and k in ("skill", "technique", "switch", "play"):
        out["pay"] = dice_names(a.payment)
    return out


def _flat(prefix, v, out):
    """Leaf paths of the state view: players and characters by index; a list of entities (or of
    names) stays one value, compared whole."""
    def nested(x):
        return isinstance(x, dict) and ("name" not in x or "hp" in x)
    if nested(v):
        for key, x in v.items():
            _flat("%s.%s" % (prefix, key) if prefix else key, x, out)
    elif isinstance(v, list) and v and all(nested(x) for x in v):
        for i, x in enumerate(v):
            _flat("%s.%d" % (prefix, i), x, out)
    else:
        out[prefix] = v


def to_scenario(rep, lib, name=None):
    """The scenario text of a replay (ReplayError when a decision is no longer legal)."""
    from ruamel.yaml import YAML
    m = R.start(rep, lib)
    steps = []
    for i in range(len(rep.decisions)):
        steps.append(step_of(m, rep.decisions[i][1]))
        R.step(rep, m, i)
    settle(m)                   # as the runner does before an `expect`
    final = view(m)
    final.pop("decision", None)
    expect = {}
    _flat("", final, expect)
    decks = []
    for d in R.decks_of(rep, lib):
        decks.append({"characters": [_name(lib, c) for c in d.characters],
                      "cards": [_name(lib, c) for c in d.cards]})
    data = {"name": name or "replay of %s" % rep.path,
            "description": "Written by `gicc replay --scenario` (gicc %s): the recorded match's decisions, "
                           "and the state it ended in." % rep.header.get("gicc"),
            "seed": rep.seed, "rules": dict(rep.rules)}
    if rep.header.get("first") is not None:
        data["first"] = rep.header["first"]
    data["decks"] = decks
    data["steps"] = steps + [{"expect": expect}]
    y = YAML()
    y.default_flow_style = None
    y.width = 4096
    buf = io.StringIO()
    y.dump(data, buf)
    return buf.getvalue()
