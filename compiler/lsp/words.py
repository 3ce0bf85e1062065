"""The language's words as an editor shows them: each keyword, effect, event, property, value,
function, target word and domain word of the registry with its signature and documentation.
Hover and completion both read this one table, made from compiler/registry (the signatures
written as docs/language.md writes them, by compiler/langdoc)."""
from dataclasses import dataclass

from .. import registry as R
from ..langdoc import _default, _sig

# the grammar's own keywords (grammar/gicc.lark), what each begins
GRAMMAR_KEYWORDS = {
    "on": "`on EVENT [when CONDITION] { ... }`: a handler, run when the event happens",
    "when": "`on EVENT when CONDITION`: the handler runs only when the condition holds",
    "if": "`if CONDITION { ... } [else { ... }]`: statements run when the condition holds",
    "else": "`else { ... }` or `else if ...`: what runs when the `if` condition does not hold",
    "require": "`require CONDITION`: the skill or card can be used only when the condition holds",
    "cost": "`cost DIE N, ...`: what a skill or card costs",
    "not": "`not CONDITION`", "and": "`A and B`: both hold", "or": "`A or B`: either holds",
    "is": "`VALUE is WORD` (`is not`): compares a value with a word",
    "in": "`VALUE in (A, B, ...)`: the value is one of them",
    "as": "`reaction NAME A + B as ALIAS`: the word a reaction's damage type is known by",
}


@dataclass
class Word:
    word: str
    what: str          # effect, event, property, value, function, target, kind, keyword, word
    detail: str        # the signature, or the domain it belongs to
    doc: str = ""

    def markdown(self):
        out = ["```gicc\n%s\n```" % self.detail, "*%s*" % self.what]
        if self.doc:
            out.append(self.doc)
        return "\n\n".join(out)


def _table():
    out = {}

    def add(w):
        out.setdefault(w.word, []).append(w)

    for k in R.KINDS:
        add(Word(k, "definition kind", "%s ID NAME { ... }" % k,
                 "short for `character_status`" if k in R.KIND_ALIASES else ""))
    for k, doc in GRAMMAR_KEYWORDS.items():
        add(Word(k, "keyword", k, doc))
    for k in R.SKILL_KINDS:
        add(Word(k, "skill kind", "%s ID NAME cost DIE N, ... { ... }" % k))
    for p in R.PROPS.values():
        add(Word(p.name, "property", " ".join([p.name] + list(p.types)),
                 p.doc + "\n\nAllowed in: " + (
                     "every kind" if set(p.kinds) >= set(R.KINDS) else ", ".join(p.kinds))))
    for e in R.EFFECTS.values():
        doc = e.doc
        if _default(e):
            doc += "\n\nDefaults: " + _default(e)
        if e.modifier:
            doc += "\n\nModifies: " + ", ".join(e.modifier)
        add(Word(e.name, "effect", _sig(e), doc))
    sides = {"target": "the target's side", "opp": "the opposing side", "both": "both sides",
             "self": "the entity itself"}
    for e in R.EVENTS.values():
        add(Word(e.name, "event", "on %s" % e.name,
                 e.doc + "\n\nFields: %s; whose: %s" % (", ".join(e.fields) or "none",
                                                        sides.get(e.side, "own side"))))
    for k, (ty, _code, need) in R.VALUES.items():
        add(Word(k, "value", "%s: %s" % (k, ty.replace("sym:", "")),
                 "needs the event's `%s`" % need if need else ""))
    for root in R.CHAR_ROOTS:
        for attr, (ty, _c) in R.CHAR_ATTRS.items():
            add(Word("%s.%s" % (root, attr), "character value", "%s.%s: %s" % (root, attr, ty.replace("sym:", ""))))
    for attr, (ty, _c) in R.CHAR_ATTRS.items():
        add(Word(attr, "character value", "%s: %s" % (attr, ty.replace("sym:", "")),
                 "the handler's own character's"))
    for k, (types, res, _fmt, doc) in R.FUNCTIONS.items():
        name = k.split("/")[0]
        add(Word(name, "function", "%s(%s) -> %s" % (name, ", ".join(types), res), doc))
    for k, doc in R.TARGETS.items():
        add(Word(k, "target word", "to %s" % k, doc))
    domains = {}
    for name, dom in (("an element", R.ELEMENTS), ("a damage type", R.DMG_TYPES), ("a die", R.DICE),
                      ("a cost die", R.COST_DICE), ("a weapon", R.WEAPONS), ("a card kind", R.CARD_KINDS),
                      ("a card subtype", R.SUBTYPES), ("a place in a deck", R.DECK_POSITIONS),
                      ("a flag", R.FLAGS), ("a card target", R.CARD_TARGETS), ("a side", R.SIDES)):
        for w in dom:
            domains.setdefault(w, []).append("%s (one of %s)" % (name, ", ".join("`%s`" % x for x in dom)))
    for w, where in domains.items():
        add(Word(w, "word", w, "\n\n".join(where)))
    return out


_TABLE = None


def table():
    """{word: [Word, ...]}: a word may be several things (`usage` a property and a value)."""
    global _TABLE
    if _TABLE is None:
        _TABLE = _table()
    return _TABLE
