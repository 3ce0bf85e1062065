"""Hover: a card's, status's or summon's generated text in English, Simplified Chinese and
Japanese with its facts; a keyword's or effect's signature and documentation."""
from ..cardtext import LANGS
from .words import table

LANG_TITLES = {"en": "English", "zh_hans": "简体中文", "ja": "日本語"}
# the facts a definition's hover lists first, in this order (then the rest of its properties)
FACTS = ("element", "weapon", "factions", "hp", "energy", "cost", "usage", "duration", "shield",
         "character", "skill", "version", "share_id")


def registry_hover(word):
    """Markdown for a word of the language (None when it is not one)."""
    found = table().get(word)
    if not found:
        return None
    return "\n\n---\n\n".join(w.markdown() for w in found[:4])


def _fact(v):
    if isinstance(v, (list, tuple)):
        if v and all(isinstance(x, (list, tuple)) and len(x) == 2 for x in v):
            return ", ".join("%s %s" % (a, b) for a, b in v)       # a cost: (die, count) pairs
        return ", ".join(str(x) for x in v)
    return str(v)


def facts(d, ir):
    """The facts of a definition: kind, id, and its properties from its IR (when it checked)."""
    head = "**%s** `%s`" % (d.kind.replace("_", " "), d.name) + (" · id %d" % d.id if d.id is not None else "")
    rows = []
    props = dict(ir.props) if ir is not None else {}
    for k in FACTS + tuple(sorted(props)):
        v = props.pop(k, None)
        if v in (None, [], (), "") or k in ("tags", "flags", "counters", "text_version"):
            continue
        rows.append("%s: %s" % (k, _fact(v)))
    if ir is not None and ir.skills:
        rows.append("skills: " + ", ".join("%s (%s)" % (s.name, s.kind) for s in ir.skills))
    return head + ("\n\n" + " · ".join(rows) if rows else "")


def entity_hover(ct, d, ir, where):
    """Markdown for a definition: its facts, where it is defined, its text in three languages
    (`ct`: a CardText of the library; None when the library does not check)."""
    out = [facts(d, ir), "defined at `%s`" % where]
    if ct is not None and ir is not None:
        for lang in LANGS:
            text = ct.render(ir, lang)
            body = [text.text] if text.text else []
            for s in getattr(text, "skills", []):
                body.append("**%s** (%s)\n%s" % (s.name, s.kind, s.text))
            name = ct.name(ir, lang)
            out.append("**%s** — %s\n\n%s" % (LANG_TITLES.get(lang, lang), name,
                                              "\n\n".join(b.replace("\n", "  \n") for b in body) or "—"))
    else:
        out.append("(no card text: the library does not check)")
    return "\n\n---\n\n".join(out)
