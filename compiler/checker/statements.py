"""Checking statements: skills, blocks, effects and their arguments (E03xx, E05xx)."""
from .common import (
    A, Call, Code, Ctx, Fn, IfStmt, Lit, R, SkillIR, TYPE_WORDS, _text, base_damage,
    did_you_mean, head_span, signature, type_name)
from ..diagnostics import a as an
from ..ir import COND_PREFIX
from .pool_rd import add_counter_ok
from .pool_supp import choose_play_ok
from .pool_serene import fill_supports_ok


class StatementChecks:
    """Skills, blocks, effects and their arguments (E03xx, E05xx)."""

    def skill(self, d, s, counters, holder="character"):
        cost = []
        for c in s.cost:
            item = self.cost_item(c.die, c.count, c.span, cost)
            if item is not None:
                cost.append(item)
        # a technique may cost its holder's Energy too (Viny Razorscale: 1 matching die, 1 Energy)
        if any(t == "energy" for t, n in cost) and s.kind not in ("burst", "technique"):
            span = next((c.span for c in s.cost if c.die == "energy"), s.span)
            self.err(span, "E0225", "only a burst or a technique costs energy; this is %s skill" % an(s.kind),
                     "drop the `energy` cost, or make the skill a `burst`")
        if s.id is None:
            self.err(s.name_span or s.span, "E0226", "skill `%s` needs an id: `%s 13011 \"%s\" ...`" % (s.name, s.kind, s.name))
        as_kind = s.as_kind
        if as_kind is not None and (s.kind != "prepared" or as_kind not in R.PREPARED_AS):
            self.err(s.as_kind_span or s.span, "E0233",
                     "only a prepared skill takes a second kind, one of %s; here `%s %s`"
                     % (", ".join("`%s`" % k for k in R.PREPARED_AS), s.kind, as_kind),
                     "`prepared elemental 14054 Wavestrider { ... }`: the skill is prepared, and its "
                     "damage is an Elemental Skill's")
            as_kind = None
        if holder == "character":
            ctx = Ctx(d, "character", "skill", ("skill", "user"), False, counters)
        else:
            # a technique runs for the entity that grants it (`self.usage`, `use`), with its
            # holder as `user`; it is no skill, so it has no `skill` to read
            ctx = Ctx(d, holder, "technique", ("user",), True, counters)
        body = [x for x in s.body if not isinstance(x, A.Require)]
        fn = Fn(self.fn_name("skill"), s.span.line, body=self.block(body, ctx))
        el, dmg = base_damage(s.body)
        ir = SkillIR(s.id, s.name, s.kind, cost, dmg, el, fn, s.span.line)
        ir.as_kind = as_kind
        ir.require = self.skill_require(s, ctx)
        return ir

    def skill_require(self, s, ctx):
        """A skill's `require`: it can be chosen only when every one holds (E0330 where it is
        never chosen)."""
        reqs = [x for x in s.body if isinstance(x, A.Require)]
        if not reqs:
            return None
        if s.kind in ("passive", "prepared"):
            self.err(reqs[0].span, "E0330", "a %s skill is never chosen as an action, so `require` cannot "
                     "keep it from being used" % s.kind,
                     "put the condition in an `if` inside the skill, or on the handler that uses it")
            return None
        conds = [self.cond(x.cond, ctx).text for x in reqs]
        code = conds[0] if len(conds) == 1 else "(" + " and ".join(conds) + ")"
        return Fn(self.fn_name("require"), reqs[0].span.line, Code(code), returns=True)

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
        if eff.asks and (ctx.event not in R.CHOICE_EVENTS or ctx.kind == "reaction"):
            where = "in a reaction" if ctx.kind == "reaction" else "in `on %s`" % ctx.event
            self.err(s.word_span, "E0350", "`%s` asks the player to choose, which cannot be waited for %s" % (
                s.word, where), "ask in a skill, in `on played`, or in a handler of an occasion or an \"after\" "
                "event (docs/language.md \"Player choices\")")
            return None
        if s.word == "add_created_usage" and ctx.event != "created":
            # the entity that just entered play is the `created` event's (pool_rc.py)
            self.err(s.word_span, "E0640", "`add_created_usage` changes the entity that just entered play; it works "
                     "only in `on created`", "`add_usage N of NAME to PLACE` changes an entity named")
            return None
        listed = any(p.type in R.LIST_TYPES for p in eff.params)     # a list may use commas
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
                if p.type in R.LIST_TYPES:
                    # a list of words: every argument up to the next keyword
                    j = i + 1
                    while j < len(args) and not (isinstance(args[j], A.Name) and len(args[j].parts) == 1
                                                 and args[j].parts[0] in keywords):
                        j += 1
                    values[p.name] = (args[i + 1:j], p)
                    i = j
                    continue
                values[p.name] = (args[i + 1], p)
                i += 2
                continue
            if pi < len(positional) and positional[pi].type in ("summons", "entities", "statuses", "cards"):
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
        if "to" in values and "of" not in values and any(p.name == "of" and p.type == "entity" for p in eff.params):
            # `add_usage N to opp.all`: whose usages? (issue 10: another entity's numbers)
            self.err(values["to"][0].span, "E0314", "`%s ... to PLACE` changes an entity at that place: name it with `of`"
                     % s.word, "`%s %s of NAME to PLACE`" % (s.word, "N"))
            return None
        if s.word == "transfer" and ctx.kind != "support":
            self.err(s.word_span, "E0251", "only a support moves to another support zone; %s does not" % an(ctx.kind),
                     "`transfer` is for a support's own handlers (Kid Kujirai)")
            return None
        if s.word == "convert_dice" and "die" in values and getattr(values["die"][0], "dotted", None) in ("random", "different"):
            self.err(values["die"][0].span, "E0315", "dice are converted to one kind: `%s` names no kind"
                     % values["die"][0].dotted, "`convert_dice omni`, an element, `active` or `self`")
            return None
        if s.word == "return_equipment" and "kind" in values and \
                getattr(values["kind"][0], "dotted", None) in R.CARD_KINDS and \
                values["kind"][0].dotted not in R.EQUIP_KINDS:
            self.err(values["kind"][0].span, "E0360", "a character holds no %s card: only a weapon, artifact, "
                     "technique or talent goes back to the hand" % values["kind"][0].dotted.replace("_", " "))
            return None
        if s.word == "set_char_counter" and "var" in values and not self.char_counter_declared(values["var"][0]):
            return None
        out = []
        entity_kind = None
        for p in eff.params:
            if p.name not in values:
                if p.required:
                    self.err(s.span, "E0311", "`%s` is missing its %s: %s" % (s.word, p.name, TYPE_WORDS.get(p.type, p.type)),
                             "it is written `%s`" % signature(eff))
                    return None
                if p.type == "place":
                    # a missing place is left out, unless a later value follows it (`add X stacks 2`)
                    if eff.params.index(p) < len(eff.params) - 1:
                        out.append(Lit(None))
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
        if s.word == "transform" and entity_kind is not None and \
                R.KIND_ALIASES.get(ctx.kind, ctx.kind) != R.KIND_ALIASES.get(entity_kind, entity_kind):
            # issue 13 (Lumidouce Case's upgrade): an entity stays where it stands, so it becomes
            # only a definition of its own kind
            self.err(values["into"][0].span, "E0710", "%s cannot become %s: an entity transforms only into one of "
                     "its own kind" % (an(ctx.kind.replace("_", " ")), an(entity_kind.replace("_", " "))),
                     "a summon becomes a summon, a status a status")
            return None
        if s.word == "add_counter" and not add_counter_ok(self, values, ctx):
            return None             # branch rd: a counter the entity does not declare (E0660, E0661)
        if s.word == "choose_play" and not choose_play_ok(self, values):
            return None             # branch supp: an option that is not an event (E0701, E0702)
        if s.word == "fill_supports" and not fill_supports_ok(self, values):
            return None             # branch serene: a card that is not a support (E0741)
        if not self.zone_effect(s, eff, values):
            return None
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
        if t == "skillref":
            # a skill's quoted name, or a kind word: the character's skill of that kind (a 1-tuple)
            if isinstance(a, A.Str):
                return Lit(a.value)
            word = a.dotted if isinstance(a, A.Name) else None
            if word in R.USED_SKILL_KINDS:
                return Lit((word,))
            self.err(a.span, "E0312", "expected a skill's quoted name or a skill kind (%s)" % ", ".join(R.USED_SKILL_KINDS))
            return None
        if t in ("entity", "card"):
            return self.ref(a, t)
        if t == "cond":
            # a condition on each candidate (choose_character ... where): `character` is the one
            # considered, besides what the event has
            fields = ctx.fields if "character" in ctx.fields else tuple(ctx.fields) + ("character",)
            code, ty = self.expr(a, Ctx(ctx.d, ctx.kind, ctx.event, fields, ctx.entity, ctx.counters, ctx.alias))
            if code is None:
                return None
            if ty != "bool":
                self.err(a.span, "E0312", "expected a condition (true or false), found %s" % type_name(ty))
                return None
            return Code(COND_PREFIX + code)
        if t == "summons":
            keys = []
            for x in a:
                v = self.ref(x, "entity")
                if v is None:
                    return None
                if self._last_kind != "summon":
                    self.err(x.span, "E0503", "`%s` is %s, not a summon" % (v.value, an(self._last_kind)))
                    return None
                keys.append(v.value)
            return Lit(tuple(keys))
        if t == "cardclasses":
            return self.card_classes(a)
        if t == "cards":
            # action cards, by name or id: `add_card_one_of` (Forest Blessing), `choose_named_card`
            # (Mavuika)
            keys = []
            for x in a:
                v = self.ref(x, "card")
                if v is None:
                    return None
                keys.append(v.value)
            return Lit(tuple(keys))
        if t == "entities":
            # `add_random`: combat statuses and summons, which stand on a side
            keys = []
            for x in a:
                v = self.ref(x, "entity")
                if v is None:
                    return None
                if self._last_kind not in ("combat_status", "summon"):
                    self.err(x.span, "E0503", "`%s` is %s, not a combat status or summon" % (
                        v.value, an(self._last_kind.replace("_", " "))))
                    return None
                keys.append(v.value)
            return Lit(tuple(keys))
        if t == "statuses":
            # `attach_random`: character statuses, attached to characters
            keys = []
            for x in a:
                v = self.ref(x, "entity")
                if v is None:
                    return None
                if self._last_kind != "character_status":
                    self.err(x.span, "E0503", "`%s` is %s, not a character status" % (
                        v.value, an(self._last_kind.replace("_", " "))))
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
            "applied": R.APPLIED,
            "costdie": R.COST_DICE + ("any",), "target": tuple(R.TARGETS), "side": R.SIDES,
            "dir": ("next", "prev"), "var": ctx.counters,
            "cardclass": R.CARD_CLASSES, "deckpos": R.DECK_POSITIONS,
            # issue 10: a place that holds entities (`has(PLACE, NAME)`), a group that is counted
            "holder": tuple(R.TARGETS) + R.SIDES, "group": tuple(R.TARGETS) + tuple(R.GROUP_WORDS),
        }
        dom = domains[t]
        if word is None or word not in dom:
            what = {"holder": "place (a target word or a side)", "group": "target word",
                    "var": "counter of this definition", "costdie": "cost die", "dmg": "damage type",
                    "target": "target word", "dir": "direction (next or prev)", "elemvar": "element",
                    "applied": "element (or `active`)",
                    "side": "side (own, opp, target.side or target.opponent)", "cardkind": "card kind",
                    "cardclass": "card kind or subtype", "deckpos": "place in a deck (top, bottom, random or spread)"}.get(t, t)
            self.err(a.span, "E0313", "`%s` is not %s" % (word if word else _text(a), an(what)),
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
            pool = self.sym.names(want)
            self.err(a.span, "E0502", "no %s is named `%s`" % ("card" if t == "card" else "status, summon or support", key),
                     did_you_mean(key, pool))
            return None
        kind, d = found
        if not isinstance(key, int) and self.sym.is_shared(key):
            self.err(a.span, "E0730", "the name `%s` is the Nightsoul's Blessing of several characters" % key,
                     "name the one you mean by its id (`add %d`)" % d.id)
            return None
        if t == "card" and kind not in R.CARD_KINDS:
            self.err(a.span, "E0503", "`%s` is %s, not a card" % (key, an(kind)))
            return None
        if t == "entity" and kind not in R.ENTITY_KINDS:
            self.err(a.span, "E0503", "`%s` is %s; only statuses, summons, supports and equipment can be added" % (key, an(kind)))
            return None
        self._last_kind = kind
        return Lit(key)

    # ---- expressions ---------------------------------------------------------------------
