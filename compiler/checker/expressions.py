"""Checking expressions: conditions, values, comparisons, names and calls (E04xx)."""
from .common import (
    A, Call, Code, NOT_CONST, R, _source, _tf, const_value, did_you_mean, quote, type_name)


class ExpressionChecks:
    """Conditions and values: types, constant and impossible conditions (E04xx)."""

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
        if (ctx.event, d) in R.EVENT_VALUE_RANGES:
            return R.EVENT_VALUE_RANGES[ctx.event, d]
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
                dom = tuple(self.sym.reaction_names())
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
        if d == "self.round_left" and ctx.kind == "character":
            # issue 13: a character's own allowance per round (`per_round`: Lingering Fragrance)
            if not any(isinstance(s, A.Command) and s.word == "per_round" for s in ctx.d.body):
                self.err(n.span, "E0711", "`self.round_left` of a character is its allowance per round, and %s "
                         "declares none" % ctx.d.name, "add `per_round N` to the character")
                return None, None
            return R.VALUES["self.round_left"][1], "int"
        if d in R.VALUES:
            ty, code, need = R.VALUES[d]
            # a character's own allowance a round (`per_round` on a character: its passive)
            if need == "entity" and not ctx.entity and not (d == "self.round_left" and ctx.kind == "character"):
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
            if need == "entity" and not ctx.entity:
                self.err(n.span, "E0407", "`%s` is the character that created a status, summon or support in play; "
                         "%s has none" % (root, "a character's skill" if ctx.kind == "character" else "this %s here" % ctx.kind))
                return None, None
            if need not in (None, "entity") and need not in ctx.fields:
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
        forms = self.function_forms(n.fn)
        if f is None and not forms:
            self.err(n.span, "E0410", "unknown function `%s`" % n.fn,
                     did_you_mean(n.fn, [k for k in R.FUNCTIONS if "/" not in k]))
            return None, None
        # a function may have forms of several lengths (`has(NAME)`, `has(PLACE, NAME)`)
        if f is None or len(n.args) != len(f[0]):
            f = R.FUNCTIONS.get("%s/%d" % (n.fn, len(n.args)), f)
        types, result, fmt, _doc = f
        if len(n.args) != len(types):
            counts = sorted(len(ff[0]) for ff in forms)
            self.err(n.span, "E0411", "`%s` takes %s argument%s" % (
                n.fn, " or ".join(str(c) for c in counts), "" if counts == [1] else "s"))
            return None, None
        if n.fn == "chance" and (ctx.event in ("cost", "opp_cost") or getattr(ctx, "previewed", False)):
            self.err(n.span, "E0413", "`chance` draws from the match's generator; %s also runs when actions are "
                     "only previewed" % ("`on %s`" % ctx.event if ctx.event in ("cost", "opp_cost") else "`require`"),
                     "decide by chance in the effect: `on played { if chance(50) { ... } }`")
            return None, None
        need = R.FUNCTION_NEEDS.get(n.fn)
        if need is not None and need not in ctx.fields:
            self.err(n.span, "E0408", "`%s` is not known in %s" % (
                n.fn, "`on %s`" % ctx.event if ctx.event not in ("skill", "reaction") else "a " + ctx.event),
                "it is known in: " + ", ".join(e for e, ev in R.EVENTS.items() if need in ev.fields))
            return None, None
        codes = []
        kinds = []
        for a, t in zip(n.args, types):
            v = self.arg(a, R.Param("x", t), ctx, None) if t not in ("entity", "card") else self.ref(a, t)
            if v is None:
                return None, None
            kinds.append(self._last_kind if t == "entity" else None)
            # a number may be an expression (`chance(10 * self.usage)`): its code as it is
            codes.append(v.text if isinstance(v, Code) else quote(v.value))
        if "holder" in types and not self.holder_fits(n, types, kinds):
            return None, None
        if n.fn == "counter_of" and not self.counter_declared(n):
            return None, None
        if n.fn == "char_counter" and not self.char_counter_declared(n.args[1]):
            return None, None
        return fmt.format(*codes), result

    def char_counter_declared(self, a):
        """E0740: `char_counter(T, COUNTER)` / `set_char_counter COUNTER` names a counter some
        character of the library declares (Furina's `pneuma`)."""
        var = a.dotted if isinstance(a, A.Name) else None
        if var is None:
            return True
        def counters_of(d):
            names = getattr(d, "counters", None)
            if names is None and hasattr(d, "body"):
                names = [x.dotted for s in d.body if isinstance(s, A.Command) and s.word in ("counter", "round_counter")
                         for g in s.groups for x in g if isinstance(x, A.Name)]
            return names or ()
        declared = set(self.sym.character_counters(counters_of))
        if var in declared:
            return True
        self.err(a.span, "E0740", "no character declares a counter `%s`" % var,
                 did_you_mean(var, sorted(declared)) if declared else "a character declares one with `counter NAME`")
        return False

    def counter_declared(self, n):
        """E0381: `counter_of(PLACE, NAME, COUNTER)` names a counter that entity declares."""
        found = self.sym.lookup(self.ref_key(n.args[1]))
        var = n.args[2].dotted if isinstance(n.args[2], A.Name) else None
        if found is None or var is None:
            return True
        d = found[1]
        declared = getattr(d, "counters", None)
        if declared is None and hasattr(d, "body"):
            declared = [a.dotted for s in d.body if isinstance(s, A.Command) and s.word in ("counter", "round_counter")
                        for g in s.groups for a in g if isinstance(a, A.Name)]
        if declared is None or var in declared:     # None: a summary that does not know them
            return True
        self.err(n.args[2].span, "E0381", "`%s` declares no counter `%s`" % (d.name, var),
                 did_you_mean(var, declared) if declared else "it declares no counter at all")
        return False

    @staticmethod
    def ref_key(a):
        if isinstance(a, A.Num):
            return a.value
        if isinstance(a, A.Str):
            return a.value
        return a.parts[0] if isinstance(a, A.Name) and len(a.parts) == 1 else None

    # ---- places and forms (issue 10: `has(PLACE, NAME)`) --------------------------------------
    def function_forms(self, name):
        """Every form of a function: FUNCTIONS[name] and FUNCTIONS[name/N]."""
        return [f for k, f in R.FUNCTIONS.items() if k == name or k.split("/")[0] == name]

    def holder_fits(self, n, types, kinds):
        """E0412: a combat status, summon or support is held by a side, never by characters."""
        i = types.index("holder")
        place = n.args[i].dotted if isinstance(n.args[i], A.Name) else None
        kind = next((k for k in kinds if k), None)
        if kind is None:                # no entity named (`has_shield(self)`): any place will do
            return True
        if place in R.SIDES or kind in ("character_status", "equipment", "weapon", "artifact", "talent", "technique"):
            return True
        side = "opp" if place and place.startswith("opp.") else "own"
        self.err(n.args[i].span, "E0412", "a %s belongs to a side, not to characters: `%s` names characters" % (
            kind.replace("_", " "), place), "name the side: `%s(%s, ...)`" % (n.fn, side))
        return False
