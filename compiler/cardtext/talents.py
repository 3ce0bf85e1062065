"""Talent branches.

`if has("Talent")` (or `has(PLACE, "Talent")`) branches (a talent card's effect living in its
character's skill or in an entity's handler) are split off: the skill shows the text without the talent, and the talent
card's text shows the branch ("When Ganyu, with this card equipped, uses Frostflake Arrow: ...")."""
from ..ir import Call, Code, IfStmt, Lit
from .decompiler import decompile, walk
from .records import Note, TextCtx


class Talents:
    """The talent half of CardText (definitions.py): finding `has(Talent)` branches and saying
    what they change."""

    def _talent_of(self, cond, counters=()):
        """(talent name, rest of the condition) when `cond` is `has(Talent)` or `has(Talent) and ...`."""
        tree = decompile(cond.text, counters) if isinstance(cond, Code) else None
        if tree is None:
            return None, None
        items = tree[1] if tree[0] == "and" else [tree]
        for i, it in enumerate(items):
            # `has(Talent)`, or `has(PLACE, Talent)`: a talent held anywhere on a side (Sin of
            # Pride, asked by the Crowfeather Cover of another character; a combat status asking
            # `has(own, ...)`)
            if it[0] == "fn" and it[1] in ("has", "has/2") and it[2] and it[2][-1][0] == "str":
                d = self.lookup(it[2][-1][1])
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
                        notes.setdefault(talent, []).append(Note(talent, d, skill, ev, rest, fn.body, "handler"))
                        continue
                for st in walk(fn.body):
                    if isinstance(st, IfStmt):
                        talent, rest = self._talent_of(st.cond, counters)
                        if talent:
                            notes.setdefault(talent, []).append(Note(talent, d, skill, ev, rest, st.body, st.orelse))
        return notes

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
            for st in walk(stmts):
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
        old = {l.text for l in self._lines(base, TextCtx(base, ctx.lang, ctx.char), nested=False) if l.role == "effect"}
        for l in self._lines(new, TextCtx(new, ctx.lang, ctx.char), nested=False):
            if l.role == "effect" and l.text not in old:
                out.append(l.text)
        return out

    def _note_text(self, note, ctx):
        P = self.phrases[ctx.lang]
        nctx = TextCtx(note.owner, ctx.lang, note.owner if note.owner.kind == "character" else ctx.char)
        body = self._instead(note.cond, note.body, note.orelse, nctx)
        char = self.name(ctx.char, ctx.lang) if ctx.char is not None else self.name(note.owner, ctx.lang)
        if note.skill is not None:
            return self.finish(P.t("shapes", "talent_note", character=char, skill=self.name(note.skill, ctx.lang), body=body), ctx)
        inner = self.finish(P.t("shapes", "handler", event=P.t("events", note.event), body=body), ctx)
        if note.owner.kind == "character":
            return P.t("shapes", "talent_note_character", character=char, body=inner)
        return P.t("shapes", "talent_note_entity", name=self.name(note.owner, ctx.lang), character=char, body=inner)
