"""The whole text of a definition: a card, a character with its skills, a status or summon.

CardText puts the parts together: rules, requirement, shield, effects, usages, the statuses a
card creates, a talent's branches, deck requirement and cost, each a Line with its role."""
from .. import registry as R
from ..ir import Call, Code, IfStmt, Lit
from .conditions import Conditions
from .decompiler import decompile, subtrees, walk
from .effects import Effects
from .phrases import LANGS, TEXT_DIR, Phrases
from .records import EFFECT_ROLES, DefText, Line, SkillText, TextCtx
from .talents import Talents


class CardText(Talents, Conditions, Effects):
    """Card text for every definition of a library: `CardText(irs, translations).render(d, lang)`.

    `irs` maps unit names to their DefIR lists (compiler.build.Build.check()); `translations`
    is runtime.i18n.load(cards/i18n)."""

    def __init__(self, irs, translations=None, folder=TEXT_DIR, phrases=None):
        self.units = dict(irs)
        self.tr = translations or {}
        # (`phrases`: the phrase files another CardText loaded, reused: reading them is most of
        # the time it takes to make one, and an editor makes one after each change)
        self.phrases = phrases or {lang: Phrases(lang, folder) for lang in LANGS}
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
        owner = self.skill_owner.get(id(d)) if not hasattr(d, "props") else None
        if (getattr(d, "props", None) and d.props.get("no_official_name")) or \
                (owner is not None and owner.props.get("no_official_name")):
            # the name is an identifier (6.1-6.2 supplement): shown as missing, in every language
            # that has no translation either; so are the skills of such a character (Escoffier)
            from gicc.runtime.catalog import NO_OFFICIAL_EN
            return "%s %s" % (NO_OFFICIAL_EN, d.name)
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

    def render(self, d, lang):
        ctx = TextCtx(d, lang, d if d.kind == "character" else self._character_of(d))
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
        # a handler of the character's own that acts on one of its skills by name ("this Skill costs
        # 1 less", Darkgold Wolfbite) is that skill's text
        own_related = {s.name: self._acts_on(d, s) for s in d.skills}
        moved = {id(fn) for fns in own_related.values() for _, fn in fns}
        handler_lines = [Line("talent" if fn.cond is not None and self._talent_of(fn.cond)[0] else "effect",
                              self.handler_line(ev, fn, ctx)) for ev, fn in self._handlers(d)
                         if id(fn) not in moved]
        handler_lines += self._passive_created(d, ctx)
        for s in d.skills:
            st = SkillText(s.id, self.name(s, lang=ctx.lang), s.kind)
            if s.kind == "prepared" and self._prepared_by(s):
                st.lines.append(Line("prepare", P.t("shapes", "prepare_turns", n=1)))
            notes = []
            text = self.paragraph(s.fn.body, ctx, notes)
            if text:
                st.lines.append(Line("effect", text))
            if s.require is not None:
                st.lines.append(Line("require", P.t("shapes", "skill_require", cond=self.code(s.require.cond, ctx))))
            if s.kind == "prepared":
                st.lines.extend(self._prepared_created(d, s, ctx))
            for ev, fn in own_related[s.name]:
                st.lines.append(Line("effect", self.handler_line(ev, fn, ctx)))
            for e, ev, fn in self._skill_related(d, s):
                line = self.handler_line(ev, fn, TextCtx(e, ctx.lang, d))
                st.lines.append(Line("effect", P.t("shapes", "nested", name=self.name(e, ctx.lang), body=line)))
            if len(passives) == 1 and s is passives[0]:
                st.lines.extend(handler_lines)
                handler_lines = []
                if "per_round" in d.props:      # the passive's allowance a round
                    st.lines.append(Line("usage", P.t("props", "per_round", n=d.props["per_round"])))
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
        if d.props.get("blocks"):       # "自身不会饱腹": a character that never gets a status
            names = [self.ref_name(b, ctx.lang) for b in d.props["blocks"]]
            out.lines.append(Line("rule", P.t("props", "blocks", names=self.listing(names, ctx, "list_last_and"),
                                              kind=d.kind)))
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
                       for t in subtrees(decompile(fn.cond.text))):
                    out.append((e, ev, fn))
        return out

    def _prepared_created(self, d, skill, ctx):
        """What a prepared skill creates at its top level, defined beside the character and acting
        on its own (Mavuika's Flamestrider: Full Throttle, whose official text is its combat
        status's: "行动阶段开始时：生成2个万能元素骰"): told nested, as `_passive_created` tells a
        passive's."""
        here = {id(x) for x in self.units.get(self.unit_of.get(id(d)), [])}
        out = []
        for st in skill.fn.body:
            e = self._told_nested(st, here)
            line = self._nested_line(e, d, ctx) if e is not None else None
            if line is not None:
                out.append(line)
        return out

    def _told_nested(self, st, here):
        """The combat status or summon statement `st` creates, when its text is told nested: one
        defined beside the card (its ids in `here`), shown, with handlers of its own; else None."""
        if not (isinstance(st, Call) and st.func in ("add", "summon") and st.args and isinstance(st.args[0], Lit)):
            return None
        e = self.lookup(st.args[0].value)
        if (e is None or id(e) not in here or e.props.get("hidden")
                or e.kind not in ("combat_status", "summon") or not e.handlers):
            return None
        return e

    def _nested_line(self, e, d, ctx):
        """What `e` does, as one nested line of `d`'s text (None when it says nothing)."""
        P = self.phrases[ctx.lang]
        body = P.style["sentence_sep"].join(l.text for l in self._lines(e, TextCtx(e, ctx.lang, d), nested=False)
                                            if l.role in EFFECT_ROLES)
        return Line("nested", P.t("shapes", "nested", name=self.name(e, ctx.lang), body=body)) if body else None

    def _passive_created(self, d, ctx):
        """What only the character's own handlers (its passive) create, defined beside it and
        acting on its own (Heart of Oasis): told nested, as a skill's text tells what it creates."""
        unit = self.unit_of.get(id(d))
        here = {id(x) for x in self.units.get(unit, [])}
        by_skills = {id(self.lookup(st.args[0].value)) for s in d.skills for st in walk(s.fn.body)
                     if isinstance(st, Call) and st.func in ("add", "summon") and st.args and isinstance(st.args[0], Lit)}
        out, seen = [], set()
        for _ev, fn in self._handlers(d):
            if fn.cond is not None and self._talent_of(fn.cond)[0]:
                continue
            for st in walk(fn.body):
                e = self._told_nested(st, here)
                if e is None or id(e) in by_skills or id(e) in seen:
                    continue
                seen.add(id(e))
                line = self._nested_line(e, d, ctx)
                if line is not None:
                    out.append(line)
        return out

    def _acts_on(self, d, skill):
        """The handlers of `d` whose condition names the skill (`skill.name == "..."`)."""
        return [(ev, fn) for ev, fn in self._handlers(d)
                if fn.cond is not None and not self._talent_of(fn.cond)[0]
                and any(t == ("cmp", "==", ("value", "skill.name", "string"), ("str", skill.name))
                        for t in subtrees(decompile(fn.cond.text)))]

    def _prepared_by(self, skill):
        for d in self.defs:
            if "preparing" in (d.props.get("flags") or []):
                for fn in d.handlers.get("prepare", []):
                    for st in walk(fn.body):
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
            # a talent that is no combat action is equipped to its character wherever it stands
            lines.append(Line("rule", P.t("shapes", "equip_talent" if p.get("combat") else "equip_talent_any",
                                          character=self.name(char, ctx.lang))))
        elif kind in R.CARD_KINDS and p.get("target") and p["target"] != "own_character":
            lines.append(Line("rule", P.t("shapes", "target", target=P.word("card_targets", p["target"]))))
        for s in d.skills:             # techniques (特技) granted by a card or status
            if s.kind == "technique":
                body = self.paragraph(s.fn.body, TextCtx(d, ctx.lang, char), [])
                if s.require is not None:
                    body += P.style["sentence_sep"] + P.t("shapes", "skill_require", cond=self.code(s.require.cond, ctx))
                lines.append(Line("effect", P.t("shapes", "technique", name=self.name(s, lang=ctx.lang),
                                                cost=self.cost(s.cost, ctx), body=body)))
        if "nightsoul" in p:
            lines.append(Line("rule", P.t("props", "nightsoul", n=p["nightsoul"], keep=bool(p.get("keep_at_zero")))))
        if p.get("special_energy"):    # Mavuika's Fighting Spirit
            lines.append(Line("rule", P.t("props", "special_energy", name=p["special_energy"][0].replace("_", " "),
                                          n=p["special_energy"][1])))
        for f in p.get("flags") or []:
            lines.append(Line("rule", P.t("flags", f)))
        if p.get("attach"):            # the seeds' elemental armaments, lives and shields
            lines.append(Line("rule", P.t("props", "attach", element=P.word("elements", p["attach"]))))
        if p.get("blocks"):
            names = [self.ref_name(b, ctx.lang) for b in p["blocks"]]
            lines.append(Line("rule", P.t("props", "blocks", names=self.listing(names, ctx, "list_last_and"),
                                          kind=kind)))
        if p.get("raises_max_usage"):  # Beastly Corrosion: another side's status stacks higher
            name, n, side = p["raises_max_usage"]
            lines.append(Line("effect", P.t("props", "raises_max_usage", name=self.ref_name(name, ctx.lang),
                                            n=n, side=side)))
        if d.require is not None:
            lines.append(Line("require", P.t("shapes", "require_reaction" if kind == "reaction" else "require",
                                             cond=self.code(d.require.cond, ctx))))
        if "shield" in p:
            lines.append(Line("shield", P.t("props", "shield", n=p["shield"], max=p.get("max_shield"), kind=kind,
                                            stack=bool(p.get("stack")))))
        elif "max_shield" in p:
            lines.append(Line("shield", P.t("props", "max_shield", n=p["max_shield"])))
        if kind == "reaction":
            if d.modify is not None:
                lines.append(Line("effect", self.finish(P.t("shapes", "modify", body=self.inner(d.modify.body, ctx)), ctx)))
            if d.play is not None:
                lines.append(Line("effect", self.finish(P.t("shapes", "after", body=self.inner(d.play.body, ctx)), ctx)))
        elif d.play is not None:
            lines.append(Line("effect", self.handler_line("played", d.play, ctx)))
        if p.get("transfiguration"):   # Elemental Transfiguration: the rule with what it puts into play
            a, b, into = (P.word("elements", e) for e in p["transfiguration"])
            made = " ".join(self.inner(fn.body, ctx) for fn in d.handlers.get("transfigured", []))
            lines.append(Line("effect", self.finish(P.t("props", "transfiguration", a=a, b=b, into=into,
                                                        effect=made), ctx)))
        for ev, fn in self._handlers(d):
            if ev == "transfigured" and p.get("transfiguration"):
                continue
            talent = self._talent_of(fn.cond)[0] if fn.cond is not None else None
            lines.append(Line("talent" if talent and kind != "talent" else "effect", self.handler_line(ev, fn, ctx)))
        if kind in R.ENTITY_KINDS:
            lines.extend(self._reaction_rules(d, ctx))
        if "usage" in p:
            lines.append(Line("usage", P.t("props", "usage", n=p["usage"], max=p.get("max_usage"),
                                           stack=bool(p.get("stack")), keep=bool(p.get("keep_at_zero")))))
        if "per_round" in p:
            lines.append(Line("usage", P.t("props", "per_round", n=p["per_round"])))
        if "duration" in p:
            # one that acts in the End Phase acts once more before it ends: its rounds are stated
            # as a number, not as "until the end of this Round" (Overawing Assault)
            lines.append(Line("usage", P.t("props", "duration", n=p["duration"], max=p.get("max_duration"),
                                           at_end="end_phase" in d.handlers)))
        if nested:
            told = self._created_here(d) if kind in R.CARD_KINDS and (d.play is not None or d.handlers) else []
            for e in told + self._same_named(d, told):
                body = P.style["sentence_sep"].join(l.text for l in self._lines(e, TextCtx(e, ctx.lang, char), nested=False)
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
                told = self._created_untalented(note.owner)
                for st in walk(note.body):
                    if isinstance(st, Call) and st.func in ("add", "summon") and st.args and isinstance(st.args[0], Lit):
                        e = self.lookup(st.args[0].value)
                        # what the character creates without the talent too (Tamakushi Casket's
                        # Bake-Kurage) is told by the character's own text
                        if e is None or id(e) in variants or e.props.get("hidden") or id(e) in told:
                            continue
                        # a state another file defines (La Signora's Sheer Cold, which Sternfrost
                        # Prism's Cryo Crystal Core attaches) is told by its own card's text
                        if self.unit_of.get(id(e)) != self.unit_of.get(id(d)):
                            continue
                        body = P.style["sentence_sep"].join(l.text for l in self._lines(e, TextCtx(e, ctx.lang, char), nested=False)
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

    def _reaction_rules(self, d, ctx):
        """What an entity changes in a reaction: the branches of reactions that ask whether it is
        in play (`if has(target.opponent, "Golden Chalice's Bounty")` in Bloom), told under the
        entity too, since it has no handler of its own that says so."""
        P = self.phrases[ctx.lang]
        out = []
        for r in self.defs:
            if r.kind != "reaction":
                continue
            rctx = TextCtx(r, ctx.lang, None)
            bodies = [f.body for f in (r.modify, r.play) if f is not None]
            for st in (x for body in bodies for x in walk(body)):
                if not isinstance(st, IfStmt) or not self._asks_for(st.cond, d):
                    continue
                orelse = self.inner(st.orelse, rctx) if st.orelse else ""
                out.append(Line("effect", self.finish(P.t(
                    "shapes", "reaction_rule", reaction=self.name(r, ctx.lang), cond=self.code(st.cond, rctx),
                    body=self.inner(st.body, rctx), orelse=orelse), ctx)))
        return out

    def _asks_for(self, cond, d):
        """The condition asks whether `d` is in play (`has(NAME)` or `has(PLACE, NAME)`)."""
        tree = decompile(cond.text) if isinstance(cond, Code) else None
        for t in subtrees(tree) if tree is not None else ():
            if t[0] == "fn" and t[1] in ("has", "has/2", "had") and t[2]:
                ref = self.lookup(t[2][-1][1]) if t[2][-1][0] == "str" else None
                if ref is d:
                    return True
        return False

    def _created_here(self, d):
        """Entities this card creates that are defined beside it: its effect's "(In Effect)"
        status, or the status an artifact gives when the Action Phase begins (a talent's other
        handlers create its character's statuses, which the character's text tells)."""
        unit = self.unit_of.get(id(d))
        here = {id(x) for x in self.units.get(unit, [])}
        # an equipment card's status that another action card's file defines (Tenacity of the
        # Millelith gives General's Ancient Helm's Unmovable Mountain): restated here too
        if d.kind in ("weapon", "artifact"):
            here |= {id(e) for e in self._creates(d) if self._of_action_card(e)}
        out = []
        # a card: what its effect and its handlers create (a talent's handlers are its character's
        # branches); a status's or summon's text names what it creates without restating it
        bodies = [d.play.body] if d.play is not None else []
        if d.kind != "talent":
            bodies += [fn.body for _ev, fn in self._handlers(d)]
        others = set()
        if d.kind in ("talent", "weapon", "artifact"):
            others = {id(x) for o in self.units.get(unit, []) if o is not d for x in self._creates(o)}
        for st in (x for body in bodies for x in walk(body)):
            if isinstance(st, Call) and st.func in ("add", "summon") and st.args and isinstance(st.args[0], Lit):
                e = self.lookup(st.args[0].value)
                # a talent card that attaches a status its character's passive attaches too
                # (Absorbing Prism's Electro Crystal Core) leaves it to the character's text
                if d.kind == "talent" and id(e) in others:
                    continue
                if e is not None and id(e) in here and e is not d and e not in out and not e.props.get("hidden"):
                    out.append(e)
            elif isinstance(st, Call) and st.func == "choose_play" and st.args and isinstance(st.args[0], Lit):
                # 挑选一项 (Lost Legacies In The Sand): each option, a hidden event beside the card,
                # is what the card does, so its text is told
                out += [e for e in map(self.lookup, st.args[0].value) if e is not None and id(e) in here and e not in out]
        # and what an equipment card alone creates while in play (a talent's "(In Effect)"
        # status), not what its character creates too (Stonehide Reforged re-attaches Stonehide)
        if d.kind in ("talent", "weapon", "artifact"):
            out += [e for e in self._creates(d, handlers_only=True)
                    if id(e) in here and id(e) not in others and e is not d and e not in out and not e.props.get("hidden")]
        return out

    def _same_named(self, d, told):
        """The game's second status of the same name that `d`, or one of the entities `told`,
        creates beside it (Fruits of Training (In Effect): the waiting discount, 303242): its
        name says nothing new, so what it does is told with its creator's."""
        here = {id(x) for x in self.units.get(self.unit_of.get(id(d)), [])}
        out = []
        for src in [d] + told:
            for x in self._creates(src, handlers_only=True):
                if (x.name == src.name and x is not src and id(x) in here and x not in told and x not in out
                        and not x.props.get("hidden")):
                    out.append(x)
        return out

    def _of_action_card(self, e):
        """The entity is defined in an action card's file (not a character's, not the rules')."""
        ds = self.units.get(self.unit_of.get(id(e)), [])
        return any(x.kind in R.CARD_KINDS for x in ds) and not any(x.kind == "character" for x in ds)


    def _created_untalented(self, d):
        """ids of what a definition's skills and handlers create outside its talent branches."""
        def outside(stmts):
            for st in stmts:
                if isinstance(st, IfStmt):
                    if not self._talent_of(st.cond)[0]:
                        yield from outside(st.body)
                    yield from outside(st.orelse or [])
                else:
                    yield st
        fns = [s.fn for s in d.skills] + [fn for fns in d.handlers.values() for fn in fns
                                          if fn.cond is None or not self._talent_of(fn.cond)[0]]
        out = set()
        for fn in fns:
            for st in outside(fn.body):
                if isinstance(st, Call) and st.func in ("add", "summon") and st.args and isinstance(st.args[0], Lit):
                    e = self.lookup(st.args[0].value)
                    if e is not None:
                        out.add(id(e))
        return out

    def _creates(self, d, handlers_only=False):
        """The definitions of the library that a definition's code adds or summons."""
        bodies = [fn.body for fns in d.handlers.values() for fn in fns]
        if not handlers_only:
            bodies += [s.fn.body for s in d.skills] + ([d.play.body] if d.play is not None else [])
        out = []
        for st in (x for body in bodies for x in walk(body)):
            if isinstance(st, Call) and st.func in ("add", "summon", "add_stacks") and st.args and isinstance(st.args[0], Lit):
                e = self.lookup(st.args[0].value)
                if e is not None and e not in out:
                    out.append(e)
        return out

    def cost(self, cost, ctx):
        P = self.phrases[ctx.lang]
        if not cost:
            return P.t("shapes", "cost_free")
        items = [P.t("shapes", "cost_item", n=n, die=P.word("costdie", t)) for t, n in cost]
        return P.t("shapes", "cost", items=self.listing(items, ctx, "list_last_and"))


def library(paths=None, names_folder=None):
    """Check the card library (or the given paths) and return (CardText, Build); None when errors."""
    from gicc.runtime.i18n import load
    from ..build import CARDS, Build
    b = Build(list(paths) if paths else [CARDS], use_cache=False, library_paths=() if not paths else (CARDS,))
    irs = b.check()
    if b.diags.errors:
        return None, b
    return CardText(irs, load(names_folder or CARDS / "i18n")), b
