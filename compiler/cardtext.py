"""Card text generated from the card itself, in English, Simplified Chinese and Japanese.

A definition's IR (compiler/ir.py) is rendered through one Jinja2 phrase per effect, event,
value, function, property and condition shape, kept per language in compiler/text/<lang>.yaml.
Names of cards, statuses, summons, characters and skills come from the translation files
(cards/i18n/<lang>.yaml; English is the definition's own name); numbers come from the
definition.  So the text says what the card does, and cannot disagree with it.

Conditions reach the IR as Python code built from the registry's templates
(compiler/registry.py); `decompile` reads that code back into registry terms (values, character
attributes, functions, counters, comparisons) by matching the same templates.  What it cannot
name is rendered generically (`[code]`), never dropped.

`if has("Talent")` branches (a talent card's effect living in its character's skill or in an
entity's handler) are split off: the skill shows the text without the talent, and the talent
card's text shows the branch ("When Ganyu, with this card equipped, uses Frostflake Arrow: ...").
"""
import ast
from dataclasses import dataclass, field
from pathlib import Path

import jinja2
from ruamel.yaml import YAML

from . import registry as R
from .ir import Call, Code, IfStmt, Lit

TEXT_DIR = Path(__file__).resolve().parent / "text"
LANGS = ("en", "zh_hans", "ja")
CHARACTER_LIKE = ("character_status", "equipment", "weapon", "artifact", "talent", "technique")
# roles of text lines; the ones a card's official description states are `EFFECT_ROLES`
EFFECT_ROLES = ("rule", "require", "shield", "effect", "usage", "nested", "prepare")
# a talent card's text includes the branches of its character's skills that it changes
CARD_ROLES = EFFECT_ROLES + ("talent",)
EFFECT_BY_FUNC = {e.func: e for e in R.EFFECTS.values()}
SYM_SECTIONS = {"element": "elements", "dmg": "dmg", "weapon": "weapons", "skill": "skill_kinds",
                "card": "card_kinds", "action": "actions", "reaction": "reactions", "subtype": "subtypes"}


# ---- reading the IR's code back into registry terms ---------------------------------------

def _dump(node):
    return ast.dump(node, annotate_fields=False)


def _parse(code):
    return ast.parse(code, mode="eval").body


def _tables():
    values = {}
    for name, (ty, code, _need) in R.VALUES.items():
        values.setdefault(_dump(_parse(code)), (name, ty))
    chars = {}
    for root, (rc, _need) in R.CHAR_ROOTS.items():
        for attr, (ty, fmt) in R.CHAR_ATTRS.items():
            chars.setdefault(_dump(_parse(fmt.format(c=rc))), (root, attr, ty))
    funcs = []
    for name, (types, result, fmt, _doc) in R.FUNCTIONS.items():
        pat = _parse(fmt.format(*["__A%d__" % i for i in range(len(types))]))
        funcs.append((name, types, result, pat))
    return values, chars, funcs


_VALUES, _CHARS, _FUNCS = _tables()
_OPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
        ast.Is: "==", ast.IsNot: "!="}
_ARITH = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "/", ast.Div: "/"}


def _unify(pat, node, binds):
    if isinstance(pat, ast.Name) and pat.id.startswith("__A"):
        binds[int(pat.id[3:-2])] = node
        return True
    if type(pat) is not type(node):
        return False
    for f, pv in ast.iter_fields(pat):
        if f == "ctx":
            continue
        nv = getattr(node, f, None)
        if isinstance(pv, list):
            if not isinstance(nv, list) or len(pv) != len(nv):
                return False
            if not all(_unify(a, b, binds) if isinstance(a, ast.AST) else a == b for a, b in zip(pv, nv)):
                return False
        elif isinstance(pv, ast.AST):
            if not isinstance(nv, ast.AST) or not _unify(pv, nv, binds):
                return False
        elif pv != nv:
            return False
    return True


def decompile(code, counters=()):
    """The registry terms of a piece of IR code: a small tree of tuples."""
    try:
        node = _parse(code)
    except SyntaxError:
        return ("raw", code)
    return _tree(node, tuple(counters))


def _tree(n, counters):
    key = _dump(n)
    if key in _VALUES:
        name, ty = _VALUES[key]
        return ("value", name, ty)
    if key in _CHARS:
        root, attr, ty = _CHARS[key]
        return ("char", root, attr, ty)
    for name, types, result, pat in _FUNCS:
        binds = {}
        if _unify(pat, n, binds) and len(binds) == len(types):
            args = []
            for i, t in enumerate(types):
                a = binds[i]
                args.append(("str", a.value) if isinstance(a, ast.Constant) else _tree(a, counters))
            return ("fn", name, args, result)
    if (isinstance(n, ast.Subscript) and isinstance(n.value, ast.Attribute) and n.value.attr == "vars"
            and isinstance(n.slice, ast.Constant) and isinstance(n.slice.value, int)):
        i = n.slice.value
        return ("counter", counters[i] if i < len(counters) else "#%d" % i)
    if isinstance(n, ast.BoolOp):
        return ("and" if isinstance(n.op, ast.And) else "or", [_tree(v, counters) for v in n.values])
    if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Not):
        return ("not", _tree(n.operand, counters))
    if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
        return ("neg", _tree(n.operand, counters))
    if isinstance(n, ast.BinOp) and type(n.op) in _ARITH:
        return ("arith", _ARITH[type(n.op)], _tree(n.left, counters), _tree(n.right, counters))
    if isinstance(n, ast.Compare) and len(n.ops) == 1:
        op, right = n.ops[0], n.comparators[0]
        if isinstance(op, ast.In) and isinstance(right, ast.Tuple):
            return ("in", _tree(n.left, counters), [_tree(e, counters) for e in right.elts])
        if type(op) in _OPS:
            return ("cmp", _OPS[type(op)], _tree(n.left, counters), _tree(right, counters))
    if isinstance(n, ast.Constant):
        if isinstance(n.value, bool):
            return ("value", "true" if n.value else "false", "bool")
        if isinstance(n.value, int):
            return ("num", n.value)
        if isinstance(n.value, str):
            return ("str", n.value)
    return ("raw", ast.unparse(n))


def _type(t):
    if t[0] in ("value",):
        return t[2]
    if t[0] == "char":
        return t[3]
    if t[0] == "fn":
        return t[3]
    if t[0] in ("num", "arith", "neg", "counter"):
        return "int"
    return None


def _subtrees(t):
    yield t
    if t[0] in ("and", "or"):
        for x in t[1]:
            yield from _subtrees(x)
    elif t[0] == "not":
        yield from _subtrees(t[1])


def _walk(stmts):
    for s in stmts:
        yield s
        if isinstance(s, IfStmt):
            yield from _walk(s.body)
            yield from _walk(s.orelse or [])


# ---- phrases ------------------------------------------------------------------------------

class Phrases:
    """One language's phrase file, its templates compiled on first use."""

    def __init__(self, lang, folder=TEXT_DIR):
        self.lang = lang
        self.data = YAML(typ="safe").load((Path(folder) / ("%s.yaml" % lang)).read_text(encoding="utf-8"))
        self.env = jinja2.Environment(undefined=jinja2.StrictUndefined, autoescape=False,
                                      keep_trailing_newline=False)
        self._cache = {}
        self.style = self.data["style"]

    def entry(self, section, key):
        sec = self.data.get(section) or {}
        if key not in sec:
            raise KeyError("%s.yaml has no phrase %s.%s" % (self.lang, section, key))
        return sec[key]

    def has(self, section, key):
        return key in (self.data.get(section) or {})

    def render(self, template, **ctx):
        t = self._cache.get(template)
        if t is None:
            t = self._cache[template] = self.env.from_string(template)
        return t.render(**ctx).strip()

    def t(self, section, key, **ctx):
        return self.render(self.entry(section, key), **ctx)

    def word(self, section, key):
        sec = self.data.get(section) or {}
        return sec.get(key, key)


# ---- the text of a definition --------------------------------------------------------------

@dataclass
class Line:
    role: str          # rule, require, shield, effect, usage, nested, prepare, talent, deck, cost
    text: str


@dataclass
class SkillText:
    id: int
    name: str
    kind: str
    lines: list = field(default_factory=list)

    def effect(self):
        return "\n".join(l.text for l in self.lines if l.role in EFFECT_ROLES)

    @property
    def text(self):
        return "\n".join(l.text for l in self.lines)


@dataclass
class DefText:
    lines: list = field(default_factory=list)
    skills: list = field(default_factory=list)
    kind: str = None

    def effect(self):
        """The text a card's official description states (no cost or deck rules; a talent
        card's text includes the branches it changes, an entity's leaves its talent's out)."""
        roles = CARD_ROLES if self.kind == "talent" else EFFECT_ROLES
        return "\n".join(l.text for l in self.lines if l.role in roles)

    @property
    def text(self):
        return "\n".join(l.text for l in self.lines)


@dataclass
class _Note:
    talent: str        # the talent's name (lower case)
    owner: object      # DefIR holding the branch
    skill: object      # SkillIR or None (an entity's handler)
    event: str
    cond: object       # the rest of the condition (tree) or None
    body: list
    orelse: list = None


class _Ctx:
    def __init__(self, d, lang, char=None):
        self.d, self.lang, self.char = d, lang, char
        self.counters = tuple(d.props.get("counters") or ())


class CardText:
    """Card text for every definition of a library: `CardText(irs, translations).render(d, lang)`.

    `irs` maps unit names to their DefIR lists (compiler.build.Build.check()); `translations`
    is runtime.i18n.load(cards/i18n)."""

    def __init__(self, irs, translations=None, folder=TEXT_DIR):
        self.units = dict(irs)
        self.tr = translations or {}
        self.phrases = {lang: Phrases(lang, folder) for lang in LANGS}
        self.defs = [d for u in self.units.values() for d in u]
        self.unit_of = {id(d): u for u, ds in self.units.items() for d in ds}
        self.by_id = {d.id: d for d in self.defs if d.id is not None}
        self.by_name = {}
        for d in self.defs:
            if d.kind == "reaction":
                continue
            cur = self.by_name.get(d.name.lower())
            if cur is None or (d.id or 0) < (cur.id or 0):
                self.by_name[d.name.lower()] = d
        self.skills = {}
        self.skill_owner = {}
        for d in sorted((d for d in self.defs if d.kind == "character"), key=lambda d: d.id or 0):
            for s in d.skills:
                self.skills.setdefault(s.name.lower(), s)
                self.skill_owner.setdefault(id(s), d)
        self.notes = self._talent_notes()

    # ---- names ---------------------------------------------------------------------------
    def lookup(self, ref):
        if isinstance(ref, int):
            return self.by_id.get(ref)
        return self.by_name.get(str(ref).lower())

    def name(self, d, lang):
        """A definition's (or skill's) name in a language: the translation file's, else English."""
        if lang != "en" and d.id is not None:
            n = self.tr.get(lang, {}).get(d.id)
            if n:
                return n
        if d.kind == "reaction" if hasattr(d, "props") else False:
            return self.phrases[lang].word("reactions", d.name)
        return d.name

    def ref_name(self, ref, lang):
        d = self.lookup(ref)
        return self.name(d, lang) if d is not None else str(ref)

    def skill_name(self, name, lang, char=None):
        s = None
        if char is not None:
            s = next((x for x in char.skills if x.name.lower() == str(name).lower()), None)
        s = s or self.skills.get(str(name).lower())
        if s is None:
            return str(name)
        return self.name(s, lang)

    # ---- talents -------------------------------------------------------------------------
    def _talent_of(self, cond, counters=()):
        """(talent name, rest of the condition) when `cond` is `has(Talent)` or `has(Talent) and ...`."""
        tree = decompile(cond.text, counters) if isinstance(cond, Code) else None
        if tree is None:
            return None, None
        items = tree[1] if tree[0] == "and" else [tree]
        for i, it in enumerate(items):
            if it[0] == "fn" and it[1] == "has" and it[2] and it[2][0][0] == "str":
                d = self.lookup(it[2][0][1])
                if d is not None and d.kind == "talent":
                    rest = items[:i] + items[i + 1:]
                    if not rest:
                        return d.name.lower(), None
                    return d.name.lower(), rest[0] if len(rest) == 1 else ("and", rest)
        return None, None

    def _talent_notes(self):
        notes = {}
        for d in self.defs:
            fns = [(s, "skill", s.fn) for s in d.skills]
            fns += [(None, ev, fn) for ev, lst in d.handlers.items() for fn in lst]
            for skill, ev, fn in fns:
                counters = tuple(d.props.get("counters") or ())
                if fn.cond is not None:
                    talent, rest = self._talent_of(fn.cond, counters)
                    if talent:
                        notes.setdefault(talent, []).append(_Note(talent, d, skill, ev, rest, fn.body, "handler"))
                        continue
                for st in _walk(fn.body):
                    if isinstance(st, IfStmt):
                        talent, rest = self._talent_of(st.cond, counters)
                        if talent:
                            notes.setdefault(talent, []).append(_Note(talent, d, skill, ev, rest, st.body, st.orelse))
        return notes

    # ---- values and conditions -----------------------------------------------------------
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
        if ty == "target":
            return P.word("targets", v)
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
                if (op in (">", "!=") and n == 0) or (op == ">=" and n == 1):
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
            lt = _type(left)
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
            lt = _type(t[1]) or ""
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

    # ---- effects -------------------------------------------------------------------------
    def call(self, c, ctx):
        P = self.phrases[ctx.lang]
        eff = EFFECT_BY_FUNC[c.func]
        vals, raw, default = {}, {}, {}
        what_kind = None
        for i, p in enumerate(eff.params):
            a = c.args[i] if i < len(c.args) else None
            key = p.name
            if a is None:
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
            if isinstance(a, Code):
                vals[key] = self.noun(decompile(a.text, ctx.counters), ctx)
            elif t == "int":
                vals[key] = str(v)
            elif t == "dmg":
                vals[key] = P.word("dmg", v)
            elif t in ("element", "elemvar"):
                vals[key] = P.word("elements", v)
            elif t == "die":
                vals[key] = P.word("dice", v)
            elif t == "cardkind":
                vals[key] = P.word("card_kinds", v)
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
            elif t == "string":
                vals[key] = self.skill_name(v, ctx.lang, ctx.char) if eff.name == "use_skill" else str(v)
            elif t == "summons":
                vals[key] = self.listing([self.ref_name(x, ctx.lang) for x in v], ctx)
            elif t == "ident":
                vals[key] = P.word("tags", v)
            elif t == "cardkind":
                vals[key] = P.word("kinds", v)
            else:
                vals[key] = str(v)
        return P.t("effects", eff.name, raw=raw, default=default, what_kind=what_kind, **vals)

    # ---- blocks --------------------------------------------------------------------------
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
                out.append(("sentence", P.t("shapes", "if_bonus" if base.func == "damage" else "if_more_use",
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

    # ---- definitions ---------------------------------------------------------------------
    def render(self, d, lang):
        ctx = _Ctx(d, lang, d if d.kind == "character" else self._character_of(d))
        if d.kind == "character":
            return self._character(d, ctx)
        return DefText(self._lines(d, ctx), kind=d.kind)

    def _character_of(self, d):
        if d.kind == "talent" and d.props.get("character"):
            c = self.lookup(d.props["character"])
            if c is not None and c.kind == "character":
                return c
        return None

    def _handlers(self, d):
        fns = [(ev, fn) for ev, lst in d.handlers.items() for fn in lst]
        return sorted(fns, key=lambda x: x[1].line)

    def _character(self, d, ctx):
        P = self.phrases[ctx.lang]
        out = DefText(kind=d.kind)
        passives = [s for s in d.skills if s.kind == "passive" and not s.fn.body]
        handler_lines = [Line("talent" if fn.cond is not None and self._talent_of(fn.cond)[0] else "effect",
                              self.handler_line(ev, fn, ctx)) for ev, fn in self._handlers(d)]
        for s in d.skills:
            st = SkillText(s.id, self.name(s, lang=ctx.lang), s.kind)
            if s.kind == "prepared" and self._prepared_by(s):
                st.lines.append(Line("prepare", P.t("shapes", "prepare_turns", n=1)))
            notes = []
            text = self.paragraph(s.fn.body, ctx, notes)
            if text:
                st.lines.append(Line("effect", text))
            for e, ev, fn in self._skill_related(d, s):
                line = self.handler_line(ev, fn, _Ctx(e, ctx.lang, d))
                st.lines.append(Line("effect", P.t("shapes", "nested", name=self.name(e, ctx.lang), body=line)))
            if len(passives) == 1 and s is passives[0]:
                st.lines.extend(handler_lines)
                handler_lines = []
            seen = set()
            for talent, rest, body, orelse in notes:
                t = self.lookup(talent)
                tb = self._instead(rest, body, orelse, ctx)
                line = self.finish(P.t("shapes", "talent_in_skill", talent=self.name(t, ctx.lang), body=tb), ctx)
                if line not in seen:
                    seen.add(line)
                    st.lines.append(Line("talent", line))
            out.skills.append(st)
        out.lines.extend(handler_lines)
        return out

    def _instead(self, rest, body, orelse, ctx):
        """A talent branch: what changes with the talent (`body` replaces `orelse`)."""
        P = self.phrases[ctx.lang]
        parts = []
        handler = orelse == "handler"
        orelse = None if handler else orelse
        variants = self._variants(body, orelse or [])
        names = {v[0].name.lower() for v in variants}
        for new, base in variants:
            changes = self._changes(new, base, ctx)
            if changes:
                parts.append(P.t("shapes", "variant", name=self.name(new, ctx.lang),
                                 changes=P.style["sentence_sep"].join(self.finish(c, ctx, False) for c in changes)))
        others = [s for s in body if not (isinstance(s, Call) and s.func in ("add", "summon", "remove")
                                          and self._entity_name(s) in names)]
        if others:
            inner = self.inner(others, ctx)
            if handler:
                parts.append(inner)
            else:
                parts.append(P.t("shapes", "talent_instead" if orelse else "talent_also", body=inner))
        st = P.style
        text = st["sentence_sep"].join(self.finish(x, ctx, False) for x in parts)
        if rest is not None:
            return P.t("shapes", "talent_cond", cond=self.cond(rest, ctx), body=text)
        return text

    def _entity_name(self, call):
        if call.args and isinstance(call.args[0], Lit):
            d = self.lookup(call.args[0].value)
            return d.name.lower() if d is not None else str(call.args[0].value).lower()
        return None

    def _variants(self, body, orelse):
        """(new, base) entity pairs: the branch creates a variant of what the base creates."""
        def created(stmts):
            out = []
            for st in _walk(stmts):
                if isinstance(st, Call) and st.func in ("add", "summon") and st.args and isinstance(st.args[0], Lit):
                    d = self.lookup(st.args[0].value)
                    if d is not None:
                        out.append(d)
            return out
        base = created(orelse)
        pairs = []
        for new in created(body):
            for b in base:
                if b.name.lower() == new.name.lower() and b is not new and (new, b) not in pairs:
                    pairs.append((new, b))
        return pairs

    def _changes(self, new, base, ctx):
        """How a variant entity differs from its base: property deltas, then its new lines."""
        P = self.phrases[ctx.lang]
        out = []
        for prop in ("shield", "usage", "max_usage", "duration", "per_round"):
            a, b = new.props.get(prop), base.props.get(prop)
            if isinstance(a, int) and isinstance(b, int) and a != b:
                out.append(P.t("shapes", "delta", label=P.word("stats", prop), sign="+" if a > b else "-", n=abs(a - b)))
        old = {l.text for l in self._lines(base, _Ctx(base, ctx.lang, ctx.char), nested=False) if l.role == "effect"}
        for l in self._lines(new, _Ctx(new, ctx.lang, ctx.char), nested=False):
            if l.role == "effect" and l.text not in old:
                out.append(l.text)
        return out

    def _skill_related(self, char, skill):
        """Handlers of the statuses beside a character that act on one of its skills by name."""
        unit = self.unit_of.get(id(char))
        out = []
        for e in self.units.get(unit, []):
            if e.kind not in ("character_status", "combat_status", "summon"):
                continue
            for ev, fn in self._handlers(e):
                if fn.cond is None or self._talent_of(fn.cond)[0]:
                    continue
                if any(t == ("cmp", "==", ("value", "skill.name", "string"), ("str", skill.name))
                       for t in _subtrees(decompile(fn.cond.text))):
                    out.append((e, ev, fn))
        return out

    def _prepared_by(self, skill):
        for d in self.defs:
            if "preparing" in (d.props.get("flags") or []):
                for fn in d.handlers.get("prepare", []):
                    for st in _walk(fn.body):
                        if isinstance(st, Call) and st.func == "use_skill" and st.args and \
                                isinstance(st.args[0], Lit) and str(st.args[0].value).lower() == skill.name.lower():
                            return d
        return None

    def _lines(self, d, ctx, nested=True):
        P = self.phrases[ctx.lang]
        p = d.props
        lines = []
        kind = d.kind
        char = ctx.char
        if kind == "reaction" and d.elements:
            sides = [P.render(P.entry("shapes", "element_alts"), items=[P.word("elements", e) for e in side])
                     for side in d.elements]
            lines.append(Line("rule", P.t("shapes", "reaction_elements", first=sides[0], second=sides[1])))
        if kind == "talent" and char is not None and p.get("skill"):
            lines.append(Line("rule", self.finish(P.t("shapes", "talent_of", character=self.name(char, ctx.lang),
                                                       skill=self.skill_name(p["skill"], ctx.lang, char)), ctx)))
        if p.get("combat"):
            lines.append(Line("rule", P.t("props", "combat")))
        if kind == "weapon" and p.get("weapon"):
            lines.append(Line("rule", P.t("shapes", "equip_weapon", weapon=P.word("weapons", p["weapon"]))))
        elif kind == "artifact":
            lines.append(Line("rule", P.t("shapes", "equip_artifact")))
        elif kind == "talent" and char is not None and "no_equip" not in (p.get("flags") or []):
            lines.append(Line("rule", P.t("shapes", "equip_talent", character=self.name(char, ctx.lang))))
        elif kind in R.CARD_KINDS and p.get("target") and p["target"] != "own_character":
            lines.append(Line("rule", P.t("shapes", "target", target=P.word("card_targets", p["target"]))))
        for f in p.get("flags") or []:
            lines.append(Line("rule", P.t("flags", f)))
        if d.require is not None:
            lines.append(Line("require", P.t("shapes", "require_reaction" if kind == "reaction" else "require",
                                             cond=self.code(d.require.cond, ctx))))
        if "shield" in p:
            lines.append(Line("shield", P.t("props", "shield", n=p["shield"], max=p.get("max_shield"), kind=kind)))
        elif "max_shield" in p:
            lines.append(Line("shield", P.t("props", "max_shield", n=p["max_shield"])))
        if kind == "reaction":
            if d.modify is not None:
                lines.append(Line("effect", self.finish(P.t("shapes", "modify", body=self.inner(d.modify.body, ctx)), ctx)))
            if d.play is not None:
                lines.append(Line("effect", self.finish(P.t("shapes", "after", body=self.inner(d.play.body, ctx)), ctx)))
        elif d.play is not None:
            lines.append(Line("effect", self.handler_line("played", d.play, ctx)))
        for ev, fn in self._handlers(d):
            talent = self._talent_of(fn.cond)[0] if fn.cond is not None else None
            lines.append(Line("talent" if talent and kind != "talent" else "effect", self.handler_line(ev, fn, ctx)))
        if "usage" in p:
            lines.append(Line("usage", P.t("props", "usage", n=p["usage"], max=p.get("max_usage"),
                                           stack=bool(p.get("stack")), keep=bool(p.get("keep_at_zero")))))
        if "per_round" in p:
            lines.append(Line("usage", P.t("props", "per_round", n=p["per_round"])))
        if "duration" in p:
            lines.append(Line("usage", P.t("props", "duration", n=p["duration"])))
        if nested and kind in R.CARD_KINDS and d.play is not None:
            for e in self._created_here(d):
                body = P.style["sentence_sep"].join(l.text for l in self._lines(e, _Ctx(e, ctx.lang, char), nested=False)
                                                    if l.role in EFFECT_ROLES)
                if body:
                    lines.append(Line("nested", P.t("shapes", "nested", name=self.name(e, ctx.lang), body=body)))
        if kind == "talent":
            seen = set()
            for note in self.notes.get(d.name.lower(), []):
                t = self._note_text(note, ctx)
                if t not in seen:
                    seen.add(t)
                    lines.append(Line("talent", t))
                base = note.orelse if isinstance(note.orelse, list) else []
                variants = {id(n) for pair in self._variants(note.body, base) for n in pair}
                for st in _walk(note.body):
                    if isinstance(st, Call) and st.func in ("add", "summon") and st.args and isinstance(st.args[0], Lit):
                        e = self.lookup(st.args[0].value)
                        if e is None or id(e) in variants or e.props.get("hidden"):
                            continue
                        body = P.style["sentence_sep"].join(l.text for l in self._lines(e, _Ctx(e, ctx.lang, char), nested=False)
                                                            if l.role in EFFECT_ROLES)
                        t = P.t("shapes", "nested", name=self.name(e, ctx.lang), body=body)
                        if body and t not in seen:
                            seen.add(t)
                            lines.append(Line("talent", t))
        if "deck_require" in p:
            el, n = p["deck_require"]
            word = P.word("elements", el) if el in R.ELEMENTS else P.word("tags", el)     # else a faction
            lines.append(Line("deck", P.t("shapes", "deck", n=n, element=word)))
        if kind in R.CARD_KINDS:
            lines.append(Line("cost", self.cost(p.get("cost") or [], ctx)))
        return [l for l in lines if l.text]

    def _note_text(self, note, ctx):
        P = self.phrases[ctx.lang]
        nctx = _Ctx(note.owner, ctx.lang, note.owner if note.owner.kind == "character" else ctx.char)
        body = self._instead(note.cond, note.body, note.orelse, nctx)
        char = self.name(ctx.char, ctx.lang) if ctx.char is not None else self.name(note.owner, ctx.lang)
        if note.skill is not None:
            return self.finish(P.t("shapes", "talent_note", character=char, skill=self.name(note.skill, ctx.lang), body=body), ctx)
        inner = self.finish(P.t("shapes", "handler", event=P.t("events", note.event), body=body), ctx)
        if note.owner.kind == "character":
            return P.t("shapes", "talent_note_character", character=char, body=inner)
        return P.t("shapes", "talent_note_entity", name=self.name(note.owner, ctx.lang), character=char, body=inner)

    def _created_here(self, d):
        """Entities this card's effect creates that are defined beside it (its "(In Effect)" status)."""
        unit = self.unit_of.get(id(d))
        here = {id(x) for x in self.units.get(unit, [])}
        out = []
        for st in _walk(d.play.body):
            if isinstance(st, Call) and st.func in ("add", "summon") and st.args and isinstance(st.args[0], Lit):
                e = self.lookup(st.args[0].value)
                if e is not None and id(e) in here and e is not d and e not in out and not e.props.get("hidden"):
                    out.append(e)
        return out

    def cost(self, cost, ctx):
        P = self.phrases[ctx.lang]
        if not cost:
            return P.t("shapes", "cost_free")
        items = [P.t("shapes", "cost_item", n=n, die=P.word("costdie", t)) for t, n in cost]
        return P.t("shapes", "cost", items=self.listing(items, ctx, "list_last_and"))


_AMOUNT = {"damage": 1, "use": 0}      # the effects whose amount a branch may raise, and where


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


def library(paths=None, names_folder=None):
    """Check the card library (or the given paths) and return (CardText, Build); None when errors."""
    from runtime.i18n import load
    from .build import CARDS, Build
    b = Build(list(paths) if paths else [CARDS], use_cache=False, library_paths=() if not paths else (CARDS,))
    irs = b.check()
    if b.diags.errors:
        return None, b
    return CardText(irs, load(names_folder or CARDS / "i18n")), b
