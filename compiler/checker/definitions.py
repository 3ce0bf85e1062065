"""Checking definitions: kinds, properties, costs, talents (E02xx)."""
from .common import (
    A, Counters, Ctx, DefIR, Diagnostics, Fn, R, Span, _kinds, _prop_span, commands,
    did_you_mean, head_span, prop_span, split)
from ..diagnostics import a as an
from .listens import COST_EVENTS, action_kinds


class DefinitionChecks:
    """Definitions and their properties, costs and required parts (E02xx)."""
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
        self.file_defs = defs
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
        # an entity that stays at 0 Usages may also start there, its Usages counting up (the
        # Zeal of Eula's Lightfall Sword)
        self.counts_up = any(isinstance(s, A.Command) and s.word == "keep_at_zero" for s in d.body)
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
                if s.kind == "technique":
                    # a technique (特技) is granted by a technique card, equipment or a status
                    if kind not in R.TECHNIQUE_KINDS:
                        self.err(head_span(s), "E0229", "a technique is granted by a technique card, equipment "
                                 "or a character status, not by %s" % an(kind),
                            "put the technique on the technique card or status that grants it")
                        continue
                    ir.skills.append(self.skill(d, s, counters, kind))
                    continue
                if kind != "character":
                    self.err(head_span(s), "E0205", "only a character has skills; %s acts through `on` handlers" % an(kind))
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
                    self.err(s.event_span, "E0302", "`on played` is for cards; %s is not played" % an(kind))
                    continue
                if s.event == "self_discarded" and kind not in R.CARD_KINDS:
                    self.err(s.event_span, "E0450", "`on self_discarded` is for cards; %s is never discarded "
                             "from a hand" % an(kind), "`on discarded` hears the cards your side discards")
                    continue
                ctx = Ctx(d, kind, s.event, ev.fields, entity and s.event != "played" or kind in ("weapon", "artifact", "talent", "support", "technique"), counters)
                fn = Fn(self.fn_name(s.event), s.span.line)
                if s.cond is not None:
                    fn.cond = self.cond(s.cond, ctx)
                    if s.event in COST_EVENTS:
                        fn.action_kinds = action_kinds(s.cond)
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
                ctx.previewed = True        # also run when the legal actions are listed (`chance`: E0413)
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
        self.nightsoul_bound(d, kind, props)
        self.remains_after_defeat(d, kind, props)
        self.feeds_all(d, kind, props)
        self.unheard_events(d, kind, props)
        self.transfiguration(d, props)
        self.max_duration(d, kind, props)
        self.raises_max_usage(d, props)
        self.special_energy(d, kind, props, ir)
        return ir

    def special_energy(self, d, kind, props, ir):
        """E0620 `special_energy NAME MAX` with MAX not positive; E0621 a skill costing
        `special_energy` on a character without one; E0622 `special_energy` in a card's cost or a
        technique's (Mavuika's Fighting Spirit pays her burst only)."""
        own = props.get("special_energy")
        if own is not None and own[1] <= 0:
            self.err(prop_span(d, "special_energy"), "E0620", "`special_energy %s %d` needs a positive maximum"
                     % own, "`special_energy %s 6`: 0 to 6" % own[0])
        if kind in R.CARD_KINDS and any(t == "special_energy" for t, _ in props.get("cost", [])):
            self.err(prop_span(d, "cost"), "E0622", "a card's cost cannot take `special_energy`: only a "
                     "character's skill is paid with its special energy")
        spans = {s.id: s.span for s in d.body if isinstance(s, A.Skill)}
        for s in ir.skills:
            if not any(t == "special_energy" for t, _ in s.cost):
                continue
            if s.kind == "technique":
                self.err(spans.get(s.id, d.name_span), "E0622", "technique `%s` cannot cost `special_energy`: "
                         "only a character's skill is paid with its special energy" % s.name)
            elif kind != "character" or own is None:
                self.err(spans.get(s.id, d.name_span), "E0621", "`%s` costs `special_energy`, but `%s` has none"
                         % (s.name, d.name), "declare it on the character: `special_energy NAME MAX`")

    def raises_max_usage(self, d, props):
        """E0700 `raises_max_usage NAME N SIDE` whose side is not `own` or `opp` (Beastly Corrosion)."""
        r = props.get("raises_max_usage")
        if r and r[2] not in ("own", "opp"):
            self.err(prop_span(d, "raises_max_usage"), "E0700", "`raises_max_usage` names the side whose status "
                     "stacks higher: `own` or `opp`, not `%s`" % r[2],
                     "`raises_max_usage \"%s\" %d opp`" % (r[0], r[1]))

    def max_duration(self, d, kind, props):
        """E0370 `max_duration` without a `duration` below it (General's War Banner stacks 2 rounds up to 3)."""
        top = props.get("max_duration")
        if top is None:
            return
        if props.get("duration") is None or top <= props["duration"]:
            self.err(prop_span(d, "max_duration"), "E0370", "`max_duration %d` needs a `duration` smaller than it: "
                     "adding `%s` again stacks its duration up to this" % (top, d.name),
                     "give it `duration N` with N below %d, or drop `max_duration`" % top)

    def nightsoul_bound(self, d, kind, props):
        """E0240 `flag nightsoul_bound` on what no character holds."""
        if "nightsoul_bound" in props["flags"] and kind not in ("character_status", "equipment", "technique",
                                                                 "weapon", "artifact", "talent"):
            self.err(prop_span(d, "flag"), "E0240", "a %s is held by no character, so it cannot be bound to a "
                     "character's Nightsoul's Blessing" % kind,
                     "`flag nightsoul_bound` is for a character status or equipment (a technique card)")

    def remains_after_defeat(self, d, kind, props):
        """E0720 `flag remains_after_defeat` on what is not attached to a character: only what a
        defeated character could keep (rules.md: its equipment and statuses are discarded)."""
        if "remains_after_defeat" in props["flags"] and kind not in ("character_status", "equipment", "technique",
                                                                      "weapon", "artifact", "talent"):
            self.err(prop_span(d, "flag"), "E0720", "a %s is attached to no character, so no defeat discards it" % kind,
                     "`flag remains_after_defeat` is for a character status or equipment")

    def feeds_all(self, d, kind, props):
        """E0250 `flag feeds_all` on what is no Food, or on a Food played on a target (issue 11:
        Tandoori Roast Chicken feeds every character that is not Satiated)."""
        if "feeds_all" not in props["flags"]:
            return
        if kind != "food":
            self.err(prop_span(d, "flag"), "E0250", "only a Food feeds characters; %s `%s` is not one" % (
                an(kind), d.name), "drop `flag feeds_all`")
        elif "target" in props:
            self.err(prop_span(d, "target"), "E0250", "a Food with `flag feeds_all` feeds every character that is "
                     "not Satiated, so it is played on no target", "drop the `target` line")

    def unheard_events(self, d, kind, props):
        """W0205 a handler of an entity's own event that the definition can never raise."""
        for s in d.body:
            if isinstance(s, A.Handler) and s.event == "transfigured" and "transfiguration" not in props:
                self.warn(s.event_span, "W0205", "`on transfigured` never runs: `%s` is no Elemental "
                          "Transfiguration card" % d.name, "give it `transfiguration A B INTO`")
            if not (isinstance(s, A.Handler) and s.event == "shield_used_up"):
                continue
            words = {c.word for c in commands(d.body)}
            if "shield" not in props and "max_shield" not in props and "set_shield" not in words:
                self.warn(s.event_span, "W0205", "`on shield_used_up` never runs: `%s` has no shield" % d.name,
                          "give it `shield N` (an entity that protects with shield points), or listen to another event")

    def transfiguration(self, d, props):
        """E0480 an Elemental Transfiguration whose team is one element: the rule asks for
        characters of two element types (seed 003 「两种元素类型」)."""
        t = props.get("transfiguration")
        if t and t[0] == t[1]:
            self.err(prop_span(d, "transfiguration"), "E0480", "an Elemental Transfiguration names two different "
                     "elements for the team, then the element it turns dice into",
                     "`transfiguration %s OTHER %s`" % (t[0], t[2]))

    def unused_allowances(self, d, kind, props):
        """W0202 a usage nothing spends; W0203 a per-round allowance nothing spends."""
        if kind not in R.ENTITY_KINDS:
            return
        words = {c.word for c in commands(d.body)}
        if "usage" in props and not words & {"use", "absorb_heal"} and "keep_at_zero" not in props:
            self.warn(prop_span(d, "usage"), "W0202",
                      "`%s` has `usage %d` but none of its handlers spends it with `use`" % (d.name, props["usage"]),
                      "add `use 1` where a usage is spent, or `keep_at_zero` if the usage only counts something")
        if "per_round" in props and "use_round" not in words and not self.spent_elsewhere(d):
            self.warn(prop_span(d, "per_round"), "W0203",
                      "`%s` has `per_round %d` but none of its handlers spends it with `use_round`" % (d.name, props["per_round"]),
                      "add `use_round` where the allowance is spent (and test `self.round_left > 0`), or drop `per_round`")

    def spent_elsewhere(self, d):
        """Another definition of the file spends d's allowance: `use_round N of NAME` (issue 10)."""
        names = {d.name.lower(), d.id}
        for other in getattr(self, "file_defs", ()):
            for c in commands(other.body):
                if c.word != "use_round":
                    continue
                args = [a for g in c.groups for a in g]
                for a, b in zip(args, args[1:]):
                    if isinstance(a, A.Name) and a.dotted == "of" and _ref_name(b) in names:
                        return True
        return False

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
        if kind == "food" and "target" not in props and "feeds_all" not in props["flags"]:
            props["target"] = "own_character"
        if kind in ("weapon", "artifact", "technique") and "target" not in props:
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
            pool = self.sym.names(("character",))
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
        if not args and s.word in R.PROP_DEFAULTS:      # `nightsoul` alone: its default maximum
            props[s.word] = R.PROP_DEFAULTS[s.word]
            return
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
                   "round_counter": "round_counters"}.get(s.word, s.word)
            if s.word == "round_counter":
                props.setdefault("round_counters", []).extend(vals)
            elif s.word != "counter":
                props.setdefault(key, []).extend(vals)
            return
        if len(args) != len(p.types):
            self.err(s.span, "E0217", "`%s` takes %d value%s" % (s.word, len(p.types), "" if len(p.types) == 1 else "s"))
            return
        vals = [self.prop_value(a, t, s.word) for a, t in zip(args, p.types)]
        if any(v is None for v in vals):
            return
        if s.word == "attach" and vals[0] in R.NOT_APPLIED:
            self.err(args[0].span, "E0231", "%s never stays applied to a character, so no status keeps it "
                     "applied" % vals[0], "`attach` takes cryo, hydro, pyro, electro or dendro")
            return
        if s.word in props:
            self.warn(s.word_span, "W0201", "`%s` is given twice; the last one counts" % s.word)
        props[s.word] = vals[0] if len(vals) == 1 else tuple(vals)

    def prop_value(self, a, t, word):
        if t == "int":
            if isinstance(a, A.Num):
                zero_ok = word == "usage" and getattr(self, "counts_up", False)
                if a.value < 0 or (a.value == 0 and not zero_ok
                                   and word in ("usage", "duration", "max_usage", "per_round", "shield", "nightsoul",
                                                "max_duration", "raises_max_usage")):
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
        if t == "status":
            return self.status_name(a, word)
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

    def status_name(self, a, word):
        """A character status named by a property (`blocks Frozen`): its name as the library
        spells it, so the runtime compares names."""
        if isinstance(a, (A.Num, A.Str)):
            key = a.value
        elif isinstance(a, A.Name) and len(a.parts) == 1:
            key = a.parts[0]
        else:
            self.err(a.span, "E0501", "expected the name or id of a status")
            return None
        found = self.sym.lookup(key)
        if found is None:
            pool = self.sym.names(("character_status",))
            self.err(a.span, "E0502", "no status is named `%s`" % key, did_you_mean(str(key), pool))
            return None
        if found[0] != "character_status":
            self.err(a.span, "E0503", "`%s` is a %s; `%s` names character statuses" % (
                key, found[0].replace("_", " "), word))
            return None
        return found[1].name

    def cost_groups(self, s):
        out = []
        hint = _cost_form(s.groups)
        for g in s.groups:
            if len(g) != 2 or not isinstance(g[0], A.Name) or not isinstance(g[1], A.Num):
                span = g[0].span if g else s.span
                self.err(span, "E0221", "a cost is written `die count`, e.g. `cost pyro 1, unaligned 2`", hint)
                hint = None         # said once, at the first mistake
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


def _ref_name(a):
    """The name (lower case) or id an argument gives, else None."""
    if isinstance(a, A.Num):
        return a.value
    if isinstance(a, A.Str):
        return a.value.lower()
    if isinstance(a, A.Name) and len(a.parts) == 1:
        return a.parts[0].lower()
    return None


def _cost_form(groups):
    """The hint of a cost written wrong: the same dice and counts in the right form (`cost 3
    pyro` -> `cost pyro 3`; `cost pyro 3 unaligned 1` -> `cost pyro 3, unaligned 1`)."""
    flat = [x for g in groups for x in g if isinstance(x, (A.Name, A.Num))]
    items, i = [], 0
    while i < len(flat):
        x, nxt = flat[i], flat[i + 1] if i + 1 < len(flat) else None
        if isinstance(x, A.Name) and isinstance(nxt, A.Num):
            items.append("%s %d" % (x.dotted, nxt.value))
            i += 2
        elif isinstance(x, A.Num) and isinstance(nxt, A.Name):
            items.append("%s %d" % (nxt.dotted, x.value))
            i += 2
        elif isinstance(x, A.Num):
            items.append("unaligned %d" % x.value if len(flat) > 1 else None)
            i += 1
        else:
            items.append("%s 1" % x.dotted)
            i += 1
    if items == [None]:
        n = flat[0].value
        return "write `cost same %d` (%d dice of one element) or `cost unaligned %d` (any %d dice)" % (n, n, n, n)
    return "write `cost %s`" % ", ".join(items) if items else None
