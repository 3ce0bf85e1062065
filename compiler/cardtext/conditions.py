"""Values and conditions in words: a decompiled tree (decompiler.py) as a noun ("the active
character's Energy") or a condition ("your active character has no Energy")."""
from .. import registry as R
from .decompiler import decompile, value_type

SYM_SECTIONS = {"element": "elements", "dmg": "dmg", "weapon": "weapons", "skill": "skill_kinds",
                "card": "card_kinds", "action": "actions", "reaction": "reactions", "subtype": "subtypes",
                "heal": "heal_kinds",
                "kind": "kinds"}


class Conditions:
    """The condition and value half of CardText (definitions.py)."""

    def _forms(self, t, ctx):
        """The phrase forms (noun, yes, no, some, none, eq) of a value-like tree, or None."""
        P = self.phrases[ctx.lang]
        if t[0] == "value":
            e = P.entry("values", t[1])
            return e if isinstance(e, dict) else {"noun": e, "yes": e}, {}
        if t[0] == "char":
            e = P.entry("char_attrs", t[2])
            c = P.entry("char_roots", t[1])
            e = e if isinstance(e, dict) else {"noun": e, "yes": e}
            return e, {"c": c}
        if t[0] == "fn":
            e = P.entry("functions", t[1])
            e = e if isinstance(e, dict) else {"noun": e, "yes": e}
            types = R.FUNCTIONS[t[1]][0]
            args = {"a%d" % i: self._fn_arg(a, ty, ctx) for i, (a, ty) in enumerate(zip(t[2], types))}
            return e, args
        return None, None

    def _fn_arg(self, a, ty, ctx):
        P = self.phrases[ctx.lang]
        if a[0] != "str":
            return self.noun(a, ctx)
        v = a[1]
        if ty in ("entity", "card"):
            return self.ref_name(v, ctx.lang)
        if ty in ("target", "group"):
            return P.word("targets", v)
        if ty == "holder":              # a target word or a side (issue 10: `has(PLACE, NAME)`)
            return P.word("side_nouns", v) if v in R.SIDES else P.word("targets", v)
        if ty == "element":
            return P.word("elements", v)
        if ty == "cardkind":
            return P.word("card_kinds", v)
        if ty == "ident":
            return P.word("tags", v)
        if ty == "cardkind":
            return P.word("kinds", v)
        return str(v)

    def _form(self, t, ctx, which, **extra):
        forms, args = self._forms(t, ctx)
        if forms is None or which not in forms:
            return None
        return self.phrases[ctx.lang].render(forms[which], **args, **extra)

    def sym(self, domain, value, ctx):
        P = self.phrases[ctx.lang]
        if domain == "reaction":
            return P.word("reactions", value)
        if domain == "string":
            d = self.lookup(value)
            if d is not None:
                return self.name(d, ctx.lang)
            return self.skill_name(value, ctx.lang, ctx.char)
        sec = SYM_SECTIONS.get(domain)
        return P.word(sec, value) if sec else str(value)

    def noun(self, t, ctx, domain=None):
        P = self.phrases[ctx.lang]
        k = t[0]
        if k in ("value", "char", "fn"):
            forms, args = self._forms(t, ctx)
            key = "noun" if "noun" in forms else "yes"
            return P.render(forms[key], **args)
        if k == "counter":
            return P.render(P.entry("shapes", "counter"), name=t[1].replace("_", " "))
        if k == "num":
            return str(t[1])
        if k == "str":
            if domain:
                return self.sym(domain, t[1], ctx)
            return P.render(P.entry("shapes", "string"), s=t[1])
        if k == "arith" and t[1] == "/" and t[3] == ("num", 2):
            return P.render(P.entry("shapes", "half"), x=self.noun(t[2], ctx))     # rounded down
        if k == "arith":
            return P.render(P.entry("shapes", "arith"), left=self.noun(t[2], ctx), op=t[1], right=self.noun(t[3], ctx))
        if k == "neg":
            return P.render(P.entry("shapes", "neg"), x=self.noun(t[1], ctx))
        if k in ("and", "or", "not", "cmp", "in"):
            return self.cond(t, ctx)
        return P.render(P.entry("shapes", "raw"), code=t[1] if len(t) > 1 else "?")

    def cond(self, t, ctx):
        P = self.phrases[ctx.lang]
        k = t[0]
        if k in ("and", "or"):
            items = [self.cond(i, ctx) for i in t[1]]
            if k == "and":      # an `or` inside an `and` is grouped, so the text keeps the precedence
                items = [P.render(P.entry("shapes", "group"), x=x) if i[0] == "or" else x for i, x in zip(t[1], items)]
            return P.render(P.entry("shapes", k), items=items)
        if k == "not":
            inner = t[1]
            if inner[0] in ("value", "char", "fn"):
                no = self._form(inner, ctx, "no")
                if no is not None:
                    return no
            return P.render(P.entry("shapes", "not"), x=self.cond(inner, ctx))
        if k == "cmp":
            op, left, right = t[1], t[2], t[3]
            if left[0] in ("num", "str") and right[0] not in ("num", "str"):
                left, right = right, left
                op = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}.get(op, op)
            if left[0] in ("value", "char", "fn") and right[0] == "num":
                n = right[1]
                which = None
                forms, _ = self._forms(left, ctx)
                if op == ">=" and n >= 1 and forms is not None and "from" in forms:
                    which = "from"          # a count of earlier uses: "use no. n + 1 or later"
                elif (op in (">", "!=") and n == 0) or (op == ">=" and n == 1):
                    which = "some"
                elif (op == "==" and n == 0) or (op == "<" and n == 1) or (op == "<=" and n == 0):
                    which = "none"
                elif op == "==":
                    which = "eq"
                if which:
                    s = self._form(left, ctx, which, n=n, nth=n + 1)
                    if s is not None:
                        return s
            if left[0] == "counter" and right == ("num", 0) and op == "==":
                return P.render(P.entry("shapes", "counter_none"), name=left[1].replace("_", " "))
            if left[0] == "counter" and (right == ("num", 0) and op in (">", "!=") or right == ("num", 1) and op == ">="):
                return P.render(P.entry("shapes", "counter_some"), name=left[1].replace("_", " "))
            lt = value_type(left)
            if lt and lt.startswith("sym:") or lt == "string":
                domain = lt[4:] if lt.startswith("sym:") else "string"
                if op in ("==", "!="):
                    return P.render(P.entry("shapes", "is" if op == "==" else "is_not"),
                                    left=self.noun(left, ctx), right=self.noun(right, ctx, domain))
            if lt == "bool" and right[0] == "value" and right[1] in ("true", "false"):
                positive = (right[1] == "true") == (op == "==")
                return self.cond(left if positive else ("not", left), ctx)
            return P.render(P.entry("shapes", "cmp")[op], left=self.noun(left, ctx), right=self.noun(right, ctx))
        if k == "in":
            if t[1][0] in ("value", "char", "fn") and all(o[0] == "num" for o in t[2]):
                s = self._form(t[1], ctx, "in", ns=self.listing([str(o[1]) for o in t[2]], ctx),
                               nths=self.listing([str(o[1] + 1) for o in t[2]], ctx))
                if s is not None:
                    return s
            lt = value_type(t[1]) or ""
            domain = lt[4:] if lt.startswith("sym:") else ("string" if lt == "string" else None)
            opts = [self.noun(o, ctx, domain) for o in t[2]]
            return P.render(P.entry("shapes", "in"), item=self.noun(t[1], ctx), options=self.listing(opts, ctx))
        if k in ("value", "char", "fn"):
            s = self._form(t, ctx, "yes")
            if s is not None:
                return s
            return self.noun(t, ctx)
        return self.noun(t, ctx)

    def listing(self, items, ctx, last="list_last"):
        st = self.phrases[ctx.lang].style
        if len(items) <= 1:
            return "".join(items)
        return st["list_sep"].join(items[:-1]) + st[last] + items[-1]

    def code(self, c, ctx):
        return self.cond(decompile(c.text, ctx.counters), ctx)
