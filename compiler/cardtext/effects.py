"""Effects in words, and the blocks they make: a call through its phrase, statements into
clauses and sentences, a handler's line."""
from .. import registry as R
from ..ir import COND_PREFIX, Call, Code, IfStmt, Lit
from .decompiler import decompile

CHARACTER_LIKE = ("character_status", "equipment", "weapon", "artifact", "talent", "technique")

EFFECT_BY_FUNC = {e.func: e for e in R.EFFECTS.values()}


class Effects:
    """The effect and block half of CardText (definitions.py)."""

    def call(self, c, ctx):
        P = self.phrases[ctx.lang]
        eff = EFFECT_BY_FUNC[c.func]
        vals, raw, default = {}, {}, {}
        if eff.name == "damage":
            vals["per"] = ""
        what_kind = None
        for i, p in enumerate(eff.params):
            a = c.args[i] if i < len(c.args) else None
            key = p.name
            if a is None or (p.type == "place" and isinstance(a, Lit) and a.value is None):
                default[key] = True
                raw[key] = None
                if p.type == "place":
                    if what_kind in CHARACTER_LIKE:
                        vals[key] = P.word("targets", "self")
                    else:
                        vals[key] = P.word("sides", "own")
                        vals[key + "_noun"] = P.word("side_nouns", "own")
                else:
                    vals[key] = ""
                continue
            v = a.value if isinstance(a, Lit) else None
            raw[key] = v
            default[key] = isinstance(a, Lit) and (v is None or (p.default is not None and v == p.default))
            t = p.type
            if t == "place":
                t = "target" if what_kind in CHARACTER_LIKE else "side"
            if isinstance(a, Code) and p.type == "cond":
                vals[key] = self.code(Code(a.text[len(COND_PREFIX):]), ctx)
                continue
            if isinstance(a, Code):
                tree = decompile(a.text, ctx.counters)
                per = _per_point(tree) if eff.name == "damage" and key == "amount" else None
                if per is not None:
                    # `damage pyro (3 + X)`: 3 DMG, +1 for each point of X, as the cards say it
                    vals[key], vals["per"] = str(per[0]), self.noun(per[1], ctx)
                    continue
                vals[key] = self.noun(tree, ctx)
            elif t == "int":
                vals[key] = str(v)
            elif t == "dmg":
                vals[key] = P.word("dmg", v)
            elif t in ("element", "elemvar", "applied"):
                vals[key] = P.word("elements", v)
            elif t == "die":
                vals[key] = P.word("dice", v)
            elif t == "cardkind":
                vals[key] = P.word("card_kinds", v)
            elif t == "cardclass":
                vals[key] = P.word("card_classes", v)
            elif t == "cardclasses":
                vals[key] = self.listing([P.word("card_classes", x) for x in v], ctx)
            elif t == "deckpos":
                vals[key] = P.word("deck_positions", v)
            elif t == "costdie":
                vals[key] = P.word("costdie", v)
            elif t in ("entity", "card"):
                d = self.lookup(v)
                vals[key] = self.name(d, ctx.lang) if d is not None else str(v)
                if t == "entity":
                    what_kind = d.kind if d is not None else None
            elif t == "target":
                vals[key] = P.word("targets", v)
            elif t == "side":
                vals[key] = P.word("sides", v)
                vals[key + "_noun"] = P.word("side_nouns", v)
            elif t == "dir":
                vals[key] = P.word("dirs", v)
            elif t == "var":
                vals[key] = P.render(P.entry("shapes", "counter"), name=str(v).replace("_", " "))
            elif t == "skillref":
                vals[key] = P.word("skill_kinds", v[0]) if isinstance(v, tuple) else self.skill_name(v, ctx.lang, ctx.char)
            elif t == "string":
                vals[key] = self.skill_name(v, ctx.lang, ctx.char) if eff.name == "use_skill" else str(v)
            elif t in ("summons", "entities", "statuses", "cards"):
                vals[key] = self.listing([self.ref_name(x, ctx.lang) for x in v], ctx)
            elif t == "ident":
                vals[key] = P.word("tags", v)
            elif t == "cardkind":
                vals[key] = P.word("kinds", v)
            else:
                vals[key] = str(v)
        return P.t("effects", eff.name, raw=raw, default=default, what_kind=what_kind, **vals)

    def clauses(self, stmts, ctx, notes=None):
        """Clauses: ("plain", text) or ("sentence", text) (an `if`, which stands alone)."""
        P = self.phrases[ctx.lang]
        out = []
        replaced = set()
        for i, s in enumerate(stmts):
            if isinstance(s, Call) and s.func == "remove":
                name = self._entity_name(s)
                if any(isinstance(x, Call) and x.func in ("add", "summon") and self._entity_name(x) == name
                       for x in stmts[i + 1:]):
                    replaced.add(name)
                    continue
            if isinstance(s, Call):
                text = self.call(s, ctx)
                if s.func in ("add", "summon") and self._entity_name(s) in replaced:
                    text = P.t("shapes", "replacing", effect=text, name=self.ref_name(s.args[0].value, ctx.lang))
                out.append(("plain", text))
                continue
            if not isinstance(s, IfStmt):
                continue
            talent, rest = self._talent_of(s.cond, ctx.counters)
            if talent:
                if notes is not None:
                    notes.append((talent, rest, s.body, s.orelse))
                out.extend(self.clauses(s.orelse or [], ctx, notes))
                continue
            bonus = _bonus(s)
            if bonus is not None:
                base, n = bonus
                out.append(("plain", self.call(base, ctx)))
                shape = {"damage": "if_bonus", "heal": "if_more_heal"}.get(base.func, "if_more_use")
                out.append(("sentence", P.t("shapes", shape,
                                            cond=self.code(s.cond, ctx), n=n)))
                continue
            text = P.t("shapes", "if", cond=self.code(s.cond, ctx), body=self.inner(s.body, ctx, notes))
            out.append(("sentence", text))
            if s.orelse:
                out.append(("sentence", P.t("shapes", "else", body=self.inner(s.orelse, ctx, notes))))
        return out

    def sentences(self, clauses, ctx):
        st = self.phrases[ctx.lang].style
        out, run = [], []
        for kind, text in clauses:
            if kind == "plain":
                run.append(text)
                continue
            if run:
                out.append(st["join"].join(run))
                run = []
            out.append(text)
        if run:
            out.append(st["join"].join(run))
        return [s for s in out if s]

    def inner(self, stmts, ctx, notes=None):
        st = self.phrases[ctx.lang].style
        ss = self.sentences(self.clauses(stmts, ctx, notes), ctx)
        if st.get("capitalize"):
            ss = ss[:1] + [x[:1].upper() + x[1:] for x in ss[1:]]
        return (st["sentence_end"] + st["sentence_sep"]).join(ss)

    def finish(self, text, ctx, cap=True):
        """A full sentence: capitalised (where the language does that) and ended."""
        st = self.phrases[ctx.lang].style
        text = text.strip()
        if not text:
            return text
        if cap and st.get("capitalize"):
            text = text[0].upper() + text[1:]
        ends = (".", "。", "!", "！", ":", "：")
        return text if text.endswith(ends) else text + st["sentence_end"]

    def paragraph(self, stmts, ctx, notes=None):
        st = self.phrases[ctx.lang].style
        ss = self.sentences(self.clauses(stmts, ctx, notes), ctx)
        return st["sentence_sep"].join(self.finish(s, ctx) for s in ss)

    def handler_line(self, ev, fn, ctx, notes=None):
        """A handler's line; a handler that runs only with a talent equipped is the talent's."""
        P = self.phrases[ctx.lang]
        body = self.inner(fn.body, ctx, notes)
        if ev == "played" and fn.cond is None:
            return self.finish(P.t("shapes", "played", body=body), ctx)
        event = P.t("events", ev)
        if fn.cond is not None:
            return self.finish(P.t("shapes", "handler_when", event=event, cond=self.code(fn.cond, ctx), body=body), ctx)
        return self.finish(P.t("shapes", "handler", event=event, body=body), ctx)


def _per_point(t):
    """(N, X) of an amount `N + X` or `X + N` (X not a number), else None."""
    if t[0] != "arith" or t[1] != "+":
        return None
    a, b = t[2], t[3]
    if a[0] == "num" and b[0] != "num":
        return a[1], b
    if b[0] == "num" and a[0] != "num":
        return b[1], a
    return None


_AMOUNT = {"damage": 1, "use": 0, "heal": 0}      # the effects whose amount a branch may raise, and where


def _bonus(s):
    """`if C { damage E a to T } else { damage E b to T }` with a > b: (the base call, a - b).
    Likewise `use`."""
    if not (len(s.body) == 1 and s.orelse and len(s.orelse) == 1):
        return None
    a, b = s.body[0], s.orelse[0]
    if not (isinstance(a, Call) and isinstance(b, Call) and a.func == b.func and a.func in _AMOUNT):
        return None
    i = _AMOUNT[a.func]
    if len(a.args) <= i or len(b.args) <= i or a.args[:i] != b.args[:i] or a.args[i + 1:] != b.args[i + 1:]:
        return None
    x, y = a.args[i], b.args[i]
    if not (isinstance(x, Lit) and isinstance(y, Lit) and isinstance(x.value, int) and isinstance(y.value, int)):
        return None
    if x.value <= y.value:
        return None
    return b, x.value - y.value
