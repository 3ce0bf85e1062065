"""What every part of the checker shares: type names, the library's symbols, counters,
the context of a handler, and the helpers that read statements."""
from .. import ast as A
from .. import registry as R
from ..diagnostics import Diagnostics, Span, did_you_mean
from ..ir import Call, Code, DefIR, Fn, IfStmt, Lit, SkillIR
from ..quoting import quote
from ..symbols import Symbols  # noqa: F401 (the checker's table, re-exported)

KEYWORDS = ("to", "of", "from", "into", "by")

# types as a card author says them
TYPE_NAMES = {"int": "a number", "bool": "true/false", "string": "a quoted string",
              "sym:element": "an element", "sym:dmg": "a damage type", "sym:weapon": "a weapon type",
              "sym:skill": "a skill kind", "sym:card": "a card kind", "sym:action": "an action kind", "sym:subtype": "a card subtype",
              "sym:reaction": "a reaction", "sym:heal": "a kind of healing",
              "sym:kind": "a kind of definition"}
TYPE_WORDS = {"int": "a number", "dmg": "a damage type (an element, physical or piercing)",
              "element": "an element", "elemvar": "an element", "applied": "an element or active", "entity": "the name of a status, summon or support",
              "card": "the name of a card", "target": "a target word (self, active, opp.active, ...)",
              "side": "a side (own or opp)", "var": "a counter of this definition",
              "die": "a die (omni, an element, active, self, next, random or different)",
              "cardkind": "a card kind (weapon, artifact, food, ...)", "costdie": "a cost die (an element, same, unaligned, any)",
              "string": "a quoted string", "dir": "next or prev", "ident": "a word",
              "summons": "the names of summons", "place": "a target word or a side",
              "cardclass": "a card kind or subtype (talent, companion, ...)",
              "cardclasses": "card kinds or subtypes, separated by commas (food, location, ...)",
              "deckpos": "a place in a deck (top, bottom, random or spread)",
              "cond": "a condition in parentheses",
              "entities": "the names of combat statuses or summons",
              "statuses": "the names of character statuses",
              "cards": "the names of cards",
              "skillref": "a skill's quoted name, or a skill kind (normal, elemental, burst)"}
CREATING = ("add", "summon", "summon_random", "summon_one_of", "add_stacks")     # effects that put an entity into play
CREATING += ("choose_summon",)                                      # the summon a player picks
CREATING += ("add_random",)                                         # issue 11: Fatui Conspiracy
CREATING += ("attach_random",)                                      # issue 13: Gluttonous Rex
CREATING += ("choose_status",)                                      # session 5, rc: Mystique Soup


def type_name(ty):
    return TYPE_NAMES.get(ty, ty)


def signature(eff):
    parts = [eff.name]
    for p in eff.params:
        if p.keyword:
            word = "%s %s" % (p.keyword, (p.type if p.name == p.keyword else p.name).upper())
            parts.append(word if p.required else "[%s]" % word)       # `of CLASSES` is required
        elif p.required:
            parts.append(p.name.upper())
        else:
            parts.append("[%s]" % p.name.upper())
    return " ".join(parts)


def _kinds(kinds):
    return [k for k in kinds if k != "status"]


def commands(stmts):
    """Every command in the statements, in skills, handlers and `if`s too."""
    for s in stmts:
        if isinstance(s, A.Command):
            yield s
        elif isinstance(s, A.If):
            yield from commands(s.body)
            yield from commands(s.orelse or [])
        elif isinstance(s, (A.Handler, A.Skill)):
            yield from commands(s.body)


def head_span(s):
    """A handler's `on EVENT`, a skill's `KIND ID "NAME"`: what names it, not its whole body."""
    end = s.event_span if isinstance(s, A.Handler) else getattr(s, "name_span", None)
    if end is None or end.line != s.span.line:
        return s.span
    return Span(s.span.file, s.span.line, s.span.col, end.end_line, end.end_col)


def prop_span(d, word):
    spans = [s.word_span for s in d.body if isinstance(s, A.Command) and s.word == word]
    return spans[-1] if spans else d.name_span


def created_refs(defs):
    """[creator id, creator name, name or id] for every entity that an `add`, `summon` or
    `summon_random` of these definitions puts into play."""
    out = []
    for d in defs:
        refs = []
        for c in commands(d.body):
            eff = R.EFFECTS.get(c.word)
            if c.word not in CREATING or eff is None:
                continue
            keywords = {p.keyword for p in eff.params if p.keyword}
            positional = [p for p in eff.params if p.keyword is None]
            args = [a for g in c.groups for a in g]
            i = pi = 0
            while i < len(args) and pi < len(positional):
                a, p = args[i], positional[pi]
                if isinstance(a, A.Name) and len(a.parts) == 1 and a.parts[0] in keywords:
                    i += 2
                    continue
                if p.type in ("summons", "entities", "statuses"):
                    while i < len(args) and not (isinstance(args[i], A.Name) and args[i].parts[0] in keywords):
                        refs.append(_ref_key(args[i]))
                        i += 1
                else:
                    if p.type == "entity":
                        refs.append(_ref_key(a))
                    i += 1
                pi += 1
        out.extend([d.id, d.name, k] for k in refs if k is not None)
    return out


def _ref_key(a):
    if isinstance(a, A.Num):
        return a.value
    if isinstance(a, A.Str):
        return a.value
    if isinstance(a, A.Name) and len(a.parts) == 1:
        return a.parts[0]
    return None


class _NotConst:
    def __repr__(self):
        return "NOT_CONST"


NOT_CONST = _NotConst()


def const_value(n):
    """The value of an expression made of constants only (`1 + 2`, `"a"`, `true`), else NOT_CONST."""
    if isinstance(n, (A.Num, A.Str)):
        return n.value
    if isinstance(n, A.Name) and n.dotted in ("true", "false"):
        return n.dotted == "true"
    if isinstance(n, A.Neg):
        v = const_value(n.item)
        return -v if isinstance(v, int) and not isinstance(v, bool) else NOT_CONST
    if isinstance(n, A.BinOp):
        a, b = const_value(n.left), const_value(n.right)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (a, b)):
            return NOT_CONST
        if n.op == "/":
            return a // b if b else NOT_CONST
        return {"+": a + b, "-": a - b, "*": a * b}[n.op]
    return NOT_CONST


def _tf(b):
    return "true" if b else "false"


class Counters(list):
    """A definition's counters in declaration order, with constant-time `in` and `index` (a
    definition may declare thousands, and every `self.NAME` looks one up)."""

    def __init__(self, names=()):
        super().__init__(names)
        self._pos = {}
        for i, n in enumerate(self):
            self._pos.setdefault(n, i)

    def __contains__(self, name):
        return name in self._pos

    def index(self, name, *args):
        if args or name not in self._pos:
            return super().index(name, *args)
        return self._pos[name]


class Ctx:
    def __init__(self, d, kind, event, fields, entity, counters, alias=None):
        self.d, self.kind, self.event, self.fields = d, kind, event, fields
        self.entity, self.counters, self.alias = entity, counters, alias


def _to_own(st):
    """`damage ... to T` where T names characters of one's own side (no `opp.` word)."""
    g = st.groups[0] if st.groups else []
    for i, a in enumerate(g[:-1]):
        if isinstance(a, A.Name) and a.dotted == "to" and isinstance(g[i + 1], A.Name):
            t = g[i + 1].dotted
            return t in ("self", "active", "standby", "all", "next", "prev", "user", "lowest_hp", "most_injured", "least_injured")
    return False


def base_damage(stmts, fallback=True):
    """A skill's base damage: the first `damage` reached when every `if` is false (of `N + bonus`,
    the N).  When that path deals none, the first `damage` of any branch: a skill whose only damage hangs on a
    condition (Guoba Attack with Crossfire) lists that damage, as the game's data does."""
    for st in stmts:
        if isinstance(st, A.Command) and st.word == "damage" and _to_own(st):
            continue                    # DMG to one's own characters (Sanctifying Ring) is no attack
        if isinstance(st, A.Command) and st.word == "damage" and st.groups and len(st.groups[0]) >= 2:
            a0, a1 = st.groups[0][0], st.groups[0][1]
            if isinstance(a1, A.BinOp) and a1.op == "+" and isinstance(a1.left, A.Num):
                a1 = a1.left            # `damage geo (3 + self.shrapnel)`: 3, and a bonus
            if isinstance(a0, A.Name) and isinstance(a1, A.Num):
                return a0.dotted, a1.value
            if isinstance(a0, A.Name) and a0.dotted in R.DMG_TYPES:
                return a0.dotted, None      # an amount worked out in play: the element is known
            return None, None
        if isinstance(st, A.If) and st.orelse:
            el, dmg = base_damage(st.orelse, False)
            if el is not None:
                return el, dmg
    if fallback:
        for st in stmts:
            if isinstance(st, A.If):
                for branch in (st.body, st.orelse or []):
                    el, dmg = base_damage(branch)
                    if el is not None:
                        return el, dmg
    return None, None


def split(stmts, modifiers):
    """The statements that modify the damage (or the others), keeping the `if`s around them."""
    out = []
    for s in stmts:
        if isinstance(s, IfStmt):
            body = split(s.body, modifiers)
            orelse = split(s.orelse, modifiers) if s.orelse else None
            if body or orelse:
                out.append(IfStmt(s.line, s.cond, body, orelse))
        elif s.modifier == modifiers:
            out.append(s)
    return out


def _source(n):
    """An expression written back as a card author would write it."""
    if isinstance(n, A.Num):
        return str(n.value)
    if isinstance(n, A.Str):
        return '"%s"' % n.value
    if isinstance(n, A.Name):
        return n.dotted
    if isinstance(n, A.Neg):
        return "-" + _source(n.item)
    if isinstance(n, A.BinOp):
        return "%s %s %s" % (_source(n.left), n.op, _source(n.right))
    if isinstance(n, A.Compare):
        return "%s %s %s" % (_source(n.left), n.op, _source(n.right))
    if isinstance(n, A.In):
        return "%s in (%s)" % (_source(n.item), ", ".join(_source(o) for o in n.options))
    if isinstance(n, A.Call):
        return "%s(%s)" % (n.fn, ", ".join(_source(a) for a in n.args))
    if isinstance(n, A.Not):
        return "not " + _source(n.item)
    if isinstance(n, A.BoolOp):
        return (" %s " % n.op).join(_source(i) for i in n.items)
    return "this"


def _text(a):
    if isinstance(a, A.Num):
        return str(a.value)
    if isinstance(a, A.Str):
        return '"%s"' % a.value
    return "this"


def _prop_span(d, word):
    """Where a definition states a property (its name when it does not)."""
    for s in d.body:
        if isinstance(s, A.Command) and s.word == word:
            return s.span
    return d.name_span
