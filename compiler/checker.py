"""The checker: resolves every name against the registry and the library's symbols, checks
types and placement, collects every problem, and lowers definitions to IR.

Error codes: E02xx definitions and properties, E03xx statements and effects, E04xx expressions,
E05xx names of other definitions.  docs/errors.md explains each."""
from . import ast as A
from . import registry as R
from .diagnostics import Diagnostics, Span, did_you_mean
from .ir import Call, Code, DefIR, Fn, IfStmt, Lit, SkillIR
from .quoting import quote

KEYWORDS = ("to", "of", "from", "into", "by")

# types as a card author says them
TYPE_NAMES = {"int": "a number", "bool": "true/false", "string": "a quoted string",
              "sym:element": "an element", "sym:dmg": "a damage type", "sym:weapon": "a weapon type",
              "sym:skill": "a skill kind", "sym:card": "a card kind", "sym:action": "an action kind", "sym:subtype": "a card subtype",
              "sym:reaction": "a reaction"}
TYPE_WORDS = {"int": "a number", "dmg": "a damage type (an element, physical or piercing)",
              "element": "an element", "elemvar": "an element", "entity": "the name of a status, summon or support",
              "card": "the name of a card", "target": "a target word (self, active, opp.active, ...)",
              "side": "a side (own or opp)", "var": "a counter of this definition",
              "die": "a die (omni, an element, active, self, random or different)",
              "cardkind": "a card kind (weapon, artifact, food, ...)", "costdie": "a cost die (an element, same, unaligned, any)",
              "string": "a quoted string", "dir": "next or prev", "ident": "a word",
              "summons": "the names of summons", "place": "a target word or a side"}
CREATING = ("add", "summon", "summon_random", "summon_one_of")     # effects that put an entity into play


def type_name(ty):
    return TYPE_NAMES.get(ty, ty)


def signature(eff):
    parts = [eff.name]
    for p in eff.params:
        if p.keyword:
            parts.append("[%s %s]" % (p.keyword, (p.type if p.name == p.keyword else p.name).upper()))
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
                if p.type == "summons":
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


class Symbols:
    """Every definition of the library, by id and by lower-case name (the lowest id wins)."""

    def __init__(self):
        self.by_id = {}
        self.by_name = {}
        self.skills = {}
        self.reactions = {}

    def add(self, d):
        kind = R.KIND_ALIASES.get(d.kind, d.kind)
        if kind == "reaction":
            self.reactions[d.name.lower()] = d
            return
        if d.id is not None:
            self.by_id.setdefault(d.id, (kind, d))
        key = d.name.lower()
        cur = self.by_name.get(key)
        if cur is None or (d.id or 0) < (cur[1].id or 0):
            self.by_name[key] = (kind, d)

    def lookup(self, ref):
        if isinstance(ref, int):
            return self.by_id.get(ref)
        return self.by_name.get(str(ref).lower())


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


class Checker:
    def __init__(self, symbols, diags=None):
        self.sym = symbols
        self.diags = diags or Diagnostics()
        self.fn_count = 0

    # ---- helpers -------------------------------------------------------------------------
    def err(self, span, code, msg, hint=None):
        self.diags.error(span, code, msg, hint)

    def warn(self, span, code, msg, hint=None):
        self.diags.warning(span, code, msg, hint)

    def fn_name(self, base):
        self.fn_count += 1
        return "_%s_%d" % (base, self.fn_count)

    # ---- definitions ---------------------------------------------------------------------
    def check_file(self, defs):
        out = []
        for d in defs:
            ir = self.check_def(d)
            if ir is not None:
                out.append(ir)
        return out

    def check_def(self, d):
        kind = R.KIND_ALIASES.get(d.kind, d.kind)
        if kind not in R.KINDS:
            self.err(d.kind_span, "E0201", "unknown definition kind `%s`" % d.kind,
                     did_you_mean(d.kind, R.KINDS))
            return None
        if kind != "reaction" and d.id is None:
            self.err(d.name_span, "E0202", "%s `%s` needs a numeric id before its name" % (kind, d.name))
        if kind == "reaction" and d.elements is None:
            self.err(d.name_span, "E0203", "reaction `%s` needs its elements: `reaction %s pyro + cryo { ... }`" % (d.name, d.name))
        if kind != "reaction" and d.elements is not None:
            self.err(d.elements[3], "E0204", "only a reaction names elements after its name")
        props = {"factions": [], "tags": [], "flags": [], "counters": []}
        counters = []
        for s in d.body:
            if isinstance(s, A.Command) and s.word in ("counter", "round_counter"):
                for g in s.groups:
                    for a in g:
                        if isinstance(a, A.Name) and len(a.parts) == 1:
                            counters.append(a.parts[0])
        counters = Counters(counters)
        ir = DefIR(kind, d.id, d.name, d.span.line, props, {}, [])
        entity = kind in R.ENTITY_KINDS
        alias = d.elements[2] if d.elements else None
        if d.elements:
            ir.elements = tuple([e for e, sp in self._elements(side)] for side in d.elements[:2])
        reaction_body = []
        for s in d.body:
            if isinstance(s, A.Command):
                if kind == "reaction" and s.word in R.EFFECTS:
                    reaction_body.append(s)
                else:
                    self.prop(s, kind, props)
            elif isinstance(s, A.Skill):
                if kind != "character":
                    self.err(head_span(s), "E0205", "only a character has skills; a %s acts through `on` handlers" % kind)
                    continue
                ir.skills.append(self.skill(d, s, counters))
            elif isinstance(s, A.Handler):
                if kind == "reaction":
                    self.err(head_span(s), "E0206", "a reaction's body is its effect; it takes no `on` handlers")
                    continue
                ev = R.EVENTS.get(s.event)
                if ev is None:
                    self.err(s.event_span, "E0301", "unknown event `%s`" % s.event,
                             did_you_mean(s.event, R.EVENTS))
                    continue
                if s.event == "played" and kind not in R.CARD_KINDS:
                    self.err(s.event_span, "E0302", "`on played` is for cards; a %s is not played" % kind)
                    continue
                ctx = Ctx(d, kind, s.event, ev.fields, entity and s.event != "played" or kind in ("weapon", "artifact", "talent", "support", "technique"), counters)
                fn = Fn(self.fn_name(s.event), s.span.line)
                if s.cond is not None:
                    fn.cond = self.cond(s.cond, ctx)
                fn.body = self.block(s.body, ctx)
                if s.event == "played":
                    ir.play = fn
                else:
                    ir.handlers.setdefault(s.event, []).append(fn)
            elif isinstance(s, A.Require):
                if kind not in R.CARD_KINDS and kind != "reaction":
                    self.err(s.span, "E0207", "`require` is for cards (when they can be played) and reactions")
                    continue
                ctx = Ctx(d, kind, "played", ("card", "target"), False, counters)
                ir.require = Fn(self.fn_name("require"), s.span.line, self.cond(s.cond, ctx), returns=True)
            elif isinstance(s, A.If):
                if kind == "reaction":
                    reaction_body.append(s)
                else:
                    self.err(s.span, "E0208", "`if` belongs inside a skill or an `on` handler")
        if kind == "reaction":
            ctx = Ctx(d, kind, "reaction", ("reaction", "target"), False, counters, alias)
            body = self.block(reaction_body, ctx)
            ir.modify = Fn(self.fn_name("modify"), d.span.line, body=split(body, True))
            ir.play = Fn(self.fn_name("effect"), d.span.line, body=split(body, False))
            if not ir.modify.body:
                ir.modify = None
            if not ir.play.body:
                ir.play = None
        props["counters"] = counters
        self.required(d, kind, props, ir)
        self.unused_allowances(d, kind, props)
        return ir

    def unused_allowances(self, d, kind, props):
        """W0202 a usage nothing spends; W0203 a per-round allowance nothing spends."""
        if kind not in R.ENTITY_KINDS:
            return
        words = {c.word for c in commands(d.body)}
        if "usage" in props and "use" not in words and "keep_at_zero" not in props:
            self.warn(prop_span(d, "usage"), "W0202",
                      "`%s` has `usage %d` but none of its handlers spends it with `use`" % (d.name, props["usage"]),
                      "add `use 1` where a usage is spent, or `keep_at_zero` if the usage only counts something")
        if "per_round" in props and "use_round" not in words:
            self.warn(prop_span(d, "per_round"), "W0203",
                      "`%s` has `per_round %d` but none of its handlers spends it with `use_round`" % (d.name, props["per_round"]),
                      "add `use_round` where the allowance is spent (and test `self.round_left > 0`), or drop `per_round`")

    def _elements(self, side):
        out = []
        for el, span in side:
            if el not in R.ELEMENTS:
                self.err(span, "E0209", "unknown element `%s`" % el, did_you_mean(el, R.ELEMENTS))
            else:
                out.append((el, span))
        return out

    def required(self, d, kind, props, ir):
        if kind == "character":
            for p in ("hp", "element"):
                if p not in props:
                    self.err(d.name_span, "E0210", "character `%s` needs `%s`" % (d.name, p))
            if "energy" not in props:
                props["energy"] = max([n for s in ir.skills for t, n in s.cost if t == "energy"] or [0])
        if kind == "weapon" and "weapon" not in props:
            self.err(d.name_span, "E0211", "weapon `%s` needs its weapon type: `weapon sword`" % d.name)
        if kind == "talent" and "character" not in props:
            self.err(d.name_span, "E0212", "talent `%s` needs `character NAME`" % d.name)
        elif kind == "talent":
            self.talent_owner(d, props)
        if kind == "food" and "target" not in props:
            props["target"] = "own_character"
        if kind in ("weapon", "artifact") and "target" not in props:
            props["target"] = "own_character"
        if kind == "talent" and "target" not in props and "no_equip" not in props["flags"]:
            props["target"] = "own_character"
        if kind in R.CARD_KINDS and "cost" not in props:
            props["cost"] = []

    def talent_owner(self, d, props):
        """A talent's `character` is a character of the library, its `skill` one of theirs."""
        span = _prop_span(d, "character")
        found = self.sym.lookup(props["character"])
        if found is None or found[0] != "character":
            pool = [x.name for k, x in self.sym.by_name.values() if k == "character"]
            self.err(span, "E0227", "talent `%s` belongs to `%s`, which is not a character of the library" % (
                d.name, props["character"]), did_you_mean(props["character"], pool))
            return
        skills = getattr(found[1], "skills", None)
        if "skill" in props and skills and props["skill"] not in skills:
            self.err(_prop_span(d, "skill"), "E0228", "%s has no skill `%s`" % (found[1].name, props["skill"]),
                     did_you_mean(props["skill"], skills))

    # ---- properties ----------------------------------------------------------------------
    def prop(self, s, kind, props):
        p = R.PROPS.get(s.word)
        if p is None:
            hint = did_you_mean(s.word, list(R.PROPS) + list(R.EFFECTS))
            if s.word in R.EFFECTS:
                self.err(s.word_span, "E0213", "`%s` is an effect: put it inside a skill or an `on` handler" % s.word)
            else:
                self.err(s.word_span, "E0214", "unknown property `%s`" % s.word, hint)
            return
        if kind not in p.kinds:
            self.err(s.word_span, "E0215", "a %s has no `%s`" % (kind, s.word),
                     "`%s` is for: %s" % (s.word, ", ".join(_kinds(p.kinds))))
            return
        if s.word == "cost":
            props["cost"] = self.cost_groups(s)
            return
        args = [a for g in s.groups for a in g]
        if not p.types:
            if args:
                self.err(args[0].span, "E0216", "`%s` takes no value" % s.word)
            props[s.word] = True
            return
        if p.repeat:
            vals = []
            for a in args:
                v = self.prop_value(a, p.types[0], s.word)
                if v is not None:
                    vals.append(v)
            key = {"faction": "factions", "flag": "flags", "tags": "tags", "counter": "counters",
                   "round_counter": "round_counters"}[s.word]
            if s.word == "round_counter":
                props.setdefault("round_counters", []).extend(vals)
            elif s.word != "counter":
                props[key].extend(vals)
            return
        if len(args) != len(p.types):
            self.err(s.span, "E0217", "`%s` takes %d value%s" % (s.word, len(p.types), "" if len(p.types) == 1 else "s"))
            return
        vals = [self.prop_value(a, t, s.word) for a, t in zip(args, p.types)]
        if any(v is None for v in vals):
            return
        if s.word in props:
            self.warn(s.word_span, "W0201", "`%s` is given twice; the last one counts" % s.word)
        props[s.word] = vals[0] if len(vals) == 1 else tuple(vals)

    def prop_value(self, a, t, word):
        if t == "int":
            if isinstance(a, A.Num):
                if a.value < 0 or (a.value == 0 and word in ("usage", "duration", "max_usage", "per_round", "shield")):
                    self.err(a.span, "E0218", "`%s` must be positive" % word)
                    return None
                return a.value
            self.err(a.span, "E0219", "`%s` takes a number" % word)
            return None
        if t == "string":
            if isinstance(a, A.Str):
                return a.value
            self.err(a.span, "E0219", "`%s` takes a quoted string" % word)
            return None
        if t == "name":
            if isinstance(a, A.Str):
                return a.value
            if isinstance(a, A.Name) and len(a.parts) == 1:
                return a.parts[0]
            self.err(a.span, "E0219", "`%s` takes a name" % word)
            return None
        domain = {"element": R.ELEMENTS, "weapon": R.WEAPONS, "flag": R.FLAGS,
                  "cardtarget": R.CARD_TARGETS, "ident": None, "deckreq": None}[t]
        if not (isinstance(a, A.Name) and len(a.parts) == 1):
            self.err(a.span, "E0219", "`%s` takes a word" % word)
            return None
        v = a.parts[0]
        if domain is not None and v not in domain:
            self.err(a.span, "E0220", "`%s` is not a valid %s" % (v, "value of " + word if t == "flag" else t),
                     did_you_mean(v, domain))
            return None
        return v

    def cost_groups(self, s):
        out = []
        for g in s.groups:
            if len(g) != 2 or not isinstance(g[0], A.Name) or not isinstance(g[1], A.Num):
                span = g[0].span if g else s.span
                self.err(span, "E0221", "a cost is written `die count`, e.g. `cost pyro 1, unaligned 2`")
                continue
            whole = Span(g[0].span.file, g[0].span.line, g[0].span.col, g[1].span.end_line, g[1].span.end_col)
            out.append(self.cost_item(g[0].dotted, g[1].value, g[0].span, out, whole))
        return [c for c in out if c is not None]

    def cost_item(self, die, count, span, so_far, whole=None):
        """`span`: the die's word (or the whole item); `whole`: the die and its count."""
        whole = whole or span
        if die not in R.COST_DICE:
            self.err(span, "E0222", "unknown cost die `%s`" % die, did_you_mean(die, R.COST_DICE))
            return None
        if count <= 0:
            self.err(whole, "E0223", "a cost count must be positive", "a free card has no `cost` at all")
            return None
        if any(c is not None and c[0] == die for c in so_far):
            self.err(whole, "E0224", "`%s` appears twice in one cost" % die, "add the counts up")
            return None
        return (die, count)

    # ---- skills --------------------------------------------------------------------------
    def skill(self, d, s, counters):
        cost = []
        for c in s.cost:
            item = self.cost_item(c.die, c.count, c.span, cost)
            if item is not None:
                cost.append(item)
        if any(t == "energy" for t, n in cost) and s.kind != "burst":
            span = next((c.span for c in s.cost if c.die == "energy"), s.span)
            self.err(span, "E0225", "only a burst costs energy; this is a %s skill" % s.kind,
                     "drop the `energy` cost, or make the skill a `burst`")
        if s.id is None:
            self.err(s.name_span or s.span, "E0226", "skill `%s` needs an id: `%s 13011 \"%s\" ...`" % (s.name, s.kind, s.name))
        ctx = Ctx(d, "character", "skill", ("skill", "user"), False, counters)
        fn = Fn(self.fn_name("skill"), s.span.line, body=self.block(s.body, ctx))
        el, dmg = base_damage(s.body)
        return SkillIR(s.id, s.name, s.kind, cost, dmg, el, fn, s.span.line)

    # ---- statements ----------------------------------------------------------------------
    def block(self, stmts, ctx):
        out = []
        for s in stmts:
            if isinstance(s, A.Command):
                c = self.effect(s, ctx)
                if c is not None:
                    out.append(c)
            elif isinstance(s, A.If):
                cond = self.cond(s.cond, ctx)
                body = self.block(s.body, ctx)
                orelse = self.block(s.orelse, ctx) if s.orelse else None
                out.append(IfStmt(s.span.line, cond, body, orelse))
            elif isinstance(s, A.Require):
                self.err(s.span, "E0303", "`require` belongs at the top of a card, not inside a block")
            elif isinstance(s, (A.Handler, A.Skill)):
                self.err(head_span(s), "E0304", "handlers and skills cannot be nested")
        return out

    def effect(self, s, ctx):
        eff = R.EFFECTS.get(s.word)
        if eff is None:
            if s.word in R.PROPS:
                self.err(s.word_span, "E0305", "`%s` is a property: put it at the top of the definition" % s.word)
            else:
                self.err(s.word_span, "E0306", "unknown effect `%s`" % s.word, did_you_mean(s.word, R.EFFECTS))
            return None
        if eff.modifier and ctx.event not in eff.modifier:
            self.err(s.word_span, "E0307", "`%s` changes an event in progress; it works only in %s" % (
                s.word, ", ".join({"reaction": "reactions", "skill": "a skill's body"}.get(e, "`on %s`" % e)
                                  for e in eff.modifier)))
            return None
        listed = any(p.type == "summons" for p in eff.params)     # a list may use commas
        if len(s.groups) > 1 and not listed:
            self.err(s.groups[1][0].span, "E0308", "`%s` takes no comma-separated list" % s.word)
            return None
        args = [a for g in s.groups for a in g]
        positional = [p for p in eff.params if p.keyword is None]
        keywords = {p.keyword: p for p in eff.params if p.keyword}
        values = {}
        i = 0
        pi = 0
        while i < len(args):
            a = args[i]
            if isinstance(a, A.Name) and len(a.parts) == 1 and a.parts[0] in keywords:
                p = keywords[a.parts[0]]
                if i + 1 >= len(args):
                    self.err(a.span, "E0309", "`%s` needs a value after it" % a.parts[0])
                    return None
                values[p.name] = (args[i + 1], p)
                i += 2
                continue
            if pi < len(positional) and positional[pi].type == "summons":
                # a list of names: every argument up to the next keyword
                j = i
                while j < len(args) and not (isinstance(args[j], A.Name) and len(args[j].parts) == 1
                                             and args[j].parts[0] in keywords):
                    j += 1
                if j > i:
                    values[positional[pi].name] = (args[i:j], positional[pi])
                pi += 1
                i = j
                continue
            if pi >= len(positional):
                kw = ", ".join("`%s`" % k for k in keywords)
                self.err(a.span, "E0310", "`%s` takes %d value%s here%s" % (
                    s.word, len(positional), "" if len(positional) == 1 else "s",
                    (" (then " + kw + ")") if kw else ""),
                    did_you_mean(a.parts[0], keywords) if isinstance(a, A.Name) and keywords else None)
                return None
            values[positional[pi].name] = (a, positional[pi])
            pi += 1
            i += 1
        out = []
        entity_kind = None
        for p in eff.params:
            if p.name not in values:
                if p.required:
                    self.err(s.span, "E0311", "`%s` is missing its %s: %s" % (s.word, p.name, TYPE_WORDS.get(p.type, p.type)),
                             "it is written `%s`" % signature(eff))
                    return None
                if p.type == "place":
                    continue
                out.append(Lit(p.default))
                continue
            a, _ = values[p.name]
            v = self.arg(a, p, ctx, entity_kind)
            if v is None:
                return None
            if p.type == "entity":
                entity_kind = self._last_kind
            out.append(v)
        return Call(s.span.line, eff.func, out, bool(eff.modifier))

    def arg(self, a, p, ctx, entity_kind):
        t = p.type
        if t == "int":
            code, ty = self.expr(a, ctx)
            if code is None:
                return None
            if ty != "int":
                self.err(a.span, "E0312", "expected a number, found %s" % type_name(ty))
                return None
            return Lit(a.value) if isinstance(a, A.Num) else Code(code)
        if t == "string":
            if isinstance(a, A.Str):
                return Lit(a.value)
            self.err(a.span, "E0312", "expected a quoted string")
            return None
        if t in ("entity", "card"):
            return self.ref(a, t)
        if t == "summons":
            keys = []
            for x in a:
                v = self.ref(x, "entity")
                if v is None:
                    return None
                if self._last_kind != "summon":
                    self.err(x.span, "E0503", "`%s` is a %s, not a summon" % (v.value, self._last_kind))
                    return None
                keys.append(v.value)
            return Lit(tuple(keys))
        word = a.dotted if isinstance(a, A.Name) else None
        if t == "ident":
            if word is None or "." in word:
                self.err(a.span, "E0313", "`%s` is not a word" % (word if word else _text(a)))
                return None
            return Lit(word)
        if t == "place":
            t = "target" if entity_kind in ("character_status", "equipment", "weapon", "artifact", "talent", "technique") else "side"
        domains = {
            "dmg": R.DMG_TYPES + ((ctx.alias,) if ctx.alias else ()) + (("self.element",) if ctx.entity else ()),
            "elemvar": R.ELEMENTS + (("swirled",) if "reaction" in ctx.fields else ()),
            "element": R.ELEMENTS, "die": R.DICE + R.DIE_WORDS, "cardkind": R.CARD_KINDS,
            "costdie": R.COST_DICE + ("any",), "target": tuple(R.TARGETS), "side": R.SIDES,
            "dir": ("next", "prev"), "var": ctx.counters,
        }
        dom = domains[t]
        if word is None or word not in dom:
            what = {"var": "counter of this definition", "costdie": "cost die", "dmg": "damage type",
                    "target": "target word", "dir": "direction (next or prev)", "elemvar": "element",
                    "side": "side (own, opp, target.side or target.opponent)", "cardkind": "card kind"}.get(t, t)
            self.err(a.span, "E0313", "`%s` is not a %s" % (word if word else _text(a), what),
                     did_you_mean(word, dom) if word else None)
            return None
        if t == "dmg" and word == ctx.alias:
            return Lit("swirled")
        return Lit(word)

    def ref(self, a, t):
        self._last_kind = None
        if isinstance(a, A.Num):
            key = a.value
        elif isinstance(a, A.Str):
            key = a.value
        elif isinstance(a, A.Name) and len(a.parts) == 1:
            key = a.parts[0]
        else:
            self.err(a.span, "E0501", "expected the name or id of a %s" % ("card" if t == "card" else "status or summon"))
            return None
        found = self.sym.lookup(key)
        if found is None:
            want = R.CARD_KINDS if t == "card" else R.ENTITY_KINDS
            pool = [d.name for k, d in self.sym.by_name.values() if k in want]
            self.err(a.span, "E0502", "no %s is named `%s`" % ("card" if t == "card" else "status, summon or support", key),
                     did_you_mean(key, pool))
            return None
        kind, d = found
        if t == "card" and kind not in R.CARD_KINDS:
            self.err(a.span, "E0503", "`%s` is a %s, not a card" % (key, kind))
            return None
        if t == "entity" and kind not in R.ENTITY_KINDS:
            self.err(a.span, "E0503", "`%s` is a %s; only statuses, summons, supports and equipment can be added" % (key, kind))
            return None
        self._last_kind = kind
        return Lit(key)

    # ---- expressions ---------------------------------------------------------------------
    def cond(self, node, ctx):
        code, ty = self.expr(node, ctx)
        if code is None:
            return Code("False")
        if ty != "bool":
            self.err(node.span, "E0401", "a condition must be true or false, this is %s" % type_name(ty),
                     "compare it: `%s > 0`" % _source(node) if ty == "int" else None)
        return Code(code)

    def expr(self, n, ctx):
        if isinstance(n, A.Num):
            return quote(n.value), "int"
        if isinstance(n, A.Str):
            return quote(n.value), "string"
        if isinstance(n, A.Name):
            return self.name(n, ctx)
        if isinstance(n, A.Call):
            return self.call(n, ctx)
        if isinstance(n, A.BoolOp):
            parts = []
            for it in n.items:
                c, t = self.expr(it, ctx)
                if c is None:
                    return None, None
                if t != "bool":
                    self.err(it.span, "E0402", "`%s` needs true/false on both sides" % n.op)
                    return None, None
                parts.append(c)
            return "(" + (" %s " % n.op).join(parts) + ")", "bool"
        if isinstance(n, A.Not):
            c, t = self.expr(n.item, ctx)
            if c is None:
                return None, None
            if t != "bool":
                self.err(n.span, "E0402", "`not` needs true/false")
                return None, None
            return "(not %s)" % c, "bool"
        if isinstance(n, A.Neg):
            c, t = self.expr(n.item, ctx)
            if c is None:
                return None, None
            if t != "int":
                self.err(n.span, "E0403", "only a number can be negated")
                return None, None
            return "(-%s)" % c, "int"
        if isinstance(n, A.BinOp):
            lc, lt = self.expr(n.left, ctx)
            rc, rt = self.expr(n.right, ctx)
            if lc is None or rc is None:
                return None, None
            if lt != "int" or rt != "int":
                self.err(n.span, "E0403", "`%s` works on numbers" % n.op)
                return None, None
            op = "//" if n.op == "/" else n.op
            return "(%s %s %s)" % (lc, op, rc), "int"
        if isinstance(n, A.Compare):
            return self.compare(n, ctx)
        if isinstance(n, A.In):
            c, t = self.expr(n.item, ctx)
            if c is None:
                return None, None
            opts = []
            for o in n.options:
                oc = self.operand(o, t, ctx)
                if oc is None:
                    return None, None
                opts.append(oc)
            self.always_in(n, ctx)
            return "(%s in (%s,))" % (c, ", ".join(opts)), "bool"
        raise AssertionError("not an expression node: %r" % (n,))

    def compare(self, n, ctx):
        # a symbol (pyro, normal, ...) takes its meaning from the other side's type
        if self._is_symbol(n.right, ctx) and not self._is_symbol(n.left, ctx):
            lc, lt = self.expr(n.left, ctx)
            if lc is None:
                return None, None
            rc = self.operand(n.right, lt, ctx)
        elif self._is_symbol(n.left, ctx) and not self._is_symbol(n.right, ctx):
            rc, rt = self.expr(n.right, ctx)
            if rc is None:
                return None, None
            lc = self.operand(n.left, rt, ctx)
            lt = rt
        else:
            lc, lt = self.expr(n.left, ctx)
            if lc is not None and self._is_symbol(n.right, ctx, lt):
                # a word that names a value too (`weapon`) is a symbol of the other side's type
                rc, rt = self.operand(n.right, lt, ctx), lt
            else:
                rc, rt = self.expr(n.right, ctx)
            if lc is not None and rc is not None and lt != rt and not (lt.startswith("sym") and rt.startswith("sym")):
                self.err(n.span, "E0405", "cannot compare %s with %s" % (type_name(lt), type_name(rt)))
                return None, None
        if lc is None or rc is None:
            return None, None
        if n.op in ("<", "<=", ">", ">=") and lt != "int":
            self.err(n.span, "E0405", "`%s` compares numbers, not %s" % (n.op, type_name(lt)))
            return None, None
        self.always(n, ctx)
        return "(%s %s %s)" % (lc, n.op, rc), "bool"

    # ---- conditions that cannot change -------------------------------------------------------
    def always(self, n, ctx):
        """W0401 a comparison of two constants; W0402 a value compared with what it never is."""
        a, b = const_value(n.left), const_value(n.right)
        if a is not NOT_CONST and b is not NOT_CONST:
            result = {"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[n.op]
            self.warn(n.span, "W0401", "`%s` is always %s: both sides are constants" % (_source(n), _tf(result)),
                      "compare a value that changes, e.g. `self.usage`, `damage.amount`, `hp`")
            return
        if n.op not in ("==", "!="):
            return
        for value, other in ((n.left, n.right), (n.right, n.left)):
            rng = self.value_range(value, ctx)
            if rng is None:
                continue
            if self._is_symbol(other, ctx) or (isinstance(other, A.Name) and len(other.parts) == 1
                                               and other.parts[0] in rng):
                sym = other.parts[0]
                if sym not in rng:
                    self.warn(n.span, "W0402", "`%s` is never `%s`, so this is always %s" % (
                        _source(value), sym, _tf(n.op == "!=")), self.range_hint(value, rng))
                return
            orng = self.value_range(other, ctx)
            if orng is not None and not set(rng) & set(orng):
                self.warn(n.span, "W0402", "`%s` and `%s` are never equal, so this is always %s" % (
                    _source(value), _source(other), _tf(n.op == "!=")), self.range_hint(value, rng))
            return

    def always_in(self, n, ctx):
        item = const_value(n.item)
        if item is not NOT_CONST:
            opts = [const_value(o) for o in n.options]
            if all(o is not NOT_CONST for o in opts):
                self.warn(n.span, "W0401", "`%s` is always %s: both sides are constants" % (
                    _source(n), _tf(item in opts)), "compare a value that changes")
            return
        rng = self.value_range(n.item, ctx)
        if rng is None:
            return
        dead = [o for o in n.options if self._is_symbol(o, ctx) and o.parts[0] not in rng]
        if dead:
            whole = len(dead) == len(n.options)
            self.warn(n.span if whole else dead[0].span, "W0402", "`%s` is never %s%s" % (
                _source(n.item), " or ".join("`%s`" % o.parts[0] for o in dead),
                ", so this is always false" if whole else ""), self.range_hint(n.item, rng))

    def value_range(self, n, ctx):
        """The values a symbolic value can really take, or None when it is not one."""
        if not (isinstance(n, A.Name) and not self._is_symbol(n, ctx)):
            return None
        d = n.dotted
        if d in R.VALUE_RANGES:
            return R.VALUE_RANGES[d]
        ty = R.VALUES.get(d, (None,))[0]
        if ty is None and n.parts[-1] in R.CHAR_ATTRS:
            ty = R.CHAR_ATTRS[n.parts[-1]][0]
        if ty and ty.startswith("sym:") and ty != "sym:reaction":
            return R.DOMAINS.get(ty[4:])
        return None

    def range_hint(self, value, rng):
        return "`%s` is one of: %s" % (_source(value), ", ".join(rng))

    def _is_symbol(self, n, ctx, ty=None):
        """A bare word that is no value's name; with `ty` (a symbolic type), also a word of
        that type's domain (`weapon` compared with `card.kind` is the card kind)."""
        if not (isinstance(n, A.Name) and len(n.parts) == 1):
            return False
        w = n.parts[0]
        if ty and ty.startswith("sym:") and w in (R.DOMAINS.get(ty[4:]) or ()):
            return True
        if w in R.VALUES or w in R.CHAR_ATTRS or w == ctx.alias:
            return False
        return True

    def operand(self, n, ty, ctx):
        if ty and ty.startswith("sym:") and isinstance(n, A.Name) and len(n.parts) == 1 and self._is_symbol(n, ctx, ty):
            dom = R.DOMAINS.get(ty[4:])
            if ty == "sym:reaction":
                dom = tuple(d.name for d in self.sym.reactions.values())
                word = n.parts[0]
                match = [x for x in dom if x.lower().replace("-", "_").replace(" ", "_") == word.lower()]
                if not match:
                    self.err(n.span, "E0406", "`%s` is not a reaction" % word, did_you_mean(word, dom))
                    return None
                return quote(match[0])
            if n.parts[0] not in dom:
                self.err(n.span, "E0406", "`%s` is not %s" % (n.parts[0], type_name(ty)), did_you_mean(n.parts[0], dom))
                return None
            return quote(n.parts[0])
        c, t = self.expr(n, ctx)
        if c is None:
            return None
        if ty and t != ty and not (t.startswith("sym") and ty.startswith("sym")):
            self.err(n.span, "E0405", "cannot compare %s with %s" % (type_name(ty), type_name(t)))
            return None
        return c

    def name(self, n, ctx):
        d = n.dotted
        if ctx.alias and d == ctx.alias:
            return "ev.swirled", "sym:element"
        if d in R.VALUES:
            ty, code, need = R.VALUES[d]
            if need == "entity" and not ctx.entity:
                self.err(n.span, "E0407", "`%s` is the state of a status, summon, support or equipment in play; "
                                          "%s has none" % (d, "a character's skill" if ctx.kind == "character" else "this %s here" % ctx.kind))
                return None, None
            if need not in (None, "entity") and need not in ctx.fields:
                self.err(n.span, "E0408", "`%s` is not known in %s" % (
                    d, "`on %s`" % ctx.event if ctx.event not in ("skill", "reaction") else "a " + ctx.event),
                    "it is known in: " + ", ".join(e for e, ev in R.EVENTS.items() if need in ev.fields))
                return None, None
            return code, ty
        parts = n.parts
        if parts[0] == "self" and len(parts) == 2 and parts[1] in ctx.counters:
            if ctx.kind == "character":
                return "me.ch.vars[%d]" % ctx.counters.index(parts[1]), "int"
            if not ctx.entity:
                self.err(n.span, "E0407", "a card's counters live on its entity, which `on %s` does not have" % ctx.event)
                return None, None
            return "me.e.vars[%d]" % ctx.counters.index(parts[1]), "int"
        # characters: ROOT.attr, or a bare attribute of the handler's own character
        if len(parts) == 1 and parts[0] in R.CHAR_ATTRS:
            ty, fmt = R.CHAR_ATTRS[parts[0]]
            return fmt.format(c="me.ch"), ty
        root, attr = ".".join(parts[:-1]), parts[-1]
        if root in R.CHAR_ROOTS and attr in R.CHAR_ATTRS:
            rc, need = R.CHAR_ROOTS[root]
            if need is not None and need not in ctx.fields:
                self.err(n.span, "E0408", "`%s` is not known here" % root)
                return None, None
            ty, fmt = R.CHAR_ATTRS[attr]
            return fmt.format(c=rc), ty
        pool = list(R.VALUES) + list(R.CHAR_ATTRS) + ["%s.%s" % (r, a) for r in R.CHAR_ROOTS for a in ("hp", "max_hp", "energy", "is_active")]
        pool += ["self." + c for c in ctx.counters]
        if root in R.CHAR_ROOTS:
            mine = [v for v in pool if v.startswith(root + ".")] + ["%s.%s" % (root, a) for a in R.CHAR_ATTRS]
            self.err(n.span, "E0409", "unknown name `%s`: characters have no `%s`" % (d, attr) if root != "self"
                     else "unknown name `%s`" % d, did_you_mean(d, mine))
        else:
            self.err(n.span, "E0409", "unknown name `%s`" % d, did_you_mean(d, pool))
        return None, None

    def call(self, n, ctx):
        f = R.FUNCTIONS.get(n.fn)
        if f is None:
            self.err(n.span, "E0410", "unknown function `%s`" % n.fn, did_you_mean(n.fn, R.FUNCTIONS))
            return None, None
        types, result, fmt, _doc = f
        if len(n.args) != len(types):
            self.err(n.span, "E0411", "`%s` takes %d argument%s" % (n.fn, len(types), "" if len(types) == 1 else "s"))
            return None, None
        codes = []
        for a, t in zip(n.args, types):
            v = self.arg(a, R.Param("x", t), ctx, None) if t not in ("entity", "card") else self.ref(a, t)
            if v is None:
                return None, None
            codes.append(quote(v.value))
        return fmt.format(*codes), result


def base_damage(stmts, fallback=True):
    """A skill's base damage: the first `damage` reached when every `if` is false.  When that
    path deals none, the first `damage` of any branch: a skill whose only damage hangs on a
    condition (Guoba Attack with Crossfire) lists that damage, as the game's data does."""
    for st in stmts:
        if isinstance(st, A.Command) and st.word == "damage" and st.groups and len(st.groups[0]) >= 2:
            a0, a1 = st.groups[0][0], st.groups[0][1]
            if isinstance(a0, A.Name) and isinstance(a1, A.Num):
                return a0.dotted, a1.value
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
