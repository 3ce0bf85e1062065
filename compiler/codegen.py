"""IR → one Python module per card file, through the Jinja2 template in templates/.

The output is deterministic: the same card text and compiler give the same bytes."""
import hashlib
from pathlib import Path

import jinja2

from . import VERSION
from .ir import Code, Lit
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
    return out


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
