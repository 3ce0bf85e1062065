"""The checker: resolves every name against the registry and the library's symbols, checks
types and placement, collects every problem, and lowers definitions to IR.

Error codes: E02xx definitions and properties, E03xx statements and effects, E04xx expressions,
E05xx names of other definitions.  docs/errors.md explains each."""
from . import ast as A
from . import registry as R
from .diagnostics import Diagnostics, did_you_mean
from .ir import Call, Code, DefIR, Fn, IfStmt, Lit, SkillIR
from .quoting import quote

KEYWORDS = ("to", "of", "from", "into", "by")


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
                    self.err(s.span, "E0205", "only a character has skills")
                    continue
                ir.skills.append(self.skill(d, s, counters))
            elif isinstance(s, A.Handler):
                if kind == "reaction":
                    self.err(s.span, "E0206", "a reaction's body is its effect; it takes no `on` handlers")
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
        return ir

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
        if kind == "food" and "target" not in props:
            props["target"] = "own_character"
        if kind in ("weapon", "artifact") and "target" not in props:
            props["target"] = "own_character"
        if kind == "talent" and "target" not in props and "no_equip" not in props["flags"]:
            props["target"] = "own_character"
        if kind in R.CARD_KINDS and "cost" not in props:
            props["cost"] = []

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
            self.err(s.word_span, "E0215", "a %s has no `%s`" % (kind, s.word))
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
                  "cardtarget": R.CARD_TARGETS, "ident": None}[t]
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
            out.append(self.cost_item(g[0].dotted, g[1].value, g[0].span, out))
        return [c for c in out if c is not None]

    def cost_item(self, die, count, span, so_far):
        if die not in R.COST_DICE:
            self.err(span, "E0222", "unknown cost die `%s`" % die, did_you_mean(die, R.COST_DICE))
            return None
        if count <= 0:
            self.err(span, "E0223", "a cost count must be positive")
            return None
        if any(t == die for t, n in so_far if t is not None):
            self.err(span, "E0224", "`%s` appears twice in one cost" % die)
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
            self.err(s.span, "E0225", "only a burst costs energy")
        if s.id is None:
            self.err(s.span, "E0226", "skill `%s` needs an id: `%s 13011 \"%s\" ...`" % (s.name, s.kind, s.name))
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
                self.err(s.span, "E0304", "handlers and skills cannot be nested")
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
                    self.err(s.span, "E0311", "`%s` needs %s (%s)" % (s.word, p.name, p.type))
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
                self.err(a.span, "E0312", "expected a number, found %s" % ty)
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
            "element": R.ELEMENTS, "die": R.DICE + ("active",),
            "costdie": R.COST_DICE + ("any",), "target": tuple(R.TARGETS), "side": R.SIDES,
            "dir": ("next", "prev"), "var": tuple(ctx.counters),
        }
        dom = domains[t]
        if word is None or word not in dom:
            what = {"var": "counter of this definition", "costdie": "cost die", "dmg": "damage type"}.get(t, t)
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
            pool = [d.name for k, d in self.sym.by_name.values()]
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
            self.err(node.span, "E0401", "a condition must be true or false, this is %s" % ty)
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
            return "(%s in (%s,))" % (c, ", ".join(opts)), "bool"
        self.err(n.span, "E0404", "not an expression")
        return None, None

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
            rc, rt = self.expr(n.right, ctx)
            if lc is not None and rc is not None and lt != rt and not (lt.startswith("sym") and rt.startswith("sym")):
                self.err(n.span, "E0405", "cannot compare %s with %s" % (lt, rt))
                return None, None
        if lc is None or rc is None:
            return None, None
        if n.op in ("<", "<=", ">", ">=") and lt != "int":
            self.err(n.span, "E0405", "`%s` compares numbers" % n.op)
            return None, None
        return "(%s %s %s)" % (lc, n.op, rc), "bool"

    def _is_symbol(self, n, ctx):
        if not (isinstance(n, A.Name) and len(n.parts) == 1):
            return False
        w = n.parts[0]
        if w in R.VALUES or w in R.CHAR_ATTRS or w == ctx.alias:
            return False
        return True

    def operand(self, n, ty, ctx):
        if ty and ty.startswith("sym:") and isinstance(n, A.Name) and len(n.parts) == 1 and self._is_symbol(n, ctx):
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
                self.err(n.span, "E0406", "`%s` is not a %s" % (n.parts[0], ty[4:]), did_you_mean(n.parts[0], dom))
                return None
            return quote(n.parts[0])
        c, t = self.expr(n, ctx)
        if c is None:
            return None
        if ty and t != ty and not (t.startswith("sym") and ty.startswith("sym")):
            self.err(n.span, "E0405", "cannot compare %s with %s" % (ty, t))
            return None
        return c

    def name(self, n, ctx):
        d = n.dotted
        if ctx.alias and d == ctx.alias:
            return "ev.swirled", "sym:element"
        if d in R.VALUES:
            ty, code, need = R.VALUES[d]
            if need == "entity" and not ctx.entity:
                self.err(n.span, "E0407", "`%s` is about an entity; a %s has none here" % (d, ctx.kind))
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
            self.err(n.span, "E0409", "characters have no `%s`" % attr, did_you_mean(attr, R.CHAR_ATTRS))
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


def _text(a):
    if isinstance(a, A.Num):
        return str(a.value)
    if isinstance(a, A.Str):
        return '"%s"' % a.value
    return "this"
