"""IR → one Python module per card file, through the Jinja2 template in templates/.

The output is deterministic: the same card text and compiler give the same bytes."""
import hashlib
from pathlib import Path

import jinja2

from . import VERSION
from . import registry as R
from .ir import Call, Code, Fn, IfStmt, Lit, Resume
from .quoting import identifier, quote

TEMPLATES = Path(__file__).resolve().parent / "templates"


def _arg(a):
    if isinstance(a, Lit):
        return quote(a.value)
    if isinstance(a, Code):
        return a.text
    raise TypeError("not an argument: %r" % (a,))


def environment():
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)),
                             undefined=jinja2.StrictUndefined, autoescape=False,
                             keep_trailing_newline=True)
    env.filters["q"] = quote
    env.filters["ident"] = identifier
    env.filters["arg"] = _arg
    return env


_env = None

PROP_FIELDS = ("hp", "energy", "element", "weapon", "usage", "max_usage", "stack", "duration",
               "shield", "max_shield", "per_round", "keep_at_zero", "subtype", "target",
               "character", "skill", "version", "text_version", "combat", "hidden",
               "attach")
PROP_FIELDS += ("nightsoul",)            # a Nightsoul's Blessing: its maximum of points
PROP_FIELDS += ("share_id",)             # the id of the game's deck share codes
PROP_FIELDS += ("transfiguration",)      # an Elemental Transfiguration card: (A, B, into)
PROP_FIELDS += ("max_duration",)
PROP_FIELDS += ("no_official_name",)     # the name is an identifier, not official (6.1-6.2 supplement)
PROP_FIELDS += ("special_energy",)       # a character's special energy: (NAME, MAX) (Mavuika)
PROP_FIELDS += ("raises_max_usage",)     # (status, N, side): that status stacks higher (Beastly Corrosion)         # a duration that stacks up to a limit (General's War Banner, Chisel-Light Mirror)


def listens(handlers):
    """The keys `EVENT@ACTION` a definition's cost handlers can act on (EVENT: cost or opp_cost;
    ACTION: skill, switch, technique, card, or card:KIND for one kind of card; checker/listens.py
    narrows them): what the runtime's listener index holds besides the events (runtime/defs.py
    `Def.listens`)."""
    out = set()
    for event in ("cost", "opp_cost"):
        for fn in handlers.get(event, ()):
            kinds = R.ACTION_KINDS if fn.action_kinds is None else fn.action_kinds
            out.update("%s@%s" % (event, k) for k in kinds)
    return frozenset(out)


class _DefView:
    """A definition as the template sees it: fields in a fixed order."""

    def __init__(self, d):
        self.id, self.kind, self.name, self.line, self.skills = d.id, d.kind, d.name, d.line, d.skills
        p = d.props
        fields = []
        if d.kind in ("weapon",) and "weapon" in p:
            fields.append(("subtype", p["weapon"]))
        for k in PROP_FIELDS:
            if k in p and not (d.kind == "weapon" and k in ("weapon", "subtype")):
                fields.append((k, p[k]))
        if "cost" in p:
            fields.append(("cost", tuple(tuple(c) for c in p["cost"])))
        for k, name in (("factions", "factions"), ("tags", "tags"), ("flags", "flags"), ("counters", "counters"),
                        ("round_counters", "round_counters"), ("blocks", "blocks")):
            if p.get(k):
                fields.append((name, tuple(p[k])))
        if "deck_require" in p:
            fields.append(("deck_require", p["deck_require"]))
        if d.elements is not None:
            fields.append(("elements", tuple(tuple(side) for side in d.elements)))
        keys = listens(d.handlers)
        if keys:
            fields.append(("listens", keys))
        self.fields = fields
        self.functions = [(k, getattr(d, k)) for k in ("require", "modify", "play") if getattr(d, k)]
        self.handlers = [(ev, fns) for ev, fns in d.handlers.items()]


def all_functions(defs):
    out = []
    for d in defs:
        for s in d.skills:
            out.append(s.fn)
            if s.require is not None:
                out.append(s.require)
        for k in ("require", "modify", "play"):
            if getattr(d, k):
                out.append(getattr(d, k))
        for fns in d.handlers.values():
            out.extend(fns)
    return [f for fn in out for f in with_continuations(fn)]


# ---- player choices: code that goes on after the answer ---------------------------------------
# A call that may stop for a choice (registry `pauses`: choose_card, use_skill, ...) is followed
# by a Resume: when it stopped (m.paused), what comes after it — the rest of its block and of the
# blocks around it — is handed over as a continuation function and the function returns; when it
# did not, the same statements run on in place.  The IR the card text reads is left as it is.

PAUSING = frozenset(e.func for e in R.EFFECTS.values() if e.pauses)


def _pauses(stmts):
    for s in stmts or ():
        if isinstance(s, Call) and s.func in PAUSING:
            return True
        if isinstance(s, IfStmt) and (_pauses(s.body) or _pauses(s.orelse)):
            return True
    return False


def with_continuations(fn):
    """fn, with a Resume after every call that may stop for a choice, and the continuation
    functions those name (`NAME_k1`, ...)."""
    if fn.returns or not _pauses(fn.body):
        return [fn]
    extra = []

    def rewrite(stmts, rest):
        out = []
        for i, s in enumerate(stmts):
            after = list(stmts[i + 1:]) + rest
            if isinstance(s, Call) and s.func in PAUSING:
                out.append(s)
                if after:
                    # the continuation is the handler's (or skill's) own code: its line
                    k = Fn("%s_k%d" % (fn.name, len(extra) + 1), fn.line)
                    extra.append(k)
                    k.body = rewrite(after, [])
                    out.append(Resume(s.line, k.name))
            elif isinstance(s, IfStmt) and (_pauses(s.body) or _pauses(s.orelse)):
                out.append(IfStmt(s.line, s.cond, rewrite(s.body, after),
                                  None if s.orelse is None else rewrite(s.orelse, after)))
            else:
                out.append(s)
        return out

    head = Fn(fn.name, fn.line, fn.cond, rewrite(fn.body, []), fn.returns)
    return [head] + extra


def generate(defs, source, text):
    global _env
    if _env is None:
        _env = environment()
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    out = _env.get_template("module.py.j2").render(
        version=VERSION, source=source, digest=digest,
        functions=all_functions(defs), defs=[_DefView(d) for d in defs])
    compile(out, source + ".py", "exec")      # generated code must always compile
    return out
